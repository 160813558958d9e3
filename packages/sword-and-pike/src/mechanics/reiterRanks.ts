import type { Dice } from '@muster/core';

/**
 * "Reiters attacked by other cavalry with the sword or lance must test to see how many ranks can fire
 * before the close combat begins. Roll a D4 and the result is the number of ranks which may fire."
 * Rulebook: FIRE (Reiters).
 */
export function reiterRanksAgainstCharge(dice: Dice, { unit }: { readonly unit: string }): number {
  return dice.d(4, `${unit} charged by cavalry: D4 ranks may fire`);
}
