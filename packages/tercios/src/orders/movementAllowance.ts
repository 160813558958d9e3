import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { terrainEffect, type TerrainMovement } from '../rules/terrainSpeed.js';
import { unitModifiers } from '../rules/unitModifiers.js';
import { effectiveValue } from '../values/effectiveValue.js';
import type { Modifier } from '../values/Modifier.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { baseSpeed } from './baseSpeed.js';
import { ORDER_CARDS, type OrderId } from './OrderCard.js';

/**
 * How far a unit may move in inches under an order, over the worst terrain its front centre crosses:
 * Speed (hitched artillery: the second value), Assault! Speed+, Run! Speed++, terrain steps, Dedication +1.
 * Returns 0 when the terrain is impassable. Rulebook: Movement; Order Cards; Terrain and Movement;
 * Artillery > Horse Teams; Command > Virtues (Dedication).
 *
 * @example
 * movementAllowance(tercio, 'run'); // 8
 */
export function movementAllowance(
  unit: TerciosUnit,
  order: OrderId | 'evasion',
  // Stryker disable next-line StringLiteral: equivalent — terrainEffect reads a kind it does not name as open ground
  terrain: TerrainMovement = 'open',
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
): number {
  const effect = terrainEffect(unit, terrain, options);
  if (!effect.passable) return 0;
  const card = order === 'evasion' ? ORDER_CARDS.run.reactionModifiers : ORDER_CARDS[order].modifiers;
  const modifiers: Modifier[] = [
    // Stryker disable next-line StringLiteral: equivalent — no troop or weapon rule reads the 'movement' step (Dedication applies always)
    ...unitModifiers({ step: 'movement', self: unit, options }),
    ...card,
    ...effect.modifiers,
  ];
  return effectiveValue('speed', baseSpeed(unit), modifiers, options).value;
}
