import { availableParallelism } from 'node:os';
import {
  batchCsv,
  batchHtml,
  defaultWorkers,
  formatBatch,
  runBatch,
  SHARD_FORMAT,
  SHARD_VERSION,
  shardIndices,
  summarise,
  type BatchHeader,
  type BatchSummary,
  type BattleMaps,
  type ShardFile,
} from '@muster/compare';
import { MusterError } from '@muster/core';
import cliProgress from 'cli-progress';
import type { CliOutput } from '../io/CliOutput.js';
import { writeFileAtomic } from '../io/writeFileAtomic.js';
import { chosenBattleMaps } from '../batch/chosenBattleMaps.js';
import { workerScript } from '../batch/workerScript.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { findBattleRuleset } from '../rulesets.js';
import { batchSetup, type GameSetup } from '../variant/gameSetup.js';
import { chooseBots, DEFAULT_SEED } from './battle.js';

/** Options of `muster simulate`. */
export interface SimulateOptions {
  readonly battles?: string;
  /** `--battle-timeout`: seconds a battle on a worker thread may take. */
  readonly battleTimeout?: string;
  readonly workers?: string;
  readonly seed?: string;
  readonly bots?: string;
  readonly shard?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly html?: string;
  readonly out?: string;
  /** `--variant FILE` and `--option key=value`: every battle is played under them. */
  readonly setup?: GameSetup;
}

/** Most battles one run accepts. */
export const MAX_BATTLES = 10_000_000;

/** A whole-number option from 1 to `max`; anything else is a `bad-input` error naming it. */
/**
 * `--workers K`, checked, with a warning on stderr when K is more than the cores this machine offers:
 * threads beyond them only take turns on the same cores (results do not change, only the time).
 */
export function workersOption(text: string, output: CliOutput): number {
  const workers = count(text, 'workers', 256);
  const cores = availableParallelism();
  if (workers > cores)
    output.err(
      `warning: --workers ${workers} is more than the ${cores} cores available; the extra threads only share them\n`,
    );
  return workers;
}

export function count(text: string | undefined, option: string, max: number): number {
  const t = (text ?? '').replace(/_/g, '');
  const n = /^\d+$/.test(t) ? Number(t) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max)
    throw new MusterError('bad-input', `--${option} must be a whole number from 1 to ${max}`, {
      path: option,
      expected: `an integer from 1 to ${max}`,
      received: JSON.stringify(text ?? null),
    });
  return n;
}

/** Longest `--battle-timeout` accepted: a week. */
const MAX_BATTLE_TIMEOUT = 604_800;

/** `--battle-timeout SECONDS`: a positive number of seconds, at most a week; absent, the library's default. */
export function battleTimeout(text: string | undefined): { battleTimeout?: number } {
  if (text === undefined) return {};
  const n = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!(n > 0) || n > MAX_BATTLE_TIMEOUT)
    throw new MusterError(
      'bad-input',
      `--battle-timeout must be a number of seconds above 0, at most ${MAX_BATTLE_TIMEOUT}`,
      { path: 'battle-timeout', expected: 'seconds, e.g. 600', received: JSON.stringify(text) },
    );
  return { battleTimeout: n };
}

/** `i/n` with 0 ≤ i < n. */
export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(m?.[1]);
  const total = Number(m?.[2]);
  if (
    !m ||
    !Number.isSafeInteger(index) ||
    !Number.isSafeInteger(total) ||
    total < 1 ||
    total > 100_000 ||
    index >= total
  ) {
    throw new MusterError('bad-input', '--shard takes i/n with 0 <= i < n (battles with index = i mod n)', {
      path: 'shard',
      expected: 'e.g. 0/4',
      received: JSON.stringify(text),
    });
  }
  return { index, count: total };
}

/**
 * Prints (and with --html writes) a batch summary the way `simulate` and `merge` both do; `maps` draws the
 * chosen battles for the HTML report (called only with --html).
 */
export function reportBatch(
  summary: BatchSummary,
  options: Pick<SimulateOptions, 'json' | 'csv' | 'html'>,
  output: CliOutput,
  maps?: () => BattleMaps,
): void {
  if (options.html !== undefined) writeFileAtomic(options.html, batchHtml(summary, maps?.()));
  output.out(options.json ? `${JSON.stringify(summary)}\n` : options.csv ? batchCsv(summary) : formatBatch(summary));
}

/** What a batch header records of a setup: the variant's name, the plugin ids and the options given. */
export function batchHeaderFields(setup: GameSetup | undefined): Pick<BatchHeader, 'variant' | 'plugins' | 'options'> {
  if (setup === undefined) return {};
  return {
    ...(setup.variant !== undefined ? { variant: setup.variant.name } : {}),
    plugins: { ...setup.plugins },
    ...(Object.keys(setup.options).length > 0 ? { options: setup.options } : {}),
  };
}

/** The URL workers import a ruleset's package by, or undefined for a custom ruleset object. */
export function moduleUrl(source: string): string | undefined {
  try {
    return import.meta.resolve(source);
  } catch {
    return undefined; // a custom ruleset object: play in this thread
  }
}

/**
 * `muster simulate <ruleset> --battles N [--workers K] [--seed S] [--variant FILE] [--option k=v ...] [--shard i/n] [--json|--csv] [--html FILE]`:
 * whole bot battles on a worker pool; identical results for any number of workers.
 */
export async function simulateCommand(
  entries: readonly RulesetEntry[],
  rulesetId: string,
  options: SimulateOptions,
  output: CliOutput,
): Promise<number> {
  const entry = findBattleRuleset(entries, rulesetId);
  if (options.json && options.csv)
    throw new MusterError('bad-input', '--json and --csv exclude each other', {
      path: 'csv',
      expected: 'one output format',
    });
  const battles = count(options.battles, 'battles', MAX_BATTLES);
  const shard = options.shard !== undefined ? parseShard(options.shard) : null;
  const todo = shard ? Math.ceil((battles - shard.index) / shard.count) : battles;
  // By default one worker thread per core, but not for a small batch: every thread pays its own start-up
  // and JIT warm-up, so each is given at least BATTLES_PER_THREAD battles. --workers K starts K threads.
  const workers = options.workers !== undefined ? workersOption(options.workers, output) : defaultWorkers(todo);
  if (shard && (options.csv || options.html !== undefined))
    throw new MusterError(
      'bad-input',
      'a shard writes a shard file: merge the shards with muster merge for --csv or --html',
      { path: 'shard', expected: '--shard with --out FILE or --json' },
    );
  if (!shard && options.out !== undefined)
    throw new MusterError(
      'bad-input',
      '--out writes a shard file: give --shard i/n too (for a report, use --html FILE or redirect --json)',
      { path: 'out', expected: '--out with --shard i/n' },
    );
  const timeout = battleTimeout(options.battleTimeout);
  const bots = chooseBots(entry.ruleset, options.bots);
  const header: BatchHeader = {
    ruleset: entry.id,
    rulesetVersion: entry.version,
    seed: options.seed ?? DEFAULT_SEED,
    battles,
    bots: [bots[0], bots[1]],
    ...batchHeaderFields(options.setup),
  };
  const indices = shard ? shardIndices(battles, shard.index, shard.count) : [...Array(battles).keys()];
  const url = moduleUrl(entry.source);
  // A bar only for a person watching: a terminal, and not when the output is data.
  const showBar = output.interactive === true && !options.json && !options.csv;
  const bar = showBar
    ? new cliProgress.SingleBar(
        {
          format: `${entry.id} {bar} {value}/{total} battles | {eta_formatted} left`,
          stream: process.stderr,
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(indices.length, 0);
  const setup = options.setup ? batchSetup(options.setup) : {};
  let records;
  try {
    const onProgress = bar
      ? (done: number) => {
          bar.update(done);
        }
      : undefined;
    const common = {
      ruleset: entry.ruleset,
      seed: header.seed,
      indices,
      bots: header.bots,
      setup,
      ...(onProgress ? { onProgress } : {}),
    };
    // Every battle on a worker thread, where its time budget can end it; a ruleset given as an object
    // (no module for a worker to import) plays in this thread, without a budget.
    records = await runBatch({
      ...common,
      everyBattleOnAWorker: true,
      workers,
      ...timeout,
      ...(url !== undefined ? { moduleUrl: url, workerUrl: workerScript() } : {}),
    });
  } finally {
    bar?.stop();
  }
  if (shard) {
    const file: ShardFile = { format: SHARD_FORMAT, formatVersion: SHARD_VERSION, batch: header, shard, records };
    const text = `${JSON.stringify(file)}\n`;
    if (options.out !== undefined) {
      writeFileAtomic(options.out, text);
      if (!options.json)
        output.out(
          `${options.out}: shard ${shard.index}/${shard.count}: ${records.length} of ${battles} battles of ${entry.id}\n`,
        );
    }
    if (options.json || options.out === undefined) output.out(text);
    return 0;
  }
  const played = records;
  reportBatch(summarise(header, records), options, output, () =>
    chosenBattleMaps(entry, { seed: header.seed, bots: header.bots, setup, records: played }),
  );
  return 0;
}
