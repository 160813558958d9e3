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

/** A rout test that has just failed, as the player sees it before choosing to re-roll it (Selfless). */
export interface FailedRoutTest {
  readonly routPoints: number;
  readonly dice: number;
  readonly sixes: number;
}

/**
 * Selfless: whether the player re-rolls a failed test (the commander killed): the answer, or the player asked once the
 * test has failed (the battle stops there for it: `game/pausedResolution.ts`).
 */
export type SelflessReroll = boolean | ((failed: FailedRoutTest) => boolean);

/** What a rout test is made on: the unit (its original Discipline, traits, commander) and its Rout Points. */
export interface RoutTestInput {
  readonly unit: TerciosUnit;
  readonly routPoints: number;
  readonly options?: TerciosOptions;
  /**
   * Selfless: whether the player re-rolls a failed test (the commander killed), or the player asked once it has
   * failed. By default the option `selflessReroll`'s answer (`ask`: the competent bot's, a re-roll).
   */
  readonly selflessReroll?: SelflessReroll | undefined;
}

/**
 * The rout test: roll the unit's original Discipline (never modified by bonuses or penalties) and get one
 * 6 per Rout Point. Failed, the unit is broken and removed; passed, the excess Dm go and the unit is Weary.
 * Mercenaries take no test (ruling: Mercenaries) unless a Wealthy commander is in radius (then Discipline -);
 * a Selfless attached commander lets a failed test be re-rolled, if the player so chooses once it has failed, and is
 * killed.
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
  // Automatic Kingdoms Traits > Selfless: "may re-roll its dice": the player's choice, once the test has failed
  // (ruling Selfless re-roll).
  if (unit.commander?.traits.includes('selfless') && selflessRerolls(input, options, discipline, sixes)) {
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

/** Selfless: whether the failed test (`sixes` on `dice`) is re-rolled: the answer given or asked, else the option's. */
function selflessRerolls(input: RoutTestInput, options: TerciosOptions, dice: number, sixes: number): boolean {
  const answer = input.selflessReroll;
  if (typeof answer === 'function') return answer({ routPoints: input.routPoints, dice, sixes });
  return answer ?? options.selflessReroll !== 'never';
}
