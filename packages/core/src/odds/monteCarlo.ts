import type { Dice } from '../dice/Dice.js';
import { Rng } from '../dice/Rng.js';
import { SeededDice } from '../dice/SeededDice.js';
import { MusterError } from '../errors/MusterError.js';
import { compareValues, type Outcome, type OutcomeValue } from './Outcome.js';
import { RunningStats, wilsonInterval, type Interval } from './stats.js';

/** Options of {@link monteCarlo}. */
export interface MonteCarloOptions {
  /** Number of runs (at least 1). */
  readonly trials: number;
  /** Seed of the dice (non-empty string). */
  readonly seed: string;
}

/** One value of one outcome as sampled: how often, its share and the share's 95% interval. */
export interface SampledValue {
  readonly value: OutcomeValue;
  readonly count: number;
  readonly proportion: number;
  readonly interval: Interval;
}

/** The sampled distribution of one named outcome. */
export interface SampledMarginal {
  readonly name: string;
  readonly entries: readonly SampledValue[];
  /**
   * Mean and its 95% interval, for numeric (and yes/no as 0/1) outcomes: Student's t over the trials for a
   * number (−∞ to ∞ from one trial), the Wilson score interval of the share of yes for a yes/no.
   */
  readonly mean?: { readonly value: number; readonly interval: Interval };
}

/** What {@link monteCarlo} returns. */
export interface MonteCarloResult {
  readonly trials: number;
  readonly seed: string;
  readonly marginals: readonly SampledMarginal[];
  marginal(name: string): SampledMarginal | undefined;
}

/**
 * Runs a mechanic `trials` times with seeded dice and tallies each outcome, with Wilson 95% intervals
 * on every proportion and a 95% interval on every mean (Student's t; Wilson for a yes/no). The same seed gives the same result.
 *
 * @example
 * const mc = monteCarlo((dice) => ({ hits: dice.pool(3, 6, 4, 'shooting') }), { trials: 10_000, seed: 's' });
 * mc.marginal('hits')?.mean?.value; // about 1.5
 */
export function monteCarlo(mechanic: (dice: Dice) => Outcome, options: MonteCarloOptions): MonteCarloResult {
  const { trials, seed } = options;
  if (!Number.isInteger(trials) || trials < 1) {
    throw new MusterError('bad-input', `trials must be a positive integer, got ${trials}`, {
      path: 'trials',
      expected: 'an integer of at least 1',
    });
  }
  const dice = new SeededDice(Rng.fromSeed(seed), { record: false });
  const counts = new Map<string, Map<string, { value: OutcomeValue; count: number }>>();
  const stats = new Map<string, RunningStats>();
  for (let t = 0; t < trials; t++) {
    const outcome = mechanic(dice);
    for (const name of Object.keys(outcome)) {
      const value = outcome[name]!;
      let byValue = counts.get(name);
      if (!byValue) counts.set(name, (byValue = new Map<string, { value: OutcomeValue; count: number }>()));
      const key = `${typeof value}:${String(value)}`;
      const entry = byValue.get(key);
      if (entry) entry.count++;
      else byValue.set(key, { value, count: 1 });
      if (typeof value === 'number' || typeof value === 'boolean') {
        let s = stats.get(name);
        if (!s) stats.set(name, (s = new RunningStats()));
        s.push(Number(value));
      }
    }
  }
  const marginals: SampledMarginal[] = [...counts.entries()].map(([name, byValue]) => {
    const entries = [...byValue.values()]
      .sort((a, b) => compareValues(a.value, b.value))
      .map(({ value, count }) => ({
        value,
        count,
        proportion: count / trials,
        interval: wilsonInterval(count, trials),
      }));
    const s = stats.get(name);
    // A yes/no's mean is the share of yes: its Wilson interval, which (unlike t) is not [1, 1] when every run said yes.
    const yesNo = entries.every((e) => typeof e.value === 'boolean');
    const yes = entries.find((e) => e.value === true)?.count ?? 0;
    const interval = () => (yesNo ? wilsonInterval(yes, trials) : s!.interval());
    const mean = s?.count === trials ? { value: s.mean, interval: interval() } : undefined;
    return mean ? { name, entries, mean } : { name, entries };
  });
  return { trials, seed, marginals, marginal: (name) => marginals.find((m) => m.name === name) };
}
