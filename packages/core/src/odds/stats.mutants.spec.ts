// Killers of the odds audit's Stryker survivors (docs/mutation/core-odds.md): the last term of t95's Cornish–Fisher
// expansion (stats.ts, `- 15 * z`), and monteCarlo's test that an outcome is a yes/no (every value, not some).
import { describe, expect, it } from 'vitest';
import { monteCarlo } from './monteCarlo.js';
import { RunningStats, t95 } from './stats.js';

describe('t95 beyond the table: the expansion to its fourth term', () => {
  it('31 degrees of freedom: 2.0395117 (the exact quantile is 2.0395134; with + 15z the term would give 2.0395168)', () => {
    // z + (z³ + z)/124 + (5z⁵ + 16z³ + 3z)/92,256 + (3z⁷ + 19z⁵ + 17z³ − 15z)/11,439,744, z = 1.959964.
    expect(t95(31)).toBeCloseTo(2.0395117, 6);
  });
});

describe('monteCarlo: an outcome that is yes/no on some runs and a count on others is a number', () => {
  it('true, 2, true, 2 (true as 1): mean 1.5, s² = 1/3, so Student t: 1.5 ± 3.182446 · √(1/12)', () => {
    let t = 0;
    const mean = monteCarlo(() => ({ v: t++ % 2 === 0 ? true : 2 }), { trials: 4, seed: 's' }).marginal('v')!.mean!;
    const stats = new RunningStats();
    for (const x of [1, 2, 1, 2]) stats.push(x);
    expect(mean.value).toBe(1.5);
    expect(mean.interval).toEqual(stats.interval());
    expect(mean.interval.high).toBeCloseTo(1.5 + 3.182446 * Math.sqrt(1 / 12), 5);
  });
});
