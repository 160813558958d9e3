import type { Dice } from '@muster/core';
import type { Tactics } from '../organisation/unitTypes.js';
import { elementsForScore, type FireResult, type Fortification } from './artilleryFire.js';

/** Maximum musketry range; close range. Rulebook: Small Arms Fire. */
export const MUSKET_RANGE = 6;
/** Close range for muskets (+2). Rulebook: Small Arms Fire. */
export const MUSKET_CLOSE_RANGE = 3;
/** Pistols range; beyond contact only for Pc formation. Rulebook: Small Arms Fire. */
export const PISTOL_RANGE = 2;

/** Musket or pistol. */
export type Weapon = 'musket' | 'pistol';

/** Score needed for 1 and 2 elements, by firing elements. Rulebook: Small Arms Fire. */
export const SMALL_ARMS_TABLE: Readonly<Record<Weapon, readonly (readonly [number, number | null])[]>> = {
  musket: [
    [19, null],
    [18, null],
    [15, 23],
    [12, 21],
    [8, 18],
  ],
  pistol: [
    [18, null],
    [16, null],
    [14, null],
    [12, null],
  ],
};

/** The situation of one unit's fire. */
export interface SmallArmsShot {
  readonly weapon: Weapon;
  /** Firing elements: front rank for foot, ALL elements for horse. */
  readonly elements: number;
  readonly range: number;
  readonly platoon: boolean;
  readonly battalionGun: boolean;
  readonly targetColumn: boolean;
  readonly firerDisordered: boolean;
  readonly failedToCharge: boolean;
  readonly targetFortified: Fortification;
}

/** "PF1 and PF2 foot fire by platoons" (+2), written once for the battle and the club. Rulebook: Tactics; Small Arms Fire. */
export function firesByPlatoon(tactics: Tactics | 'artillery'): boolean {
  return tactics === 'PF1' || tactics === 'PF2';
}

/** The table row for a shot's firing elements (at least one; the rows stop at 5 musket and 4 pistol). */
export function smallArmsRow(s: Pick<SmallArmsShot, 'weapon' | 'elements'>): readonly [number, number | null] {
  const table = SMALL_ARMS_TABLE[s.weapon];
  return table[Math.min(Math.max(1, s.elements), table.length) - 1]!;
}

/** Rulebook: Small Arms Fire (modifiers). */
export function smallArmsModifier(s: SmallArmsShot): number {
  let m = 0;
  if (s.weapon === 'musket' && s.range <= MUSKET_CLOSE_RANGE) m += 2;
  if (s.battalionGun) m += 2;
  if (s.targetColumn) m += 2;
  if (s.platoon) m += 2;
  if (s.firerDisordered) m -= 3;
  if (s.failedToCharge) m -= 2;
  if (s.targetFortified === 'field') m -= 2;
  if (s.targetFortified === 'major') m -= 5;
  return m;
}

/**
 * One unit's fire: 1d20, modified, against the row for its firing elements. No roll beyond range or
 * with no elements. Rows stop at 5 musket and 4 pistol elements (the most a unit can bring).
 * Rulebook: Small Arms Fire.
 *
 * @example
 * smallArmsFire(dice, { weapon: 'musket', elements: 4, range: 3, platoon: true, battalionGun: false,
 *   targetColumn: false, firerDisordered: false, failedToCharge: false, targetFortified: 'none' }, options, 'Foot Guards');
 */
// Small arms fire depends on no ruling: the options are taken only to fit the combat contract.
export function smallArmsFire(dice: Dice, s: SmallArmsShot, _options: unknown, who: string): FireResult {
  const max = s.weapon === 'musket' ? MUSKET_RANGE : PISTOL_RANGE;
  if (s.elements < 1 || s.range > max) return { roll: 0, score: 0, elements: 0 };
  const row = smallArmsRow(s);
  const roll = dice.d(20, `${who}: ${s.elements} ${s.weapon} element(s) fire at ${s.range}"`);
  const score = roll + smallArmsModifier(s);
  return { roll, score, elements: elementsForScore(score, row) };
}
