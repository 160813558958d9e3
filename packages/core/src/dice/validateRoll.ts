import { MusterError } from '../errors/MusterError.js';

/** Largest number of dice one call may roll; a guard against typos such as `--dice 1e9`. */
export const MAX_DICE_PER_ROLL = 10_000;
/** Largest die; d1000 covers every percentile-style table. */
export const MAX_SIDES = 1_000;

/** Throws a `bad-dice` error unless `count` dice of `sides` faces can be rolled. */
export function validateDiceArgs(count: number, sides: number, purpose: string): void {
  if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) {
    throw new MusterError('bad-dice', `cannot roll a die with ${sides} sides for "${purpose}"`, {
      expected: `an integer number of sides from 1 to ${MAX_SIDES}`,
    });
  }
  if (!Number.isInteger(count) || count < 0 || count > MAX_DICE_PER_ROLL) {
    throw new MusterError('bad-dice', `cannot roll ${count} dice for "${purpose}"`, {
      expected: `an integer number of dice from 0 to ${MAX_DICE_PER_ROLL}`,
    });
  }
}
