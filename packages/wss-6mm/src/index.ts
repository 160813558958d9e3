/**
 * @muster/wss-6mm — 6mm War of the Spanish Succession: element-based d20 brigade activation, fire,
 * melee, resolve, rally and morale.
 *
 * The root exports what a user of the ruleset needs: the ruleset, its scenario, state, decision, event and
 * options types, army lists and unit types, the bot, the morale and combat plugins, the odds mechanics and
 * the table renderer. The rules themselves (each roll over its typed situation, the rule tables) are in
 * `@muster/wss-6mm/mechanics`, the zod schemas of every file and record in `@muster/wss-6mm/schemas`.
 *
 * @packageDocumentation
 */

// The ruleset
export { wss6mm, WSS6MM_VERSION } from './ruleset.js';

// Options (rulings)
export { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from './options/options.js';
export type { Wss6mmOptions } from './options/options.js';

// Scenario, state, decision, event (their zod schemas, and those of every part, are in `/schemas`)
export { exampleScenario, scenarioFromArmies } from './game/Scenario.js';
export type { Wss6mmScenario } from './game/Scenario.js';
export type { BattleState, BattleUnit } from './game/State.js';
export type { BattleDecision } from './game/Decision.js';
export type { BattleEvent } from './game/Event.js';

// Army lists and unit types
export { ArmyListSchema, isBattery } from './army/ArmyList.js';
export type { ArmyList } from './army/ArmyList.js';
export { parseArmy, validateArmy } from './army/validateArmy.js';
export { showArmy } from './army/showArmy.js';
export { wss6mmArmies } from './army/wss6mmArmies.js';
export { BRITISH_ARMY, FRENCH_ARMY } from './army/exampleArmies.js';
export { UNIT_TYPES, unitType } from './organisation/unitTypes.js';
export type { Arm, Tactics, UnitType } from './organisation/unitTypes.js';
export { BASE_SIZES } from './organisation/baseSizes.js';
export type { BaseSize, ElementKind } from './organisation/baseSizes.js';
export { BRIGADIER_RATINGS } from './command/brigadierRatings.js';
export type { BrigadierRating } from './command/brigadierRatings.js';

// Bots
export { competentBot } from './bot/competentBot.js';

// The morale and combat plugins (what a house rule rebinds) and the odds mechanics
export { defineWss6mmCombat, WSS6MM_COMBAT_CONTRACT, wss6mmCombatPlugin } from './plugins/combat.js';
export type { Wss6mmCombat, Wss6mmCombatParts, Wss6mmCombatRolls } from './plugins/combat.js';
export { defineWss6mmMorale, WSS6MM_MORALE_CONTRACT, wss6mmMoralePlugin } from './plugins/morale.js';
export type { Wss6mmMorale, Wss6mmMoraleParts, Wss6mmMoraleRolls } from './plugins/morale.js';
export type { RuleRoll } from './plugins/RuleRoll.js';
export { wss6mmMechanics } from './mechanics/commandOdds.js';

// Drawing the table (muster battle --svg, muster view)
export { renderMap } from './render/renderMap.js';
export { tableRenderer } from './render/tableRenderer.js';
