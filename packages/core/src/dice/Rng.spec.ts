import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { Rng } from './Rng.js';

describe('Rng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = Rng.fromSeed('alpha');
    const b = Rng.fromSeed('alpha');
    const c = Rng.fromSeed('beta');
    const seqA = Array.from({ length: 50 }, () => a.int(6));
    const seqB = Array.from({ length: 50 }, () => b.int(6));
    const seqC = Array.from({ length: 50 }, () => c.int(6));
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
  });

  it('refuses empty and non-string seeds', () => {
    expect(() => Rng.fromSeed('')).toThrow(MusterError);
    expect(() => Rng.fromSeed(42 as unknown as string)).toThrow(/non-empty string/);
  });

  it('saves its state to JSON and resumes exactly where it was', () => {
    const rng = Rng.fromSeed('resume');
    for (let i = 0; i < 17; i++) rng.int(20);
    const saved = JSON.parse(JSON.stringify(rng.state()));
    const resumed = Rng.fromState(saved);
    const next = Array.from({ length: 100 }, () => rng.int(20));
    expect(Array.from({ length: 100 }, () => resumed.int(20))).toEqual(next);
  });

  it.each([
    ['null', null],
    ['a string', 'abc'],
    ['missing words', { a: 1, b: 2, c: 3 }],
    ['NaN', { a: Number.NaN, b: 2, c: 3, d: 4 }],
    ['fractions', { a: 1.5, b: 2, c: 3, d: 4 }],
    ['out of range', { a: 2 ** 40, b: 2, c: 3, d: 4 }],
    ['extra keys', { a: 1, b: 2, c: 3, d: 4, e: 5 }],
    ['all zeros', { a: 0, b: 0, c: 0, d: 0 }],
  ])('rejects a malformed state (%s) with bad-rng-state', (_label, state) => {
    try {
      Rng.fromState(state);
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(MusterError.is(error)).toBe(true);
      expect((error as MusterError).code).toBe('bad-rng-state');
    }
  });

  it('rolls every face of a d6 and d20 and nothing else, near uniformly', () => {
    const rng = Rng.fromSeed('uniform');
    for (const sides of [6, 20]) {
      const counts = new Array<number>(sides + 1).fill(0);
      const n = 60_000;
      for (let i = 0; i < n; i++) counts[rng.int(sides)]!++;
      expect(counts[0]).toBe(0);
      // Chi-square with sides-1 degrees of freedom; 99.9% critical values: 20.5 (5 df), 43.8 (19 df).
      const expected = n / sides;
      const chi2 = counts.slice(1).reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
      expect(chi2).toBeLessThan(sides === 6 ? 20.5 : 43.8);
    }
  });

  it('is unbiased for a die that does not divide 2^32 (rejection sampling)', () => {
    // With sides = 3 * 2^30 a plain modulo would give faces below 2^30 twice the weight of the rest.
    const rng = Rng.fromSeed('bias');
    const sides = 3 * 2 ** 30;
    let low = 0;
    const n = 30_000;
    for (let i = 0; i < n; i++) if (rng.int(sides) <= 2 ** 30) low++;
    // Unbiased: P(low) = 1/3; modulo bias would make it 1/2.
    expect(low / n).toBeGreaterThan(0.31);
    expect(low / n).toBeLessThan(0.356);
  });
});
