/** The greatest common divisor of `a` and a positive `b` (the constructor's denominator). */
function gcd(a: bigint, b: bigint): bigint {
  // Stryker disable next-line EqualityOperator: equivalent — -0n is 0n
  if (a < 0n) a = -a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * An exact fraction of BigInts, always in lowest terms with a positive denominator.
 * Probabilities stay exact until they are printed, so "sums to exactly 1" is a real check.
 */
export class Rational {
  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den = 1n) {
    if (den === 0n) throw new RangeError('zero denominator');
    // Stryker disable next-line EqualityOperator: equivalent — a zero denominator has thrown on the line before
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num, den);
    this.num = num / g;
    this.den = den / g;
  }

  static of(num: number | bigint, den: number | bigint = 1n): Rational {
    return new Rational(BigInt(num), BigInt(den));
  }

  add(other: Rational): Rational {
    // Stryker disable next-line ConditionalExpression: equivalent — a shortcut; the general sum reduces to the same fraction
    if (this.den === other.den) return new Rational(this.num + other.num, this.den);
    return new Rational(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Rational): Rational {
    return this.add(new Rational(-other.num, other.den));
  }

  mul(other: Rational): Rational {
    return new Rational(this.num * other.num, this.den * other.den);
  }

  div(other: Rational): Rational {
    return new Rational(this.num * other.den, this.den * other.num);
  }

  equals(other: Rational): boolean {
    return this.num === other.num && this.den === other.den;
  }

  compare(other: Rational): number {
    const diff = this.num * other.den - other.num * this.den;
    return diff < 0n ? -1 : diff > 0n ? 1 : 0;
  }

  isZero(): boolean {
    return this.num === 0n;
  }

  /** The nearest double; only for printing and charts. */
  toNumber(): number {
    // Scale down huge operands so Number() keeps precision.
    const shift = BigInt(Math.max(0, this.den.toString(2).length - 1000));
    return Number(this.num >> shift) / Number(this.den >> shift);
  }

  /** `num/den`, e.g. `91/216`. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /** Parses `num/den` or an integer. */
  static parse(text: string): Rational {
    const match = /^(-?\d+)(?:\/(\d+))?$/.exec(text.trim());
    if (!match) throw new RangeError(`not a fraction: ${text}`);
    // Stryker disable next-line StringLiteral: equivalent — the group `(-?\d+)` always matches when the expression does
    const num = BigInt(match[1] ?? '0');
    return new Rational(num, BigInt(match[2] ?? '1'));
  }
}

/** n choose k as a BigInt. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  // Stryker disable next-line MethodExpression,ArithmeticOperator: equivalent — C(n, k) = C(n, n - k): only the loop's length changes
  k = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}
