import { z } from 'zod';
import { BattleRecordSchema } from './BattleRecord.js';

/** The `format` of a shard file (`muster simulate --shard i/n`). */
export const SHARD_FORMAT = 'muster-shard';
/** The newest shard file version this package reads. */
export const SHARD_VERSION = 1;

/** The ids of the plugins a batch's games were played with (as a saved game records them). */
export const BatchPluginsSchema = z.record(z.string(), z.string());

/**
 * What defines a batch: every shard of one batch carries the same header. A batch played under a variant
 * or with options records the variant's name, the ids of the plugins bound and the options given, so
 * shards of different variants never merge.
 */
export const BatchHeaderSchema = z.strictObject({
  ruleset: z.string().min(1),
  rulesetVersion: z.string().min(1),
  seed: z.string(),
  battles: z.number().int().min(1).max(10_000_000),
  bots: z.tuple([z.string().min(1), z.string().min(1)]),
  /** The variant's name; absent for the rules as written. */
  variant: z.string().min(1).max(200).optional(),
  /** The ids of the plugins bound; present with a variant or options. */
  plugins: BatchPluginsSchema.optional(),
  /** The options the games were created with (the variant's with `--option`s laid over them), when any. */
  options: z.record(z.string(), z.unknown()).optional(),
});
export type BatchHeader = z.infer<typeof BatchHeaderSchema>;

/** Which shard of a batch a file holds: battles with index ≡ `index` (mod `count`). */
export const ShardPositionSchema = z.strictObject({
  index: z.number().int().min(0).max(99_999),
  count: z.number().int().min(1).max(100_000),
});

/**
 * Checks that `records` are exactly the battles of shard `index`/`count` of `battles`, in order. Runs only
 * on sizes that passed their own checks (zod runs refinements after a failed `min`/`max`, and a count of 0
 * or a billion battles would loop without end), and allocates nothing in proportion to `battles`.
 */
export function checkShardRecords(
  ctx: z.RefinementCtx,
  path: readonly (string | number)[],
  battles: number,
  shard: { index: number; count: number },
  records: readonly { index: number }[],
): void {
  const { index, count } = shard;
  if (!ShardPositionSchema.safeParse(shard).success || !BatchHeaderSchema.shape.battles.safeParse(battles).success)
    return; // already reported
  if (index >= count) {
    ctx.addIssue({
      code: 'custom',
      path: ['shard', 'index'],
      message: 'shard index must be less than the shard count',
    });
    return;
  }
  const expected = shardSize(battles, index, count);
  if (records.length !== expected) {
    ctx.addIssue({
      code: 'custom',
      path: [...path],
      message: `shard ${index}/${count} of ${battles} battles must hold ${expected} records, not ${records.length}`,
    });
    return;
  }
  records.forEach((r, i) => {
    if (r.index !== index + i * count)
      ctx.addIssue({
        code: 'custom',
        path: [...path, i, 'index'],
        message: `expected battle index ${index + i * count}`,
      });
  });
}

/** A shard file: the header, which shard (battles with index ≡ index mod count), and its records. */
export const ShardFileSchema = z
  .strictObject({
    format: z.literal(SHARD_FORMAT),
    formatVersion: z.literal(SHARD_VERSION),
    batch: BatchHeaderSchema,
    shard: ShardPositionSchema,
    records: z.array(BattleRecordSchema),
  })
  .superRefine((file, ctx) => {
    checkShardRecords(ctx, ['records'], file.batch.battles, file.shard, file.records);
  });
export type ShardFile = z.infer<typeof ShardFileSchema>;

/** How many battles shard `index` of `count` holds: those < `battles` with index ≡ `index` (mod `count`). */
export function shardSize(battles: number, index: number, count: number): number {
  return Math.max(0, Math.ceil((battles - index) / count));
}

/** The battle indices of shard `index` of `count`: those ≡ index (mod count), ascending. */
export function shardIndices(battles: number, index: number, count: number): number[] {
  if (
    !Number.isSafeInteger(battles) ||
    !Number.isSafeInteger(index) ||
    !Number.isSafeInteger(count) ||
    count < 1 ||
    index < 0 ||
    battles > 10_000_000
  ) {
    throw new RangeError(`shardIndices: not a shard of a batch: ${index}/${count} of ${battles} battles`);
  }
  const out: number[] = [];
  for (let i = index; i < battles; i += count) out.push(i);
  return out;
}
