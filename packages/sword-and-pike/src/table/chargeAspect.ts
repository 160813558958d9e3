import { isWhollyBehindFrontLine, isWhollyBehindRearLine } from '@muster/core';
import type { SwordAndPikeOptions } from '../options/options.js';
import type { UnitState } from '../game/State.js';
import { baseOf } from './unitGeometry.js';

/** Which face of the target a charge comes in on (ruling R43). */
export type ChargeAspect = 'front' | 'flank' | 'rear';

/**
 * Ruling R43, flank and rear. Rulebook: Rear Attacks — "Units attacking into rear must begin behind a line
 * parallel to and tangent to the front of the defending unit. The entire attacking unit must be behind this
 * line." A charger not wholly behind the target's front line attacks its front. One wholly behind it attacks
 * the rear when it is also wholly behind the line of the target's rear edge (the same test, mirrored: core
 * `isWhollyBehindRearLine`), and a flank otherwise; with `flankAttacks.countAs: 'rear'` every charge from
 * wholly behind the front line is a rear attack (the literal text).
 * Pikes in square have no flank or rear (they face every way).
 *
 * @example
 * chargeAspect(gendarmes, pikes, options) // 'flank' when the gendarmes start beside the pikes, behind their front
 */
export function chargeAspect(
  attacker: UnitState,
  defender: UnitState,
  options: Pick<SwordAndPikeOptions, 'flankAttacks'>,
): ChargeAspect {
  if (defender.square) return 'front';
  const target = baseOf(defender);
  const charger = baseOf(attacker);
  if (!isWhollyBehindFrontLine(target, charger, 1e-6)) return 'front';
  if (options.flankAttacks.countAs === 'rear') return 'rear';
  return isWhollyBehindRearLine(target, charger, 1e-6) ? 'rear' : 'flank';
}
