import { binomial, Rational } from './Rational.js';
import type { RollKind } from '../dice/Roll.js';
import { MusterError } from '../errors/MusterError.js';

/** One possible result of a roll and its exact probability. */
export interface RollOption {
  /** The value the Dice method returns (a face, a success count, a total). */
  readonly value: number;
  /** For `faces` rolls, the faces (highest first). */
  readonly faces?: readonly number[];
  readonly probability: Rational;
}

const cache = new Map<string, readonly RollOption[]>();

/**
 * Most work one roll's exact distribution may take: its number of results times the bits of its
 * denominator (exact fractions cost about that much to reduce, add and print). 1000d6 pools (1,001
 * results over 2^1000) and 100d20 sums (1,901 results over 432 bits) take about a second with their report;
 * 100d100 and 1000d1000 sums, or 1000d1000 pools, would take minutes to hours and are refused at once.
 */
export const MAX_ROLL_WORK = 2_000_000;

const MAX_FACE_MULTISETS = 200_000;

/** The number of results and the denominator bits of one roll, before computing it. */
function size(kind: RollKind, count: number, sides: number, target: number): { results: number; bits: number } {
  const bits = (n: number) => count * Math.log2(n);
  switch (kind) {
    case 'die':
      return { results: sides, bits: Math.log2(sides) };
    case 'pool':
    case 'pool-at-most': {
      const good = kind === 'pool' ? goodFacesAtLeast(sides, target) : goodFacesAtMost(sides, target);
      const { s } = reduced(good, sides);
      return { results: count + 1, bits: bits(s) };
    }
    case 'sum':
      return { results: count * (sides - 1) + 1, bits: bits(sides) };
    case 'faces': {
      // multisets of `count` faces from `sides`: C(count + sides - 1, count), counted until past the bound
      let multisets = 1;
      for (let i = 1; i <= Math.min(count, sides - 1) && multisets <= MAX_FACE_MULTISETS; i++)
        multisets = (multisets * (Math.max(count, sides - 1) + i)) / i;
      return { results: Math.round(multisets), bits: bits(sides) };
    }
  }
}

/**
 * Refuses, before any work, a roll whose exact distribution is too large to compute in seconds: an
 * `enumeration-limit` MusterError naming the roll (`muster odds` then suggests `--trials`).
 */
export function checkRollSize(
  kind: RollKind,
  count: number,
  sides: number,
  target = 0,
  purpose = `${count}d${sides}`,
): void {
  const { results, bits } = size(kind, count, sides, target);
  const tooMany = kind === 'faces' ? results > MAX_FACE_MULTISETS : results * Math.max(1, bits) > MAX_ROLL_WORK;
  if (tooMany) {
    const what = kind === 'sum' ? 'totals' : kind === 'faces' ? 'combinations of faces' : 'results';
    const roll = purpose === `${count}d${sides}` ? purpose : `${count}d${sides} for "${purpose}"`;
    throw new MusterError(
      'enumeration-limit',
      `${roll} has ${results > 1e6 ? `over ${Math.floor(results / 1e6)} million` : results} ${what} over ${Math.ceil(bits)}-bit fractions: too large to compute exactly in seconds`,
      {
        expected: 'a smaller roll, or sampling (Monte Carlo)',
      },
    );
  }
}

/**
 * Every possible result of one roll with its exact probability, impossible results left out.
 * Pools are binomial counts, sums a convolution and faces multisets — never sides^count branches.
 * A roll too large to compute in seconds is refused first (`checkRollSize`).
 */
export function rollOptions(kind: RollKind, count: number, sides: number, target = 0): readonly RollOption[] {
  const key = `${kind}:${count}:${sides}:${target}`;
  let options = cache.get(key);
  if (!options) {
    checkRollSize(kind, count, sides, target);
    options = compute(kind, count, sides, target);
    if (cache.size > 10_000) cache.clear();
    cache.set(key, options);
  }
  return options;
}

function compute(kind: RollKind, count: number, sides: number, target: number): RollOption[] {
  switch (kind) {
    case 'die':
      return Array.from({ length: sides }, (_, i) => ({ value: i + 1, probability: Rational.of(1, sides) }));
    case 'pool':
      return poolOptions(count, sides, goodFacesAtLeast(sides, target));
    case 'pool-at-most':
      return poolOptions(count, sides, goodFacesAtMost(sides, target));
    case 'sum':
      return sumOptions(count, sides);
    case 'faces':
      return facesOptions(count, sides);
  }
}

const goodFacesAtLeast = (sides: number, target: number) => Math.max(0, Math.min(sides, sides - Math.ceil(target) + 1));
const goodFacesAtMost = (sides: number, ceiling: number) => Math.max(0, Math.min(sides, Math.floor(ceiling)));

function gcdOf(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The chance of one success as a fraction in lowest terms: 3 good faces of 6 is 1/2. */
function reduced(good: number, sides: number): { g: number; s: number } {
  const d = gcdOf(good, sides) || 1;
  return { g: good / d, s: sides / d };
}

/**
 * Success counts of `count` dice of which `goodFaces` faces each count as a success: the binomial
 * C(n,k) p^k (1-p)^(n-k) in closed form, with p in lowest terms so the fractions stay small.
 */
function poolOptions(count: number, sides: number, goodFaces: number): RollOption[] {
  const { g, s: reducedSides } = reduced(goodFaces, sides);
  const good = BigInt(g);
  const s = BigInt(reducedSides);
  const bad = s - good;
  const den = s ** BigInt(count);
  const options: RollOption[] = [];
  for (let k = 0; k <= count; k++) {
    const num = binomial(count, k) * good ** BigInt(k) * bad ** BigInt(count - k);
    if (num !== 0n) options.push({ value: k, probability: new Rational(num, den) });
  }
  return options;
}

function sumOptions(count: number, sides: number): RollOption[] {
  // ways[t] = number of ordered throws totalling t (offset by count): each die convolves with a window of
  // `sides` ones, kept as a running sum so a die costs one pass, not `sides`.
  let ways: bigint[] = [1n];
  for (let die = 0; die < count; die++) {
    const next: bigint[] = new Array<bigint>(ways.length + sides - 1);
    let window = 0n;
    for (let t = 0; t < next.length; t++) {
      if (t < ways.length) window += ways[t]!;
      if (t - sides >= 0) window -= ways[t - sides]!;
      next[t] = window;
    }
    ways = next;
  }
  const den = BigInt(sides) ** BigInt(count);
  return ways.map((w, t) => ({ value: t + count, probability: new Rational(w, den) }));
}

function facesOptions(count: number, sides: number): RollOption[] {
  const options: RollOption[] = [];
  const den = BigInt(sides) ** BigInt(count);
  const factorial = (n: number): bigint => {
    let r = 1n;
    for (let i = 2; i <= n; i++) r *= BigInt(i);
    return r;
  };
  const nFact = factorial(count);
  const faces: number[] = [];
  const walk = (remaining: number, maxFace: number): void => {
    if (options.length > MAX_FACE_MULTISETS) throw new RangeError(`too many outcomes for ${count}d${sides} faces`);
    if (remaining === 0) {
      let denomFact = 1n;
      let run = 1;
      for (let i = 1; i <= faces.length; i++) {
        if (i < faces.length && faces[i] === faces[i - 1]) run++;
        else {
          denomFact *= factorial(run);
          run = 1;
        }
      }
      options.push({ value: count, faces: [...faces], probability: new Rational(nFact / denomFact, den) });
      return;
    }
    for (let f = maxFace; f >= 1; f--) {
      faces.push(f);
      walk(remaining - 1, f);
      faces.pop();
    }
  };
  walk(count, sides);
  return options;
}
