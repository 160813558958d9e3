import { describe, expect, it } from 'vitest';
import { Distribution, rationalFromNumber } from './Distribution.js';
import type { Outcome } from './Outcome.js';
import { Rational } from './Rational.js';

const r = (n: number, d: number) => Rational.of(n, d);
const of = (...entries: [Outcome, Rational][]) => {
  const dist = new Distribution();
  for (const [outcome, probability] of entries) dist.add(outcome, probability);
  return dist;
};
const values = (dist: Distribution, name: string) => dist.marginal(name).entries.map((e) => e.value);
const table = (dist: Distribution, name: string) =>
  dist.marginal(name).entries.map((e) => [e.value, e.probability.toString()]);

describe('Distribution', () => {
  it('merges equal outcomes whatever their key order, and leaves out an outcome of probability 0', () => {
    const dist = of([{ a: 1, b: true }, r(1, 4)], [{ b: true, a: 1 }, r(1, 4)], [{ a: 2, b: false }, Rational.ZERO]);
    expect(dist.outcomes).toHaveLength(1);
    expect(dist.outcomes[0]?.probability.toString()).toBe('1/2');
    expect(dist.total().toString()).toBe('1/2');
  });

  it('lists the names of every outcome', () => {
    expect(of([{ hits: 1 }, r(1, 2)], [{ hits: 0, routed: true }, r(1, 2)]).names()).toEqual(['hits', 'routed']);
  });

  it('sums a marginal over the other outcomes, and skips outcomes without the name', () => {
    const dist = of(
      [{ hits: 1, routed: true }, r(1, 4)],
      [{ hits: 1, routed: false }, r(1, 4)],
      [{ other: 3 }, r(1, 2)],
    );
    expect(table(dist, 'hits')).toEqual([[1, '1/2']]);
    expect(table(dist, 'routed')).toEqual([
      [false, '1/4'],
      [true, '1/4'],
    ]);
  });

  it('orders numbers by value (2 before 10), no before yes, names alphabetically', () => {
    const numbers = of([{ n: 10 }, r(1, 3)], [{ n: 2 }, r(1, 3)], [{ n: 7 }, r(1, 3)]);
    expect(values(numbers, 'n')).toEqual([2, 7, 10]);
    expect(values(of([{ b: true }, r(1, 2)], [{ b: false }, r(1, 2)]), 'b')).toEqual([false, true]);
    const names = of([{ s: 'rout' }, r(1, 3)], [{ s: 'hold' }, r(1, 3)], [{ s: 'flee' }, r(1, 3)]);
    expect(values(names, 's')).toEqual(['flee', 'hold', 'rout']);
  });

  it('orders values of mixed kinds by their text: 10 before "a", "a" before true', () => {
    expect(values(of([{ v: 'a' }, r(1, 2)], [{ v: 10 }, r(1, 2)]), 'v')).toEqual([10, 'a']);
    expect(values(of([{ v: 10 }, r(1, 2)], [{ v: 'a' }, r(1, 2)]), 'v')).toEqual([10, 'a']);
    expect(values(of([{ v: true }, r(1, 2)], [{ v: 'a' }, r(1, 2)]), 'v')).toEqual(['a', true]);
    expect(values(of([{ v: 'a' }, r(1, 2)], [{ v: true }, r(1, 2)]), 'v')).toEqual(['a', true]);
  });

  it('gives the probability of a predicate: P(hits >= 2) of 3d6 needing 4+ is 1/2', () => {
    const dist = of([{ hits: 0 }, r(1, 8)], [{ hits: 1 }, r(3, 8)], [{ hits: 2 }, r(3, 8)], [{ hits: 3 }, r(1, 8)]);
    expect(dist.probabilityOf((o) => (o.hits as number) >= 2).toString()).toBe('1/2');
  });

  it('gives exact means: 3d6 needing 4+ averages 3/2 hits; a yes/no outcome averages its chance of yes', () => {
    const dist = of(
      [{ hits: 0, routed: false }, r(1, 8)],
      [{ hits: 1, routed: false }, r(3, 8)],
      [{ hits: 2, routed: true }, r(3, 8)],
      [{ hits: 3, routed: true }, r(1, 8)],
    );
    expect(dist.mean('hits').toString()).toBe('3/2');
    expect(dist.mean('routed').toString()).toBe('1/2');
    expect(
      of([{ d: 0.5 }, r(1, 2)], [{ d: 1.5 }, r(1, 2)])
        .mean('d')
        .toString(),
    ).toBe('1');
  });

  it('refuses the mean of a named outcome', () => {
    expect(() => of([{ result: 'rout' }, Rational.ONE]).mean('result')).toThrow(
      new TypeError('outcome result is not numeric'),
    );
  });

  it('gives P(value or more) for every value: 3d6 needing 4+ is 1, 7/8, 1/2, 1/8; named values are left out', () => {
    const dist = of(
      [{ hits: 2 }, r(3, 8)],
      [{ hits: 0 }, r(1, 8)],
      [{ hits: 3 }, r(1, 8)],
      [{ hits: 1 }, r(1, 4)],
      [{ hits: 'none' }, r(1, 8)],
    );
    expect(dist.atLeast('hits').map((e) => [e.value, e.probability.toString()])).toEqual([
      [0, '7/8'],
      [1, '3/4'],
      [2, '1/2'],
      [3, '1/8'],
    ]);
    expect(dist.atLeast('missing')).toEqual([]);
  });

  it('maps outcomes, merging those that become equal', () => {
    const dist = of([{ hits: 0 }, r(1, 8)], [{ hits: 1 }, r(3, 8)], [{ hits: 2 }, r(3, 8)], [{ hits: 3 }, r(1, 8)]);
    const mapped = dist.map((o) => ({ hit: (o.hits as number) > 0 }));
    expect(table(mapped, 'hit')).toEqual([
      [false, '1/8'],
      [true, '7/8'],
    ]);
  });
});

describe('rationalFromNumber', () => {
  it('takes integers and decimals exactly: 3, -0.5, 0.25, 1.5, 1e21', () => {
    expect(rationalFromNumber(3).toString()).toBe('3');
    expect(rationalFromNumber(-0.5).toString()).toBe('-1/2');
    expect(rationalFromNumber(0.25).toString()).toBe('1/4');
    expect(rationalFromNumber(1.5).toString()).toBe('3/2');
    expect(rationalFromNumber(1e21).toString()).toBe('1000000000000000000000');
  });

  it('refuses a number printed with an exponent', () => {
    expect(() => rationalFromNumber(1e-7)).toThrow(new RangeError('cannot take 1e-7 exactly'));
  });
});
