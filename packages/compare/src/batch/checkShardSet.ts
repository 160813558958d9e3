import { MusterError } from '@muster/core';

/** Missing shards named in the error before the rest are only counted. */
const SHOWN_MISSING = 10;

/** One shard file as {@link checkShardSet} sees it: the batch header it carries and which shard it is. */
export interface ShardOfSet {
  readonly file: string;
  readonly batch: unknown;
  readonly shard: { readonly index: number; readonly count: number };
}

/**
 * Checks that shard files are the whole of one batch: one header, one shard count, every shard exactly
 * once. Otherwise a `bad-file` error names the file that does not belong (or a `bad-input` error the
 * shards missing). Shared by `muster merge` for simulate and A/B shards.
 */
export function checkShardSet(shards: readonly ShardOfSet[], made: string): void {
  const first = shards[0];
  if (!first)
    throw new MusterError('bad-input', 'name at least one shard file', {
      path: 'files',
      expected: `shard files from ${made}`,
    });
  const count = first.shard.count;
  const header = JSON.stringify(first.batch);
  const seen = new Map<number, string>();
  for (const { file, batch, shard } of shards) {
    if (JSON.stringify(batch) !== header) {
      throw new MusterError('bad-file', `belongs to another batch than ${first.file}`, {
        file,
        path: 'batch',
        expected: header,
        received: JSON.stringify(batch),
      });
    }
    if (shard.count !== count)
      throw new MusterError('bad-file', `is one of ${shard.count} shards, but ${first.file} is one of ${count}`, {
        file,
        path: 'shard.count',
        expected: String(count),
      });
    const other = seen.get(shard.index);
    if (other !== undefined)
      throw new MusterError('bad-file', `repeats shard ${shard.index}/${count} of ${other}`, {
        file,
        path: 'shard.index',
        expected: 'each shard once',
      });
    seen.set(shard.index, file);
  }
  const missing = count - seen.size;
  if (missing > 0) {
    // Named up to SHOWN_MISSING, then counted: one line, however many shards are missing.
    const named: string[] = [];
    for (let i = 0; i < count && named.length < SHOWN_MISSING; i++) if (!seen.has(i)) named.push(`${i}/${count}`);
    const more = missing - named.length;
    throw new MusterError('bad-input', `shards missing: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`, {
      path: 'files',
      expected: `all ${count} shards`,
    });
  }
}
