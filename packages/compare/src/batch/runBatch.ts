import { availableParallelism } from 'node:os';
import { Tinypool } from 'tinypool';
import type { Ruleset } from '@muster/core';
import type { BattleRecord } from './BattleRecord.js';
import { playBattles } from './playBattles.js';

/** One chunk of work for a pool worker. */
export interface BattleTask {
  /** URL of the module that exports the ruleset (e.g. `import.meta.resolve('@muster/tercios')`). */
  readonly moduleUrl: string;
  readonly rulesetId: string;
  readonly seed: string;
  readonly indices: readonly number[];
  readonly bots: readonly [string, string];
}

/** Options of {@link runBatch}. */
export interface RunBatchOptions {
  readonly ruleset: Ruleset;
  readonly seed: string;
  readonly indices: readonly number[];
  readonly bots: readonly [string, string];
  /** Worker threads (default 1: play in this thread). More need `moduleUrl`. */
  readonly workers?: number;
  /** URL of the module exporting the ruleset, for workers to import. */
  readonly moduleUrl?: string;
  /** Called with the number of battles done so far, as chunks finish. */
  readonly onProgress?: (done: number) => void;
  /** The worker script (default: `battleWorker.js` beside this module, as built). */
  readonly workerUrl?: URL;
}

/** The default number of workers: the machine's available parallelism. */
export const defaultWorkers = (): number => availableParallelism();

/**
 * Plays the battles with the given indices, on a worker pool (tinypool) when `workers > 1`, and returns
 * their records in index order. Battle i's dice and bots depend only on the root seed and i, and chunks
 * are put back in order, so the records are identical whatever the number of workers.
 *
 * @example
 * const records = await runBatch({ ruleset: tercios, seed: '7', indices: [0, 1, 2, 3], bots: ['competent', 'competent'], workers: 2, moduleUrl: import.meta.resolve('@muster/tercios') });
 */
export async function runBatch(options: RunBatchOptions): Promise<BattleRecord[]> {
  const workers = Math.max(1, options.workers ?? 1);
  const { indices } = options;
  if (workers === 1 || indices.length <= 1 || options.moduleUrl === undefined) {
    const out: BattleRecord[] = [];
    for (const index of indices) {
      out.push(...playBattles(options.ruleset, options.seed, [index], options.bots));
      options.onProgress?.(out.length);
    }
    return out;
  }
  // Small chunks balance the load (battles vary in length); a few per worker keeps messages cheap.
  const size = Math.max(1, Math.ceil(indices.length / (workers * 8)));
  const chunks: number[][] = [];
  for (let i = 0; i < indices.length; i += size) chunks.push(indices.slice(i, i + size));
  const pool = new Tinypool({ filename: (options.workerUrl ?? new URL('./battleWorker.js', import.meta.url)).href, minThreads: workers, maxThreads: workers });
  let done = 0;
  try {
    const results = await Promise.all(
      chunks.map(async (chunk) => {
        const task: BattleTask = { moduleUrl: options.moduleUrl!, rulesetId: options.ruleset.id, seed: options.seed, indices: chunk, bots: options.bots };
        const records = (await pool.run(task)) as BattleRecord[];
        done += records.length;
        options.onProgress?.(done);
        return records;
      }),
    );
    return results.flat();
  } finally {
    await pool.destroy();
  }
}
