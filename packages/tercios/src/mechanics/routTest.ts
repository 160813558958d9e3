import type { Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { modifyValue } from '../values/modifyValue.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';

/** The result of a rout test. */
export interface RoutTestResult {
  readonly routPoints: number;
  /** False when no roll was made (no rout points; Mercenaries without a Wealthy commander). */
  readonly tested: boolean;
  readonly passed: boolean;
  readonly dice: number;
  readonly sixes: number;
  /** Selfless: the failed test was re-rolled. */
  readonly rerolled: boolean;
  /** Selfless: the attached commander dies whether or not the re-roll succeeds. */
  readonly commanderKilled: boolean;
}

/** What a rout test is made on: the unit (its original Discipline, traits, commander) and its Rout Points. */
export interface RoutTestInput {
  readonly unit: TerciosUnit;
  readonly routPoints: number;
  readonly options?: TerciosOptions;
  /**
   * Selfless: whether the player re-rolls a failed test (the commander killed); by default the option
   * `selflessReroll`. A front end that asks the player names the answer (the club's form).
   */
  readonly selflessReroll?: boolean;
}

/**
 * The rout test: roll the unit's original Discipline (never modified by bonuses or penalties) and get one
 * 6 per Rout Point. Failed, the unit is broken and removed; passed, the excess Dm go and the unit is Weary.
 * Mercenaries take no test (ruling: Mercenaries) unless a Wealthy commander is in radius (then Discipline -);
 * a Selfless attached commander lets a failed test be re-rolled, if the player so chooses, and is killed.
 * Rulebook: Shooting > Rout Test; Automatic Kingdoms Traits (Selfless, Wealthy).
 *
 * @example
 * routTest(dice, { unit: tercio, routPoints: 2 }); // 5d6, passed with two 6s
 */
export function routTest(dice: Dice, input: RoutTestInput): RoutTestResult {
  const options = input.options ?? DEFAULT_TERCIOS_OPTIONS;
  const { unit, routPoints } = input;
  if (routPoints <= 0)
    return { routPoints, tested: false, passed: true, dice: 0, sixes: 0, rerolled: false, commanderKilled: false };
  let discipline = unit.values.discipline;
  if (options.mercenariesRout === 'no-rout-test' && hasEffect(unit, 'no-rout-test')) {
    if (!(unit.inRadiusOf ?? []).includes('wealthy')) {
      return { routPoints, tested: false, passed: false, dice: 0, sixes: 0, rerolled: false, commanderKilled: false };
    }
    // Rulebook: Automatic Kingdoms Traits > Wealthy: "may make a rout test but suffer a penalty (-) to their Discipline".
    discipline = modifyValue(discipline, -1, options.zeroValues);
  }
  const purpose = `${unit.name} rout test: ${discipline}d6 needing ${routPoints} six(es)`;
  let sixes = dice.pool(discipline, 6, 6, purpose);
  if (sixes >= routPoints)
    return { routPoints, tested: true, passed: true, dice: discipline, sixes, rerolled: false, commanderKilled: false };
  // Automatic Kingdoms Traits > Selfless: "may re-roll its dice": the player's choice (ruling Selfless re-roll).
  const reroll = input.selflessReroll ?? options.selflessReroll === 'always';
  if (reroll && unit.commander?.traits.includes('selfless')) {
    sixes = dice.pool(discipline, 6, 6, `${purpose} (Selfless re-roll)`);
    return {
      routPoints,
      tested: true,
      passed: sixes >= routPoints,
      dice: discipline,
      sixes,
      rerolled: true,
      commanderKilled: true,
    };
  }
  return { routPoints, tested: true, passed: false, dice: discipline, sixes, rerolled: false, commanderKilled: false };
}
