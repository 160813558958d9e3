import { Rational } from './Rational.js';
import { compareValues, outcomeKey, type Outcome, type OutcomeValue } from './Outcome.js';

/** One outcome and its exact probability. */
export interface WeightedOutcome<T extends Outcome = Outcome> {
  readonly outcome: T;
  readonly probability: Rational;
}

/** The distribution of one named outcome: each value with its probability, values in ascending order. */
export interface Marginal {
  readonly name: string;
  readonly entries: readonly { readonly value: OutcomeValue; readonly probability: Rational }[];
}

/**
 * An exact joint distribution of a mechanic's outcomes. Equal outcomes are merged; probabilities are
 * {@link Rational}s, so the total is exactly 1.
 */
export class Distribution<T extends Outcome = Outcome> {
  private readonly byKey = new Map<string, { outcome: T; probability: Rational }>();

  /** Adds `probability` to `outcome` (merging with an equal outcome already present). */
  add(outcome: T, probability: Rational): void {
    if (probability.isZero()) return;
    const key = outcomeKey(outcome);
    const existing = this.byKey.get(key);
    if (existing) existing.probability = existing.probability.add(probability);
    else this.byKey.set(key, { outcome, probability });
  }

  /** Every distinct outcome with its probability. */
  get outcomes(): WeightedOutcome<T>[] {
    return [...this.byKey.values()];
  }

  /** The sum of all probabilities (exactly 1 for a complete enumeration). */
  total(): Rational {
    let sum = Rational.ZERO;
    for (const entry of this.byKey.values()) sum = sum.add(entry.probability);
    return sum;
  }

  /** The names of the outcomes reported (union over all outcomes). */
  names(): string[] {
    const names = new Set<string>();
    for (const { outcome } of this.byKey.values()) for (const k of Object.keys(outcome)) names.add(k);
    return [...names];
  }

  /** The distribution of one named outcome. */
  marginal(name: string): Marginal {
    const byValue = new Map<string, { value: OutcomeValue; probability: Rational }>();
    for (const { outcome, probability } of this.byKey.values()) {
      const value = outcome[name];
      if (value === undefined) continue;
      const key = `${typeof value}:${String(value)}`;
      const entry = byValue.get(key);
      if (entry) entry.probability = entry.probability.add(probability);
      else byValue.set(key, { value, probability });
    }
    const entries = [...byValue.values()].sort((a, b) => compareValues(a.value, b.value));
    return { name, entries };
  }

  /** Probability that the predicate holds. */
  probabilityOf(predicate: (outcome: T) => boolean): Rational {
    let sum = Rational.ZERO;
    for (const { outcome, probability } of this.byKey.values()) if (predicate(outcome)) sum = sum.add(probability);
    return sum;
  }

  /** Exact mean of a numeric (or boolean, as 0/1) outcome. */
  mean(name: string): Rational {
    let sum = Rational.ZERO;
    for (const { value, probability } of this.marginal(name).entries) {
      const n = typeof value === 'boolean' ? Number(value) : typeof value === 'number' ? value : NaN;
      if (!Number.isFinite(n)) throw new TypeError(`outcome ${name} is not numeric`);
      sum = sum.add(probability.mul(rationalFromNumber(n)));
    }
    return sum;
  }

  /** For a numeric outcome, P(value >= v) for every value v present, ascending. */
  atLeast(name: string): { value: number; probability: Rational }[] {
    const entries = this.marginal(name).entries.filter((e) => typeof e.value === 'number');
    const result: { value: number; probability: Rational }[] = [];
    let tail = Rational.ZERO;
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i]!;
      tail = tail.add(entry.probability);
      result.unshift({ value: entry.value as number, probability: tail });
    }
    return result;
  }

  /** Maps every outcome (merging those that become equal). */
  map<U extends Outcome>(fn: (outcome: T) => U): Distribution<U> {
    const out = new Distribution<U>();
    for (const { outcome, probability } of this.byKey.values()) out.add(fn(outcome), probability);
    return out;
  }
}

/** Exact rational of a finite double (integers and simple decimals). */
export function rationalFromNumber(n: number): Rational {
  if (Number.isInteger(n)) return Rational.of(BigInt(n));
  const text = n.toString();
  if (/e/i.test(text)) throw new RangeError(`cannot take ${n} exactly`);
  const [whole = '0', frac = ''] = text.split('.');
  return new Rational(BigInt(whole + frac), 10n ** BigInt(frac.length));
}
