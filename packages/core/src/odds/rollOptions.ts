import { binomial, Rational } from './Rational.js';
import type { RollKind } from '../dice/Roll.js';

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
 * Every possible result of one roll with its exact probability, impossible results left out.
 * Pools are binomial counts, sums a convolution and faces multisets — never sides^count branches.
 */
export function rollOptions(kind: RollKind, count: number, sides: number, target = 0): readonly RollOption[] {
  const key = `${kind}:${count}:${sides}:${target}`;
  let options = cache.get(key);
  if (!options) {
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
      return poolOptions(count, sides, Math.max(0, Math.min(sides, sides - Math.ceil(target) + 1)));
    case 'pool-at-most':
      return poolOptions(count, sides, Math.max(0, Math.min(sides, Math.floor(target))));
    case 'sum':
      return sumOptions(count, sides);
    case 'faces':
      return facesOptions(count, sides);
  }
}

/** Success counts of `count` dice of which `goodFaces` faces each count as a success. */
function poolOptions(count: number, sides: number, goodFaces: number): RollOption[] {
  const good = BigInt(goodFaces);
  const s = BigInt(sides);
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
  // ways[t] = number of ordered throws totalling t (offset by count).
  let ways: bigint[] = [1n];
  for (let die = 0; die < count; die++) {
    const next: bigint[] = new Array<bigint>(ways.length + sides - 1).fill(0n);
    for (let t = 0; t < ways.length; t++) {
      const w = ways[t]!;
      if (w === 0n) continue;
      for (let f = 0; f < sides; f++) next[t + f] = next[t + f]! + w;
    }
    ways = next;
  }
  const den = BigInt(sides) ** BigInt(count);
  return ways.map((w, t) => ({ value: t + count, probability: new Rational(w, den) }));
}

const MAX_FACE_MULTISETS = 200_000;

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
