import { playPreparedGame, prepareGames, type Bot, type Game, type PreparedGames, type Ruleset } from '@muster/core';
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
  const play = battlePlayer(ruleset, rootSeed, bots, setup);
  return indices.map((index) => play(index).record);
}

/** A battle of a batch played and recorded: the game is null when the battle could not be finished. */
export interface PlayedBattle {
  readonly record: BattleRecord;
  readonly game: Game | null;
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
  return battlePlayer(ruleset, rootSeed, bots, setup)(index);
}

/**
 * The battles of one batch, each played and recorded as {@link playBattle} does, from one set-up: the
 * plugins are bound, and the options and the example scenario validated, once for all of them
 * (`prepareGames`), on the first battle. Every battle still has its own dice, bots, state and log, and
 * plays as it would alone. A set-up that fails (bad options) fails every battle, each recorded with the
 * error, as when each battle set itself up.
 */
export function battlePlayer(
  ruleset: Ruleset,
  rootSeed: string,
  bots: readonly [string, string],
  setup: BatchSetup,
): (index: number) => PlayedBattle {
  const makeBot = (id: string): Bot => {
    const factory = (ruleset.bots as Record<string, (() => Bot) | undefined>)[id];
    if (!factory) throw new Error(`${ruleset.id} has no bot "${id}"`);
    return factory();
  };
  let prepared: { readonly games: PreparedGames } | { readonly error: unknown } | undefined;
  const prepare = (): PreparedGames => {
    prepared ??= attempt(() =>
      prepareGames(ruleset, ruleset.exampleScenario(), {
        ...(setup.variant !== undefined ? { variant: setup.variant } : {}),
        ...(setup.options !== undefined ? { options: setup.options } : {}),
      }),
    );
    if ('error' in prepared) throw prepared.error;
    return prepared.games;
  };
  return (index) => {
    let game;
    try {
      const sides = { A: makeBot(bots[0]), B: makeBot(bots[1]) };
      game = playPreparedGame(prepare(), { seed: battleSeed(rootSeed, index), bots: sides });
    } catch (error) {
      // A battle the bots or rules cannot finish is recorded, not fatal: one bug must not lose a whole batch.
      const message = error instanceof Error ? error.message : String(error);
      return { record: failedRecord(index, message), game: null };
    }
    return { record: recordOf(ruleset, index, game), game };
  };
}

/** The set-up's games, or the error that refused it (kept, to be thrown for every battle). */
function attempt(prepare: () => PreparedGames): { readonly games: PreparedGames } | { readonly error: unknown } {
  try {
    return { games: prepare() };
  } catch (error) {
    return { error };
  }
}

/** The record of a finished battle: its result, first mover, counts and losses. */
function recordOf(ruleset: Ruleset, index: number, game: Game): BattleRecord {
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
  return {
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
}
