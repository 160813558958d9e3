import { mergeShards, ShardFileSchema, summarise } from '@muster/compare';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonFile } from '../io/readJsonFile.js';
import { reportBatch } from './simulate.js';

/** Options of `muster merge`. */
export interface MergeOptions {
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly html?: string;
}

/**
 * `muster merge FILE... [--json|--csv] [--html FILE]`: combines the shard files of one batch (written by
 * `muster simulate --shard i/n`) into exactly the result of the unsharded run.
 */
export function mergeCommand(files: readonly string[], options: MergeOptions, output: CliOutput): number {
  const shards = files.map((file) => ({ file, shard: readJsonFile(file, ShardFileSchema, { what: 'a shard file (muster simulate --shard i/n)' }) }));
  const { header, records } = mergeShards(shards);
  reportBatch(summarise(header, records), options, output);
  return 0;
}
