import { describe, expect, it } from 'vitest';
import { RunningStats, wilsonInterval, Z95 } from './stats.js';

describe('wilsonInterval: the 95% Wilson score interval of a proportion', () => {
  // Wilson (1927): centre (p + z²/2n) / (1 + z²/n), half-width z √(p(1-p)/n + z²/4n²) / (1 + z²/n).
  it('5 of 10: 0.2366 to 0.7634, centred on 1/2', () => {
    const { low, high } = wilsonInterval(5, 10);
    expect(low).toBeCloseTo(0.236593, 6);
    expect(high).toBeCloseTo(0.763407, 6);
  });

  it('1 of 10: 0.0179 to 0.4042, pulled towards 1/2', () => {
    const { low, high } = wilsonInterval(1, 10);
    expect(low).toBeCloseTo(0.017876, 6);
    expect(high).toBeCloseTo(0.40415, 5);
  });

  it('0 of 10 and 10 of 10 stay inside [0, 1]', () => {
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 10).high).toBeCloseTo(0.277533, 6);
    expect(wilsonInterval(10, 10).low).toBeCloseTo(0.722467, 6);
    expect(wilsonInterval(10, 10).high).toBeLessThanOrEqual(1);
  });

  it('none of n starts at exactly 0 and n of n ends at exactly 1, so the interval holds the rate itself', () => {
    // Wilson's limits at x = 0 are 0 and z²/(n + z²); at x = n, n/(n + z²) and 1. Computed as centre ∓ half in
    // floating point they came out as 2.8e-17 (0 of 12) and 0.9999999999999999 (10 of 10): an interval of a 100%
    // rate that left out 100%.
    for (const n of [3, 6, 7, 10, 12, 1000]) {
      const none = wilsonInterval(0, n);
      const all = wilsonInterval(n, n);
      expect(none.low, `0 of ${n}`).toBe(0);
      expect(all.high, `${n} of ${n}`).toBe(1);
      expect(none.high).toBeCloseTo(Z95 ** 2 / (n + Z95 ** 2), 12);
      expect(all.low).toBeCloseTo(n / (n + Z95 ** 2), 12);
    }
  });

  it('a wider z gives a wider interval: z = 1 for 5 of 10 is 0.3492 to 0.6508', () => {
    const { low, high } = wilsonInterval(5, 10, 1);
    expect(low).toBeCloseTo(0.5 - Math.sqrt(0.025 + 1 / 400) / 1.1, 9);
    expect(high).toBeCloseTo(0.5 + Math.sqrt(0.025 + 1 / 400) / 1.1, 9);
  });

  it('no trial: anything from 0 to 1', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilsonInterval(0, -1)).toEqual({ low: 0, high: 1 });
  });

  it('z for a two-sided 95% interval is 1.96', () => {
    expect(Z95).toBeCloseTo(1.959964, 6);
  });
});

describe('RunningStats: mean and sample variance (Welford)', () => {
  it('2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32/7, 95% interval 5 ± t(0.975, 7) √(32/7/8) = 5 ± 1.787488', () => {
    const stats = new RunningStats();
    for (const x of [2, 4, 4, 4, 5, 5, 7, 9]) stats.push(x);
    expect(stats.count).toBe(8);
    expect(stats.mean).toBeCloseTo(5, 12);
    expect(stats.variance).toBeCloseTo(32 / 7, 12);
    // Student's t with 7 degrees of freedom (R: qt(0.975, 7) = 2.364624), not z = 1.96: 1.787488, not 1.481729.
    expect(stats.interval().low).toBeCloseTo(5 - 1.787488, 5);
    expect(stats.interval().high).toBeCloseTo(5 + 1.787488, 5);
    // An explicit z is the normal approximation.
    expect(stats.interval(Z95).high).toBeCloseTo(5 + Z95 * Math.sqrt(32 / 7 / 8), 12);
    expect(stats.interval(1).high).toBeCloseTo(5 + Math.sqrt(32 / 7 / 8), 12);
  });

  it('no value: mean NaN, variance 0; one value: that mean, variance 0, and an interval of −∞ to ∞ (one value says nothing of the spread)', () => {
    const stats = new RunningStats();
    expect(stats.mean).toBeNaN();
    expect(stats.variance).toBe(0);
    stats.push(3);
    expect(stats.count).toBe(1);
    expect(stats.mean).toBe(3);
    expect(stats.variance).toBe(0);
    expect(stats.interval()).toEqual({ low: -Infinity, high: Infinity });
  });

  it('two values 1 and 3: mean 2, variance 2', () => {
    const stats = new RunningStats();
    stats.push(1);
    stats.push(3);
    expect(stats.mean).toBe(2);
    expect(stats.variance).toBe(2);
  });
});
