import { describe, expect, it } from 'vitest';
import { enumerate } from './enumerate.js';
import { monteCarlo } from './monteCarlo.js';
import { exactReport, sampledReport } from './OddsReport.js';

// One d6 as three outcomes: the face (a count), whether it is 4+ (yes/no), and its name (a text).
const d6 = enumerate((dice) => {
  const face = dice.d(6, 'd6');
  return { face, hit: face >= 4, name: face === 6 ? 'six' : 'other' };
});

describe('exactReport', () => {
  it('lists the ordered outcomes first, then the others; probabilities as numbers and fractions; means of numbers and yes/no', () => {
    const report = exactReport({ ruleset: 'dice', mechanic: 'd6', params: { sides: 6 }, order: ['name', 'hit'] }, d6);
    expect(Object.keys(report.outcomes)).toEqual(['name', 'hit', 'face']);
    expect(report).toEqual({
      ruleset: 'dice',
      mechanic: 'd6',
      method: 'exact',
      params: { sides: 6 },
      outcomes: {
        name: { other: 5 / 6, six: 1 / 6 },
        hit: { false: 0.5, true: 0.5 },
        face: { 1: 1 / 6, 2: 1 / 6, 3: 1 / 6, 4: 1 / 6, 5: 1 / 6, 6: 1 / 6 },
      },
      exact: {
        name: { other: '5/6', six: '1/6' },
        hit: { false: '1/2', true: '1/2' },
        face: { 1: '1/6', 2: '1/6', 3: '1/6', 4: '1/6', 5: '1/6', 6: '1/6' },
      },
      means: { hit: 0.5, face: 3.5 },
      exactMeans: { hit: '1/2', face: '7/2' },
    });
  });

  it('without an order, keeps the outcomes in the order the mechanic reports them; an unknown name in the order is skipped', () => {
    expect(Object.keys(exactReport({ ruleset: 'dice', mechanic: 'd6', params: {} }, d6).outcomes)).toEqual([
      'face',
      'hit',
      'name',
    ]);
    const report = exactReport({ ruleset: 'dice', mechanic: 'd6', params: {}, order: ['missing', 'hit'] }, d6);
    expect(Object.keys(report.outcomes)).toEqual(['hit', 'face', 'name']);
  });
});

describe('sampledReport', () => {
  it('gives shares, Wilson intervals and means, with the trials and seed', () => {
    let t = 0;
    const result = monteCarlo(() => ({ n: t % 2 === 0 ? 1 : 3, name: t++ % 4 === 0 ? 'a' : 'b' }), {
      trials: 8,
      seed: 'report',
    });
    const report = sampledReport({ ruleset: 'dice', mechanic: 'x', params: { dice: 2 }, order: ['name'] }, result);
    const n = result.marginal('n')!;
    const name = result.marginal('name')!;
    expect(Object.keys(report.outcomes)).toEqual(['name', 'n']);
    expect(report).toEqual({
      ruleset: 'dice',
      mechanic: 'x',
      method: 'monte-carlo',
      trials: 8,
      seed: 'report',
      params: { dice: 2 },
      outcomes: { name: { a: 0.25, b: 0.75 }, n: { 1: 0.5, 3: 0.5 } },
      intervals: {
        name: {
          a: [name.entries[0]!.interval.low, name.entries[0]!.interval.high],
          b: [name.entries[1]!.interval.low, name.entries[1]!.interval.high],
        },
        n: {
          1: [n.entries[0]!.interval.low, n.entries[0]!.interval.high],
          3: [n.entries[1]!.interval.low, n.entries[1]!.interval.high],
        },
      },
      means: { n: 2 },
      // 1, 3, 1, 3, ...: s² = 8/7, so 2 ± t(0.975, 7) √(8/7/8) = 2 ± 2.364624 · 0.377964 = 2 ± 0.893744.
      meanIntervals: { n: [n.mean!.interval.low, n.mean!.interval.high] },
      intervalMethod: { level: 0.95, probabilities: 'wilson-score', means: 'student-t', yesNoMeans: 'wilson-score' },
    });
    expect(report.meanIntervals?.n?.[0]).toBeCloseTo(2 - 0.893744, 5);
    expect(report.intervals?.n?.['1']?.[0]).toBeLessThan(0.5);
  });
});

describe('exactReport, edge cases', () => {
  // A d6 read as the face, or "none" on a 1: the outcome takes a count and a text, so it has no mean.
  const mixed = enumerate((dice) => {
    const face = dice.d(6, 'd6');
    return { kills: face === 1 ? 'none' : face - 1, hit: face >= 4 };
  });

  it('an order naming an outcome the mechanic does not report lists only those it reports', () => {
    const report = exactReport({ ruleset: 'dice', mechanic: 'd6', params: {}, order: ['missing', 'hit'] }, mixed);
    expect(Object.keys(report.outcomes)).toEqual(['hit', 'kills']);
    expect(Object.keys(report.exact ?? {})).toEqual(['hit', 'kills']);
  });

  it('an outcome that is a count on some runs and a text on others has no mean', () => {
    const report = exactReport({ ruleset: 'dice', mechanic: 'd6', params: {} }, mixed);
    expect(report.means).toEqual({ hit: 0.5 });
    expect(report.exact?.kills).toEqual({ 1: '1/6', 2: '1/6', 3: '1/6', 4: '1/6', 5: '1/6', none: '1/6' });
  });
});
