import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { wss6mmMoralePlugin } from '../plugins/morale.js';
import { controlTestBy, orderAfterControl } from './controlTest.js';
import type { MoraleOutcome, MoraleSituation } from './moraleTest.js';
import type { ResolveOutcome } from './resolveTest.js';

// "Order may be recovered by passing a Control Test." Rulebook: Disorder. The test is not defined: ruling R10 reads
// it as a Morale test scoring STEADY by default, or a Resolve test scoring Okay (`controlTest: 'resolve-okay'`).

// A DISORDERED, FRESH unit in no melee: the Morale test gives it FRESH +2 and SHAKEN -2 (ruling R7), so the roll is
// the score.
const disordered: MoraleSituation = {
  casualty: 'fresh',
  order: 'disordered',
  melee: 'none',
  enemyRoutingWithin6: 0,
  friendsRoutingWithin6: 0,
  defendingObstacle: false,
  officerAttached: false,
  attackedFlankOrRear: false,
};
const resolveOkay = Wss6mmOptionsSchema.parse({ controlTest: 'resolve-okay' });
const control = (roll: number, s: Partial<MoraleSituation>, options = DEFAULT_OPTIONS) => {
  const dice = ScriptedDice.of([roll]);
  const outcome = wss6mmMoralePlugin.controlTest(dice, { ...disordered, ...s }, options, 'Navarre');
  return { outcome, rolls: dice.takeRolls().map((r) => `${r.purpose} [d${r.sides}]`) };
};

describe('the Control Test, by default a Morale test scoring STEADY (ruling R10; Rulebook: Disorder, Morale Tests)', () => {
  it('"11 or more STEADY": a roll of 11 recovers order, 10 (DISORDERED) does not', () => {
    expect(control(11, {})).toEqual({
      outcome: { roll: 11, score: 11, recovered: true },
      rolls: ['Navarre control test: morale test [d20]'],
    });
    expect(control(10, {}).outcome).toEqual({ roll: 10, score: 10, recovered: false });
  });
  it('the Morale test reads the whole situation: "Officer Attached +2" recovers on 9, "BLOODED -2" needs 13', () => {
    expect(control(9, { officerAttached: true }).outcome).toEqual({ roll: 9, score: 11, recovered: true });
    expect(control(12, { casualty: 'blooded' }).outcome).toEqual({ roll: 12, score: 8, recovered: false });
    expect(control(15, { casualty: 'blooded' }).outcome).toEqual({ roll: 15, score: 11, recovered: true });
  });
});

describe('the Control Test as a Resolve test scoring Okay (controlTest: resolve-okay, ruling R10; Rulebook: Resolve Test)', () => {
  it('"12 or more Okay" with "DISORDERED -2": a roll of 14 recovers order, 13 does not', () => {
    expect(control(14, {}, resolveOkay)).toEqual({
      outcome: { roll: 14, score: 12, recovered: true },
      rolls: ['Navarre control test: resolve test [d20]'],
    });
    expect(control(13, {}, resolveOkay).outcome).toEqual({ roll: 13, score: 11, recovered: false });
  });
  it('the unit\'s casualty condition and officer count ("BLOODED -3", "Officer Attached +2")', () => {
    expect(control(16, { casualty: 'blooded' }, resolveOkay).outcome).toEqual({
      roll: 16,
      score: 11,
      recovered: false,
    });
    expect(control(17, { casualty: 'blooded' }, resolveOkay).outcome).toEqual({ roll: 17, score: 12, recovered: true });
    expect(control(12, { officerAttached: true }, resolveOkay).outcome).toEqual({
      roll: 12,
      score: 12,
      recovered: true,
    });
  });
  it('no hit difference and no "Hit on Flank or Rear -4": a unit once attacked in flank still recovers on 14', () => {
    expect(control(14, { attackedFlankOrRear: true, melee: 'lost' }, resolveOkay).outcome).toEqual({
      roll: 14,
      score: 12,
      recovered: true,
    });
  });
});

describe("the Control Test is built from the plugin's own Morale and Resolve tests (ruling R10)", () => {
  const fixed =
    <T>(outcome: T) =>
    () =>
      outcome;
  it('a Morale test result other than STEADY does not recover; a Resolve result other than Okay does not', () => {
    const morale = (result: MoraleOutcome['result']) => fixed<MoraleOutcome>({ roll: 20, score: 30, result });
    const resolve = (result: ResolveOutcome['result']) =>
      fixed<ResolveOutcome>({ roll: 20, score: 30, result, passed: result === 'okay' });
    const dice = ScriptedDice.of([]);
    const recovered = (m: MoraleOutcome['result'], r: ResolveOutcome['result'], options = DEFAULT_OPTIONS) =>
      controlTestBy(morale(m), resolve(r))(dice, disordered, options, 'u').recovered;
    expect(recovered('steady', 'routed')).toBe(true);
    expect(recovered('disordered', 'okay')).toBe(false);
    expect(recovered('routed', 'okay', resolveOkay)).toBe(true);
    expect(recovered('steady', 'disordered', resolveOkay)).toBe(false);
  });
});

describe('after the Control Test (Rulebook: Disorder)', () => {
  it('a unit that passes recovers order (STEADY); one that fails stays as it is', () => {
    expect(orderAfterControl({ recovered: true })).toBe('steady');
    expect(orderAfterControl({ recovered: false })).toBeNull();
  });
});
