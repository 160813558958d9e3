import type { Tinypool } from 'tinypool';
import type { ClaimedRecords } from './battleWorker.js';
import type { BattleTask } from './runBatch.js';

/** Options of {@link BattlePool.open}. */
export interface BattlePoolOptions {
  /** Threads that will play a batch, the calling one included: the pool starts `workers` − 1 worker threads. */
  readonly workers: number;
  /** The worker script (default: `battleWorker.js` beside this module, as built). */
  readonly workerUrl?: URL;
}

/**
 * Worker threads kept for several batches. Each thread of V8 compiles its own optimised code (threads
 * share none), so a fresh thread plays its first hundred or so battles slowly: on two cores that warm-up
 * is what keeps a second thread from repaying itself on a short batch. Passed to {@link runBatch} as
 * `pool`, the same threads play batch after batch, so only the first batch pays for it. A pool plays any
 * ruleset (each worker imports a ruleset's module once, the first time a batch needs it). Give it one
 * batch at a time: a batch given while another runs still gets its own records, but its calling thread
 * plays alone until the pool's threads are done with the other. Close it when done.
 *
 * @example
 * const pool = await BattlePool.open({ workers: 2 });
 * try {
 *   for (const seed of ['a', 'b', 'c']) summaries.push(summarise(await runBatch({ ruleset, seed, indices, bots, moduleUrl, workers: 2, pool })));
 * } finally {
 *   await pool.close();
 * }
 */
export class BattlePool {
  private closed = false;
  /** Why a worker could not start, once one could not: the pool is broken from then on. */
  private failure: { readonly error: unknown } | undefined;
  /** Rejects the batch playing now, if any. */
  private readonly failed = new Set<(error: unknown) => void>();

  private constructor(
    /** Threads that play a batch on this pool, the calling one included. */
    readonly workers: number,
    private readonly tinypool: Tinypool,
  ) {
    // Tinypool reports a worker that cannot start (its script or the ruleset module fails to load) as an
    // 'error' event, not as the task's rejection, and may report it again as it replaces the worker:
    // without a listener for as long as the pool lives, the event would end the process.
    tinypool.on('error', (error: unknown) => {
      this.failure ??= { error };
      for (const reject of this.failed) reject(error);
    });
  }

  /** The ids of the pool's worker threads (`worker_threads` thread ids): the same from batch to batch. */
  get threadIds(): number[] {
    return this.tinypool.threads.map((t) => t.threadId);
  }

  /** Starts `workers` − 1 worker threads. */
  static async open(options: BattlePoolOptions): Promise<BattlePool> {
    if (!Number.isInteger(options.workers) || options.workers < 2) throw new RangeError(`a battle pool needs at least 2 workers (the calling thread and one more), got ${options.workers}`);
    // Loaded only here: tinypool probes the CPUs with shell commands when it is imported.
    const { Tinypool } = await import('tinypool');
    const helpers = options.workers - 1;
    const filename = (options.workerUrl ?? new URL('./battleWorker.js', import.meta.url)).href;
    return new BattlePool(options.workers, new Tinypool({ filename, minThreads: helpers, maxThreads: helpers }));
  }

  /**
   * Gives `helpers` worker threads (at most `workers` − 1: runBatch checks) the batch's task; resolves
   * with what each claimed. Rejects if a worker fails, or cannot even start (its script or the ruleset
   * module fails to load; every later batch is then rejected with the same error).
   * @internal used by {@link runBatch}
   */
  play(task: BattleTask, helpers: number): Promise<ClaimedRecords[][]> {
    if (this.closed) return Promise.reject(new Error('this battle pool is closed'));
    if (this.failure) return Promise.reject(this.failure.error);
    let reject!: (error: unknown) => void;
    const broken = new Promise<never>((_, r) => this.failed.add((reject = r)));
    const runs = Array.from({ length: helpers }, () => this.tinypool.run(task) as Promise<ClaimedRecords[]>);
    return Promise.race([Promise.all(runs), broken]).finally(() => this.failed.delete(reject));
  }

  /** Ends the worker threads. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.tinypool.destroy();
  }
}
