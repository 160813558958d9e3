import { movementAllowance } from '../orders/movementAllowance.js';
import type { TerciosOptions } from '../options/options.js';
import { terrainEffect, type TerrainMovement } from '../rules/terrainSpeed.js';
import type { PathTerrain } from '../table/movement.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { Order } from './State.js';

/** The terrain class of a front-centre line for the rules layer's `terrainEffect`. */
export function terrainMovement(t: PathTerrain | null): TerrainMovement {
  if (!t) return 'open';
  if (t.impassable) return 'impassable';
  if (t.veryDifficult) return 'very-difficult';
  if (t.difficult) return 'difficult';
  if (t.easy) return 'easy';
  return 'open';
}

/**
 * A unit's movement in inches under an order over the terrain its front centre crosses: the rules
 * layer's `movementAllowance` with the table's terrain class. `reaction` with Run! is the evasion.
 * Rulebook: Order Cards; Terrain and Movement; Horse Teams.
 */
export function speedOf(
  unit: TerciosUnit,
  order: Order | null,
  terrain: PathTerrain | null,
  options: TerciosOptions,
  reaction = false,
): number {
  return movementAllowance(
    unit,
    reaction && order === 'run' ? 'evasion' : (order ?? 'ready'),
    terrainMovement(terrain),
    options,
  );
}

/** Whether crossing this terrain disorders the unit (Very difficult, unless Light or Skirmishers). */
export function terrainDisorders(unit: TerciosUnit, terrain: PathTerrain, options: TerciosOptions): boolean {
  return terrainEffect(unit, terrainMovement(terrain), options).disorders;
}
