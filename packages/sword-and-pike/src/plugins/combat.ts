import type { CombatPlugin, Dice } from '@muster/core';
import { resolveMelee, type CloseCombat, type MeleeResult } from '../mechanics/closeCombat.js';
import { officerCasualty, type OfficerAtRisk, type OfficerFate } from '../mechanics/officerCasualty.js';
import { reiterRanksAgainstCharge } from '../mechanics/reiterRanks.js';
import { resolveFire, type FireInput, type FireResult } from '../mechanics/resolveFire.js';
import { combatMechanicsOf } from './combatOdds.js';

/**
 * The combat contract of The Sword and the Pike: every fire and close combat roll the battle makes. The battle,
 * `muster odds` and the club companion call the bound plugin's functions, so a house rule bound in its place
 * changes all three.
 */
export interface SwordAndPikeCombat extends CombatPlugin {
  /** One unit's fire: a D20 per figure (three per gunner) on the Firing weapon table (FIRE). */
  fire(dice: Dice, fire: FireInput): FireResult;
  /** One close combat, every unit fighting on each side (Close Combat; ruling R42). */
  closeCombat(dice: Dice, combat: CloseCombat): MeleeResult;
  /** The D20 for an officer attached to a unit that suffered casualties (OFFICERS). */
  officerCasualty(dice: Dice, officer: OfficerAtRisk): OfficerFate;
  /** The D4 ranks of Reiters charged by cavalry that may fire before the close combat (FIRE). */
  reiterRanks(dice: Dice, reiters: { readonly unit: string }): number;
}

/** The functions of the combat contract, any of which a house rule may replace. */
export type SwordAndPikeCombatFunctions = Pick<
  SwordAndPikeCombat,
  'fire' | 'closeCombat' | 'officerCasualty' | 'reiterRanks'
>;

/** What {@link defineSwordAndPikeCombat} takes: an id, a description, and the functions that differ. */
export interface SwordAndPikeCombatParts extends Partial<SwordAndPikeCombatFunctions> {
  readonly id: string;
  readonly description: string;
}

/** The functions the rulesetModule refuses a combat plugin without. */
export const SWORD_AND_PIKE_COMBAT_CONTRACT = [
  'fire',
  'closeCombat',
  'officerCasualty',
  'reiterRanks',
] as const satisfies readonly (keyof SwordAndPikeCombatFunctions)[];

/**
 * A combat plugin: the rules as written, with the functions given in `parts` in their place; its odds mechanics
 * call its own functions, so a house rule changes play and odds alike.
 *
 * @example
 * // House rule: a unit's first volley is no better than the others (no -2 to the dice).
 * const drilled = defineSwordAndPikeCombat({
 *   id: 'house/no-first-volley', description: 'no first-volley bonus',
 *   fire: (dice, fire) => swordAndPikeCombatPlugin.fire(dice, { ...fire, modifiers: { ...fire.modifiers, firstFire: false } }),
 * });
 */
export function defineSwordAndPikeCombat(parts: SwordAndPikeCombatParts): SwordAndPikeCombat {
  const own: SwordAndPikeCombatFunctions = {
    fire: parts.fire ?? resolveFire,
    closeCombat: parts.closeCombat ?? resolveMelee,
    officerCasualty: parts.officerCasualty ?? officerCasualty,
    reiterRanks: parts.reiterRanks ?? reiterRanksAgainstCharge,
  };
  return {
    id: parts.id,
    description: parts.description,
    ruleset: 'sword-and-pike',
    ...own,
    mechanics: combatMechanicsOf(own),
  };
}

/** The combat rules as written: the D20 fire table, D6 close combat per stand, officer casualties, Reiters' ranks. */
export const swordAndPikeCombatPlugin: SwordAndPikeCombat = defineSwordAndPikeCombat({
  id: 'sword-and-pike/combat',
  description: 'D20 fire table and D6 close combat per stand',
});
