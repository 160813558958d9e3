import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Ruleset } from '@muster/core';
import type { BatchSetup, VariantSource } from './BatchSetup.js';
import { failedRecord, type BattleRecord } from './BattleRecord.js';
import { BattlePool, type PoolPlay } from './BattlePool.js';
import type { BattleWatch } from './BattleWatch.js';
import { claimBattles, CURSOR, DONE, newBatchCounter, type BatchCounter } from './claimBattles.js';
import { nextTurn } from './nextTurn.js';
import { battlePlayer } from './playBattles.js';

/** What one pool worker is given, once per batch (one message; its records come back in one message). */
export interface BattleTask {
  /** URL of the module that exports the ruleset (e.g. `import.meta.resolve('@muster/tercios')`). */
  readonly moduleUrl: string;
  readonly rulesetId: string;
  readonly seed: string;
  /** The battle indices of the batch, shared (not copied) between threads. */
  readonly indices: Int32Array;
  /** The batch's shared work counter. */
  readonly counter: BatchCounter;
  /** The threads sharing the batch (the main thread included). */
  readonly threads: number;
  readonly bots: readonly [string, string];
  /** The batch's variant, for the worker to load (see {@link BatchSetup}); absent for the rules as written. */
  readonly variant?: VariantSource;
  /** The games' options (the variant's with overrides laid over them). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Where this worker says what it plays (set per worker by {@link BattlePool}). */
  readonly watch?: BattleWatch;
  /** This worker's slot of `watch`. */
  readonly slot?: number;
  /** `watchClock()` when the batch began: the watch's times are milliseconds since. */
  readonly epoch?: number;
}

/** Options of {@link runBatch}. */
export interface RunBatchOptions {
  readonly ruleset: Ruleset;
  readonly seed: string;
  readonly indices: readonly number[];
  readonly bots: readonly [string, string];
  /** The variant and options every battle is played with (default: the rules as written). */
  readonly setup?: BatchSetup;
  /**
   * Threads playing battles, this one included (default 1: play in this thread only, or with `pool`, the
   * pool's `workers`). More need `moduleUrl`.
   */
  readonly workers?: number;
  /** URL of the module exporting the ruleset, for workers to import. */
  readonly moduleUrl?: string;
  /** Called with the number of battles done so far. */
  readonly onProgress?: (done: number) => void;
  /** The worker script (default: `battleWorker.js` beside this module, as built). Not used with `pool`. */
  readonly workerUrl?: URL;
  /**
   * Worker threads to play on, kept warm from earlier batches (see {@link BattlePool}); `workers` may not
   * exceed the pool's. Without it, the batch starts its own and ends them when it is done.
   */
  readonly pool?: BattlePool;
  /**
   * Start the K − 1 workers only once the batch shows it is long enough to repay their start-up (see
   * {@link StartWorkersWhen}). Without it they start at once.
   */
  readonly startWorkersWhen?: StartWorkersWhen;
  /**
   * Play every battle on a worker thread, none in this one, so that every battle has `battleTimeout` (a
   * battle played in this thread cannot be interrupted). `workers` then counts the worker threads (this
   * thread only waits for them; default 1, or with `pool`, the pool's `workers` − 1, which `workers` may not
   * exceed), and the battles an ended worker had played are played again on the pool. Needs `moduleUrl`:
   * without it, every battle is played in this thread. `startWorkersWhen` does not apply. The records are
   * the same as without it. This is how `muster simulate` and `muster ab` play.
   */
  readonly everyBattleOnAWorker?: boolean;
  /**
   * Seconds a battle on a worker thread may take (default {@link BATTLE_TIMEOUT}). A battle that takes
   * longer is recorded as failed (its `error` says so) and its worker thread is ended and replaced; the
   * battles that worker had played are played again in this thread (the same records: battle i depends
   * only on the seed and i). A battle played in this thread cannot be interrupted, so it has no budget.
   */
  readonly battleTimeout?: number;
}

/**
 * The default time budget of one battle on a worker thread, in seconds: generous (the longest Tercios
 * battles take a few seconds), so only a battle that would never end reaches it.
 */
export const BATTLE_TIMEOUT = 600;

/**
 * When {@link runBatch} starts its workers, if not at once. This thread plays alone first; after each of
 * its battles, once it has played for `lookSeconds`, it estimates the rest of the batch at its own pace
 * so far (which the first, cold battles make slow, so the estimate errs towards starting) and starts the
 * workers when that estimate exceeds `remainingSeconds`. A batch shorter than that never starts them,
 * nor even loads tinypool. The records are the same either way.
 */
export interface StartWorkersWhen {
  /** Start the workers when the rest of the batch would take this thread longer than this. */
  readonly remainingSeconds: number;
  /** Judge only after playing this long (default 0.5 s): the first battles of a thread are slow. */
  readonly lookSeconds?: number;
  /** The clock, in milliseconds (default `performance.now`); for tests. */
  readonly now?: () => number;
}

/**
 * What `muster simulate` waits for by default before starting workers: the rest of the batch must look
 * longer than 8 s in one thread. On two cores a second thread paid off from about 8–9 s of one-thread
 * Tercios work, 6–7 s of 6mm WSS, 5–6 s of The Sword and the Pike and 3–5 s of Taĉmento (bench/README.md,
 * 30 Nov 2026).
 */
export const START_WORKERS_WHEN: StartWorkersWhen = { remainingSeconds: 8 };

/**
 * The fewest battles each thread of a default batch plays. Every thread pays its own start-up and JIT
 * warm-up (V8 threads share no compiled code), and on two cores a second thread lost time below about 100
 * battles: 16–64 Tercios battles ran at 0.79–0.93x one thread, 32–64 of 6mm WSS at 0.82–0.98x and 64 of
 * Taĉmento at 0.84–0.96x; 128 Tercios or WSS battles gained 1.02–1.22x (bench/README.md, 30 Nov 2026).
 * Taĉmento's short battles need more: 128 of them still ran at 0.81–0.95x, 256 at 1.08–1.21x.
 */
export const BATTLES_PER_THREAD = 64;

/**
 * The default number of threads for a batch: the machine's available parallelism, or, given the batch's
 * size, no more threads than keep {@link BATTLES_PER_THREAD} battles each (at least one).
 *
 * @example
 * defaultWorkers(100, 2); // 1: a second thread would not repay its warm-up
 * defaultWorkers(1000, 2); // 2
 */
export function defaultWorkers(battles?: number, cores: number = availableParallelism()): number {
  if (battles === undefined) return cores;
  return Math.max(1, Math.min(cores, Math.floor(battles / BATTLES_PER_THREAD)));
}

/**
 * Plays the battles with the given indices and returns their records in index order. With `workers`
 * K > 1, this thread and K − 1 pool threads (tinypool) share the batch: each claims battles from one
 * shared counter (no message per battle or chunk), each worker imports only the ruleset's own module
 * and sends its records back once, at the end. This thread starts at once, with the ruleset it already
 * has, while the workers start up; with `startWorkersWhen`, it plays alone until the batch shows it is
 * long enough to repay them. The workers are started for the batch and ended after it, unless `pool`
 * gives threads that outlive it (and stay warm for the next batch; see {@link BattlePool}). Battle i's
 * dice and bots depend only on the root seed and i, and records are put back by position, so they are
 * identical whatever the number of workers, whenever they start and whichever pool plays them.
 *
 * @example
 * const records = await runBatch({ ruleset: tercios, seed: '7', indices: [0, 1, 2, 3], bots: ['competent', 'competent'], workers: 2, moduleUrl: import.meta.resolve('@muster/tercios') });
 */
export async function runBatch(options: RunBatchOptions): Promise<BattleRecord[]> {
  const { indices, ruleset, seed, bots } = options;
  const setup = options.setup ?? {};
  const onWorkersOnly = options.everyBattleOnAWorker === true && options.moduleUrl !== undefined;
  // Threads of the pool this thread could share the batch with, itself included.
  const poolThreads = (options.pool?.workers ?? 0) - (onWorkersOnly ? 1 : 0);
  if (
    setup.variant !== undefined &&
    setup.source === undefined &&
    options.moduleUrl !== undefined &&
    (onWorkersOnly || (options.workers ?? options.pool?.workers ?? 1) > 1)
  ) {
    throw new RangeError(
      'runBatch: a variant played on worker threads needs its source (the JSON data or the module URL) for the workers to load it',
    );
  }
  if (options.pool && options.workers !== undefined && options.workers > poolThreads)
    throw new RangeError(
      `runBatch: workers ${options.workers} is more than the pool's ${poolThreads}${onWorkersOnly ? ' worker threads' : ''}`,
    );
  const battleTimeout = options.battleTimeout ?? BATTLE_TIMEOUT;
  if (!(battleTimeout > 0) || !Number.isFinite(battleTimeout))
    throw new RangeError(`runBatch: battleTimeout must be a positive number of seconds, got ${battleTimeout}`);
  if (onWorkersOnly) return playOnWorkersOnly(options, setup, battleTimeout);
  const threads =
    options.moduleUrl === undefined
      ? 1
      : Math.max(1, Math.min(options.workers ?? options.pool?.workers ?? 1, indices.length));
  const records: BattleRecord[] = new Array<BattleRecord>(indices.length);
  // This thread's battles share one set-up: plugins bound, options and scenario validated once.
  const play = battlePlayer(ruleset, seed, bots, setup);
  if (threads === 1) {
    for (let at = 0; at < indices.length; at++) {
      records[at] = play(indices[at]!).record;
      options.onProgress?.(at + 1);
      await nextTurn();
    }
    return records;
  }
  const shared = sharedIndices(indices);
  const counter = newBatchCounter();
  const helpers = threads - 1;
  let owned: BattlePool | undefined;
  let work: Promise<PoolPlay> | undefined;
  const startWorkers = async (): Promise<void> => {
    const pool =
      options.pool ??
      (owned = await BattlePool.open({ workers: threads, ...(options.workerUrl && { workerUrl: options.workerUrl }) }));
    work = pool.play(batchTask(options, setup, shared, counter, threads), helpers, { battleTimeout });
    work.catch(() => undefined); // awaited below; a worker's failure must not go unhandled meanwhile
  };
  const when = options.startWorkersWhen;
  const now = when?.now ?? (() => performance.now());
  const began = now();
  // Whether the rest of the batch, at this thread's pace so far, would take longer than `when` allows.
  // Asked only while this thread plays alone, so every claimed battle is one it has played.
  const repays = (): boolean => {
    const elapsed = (now() - began) / 1000;
    const played = Atomics.load(counter, CURSOR);
    return (
      elapsed >= (when!.lookSeconds ?? 0.5) && (elapsed / played) * (indices.length - played) > when!.remainingSeconds
    );
  };
  let reported = 0;
  const progress = () => {
    const done = Atomics.load(counter, DONE);
    if (done !== reported) options.onProgress?.((reported = done));
  };
  const ticker = options.onProgress ? setInterval(progress, 200) : null;
  try {
    if (when === undefined) await startWorkers();
    // This thread claims one battle at a time and yields between them, so the pool's start-up handshakes
    // and the progress bar are served within a battle.
    for (
      let claim = claimBattles(counter, indices.length, threads, 1, 1);
      claim;
      claim = claimBattles(counter, indices.length, threads, 1, 1)
    ) {
      records[claim.start] = play(indices[claim.start]!).record;
      Atomics.add(counter, DONE, 1);
      progress();
      if (work === undefined && repays()) await startWorkers();
      await nextTurn();
    }
    if (work !== undefined) {
      const positions = [...indices.keys()];
      keepRecords(await work, positions, shared, records, battleTimeout);
      // The battles an ended worker had played or claimed came back with it: play them again here.
      for (let at = 0; at < indices.length; at++) {
        if (records[at] !== undefined) continue;
        records[at] = play(indices[at]!).record;
        await nextTurn();
      }
    }
    progress();
    return records;
  } finally {
    if (ticker) clearInterval(ticker);
    await owned?.close();
  }
}

/** The battle indices of a batch in memory shared with the workers (not copied). */
function sharedIndices(indices: readonly number[]): Int32Array {
  const shared = new Int32Array(new SharedArrayBuffer(indices.length * Int32Array.BYTES_PER_ELEMENT));
  shared.set(indices);
  return shared;
}

/** The task every worker of one round of a batch is given. */
function batchTask(
  options: RunBatchOptions,
  setup: BatchSetup,
  indices: Int32Array,
  counter: BatchCounter,
  threads: number,
): BattleTask {
  return {
    moduleUrl: options.moduleUrl!,
    rulesetId: options.ruleset.id,
    seed: options.seed,
    indices,
    counter,
    threads,
    bots: options.bots,
    ...(setup.source !== undefined ? { variant: setup.source } : {}),
    ...(setup.options !== undefined ? { options: setup.options } : {}),
  };
}

/**
 * Puts what the pool played of one round into `records`: position p of the round (of `shared`) is
 * position `positions[p]` of the batch. A battle that outlasted the budget gets a failed record; the
 * battles of a worker ended for it are left without one (they came back with the worker).
 */
function keepRecords(
  played: PoolPlay,
  positions: readonly number[],
  shared: Int32Array,
  records: (BattleRecord | undefined)[],
  battleTimeout: number,
): void {
  for (const claimed of played.claimed)
    for (const c of claimed ?? []) c.records.forEach((r, i) => (records[positions[c.start + i]!] = r));
  for (const p of played.timedOut) {
    records[positions[p]!] = failedRecord(
      shared[p]!,
      `the battle took longer than ${battleTimeout} s (--battle-timeout): its worker thread was ended`,
    );
  }
}

/**
 * {@link runBatch} with `everyBattleOnAWorker`: the pool's threads play every battle, in rounds. A round
 * gives the pool the battles still without a record; a worker ended for outlasting the budget takes the
 * records of its other battles with it, so the next round plays those again, until every battle has one.
 */
async function playOnWorkersOnly(
  options: RunBatchOptions,
  setup: BatchSetup,
  battleTimeout: number,
): Promise<BattleRecord[]> {
  const { indices } = options;
  const records = new Array<BattleRecord | undefined>(indices.length);
  if (indices.length === 0) return [];
  const workers = options.workers ?? (options.pool ? options.pool.workers - 1 : 1);
  const pool =
    options.pool ??
    (await BattlePool.open({
      workers: Math.min(workers, indices.length) + 1,
      ...(options.workerUrl && { workerUrl: options.workerUrl }),
    }));
  let finished = 0; // battles that have a record
  try {
    for (let todo = [...indices.keys()]; todo.length > 0; todo = todo.filter((at) => records[at] === undefined)) {
      const shared = sharedIndices(todo.map((at) => indices[at]!));
      const counter = newBatchCounter();
      const threads = Math.min(workers, todo.length);
      const base = finished;
      const ticker = options.onProgress
        ? setInterval(() => {
            options.onProgress!(Math.min(indices.length, base + Atomics.load(counter, DONE)));
          }, 200)
        : null;
      let played: PoolPlay;
      try {
        played = await pool.play(batchTask(options, setup, shared, counter, threads), threads, { battleTimeout });
      } finally {
        if (ticker) clearInterval(ticker);
      }
      keepRecords(played, todo, shared, records, battleTimeout);
      finished = records.filter((r) => r !== undefined).length;
      options.onProgress?.(finished);
    }
    return records as BattleRecord[];
  } finally {
    if (options.pool === undefined) await pool.close();
  }
}
