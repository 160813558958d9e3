import type { Dice } from '@muster/core';
import { commandTest } from './commandTest.js';

/** What a commander's loss test is made on: its rank (the dice) and its name (for the roll's purpose). */
export interface CommanderTestInput {
  readonly rank: number;
  readonly name?: string;
}

/** In the wrong place: killed (no success), or moves away (Exhausted with fewer than two). */
export interface WrongPlaceResult {
  readonly killed: boolean;
  readonly movesAway: boolean;
  readonly exhausted: boolean;
}

/** Left alone: whether the commander takes flight, or stays Exhausted (fewer than two successes). */
export interface IsolationResult {
  readonly fled: boolean;
  readonly exhausted: boolean;
}

/**
 * "In the wrong place": a commander contacted by an enemy unit on its path makes a command test. No
 * success: killed. At least one: it moves away. Fewer than two: Exhausted (no further effect if it already was).
 * Rulebook: Command > Commanders and Losses > In the wrong place.
 */
export function wrongPlaceTest(dice: Dice, input: CommanderTestInput): WrongPlaceResult {
  const test = commandTest(dice, {
    rank: input.rank,
    purpose: `${input.name ?? 'commander'} in the wrong place: ${input.rank}d6 needing 5+`,
  });
  return { killed: !test.passed, movesAway: test.passed, exhausted: test.passed && test.exhausted };
}

/**
 * A friendly unit destroyed within 6" and no other friendly unit within 6": a command test "as above" (as In the
 * wrong place); failed, the commander takes flight and is removed; passed with fewer than two successes, it stays
 * Exhausted (the command test's own rule). Rulebook: Command > Leaving a Troop (Coward); Command Actions.
 */
export function isolationTest(dice: Dice, input: CommanderTestInput): IsolationResult {
  const test = commandTest(dice, {
    rank: input.rank,
    purpose: `${input.name ?? 'commander'} left alone: ${input.rank}d6 needing 5+`,
  });
  return { fled: !test.passed, exhausted: test.passed && test.exhausted };
}

/** Why a commander leaves the game without a roll. Rulebook: Command > Commanders and Losses. */
export type CommanderLoss = 'like-a-hero' | 'useless';

/** A commander as the battle and the club companion both hold it: which unit it is attached to, if any. */
export interface LosableCommander {
  readonly attachedTo: string | null;
}

/**
 * The commanders a loss removes, with why: "Like a Hero": a commander attached to the `destroyed` unit is
 * killed with it; "Useless": a commander with no unit left to interact with (`hasUnitToCommand` false) is
 * removed. Give the commanders still in the game. The battle and the club companion both call it.
 * Rulebook: Command > Commanders and Losses.
 *
 * @example
 * commandersLost(commanders, { destroyed: 'A:tercio' }); // [{ commander: <its attached commander>, loss: 'like-a-hero' }]
 */
export function commandersLost<C extends LosableCommander>(
  commanders: readonly C[],
  input: { readonly destroyed?: string; readonly hasUnitToCommand?: (commander: C) => boolean },
): { commander: C; loss: CommanderLoss }[] {
  const lost: { commander: C; loss: CommanderLoss }[] = [];
  for (const commander of commanders) {
    if (input.destroyed !== undefined && commander.attachedTo === input.destroyed)
      lost.push({ commander, loss: 'like-a-hero' });
    else if (input.hasUnitToCommand && !input.hasUnitToCommand(commander)) lost.push({ commander, loss: 'useless' });
  }
  return lost;
}
