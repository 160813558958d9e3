import { BattlePool, type BatchSetup, type BattleRecord, type BattleTask } from '@muster/compare';
import type { Ruleset } from '@muster/core';

/** Options of {@link playOnWorkers}. */
export interface PlayOnWorkersOptions {
  readonly ruleset: Ruleset;
  /** URL of the module exporting the ruleset, for the worker threads to import. */
  readonly moduleUrl: string;
  readonly seed: string;
  readonly indices: readonly number[];
  readonly bots: readonly [string, string];
  readonly setup: BatchSetup;
  /** Worker threads playing the batch (the calling thread plays none). */
  readonly workers: number;
  /** Seconds one battle may take before its thread is ended and the battle recorded as failed. */
  readonly battleTimeout: number;
  /** Threads kept for several batches (`ab` plays two on one); opened for `workers` if absent. */
  readonly pool?: BattlePool;
  /** Called with the number of battles done so far. */
  readonly onProgress?: (done: number) => void;
}

/** Slot of a batch counter that counts the battles finished (compare's claimBattles layout: cursor, done). */
const DONE = 1;

/** The record of a battle that outlasted its time budget (the same words as compare's runBatch). */
const timedOutRecord = (index: number, seconds: number): BattleRecord => ({
  index,
  winner: null,
  victory: 'error',
  turns: 0,
  points: {},
  first: null,
  decisions: 0,
  dice: 0,
  error: `the battle took longer than ${seconds} s (--battle-timeout): its worker thread was ended`,
});

/**
 * Opens a pool of `workers` worker threads (BattlePool counts the calling thread as one of its workers).
 * The worker script is the built one of the @muster/compare that resolves from here, named explicitly so
 * that the CLI run from its sources (the tests) finds it too.
 */
export const openWorkerPool = (workers: number): Promise<BattlePool> =>
  BattlePool.open({
    workers: workers + 1,
    workerUrl: new URL('./battleWorker.js', import.meta.resolve('@muster/compare')),
  });

/**
 * Plays a batch on worker threads only, so that every battle has a time budget: compare's `runBatch` plays
 * a share of each batch in the calling thread, where a battle caught in a loop can never be interrupted.
 * A battle that outlasts `battleTimeout` is recorded as failed and its thread replaced; the battles that
 * thread had played come back with it and are played again on the pool, until every battle has a record.
 * Battle i depends only on the seed and i, so the records are the ones `runBatch` gives for any number of
 * workers (`packages/cli/test/workers.spec.ts`).
 */
export async function playOnWorkers(options: PlayOnWorkersOptions): Promise<BattleRecord[]> {
  const { indices } = options;
  const records = new Array<BattleRecord | undefined>(indices.length);
  const pool = options.pool ?? (await openWorkerPool(options.workers));
  let finished = 0; // battles whose records this function holds
  try {
    for (let todo = [...indices.keys()]; todo.length > 0; todo = todo.filter((at) => records[at] === undefined)) {
      const shared = new Int32Array(new SharedArrayBuffer(todo.length * Int32Array.BYTES_PER_ELEMENT));
      shared.set(todo.map((at) => indices[at]!));
      const counter = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
      const threads = Math.min(options.workers, todo.length);
      const task: BattleTask = {
        moduleUrl: options.moduleUrl,
        rulesetId: options.ruleset.id,
        seed: options.seed,
        indices: shared,
        counter,
        threads,
        bots: options.bots,
        ...(options.setup.source !== undefined ? { variant: options.setup.source } : {}),
        ...(options.setup.options !== undefined ? { options: options.setup.options } : {}),
      };
      const base = finished;
      const ticker = options.onProgress
        ? setInterval(() => {
            options.onProgress!(Math.min(indices.length, base + Atomics.load(counter, DONE)));
          }, 200)
        : null;
      let played;
      try {
        played = await pool.play(task, threads, { battleTimeout: options.battleTimeout });
      } finally {
        if (ticker) clearInterval(ticker);
      }
      for (const claimed of played.claimed)
        for (const c of claimed ?? []) c.records.forEach((r, i) => (records[todo[c.start + i]!] = r));
      for (const at of played.timedOut) records[todo[at]!] = timedOutRecord(shared[at]!, options.battleTimeout);
      finished = records.filter((r) => r !== undefined).length;
      options.onProgress?.(finished);
    }
    return records as BattleRecord[];
  } finally {
    if (options.pool === undefined) await pool.close();
  }
}
