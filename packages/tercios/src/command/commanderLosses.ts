import type { Dice } from '@muster/core';
import { commandTest } from './commandTest.js';

/**
 * "In the wrong place": a commander contacted by an enemy unit on its path makes a command test. No
 * success: killed. At least one: it moves away. Fewer than two: Exhausted (no further effect if it already was).
 * Rulebook: Command > Commanders and Losses > In the wrong place.
 */
export function wrongPlaceTest(dice: Dice, input: { rank: number; name?: string }): { killed: boolean; movesAway: boolean; exhausted: boolean } {
  const test = commandTest(dice, { rank: input.rank, purpose: `${input.name ?? 'commander'} in the wrong place: ${input.rank}d6 needing 5+` });
  return { killed: !test.passed, movesAway: test.passed, exhausted: test.passed && test.exhausted };
}

/**
 * A friendly unit destroyed within 6" and no other friendly unit within 6": a command test; failed, the
 * commander takes flight and is removed. Rulebook: Command > Leaving a Troop (Coward).
 */
export function isolationTest(dice: Dice, input: { rank: number; name?: string }): { fled: boolean } {
  const test = commandTest(dice, { rank: input.rank, purpose: `${input.name ?? 'commander'} left alone: ${input.rank}d6 needing 5+` });
  return { fled: !test.passed };
}

/** Why a commander leaves the game. Rulebook: Command > Commanders and Losses. */
export type CommanderLoss = 'useless' | 'wrong-place' | 'like-a-hero' | 'fled' | 'selfless' | 'fearless';

/**
 * "Like a Hero": a commander attached to a destroyed unit is killed with it. "Useless": a commander with no
 * unit left to interact with is removed. Rulebook: Command > Commanders and Losses.
 */
export function commanderLost(input: { attachedUnitDestroyed: boolean; unitsItCanInteractWith: number }): CommanderLoss | null {
  if (input.attachedUnitDestroyed) return 'like-a-hero';
  if (input.unitsItCanInteractWith === 0) return 'useless';
  return null;
}
