import type { Dice } from '@muster/core';
import { ACTIVATION_ROLL, type BrigadierRating } from '../command/brigadierRatings.js';

/** What an activation attempt rolled. */
export interface ActivationResult {
  readonly roll: number;
  readonly needed: number;
  readonly activated: boolean;
}

/**
 * Attempts to activate a brigade: 1d20, activated when the score is equal to or greater than the
 * brigadier's activation roll. Rulebook: Command and Control > Brigade activation.
 *
 * @example
 * activationTest(dice, 'average', 'Orkney'); // needs 7+ on 1d20: 14/20
 */
export function activationTest(dice: Dice, rating: BrigadierRating, brigade: string): ActivationResult {
  const needed = ACTIVATION_ROLL[rating];
  const roll = dice.d(20, `${brigade} activation (${rating}, needs ${needed}+)`);
  return { roll, needed, activated: roll >= needed };
}
