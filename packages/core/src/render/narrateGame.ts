import { describeRollLine } from '../dice/Roll.js';
import { createGame, type Game } from '../game/Game.js';
import type { LogEntry } from '../log/LogEntry.js';

/** One step of a narrated game: a log entry, its line of text and the state after it. */
export interface NarratedEntry {
  readonly entry: LogEntry;
  readonly text: string;
  /** Turn number after the entry, when the ruleset reports turns. */
  readonly turn: number | null;
  readonly stateAfter: unknown;
}

/** A game's log told from its first state: that state, its turn, and every entry in the ruleset's words. */
export interface NarratedGame {
  /** The state the log starts from (setup logs rolls, not events), rebuilt from the seed and scenario. */
  readonly start: unknown;
  /** The turn of {@link start}, when the ruleset reports one. */
  readonly startTurn: number | null;
  readonly entries: readonly NarratedEntry[];
}

/**
 * Walks a game's log from its first state, describing every decision, roll and event with the ruleset's own
 * words (`describeDecision`, `describeEvent`, the roll's purpose). Each entry is described against the state
 * just before it; the state is rebuilt with the ruleset's pure reducer (the path `muster replay` checks). The
 * CLI's narrative and the replay viewer both read games this way.
 *
 * @example
 * const { entries } = narrateGame(playGame(tercios, { seed: 7 }).game);
 */
export function narrateGame(game: Game): NarratedGame {
  const start = createGame(game.ruleset, game.scenario, { seed: game.seed, options: game.options }).state;
  const rules = game.plugins.rules;
  const sequence = game.plugins.sequence;
  const turnOf = (state: unknown): number | null => {
    try {
      const turns = sequence.result(state).turns;
      return Number.isFinite(turns) ? turns : null;
    } catch {
      return null; // a ruleset may only report a result at the end
    }
  };
  let state = start;
  const entries: NarratedEntry[] = [];
  for (const entry of game.log) {
    const text = entry.type === 'roll' ? describeRollLine(entry.roll) : game.describe(entry, state);
    if (entry.type === 'event') state = rules.reduce(state, entry.event);
    entries.push({ entry, text, turn: turnOf(state), stateAfter: state });
  }
  return { start, startTurn: turnOf(start), entries };
}
