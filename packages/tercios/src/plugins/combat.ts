import type { CombatPlugin, Dice, MechanicDefinition, MechanicPlugins } from '@muster/core';
import { resistanceTest, type ResistanceInput, type ResistanceResult } from '../mechanics/resistanceTest.js';
import { resolveMelee, type MeleeInput, type MeleeResult } from '../mechanics/resolveMelee.js';
import { resolveShooting, type ShootingInput, type ShootingResult } from '../mechanics/resolveShooting.js';
import { meleeMechanic, resistanceTestMechanic, shootMechanic } from './combatOdds.js';
import type { TerciosMorale } from './morale.js';

/**
 * The plugins a Tercios resolution rolls with: those the container binds (the rules as written, or a house
 * rule). A shot or a combat makes resistance, rout and order tests through them, never through the defaults.
 */
export type TerciosPlugins = MechanicPlugins<TerciosCombat, TerciosMorale>;

/**
 * The Tercios combat contract: every shot, combat and resistance test of a battle goes through the bound
 * plugin's functions (bot battles, `muster odds` and the club companion alike). Each is a roll of dice over
 * the situation the battle builds from the table; `plugins` are the bound plugins whose tests it makes.
 */
export interface TerciosCombat extends CombatPlugin {
  /**
   * A shot: Shoot dice against Volley or Ball defence, the target's resistance test, Dm, Disorder, rout
   * tests, Experimental guns, Caracole. Rulebook: Shooting.
   */
  shoot(dice: Dice, situation: ShootingInput, plugins: TerciosPlugins): ShootingResult;
  /**
   * A combat: simultaneous rounds of Melee dice and resistance 5+, the winner, rout tests, Dirty war!,
   * retreat, pursuit and the movements to make. Rulebook: Combat.
   */
  melee(dice: Dice, situation: MeleeInput, plugins: TerciosPlugins): MeleeResult;
  /**
   * A resistance test: Courage dice, each success cancels a hit, none puts the unit in Disorder.
   * Rulebook: Shooting > Resistance test; Combat > Resistance roll.
   */
  resistanceTest(dice: Dice, situation: ResistanceInput): ResistanceResult;
}

/** What {@link defineTerciosCombat} takes: an id and a description, and the functions it changes. */
export interface TerciosCombatParts extends Partial<Pick<TerciosCombat, 'shoot' | 'melee' | 'resistanceTest'>> {
  readonly id: string;
  readonly description: string;
}

/** The functions of the combat contract, which a rebinding must have. */
export const TERCIOS_COMBAT_CONTRACT = ['shoot', 'melee', 'resistanceTest'] as const;

/**
 * A Tercios combat plugin: the functions given, the rules as written for the rest. Its `mechanics` (what
 * `muster odds` offers) call this plugin's own functions, so a house rule changes the odds too.
 *
 * @example
 * // House rule: artillery resistance needs a 5+, not a 6.
 * const combat = defineTerciosCombat({
 *   id: 'house/artillery-5',
 *   description: 'resisting artillery on 5+',
 *   resistanceTest: (dice, s) => terciosCombatPlugin.resistanceTest(dice, { ...s, target: Math.min(s.target, 5) }),
 * });
 */
export function defineTerciosCombat(parts: TerciosCombatParts): TerciosCombat {
  const mechanics: MechanicDefinition[] = [];
  const plugin: TerciosCombat = {
    id: parts.id,
    ruleset: 'tercios',
    description: parts.description,
    mechanics,
    shoot: parts.shoot ?? resolveShooting,
    melee: parts.melee ?? resolveMelee,
    resistanceTest: parts.resistanceTest ?? resistanceTest,
  };
  mechanics.push(shootMechanic(plugin), meleeMechanic(plugin), resistanceTestMechanic(plugin));
  return Object.freeze(plugin);
}

/** Tercios shooting and close combat as written (bound to `CombatPluginToken` by default). */
export const terciosCombatPlugin: TerciosCombat = defineTerciosCombat({
  id: 'tercios/combat',
  description: 'Liber Militum: Tercios shooting and close combat (Shoot and Melee dice pools, resistance, Dm, rout)',
});
