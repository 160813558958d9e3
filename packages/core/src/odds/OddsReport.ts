import type { Distribution } from './Distribution.js';
import { Rational } from './Rational.js';
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
  /** Exact only: the same means as fractions `num/den` (the mean of 3 dice needing 4+ is `3/2`). */
  readonly exactMeans?: Readonly<Record<string, string>>;
  /**
   * Sampled only: the 95% interval of each mean in {@link OddsReport.means} (Student's t over the trials; the
   * Wilson score interval for a yes/no), null where one trial says nothing about the spread.
   */
  readonly meanIntervals?: Readonly<Record<string, readonly [number, number] | null>>;
  /** Sampled only: how the intervals were computed, and their level. */
  readonly intervalMethod?: IntervalMethod;
}

/** How a sampled {@link OddsReport}'s intervals were computed. */
export interface IntervalMethod {
  /** Their confidence level: 0.95. */
  readonly level: number;
  /** Of each value's probability: the Wilson score interval. */
  readonly probabilities: 'wilson-score';
  /** Of a numeric outcome's mean: Student's t with n − 1 degrees of freedom. */
  readonly means: 'student-t';
  /** Of a yes/no outcome's mean (its share of yes): the Wilson score interval. */
  readonly yesNoMeans: 'wilson-score';
}

/** The intervals of every sampled report (monteCarlo's). */
const SAMPLED_INTERVALS: IntervalMethod = {
  level: 0.95,
  probabilities: 'wilson-score',
  means: 'student-t',
  yesNoMeans: 'wilson-score',
};

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
  const exactMeans: Record<string, string> = {};
  for (const name of ordered(distribution.names(), header.order)) {
    const marginal = distribution.marginal(name);
    outcomes[name] = {};
    exact[name] = {};
    for (const { value, probability } of marginal.entries) {
      outcomes[name][String(value)] = probability.toNumber();
      exact[name][String(value)] = probability.toString();
    }
    // A mean over every run: none for a name (its values are not numbers) or an outcome some runs did not report
    // (as monteCarlo gives none), whose probabilities sum to less than the whole.
    const reported = marginal.entries.reduce((sum, e) => sum.add(e.probability), Rational.ZERO);
    if (marginal.entries.every((e) => typeof e.value !== 'string') && reported.equals(distribution.total())) {
      const mean = distribution.mean(name);
      means[name] = mean.toNumber();
      exactMeans[name] = mean.toString();
    }
  }
  return {
    ruleset: header.ruleset,
    mechanic: header.mechanic,
    method: 'exact',
    params: header.params,
    outcomes,
    exact,
    means,
    exactMeans,
  };
}

/** The report of a Monte Carlo run. */
export function sampledReport(header: ReportHeader, result: MonteCarloResult): OddsReport {
  const outcomes: Record<string, Record<string, number>> = {};
  const intervals: Record<string, Record<string, readonly [number, number]>> = {};
  const means: Record<string, number> = {};
  const meanIntervals: Record<string, readonly [number, number] | null> = {};
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
    if (marginal.mean) {
      const { value, interval } = marginal.mean;
      means[name] = value;
      // −∞ to ∞ (a number from one trial): no interval, null (JSON has no infinities).
      meanIntervals[name] = interval.low === -Infinity ? null : [interval.low, interval.high];
    }
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
    meanIntervals,
    intervalMethod: SAMPLED_INTERVALS,
  };
}
