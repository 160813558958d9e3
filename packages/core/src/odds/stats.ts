/** A 95% confidence interval. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for a proportion of `successes` in `trials` (95% by default).
 * Unlike the normal approximation it stays inside [0, 1] and is honest near 0 and 1.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — with no trial, no success is also
  // every success, and the exact edges below give [0, 1] too; kept to say so plainly
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  // The limits at the edges are exactly 0 (no success) and 1 (every trial a success); centre ∓ half would leave
  // rounding there (2.8e-17, 0.9999999999999999) and an interval that misses the rate itself.
  return {
    low: successes <= 0 ? 0 : Math.max(0, centre - half),
    high: successes >= trials ? 1 : Math.min(1, centre + half),
  };
}

/** Running mean and variance (Welford), for means with confidence intervals. */
export class RunningStats {
  count = 0;
  private m = 0;
  private s = 0;

  push(x: number): void {
    this.count++;
    const delta = x - this.m;
    this.m += delta / this.count;
    this.s += delta * (x - this.m);
  }

  get mean(): number {
    return this.count > 0 ? this.m : NaN;
  }

  /** Sample variance (0 for fewer than two values). */
  get variance(): number {
    return this.count > 1 ? this.s / (this.count - 1) : 0;
  }

  /**
   * 95% interval of the mean: Student's t with n − 1 degrees of freedom on the sample variance,
   * mean ± t(0.975, n − 1) · s / √n, so a handful of trials gets the wide interval it deserves (at 2 trials
   * t is 12.71, not 1.96). With fewer than two values the spread is unknown: the whole line, −∞ to ∞.
   * An explicit `z` gives the normal-approximation interval mean ± z · s / √n instead.
   */
  interval(z?: number): Interval {
    if (z === undefined && this.count < 2) return { low: -Infinity, high: Infinity };
    const half = (z ?? t95(this.count - 1)) * Math.sqrt(this.variance / Math.max(1, this.count));
    return { low: this.mean - half, high: this.mean + half };
  }
}

/** t(0.975, df) for df 1 to 30 (scipy 1.17's t.ppf(0.975, df), 9 decimals; R's qt(0.975, df) agrees). */
const T95_TABLE = [
  12.706204736, 4.30265273, 3.182446305, 2.776445105, 2.570581836, 2.446911851, 2.364624252, 2.306004135, 2.262157163,
  2.228138852, 2.20098516, 2.17881283, 2.160368656, 2.144786688, 2.131449546, 2.119905299, 2.109815578, 2.10092204,
  2.093024054, 2.085963447, 2.079613845, 2.073873068, 2.06865761, 2.063898562, 2.059538553, 2.055529439, 2.051830516,
  2.048407142, 2.045229642, 2.042272456,
];

/**
 * The two-sided 95% quantile of Student's t with `df` degrees of freedom, any real df of at least 1 (a Welch
 * interval's df is fractional): from the table at whole df up to 30; between two whole df below 30, the logarithm
 * of the quantile interpolated linearly in 1/df, which is never below the exact quantile (the interval comes out a
 * little wider, never narrower) and within 3% of it between 1 and 2 df, 0.5% from 2 on (checked against scipy's
 * t.ppf); beyond 30 the Cornish–Fisher expansion around the normal quantile (within 1e-5 of the exact value;
 * t(0.975, 100) = 1.983972). Other df are refused (a RangeError): fewer than two values measure no spread.
 *
 * @example
 * t95(4); // 2.776445
 * t95(4.5); // 2.6601 (scipy: t(0.975, 4.5) = 2.6589)
 */
export function t95(df: number): number {
  if (!(df >= 1)) throw new RangeError(`t95: degrees of freedom must be at least 1, got ${df}`);
  if (df <= T95_TABLE.length) {
    const whole = Math.floor(df);
    const at = T95_TABLE[whole - 1]!;
    if (whole === df) return at;
    // Below 30, so the next whole df is in the table too.
    const next = T95_TABLE[whole]!;
    const f = (1 / df - 1 / (whole + 1)) / (1 / whole - 1 / (whole + 1));
    return Math.exp(Math.log(next) + f * (Math.log(at) - Math.log(next)));
  }
  const z = Z95;
  const [z3, z5, z7] = [z ** 3, z ** 5, z ** 7];
  return (
    z +
    (z3 + z) / (4 * df) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3)
  );
}
