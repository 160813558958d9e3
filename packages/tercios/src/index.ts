/**
 * @muster/tercios — Liber Militum: Tercios and Brevis Editio for Muster: D6 pools, order cards,
 * commanders, army lists.
 *
 * The root exports what a user of the ruleset needs: the ruleset, its scenario, state, decision, event and
 * options types, army lists and unit profiles, the bot, the morale and combat plugins, the odds mechanics and
 * the table renderer. The rules themselves (each roll over its typed situation, the rule tables) are in
 * `@muster/tercios/mechanics`, the zod schemas of every file and record in `@muster/tercios/schemas`; what only
 * Muster's own packages use is in `@muster/tercios/internal`.
 *
 * @packageDocumentation
 */

// The ruleset
export { tercios, TERCIOS_MAX_DECISIONS } from './ruleset.js';

// Options (every ruling and adaptation)
export { TerciosOptionsSchema, DEFAULT_TERCIOS_OPTIONS } from './options/options.js';
export type { TerciosOptions, TerciosOptionsInput } from './options/options.js';
export { brevisEditioOptions } from './options/brevisEditioOptions.js';

// Scenario, state, decision, event (their zod schemas, and those of every part, are in `/schemas`)
export type { TerciosScenario, TerciosScenarioInput } from './game/Scenario.js';
export { exampleScenario } from './scenario/exampleScenario.js';
export { scenarioFromArmies } from './scenario/scenarioFromArmies.js';
export type { BattleState, UnitState } from './game/State.js';
export type { BattleDecision } from './game/Decision.js';
export type { BattleEvent } from './game/Event.js';

// Army lists and unit profiles
export { ArmyFileSchema } from './army/ArmyFile.js';
export type { ArmyFile } from './army/ArmyFile.js';
export { parseArmy, validateArmy } from './army/validateArmy.js';
export type { ArmyValidationOptions } from './army/validateArmy.js';
export { showArmy } from './army/showArmy.js';
export type { ShowArmyOptions } from './army/showArmy.js';
export { terciosArmies } from './army/terciosArmies.js';
export { SPANISH_EMPIRE_1000 } from './army/examples/spanishEmpire1000.js';
export { SWEDISH_EMPIRE_1000 } from './army/examples/swedishEmpire1000.js';
export { SPANISH_EMPIRE_BREVIS_7 } from './army/examples/spanishEmpireBrevis.js';
export { FACTIONS, getFaction } from './factions/FACTIONS.js';
export type { Edition, Faction } from './factions/Faction.js';
export type { UnitProfile } from './profiles/UnitProfile.js';
export { PROFILES, PROFILE_IDS } from './profiles/PROFILES.js';
export { getProfile, hasProfile } from './profiles/getProfile.js';

// Bots
export { competentBot } from './bot/competentBot.js';
export { playerView } from './bot/playerView.js';

// The morale and combat plugins (what a house rule rebinds) and the odds mechanics
export { TERCIOS_COMBAT_CONTRACT, defineTerciosCombat, terciosCombatPlugin } from './plugins/combat.js';
export type { TerciosCombat, TerciosCombatParts, TerciosPlugins } from './plugins/combat.js';
export { TERCIOS_MORALE_CONTRACT, defineTerciosMorale, terciosMoralePlugin } from './plugins/morale.js';
export type { ReactionTestInput, TerciosMorale, TerciosMoraleParts } from './plugins/morale.js';
export { terciosMechanics } from './plugins/terciosMechanics.js';

// Drawing the table (muster battle --svg, muster view)
export { renderSvg } from './render/renderSvg.js';
export type { RenderSvgOptions } from './render/renderSvg.js';
export { tableRenderer } from './render/tableRenderer.js';
