import { t95 } from '../losses/summariseLosses.js';

/** A difference (variant b minus variant a) with its 95% interval; low and high are null with fewer than two pairs. */
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
 * {@link unpairedDifference} of the same numbers.
 *
 * @example
 * pairedDifference([1, 2, 3], [2, 4, 3]); // d = 1, 2, 0: { value: 1, low: 1 − 4.303·1/√3, high: 1 + 4.303·1/√3 }
 */
export function pairedDifference(a: readonly number[], b: readonly number[]): Difference {
  if (a.length !== b.length)
    throw new RangeError(`pairedDifference: ${a.length} values under a but ${b.length} under b`);
  const n = a.length;
  if (n === 0) return { value: 0, low: null, high: null };
  const d = a.map((x, i) => b[i]! - x);
  const m = mean(d);
  if (n < 2) return { value: m, low: null, high: null };
  const half = t95(n - 1) * Math.sqrt(variance(d, m) / n);
  return { value: m, low: m - half, high: m + half };
}

/**
 * The same difference of means as if the two samples were independent batches (what two separate
 * `simulate` runs would give): mean(b) − mean(a) ± t(0.975, n_a + n_b − 2) · √(s_a²/n_a + s_b²/n_b).
 * Reported beside {@link pairedDifference} to show what the pairing buys.
 */
export function unpairedDifference(a: readonly number[], b: readonly number[]): Difference {
  if (a.length === 0 || b.length === 0) return { value: 0, low: null, high: null };
  const value = mean(b) - mean(a);
  if (a.length < 2 || b.length < 2) return { value, low: null, high: null };
  const half =
    t95(a.length + b.length - 2) * Math.sqrt(variance(a, mean(a)) / a.length + variance(b, mean(b)) / b.length);
  return { value, low: value - half, high: value + half };
}
