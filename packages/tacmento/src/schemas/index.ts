/**
 * `@muster/tacmento/schemas` — the zod schemas of every Taĉmento file and record (scenario, state, decision,
 * event, deck and cards, Campaign state, Instruction setup, options), each beside the type it infers: to
 * validate data or export it as JSON Schema. The ruleset carries the top ones too (`tacmento.schemas`).
 *
 * @packageDocumentation
 */

// Options
export { TacmentoOptionsSchema } from '../options/options.js';
export type { TacmentoOptions } from '../options/options.js';

// Scenario, state, decision, event
export { TacmentoScenarioSchema, ManeuverScenarioSchema, InstructionScenarioSchema } from '../game/Scenario.js';
export type { TacmentoScenario, TacmentoScenarioInput, InstructionScenario } from '../game/Scenario.js';
export { TacmentoStateSchema, ManeuverStateSchema, InstructionStateSchema } from '../game/State.js';
export type { TacmentoState, ManeuverState, InstructionState } from '../game/State.js';
export { TacmentoDecisionSchema, AbilitySchema } from '../game/Decision.js';
export type { TacmentoDecision, Ability } from '../game/Decision.js';
export { TacmentoEventSchema } from '../game/Event.js';
export type { TacmentoEvent } from '../game/Event.js';

// Decks and cards
export { DeckFileSchema } from '../cards/DeckFile.js';
export type { DeckFile } from '../cards/DeckFile.js';
export { TroopCardSchema } from '../cards/TroopCard.js';
export type { TroopCard, TroopType, Colour, Direction } from '../cards/TroopCard.js';
export { ObjectiveCardSchema, RequirementSchema } from '../cards/ObjectiveCard.js';
export type { ObjectiveCard, Requirement, BannerColour } from '../cards/ObjectiveCard.js';
export { BattleCardSchema, RuleOverridesSchema, BattleScoringSchema } from '../cards/BattleCard.js';
export type { BattleCard, RuleOverrides, BattleScoring, Difficulty } from '../cards/BattleCard.js';

// Campaign state and Instruction setups
export { CampaignStateSchema } from '../campaign/campaign.js';
export type { CampaignState } from '../campaign/campaign.js';
export { InstructionSetupSchema } from '../solver/InstructionSetup.js';
export type { InstructionSetup, InstructionSetupInput } from '../solver/InstructionSetup.js';
