import { hasEffect } from '../rules/effectiveRules.js';
import { firstValue, secondValue } from '../values/splitValue.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';

/**
 * The Speed a unit moves at before any modifier: its Mvt, or for a unit with two movement values (artillery, Horse
 * Teams) the first unhitched and the second hitched. Rulebook: Movement; Artillery > Horse Teams ("A unit with horses
 * may move at the speed of the second value indicated. For this, the unit must be hitched.").
 *
 * @example
 * baseSpeed({ ...lightArtillery, hitched: true }); // 6 (Mvt 2/6)
 */
export function baseSpeed(unit: TerciosUnit): number {
  const twoSpeeds = hasEffect(unit, 'two-speeds') || unit.category === 'artillery';
  return twoSpeeds && unit.hitched ? secondValue(unit.values.speed) : firstValue(unit.values.speed);
}
