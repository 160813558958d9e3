import { closestPointOfPolygon, distance, frontCentre } from '@muster/core';
import { hasFeature, polygonOf } from '../table/tableQueries.js';
import type { BattleState, UnitState } from './State.js';

/**
 * Protected: a building, or a wall the unit stands behind and touches. Rulebook: Terrain Effects in Combat >
 * Protected. Read for a charged defender (`game/combat.ts`) and, under `fortificationScope: 'any-damage'`, for the
 * target of a shot (`game/shootingAction.ts`; ruling Fortification against shots).
 */
export function isProtected(state: BattleState, unit: UnitState): boolean {
  if (unit.inBuilding) return true;
  const front = frontCentre(unit.base);
  return state.terrain.some(
    (t) =>
      hasFeature(t, 'protected') &&
      t.type === 'wall' &&
      distance(closestPointOfPolygon(front, polygonOf(t)), front) <= 0.5,
  );
}
