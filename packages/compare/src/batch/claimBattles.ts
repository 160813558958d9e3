/** Slots of the shared work counter ({@link BatchCounter}). */
export const CURSOR = 0;
/** Slot counting the battles finished by every thread (read for progress). */
export const DONE = 1;

/**
 * The counter the threads of one batch share (an `Int32Array` on a `SharedArrayBuffer`): slot
 * `CURSOR` is the position of the next unclaimed battle, slot `DONE` the battles finished.
 */
export type BatchCounter = Int32Array;

/** A new counter at position 0 with nothing done. */
export const newBatchCounter = (): BatchCounter =>
  new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));

/**
 * Claims the next positions [start, end) of a batch of `total` battles shared by `threads` threads.
 * Guided self-scheduling: a claim takes an eighth of a thread's share of what is left (at least `min`,
 * at most `max`), so early claims are large (few claims, few messages) and the last ones are single
 * battles (no thread waits long for another at the end). Lock-free (compare-and-swap), so a thread
 * claims work without a message to or from the main thread. Returns null when nothing is left.
 */
export function claimBattles(
  counter: BatchCounter,
  total: number,
  threads: number,
  min = 1,
  max = Number.POSITIVE_INFINITY,
): { start: number; end: number } | null {
  for (;;) {
    const start = Atomics.load(counter, CURSOR);
    if (start >= total) return null;
    const size = Math.min(max, Math.max(min, Math.ceil((total - start) / (threads * 8))));
    const end = Math.min(total, start + size);
    if (Atomics.compareExchange(counter, CURSOR, start, end) === start) return { start, end };
  }
}
