import {
  AB_SHARD_FORMAT,
  AB_SHARD_VERSION,
  abCsv,
  abHtml,
  BattlePool,
  defaultWorkers,
  formatAb,
  runBatch,
  shardIndices,
  summariseAb,
  type AbHeader,
  type AbRecords,
  type AbShardFile,
  type AbVariant,
  type BattleMaps,
} from '@muster/compare';
import { MusterError } from '@muster/core';
import cliProgress from 'cli-progress';
import type { CliOutput } from '../io/CliOutput.js';
import { writeFileAtomic } from '../io/writeFileAtomic.js';
import { chosenBattleMaps } from '../batch/chosenBattleMaps.js';
import { workerScript } from '../batch/workerScript.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { findBattleRuleset } from '../rulesets.js';
import { batchSetup, gameSetup, type GameSetup } from '../variant/gameSetup.js';
import { loadVariantFile } from '../variant/loadVariantFile.js';
import { chooseBots, DEFAULT_SEED } from './battle.js';
import { battleTimeout, count, MAX_BATTLES, moduleUrl, parseShard, workersOption } from './simulate.js';

/** Options of `muster ab`. */
export interface AbOptions {
  /** Variant a: a variant file, or `rules` for the rules as written. */
  readonly a?: string;
  /** Variant b: a variant file, or `rules`. */
  readonly b?: string;
  readonly battles?: string;
  /** `--battle-timeout`: seconds a battle on a worker thread may take. */
  readonly battleTimeout?: string;
  readonly seed?: string;
  readonly workers?: string;
  readonly bots?: string;
  readonly shard?: string;
  readonly out?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly html?: string;
}

/** The word `--a` and `--b` take for the rules as written. */
export const RULES_AS_WRITTEN = 'rules';

/** The setup of `--a` or `--b`: a variant file, or the rules as written. */
export async function abSide(
  entry: RulesetEntry & { readonly ruleset: NonNullable<RulesetEntry['ruleset']> },
  spec: string | undefined,
  option: 'a' | 'b',
): Promise<GameSetup> {
  if (spec === undefined || spec === '') {
    throw new MusterError(
      'bad-input',
      `--${option} is required: a variant file, or "${RULES_AS_WRITTEN}" for the rules as written`,
      { path: option, expected: `FILE.json, FILE.mjs or ${RULES_AS_WRITTEN}` },
    );
  }
  return gameSetup(entry.ruleset, spec === RULES_AS_WRITTEN ? undefined : await loadVariantFile(spec));
}

const abVariant = (setup: GameSetup): AbVariant => ({
  name: setup.name,
  plugins: { ...setup.plugins },
  options: setup.options,
});

/**
 * Prints (and with --html writes) an A/B batch the way `ab` and `merge` both do; `maps` draws each
 * variant's chosen battles for the HTML report (called only with --html).
 */
export function reportAb(
  header: AbHeader,
  records: AbRecords,
  options: Pick<AbOptions, 'json' | 'csv' | 'html'>,
  output: CliOutput,
  maps?: () => readonly BattleMaps[],
): void {
  const summary = summariseAb(header, records);
  if (options.html !== undefined) writeFileAtomic(options.html, abHtml(summary, maps?.()));
  output.out(options.json ? `${JSON.stringify(summary)}\n` : options.csv ? abCsv(summary, records) : formatAb(summary));
}

/**
 * `muster ab <ruleset> --a FILE|rules --b FILE|rules --battles N [--seed S] [--workers W] [--bots a,b]
 * [--shard i/n [--out FILE]] [--json|--csv] [--html FILE]`: the same N battles under variant a and
 * under variant b, with common random numbers (battle i starts from the same seed and scenario under
 * both), then the paired figures: differing winners, side A's win-rate difference with a paired 95%
 * interval, exact McNemar p, and the turns and losses differences.
 */
export async function abCommand(
  entries: readonly RulesetEntry[],
  rulesetId: string,
  options: AbOptions,
  output: CliOutput,
): Promise<number> {
  const entry = findBattleRuleset(entries, rulesetId);
  if (options.json && options.csv)
    throw new MusterError('bad-input', '--json and --csv exclude each other', {
      path: 'csv',
      expected: 'one output format',
    });
  const battles = count(options.battles, 'battles', MAX_BATTLES);
  const timeout = battleTimeout(options.battleTimeout);
  const shard = options.shard !== undefined ? parseShard(options.shard) : null;
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
  const seed = options.seed ?? DEFAULT_SEED;
  if (seed.length === 0)
    throw new MusterError('bad-input', 'a seed must be a non-empty string', {
      path: 'seed',
      expected: 'a non-empty string',
    });
  const bots = chooseBots(entry.ruleset, options.bots);
  const a = await abSide(entry, options.a, 'a');
  const b = await abSide(entry, options.b, 'b');
  const indices = shard ? shardIndices(battles, shard.index, shard.count) : [...Array(battles).keys()];
  // Two batches of the same battles: by default a thread per core, at most one per 64 battles played.
  const workers =
    options.workers !== undefined ? workersOption(options.workers, output) : defaultWorkers(2 * indices.length);
  const url = moduleUrl(entry.source);
  const header: AbHeader = {
    ruleset: entry.id,
    rulesetVersion: entry.version,
    seed,
    battles,
    bots: [bots[0], bots[1]],
    a: abVariant(a),
    b: abVariant(b),
  };
  const showBar = output.interactive === true && !options.json && !options.csv;
  const bar = showBar
    ? new cliProgress.SingleBar(
        {
          format: `${entry.id} a/b {bar} {value}/{total} battles | {eta_formatted} left`,
          stream: process.stderr,
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(2 * indices.length, 0);
  let records: AbRecords;
  try {
    const onProgress = bar
      ? (done: number) => {
          bar.update(done);
        }
      : undefined;
    // Every battle on a worker thread, where its time budget can end it, both batches on one pool (warm for
    // the second); a ruleset given as an object (no module for a worker to import) plays in this thread.
    const pool = url !== undefined ? await BattlePool.open({ workers: workers + 1, workerUrl: workerScript() }) : null;
    try {
      const batch = (setup: GameSetup, offset: number) =>
        runBatch({
          ruleset: entry.ruleset,
          seed,
          indices,
          bots: header.bots,
          setup: batchSetup(setup),
          everyBattleOnAWorker: true,
          workers,
          ...timeout,
          ...(url !== undefined && pool ? { moduleUrl: url, pool } : {}),
          ...(onProgress
            ? {
                onProgress: (done: number) => {
                  onProgress(offset + done);
                },
              }
            : {}),
        });
      records = { a: await batch(a, 0), b: await batch(b, indices.length) };
    } finally {
      await pool?.close();
    }
  } finally {
    bar?.stop();
  }
  if (shard) {
    const file: AbShardFile = {
      format: AB_SHARD_FORMAT,
      formatVersion: AB_SHARD_VERSION,
      batch: header,
      shard,
      records: { a: [...records.a], b: [...records.b] },
    };
    const text = `${JSON.stringify(file)}\n`;
    if (options.out !== undefined) {
      writeFileAtomic(options.out, text);
      if (!options.json)
        output.out(
          `${options.out}: A/B shard ${shard.index}/${shard.count}: ${indices.length} of ${battles} battles of ${entry.id} under '${a.name}' and '${b.name}'\n`,
        );
    }
    if (options.json || options.out === undefined) output.out(text);
    return 0;
  }
  const played = records;
  // Each variant's chosen battles, with how the same seed went under the other one.
  const arm = (which: 'a' | 'b') => `${which}: ${header[which].name}`;
  reportAb(header, records, options, output, () =>
    (['a', 'b'] as const).map((which) => {
      const other = which === 'a' ? 'b' : 'a';
      return chosenBattleMaps(entry, {
        seed,
        bots: header.bots,
        setup: batchSetup(which === 'a' ? a : b),
        records: played[which],
        arm: arm(which),
        paired: { arm: arm(other), records: played[other] },
      });
    }),
  );
  return 0;
}
