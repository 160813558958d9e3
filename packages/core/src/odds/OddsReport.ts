import type { Distribution } from './Distribution.js';
import type { MonteCarloResult } from './monteCarlo.js';

/**
 * The stable JSON shape of `muster odds --json`: for each outcome, each value (as a string) with its
 * probability (as a number). Exact runs also carry the exact fractions; sampled runs their intervals.
 */
export interface OddsReport {
  readonly ruleset: string;
  readonly mechanic: string;
  readonly method: 'exact' | 'monte-carlo';
  readonly trials?: number;
  readonly seed?: string;
  readonly params: Readonly<Record<string, number | string | boolean>>;
  readonly outcomes: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Exact only: the same probabilities as fractions `num/den`. */
  readonly exact?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Sampled only: 95% Wilson interval of each probability. */
  readonly intervals?: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>>;
  /** Mean of each numeric outcome. */
  readonly means: Readonly<Record<string, number>>;
}

/** What an {@link OddsReport} is of: the ruleset, the mechanic and its parameters. */
export interface ReportHeader {
  /** The ruleset's id (`dice` for the plain dice). */
  readonly ruleset: string;
  /** The mechanic's id. */
  readonly mechanic: string;
  /** The parameter values the odds were computed for. */
  readonly params: Readonly<Record<string, number | string | boolean>>;
  /** Outcome names in display order; any others follow. */
  readonly order?: readonly string[];
}

function ordered(names: string[], order: readonly string[] = []): string[] {
  return [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))];
}

/** The report of an exact distribution. */
export function exactReport(header: ReportHeader, distribution: Distribution): OddsReport {
  const outcomes: Record<string, Record<string, number>> = {};
  const exact: Record<string, Record<string, string>> = {};
  const means: Record<string, number> = {};
  for (const name of ordered(distribution.names(), header.order)) {
    const marginal = distribution.marginal(name);
    outcomes[name] = {};
    exact[name] = {};
    for (const { value, probability } of marginal.entries) {
      outcomes[name][String(value)] = probability.toNumber();
      exact[name][String(value)] = probability.toString();
    }
    if (marginal.entries.every((e) => typeof e.value !== 'string')) means[name] = distribution.mean(name).toNumber();
  }
  return {
    ruleset: header.ruleset,
    mechanic: header.mechanic,
    method: 'exact',
    params: header.params,
    outcomes,
    exact,
    means,
  };
}

/** The report of a Monte Carlo run. */
export function sampledReport(header: ReportHeader, result: MonteCarloResult): OddsReport {
  const outcomes: Record<string, Record<string, number>> = {};
  const intervals: Record<string, Record<string, readonly [number, number]>> = {};
  const means: Record<string, number> = {};
  const names = ordered(
    result.marginals.map((m) => m.name),
    header.order,
  );
  for (const name of names) {
    const marginal = result.marginal(name)!;
    outcomes[name] = {};
    intervals[name] = {};
    for (const { value, proportion, interval } of marginal.entries) {
      outcomes[name][String(value)] = proportion;
      intervals[name][String(value)] = [interval.low, interval.high];
    }
    if (marginal.mean) means[name] = marginal.mean.value;
  }
  return {
    ruleset: header.ruleset,
    mechanic: header.mechanic,
    method: 'monte-carlo',
    trials: result.trials,
    seed: result.seed,
    params: header.params,
    outcomes,
    intervals,
    means,
  };
}
