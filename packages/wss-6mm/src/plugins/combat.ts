import type { CombatPlugin } from '@muster/core';
import { artilleryFire, type ArtilleryShot, type FireResult } from '../mechanics/artilleryFire.js';
import { chargeReactionTest, type ChargeReactionSituation } from '../mechanics/chargeTest.js';
import { droversDesert, type DroversSituation } from '../mechanics/droversDesert.js';
import { meleeRoll, type MeleeSide } from '../mechanics/melee.js';
import { smallArmsFire, type SmallArmsShot } from '../mechanics/smallArmsFire.js';
import { combatMechanics } from './combatOdds.js';
import type { RuleRoll } from './RuleRoll.js';

/** The rolls of the wss-6mm combat contract (each `(dice, situation, options, who) → outcome`). */
export interface Wss6mmCombatRolls {
  /**
   * Small Arms Fire: one unit's muskets or pistols against the table row of its firing elements. Drives
   * the small arms fire phase, pre-melee point-blank fire, Pc horse pistols in melee, `odds small-arms` and
   * the club's small-arms form.
   */
  readonly smallArmsFire: RuleRoll<SmallArmsShot, FireResult>;
  /** Artillery Fire: one battery's shot. Drives the artillery fire phase, `odds artillery`, the club's form. */
  readonly artilleryFire: RuleRoll<ArtilleryShot, FireResult>;
  /** Melee > The Combat: one unit's melee roll (hits on the enemy). Drives every melee round, `odds melee`, the club. */
  readonly meleeRoll: RuleRoll<MeleeSide, FireResult>;
  /** Charges: a charged unit's attempt to fire or form square in time. Drives charge reactions, `odds fire-or-square`. */
  readonly chargeReactionTest: RuleRoll<
    ChargeReactionSituation,
    { readonly roll: number; readonly succeeded: boolean }
  >;
  /** Casualties: do a battery's drovers desert after hits. Drives hits on batteries, `odds drovers`. */
  readonly droversDesert: RuleRoll<DroversSituation, { readonly deserted: boolean }>;
}

/**
 * The combat contract of 6mm War of the Spanish Succession: fire, melee, the charged unit's fire-or-square
 * attempt and the drovers. The battle rolls every one of these through the plugin the container binds.
 */
export interface Wss6mmCombat extends CombatPlugin, Wss6mmCombatRolls {}

/** The functions a combat plugin must have (what `rulesetModule` checks on a rebinding). */
export const WSS6MM_COMBAT_CONTRACT = [
  'smallArmsFire',
  'artilleryFire',
  'meleeRoll',
  'chargeReactionTest',
  'droversDesert',
] as const satisfies readonly (keyof Wss6mmCombatRolls)[];

/** What {@link defineWss6mmCombat} takes: an id, a description, and the rolls it changes. */
export interface Wss6mmCombatParts extends Partial<Wss6mmCombatRolls> {
  readonly id: string;
  readonly description: string;
}

/**
 * A wss-6mm combat plugin: the rolls given, the rules as written for the rest, and `mechanics` for
 * `muster odds` that call this plugin's own rolls (so a house rule changes the odds too).
 *
 * @example
 * // House rule: muskets hit one element more at close range (3" or less).
 * const closeVolleys = defineWss6mmCombat({
 *   id: 'house/close-volleys',
 *   description: 'close-range musketry removes one more element',
 *   smallArmsFire: (dice, shot, options, who) => {
 *     const r = wss6mmCombatPlugin.smallArmsFire(dice, shot, options, who);
 *     return shot.weapon === 'musket' && shot.range <= 3 && r.elements > 0 ? { ...r, elements: Math.min(2, r.elements + 1) as 1 | 2 } : r;
 *   },
 * });
 */
export function defineWss6mmCombat(parts: Wss6mmCombatParts): Wss6mmCombat {
  const rolls: Wss6mmCombatRolls = {
    smallArmsFire: parts.smallArmsFire ?? smallArmsFire,
    artilleryFire: parts.artilleryFire ?? artilleryFire,
    meleeRoll: parts.meleeRoll ?? meleeRoll,
    chargeReactionTest: parts.chargeReactionTest ?? chargeReactionTest,
    droversDesert: parts.droversDesert ?? droversDesert,
  };
  return {
    id: parts.id,
    description: parts.description,
    ruleset: 'wss-6mm',
    ...rolls,
    mechanics: combatMechanics(rolls),
  };
}

/** The combat rules as written. */
export const wss6mmCombatPlugin: Wss6mmCombat = defineWss6mmCombat({
  id: 'wss-6mm/combat',
  description: 'artillery and small arms fire tables, the melee table, fire or square when charged, the drovers',
});
