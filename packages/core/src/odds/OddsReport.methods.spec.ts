// The odds audit: what `muster odds --json` says of its numbers. An exact report carries its means as fractions
// (3 dice needing 4+: 3/2; 2d6: 7) and gives no mean to an outcome some runs did not report (as a sampled report
// gives none); a sampled report carries each mean's 95% interval and names its interval methods and level.
import { describe, expect, it } from 'vitest';
import { enumerate } from './enumerate.js';
import { monteCarlo } from './monteCarlo.js';
import { exactReport, sampledReport } from './OddsReport.js';

const header = { ruleset: 'dice', mechanic: 'x', params: {} };

describe('exactReport: exact means', () => {
  it('3 dice needing 4+: mean 3/2; 2d6: mean 7', () => {
    expect(
      exactReport(
        header,
        enumerate((dice) => ({ hits: dice.pool(3, 6, 4, 'x') })),
      ).exactMeans,
    ).toEqual({
      hits: '3/2',
    });
    expect(
      exactReport(
        header,
        enumerate((dice) => ({ total: dice.sum(2, 6, 'x') })),
      ).exactMeans,
    ).toEqual({
      total: '7',
    });
  });

  it('a d6 read as 4+ (yes/no) and as the face over 4: 1/2 and 1/2', () => {
    const report = exactReport(
      header,
      enumerate((dice) => {
        const face = dice.d(6, 'x');
        return { hit: face >= 4, over: Math.max(0, face - 4) };
      }),
    );
    // over: 0 on 1 to 4, then 1 and 2: (1 + 2) / 6 = 1/2.
    expect(report.exactMeans).toEqual({ hit: '1/2', over: '1/2' });
  });

  it('an outcome reported on half the runs has no mean (its probabilities sum to 1/2, not 1)', () => {
    const report = exactReport(
      header,
      enumerate((dice) => {
        const face = dice.d(6, 'x');
        return face >= 4 ? { hit: true, wounds: face - 3 } : { hit: false };
      }),
    );
    expect(report.exact?.wounds).toEqual({ 1: '1/6', 2: '1/6', 3: '1/6' });
    // Before: "mean" 1 = (1 + 2 + 3) / 6, neither the mean over all runs nor over those reporting wounds (2).
    expect(report.means).toEqual({ hit: 0.5 });
    expect(report.exactMeans).toEqual({ hit: '1/2' });
  });
});

describe('sampledReport: intervals of means and the methods named', () => {
  it('names Wilson score for probabilities and yes/no means, Student t for means, at 95%', () => {
    const report = sampledReport(
      header,
      monteCarlo(() => ({ n: 1 }), { trials: 3, seed: 's' }),
    );
    expect(report.intervalMethod).toEqual({
      level: 0.95,
      probabilities: 'wilson-score',
      means: 'student-t',
      yesNoMeans: 'wilson-score',
    });
  });

  it('a mean from one trial has a null interval; a yes/no its Wilson interval; a name none', () => {
    const report = sampledReport(
      header,
      monteCarlo((dice) => ({ hits: dice.pool(3, 6, 4, 'x'), hit: true, name: 'a' }), { trials: 1, seed: 's' }),
    );
    expect(report.meanIntervals?.hits).toBeNull();
    expect(report.meanIntervals?.hit?.[0]).toBeCloseTo(0.206549, 6);
    expect(report.meanIntervals?.hit?.[1]).toBeCloseTo(1, 12);
    expect(Object.keys(report.meanIntervals ?? {})).toEqual(['hits', 'hit']);
  });

  it('the interval of 3 dice needing 4+ over 2 trials is Student t with 1 degree of freedom', () => {
    const result = monteCarlo((dice) => ({ hits: dice.pool(3, 6, 4, 'x') }), { trials: 2, seed: 'two' });
    const report = sampledReport(header, result);
    const [low, high] = report.meanIntervals!.hits!;
    const mean = report.means.hits!;
    expect(low).toBe(result.marginal('hits')!.mean!.interval.low);
    expect(high - mean).toBeCloseTo(mean - low, 9);
    // Two counts a and b: s/√2 = |a − b| / 2, so the half-width is 12.706205 · |a − b| / 2.
    const [a, b] = result.marginal('hits')!.entries.flatMap((e) => Array<number>(e.count).fill(e.value as number));
    expect(high - mean).toBeCloseTo((12.706205 * Math.abs(a! - b!)) / 2, 5);
  });

  it('an exact report has no intervals and no interval method', () => {
    const report = exactReport(
      header,
      enumerate((dice) => ({ hits: dice.pool(3, 6, 4, 'x') })),
    );
    expect(report).not.toHaveProperty('intervalMethod');
    expect(report).not.toHaveProperty('meanIntervals');
  });
});
