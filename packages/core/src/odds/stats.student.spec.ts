// The odds audit: a sampled mean's 95% interval is Student's t on the sample variance with n − 1 degrees of
// freedom, not the normal z = 1.96 (which `muster odds --trials N` allows from N = 1, where it is far too narrow),
// and one value gives no interval at all. Quantiles checked against R's qt(0.975, df) / scipy t.ppf(0.975, df).
import { describe, expect, it } from 'vitest';
import { RunningStats, t95, Z95 } from './stats.js';

const statsOf = (...values: number[]) => {
  const stats = new RunningStats();
  for (const v of values) stats.push(v);
  return stats;
};

describe('t95: the two-sided 95% quantile of Student t', () => {
  it('is the table value from 1 to 30 degrees of freedom', () => {
    expect(t95(1)).toBeCloseTo(12.706205, 6);
    expect(t95(2)).toBeCloseTo(4.302653, 6);
    expect(t95(7)).toBeCloseTo(2.364624, 6);
    expect(t95(29)).toBeCloseTo(2.04523, 6);
    expect(t95(30)).toBeCloseTo(2.042272, 6);
  });

  it('beyond 30, the Cornish–Fisher expansion: 31 → 2.039513, 100 → 1.983972, 10⁶ → z', () => {
    expect(t95(31)).toBeCloseTo(2.039513, 5);
    expect(t95(100)).toBeCloseTo(1.983972, 6);
    expect(t95(1_000_000)).toBeCloseTo(Z95, 5);
  });

  it('falls as the degrees of freedom grow, always above z', () => {
    for (let df = 1; df < 200; df++) {
      expect(t95(df + 1)).toBeLessThan(t95(df));
      expect(t95(df)).toBeGreaterThan(Z95);
    }
  });
});

describe('RunningStats.interval: Student t, as honest at 2 trials as at 10,000', () => {
  it('two values 0 and 2: mean 1, s = √2, s/√n = 1, so 1 ± 12.706205 (z would say 1 ± 1.96)', () => {
    const { low, high } = statsOf(0, 2).interval();
    expect(low).toBeCloseTo(1 - 12.706205, 6);
    expect(high).toBeCloseTo(1 + 12.706205, 6);
  });

  it('three values 1, 2, 3: mean 2, s = 1, so 2 ± 4.302653/√3 = 2 ± 2.484138', () => {
    const { low, high } = statsOf(1, 2, 3).interval();
    expect(low).toBeCloseTo(2 - 2.484138, 6);
    expect(high).toBeCloseTo(2 + 2.484138, 6);
  });

  it('31 values alternating 0 and 1 (16 zeros): beyond the table, t(0.975, 30) from it, still wider than z', () => {
    const values = Array.from({ length: 31 }, (_, i) => i % 2);
    const stats = statsOf(...values);
    const se = Math.sqrt(stats.variance / 31);
    expect(stats.interval().high - stats.mean).toBeCloseTo(2.042272 * se, 6);
    const more = statsOf(...values, 1);
    expect(more.interval().high - more.mean).toBeCloseTo(2.039513 * Math.sqrt(more.variance / 32), 5);
  });

  it('one value: the whole line (no spread is known); none: the whole line around NaN', () => {
    expect(statsOf(4).interval()).toEqual({ low: -Infinity, high: Infinity });
    expect(statsOf().interval()).toEqual({ low: -Infinity, high: Infinity });
  });

  it('an explicit z keeps the normal approximation, even for one value (width 0)', () => {
    expect(statsOf(4).interval(Z95)).toEqual({ low: 4, high: 4 });
    const { high } = statsOf(0, 2).interval(Z95);
    expect(high).toBeCloseTo(1 + Z95, 12);
  });

  it('no spread: every value the same gives the width-0 interval of that value', () => {
    expect(statsOf(2, 2, 2).interval()).toEqual({ low: 2, high: 2 });
  });
});
