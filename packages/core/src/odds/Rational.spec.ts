import { describe, expect, it } from 'vitest';
import { binomial, Rational } from './Rational.js';

const parts = (r: Rational) => [r.num, r.den];

describe('Rational: exact fractions in lowest terms, denominator positive', () => {
  it('reduces 6/4 to 3/2, and moves the sign of -6/-4, 2/-4 and -6/4 to the numerator', () => {
    expect(parts(new Rational(6n, 4n))).toEqual([3n, 2n]);
    expect(parts(new Rational(-6n, -4n))).toEqual([3n, 2n]);
    expect(parts(new Rational(2n, -4n))).toEqual([-1n, 2n]);
    expect(parts(new Rational(-6n, 4n))).toEqual([-3n, 2n]);
    expect(parts(new Rational(0n, 5n))).toEqual([0n, 1n]);
  });

  it('refuses a zero denominator', () => {
    expect(() => new Rational(1n, 0n)).toThrow(new RangeError('zero denominator'));
  });

  it('adds, subtracts, multiplies and divides: 3/4 + 1/6 = 11/12, 3/4 - 1/6 = 7/12, 2/3 * 3/4 = 1/2, 2/3 / 4/5 = 5/6', () => {
    expect(Rational.of(3, 4).add(Rational.of(1, 6)).toString()).toBe('11/12');
    expect(Rational.of(1, 4).add(Rational.of(1, 4)).toString()).toBe('1/2');
    expect(Rational.of(3, 4).sub(Rational.of(1, 6)).toString()).toBe('7/12');
    expect(Rational.of(1, 6).sub(Rational.of(3, 4)).toString()).toBe('-7/12');
    expect(Rational.of(2, 3).mul(Rational.of(3, 4)).toString()).toBe('1/2');
    expect(Rational.of(2, 3).div(Rational.of(4, 5)).toString()).toBe('5/6');
  });

  it('compares: 1/3 < 1/2, 1/2 > 1/3, 2/4 = 1/2, -1/2 < 1/3', () => {
    expect(Rational.of(1, 3).compare(Rational.of(1, 2))).toBe(-1);
    expect(Rational.of(1, 2).compare(Rational.of(1, 3))).toBe(1);
    expect(Rational.of(2, 4).compare(Rational.of(1, 2))).toBe(0);
    expect(Rational.of(-1, 2).compare(Rational.of(1, 3))).toBe(-1);
    expect(Rational.of(1, 3).compare(Rational.of(-1, 2))).toBe(1);
  });

  it('is equal only with the same numerator and denominator: 1/2 is not 1/3 nor 3/2', () => {
    expect(Rational.of(2, 4).equals(Rational.of(1, 2))).toBe(true);
    expect(Rational.of(1, 2).equals(Rational.of(1, 3))).toBe(false);
    expect(Rational.of(1, 2).equals(Rational.of(3, 2))).toBe(false);
  });

  it('knows zero', () => {
    expect(Rational.ZERO.isZero()).toBe(true);
    expect(Rational.of(0, 7).isZero()).toBe(true);
    expect(Rational.of(1, 7).isZero()).toBe(false);
  });

  it('prints as the nearest double, even past the range of doubles: 2^30 is 2^30, 2^1999/2^2000 is 1/2', () => {
    expect(Rational.of(2 ** 30).toNumber()).toBe(2 ** 30);
    expect(Rational.of(91, 216).toNumber()).toBeCloseTo(91 / 216, 15);
    expect(new Rational(2n ** 1999n + 1n, 2n ** 2000n).toNumber()).toBe(0.5);
  });

  it('prints num/den, or the integer alone', () => {
    expect(Rational.of(91, 216).toString()).toBe('91/216');
    expect(Rational.of(-14, 2).toString()).toBe('-7');
  });

  it('parses "91/216", "-3/4", "12", "1/16" and " 5/10 " (trimmed, reduced)', () => {
    expect(parts(Rational.parse('91/216'))).toEqual([91n, 216n]);
    expect(parts(Rational.parse('-3/4'))).toEqual([-3n, 4n]);
    expect(parts(Rational.parse('12'))).toEqual([12n, 1n]);
    expect(parts(Rational.parse('1/16'))).toEqual([1n, 16n]);
    expect(parts(Rational.parse(' 5/10 '))).toEqual([1n, 2n]);
  });

  it.each(['a1/2', '1/2a', '1/', '/2', '1.5', 'x', '', '--1', '1/-2'])('refuses to parse "%s"', (text) => {
    expect(() => Rational.parse(text)).toThrow(new RangeError(`not a fraction: ${text}`));
  });
});

describe('binomial: n choose k', () => {
  it('C(5,2) = 10, C(6,4) = C(6,2) = 15, C(10,0) = C(10,10) = 1', () => {
    expect(binomial(5, 2)).toBe(10n);
    expect(binomial(6, 4)).toBe(15n);
    expect(binomial(6, 2)).toBe(15n);
    expect(binomial(10, 0)).toBe(1n);
    expect(binomial(10, 10)).toBe(1n);
  });

  it('is 0 for k under 0 or over n', () => {
    expect(binomial(5, -1)).toBe(0n);
    expect(binomial(5, 6)).toBe(0n);
  });
});
