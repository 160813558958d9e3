// Rulebook (Liber Militum: Tercios): Shooting > Rout Test: "Rout tests are carried out as soon as a unit has Dm beyond
// its Stamina value" (its original Discipline in dice, one 6 per Rout Point). Ruling Mercenaries (`mercenariesRout`,
// default no-rout-test, docs/rulings/tercios.md): they take no rout test, destroyed when their Dm exceed their Stamina,
// unless a Wealthy commander is near ("may make a rout test but suffer a penalty (-) to their Discipline").
// Automatic Kingdoms Traits > Selfless: "a unit attached to this commander that fails a rout test may re-roll its dice.
// The commander is killed even if the second test succeeds." The club's rout test is the ruleset's routTest on the unit
// as listed; under the ruling Selfless re-roll's `ask` the players are asked once the test has failed (a waiting test,
// the second roll, which they may decline: the unit then leaves the field).
import { replay } from '@muster/core';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000, type ArmyFile } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { ok, resolveForm, resolveTest, startSession, testOf, unit } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';
import { legalClubDecisions } from '../model/clubRules.js';
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

  /**
   * The colonel (Selfless) attached to `other`, whose Dm are `beyond` its Stamina (one: its rout test waits; none: it
   * is at its Stamina).
   */
  function selflessTest(seed: string, options?: Record<string, unknown>, beyond = 1) {
    const s = startSession('tercios', seed, {
      title: 'Lützen',
      armies: [SPANISH_EMPIRE_1000, HIRED],
      maxTurns: 2,
      ...(options ? { options } : {}),
    });
    const colonel = s.state.commanders.find((c) => c.side === 'B' && c.abilities?.includes('selfless'))!;
    expect(s.decide({ kind: 'set-commander', commander: colonel.id, patch: { attachedTo: other } }).ok).toBe(true);
    expect(s.decide({ kind: 'set-unit', unit: other, patch: { losses: stamina(s, other) + beyond } }).ok).toBe(true);
    const test = s.state.tests.find((t) => t.unit === other && t.mechanic === 'rout-test')!;
    return { s, colonel, test };
  }

  it('Selfless: the test fails, then the players are asked: rolled again, the unit holds and the commander dies', () => {
    const { s, colonel, test } = selflessTest('selfless');
    // Ruling Selfless re-roll, `ask` (the form's default): the players choose once the test has failed. 4 dice, one 6.
    expect(s.odds('rout-test', test.params).exact?.passed?.['1']).toBe('671/1296');
    expect(resolveTest(s, test, [1, 2, 3, 4])).toEqual(ok);
    // Failed: the unit stands, its Dm beyond its Stamina, while its players choose; only that choice is open.
    expect(unit(s, other)).toMatchObject({ destroyed: false, losses: stamina(s, other) + 1 });
    const question = testOf(s, other, 'rout-test')!;
    expect(question).toMatchObject({ purpose: 'selfless', optional: true });
    expect(question.params['selfless-reroll']).toBe('second-roll');
    expect(legalClubDecisions(s.state).map((d) => d.kind)).toEqual(['decline-test', 'resolve']);
    // The second roll: the same test, once; "The commander is killed even if the second test succeeds".
    expect(s.odds('rout-test', question.params).exact?.passed?.['1']).toBe('671/1296');
    expect(resolveTest(s, question, [6, 1, 1, 1])).toEqual(ok);
    expect(unit(s, other)).toMatchObject({ destroyed: false, losses: stamina(s, other) });
    expect(s.state.commanders.find((c) => c.id === colonel.id)).toMatchObject({ lost: true, attachedTo: null });
    expect(s.state.tests).toEqual([]);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('Selfless: "may re-roll its dice": the players decline; the failed test stands, and Like a Hero kills him', () => {
    const { s, colonel, test } = selflessTest('selfless');
    expect(resolveTest(s, test, [1, 2, 3, 4])).toEqual(ok);
    expect(s.decide({ kind: 'decline-test', unit: other })).toEqual(ok);
    expect(unit(s, other)).toMatchObject({ destroyed: true, routed: true });
    // Like a Hero: "if the commander is attached to a unit when that unit is destroyed ... it is itself killed too".
    expect(s.state.commanders.find((c) => c.id === colonel.id)).toMatchObject({ lost: true });
    expect(s.state.tests).toEqual([]);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('Selfless under the rulings always and never: the answer is in the roll, nothing is asked', () => {
    const always = selflessTest('selfless', { selflessReroll: 'always' });
    // 4 dice, one 6, twice: 1 - (5/6)^8.
    expect(always.s.odds('rout-test', always.test.params).exact?.passed?.['1']).toBe('1288991/1679616');
    expect(resolveTest(always.s, always.test, [1, 2, 3, 4, 6, 1, 1, 1])).toEqual(ok);
    expect(unit(always.s, other)).toMatchObject({ destroyed: false, losses: stamina(always.s, other) });
    expect(always.s.state.commanders.find((c) => c.id === always.colonel.id)).toMatchObject({ lost: true });
    expect(always.s.state.tests).toEqual([]);
    const never = selflessTest('selfless', { selflessReroll: 'never' });
    expect(resolveTest(never.s, never.test, [1, 2, 3, 4])).toEqual(ok);
    expect(unit(never.s, other)).toMatchObject({ destroyed: true });
    expect(never.s.state.tests).toEqual([]);
  });

  it('Selfless in a shot: the target breaks under fire, then its players are asked', () => {
    const { s, colonel } = selflessTest('selfless-shot', undefined, 0);
    expect(s.state.tests).toEqual([]);
    // At its Stamina: the Spanish musketeers shoot, one hit (3 dice), not resisted (4 dice), its rout test fails.
    const shooter = 'A:musketeer-company';
    expect(resolveForm(s, 'shoot', shooter, other, [6, 1, 1, ...[1, 1, 1, 1], ...[1, 1, 1, 1]], { range: 6 })).toEqual(
      ok,
    );
    const shot = s.state.stepResolutions.at(-1)!;
    expect(shot.outcome).toMatchObject({ destroyed: 1, 'target-selfless': 1 });
    // The failed test waits for its players: the unit is not gone, its Dm beyond its Stamina.
    expect(unit(s, other)).toMatchObject({ destroyed: false });
    expect(unit(s, other).losses).toBeGreaterThan(stamina(s, other));
    const question = testOf(s, other, 'rout-test')!;
    expect(question).toMatchObject({ purpose: 'selfless', optional: true });
    expect(s.decide({ kind: 'decline-test', unit: other })).toEqual(ok);
    expect(unit(s, other)).toMatchObject({ destroyed: true });
    expect(s.state.commanders.find((c) => c.id === colonel.id)).toMatchObject({ lost: true });
    expect(replay(club, s.save()).identical).toBe(true);
  });
});
