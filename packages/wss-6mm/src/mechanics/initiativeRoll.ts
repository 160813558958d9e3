import type { Dice } from '@muster/core';

/**
 * "Each turn both CinCs will roll a dice to determine who goes first, (the highest goes first)."
 * The die is not named (ruling R11: 1d20 by default); ties are re-rolled.
 * Rulebook: Command and Control > Brigade activation.
 */
export function initiativeRoll(
  dice: Dice,
  sides: number,
  sides_: readonly [string, string],
): { first: string; rolls: [number, number][] } {
  const rolls: [number, number][] = [];
  for (;;) {
    const a = dice.d(sides, `${sides_[0]} CinC initiative`);
    const b = dice.d(sides, `${sides_[1]} CinC initiative`);
    rolls.push([a, b]);
    if (a !== b) return { first: a > b ? sides_[0] : sides_[1], rolls };
  }
}
