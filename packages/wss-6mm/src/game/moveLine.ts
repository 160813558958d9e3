import { inclineShares } from '../movement/manoeuvre.js';
import type { UnitOrder } from './Decision.js';
import type { BattleUnit } from './State.js';
import { forwardVec, rightVec } from './table.js';

/** A straight voluntary move: advance, retire, Move & Fire, incline. */
export type StraightOrder = Extract<UnitOrder, { type: 'advance' | 'retire' | 'advance-and-fire' | 'incline' }>;

/**
 * The line of a straight move of `u` (a unit vector) and the inches of path for each inch rolled: the incline shares
 * the rolled move between forward, or backward, and flank (ruling R23, `inclineForwardShare` of it forward), along the
 * diagonal. Rulebook: Movement; Manoeuvre.
 */
export function moveLine(
  u: BattleUnit,
  order: StraightOrder,
  inclineForwardShare: number,
): { dx: number; dy: number; perInch: number } {
  const fwd = forwardVec(u);
  if (order.type !== 'incline') {
    const sign = order.type === 'retire' ? -1 : 1;
    return { dx: sign * fwd.x, dy: sign * fwd.y, perInch: 1 };
  }
  const right = rightVec(u);
  const share = inclineShares(inclineForwardShare, order.dir, order.backward === true);
  return {
    dx: (share.flank * right.x + share.forward * fwd.x) / share.length,
    dy: (share.flank * right.y + share.forward * fwd.y) / share.length,
    perInch: share.length,
  };
}
