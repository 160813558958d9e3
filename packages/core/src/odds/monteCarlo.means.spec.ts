// The odds audit: the interval on a sampled mean. A yes/no's mean is its share of yes, so its interval is the
// Wilson score interval of that share, not a normal interval that shrinks to [1, 1] when every run said yes; a
// number's is Student's t (stats.student.spec.ts), the whole line from one trial.
import { describe, expect, it } from 'vitest';
import { monteCarlo } from './monteCarlo.js';
import { wilsonInterval } from './stats.js';

describe('monteCarlo: the interval of a yes/no mean is Wilson', () => {
  it('yes in all 10 runs: mean 1, interval 0.722467 to 1 (the normal one was 1 to 1)', () => {
    const result = monteCarlo(() => ({ hit: true }), { trials: 10, seed: 's' });
    const mean = result.marginal('hit')!.mean!;
    expect(mean.value).toBe(1);
    // Wilson, n = 10, p = 1: (1 + z²/20 − z²/20) / (1 + z²/10) = 1 / 1.384146 = 0.722467.
    expect(mean.interval.low).toBeCloseTo(0.722467, 6);
    expect(mean.interval.high).toBeCloseTo(1, 12);
  });

  it('no in all 10 runs: mean 0, interval 0 to 0.277533', () => {
    const mean = monteCarlo(() => ({ hit: false }), { trials: 10, seed: 's' }).marginal('hit')!.mean!;
    expect(mean.value).toBe(0);
    expect(mean.interval.low).toBe(0);
    expect(mean.interval.high).toBeCloseTo(0.277533, 6);
  });

  it('one run, yes: 0.206549 to 1, not the whole line', () => {
    const mean = monteCarlo(() => ({ hit: true }), { trials: 1, seed: 's' }).marginal('hit')!.mean!;
    expect(mean.interval.low).toBeCloseTo(0.206549, 6);
    expect(mean.interval.high).toBeCloseTo(1, 12);
  });

  it('2 yes of 8: the Wilson interval of 2 of 8, the same as the share of yes', () => {
    let t = 0;
    const result = monteCarlo(() => ({ ok: t++ % 4 === 0 }), { trials: 8, seed: 's' });
    expect(result.marginal('ok')!.mean!.interval).toEqual(wilsonInterval(2, 8));
    expect(result.marginal('ok')!.entries[1]!.interval).toEqual(wilsonInterval(2, 8));
  });

  it('a count that is sometimes 0 and 1 is a number, not a yes/no: Student t', () => {
    let t = 0;
    const mean = monteCarlo(() => ({ n: t++ % 2 }), { trials: 4, seed: 's' }).marginal('n')!.mean!;
    // 0, 1, 0, 1: s² = 1/3, 0.5 ± t(0.975, 3) √(1/12) = 0.5 ± 3.182446 · 0.288675 = 0.5 ± 0.918693.
    expect(mean.interval.low).toBeCloseTo(0.5 - 0.918693, 6);
    expect(mean.interval.high).toBeCloseTo(0.5 + 0.918693, 6);
  });

  it('a number from one run: the whole line', () => {
    const mean = monteCarlo((dice) => ({ hits: dice.pool(3, 6, 4, 'x') }), { trials: 1, seed: 's' }).marginal(
      'hits',
    )!.mean!;
    expect(mean.interval).toEqual({ low: -Infinity, high: Infinity });
  });

  it('3 dice needing 4+, 4,000 runs: symmetric about the mean, about t(0.975, 3999) · √(3/4 / 4000) = 0.0268 wide', () => {
    const mean = monteCarlo((dice) => ({ hits: dice.pool(3, 6, 4, 'x') }), { trials: 4000, seed: 'pool' }).marginal(
      'hits',
    )!.mean!;
    expect(mean.interval.high - mean.value).toBeCloseTo(mean.value - mean.interval.low, 12);
    // Binomial(3, 1/2) variance 3/4: half-width about 1.9606 · 0.013693 = 0.026846.
    expect((mean.interval.high - mean.interval.low) / 2).toBeCloseTo(0.0268, 3);
  });
});
