import { ORDER_CARDS } from '../orders/OrderCard.js';
import type { TerciosOptions } from '../options/TerciosOptions.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { terrainEffect, type TerrainMovement } from '../rules/terrainSpeed.js';
import { unitModifiers } from '../rules/unitModifiers.js';
import type { PathTerrain } from '../table/movement.js';
import { effectiveValue } from '../values/effectiveValue.js';
import type { Modifier } from '../values/Modifier.js';
import { firstValue, secondValue } from '../values/splitValue.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { Order } from './BattleState.js';

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
 * A unit's movement in inches under an order and over the terrain its front centre crosses.
 * Rulebook: Order Cards (Assault! Speed+, Run! Speed++); Terrain and Movement; Horse Teams (hitched
 * artillery uses the second value). `reaction` uses the card's reaction modifiers (Run! evasion: Speed++).
 */
export function speedOf(unit: TerciosUnit, order: Order | null, terrain: PathTerrain | null, options: TerciosOptions, extra: readonly Modifier[] = [], reaction = false): number {
  const base = hasEffect(unit, 'two-speeds') && unit.hitched ? secondValue(unit.values.speed) : firstValue(unit.values.speed);
  const card = order ? ORDER_CARDS[order] : null;
  const orderMods = card ? (reaction ? card.reactionModifiers : card.modifiers).filter((m) => m.value === 'speed') : [];
  const effect = terrainEffect(unit, terrainMovement(terrain), options);
  const mods = [...orderMods, ...effect.modifiers, ...unitModifiers({ step: 'movement', self: unit, options }).filter((m) => m.value === 'speed'), ...extra];
  return effectiveValue('speed', base, mods, options).value;
}

/** Whether crossing this terrain disorders the unit (Very difficult, unless Light or Skirmishers). */
export function terrainDisorders(unit: TerciosUnit, terrain: PathTerrain, options: TerciosOptions): boolean {
  return terrainEffect(unit, terrainMovement(terrain), options).disorders;
}
