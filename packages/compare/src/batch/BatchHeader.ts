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

/** A shard file: the header, which shard (battles with index ≡ index mod count), and its records. */
export const ShardFileSchema = z
  .strictObject({
    format: z.literal(SHARD_FORMAT),
    formatVersion: z.literal(SHARD_VERSION),
    batch: BatchHeaderSchema,
    shard: z.strictObject({ index: z.number().int().min(0), count: z.number().int().min(1).max(100_000) }),
    records: z.array(BattleRecordSchema),
  })
  .superRefine((file, ctx) => {
    if (file.shard.index >= file.shard.count) ctx.addIssue({ code: 'custom', path: ['shard', 'index'], message: 'shard index must be less than the shard count' });
    const expected = shardIndices(file.batch.battles, file.shard.index, file.shard.count);
    if (file.records.length !== expected.length) {
      ctx.addIssue({ code: 'custom', path: ['records'], message: `shard ${file.shard.index}/${file.shard.count} of ${file.batch.battles} battles must hold ${expected.length} records, not ${file.records.length}` });
      return;
    }
    file.records.forEach((r, i) => {
      if (r.index !== expected[i]) ctx.addIssue({ code: 'custom', path: ['records', i, 'index'], message: `expected battle index ${expected[i]}` });
    });
  });
export type ShardFile = z.infer<typeof ShardFileSchema>;

/** The battle indices of shard `index` of `count`: those ≡ index (mod count), ascending. */
export function shardIndices(battles: number, index: number, count: number): number[] {
  const out: number[] = [];
  for (let i = index; i < battles; i += count) out.push(i);
  return out;
}
