import { z } from 'zod';
import { RngStateSchema } from '../dice/Rng.js';
import { LogEntrySchema, type LogEntry } from '../log/LogEntry.js';
import type { RngState } from '../dice/Rng.js';
import type { FileFormat } from '../schema/fileFormat.js';

/** The format name written into every saved game and battle log. */
export const SAVED_GAME_FORMAT = 'muster-game';
/** The current saved-game format version; a newer version is refused rather than misread. */
export const SAVED_GAME_VERSION = 1;

/** A saved game's envelope for `checkFileFormat`: this format and version, of `ruleset` when given. */
export function savedGameFormat(ruleset?: string): FileFormat {
  return {
    format: SAVED_GAME_FORMAT,
    version: SAVED_GAME_VERSION,
    ...(ruleset !== undefined ? { ruleset } : {}),
    what: 'a saved game',
  };
}

/**
 * A saved game — also the battle log format: the ruleset, the seed, the scenario and options, the
 * append-only log, and where the game stands (state and dice generator). A game is its seed plus its
 * decisions, so `replay` rebuilds it from the first five fields and checks it against the rest. Its type
 * arguments are the ruleset's state, decision and event types ({@link Game.save} fills them in); one read
 * from a file is `SavedGame` until the ruleset's schemas have checked it.
 */
export interface SavedGame<State = unknown, Decision = unknown, Event = unknown> {
  readonly format: typeof SAVED_GAME_FORMAT;
  readonly formatVersion: number;
  readonly ruleset: string;
  readonly rulesetVersion: string;
  readonly seed: string;
  readonly scenario: unknown;
  readonly options: unknown;
  /** The variant it was played under (its options are in `options`); absent for the rules as written. */
  readonly variant?: string;
  /** The ids of the plugins it was played with; absent in games saved before they were recorded. */
  readonly plugins?: PluginIds;
  readonly log: readonly LogEntry<Decision, Event>[];
  /** The generator state after the last entry; null for dice without state (typed-in dice). */
  readonly rng: RngState | null;
  /** Where the game stands: the ruleset's state after the last entry. */
  readonly state: State;
}

/** The ids of the plugins a game was played with. */
export interface PluginIds {
  readonly sequence: string;
  readonly rules: string;
  readonly dice: string;
  readonly combat?: string;
  readonly morale?: string;
}

const PluginIdsSchema = z.strictObject({
  sequence: z.string().min(1),
  rules: z.string().min(1),
  dice: z.string().min(1),
  combat: z.string().min(1).optional(),
  morale: z.string().min(1).optional(),
});

/** Zod schema of the envelope of a {@link SavedGame}; scenario, state and entries are checked by the ruleset. */
export const SavedGameSchema = z.strictObject({
  format: z.literal(SAVED_GAME_FORMAT),
  formatVersion: z.number().int().min(1).max(SAVED_GAME_VERSION),
  ruleset: z.string().min(1),
  rulesetVersion: z.string(),
  seed: z.string().min(1),
  scenario: z.unknown(),
  options: z.unknown(),
  variant: z.string().min(1).max(200).optional(),
  plugins: PluginIdsSchema.optional(),
  log: z.array(LogEntrySchema),
  rng: RngStateSchema.nullable(),
  state: z.unknown(),
});
