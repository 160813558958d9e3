import { z } from 'zod';
import { RngStateSchema } from '@muster/core';

/** Package versions by name (`club`, `tercios`, `sword-and-pike`, `wss-6mm`), as a saved game records them. */
export const ClubVersionsSchema = z.record(z.string().min(1).max(60), z.string().min(1).max(60));
/** A parsed {@link ClubVersionsSchema}. */
export type ClubVersions = z.output<typeof ClubVersionsSchema>;

/**
 * Where a game was continued from its recorded state because its log no longer replayed under the app's rules:
 * the first `at` log entries are kept as they were recorded, `state` and `rng` are where they left the game, and
 * the rules of the app that continued it apply from there on (docs/club.md, "Saved games and rule changes").
 */
export const ClubContinuationSchema = z.strictObject({
  /** How many log entries were recorded under the earlier rules (kept as recorded, never replayed again). */
  at: z.number().int().min(0),
  /** The versions those entries were recorded under; null for a game saved before versions were recorded. */
  recordedWith: ClubVersionsSchema.nullable(),
  /** The versions that continued the game. */
  continuedWith: ClubVersionsSchema,
  /** The club state after entry `at - 1`, as recorded (checked against the state schema on load). */
  state: z.unknown(),
  /** The dice generator state after entry `at - 1`, as recorded. */
  rng: RngStateSchema,
  /** A digest of the recorded entries, state and dice (`recordDigest`): a recorded part changed later is refused. */
  digest: z.string().regex(/^[0-9a-f]{16}$/),
  /** What the rules of the app that continued the game gave differently, in plain words. */
  difference: z.string().max(2000),
});
/** A parsed {@link ClubContinuationSchema}. */
export type ClubContinuation = z.output<typeof ClubContinuationSchema>;

/**
 * How a club game was recorded (in its scenario, so that an export stays a core `SavedGame` that `muster replay`
 * reads): the versions that wrote it, and where it was continued under other rules. Absent in games saved before
 * it existed: they replay from their seed as before.
 */
export const ClubRecordSchema = z.strictObject({
  /** The versions of the app that last saved the game: everything after the last continuation replays under them. */
  versions: ClubVersionsSchema,
  /** The continuations from a recorded state, oldest first (each one's `at` beyond the one before). */
  continued: z.array(ClubContinuationSchema).max(100).default([]),
});
/** A parsed {@link ClubRecordSchema}. */
export type ClubRecord = z.output<typeof ClubRecordSchema>;
