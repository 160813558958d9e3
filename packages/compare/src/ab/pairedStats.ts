import { t95, wilsonInterval } from '@muster/core';
import { meanWithInterval } from '../losses/summariseLosses.js';

/** A difference (variant b minus variant a) with its 95% interval; low and high are null when the sample gives none. */
export interface Difference {
  readonly value: number;
  readonly low: number | null;
  readonly high: number | null;
}

/** `num / den` as a double, for BigInts too large for one (the ratio keeps ~53 bits of precision). */
function ratio(num: bigint, den: bigint): number {
  const shift = Math.max(0, den.toString(2).length - 1000);
  return Number(num >> BigInt(shift)) / Number(den >> BigInt(shift));
}

/**
 * The exact McNemar test: the two-sided exact binomial test of the discordant pairs `n10` (an event under
 * variant a only) against `n01` (under b only), with p = 1/2 under the null hypothesis that the variant
 * makes no difference. p = min(1, 2 · P(X ≤ min(n10, n01))) for X ~ Bin(n10 + n01, 1/2), summed exactly in
 * BigInt; 1 when there are no discordant pairs. The cost grows with the square of the discordant pairs
 * (about half a second for 100,000 of them); the result is a double, so below about 1e-300 it reads 0.
 *
 * @example
 * mcnemarExact(8, 2); // 2 · (1 + 10 + 45) / 1024 = 0.109375
 */
export function mcnemarExact(n10: number, n01: number): number {
  for (const n of [n10, n01])
    if (!Number.isSafeInteger(n) || n < 0)
      throw new RangeError(`mcnemarExact: counts must be whole numbers >= 0, got ${n10} and ${n01}`);
  const n = n10 + n01;
  if (n === 0) return 1;
  const k = Math.min(n10, n01);
  let term = 1n; // C(n, 0)
  let tail = 1n;
  for (let i = 1; i <= k; i++) {
    term = (term * BigInt(n - i + 1)) / BigInt(i);
    tail += term;
  }
  const p = ratio(2n * tail, 1n << BigInt(n));
  return Math.min(1, p);
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const variance = (xs: readonly number[], m: number): number =>
  xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);

/**
 * The mean of paired differences d_i = b_i − a_i (battle i under variant b minus the same battle under a)
 * with its 95% Student-t interval: mean ± t(0.975, n−1) · s_d / √n. Pairing removes what the two battles
 * share (the seed, the scenario, the dice both draw alike) from s_d, which is what makes it narrower than
 * {@link unpairedDifference} of the same numbers. `range` clamps the interval to the values the difference
 * can take ([−1, 1] for a difference of two rates or shares). With no spread in d (every pair alike, e.g.
 * no battle changed winner) the interval has zero width: the t (Wald) interval's known failure for 0/±1
 * data, which {@link pairedProportionDifference} does not share.
 *
 * @example
 * pairedDifference([1, 2, 3], [2, 4, 3]); // d = 1, 2, 0: { value: 1, low: 1 − 4.303·1/√3, high: 1 + 4.303·1/√3 }
 */
export function pairedDifference(
  a: readonly number[],
  b: readonly number[],
  range: readonly [number, number] = [-Infinity, Infinity],
): Difference {
  if (a.length !== b.length)
    throw new RangeError(`pairedDifference: ${a.length} values under a but ${b.length} under b`);
  // The mean of the differences with its Student-t interval, clamped to `range`: what meanWithInterval gives.
  const { mean: value, interval } = meanWithInterval(
    a.map((x, i) => b[i]! - x),
    range[0],
    range[1],
  );
  return { value, low: interval?.[0] ?? null, high: interval?.[1] ?? null };
}

/**
 * The Welch–Satterthwaite degrees of freedom of the difference of two independent means with unequal
 * variances: ν = (s_a²/n_a + s_b²/n_b)² / ((s_a²/n_a)²/(n_a − 1) + (s_b²/n_b)²/(n_b − 1)) (Welch 1947,
 * Satterthwaite 1946; what `scipy.stats.ttest_ind(..., equal_var=False)` and R's `t.test` use). It lies
 * between min(n_a, n_b) − 1 and n_a + n_b − 2; with equal sizes n it reaches 2n − 2 only when the two
 * variances are equal, and falls to n − 1 when one sample has no spread. NaN when both samples have no spread (then the standard error is 0 and no quantile is needed).
 *
 * @example
 * welchDf([0, 0, 0, 0, 0], [0, 1, 0, 1, 1]); // s_a² = 0, s_b²/5 = 0.06: 0.06² / (0.06²/4) = 4
 */
export function welchDf(a: readonly number[], b: readonly number[]): number {
  const va = variance(a, mean(a)) / a.length;
  const vb = variance(b, mean(b)) / b.length;
  return (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
}

/**
 * The same difference of means as if the two samples were independent batches (what two separate
 * `simulate` runs would give): Welch's interval mean(b) − mean(a) ± t(0.975, ν) · √(s_a²/n_a + s_b²/n_b),
 * with ν the Welch–Satterthwaite degrees of freedom ({@link welchDf}; earlier versions used n_a + n_b − 2,
 * which belongs to the pooled-variance standard error, not this one, and gave too narrow an interval when
 * the variances differ). Reported beside {@link pairedDifference} to show what the pairing buys; `range`
 * clamps as there.
 *
 * @example
 * unpairedDifference([0, 0, 0, 0, 0], [0, 1, 0, 1, 1]); // 0.6 ± t(0.975, 4) · √(0.3/5) = [−0.0801, 1.2801]
 */
export function unpairedDifference(
  a: readonly number[],
  b: readonly number[],
  range: readonly [number, number] = [-Infinity, Infinity],
): Difference {
  if (a.length === 0 || b.length === 0) return { value: 0, low: null, high: null };
  const value = mean(b) - mean(a);
  if (a.length < 2 || b.length < 2) return { value, low: null, high: null };
  const se = Math.sqrt(variance(a, mean(a)) / a.length + variance(b, mean(b)) / b.length);
  return clamp(value, se === 0 ? 0 : t95(welchDf(a, b)) * se, range);
}

const clamp = (value: number, half: number, [lo, hi]: readonly [number, number]): Difference => ({
  value,
  low: Math.max(lo, value - half),
  high: Math.min(hi, value + half),
});

/**
 * The difference of two paired rates, b − a, of 0/1 outcomes (battle i won under a: a_i; under b: b_i),
 * with Newcombe's hybrid score interval for paired proportions (Newcombe 1998, "Improved confidence
 * intervals for the difference between binomial proportions based on paired data", Stat. Med. 17:2635,
 * method 10): the 95% Wilson intervals [l_b, u_b] and [l_a, u_a] of the two rates, joined with the
 * continuity-corrected correlation φ of the pairs:
 * low = D − √((p_b − l_b)² − 2φ(p_b − l_b)(u_a − p_a) + (u_a − p_a)²),
 * high = D + √((p_a − l_a)² − 2φ(p_a − l_a)(u_b − p_b) + (u_b − p_b)²),
 * with φ = C / √((r+s)(t+u)(r+t)(s+u)) for r both, s b only, t a only, u neither, and C = ru − st − n/2
 * when ru − st > n/2, ru − st when it is negative, else 0 (φ = 0 when a margin is empty). Unlike the
 * Student-t interval of the 0/±1 differences it stays inside [−1, 1] and keeps its width when no pair is
 * discordant. Null low and high with no pairs.
 *
 * @example
 * pairedProportionDifference([1, 1, 1, 1, 1, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 0, 0, 0, 0, 0]); // 0 (−0.1666 to 0.1666)
 */
export function pairedProportionDifference(a: readonly number[], b: readonly number[]): Difference {
  if (a.length !== b.length)
    throw new RangeError(`pairedProportionDifference: ${a.length} values under a but ${b.length} under b`);
  const n = a.length;
  if (n === 0) return { value: 0, low: null, high: null };
  let [r, s, t, u] = [0, 0, 0, 0];
  a.forEach((x, i) => {
    if (x === 1 && b[i] === 1) r++;
    else if (b[i] === 1) s++;
    else if (x === 1) t++;
    else u++;
  });
  const [pb, pa] = [(r + s) / n, (r + t) / n];
  const [wb, wa] = [wilsonInterval(r + s, n), wilsonInterval(r + t, n)];
  const margins = (r + s) * (t + u) * (r + t) * (s + u);
  const cross = r * u - s * t;
  const c = cross > n / 2 ? cross - n / 2 : cross < 0 ? cross : 0;
  const phi = margins === 0 ? 0 : c / Math.sqrt(margins);
  const spread = (x: number, y: number) => Math.sqrt(Math.max(0, x * x - 2 * phi * x * y + y * y));
  const value = pb - pa;
  return {
    value,
    low: Math.max(-1, value - spread(pb - wb.low, wa.high - pa)),
    high: Math.min(1, value + spread(pa - wa.low, wb.high - pb)),
  };
}
