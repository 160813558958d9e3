import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { impetuousTest, type ImpetuousInput } from './impetuousTest.js';

// Killers of the mutants of impetuousTest.ts (docs/mutation/tercios-orders.md).
// The Troops > Cavalry > Impetuous: "if such a unit at 0 Dm (fresh) has an order other than Assault!, and this unit
// can consider a charge on an enemy, it must make an Order test. If this test fails, it is obliged to charge the
// enemy, ignoring the order placed. This test and these conditions are checked at the moment the unit is activated."

const impetuous: TerciosUnit = { ...HORSE_ARQUEBUSIERS, rules: ['impetuous'] };
const fresh: ImpetuousInput = { unit: impetuous, order: 'ready', canCharge: true, inCommand: true };

/** The Impetuous test on scripted faces: its result and the purposes of the rolls it made. */
function test(faces: number[], input: ImpetuousInput) {
  const dice = ScriptedDice.of(faces);
  const result = impetuousTest(dice, input);
  return { result, rolls: dice.takeRolls().map((r) => r.purpose) };
}

const noTest = { result: { tested: false, mustCharge: false }, rolls: [] };

describe('The Troops > Cavalry > Impetuous', () => {
  it('"it must make an Order test": Discipline 3, one 5+ passes and it keeps its order; the roll is named', () => {
    expect(test([1, 5, 1], fresh)).toEqual({
      result: { tested: true, mustCharge: false },
      rolls: ['Arquebusiers on horseback Impetuous order test: 3d6 needing 5+'],
    });
  });

  it('"If this test fails, it is obliged to charge the enemy"', () => {
    expect(test([1, 4, 1], fresh).result).toEqual({ tested: true, mustCharge: true });
  });

  it('only "such a unit": a unit without Impetuous never tests', () => {
    expect(test([], { ...fresh, unit: HORSE_ARQUEBUSIERS })).toEqual(noTest);
  });

  it('only at "0 Dm (fresh)": a unit with 1 Dm does not test', () => {
    expect(test([], { ...fresh, unit: { ...impetuous, wear: 1 } })).toEqual(noTest);
  });

  it('only with "an order other than Assault!"', () => {
    expect(test([], { ...fresh, order: 'assault' })).toEqual(noTest);
  });

  it('only if it "can consider a charge on an enemy"', () => {
    expect(test([], { ...fresh, canCharge: false })).toEqual(noTest);
  });

  // Order Cards > Testing Orders: the order test's penalty (-) out of command: Discipline 3- = 2 dice. The Troops >
  // Elite: "Their Discipline is never reduced when they are outside the command radius of their leader."
  // Ruling Command in Brevis Editio: no command radius under `commanders: 'initiative-only'` (Brevis).
  it('out of command under commanders initiative-only (Brevis): no Discipline - (3 dice)', () => {
    const options = TerciosOptionsSchema.parse({ commanders: 'initiative-only' });
    expect(test([1, 1, 5], { ...fresh, inCommand: false, options }).rolls).toEqual([
      'Arquebusiers on horseback Impetuous order test: 3d6 needing 5+',
    ]);
  });

  it('the order test out of command has Discipline - (2 dice); never for Elite (3 dice)', () => {
    expect(test([1, 5], { ...fresh, inCommand: false }).rolls).toEqual([
      'Arquebusiers on horseback Impetuous order test: 2d6 needing 5+',
    ]);
    const elite = { ...impetuous, rules: ['impetuous', 'elite'] };
    expect(test([1, 1, 5], { ...fresh, unit: elite, inCommand: false }).rolls).toEqual([
      'Arquebusiers on horseback Impetuous order test: 3d6 needing 5+',
    ]);
  });
});
