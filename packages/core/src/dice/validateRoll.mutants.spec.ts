import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { MAX_DICE_PER_ROLL, MAX_SIDES, validateDiceArgs } from './validateRoll.js';

// Killers for the mutants Stryker left alive in validateRoll.ts (docs/mutation.md): the exact limits and the
// error each refusal carries (code, message naming the roll, and what was expected).

const refusal = (count: number, sides: number): MusterError => {
  try {
    validateDiceArgs(count, sides, 'Tercio shooting');
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  throw new Error(`validateDiceArgs(${count}, ${sides}) accepted the roll`);
};

describe('validateDiceArgs limits and refusals', () => {
  it(`rolls exactly ${MAX_DICE_PER_ROLL} dice, and refuses one more`, () => {
    expect(() => {
      validateDiceArgs(MAX_DICE_PER_ROLL, 6, 'many');
    }).not.toThrow();
    const error = refusal(MAX_DICE_PER_ROLL + 1, 6);
    expect(error.code).toBe('bad-dice');
    expect(error.message).toBe(`cannot roll ${MAX_DICE_PER_ROLL + 1} dice for "Tercio shooting"`);
    expect(error.context).toEqual({ expected: `an integer number of dice from 0 to ${MAX_DICE_PER_ROLL}` });
  });

  it(`rolls a d${MAX_SIDES}, and refuses a die with one side more`, () => {
    expect(() => {
      validateDiceArgs(1, MAX_SIDES, 'percentile');
    }).not.toThrow();
    const error = refusal(1, MAX_SIDES + 1);
    expect(error.code).toBe('bad-dice');
    expect(error.message).toBe(`cannot roll a die with ${MAX_SIDES + 1} sides for "Tercio shooting"`);
    expect(error.context).toEqual({ expected: `an integer number of sides from 1 to ${MAX_SIDES}` });
  });
});
