// t95 of a fractional number of degrees of freedom: a Welch interval's df (`@muster/compare`'s unpaired differences)
// is rarely whole. Between two whole df below 30 the logarithm of the quantile is interpolated linearly in 1/df, which
// is never below the exact quantile (a wider interval, never a narrower one). The exact values are scipy 1.17's
// t.ppf(0.975, df), to 6 decimals.
import { describe, expect, it } from 'vitest';
import { t95 } from './stats.js';

describe('t95 between whole degrees of freedom', () => {
  it('worked example: 4.5 df, between t(4) = 2.776445 and t(5) = 2.570582', () => {
    // f = (1/4.5 − 1/5) / (1/4 − 1/5) = 0.0222222 / 0.05 = 0.444444;
    // exp(ln 2.570582 + 0.444444 · (ln 2.776445 − ln 2.570582)) = exp(0.944133 + 0.444444 · 0.077038) = 2.660122.
    expect(t95(4.5)).toBeCloseTo(2.660122, 5);
  });

  it('is never below the exact quantile, and within 3% of it from 1 to 2 df, 0.5% from 2 on', () => {
    for (const [df, exact] of [
      [1.2, 8.648827],
      [1.5, 6.016663],
      [2.5, 3.574655],
      [4.5, 2.658912],
      [5.5, 2.501859],
      [7.692308, 2.322159],
      [29.5, 2.043725],
    ] as const) {
      expect(t95(df), `df ${df}`).toBeGreaterThanOrEqual(exact);
      expect(t95(df), `df ${df}`).toBeLessThan(exact * (df < 2 ? 1.03 : 1.005));
    }
  });

  it('meets the table at whole df and falls as df grows', () => {
    expect(t95(5)).toBe(2.570581836);
    expect(t95(6)).toBe(2.446911851);
    let last = t95(1);
    for (let df = 1.25; df <= 40; df += 0.25) {
      expect(t95(df), `df ${df}`).toBeLessThan(last);
      last = t95(df);
    }
  });

  it('refuses fewer than 1 degree of freedom, and NaN', () => {
    for (const df of [0.999, 0, -1, Number.NaN]) expect(() => t95(df)).toThrow(/degrees of freedom must be at least 1/);
  });
});
