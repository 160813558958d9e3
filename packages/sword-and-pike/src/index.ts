/**
 * @muster/sword-and-pike — The Sword and the Pike (the Jackson Gamers' big-battle variant of The Sword and
 * the Flame) for Muster: D20 figure fire, the D6 morale chart, D6 close combat per stand, 2D6 brigade moves.
 *
 * The root exports what a user of the ruleset needs: the ruleset, its scenario, state, decision, event and
 * options types, army lists and troop profiles, the bot, the morale and combat plugins and the table
 * renderer. The rules themselves (each roll over its typed situation, the rule tables) are in
 * `@muster/sword-and-pike/mechanics`, the zod schemas of every file and record in `@muster/sword-and-pike/schemas`.
 *
 * @packageDocumentation
 */

// The ruleset
export { swordAndPike, SWORD_AND_PIKE_VERSION } from './ruleset.js';

// Options (rulings)
export { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema } from './options/options.js';
export type { SwordAndPikeOptions } from './options/options.js';

// Scenario, state, decision, event (their zod schemas, and the types of every part, are in `/schemas`)
export type { SwordAndPikeScenario, SwordAndPikeScenarioInput } from './game/Scenario.js';
export { scenarioFromArmies } from './scenario/scenarioFromArmies.js';
export type { SwordAndPikeState, UnitState } from './game/State.js';
export type { SwordAndPikeDecision } from './game/Decision.js';
export type { SwordAndPikeEvent } from './game/Event.js';

// Army lists and troop profiles
export { ArmyListSchema } from './army/ArmyList.js';
export type { ArmyList } from './army/ArmyList.js';
export { parseArmy, validateArmy } from './army/validateArmy.js';
export { showArmy } from './army/showArmy.js';
export { swordAndPikeArmies } from './army/armySupport.js';
export { frenchArmy, imperialArmy } from './army/exampleArmies.js';
export { TROOP_TYPES, WEAPONS, MORALE_CLASSES, OFFICER_QUALITIES } from './profiles/TroopType.js';
export type { MoraleClass, OfficerQuality, Order, TroopType, Weapon } from './profiles/TroopType.js';
export { TROOP_PROFILES, troopProfile } from './profiles/troopProfiles.js';
export { kneeToKnee } from './profiles/kneeToKnee.js';
export { ordersOf } from './profiles/ordersOf.js';
export type { MovementClass, TroopProfile } from './profiles/TroopProfile.js';

// Bots
export { competentBot } from './bot/competentBot.js';

// The morale and combat plugins: what play, odds and the club resolve through; house rules rebind them
export {
  defineSwordAndPikeCombat,
  SWORD_AND_PIKE_COMBAT_CONTRACT,
  swordAndPikeCombatPlugin,
} from './plugins/combat.js';
export type { SwordAndPikeCombat, SwordAndPikeCombatFunctions, SwordAndPikeCombatParts } from './plugins/combat.js';
export {
  defineSwordAndPikeMorale,
  SWORD_AND_PIKE_MORALE_CONTRACT,
  swordAndPikeMoralePlugin,
} from './plugins/morale.js';
export type { SwordAndPikeMorale, SwordAndPikeMoraleFunctions, SwordAndPikeMoraleParts } from './plugins/morale.js';

// Drawing the table (muster battle --svg, muster view)
export { renderMap } from './render/renderMap.js';
export { tableRenderer } from './render/tableRenderer.js';
