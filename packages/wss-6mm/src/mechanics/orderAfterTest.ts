import type { Order } from '../organisation/conditions.js';
import type { MoraleResult } from './moraleTest.js';
import type { ResolveResult } from './resolveTest.js';

const SEVERITY: Readonly<Record<Order, number>> = { steady: 0, disordered: 1, 'falling-back': 2, routed: 3 };

/** The worse of two conditions of order. */
export function worse(a: Order, b: Order): Order {
  return SEVERITY[a] >= SEVERITY[b] ? a : b;
}

/** The condition of order a Resolve or Morale result names (Okay and STEADY leave it as it is). */
export function orderOfResult(result: ResolveResult | MoraleResult): Order {
  if (result === 'okay') return 'steady';
  if (result === 'fall-back') return 'falling-back';
  return result;
}

/**
 * The consequence of a Resolve or Morale test, written once for the battle and the club companion: the
 * unit's condition of order after it. A test only ever worsens it ("Units are disordered by … a Morale
 * Test"; recovering order takes a Control test or a rally). Rulebook: Disorder; Resolve Test; Morale Tests.
 *
 * @example
 * orderAfterTest('disordered', 'steady'); // 'disordered'
 * orderAfterTest('steady', 'fall-back'); // 'falling-back'
 */
export function orderAfterTest(order: Order, result: ResolveResult | MoraleResult): Order {
  return worse(order, orderOfResult(result));
}
