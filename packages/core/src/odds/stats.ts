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

  /** Sample variance. */
  get variance(): number {
    return this.count > 1 ? this.s / (this.count - 1) : 0;
  }

  /** 95% interval of the mean (normal approximation). */
  interval(z = Z95): Interval {
    const half = z * Math.sqrt(this.variance / Math.max(1, this.count));
    return { low: this.mean - half, high: this.mean + half };
  }
}
