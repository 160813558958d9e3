import { replay } from '@muster/core';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { legalClubDecisions } from '../model/clubRules.js';
import { club } from '../model/clubRuleset.js';
import { terciosAdapter } from './terciosAdapter.js';

const scenario = {
  ruleset: 'tercios',
  title: 'Nördlingen',
  armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  maxTurns: 2,
} as const;
const unit = (s: ClubSession, id: string) => s.state.units.find((u) => u.id === id)!;
const form = (s: ClubSession, mechanic: string, actor: string, target?: string) =>
  terciosAdapter.prefill(mechanic, unit(s, actor), target ? unit(s, target) : undefined, {
    commanders: s.state.commanders,
    turn: s.state.turn,
  });

/** A game at the Activation step with side A to act. */
function atActivation(seed: string): ClubSession {
  const s = ClubSession.start(scenario, seed);
  expect(s.decide({ kind: 'next' }).ok).toBe(true); // Initiative
  expect(s.decide({ kind: 'next' }).ok).toBe(true); // Activation
  expect(s.state.activeSide).toBe('A');
  return s;
}

describe('Tercios order tests on activation (Order Cards > Testing Orders)', () => {
  const tercio = 'A:tercio-2'; // Tercio: Discipline 5, Stamina 5

  it('a unit with Dm waits for its order test, odds shown; failed, the order is lost and it cannot act', () => {
    const s = atActivation('order-test');
    expect(s.decide({ kind: 'set-unit', unit: tercio, patch: { losses: 2, order: 'fire' } }).ok).toBe(true);
    expect(s.decide({ kind: 'activate', unit: tercio }).ok).toBe(true);
    expect(s.state.tests).toEqual([
      expect.objectContaining({
        unit: tercio,
        mechanic: 'activation',
        params: expect.objectContaining({ unit: 'tercio', wear: 2, order: 'fire' }),
      }),
    ]);
    // Hand-computed: 5 dice needing 5+: P(pass) = 1 - (2/3)^5 = 211/243.
    expect(s.odds('activation', s.state.tests[0]!.params).exact?.passed?.['1']).toBe('211/243');
    // Out of command: Discipline - (Components > Modifiers: halved, rounded up: 3 dice): 1 - (2/3)^3 = 19/27.
    expect(s.odds('activation', { ...s.state.tests[0]!.params, 'out-of-command': true }).exact?.passed?.['1']).toBe(
      '19/27',
    );
    expect(s.decide({ kind: 'next' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('roll the activation'),
    });
    expect(s.decide({ kind: 'pass' }).ok).toBe(false);
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'activation',
        params: s.state.tests[0]!.params,
        actor: tercio,
        dice: [1, 2, 3, 4, 4],
      }).ok,
    ).toBe(true);
    expect(unit(s, tercio)).toMatchObject({ order: null, activated: true, losses: 2 });
    expect(s.state.tests).toEqual([]);
    expect(s.logLines().some((l) => l.text.includes('the order is lost'))).toBe(true);
    expect(s.decide({ kind: 'next' }).ok).toBe(true);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('a fresh unit carries out its order without a roll: the app records it at once', () => {
    const s = atActivation('fresh');
    expect(s.decide({ kind: 'activate', unit: tercio }).ok).toBe(true);
    expect(s.state.tests).toEqual([]);
    expect(
      s
        .logLines()
        .some((l) => l.text.includes('Activation — Tercio 2: no order test (no Dm): Tercio 2 carries out Ready!')),
    ).toBe(true);
  });

  it('Resist!: a passed test removes one Dm (Order Cards > Resist!)', () => {
    const s = atActivation('resist');
    s.decide({ kind: 'set-unit', unit: tercio, patch: { losses: 3, order: 'resist' } });
    s.decide({ kind: 'activate', unit: tercio });
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'activation',
        params: s.state.tests[0]!.params,
        actor: tercio,
        dice: [5, 1, 1, 1, 1],
      }).ok,
    ).toBe(true);
    expect(unit(s, tercio)).toMatchObject({ losses: 2, order: 'resist', activated: true });
  });

  it('Impetuous: a fresh unit that could charge tests too, and failing must charge (The Troops > Impetuous)', () => {
    const s = ClubSession.start(scenario, 'impetuous');
    // Light Cavalry with Unhesitating (Impetuous), Discipline 2: fails with (2/3)^2 = 4/9 and must charge;
    // fresh, its order then needs no test. With a Dm it makes the ordinary order test instead (no Impetuous test).
    const form = { unit: 'light-cavalry', 'unit-options': 'unhesitating', order: 'ready', 'can-charge': true };
    expect(s.odds('activation', form).exact?.order).toEqual({ assault: '4/9', ready: '5/9' });
    expect(s.odds('activation', { ...form, 'can-charge': false }).exact?.order).toEqual({ ready: '1' });
    expect(s.odds('activation', { ...form, wear: 1 }).exact?.order).toEqual({ lost: '4/9', ready: '5/9' });
    const unit = { ...s.state.units[0]!, order: 'ready' };
    expect(
      terciosAdapter.effects(
        'activation',
        { passed: 1, tested: 0, order: 'assault', 'wear-after': 0 },
        unit,
        undefined,
        { commanders: [], turn: 1, params: form },
      ),
    ).toEqual([expect.objectContaining({ patch: { order: 'assault' } })]);
  });

  it('the legal decisions offer only the waiting test', () => {
    const s = atActivation('legal');
    s.decide({ kind: 'set-unit', unit: tercio, patch: { losses: 1 } });
    s.decide({ kind: 'activate', unit: tercio });
    expect(legalClubDecisions(s.state)).toEqual([
      { kind: 'resolve', mechanic: 'activation', params: s.state.tests[0]!.params, actor: tercio },
    ]);
  });
});

describe('Tercios Caracole and Evasion', () => {
  it('Caracole: after firing, the Discipline test allows an optional withdrawal at its Speed', () => {
    const s = atActivation('caracole');
    const horse = 'A:arquebusiers-on-horseback'; // Veteran: Discipline 4, Speed 8
    const target = 'B:musketeer-company';
    const params: Record<string, number | string | boolean> = { ...form(s, 'shoot', horse, target), range: 6 };
    expect(params.caracole).toBe(true);
    // Hand-computed (ruling Caracole: Discipline dice, one 5+): fails with (2/3)^4 = 16/81.
    const odds = s.odds('shoot', params).exact?.caracole;
    expect(odds).toEqual({ failed: '16/81', 'withdraw 8"': '65/81' });
    const moves = terciosAdapter.moves!('shoot', { caracole: 'withdraw 8"' }, unit(s, horse), unit(s, target), {
      commanders: [],
      turn: 1,
    });
    expect(moves).toEqual([expect.objectContaining({ unit: horse, kind: 'caracole', distance: 8, optional: true })]);
    expect(s.odds('shoot', { ...params, caracole: false }).exact?.caracole).toEqual({ none: '1' });
  });

  it('Evasion: cavalry charged by infantry reacts (Discipline +), passed it evades; failed, its order is lost', () => {
    const s = atActivation('evasion');
    const cavalry = 'B:modern-cavalry';
    const charger = 'A:tercio-2';
    const params = form(s, 'reaction', cavalry, charger);
    expect(params).toMatchObject({ unit: 'modern-cavalry', order: 'none', enemy: 'tercio' });
    // Hand-computed: Modern Cavalry Discipline 3, + against an infantry charge (3 + 1 = 4 dice): 1 - (2/3)^4 = 65/81;
    // charged by cavalry, no bonus: 1 - (2/3)^3 = 19/27.
    expect(s.odds('reaction', params).exact?.passed?.['1']).toBe('65/81');
    expect(s.odds('reaction', { ...params, enemy: 'arquebusiers-on-horseback' }).exact?.passed?.['1']).toBe('19/27');
    // An approach is no charge: with no card (already activated) only a charge may be evaded.
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'reaction',
        params: { ...params, trigger: 'approach' },
        actor: cavalry,
        target: charger,
      }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('cannot react with evasion') });
    expect(
      s.decide({ kind: 'resolve', mechanic: 'reaction', params, actor: cavalry, target: charger, dice: [6, 1, 1, 1] })
        .ok,
    ).toBe(true);
    const evade = s.state.moves.find((m) => m.unit === cavalry)!;
    expect(evade).toMatchObject({ kind: 'evade', optional: false, ifBlocked: null });
    expect(evade.distance).toBeGreaterThan(0);
    expect(unit(s, cavalry)).toMatchObject({ activated: true, order: null });
    expect(replay(club, s.save()).identical).toBe(true);
  });
});

describe('Zeal in the wear track (Command > Virtues)', () => {
  it('a Zeal commander attached adds one to the Stamina the unit is worn against', () => {
    const s = ClubSession.start(scenario, 'zeal');
    const tercio = { ...unit(s, 'A:tercio-2'), losses: 5 };
    const zeal = {
      id: 'A:z',
      side: 'A' as const,
      name: 'Zealous captain',
      rating: 'rank 1',
      attachedTo: tercio.id,
      lost: false,
      exhausted: false,
      abilities: ['zeal'],
    };
    expect(terciosAdapter.track!(tercio, [])).toBe(5);
    expect(terciosAdapter.track!(tercio, [zeal])).toBe(6);
    expect(terciosAdapter.condition(tercio, [])).toBe('weary');
    expect(terciosAdapter.condition(tercio, [zeal])).toBe('worn');
    const routAt7 = (commanders: (typeof zeal)[]) =>
      terciosAdapter.prefill('rout-test', { ...tercio, losses: 7 }, undefined, { commanders, turn: 1 })['rout-points'];
    expect(routAt7([])).toBe(2);
    expect(routAt7([zeal])).toBe(1);
  });
});
