import { movementAllowance } from '../orders/movementAllowance.js';
import type { TerciosOptions } from '../options/options.js';
import { terrainEffect, type TerrainMovement } from '../rules/terrainSpeed.js';
import type { PathTerrain } from '../table/movement.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { Order } from './State.js';

/**
 * The terrain class of a front-centre line for the rules layer's `terrainEffect`. Easy by `easyTerrain` (ruling
 * Movement, option `battle.easyTerrain`): a line from and to easy terrain (`along`), or any line with a stretch on it
 * (`crossed`); either way crossing nothing difficult.
 */
export function terrainMovement(
  t: PathTerrain | null,
  easyTerrain: TerciosOptions['battle']['easyTerrain'] = 'along',
): TerrainMovement {
  if (!t) return 'open';
  if (t.impassable) return 'impassable';
  if (t.veryDifficult) return 'very-difficult';
  if (t.difficult) return 'difficult';
  if (easyTerrain === 'crossed' ? (t.easyCrossed ?? t.easy) : t.easy) return 'easy';
  return 'open';
}

/**
 * A unit's movement in inches under an order over the terrain its front centre crosses: the rules
 * layer's `movementAllowance` with the table's terrain class. The same under the order and as its reaction: an
 * order card's reaction modifiers to Speed are its order's (Assault! +, Run! ++: Reactions > Run!, "Its movement
 * may nevertheless benefit from the bonus granted (Mvt++ [Speed++])"); the evasion's own bounds are `evasionMove`'s.
 * Rulebook: Order Cards; Terrain and Movement; Horse Teams.
 */
export function speedOf(
  unit: TerciosUnit,
  order: Order | null,
  terrain: PathTerrain | null,
  options: TerciosOptions,
): number {
  return movementAllowance(unit, order ?? 'ready', terrainMovement(terrain, options.battle.easyTerrain), options);
}

/** Whether crossing this terrain disorders the unit (Very difficult, unless Light or Skirmishers). */
export function terrainDisorders(unit: TerciosUnit, terrain: PathTerrain, options: TerciosOptions): boolean {
  return terrainEffect(unit, terrainMovement(terrain), options).disorders;
}

/** The speeds of {@link speedsKey}, by rules unit, then options and order. */
const SPEEDS = new WeakMap<TerciosUnit, { options: TerciosOptions; byOrder: Map<string, string> }>();

/**
 * A unit's Speed under an order on every terrain class a move may cross (open, easy, difficult, very
 * difficult), as one string: two rules units with the same string move alike, so a plan of a move or a charge
 * keyed by it holds for both (a new rules unit is made whenever anything of the unit changes, wear or order).
 */
export function speedsKey(unit: TerciosUnit, order: Order, options: TerciosOptions): string {
  let known = SPEEDS.get(unit);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: emptied again, the Speeds are computed anew, the same
  if (known?.options !== options) SPEEDS.set(unit, (known = { options, byOrder: new Map() }));
  let speeds = known.byOrder.get(order);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: bypassed, the Speeds are computed anew, the same
  if (speeds === undefined) {
    speeds = (['open', 'easy', 'difficult', 'very-difficult'] as const)
      .map((t) => movementAllowance(unit, order, t, options))
      .join(',');
    known.byOrder.set(order, speeds);
  }
  return speeds;
}
