import type { Dice } from '@muster/core';

/**
 * "Discipline # D6 = Target 5+": roll `count` dice and count the 5s and 6s. Rulebook: Order Cards > Testing Orders.
 */
export function disciplineDice(dice: Dice, count: number, purpose: string): number {
  return dice.pool(count, 6, 5, purpose);
}
