import { describe, expect, it } from 'vitest';
import type { OutcomeValue } from './Outcome.js';
import { monteCarlo } from './monteCarlo.js';

// The contract of a sampled marginal's order (monteCarlo: "tallies each outcome ... in value order"), as for exact
// odds: numbers by value, no before yes, values of mixed kinds by their text (Stryker's survivors on `compareValues`,
// then a copy in monteCarlo.ts:41-42, now written once in Outcome.ts; docs/mutation/core-odds.md).
const sampledOrder = (...values: OutcomeValue[]) => {
  let t = 0;
  const result = monteCarlo(() => ({ v: values[t++ % values.length]! }), { trials: values.length, seed: 'order' });
  return result.marginal('v')?.entries.map((e) => e.value);
};

describe('monteCarlo: the order of values of mixed kinds', () => {
  it('a number among names by its text: "(none)" before 10 before "a", whichever came first', () => {
    expect(sampledOrder(10, '(none)')).toEqual(['(none)', 10]);
    expect(sampledOrder('(none)', 10)).toEqual(['(none)', 10]);
    expect(sampledOrder('a', 10)).toEqual([10, 'a']);
    expect(sampledOrder(10, 'a')).toEqual([10, 'a']);
  });

  it('a yes/no among names by its text: "true" before "x", "false" between "e" and "x"', () => {
    expect(sampledOrder('x', true)).toEqual([true, 'x']);
    expect(sampledOrder(true, 'x')).toEqual([true, 'x']);
    expect(sampledOrder('x', false, 'e')).toEqual(['e', false, 'x']);
  });

  it('names alphabetically, whatever order they came in', () => {
    expect(sampledOrder('rout', 'flee', 'hold')).toEqual(['flee', 'hold', 'rout']);
  });
});
