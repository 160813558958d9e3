import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { monteCarlo } from './monteCarlo.js';
import { wilsonInterval } from './stats.js';

describe('monteCarlo', () => {
  it.each([0, -1, 1.5])('refuses %d trials with bad-input on path "trials"', (trials) => {
    let error: unknown;
    try {
      monteCarlo(() => ({ x: 1 }), { trials, seed: 's' });
    } catch (caught) {
      error = caught;
    }
    expect(MusterError.is(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'bad-input',
      message: `trials must be a positive integer, got ${trials}`,
      context: { path: 'trials', expected: 'an integer of at least 1' },
    });
  });

  it('runs exactly the trials asked: one trial is one run', () => {
    let runs = 0;
    const one = monteCarlo(
      () => {
        runs++;
        return { x: 1 };
      },
      { trials: 1, seed: 's' },
    );
    expect(runs).toBe(1);
    expect(one.marginal('x')?.entries).toEqual([{ value: 1, count: 1, proportion: 1, interval: wilsonInterval(1, 1) }]);
  });

  it('tallies each value with its share and Wilson interval, in value order (2 before 10, no before yes)', () => {
    let t = 0;
    const script = [
      { n: 10, ok: true, result: 'rout' },
      { n: 2, ok: false, result: 'hold' },
      { n: 10, ok: true, result: 'flee' },
      { n: 10, ok: false, result: 'hold' },
    ];
    const result = monteCarlo(() => script[t++ % 4]!, { trials: 8, seed: 'tally' });
    expect(result.trials).toBe(8);
    expect(result.seed).toBe('tally');
    expect(result.marginals.map((m) => m.name)).toEqual(['n', 'ok', 'result']);
    expect(result.marginal('n')?.entries).toEqual([
      { value: 2, count: 2, proportion: 0.25, interval: wilsonInterval(2, 8) },
      { value: 10, count: 6, proportion: 0.75, interval: wilsonInterval(6, 8) },
    ]);
    expect(result.marginal('ok')?.entries.map((e) => [e.value, e.count])).toEqual([
      [false, 4],
      [true, 4],
    ]);
    expect(result.marginal('result')?.entries.map((e) => [e.value, e.count])).toEqual([
      ['flee', 2],
      ['hold', 4],
      ['rout', 2],
    ]);
  });

  it('gives a mean (and its interval) to numbers and yes/no outcomes, none to names', () => {
    let t = 0;
    const result = monteCarlo(() => ({ n: t % 2 === 0 ? 1 : 3, ok: t++ % 4 === 0, result: 'hold' }), {
      trials: 8,
      seed: 'means',
    });
    expect(result.marginal('n')?.mean?.value).toBe(2);
    expect(result.marginal('n')?.mean?.interval.low).toBeLessThan(2);
    expect(result.marginal('ok')?.mean?.value).toBeCloseTo(0.25, 12);
    expect(result.marginal('result')).not.toHaveProperty('mean');
    expect(result.marginal('missing')).toBeUndefined();
  });

  it('gives no mean to an outcome some runs did not report', () => {
    let t = 0;
    const result = monteCarlo(() => (t++ % 2 === 0 ? { n: 1, hits: 2 } : { n: 1 }), { trials: 4, seed: 's' });
    expect(result.marginal('hits')?.entries).toEqual([
      { value: 2, count: 2, proportion: 0.5, interval: wilsonInterval(2, 4) },
    ]);
    expect(result.marginal('hits')).not.toHaveProperty('mean');
    expect(result.marginal('n')?.mean?.value).toBe(1);
  });

  it('rolls seeded dice: the same seed gives the same tally, about half of d6 rolls are 4+', () => {
    const run = () => monteCarlo((dice) => ({ hit: dice.d(6, 'x') >= 4 }), { trials: 2000, seed: 'd6' });
    expect(run().marginal('hit')?.entries).toEqual(run().marginal('hit')?.entries);
    expect(run().marginal('hit')?.mean?.value).toBeGreaterThan(0.45);
    expect(run().marginal('hit')?.mean?.value).toBeLessThan(0.55);
  });
});
