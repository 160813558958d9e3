import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { OrderTestInput, OrderTestResult } from './orderTest.js';
import { resistOrder } from './resistOrder.js';

// Killers of the mutants of resistOrder.ts (docs/mutation/tercios-orders.md).
// Order Cards > Resist!: "This order is given to recover Dm [Wear]. If the test is passed, the unit removes one Dm.
// If the unit had only one, or none, this order has no effect and the unit stays in place." Order Card Reference:
// "Resist!: remove 1 Dm, from the second Dm onwards."

const worn = (unit: TerciosUnit, wear: number): TerciosUnit => ({ ...unit, wear });
const ELITE: TerciosUnit = { ...MUSKETEERS, rules: ['elite'] };
const resist = (faces: number[], unit: TerciosUnit, inCommand = true, options = TerciosOptionsSchema.parse({})) =>
  resistOrder(ScriptedDice.of(faces), { unit, inCommand, options }, terciosMoralePlugin);

describe('Order Cards > Resist!', () => {
  it('a failed test removes nothing', () => {
    expect(resist([4, 1, 1], worn(MUSKETEERS, 2))).toEqual({
      test: { tested: true, passed: false, dice: 3, successes: 0, sources: [] },
      wearRemoved: 0,
      wear: 2,
    });
  });

  it('"the unit removes one Dm": one, however many 5+ (2 Dm -> 1; 3 Dm and three 5+ -> 2)', () => {
    expect(resist([5, 1, 1], worn(MUSKETEERS, 2))).toMatchObject({ wearRemoved: 1, wear: 1 });
    expect(resist([5, 6, 5], worn(MUSKETEERS, 3))).toMatchObject({ wearRemoved: 1, wear: 2 });
  });

  it('"If the unit had only one ... this order has no effect"', () => {
    expect(resist([6, 6, 6], worn(MUSKETEERS, 1))).toMatchObject({ wearRemoved: 0, wear: 1 });
  });

  // Testing Orders: "A unit with no Dm (fresh) automatically carries out the order": no test, nothing to remove.
  it('"... or none": a fresh unit stays at 0 Dm, Large (Dense) too', () => {
    const untested = { tested: false, passed: true, dice: 0, successes: 0, sources: [] };
    expect(resist([], MUSKETEERS)).toEqual({ test: untested, wearRemoved: 0, wear: 0 });
    expect(resist([], TERCIO)).toEqual({ test: untested, wearRemoved: 0, wear: 0 });
  });

  it("the order test is the bound morale plugin's, asked with the unit, its command and the options", () => {
    const options = TerciosOptionsSchema.parse({ zeroValues: 'ladder' });
    const asked: OrderTestInput[] = [];
    const passed: OrderTestResult = { tested: true, passed: true, dice: 3, successes: 1, sources: ['house rule'] };
    const morale = {
      orderTest: (_dice: unknown, input: OrderTestInput) => (asked.push(input), passed),
    };
    const unit = worn(MUSKETEERS, 2);
    expect(resistOrder(ScriptedDice.of([]), { unit, inCommand: false, options }, morale)).toEqual({
      test: passed,
      wearRemoved: 1,
      wear: 1,
    });
    expect(asked).toEqual([{ unit, inCommand: false, options }]);
  });

  // Testing Orders: Discipline - out of command (3 -> 2 dice).
  it('out of command the test has Discipline -', () => {
    expect(resist([5, 1], worn(MUSKETEERS, 2), false).test).toMatchObject({ dice: 2, passed: true });
  });
});

describe('The Troops > Large (Dense)', () => {
  // "When they test the Resist! order, they remove one Dm for each result of 5+. However, they may not in this way
  // remove their last Dm and return to zero." Tercio (Dense), Discipline 5.
  it('one Dm per 5+: three 5+ at 4 Dm -> 1', () => {
    expect(resist([5, 6, 5, 1, 1], worn(TERCIO, 4))).toMatchObject({ wearRemoved: 3, wear: 1 });
  });

  it('never the last: three 5+ at 2 Dm remove one (-> 1), not three', () => {
    expect(resist([5, 6, 5, 1, 1], worn(TERCIO, 2))).toMatchObject({ wearRemoved: 1, wear: 1 });
  });

  it('at 1 Dm nothing to remove', () => {
    expect(resist([5, 6, 5, 1, 1], worn(TERCIO, 1))).toMatchObject({ wearRemoved: 0, wear: 1 });
  });
});

describe('The Troops > Elite', () => {
  // "these units may remove all their Dm with a Resist! order ... (depending on the successes of the test above),
  // and may thus return to 0 Dm." Ruling "Elite and Resist!" (eliteResist): one Dm per 5+ by default.
  it('per success (default): two 5+ at 3 Dm -> 1; two 5+ at 1 Dm -> 0, never below', () => {
    expect(resist([5, 6, 1], worn(ELITE, 3))).toMatchObject({ wearRemoved: 2, wear: 1 });
    expect(resist([5, 6, 1], worn(ELITE, 1))).toMatchObject({ wearRemoved: 1, wear: 0 });
  });

  it('"all": one 5+ at 3 Dm -> 0', () => {
    const all = TerciosOptionsSchema.parse({ eliteResist: 'all' });
    expect(resist([5, 1, 1], worn(ELITE, 3), true, all)).toMatchObject({ wearRemoved: 3, wear: 0 });
  });

  // "Their Discipline is never reduced when they are outside the command radius of their leader."
  it('out of command, Discipline is not reduced (3 dice)', () => {
    expect(resist([1, 1, 5], worn(ELITE, 2), false).test).toMatchObject({ dice: 3, passed: true });
  });
});
