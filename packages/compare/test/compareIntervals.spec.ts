import { SeededDice, wilsonInterval } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { compareMatchup, loadCatalogue, mappingRun, meanWithInterval } from '../src/index.js';
import { mechanicsOf } from './helpers.js';

// `muster compare --trials N`: a sampled column's mean losses is a mean of N trials, so its 95% interval is
// Student's t on the sample standard deviation (n − 1), as every other mean Muster prints; with one trial
// there is no spread to measure and so no interval. The old z · √(population variance / N) was narrower by
// t(0.975, N − 1)/1.96 · √(N/(N − 1)): 1.16 × at N = 10, a zero-width "interval" at N = 1, and the same to
// the fifth decimal at the default 100,000.

const matchup = loadCatalogue().find((m) => m.id === 'musket-volley-close')!;
const mapping = matchup.mappings.find((m) => m.ruleset === 'sword-and-pike')!;

/** The trials a sampled column draws, replayed with the column's own seed. */
function trialsOf(trials: number, seed: string): number[] {
  const { run } = mappingRun(mapping, mechanicsOf);
  const dice = SeededDice.fromSeed(`${seed}/${mapping.ruleset}`, { record: false });
  return Array.from({ length: trials }, () => run(dice).lost ?? 0);
}
const sampled = (trials: number, seed: string) =>
  compareMatchup(matchup, mechanicsOf, { method: 'monte-carlo', trials, seed }).columns.find(
    (c) => c.ruleset === mapping.ruleset,
  )!;

describe('a sampled column: mean losses with a Student-t interval', () => {
  it('10 trials: mean ± t(0.975, 9) · s / √10 of the share lost, cut to [0, 1]', () => {
    const lost = trialsOf(10, 'few');
    expect(new Set(lost).size).toBeGreaterThan(1); // a sample with spread, or the example proves nothing
    const expected = meanWithInterval(
      lost.map((x) => x / mapping.targetSize),
      0,
      1,
    );
    const got = sampled(10, 'few').metrics.losses!;
    expect(got.value).toBeCloseTo(expected.mean, 12);
    expect(got.interval![0]).toBeCloseTo(expected.interval![0], 12);
    expect(got.interval![1]).toBeCloseTo(expected.interval![1], 12);
  });

  it('one trial: no interval for the mean (a chance keeps its Wilson interval of 1 trial)', () => {
    const column = sampled(1, 'one');
    expect(column.metrics.losses!.interval).toBeUndefined();
    expect(column.metrics.losses!.value).toBe(trialsOf(1, 'one')[0]! / mapping.targetSize);
  });

  it('chances keep their Wilson interval of the count', () => {
    const tercios = compareMatchup(matchup, mechanicsOf, {
      method: 'monte-carlo',
      trials: 10,
      seed: 'few',
    }).columns.find((c) => c.ruleset === 'tercios')!;
    const d = tercios.metrics.disorder!;
    const w = wilsonInterval(Math.round(d.value * 10), 10);
    expect(d.interval).toEqual([w.low, w.high]);
  });
});
