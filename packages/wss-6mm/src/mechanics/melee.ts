import type { Dice } from '@muster/core';
import { elementsForScore, type FireResult } from './artilleryFire.js';
import type { Casualty } from '../organisation/conditions.js';
import type { Wss6mmOptions } from '../options/options.js';

/** The charging-unit bonuses. Rulebook: Melee > The Combat (modifiers, "Charging units"). */
export type ChargeBonus = 'none' | 'p-vs-foot' | 's-vs-foot' | 's-vs-pf' | 's-vs-pc';
/** The charging bonus of each kind. Rulebook: Melee > The Combat. */
export const CHARGE_BONUS: Readonly<Record<ChargeBonus, number>> = {
  none: 0,
  'p-vs-foot': 2,
  's-vs-foot': 3,
  's-vs-pf': 2,
  's-vs-pc': 3,
};

/** Score needed for 1 and 2 elements, by fighting elements. Rulebook: Melee > The Combat. */
export const MELEE_TABLE: Readonly<Record<'foot' | 'horse', readonly (readonly [number, number | null])[]>> = {
  foot: [
    [18, null],
    [14, null],
    [12, 22],
    [10, 20],
    [8, 18],
  ],
  horse: [
    [12, 22],
    [8, 18],
  ],
};

/** The situation of one unit in one round of melee. */
export interface MeleeSide {
  readonly arm: 'foot' | 'horse';
  /** Front-rank elements plus at most one overlap each flank (see {@link fightingElements}). */
  readonly elements: number;
  /** Charging bonus (first round only; none for units joining an existing melee). */
  readonly charge: ChargeBonus;
  /** Charging horse against horse that stood (did not countercharge). */
  readonly vsStationaryHorse: boolean;
  readonly attackingFlank: boolean;
  readonly attackingRear: boolean;
  readonly opponentFallingBack: boolean;
  readonly disordered: boolean;
  readonly casualty: Casualty;
  readonly attackingFieldFortifications: boolean;
}

/** Rulebook: Melee > The Combat (modifiers). */
export function meleeModifier(s: MeleeSide): number {
  let m = CHARGE_BONUS[s.charge];
  if (s.vsStationaryHorse) m += 2;
  if (s.attackingFlank) m += 2;
  if (s.attackingRear) m += 4;
  if (s.opponentFallingBack) m += 3;
  if (s.disordered) m -= 2;
  if (s.casualty === 'blooded') m -= 2;
  if (s.casualty === 'distressed') m -= 4;
  if (s.attackingFieldFortifications) m -= 4;
  return m;
}

/**
 * "Only the front rank elements of units may fight. One overlap on each flank may be included in the
 * count of fighting elements. Units hit in the flank or rear cannot count overlaps."
 * Rulebook: Melee > The Combat.
 */
export function fightingElements(
  inContact: number,
  overlapLeft: boolean,
  overlapRight: boolean,
  hitInFlankOrRear: boolean,
): number {
  if (hitInFlankOrRear) return inContact;
  return inContact + (overlapLeft ? 1 : 0) + (overlapRight ? 1 : 0);
}

/**
 * One unit's melee roll: the die (ruling R1: d20 by default, `meleeDie: 10` for the printed 1d10),
 * modified, against the row for its fighting elements. Counts beyond the printed rows (5 foot, 2 horse)
 * use the last row (ruling R14). Rulebook: Melee > The Combat.
 *
 * @example
 * meleeRoll(dice, { arm: 'horse', elements: 2, charge: 's-vs-foot', ... }, options, 'Lumley');
 */
export function meleeRoll(dice: Dice, s: MeleeSide, options: Pick<Wss6mmOptions, 'meleeDie'>, who: string): FireResult {
  if (s.elements < 1) return { roll: 0, score: 0, elements: 0 };
  const table = MELEE_TABLE[s.arm];
  const row = table[Math.min(s.elements, table.length) - 1]!;
  const roll = dice.d(options.meleeDie, `${who}: melee with ${s.elements} ${s.arm} element(s)`);
  const score = roll + meleeModifier(s);
  return { roll, score, elements: elementsForScore(score, row) };
}

/** How a unit's side came out of a round of melee. */
export type MeleeResult = 'won' | 'lost' | 'none';

/**
 * How a side came out of a round of melee from its hit difference (hits it inflicted minus hits it took, as in the
 * Resolve test): "The losing units, i.e. that took the most hits" (Post Melee) lost, their enemies won; equal hits
 * are neither (ruling R12). The Morale test's "Won melee" / "Lost melee" and the pursuit of the winners (ruling R53)
 * read it, in the battle and the club companion. Rulebook: Melee > Post Melee.
 *
 * @example
 * meleeResultOf(-1); // 'lost'
 */
export function meleeResultOf(hitDifference: number): MeleeResult {
  return hitDifference < 0 ? 'lost' : hitDifference > 0 ? 'won' : 'none';
}
