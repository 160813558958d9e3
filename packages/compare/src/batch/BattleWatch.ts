/** Slots per worker in a {@link BattleWatch}. */
const SLOTS = 3;
/** The worker's `threadId`, written when it starts the batch. */
const THREAD = 0;
/** The batch position the worker is playing, plus one; 0 between battles. */
const PLAYING = 1;
/** When it started that battle: milliseconds since the batch's epoch. */
const SINCE = 2;

/**
 * What each pool worker of a batch is doing, in memory shared with the calling thread (an `Int32Array` on
 * a `SharedArrayBuffer`, three slots per worker): its thread id, the battle it plays and since when. The
 * calling thread reads it to name the battle a dead worker was playing and to end a worker whose battle
 * outlasts its time budget; the workers write it with two stores per battle, no message.
 */
export type BattleWatch = Int32Array;

/**
 * The watchdog's clock, in milliseconds: monotonic (`performance.now`, which a system clock change cannot
 * move) and comparable across threads (offset by this thread's `performance.timeOrigin`). It only times a
 * battle against its budget and never reaches a game: the games' dice and decisions stay seeded.
 */
export const watchClock = (): number => performance.timeOrigin + performance.now();

/** A watch for `workers` pool workers, all idle. */
export const newBattleWatch = (workers: number): BattleWatch =>
  new Int32Array(new SharedArrayBuffer(workers * SLOTS * Int32Array.BYTES_PER_ELEMENT));

/** Worker `slot` says which thread it is. */
export function watchThread(watch: BattleWatch, slot: number, threadId: number): void {
  Atomics.store(watch, slot * SLOTS + THREAD, threadId);
}

/** Worker `slot` starts playing position `position` at `ms` since the epoch; `position` null: it is between battles. */
export function watchBattle(watch: BattleWatch, slot: number, position: number | null, ms = 0): void {
  if (position !== null) Atomics.store(watch, slot * SLOTS + SINCE, ms);
  Atomics.store(watch, slot * SLOTS + PLAYING, position === null ? 0 : position + 1);
}

/** What worker `slot` is doing: its thread id (0 before it started), the position it plays (or null) and since when. */
export function readWatch(
  watch: BattleWatch,
  slot: number,
): { threadId: number; position: number | null; since: number } {
  const playing = Atomics.load(watch, slot * SLOTS + PLAYING);
  return {
    threadId: Atomics.load(watch, slot * SLOTS + THREAD),
    position: playing === 0 ? null : playing - 1,
    since: Atomics.load(watch, slot * SLOTS + SINCE),
  };
}
