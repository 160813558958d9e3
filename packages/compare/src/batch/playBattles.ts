import { playGame, type Bot, type Game, type Ruleset } from '@muster/core';
import { readLosses } from '../losses/readLosses.js';
import { failedRecord, type BattleRecord } from './BattleRecord.js';
import type { BatchSetup } from './BatchSetup.js';

/** The seed of battle `index` of a batch: derived from the root seed and the index only. */
export function battleSeed(rootSeed: string, index: number): string {
  return `${rootSeed}/battle/${index}`;
}

/** The bot ids a batch plays with: competent for both sides when the ruleset has one, else its first bot. */
export function defaultBots(ruleset: Ruleset): [string, string] {
  const ids = Object.keys(ruleset.bots);
  const id = ids.includes('competent') ? 'competent' : ids[0];
  if (id === undefined) throw new Error(`${ruleset.id} has no bots`);
  return [id, id];
}

/**
 * Plays the battles with the given indices, in order, between bots, and records each one's result. The
 * first mover is the player of the first decision in the log (after setup rolls); dice are the dice of
 * every logged roll; losses are each unit's at the end ({@link readLosses}). With `setup`, every battle is
 * played under its variant and options; the seed and scenario of battle i do not depend on them, so two
 * batches of one root seed under two variants are paired battle by battle (common random numbers).
 */
export function playBattles(
  ruleset: Ruleset,
  rootSeed: string,
  indices: readonly number[],
  bots: readonly [string, string] = defaultBots(ruleset),
  setup: BatchSetup = {},
): BattleRecord[] {
  return indices.map((index) => playBattle(ruleset, rootSeed, index, bots, setup).record);
}

/**
 * Plays battle `index` of a batch and records it, as {@link playBattles} does; also returns the game
 * (null when the battle could not be finished, whose record then carries the error).
 */
export function playBattle(
  ruleset: Ruleset,
  rootSeed: string,
  index: number,
  bots: readonly [string, string] = defaultBots(ruleset),
  setup: BatchSetup = {},
): { readonly record: BattleRecord; readonly game: Game | null } {
  const makeBot = (id: string): Bot => {
    const factory = (ruleset.bots as Record<string, (() => Bot) | undefined>)[id];
    if (!factory) throw new Error(`${ruleset.id} has no bot "${id}"`);
    return factory();
  };
  let game;
  try {
    game = playGame(ruleset, ruleset.exampleScenario(), {
      seed: battleSeed(rootSeed, index),
      bots: { A: makeBot(bots[0]), B: makeBot(bots[1]) },
      ...(setup.variant !== undefined ? { variant: setup.variant } : {}),
      ...(setup.options !== undefined ? { options: setup.options } : {}),
    });
  } catch (error) {
    // A battle the bots or rules cannot finish is recorded, not fatal: one bug must not lose a whole batch.
    const message = error instanceof Error ? error.message : String(error);
    const record = failedRecord(index, message);
    return { record, game: null };
  }
  const result = game.result();
  let first: string | null = null;
  let decisions = 0;
  let dice = 0;
  for (const entry of game.log) {
    if (entry.type === 'decision') {
      decisions++;
      first ??= entry.player;
    } else if (entry.type === 'roll') dice += entry.roll.count;
  }
  const points: Record<string, number> = {};
  for (const side of Object.keys(result.points).sort()) points[side] = result.points[side]!;
  const losses = readLosses(ruleset.id, game.state);
  const record: BattleRecord = {
    index,
    winner: result.winner,
    victory: result.victory,
    turns: result.turns,
    points,
    first,
    decisions,
    dice,
    ...(losses ? { losses } : {}),
  };
  return { record, game };
}
