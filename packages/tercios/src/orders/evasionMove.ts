import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { terrainEffect, type TerrainMovement } from '../rules/terrainSpeed.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { baseSpeed } from './baseSpeed.js';
import { movementAllowance } from './movementAllowance.js';

/**
 * An evasion: the unit turns about and moves away from the unit that caused the reaction by at least its
 * movement (a hitched Horse Team's is its second value), and at most its movement with Run!'s Speed++. Returns
 * the distances for the table layer, and whether the terrain crossed disorders the unit (as on a Run! move: Very
 * difficult terrain, `terrainEffect`; only the ruling Terrain under an evasion, option `battle.evasionTerrain`
 * `as-run`, names a terrain). Rulebook: Reactions > Run!; The Troops > Cavalry > Evasion; Artillery > Horse Teams;
 * Terrain and Movement. With no terrain named, `movementAllowance`'s default (open ground).
 *
 * @example
 * evasionMove(cavalry); // { minimum: 8, maximum: 16, turnAbout: true, disorders: false }
 */
export function evasionMove(
  unit: TerciosUnit,
  terrain?: TerrainMovement,
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
): { readonly minimum: number; readonly maximum: number; readonly turnAbout: true; readonly disorders: boolean } {
  const maximum = movementAllowance(unit, 'evasion', terrain, options);
  const disorders = terrain !== undefined && terrainEffect(unit, terrain, options).disorders;
  return { minimum: Math.min(baseSpeed(unit), maximum), maximum, turnAbout: true, disorders };
}
