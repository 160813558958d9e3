import { describe, expect, it } from 'vitest';

// Rational.ZERO and Rational.ONE are built when Rational.ts loads, so a constructor that refused every denominator
// (or every non-zero one) would fail the import itself, which a test runner reports as a file that did not load,
// not as a failed test. This file imports nothing of the module at its top, so the import is made inside the test.
describe('Rational.ts loads', () => {
  it('0 and 1 are fractions; the constructor refuses only a zero denominator', async () => {
    const { Rational } = await import('./Rational.js');
    expect([Rational.ZERO.num, Rational.ZERO.den]).toEqual([0n, 1n]);
    expect([Rational.ONE.num, Rational.ONE.den]).toEqual([1n, 1n]);
    expect(new Rational(3n, 1n).toString()).toBe('3');
    expect(() => new Rational(1n, 0n)).toThrow(new RangeError('zero denominator'));
  });
});
