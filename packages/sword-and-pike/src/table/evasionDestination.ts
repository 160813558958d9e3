import { hypot } from '@muster/core';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { forwardSign, moveToward } from './unitGeometry.js';

/**
 * Ruling R32: where an evading unit withdraws — a normal move (`distance`) straight away from its charger
 * (centre from centre), or with `evasionDirection: 'to-rear'` toward its army's own table edge. Like every
 * move it keeps its facing and stops at the table edge, at another unit, or 1" short of an enemy (core
 * `firstContact`, through `moveToward`).
 *
 * @example
 * const to = evasionDestination(state, lightHorse, gendarmes, 14); // 14" directly away from the gendarmes
 */
export function evasionDestination(
  state: SwordAndPikeState,
  unit: UnitState,
  charger: UnitState,
  distance: number,
): { x: number; y: number; moved: number } {
  const dx = unit.x - charger.x;
  const dy = unit.y - charger.y;
  const len = hypot(dx, dy);
  if (state.options.evasionDirection === 'to-rear' || len < 1e-9)
    return moveToward(state, unit, unit.x, unit.y - forwardSign(unit) * distance, distance);
  return moveToward(state, unit, unit.x + (dx / len) * distance, unit.y + (dy / len) * distance, distance);
}
