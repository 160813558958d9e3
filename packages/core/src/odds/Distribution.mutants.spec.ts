import { describe, expect, it } from 'vitest';
import { Distribution } from './Distribution.js';
import type { OutcomeValue } from './Outcome.js';
import { Rational } from './Rational.js';

// The contract of a marginal's order (Distribution.marginal: "values in ascending order"): numbers by value, no before
// yes, and values of mixed kinds by their text. A yes/no compared with a name is compared as the text "true" or
// "false", never as 1 or 0 (Stryker's survivors on Distribution.ts:18, docs/mutation/core-odds.md).
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
