import type { Dice, MoralePlugin } from '@muster/core';
import { evade, type EvasionCheck, type EvasionResult } from '../mechanics/evasion.js';
import { rollInitialMorale } from '../mechanics/initialMorale.js';
import {
  checkMorale,
  type InitialMorale,
  type InitialMoraleRoll,
  type MoraleCheck,
  type MoraleCheckOutcome,
  type MoraleReading,
} from '../mechanics/moraleCheck.js';
import { routCasualties } from '../mechanics/routCasualties.js';
import { moraleMechanicsOf } from './moraleOdds.js';

/**
 * The morale contract of The Sword and the Pike: every morale roll the battle makes. The battle, `muster odds`
 * and the club companion call the bound plugin's functions, so a house rule bound in its place changes all three.
 */
export interface SwordAndPikeMorale extends MoralePlugin {
  /** The Initial Morale Chart: a unit's Basic Morale at its first check (MORALE > Morale rules). */
  initialMorale(dice: Dice, roll: InitialMoraleRoll): InitialMorale;
  /**
   * A morale check (every test of the battle: fire casualties, to close, to stand, lost a close combat, staff
   * lost, rallies, Spent units, disorder): D6 + morale + alterations (ruling R1), read on D. Morale Results or
   * pass/fail. A unit's first check rolls its Basic Morale with `initialMorale` first (`moraleRating`).
   */
  moraleCheck<R extends MoraleReading>(dice: Dice, check: MoraleCheck<R>): MoraleCheckOutcome<R>;
  /** A charged unit's attempt to evade (ruling R32): a morale check read as a moving unit. */
  evasion(dice: Dice, check: EvasionCheck): EvasionResult;
  /** The D4 of casualties a unit takes when it routs (ROUTED UNITS). */
  routCasualties(dice: Dice, routing: { readonly unit: string }): number;
}

/** The functions of the morale contract, any of which a house rule may replace. */
export type SwordAndPikeMoraleFunctions = Pick<
  SwordAndPikeMorale,
  'initialMorale' | 'moraleCheck' | 'evasion' | 'routCasualties'
>;

/** What {@link defineSwordAndPikeMorale} takes: an id, a description, and the functions that differ. */
export interface SwordAndPikeMoraleParts extends Partial<SwordAndPikeMoraleFunctions> {
  readonly id: string;
  readonly description: string;
}

/** The functions the rulesetModule refuses a morale plugin without. */
export const SWORD_AND_PIKE_MORALE_CONTRACT = [
  'initialMorale',
  'moraleCheck',
  'evasion',
  'routCasualties',
] as const satisfies readonly (keyof SwordAndPikeMoraleFunctions)[];

/**
 * A morale plugin: the rules as written, with the functions given in `parts` in their place. The others call
 * this plugin's own functions (an evasion is its `moraleCheck` read as a moving unit), and so do its odds
 * mechanics, so a house rule changes play and odds alike.
 *
 * @example
 * // House rule: a unit's first check is at Basic Morale 3 whatever the chart says.
 * const steady = defineSwordAndPikeMorale({
 *   id: 'house/steady-start', description: 'every unit starts at morale 3',
 *   initialMorale: (dice, { unit, moraleClass }) => ({ roll: dice.d(6, `${unit}: Initial Morale Chart (${moraleClass})`), rating: 3 }),
 * });
 */
export function defineSwordAndPikeMorale(parts: SwordAndPikeMoraleParts): SwordAndPikeMorale {
  const own: SwordAndPikeMoraleFunctions = {
    initialMorale: parts.initialMorale ?? rollInitialMorale,
    moraleCheck: parts.moraleCheck ?? checkMorale,
    evasion: parts.evasion ?? ((dice, check) => evade(dice, check, own.moraleCheck)),
    routCasualties: parts.routCasualties ?? routCasualties,
  };
  return {
    id: parts.id,
    description: parts.description,
    ruleset: 'sword-and-pike',
    ...own,
    mechanics: moraleMechanicsOf(own),
  };
}

/** The morale rules as written: the Initial Morale Chart, the Morale Results table, evasion, rout casualties. */
export const swordAndPikeMoralePlugin: SwordAndPikeMorale = defineSwordAndPikeMorale({
  id: 'sword-and-pike/morale',
  description: 'Initial Morale Chart and the Morale Results table',
});
