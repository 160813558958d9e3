import {
  AB_SHARD_FORMAT,
  AbShardFileSchema,
  mergeAbShards,
  mergeShards,
  ShardFileSchema,
  summarise,
} from '@muster/compare';
import { MusterError } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonData, readJsonFile } from '../io/readJsonFile.js';
import { reportAb } from './ab.js';
import { reportBatch } from './simulate.js';

/** Options of `muster merge`. */
export interface MergeOptions {
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly html?: string;
}

/**
 * `muster merge FILE... [--json|--csv] [--html FILE]`: combines the shard files of one batch (written by
 * `muster simulate --shard i/n`, or of one A/B batch by `muster ab --shard i/n`) into exactly the result
 * of the unsharded run. The first file says which kind; every other must be of the same kind and batch.
 */
export function mergeCommand(files: readonly string[], options: MergeOptions, output: CliOutput): number {
  if (options.json && options.csv)
    throw new MusterError('bad-input', '--json and --csv exclude each other', {
      path: 'csv',
      expected: 'one output format',
    });
  const first = files[0] !== undefined ? readJsonData(files[0], { what: 'a shard file' }) : undefined;
  const isAb =
    typeof first === 'object' && first !== null && (first as Record<string, unknown>).format === AB_SHARD_FORMAT;
  if (isAb) {
    const shards = files.map((file) => ({
      file,
      shard: readJsonFile(file, AbShardFileSchema, { what: 'an A/B shard file (muster ab --shard i/n)' }),
    }));
    const { header, records } = mergeAbShards(shards);
    reportAb(header, records, options, output);
    return 0;
  }
  const shards = files.map((file) => ({
    file,
    shard: readJsonFile(file, ShardFileSchema, { what: 'a shard file (muster simulate --shard i/n)' }),
  }));
  const { header, records } = mergeShards(shards);
  reportBatch(summarise(header, records), options, output);
  return 0;
}
