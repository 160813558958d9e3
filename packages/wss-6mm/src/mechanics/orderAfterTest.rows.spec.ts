import { describe, expect, it } from 'vitest';
import type { Order } from '../organisation/conditions.js';
import type { MoraleResult } from './moraleTest.js';
import { orderAfterTest, orderOfResult, worse } from './orderAfterTest.js';
import type { ResolveResult } from './resolveTest.js';

// "Units are disordered by … a Morale Test. Order may be recovered by passing a Control Test." (Rulebook: Disorder.)
// A Resolve or Morale test names a condition of order; it only ever worsens the unit's (recovering takes a Control
// test or a rally). Rulebook: Disorder; Resolve Test; Morale Tests.

const ORDERS: readonly Order[] = ['steady', 'disordered', 'falling-back', 'routed'];

describe('the condition of order each result names (Rulebook: Resolve Test, Morale Tests)', () => {
  it.each([
    ['Resolve "12 or more Okay"', 'okay', 'steady'],
    ['Morale "11 or more STEADY"', 'steady', 'steady'],
    ['"DISORDERED"', 'disordered', 'disordered'],
    ['"FALL BACK"', 'fall-back', 'falling-back'],
    ['"ROUTED"', 'routed', 'routed'],
  ] as const)('%s', (_row, result, order) => {
    expect(orderOfResult(result)).toBe(order);
  });
});

describe('a test only ever worsens the condition of order (Rulebook: Disorder)', () => {
  // Rows: the unit's order before the test; columns: the result, in the order okay/steady, DISORDERED, FALL BACK, ROUTED.
  const RESULTS: readonly (ResolveResult | MoraleResult)[] = ['okay', 'disordered', 'fall-back', 'routed'];
  it.each([
    ['steady', ['steady', 'disordered', 'falling-back', 'routed']],
    ['disordered', ['disordered', 'disordered', 'falling-back', 'routed']],
    ['falling-back', ['falling-back', 'falling-back', 'falling-back', 'routed']],
    ['routed', ['routed', 'routed', 'routed', 'routed']],
  ] as const)('a %s unit', (before, after) => {
    expect(RESULTS.map((result) => orderAfterTest(before, result))).toEqual(after);
    expect(orderAfterTest(before, 'steady')).toBe(before);
  });
  it('worse() is the more severe of two conditions, whichever comes first', () => {
    for (const [i, a] of ORDERS.entries())
      for (const [j, b] of ORDERS.entries()) expect(worse(a, b)).toBe(ORDERS[Math.max(i, j)]);
  });
});
