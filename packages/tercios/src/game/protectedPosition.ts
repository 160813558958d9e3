import { closestPointOfPolygon, distance, frontCentre, segmentIntersectsPolygon } from '@muster/core';
import { hasRule } from '../rules/effectiveRules.js';
import { hasFeature, polygonOf } from '../table/tableQueries.js';
import { asTerciosUnit } from './asTerciosUnit.js';
import type { BattleState, UnitState } from './State.js';

/**
 * Protected: a building, a wall the unit stands behind and touches, or a Fortified battery (the artillery option,
 * read as the Protected rule: docs/rulings/tercios.md, "Weapons and rules with no text"). Rulebook: Terrain Effects in Combat >
 * Protected. Read for a charged defender (`game/combat.ts`) and, under `fortificationScope: 'any-damage'`, for the
 * target of a shot (`game/shootingAction.ts`; ruling Fortification against shots).
 *
 * With `against` (the charger), a wall counts only when the defender is "behind that element" from it: the straight
 * line from the defender's centre to the charger's centre passes through the wall (ruling Protected behind a wall).
 */
export function isProtected(state: BattleState, unit: UnitState, against?: UnitState): boolean {
  if (unit.inBuilding || hasRule(asTerciosUnit(state, unit), 'fortified')) return true;
  const front = frontCentre(unit.base);
  return state.terrain.some((t) => {
    if (!hasFeature(t, 'protected') || t.type !== 'wall') return false;
    const wall = polygonOf(t);
    if (distance(closestPointOfPolygon(front, wall), front) > 0.5) return false;
    return against === undefined || segmentIntersectsPolygon(unit.base.centre, against.base.centre, wall);
  });
}
