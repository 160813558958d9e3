import { describe, expect, it } from 'vitest';
import { MusterError, monteCarlo, parseParams, Rational } from '@muster/core';
import { cell, hitTable } from './hitTable.js';
import { shootingWithSaves } from './shootingWithSaves.js';
import { typedInShot } from './typedInDice.js';

const r = (n: number, d: number) => Rational.of(BigInt(n), BigInt(d));

describe('the custom tool', () => {
  it('gives exact odds worked by hand', () => {
    // 3 dice needing 4+: P(at least one) = 1 - (1/2)^3 = 7/8, mean 3/2.
    const pool = cell({ ...shootingWithSaves, id: 'x' }, 'hits', { dice: 3, hit: 4, save: 7 });
    expect(pool.atLeastOne.equals(r(7, 8))).toBe(true);
    expect(pool.mean.equals(r(3, 2))).toBe(true);
    // A die kills when it hits on 4+ (1/2) and is not saved on 5+ (2/3): 1/3 per die.
    // 2 dice: P(at least one casualty) = 1 - (2/3)^2 = 5/9; mean 2/3.
    const saved = cell(shootingWithSaves, 'casualties', { dice: 2, hit: 4, save: 5 });
    expect(saved.atLeastOne.equals(r(5, 9))).toBe(true);
    expect(saved.mean.equals(r(2, 3))).toBe(true);
  });

  it('agrees with Monte Carlo within its 95% interval', () => {
    const params = parseParams(shootingWithSaves.params, { dice: 4 });
    const mc = monteCarlo((dice) => shootingWithSaves.run(dice, params), { trials: 20_000, seed: 'custom' });
    const exact = cell(shootingWithSaves, 'casualties', { dice: 4 }).mean.toNumber(); // 4/3
    const { low, high } = mc.marginal('casualties')!.mean!.interval;
    expect(exact).toBeCloseTo(4 / 3, 12);
    expect(low).toBeLessThanOrEqual(exact);
    expect(high).toBeGreaterThanOrEqual(exact);
  });

  it('prints a table with one row per dice count', () => {
    const table = hitTable(3).trim().split('\n');
    expect(table).toHaveLength(5);
    expect(table[4]).toBe('| 3 | 87.5% | 1.50 | 70.4% | 1.00 |'); // 1 - (2/3)^3 = 19/27
  });

  it('resolves typed-in dice with the same mechanic and refuses impossible faces', () => {
    const shot = typedInShot([6, 4, 2, 5, 1], { dice: 3 });
    expect(shot.outcome).toEqual({ hits: 2, casualties: 1 });
    expect(shot.rolls).toEqual([
      'shooting: 3d6 needing 4+ → 2 [6 4 2]',
      'saves against the hits: 2d6 needing 5+ → 1 [5 1]',
    ]);
    let error: unknown;
    try {
      typedInShot([7, 1, 1], { dice: 3 });
    } catch (e) {
      error = e;
    }
    expect(MusterError.is(error) && error.code).toBe('bad-dice');
  });
});
