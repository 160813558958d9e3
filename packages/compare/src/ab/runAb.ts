import type { Ruleset } from '@muster/core';
import type { BatchSetup } from '../batch/BatchSetup.js';
import { BattlePool } from '../batch/BattlePool.js';
import { runBatch } from '../batch/runBatch.js';
import type { AbRecords } from './AbBatch.js';

/** Options of {@link runAb}. */
export interface RunAbOptions {
  readonly ruleset: Ruleset;
  /** The root seed: battle i under either variant plays with `battleSeed(seed, i)`. */
  readonly seed: string;
  readonly indices: readonly number[];
  readonly bots: readonly [string, string];
  /** Variant a (e.g. the rules as written) and variant b (the house rule). */
  readonly a: BatchSetup;
  readonly b: BatchSetup;
  /** Threads playing battles, this one included (default 1). More need `moduleUrl`. */
  readonly workers?: number;
  /** Seconds a battle on a worker thread may take (see {@link RunBatchOptions.battleTimeout}). */
  readonly battleTimeout?: number;
  /** URL of the module exporting the ruleset, for workers to import. */
  readonly moduleUrl?: string;
  /** Worker threads to play on (see {@link BattlePool}); without it, one pool is opened for both batches and closed after. */
  readonly pool?: BattlePool;
  /** The worker script (default: `battleWorker.js` beside this module, as built). Not used with `pool`. */
  readonly workerUrl?: URL;
  /** Called with the battles done so far, out of 2 × `indices.length` (a's first, then b's). */
  readonly onProgress?: (done: number) => void;
}

/**
 * Plays the same battles under two variants with common random numbers: battle i under a and under b
 * start from the same seed ({@link battleSeed}), the same scenario and the same bots; only the variant
 * differs. Both batches run on one worker pool (so the second does not pay the threads' warm-up again),
 * and, as with {@link runBatch}, the records do not depend on the number of workers.
 *
 * @example
 * const records = await runAb({ ruleset: tercios, seed: '7', indices: [0, 1, 2], bots: ['competent', 'competent'], a: {}, b: { variant, options: variant.options } });
 * summariseAb(header, records).paired.differentWinner;
 */
export async function runAb(options: RunAbOptions): Promise<AbRecords> {
  const workers =
    options.moduleUrl === undefined
      ? 1
      : Math.max(1, Math.min(options.workers ?? options.pool?.workers ?? 1, options.indices.length));
  const owned =
    workers > 1 && options.pool === undefined
      ? await BattlePool.open({ workers, ...(options.workerUrl && { workerUrl: options.workerUrl }) })
      : undefined;
  const pool = options.pool ?? owned;
  try {
    const batch = (setup: BatchSetup, offset: number) =>
      runBatch({
        ruleset: options.ruleset,
        seed: options.seed,
        indices: options.indices,
        bots: options.bots,
        setup,
        workers,
        ...(options.battleTimeout !== undefined ? { battleTimeout: options.battleTimeout } : {}),
        ...(options.moduleUrl !== undefined ? { moduleUrl: options.moduleUrl } : {}),
        ...(pool ? { pool } : {}),
        ...(options.onProgress
          ? {
              onProgress: (done: number) => {
                options.onProgress!(offset + done);
              },
            }
          : {}),
      });
    const a = await batch(options.a, 0);
    const b = await batch(options.b, options.indices.length);
    return { a, b };
  } finally {
    await owned?.close();
  }
}
