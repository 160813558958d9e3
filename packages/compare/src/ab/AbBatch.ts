import { z } from 'zod';
import { BatchPluginsSchema, checkShardRecords, ShardPositionSchema } from '../batch/BatchHeader.js';
import { BattleRecordSchema, type BattleRecord } from '../batch/BattleRecord.js';
import { checkShardSet } from '../batch/checkShardSet.js';

/** The `format` of an A/B shard file (`muster ab --shard i/n`). */
export const AB_SHARD_FORMAT = 'muster-ab-shard';
/** The newest A/B shard file version this package reads. */
export const AB_SHARD_VERSION = 1;

/** One side of an A/B batch: the variant's name, the plugins bound and the options the games used. */
export const AbVariantSchema = z.strictObject({
  name: z.string().min(1).max(200),
  plugins: BatchPluginsSchema,
  options: z.record(z.string(), z.unknown()),
});
export type AbVariant = z.infer<typeof AbVariantSchema>;

/** What defines an A/B batch: the battles (seed, count, bots) and the two variants they are played under. */
export const AbHeaderSchema = z.strictObject({
  ruleset: z.string().min(1),
  rulesetVersion: z.string().min(1),
  seed: z.string(),
  battles: z.number().int().min(1).max(10_000_000),
  bots: z.tuple([z.string().min(1), z.string().min(1)]),
  a: AbVariantSchema,
  b: AbVariantSchema,
});
export type AbHeader = z.infer<typeof AbHeaderSchema>;

/** The records of an A/B batch: battle i under variant a and under variant b, both in index order. */
export interface AbRecords {
  readonly a: readonly BattleRecord[];
  readonly b: readonly BattleRecord[];
}

/** An A/B shard file: the header, which shard (battles with index ≡ index mod count), and both variants' records of it. */
export const AbShardFileSchema = z
  .strictObject({
    format: z.literal(AB_SHARD_FORMAT),
    formatVersion: z.literal(AB_SHARD_VERSION),
    batch: AbHeaderSchema,
    shard: ShardPositionSchema,
    records: z.strictObject({ a: z.array(BattleRecordSchema), b: z.array(BattleRecordSchema) }),
  })
  .superRefine((file, ctx) => {
    for (const side of ['a', 'b'] as const)
      checkShardRecords(ctx, ['records', side], file.batch.battles, file.shard, file.records[side]);
  });
export type AbShardFile = z.infer<typeof AbShardFileSchema>;

/**
 * Combines the shards of one A/B batch into its records, in index order. The shards must share one
 * header (the same battles under the same two variants), one shard count, and cover every shard exactly
 * once; otherwise a `bad-file` error names the file.
 */
export function mergeAbShards(shards: readonly { readonly file: string; readonly shard: AbShardFile }[]): {
  header: AbHeader;
  records: AbRecords;
} {
  checkShardSet(
    shards.map(({ file, shard }) => ({ file, batch: shard.batch, shard: shard.shard })),
    'muster ab --shard i/n',
  );
  const header = shards[0]!.shard.batch;
  const a = new Array<BattleRecord>(header.battles);
  const b = new Array<BattleRecord>(header.battles);
  for (const { shard } of shards) {
    for (const r of shard.records.a) a[r.index] = r;
    for (const r of shard.records.b) b[r.index] = r;
  }
  return { header, records: { a, b } };
}
