import type { Tinypool } from 'tinypool';
import type { ClaimedRecords } from './battleWorker.js';
import { newBattleWatch, readWatch, watchClock } from './BattleWatch.js';
import type { BattleTask } from './runBatch.js';

/** A pool thread as this module watches it: tinypool's thread wrapper, whose `on` returns the Worker. */
interface WatchedThread {
  readonly threadId: number;
  on(
    event: 'exit',
    listener: (code: number) => void,
  ): { off?: (event: 'exit', listener: (code: number) => void) => unknown } | undefined;
}

/** What the pool's workers played of a batch (see `BattlePool.play`). */
export interface PoolPlay {
  /** Each worker's claims, or null for a worker ended for outlasting the battle timeout (its records are lost). */
  readonly claimed: readonly (readonly ClaimedRecords[] | null)[];
  /** Positions of the battles that outlasted the timeout. */
  readonly timedOut: readonly number[];
}

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
    if (!Number.isInteger(options.workers) || options.workers < 2)
      throw new RangeError(
        `a battle pool needs at least 2 workers (the calling thread and one more), got ${options.workers}`,
      );
    // Loaded only here: tinypool probes the CPUs with shell commands when it is imported.
    const { Tinypool } = await import('tinypool');
    const helpers = options.workers - 1;
    const filename = (options.workerUrl ?? new URL('./battleWorker.js', import.meta.url)).href;
    return new BattlePool(options.workers, new Tinypool({ filename, minThreads: helpers, maxThreads: helpers }));
  }

  /**
   * Gives `helpers` worker threads (at most `workers` − 1: runBatch checks) the batch's task, each with
   * its own slot of a {@link BattleWatch}; resolves with what each claimed (null for a worker ended for
   * outlasting `battleTimeout`, whose records are lost) and the positions of the battles that outlasted
   * it. Rejects if a worker fails, exits (naming the battle it was playing: a thread that exits never
   * answers, and the process would end with nothing said), or cannot even start (its script or the
   * ruleset module fails to load; every later batch is then rejected with the same error). A worker that
   * exits or is ended is replaced, so the pool stays usable.
   * @internal used by {@link runBatch}
   */
  async play(task: BattleTask, helpers: number, options: { readonly battleTimeout?: number } = {}): Promise<PoolPlay> {
    if (this.closed) throw new Error('this battle pool is closed');
    if (this.failure) throw this.failure.error;
    const epoch = watchClock();
    const watch = newBattleWatch(helpers);
    const controllers = Array.from({ length: helpers }, () => new AbortController());
    const ended = new Set<number>(); // slots this batch aborted: their threads' exits are expected
    const timedOut: number[] = [];
    let reject!: (error: unknown) => void;
    const broken = new Promise<never>((_, r) => this.failed.add((reject = r)));
    const endAll = () => {
      controllers.forEach((c, slot) => {
        ended.add(slot);
        c.abort();
      });
    };
    // A worker thread that exits (process.exit, a fatal error) never settles its task: watch the exits.
    const unwatch: (() => void)[] = [];
    for (const thread of this.tinypool.threads as unknown as WatchedThread[]) {
      const onExit = (code: number) => {
        const slot = Array.from({ length: helpers }, (_, s) => s).find(
          (s) => readWatch(watch, s).threadId === thread.threadId,
        );
        if (slot !== undefined && ended.has(slot)) return;
        const position = slot === undefined ? null : readWatch(watch, slot).position;
        const error = new Error(
          `a worker thread exited (code ${code}) ${slot === undefined ? 'before it played a battle' : position === null ? 'between battles' : `while playing battle ${task.indices[position]}`}`,
        );
        // After the task's own error, if any (a worker that cannot load reports why, then exits).
        setImmediate(() => {
          endAll();
          reject(error);
        });
      };
      const emitter = thread.on('exit', onExit);
      unwatch.push(() => emitter?.off?.('exit', onExit));
    }
    const budget = options.battleTimeout;
    const timer =
      budget === undefined
        ? null
        : setInterval(
            () => {
              const now = watchClock() - epoch;
              for (let slot = 0; slot < helpers; slot++) {
                const { position, since } = readWatch(watch, slot);
                if (position === null || ended.has(slot) || now - since <= budget * 1000) continue;
                timedOut.push(position);
                ended.add(slot);
                controllers[slot]!.abort(); // tinypool ends the thread and starts another
              }
            },
            Math.min(1000, Math.max(10, budget * 250)),
          );
    const runs = controllers.map((c, slot) =>
      (this.tinypool.run({ ...task, watch, slot, epoch }, { signal: c.signal }) as Promise<ClaimedRecords[]>).catch(
        (error: unknown) => {
          if (ended.has(slot) && c.signal.aborted) return null;
          throw error;
        },
      ),
    );
    try {
      const claimed = await Promise.race([Promise.all(runs), broken]);
      return { claimed, timedOut };
    } catch (error) {
      endAll();
      throw error;
    } finally {
      if (timer) clearInterval(timer);
      for (const off of unwatch) off();
      this.failed.delete(reject);
    }
  }

  /** Ends the worker threads. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.tinypool.destroy();
  }
}
