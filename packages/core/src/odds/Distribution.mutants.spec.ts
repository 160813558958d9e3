import { describe, expect, it } from 'vitest';
import { Distribution } from './Distribution.js';
import type { OutcomeValue } from './Outcome.js';
import { Rational } from './Rational.js';

// The contract of a marginal's order (Distribution.marginal: "values in ascending order"): numbers by value, no before
// yes, and values of mixed kinds by their text. A yes/no compared with a name is compared as the text "true" or
// "false", never as 1 or 0 (Stryker's survivors on `compareValues`, then in Distribution.ts:18, now in Outcome.ts; docs/mutation/core-odds.md).
const valuesOf = (...values: OutcomeValue[]) => {
  const dist = new Distribution();
  for (const v of values) dist.add({ v }, Rational.of(1, values.length));
  return dist.marginal('v').entries.map((e) => e.value);
};

describe('Distribution: the order of values of mixed kinds, by their text', () => {
  it('"(none)" before 10 before "a", whichever was added first', () => {
    expect(valuesOf(10, '(none)')).toEqual(['(none)', 10]);
    expect(valuesOf('(none)', 10)).toEqual(['(none)', 10]);
    expect(valuesOf('a', 10)).toEqual([10, 'a']);
    expect(valuesOf(10, 'a')).toEqual([10, 'a']);
  });

  it('"true" before "x" whichever was added first', () => {
    expect(valuesOf('x', true)).toEqual([true, 'x']);
    expect(valuesOf(true, 'x')).toEqual([true, 'x']);
  });

  it('"false" after "e" and before "x": yes/no and names in one text order', () => {
    expect(valuesOf('x', false, 'e')).toEqual(['e', false, 'x']);
    expect(valuesOf(false, 'x', 'e')).toEqual(['e', false, 'x']);
  });
});

describe('Distribution.mean: a name is never a count (5 Dec 2026, stop 53)', () => {
  // Distribution.mean's TSDoc: "Exact mean of a numeric (or boolean, as 0/1) outcome." A name that reads as a number
  // ("3", or the empty name) is still a name: its mean is refused as for any other name, never taken as its digits
  // (Stryker's survivor Distribution.ts:83:17, `typeof value === 'boolean'` → `true`, would read "3" as 3).
  it('refuses the mean of names that read as numbers, "3" and "2", and of the empty name', () => {
    const names = new Distribution();
    names.add({ rank: '3' }, Rational.of(1, 2));
    names.add({ rank: '2' }, Rational.of(1, 2));
    expect(() => names.mean('rank')).toThrow(new TypeError('outcome rank is not numeric'));
    const empty = new Distribution();
    empty.add({ rank: '' }, Rational.ONE);
    expect(() => empty.mean('rank')).toThrow(new TypeError('outcome rank is not numeric'));
    // The same values as counts have a mean.
    const counts = new Distribution();
    counts.add({ rank: 3 }, Rational.of(1, 2));
    counts.add({ rank: 2 }, Rational.of(1, 2));
    expect(counts.mean('rank').toString()).toBe('5/2');
  });
});
