import type { Dice } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import { staminaOf } from '../values/staminaOf.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { routPoints } from '../values/wear.js';
import type { TerciosMorale } from '../plugins/morale.js';
import type { RoutTestResult, SelflessReroll } from './routTest.js';

/** A unit after taking Dm: its new state, the rout test if one was needed, and whether it was destroyed. */
export interface WearResult {
  readonly unit: TerciosUnit;
  readonly routTest?: RoutTestResult;
  readonly destroyed: boolean;
}

/**
 * Place `dm` Dm markers on a unit and, if its Dm now exceed its Stamina, make the rout test at once: failed,
 * the unit is destroyed; passed, the excess Dm are removed and it is Weary. The rout test is the bound
 * morale plugin's. Use it for every Dm outside a
 * shot or a combat (a disengagement that cannot be completed, a retreat blocked, Determined).
 * Rulebook: Shooting > Damage (Dm); Rout Test; Combat > Disengagement, Retreat.
 *
 * @example
 * sufferWear(dice, { ...tercio, wear: 5 }, 1, options, morale).destroyed; // after a rout test with 5 dice needing one 6
 */
export function sufferWear(
  dice: Dice,
  unit: TerciosUnit,
  dm: number,
  options: TerciosOptions,
  morale: Pick<TerciosMorale, 'routTest'>,
  /** Selfless: the player's answer to a failed test, or how to ask it (by default the option's). */
  selflessReroll?: SelflessReroll,
): WearResult {
  const worn: TerciosUnit = { ...unit, wear: (unit.wear ?? 0) + Math.max(0, dm) };
  const points = routPoints(worn.wear ?? 0, staminaOf(worn));
  if (points === 0) return { unit: worn, destroyed: false };
  const test = morale.routTest(dice, { unit: worn, routPoints: points, options, selflessReroll });
  return test.passed
    ? { unit: { ...worn, wear: staminaOf(worn) }, routTest: test, destroyed: false }
    : { unit: worn, routTest: test, destroyed: true };
}
