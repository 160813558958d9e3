// Rulebook (Liber Militum: Tercios): Shooting > Rout Test: "Rout tests are carried out as soon as a unit has Dm beyond
// its Stamina value" (its original Discipline in dice, one 6 per Rout Point). Ruling Mercenaries (`mercenariesRout`,
// default no-rout-test, docs/rulings/tercios.md): they take no rout test, destroyed when their Dm exceed their Stamina,
// unless a Wealthy commander is near ("may make a rout test but suffer a penalty (-) to their Discipline").
// Automatic Kingdoms Traits > Selfless: "The attached unit may re-roll a failed rout test; the commander is killed even
// if the re-roll succeeds." The club's rout test is the ruleset's routTest on the unit as listed.
import { replay } from '@muster/core';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000, type ArmyFile } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { startSession, unit } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';
import { terciosAdapter } from './terciosAdapter.js';

/** The Swedish list with its second Modern Battalion hired (Mercenaries) and the Yellow Brigade's colonel Selfless. */
const HIRED: ArmyFile = {
  ...SWEDISH_EMPIRE_1000,
  regiments: SWEDISH_EMPIRE_1000.regiments.map((r, i) =>
    i === 0
      ? {
          ...r,
          commander: { ...r.commander!, traits: ['selfless'] },
          units: r.units.map((u, j) => (j === 1 ? { unit: 'modern-battalion', options: ['mercenaries'] } : u)),
        }
      : r,
  ),
};
const start = (seed: string) =>
  startSession('tercios', seed, { title: 'Lützen', armies: [SPANISH_EMPIRE_1000, HIRED], maxTurns: 2 });
const stamina = (s: ClubSession, id: string) => terciosAdapter.track!(unit(s, id), s.state.commanders);

describe("the club's rout test is the ruleset's, on the unit as listed", () => {
  const hired = 'B:modern-battalion-2';
  const other = 'B:modern-battalion-3';

  it('Mercenaries beyond their Stamina: no rout test, destroyed (default ruling)', () => {
    const s = start('mercenaries');
    expect(s.decide({ kind: 'set-unit', unit: hired, patch: { losses: stamina(s, hired) + 1 } }).ok).toBe(true);
    const test = s.state.tests.find((t) => t.unit === hired && t.mechanic === 'rout-test')!;
    expect(test.text).toContain('Mercenaries');
    expect(s.odds('rout-test', test.params).exact?.passed).toEqual({ '0': '1' });
    expect(s.decide({ kind: 'resolve', mechanic: 'rout-test', params: test.params, actor: hired, dice: [] }).ok).toBe(
      true,
    );
    expect(unit(s, hired)).toMatchObject({ destroyed: true, routed: true });
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('Mercenaries with a Wealthy commander near: the test, with Discipline -', () => {
    const s = start('wealthy');
    expect(s.decide({ kind: 'set-unit', unit: hired, patch: { losses: stamina(s, hired) + 1 } }).ok).toBe(true);
    const test = s.state.tests.find((t) => t.unit === hired && t.mechanic === 'rout-test')!;
    const params = { ...test.params, 'unit-near': 'wealthy' };
    // Modern Battalion Discipline 4, - for Wealthy (Components > Modifiers: halved): 2 dice, one 6: 1 - (5/6)^2 = 11/36;
    // a battalion not hired: 4 dice, 1 - (5/6)^4 = 671/1296.
    expect(s.odds('rout-test', params).exact?.passed?.['1']).toBe('11/36');
    expect(
      s.odds('rout-test', { ...test.params, 'unit-near': 'none', unit: 'modern-battalion', 'unit-options': 'none' })
        .exact?.passed?.['1'],
    ).toBe('671/1296');
  });

  it('Selfless commander attached: a failed test is re-rolled and the commander dies', () => {
    const s = start('selfless');
    const colonel = s.state.commanders.find((c) => c.side === 'B' && c.abilities?.includes('selfless'))!;
    expect(s.decide({ kind: 'set-commander', commander: colonel.id, patch: { attachedTo: other } }).ok).toBe(true);
    expect(s.decide({ kind: 'set-unit', unit: other, patch: { losses: stamina(s, other) + 1 } }).ok).toBe(true);
    const test = s.state.tests.find((t) => t.unit === other && t.mechanic === 'rout-test')!;
    // 4 dice, one 6, twice: 1 - (5/6)^8.
    expect(s.odds('rout-test', test.params).exact?.passed?.['1']).toBe('1288991/1679616');
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'rout-test',
        params: test.params,
        actor: other,
        dice: [1, 2, 3, 4, 6, 1, 1, 1],
      }).ok,
    ).toBe(true);
    expect(unit(s, other)).toMatchObject({ destroyed: false, losses: stamina(s, other) });
    expect(s.state.commanders.find((c) => c.id === colonel.id)).toMatchObject({ lost: true, attachedTo: null });
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('Selfless: "may re-roll its dice": the players may decline; the unit breaks, and Like a Hero kills him', () => {
    const s = start('selfless');
    const colonel = s.state.commanders.find((c) => c.side === 'B' && c.abilities?.includes('selfless'))!;
    expect(s.decide({ kind: 'set-commander', commander: colonel.id, patch: { attachedTo: other } }).ok).toBe(true);
    expect(s.decide({ kind: 'set-unit', unit: other, patch: { losses: stamina(s, other) + 1 } }).ok).toBe(true);
    const test = s.state.tests.find((t) => t.unit === other && t.mechanic === 'rout-test')!;
    const params = { ...test.params, 'selfless-reroll': 'no' };
    // 4 dice, one 6, once: 1 - (5/6)^4.
    expect(s.odds('rout-test', params).exact?.passed?.['1']).toBe('671/1296');
    expect(s.decide({ kind: 'resolve', mechanic: 'rout-test', params, actor: other, dice: [1, 2, 3, 4] }).ok).toBe(
      true,
    );
    expect(unit(s, other)).toMatchObject({ destroyed: true });
    // Like a Hero: "if the commander is attached to a unit when that unit is destroyed ... it is itself killed too".
    expect(s.state.commanders.find((c) => c.id === colonel.id)).toMatchObject({ lost: true });
    expect(replay(club, s.save()).identical).toBe(true);
  });
});
