import {
  enumerate,
  MusterError,
  parseParams,
  Rational,
  SeededDice,
  wilsonInterval,
  type Dice,
  type MechanicDefinition,
  type Outcome,
} from '@muster/core';
import { meanWithInterval } from '../losses/summariseLosses.js';
import type { Mapping, Matchup } from '../matchups/MatchupSchema.js';
import { findNormaliser } from '../matchups/normalisers.js';
import { METRICS, type Metric, type NormalisedOutcome } from './Metric.js';

/** How `compareMatchup` computes: exact where possible (`auto`), exact only, or Monte Carlo only. */
export type CompareMethod = 'auto' | 'exact' | 'monte-carlo';

/** Options of {@link compareMatchup}. */
export interface CompareOptions {
  readonly method?: CompareMethod;
  /** Monte Carlo trials (default 100,000). */
  readonly trials?: number;
  /** Monte Carlo seed (default `muster`). */
  readonly seed?: string;
  /** Branches after which exact enumeration gives up (default 200,000; `auto` then samples). */
  readonly maxLeaves?: number;
}

/** One number of the table: the value, its exact fraction (exact runs) or 95% interval (sampled runs). */
export interface MetricValue {
  readonly value: number;
  readonly exact?: string;
  readonly interval?: readonly [number, number];
}

/** One column of the table: one ruleset's reading of the situation. */
export interface ComparisonColumn {
  readonly ruleset: string;
  readonly attacker: string;
  readonly target: string;
  readonly mechanic: string;
  /** Every parameter of the mechanic, defaults included. */
  readonly params: Readonly<Record<string, number | string | boolean>>;
  /** The command that plays this column's roll alone: `muster odds <ruleset> <mechanic> --param value ...`. */
  readonly command: string;
  readonly versus?: {
    readonly mechanic: string;
    readonly params: Readonly<Record<string, number | string | boolean>>;
    readonly command: string;
  };
  readonly method: 'exact' | 'monte-carlo';
  readonly trials?: number;
  readonly seed?: string;
  readonly normaliser: string;
  readonly targetSize: number;
  readonly sizeUnit: string;
  readonly metrics: Readonly<Record<Metric, MetricValue | null>>;
  /** P(losses ≥ k / targetSize) for k = 0..targetSize: the at-least curve of losses (null when n/a). */
  readonly lossesAtLeast: readonly number[] | null;
  readonly caveats: readonly string[];
}

/** The whole comparison: one column per ruleset, and the rulesets it does not apply to. */
export interface Comparison {
  readonly matchup: string;
  readonly title: string;
  readonly situation: string;
  readonly attacker: string;
  readonly target: string;
  readonly columns: readonly ComparisonColumn[];
  readonly notApplicable: readonly { readonly ruleset: string; readonly reason: string }[];
}

/** Where the engine finds a ruleset's mechanics (null: the ruleset is not installed). */
export type MechanicsOf = (ruleset: string) => readonly MechanicDefinition[] | null;

function mechanicOf(mechanicsOf: MechanicsOf, ruleset: string, id: string, path: string): MechanicDefinition {
  const list = mechanicsOf(ruleset);
  if (list === null)
    throw new MusterError('unknown-ruleset', `the matchup maps ruleset "${ruleset}", which is not installed`, {
      path,
      expected: 'an installed ruleset',
    });
  const m = list.find((x) => x.id === id);
  if (!m)
    throw new MusterError('unknown-mechanic', `unknown mechanic "${id}" for ${ruleset}`, {
      path,
      expected: `one of ${list.map((x) => x.id).join(', ')}`,
    });
  return m;
}

/** The run of one mapping as a function of dice, returning the normalised outcome. */
export function mappingRun(
  mapping: Mapping,
  mechanicsOf: MechanicsOf,
  path = 'mappings',
): {
  run: (dice: Dice) => NormalisedOutcome;
  metrics: readonly Metric[];
  params: Record<string, number | string | boolean>;
  versusParams?: Record<string, number | string | boolean>;
} {
  const normaliser = findNormaliser(mapping.normaliser);
  if (!normaliser)
    throw new MusterError('bad-file', `unknown normaliser "${mapping.normaliser}"`, { path: `${path}.normaliser` });
  const mechanic = mechanicOf(mechanicsOf, mapping.ruleset, mapping.mechanic, `${path}.mechanic`);
  const params = { ...parseParams(mechanic.params, mapping.params, `${path}.params`) };
  mechanic.validate?.(params);
  let versus: { mechanic: MechanicDefinition; params: Record<string, number | string | boolean> } | undefined;
  if (mapping.versus) {
    const vm = mechanicOf(mechanicsOf, mapping.ruleset, mapping.versus.mechanic, `${path}.versus.mechanic`);
    const vp = { ...parseParams(vm.params, mapping.versus.params, `${path}.versus.params`) };
    vm.validate?.(vp);
    versus = { mechanic: vm, params: vp };
  }
  const run = (dice: Dice): NormalisedOutcome => {
    const outcome = mechanic.run(dice, params);
    const other = versus ? versus.mechanic.run(dice, versus.params) : undefined;
    return normaliser.normalise(outcome, other, mapping.targetSize);
  };
  return { run, metrics: normaliser.metrics, params, ...(versus ? { versusParams: versus.params } : {}) };
}

/** `muster odds` arguments for a mechanic call, as a person would type them. */
export function oddsCommandLine(
  ruleset: string,
  mechanic: string,
  params: Readonly<Record<string, number | string | boolean>>,
): string {
  const args = Object.entries(params).map(([k, v]) =>
    v === true ? `--${k}` : v === false ? `--${k}=false` : `--${k} ${String(v)}`,
  );
  return ['muster odds', ruleset, mechanic, ...args].join(' ');
}

const fieldOf = (metric: Metric): string => (metric === 'losses' ? 'lost' : metric);

function exactColumn(
  run: (dice: Dice) => NormalisedOutcome,
  metrics: readonly Metric[],
  size: number,
  maxLeaves: number,
) {
  const dist = enumerate((dice) => run(dice) as Outcome, { maxLeaves });
  const values: Partial<Record<Metric, MetricValue>> = {};
  for (const metric of metrics) {
    const mean = metric === 'losses' ? dist.mean('lost').div(Rational.of(size)) : dist.mean(fieldOf(metric));
    values[metric] = { value: mean.toNumber(), exact: mean.toString() };
  }
  let atLeast: number[] | null = null;
  if (metrics.includes('losses')) {
    atLeast = [];
    for (let k = 0; k <= size; k++) atLeast.push(dist.probabilityOf((o) => Number(o.lost ?? 0) >= k).toNumber());
  }
  return { values, atLeast };
}

function sampledColumn(
  run: (dice: Dice) => NormalisedOutcome,
  metrics: readonly Metric[],
  size: number,
  trials: number,
  seed: string,
) {
  const dice = SeededDice.fromSeed(seed, { record: false });
  const sums: Record<string, number> = {};
  // The figures the unit lost in each trial, for their mean and its Student t interval (meanWithInterval).
  const lost: number[] = [];
  const lostCounts = new Array<number>(size + 1).fill(0);
  for (let t = 0; t < trials; t++) {
    const o = run(dice);
    for (const metric of metrics)
      if (metric !== 'losses') sums[metric] = (sums[metric] ?? 0) + (o[fieldOf(metric)] ?? 0);
    if (metrics.includes('losses')) {
      const x = o.lost ?? 0;
      lost.push(x);
      lostCounts[Math.min(size, Math.max(0, Math.round(x)))]!++;
    }
  }
  const values: Partial<Record<Metric, MetricValue>> = {};
  for (const metric of metrics) {
    const sum = sums[metric] ?? 0;
    if (metric === 'losses') {
      // A mean of the trials: Student's t on the sample variance (n − 1), as every other mean; one trial
      // measures no spread, so it has no interval. As a share of the unit's strength.
      const { mean, interval } = meanWithInterval(lost, 0, size);
      values[metric] = interval
        ? { value: mean / size, interval: [interval[0] / size, interval[1] / size] }
        : { value: mean / size };
    } else {
      const w = wilsonInterval(sum, trials);
      values[metric] = { value: sum / trials, interval: [w.low, w.high] };
    }
  }
  let atLeast: number[] | null = null;
  if (metrics.includes('losses')) {
    atLeast = [];
    let tail = 0;
    for (let k = size; k >= 0; k--) atLeast[k] = (tail += lostCounts[k]!) / trials;
  }
  return { values, atLeast };
}

/**
 * Plays one matchup in every ruleset it maps and reads the outcomes in common terms: exact by
 * enumeration where the mapping is one exchange small enough to enumerate, otherwise Monte Carlo with
 * 95% intervals (Wilson score for chances, Student t over the trials for mean losses, none for the mean of
 * a single trial). Each column says which method it used.
 *
 * @example
 * const table = compareMatchup(matchup, (id) => registry.find((e) => e.id === id)?.mechanics ?? null);
 * table.columns.map((c) => [c.ruleset, c.metrics.attackerWins?.value]);
 */
export function compareMatchup(matchup: Matchup, mechanicsOf: MechanicsOf, options: CompareOptions = {}): Comparison {
  const method = options.method ?? 'auto';
  const trials = options.trials ?? 100_000;
  const seed = options.seed ?? 'muster';
  const maxLeaves = options.maxLeaves ?? 200_000;
  const columns = matchup.mappings.map((mapping, i): ComparisonColumn => {
    const { run, metrics, params, versusParams } = mappingRun(mapping, mechanicsOf, `mappings[${i}]`);
    let result: { values: Partial<Record<Metric, MetricValue>>; atLeast: number[] | null } | null = null;
    let used: 'exact' | 'monte-carlo' = 'monte-carlo';
    if (method !== 'monte-carlo') {
      try {
        result = exactColumn(run, metrics, mapping.targetSize, maxLeaves);
        used = 'exact';
      } catch (error) {
        if (!(MusterError.is(error) && error.code === 'enumeration-limit') || method === 'exact') {
          if (MusterError.is(error) && error.code === 'enumeration-limit') {
            throw new MusterError(
              'enumeration-limit',
              `${mapping.ruleset} ${mapping.mechanic} has too many roll combinations to enumerate exactly; use --trials N`,
              { path: `mappings[${i}]` },
            );
          }
          throw error;
        }
      }
    }
    // Sampled columns use their own seed per ruleset, so adding a mapping never changes another column.
    result ??= sampledColumn(run, metrics, mapping.targetSize, trials, `${seed}/${mapping.ruleset}`);
    const metricValues = Object.fromEntries(METRICS.map((m) => [m, result.values[m] ?? null])) as Record<
      Metric,
      MetricValue | null
    >;
    return {
      ruleset: mapping.ruleset,
      attacker: mapping.attacker,
      target: mapping.target,
      mechanic: mapping.mechanic,
      params,
      command: oddsCommandLine(mapping.ruleset, mapping.mechanic, mapping.params),
      ...(mapping.versus && versusParams
        ? {
            versus: {
              mechanic: mapping.versus.mechanic,
              params: versusParams,
              command: oddsCommandLine(mapping.ruleset, mapping.versus.mechanic, mapping.versus.params),
            },
          }
        : {}),
      method: used,
      ...(used === 'monte-carlo' ? { trials, seed: `${seed}/${mapping.ruleset}` } : {}),
      normaliser: mapping.normaliser,
      targetSize: mapping.targetSize,
      sizeUnit: mapping.sizeUnit,
      metrics: metricValues,
      lossesAtLeast: result.atLeast,
      caveats: mapping.caveats,
    };
  });
  return {
    matchup: matchup.id,
    title: matchup.title,
    situation: matchup.situation,
    attacker: matchup.attacker,
    target: matchup.target,
    columns,
    notApplicable: matchup.notApplicable,
  };
}
