import { MusterError, type Game, type Ruleset } from '@muster/core';
import type { BatchSetup } from './BatchSetup.js';
import type { BattleRecord } from './BattleRecord.js';
import { battleSeed, playBattle } from './playBattles.js';

/**
 * Plays battle `recorded.index` of a batch again, from its seed ({@link battleSeed}), with the batch's bots
 * and setup (variant and options), and returns the game, to draw or step through. A battle depends only on
 * the root seed, its index, the bots and the setup, so the game must end as recorded: when its record
 * differs in anything (winner, victory, turns, points, first mover, decisions, dice, losses), the records
 * do not belong to this ruleset, seed, bots or setup, and an `internal` error says what differs.
 *
 * @example
 * const game = replayBattle(tercios, 'muster', records[17], ['competent', 'competent']);
 */
export function replayBattle(
  ruleset: Ruleset,
  rootSeed: string,
  recorded: BattleRecord,
  bots: readonly [string, string],
  setup: BatchSetup = {},
): Game {
  const { record, game } = playBattle(ruleset, rootSeed, recorded.index, bots, setup);
  // Field by field, naming those that differ (the losses of every unit would make one line unreadable).
  const was = recorded as Readonly<Record<string, unknown>>;
  const now = record as Readonly<Record<string, unknown>>;
  const differs = [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key} recorded ${short(was[key])}, replayed ${short(now[key])}`);
  if (game !== null && differs.length === 0) return game;
  throw new MusterError(
    'internal',
    `battle ${recorded.index} (seed "${battleSeed(rootSeed, recorded.index)}") did not replay to its record: ${differs.length > 0 ? differs.join('; ') : 'it could not be finished'}`,
    { path: `records[${recorded.index}]`, expected: 'the recorded outcome, from the same seed, bots and setup' },
  );
}

/** A value as JSON, cut to 80 characters. */
function short(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
