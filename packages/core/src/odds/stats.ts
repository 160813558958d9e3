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
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
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

/** t(0.975, df) for df 1 to 30 (R's qt(0.975, df), 6 decimals). */
const T95_TABLE = [
  12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004, 2.262157, 2.228139, 2.200985,
  2.178813, 2.160369, 2.144787, 2.13145, 2.119905, 2.109816, 2.100922, 2.093024, 2.085963, 2.079614, 2.073873, 2.068658,
  2.063899, 2.059539, 2.055529, 2.051831, 2.048407, 2.04523, 2.042272,
];

/**
 * The two-sided 95% quantile of Student's t with `df` (a whole number of at least 1) degrees of freedom: from the
 * table up to 30, else the Cornish–Fisher expansion around the normal quantile (within 1e-5 of the exact value
 * beyond 30; t(0.975, 100) = 1.983972).
 */
export function t95(df: number): number {
  if (df <= T95_TABLE.length) return T95_TABLE[df - 1]!;
  const z = Z95;
  const [z3, z5, z7] = [z ** 3, z ** 5, z ** 7];
  return (
    z +
    (z3 + z) / (4 * df) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3)
  );
}
