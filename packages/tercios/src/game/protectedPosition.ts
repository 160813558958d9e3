import { closestPointOfPolygon, distance, frontCentre } from '@muster/core';
import { hasRule } from '../rules/effectiveRules.js';
import { hasFeature, polygonOf } from '../table/tableQueries.js';
import { asTerciosUnit } from './asTerciosUnit.js';
import type { BattleState, UnitState } from './State.js';

/**
 * Protected: a building, a wall the unit stands behind and touches, or a Fortified battery (the artillery option,
 * read as the Protected rule: docs/rulings/tercios.md, "Weapons and rules with no text"). Rulebook: Terrain Effects in Combat >
 * Protected. Read for a charged defender (`game/combat.ts`) and, under `fortificationScope: 'any-damage'`, for the
 * target of a shot (`game/shootingAction.ts`; ruling Fortification against shots).
 */
export function isProtected(state: BattleState, unit: UnitState): boolean {
  if (unit.inBuilding || hasRule(asTerciosUnit(state, unit), 'fortified')) return true;
  const front = frontCentre(unit.base);
  return state.terrain.some(
    (t) =>
      hasFeature(t, 'protected') &&
      t.type === 'wall' &&
      distance(closestPointOfPolygon(front, polygonOf(t)), front) <= 0.5,
  );
}
