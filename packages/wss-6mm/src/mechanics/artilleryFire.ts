import type { Dice } from '@muster/core';
import type { Wss6mmOptions } from '../options/options.js';

/** Maximum range for artillery. Rulebook: Artillery Fire. */
export const ARTILLERY_MAX_RANGE = 36;
/** Close range: "less than 12"" (ruling R9 on the "(12")" modifier). Rulebook: Artillery Fire. */
export const ARTILLERY_CLOSE_RANGE = 12;

/** Fortifications a target may be in. */
export type Fortification = 'none' | 'field' | 'major';

/** The situation of one battery's shot. */
export interface ArtilleryShot {
  readonly guns: 1 | 2 | 3;
  readonly range: number;
  readonly targetColumn: boolean;
  readonly targetArtillery: boolean;
  readonly targetFortified: Fortification;
}

/** Score needed for 1 and 2 elements, by battery size. Rulebook: Artillery Fire. */
export const ARTILLERY_TABLE: Readonly<Record<1 | 2 | 3, readonly [number, number | null]>> = {
  1: [18, null],
  2: [14, null],
  3: [10, 19],
};

/** The dice modifier of a shot. Rulebook: Artillery Fire (modifiers). */
export function artilleryModifier(s: ArtilleryShot, closeInclusive: boolean): number {
  let m = 0;
  if (closeInclusive ? s.range <= ARTILLERY_CLOSE_RANGE : s.range < ARTILLERY_CLOSE_RANGE) m += 2;
  if (s.targetColumn) m += 2;
  if (s.targetArtillery) m -= 2;
  if (s.targetFortified === 'field') m -= 2;
  if (s.targetFortified === 'major') m -= 5;
  return m;
}

/** Elements lost for a modified score against a row of a fire table. */
export function elementsForScore(score: number, row: readonly [number, number | null]): 0 | 1 | 2 {
  if (row[1] !== null && score >= row[1]) return 2;
  return score >= row[0] ? 1 : 0;
}

/** What a battery's fire did. */
export interface FireResult {
  readonly roll: number;
  readonly score: number;
  /** Elements lost by the target. */
  readonly elements: 0 | 1 | 2;
}

/**
 * One battery engages one target: 1d20, modified, against the table by battery size.
 * Out of range (over 36") it does not fire. Rulebook: Artillery Fire.
 *
 * @example
 * artilleryFire(dice, { guns: 3, range: 10, targetColumn: false, targetArtillery: false, targetFortified: 'none' }, options, 'Grand battery');
 */
export function artilleryFire(
  dice: Dice,
  s: ArtilleryShot,
  options: Pick<Wss6mmOptions, 'artilleryCloseRangeInclusive'>,
  who: string,
): FireResult {
  if (s.range > ARTILLERY_MAX_RANGE) return { roll: 0, score: 0, elements: 0 };
  const roll = dice.d(20, `${who}: ${s.guns}-gun battery fire at ${s.range}"`);
  const score = roll + artilleryModifier(s, options.artilleryCloseRangeInclusive);
  return { roll, score, elements: elementsForScore(score, ARTILLERY_TABLE[s.guns]) };
}
