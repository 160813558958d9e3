/**
 * @muster/tacmento — Taĉmento, the card game of tercio manoeuvres: Maneuver mode (two Contenders),
 * Instruction mode (solo, Levels I-III) and Campaign mode, with bots and an Instruction solver.
 *
 * The root exports what a user of the ruleset needs: the ruleset, its scenario, state, decision, event and
 * options types, decks and cards, the bot and each player's view, the odds mechanics, Campaign mode, the
 * Instruction solver and the Grounds renderer. The rules themselves (the pushes on the Grounds, matching
 * Objectives, scoring, the cards as data) are in `@muster/tacmento/mechanics`, the zod schemas of every file and
 * record in `@muster/tacmento/schemas`.
 *
 * @packageDocumentation
 */

// The ruleset
export { tacmento, TACMENTO_VERSION } from './ruleset.js';

// Options
export { TacmentoOptionsSchema, DEFAULT_OPTIONS } from './options/options.js';
export type { TacmentoOptions } from './options/options.js';

// Scenario, state, decision, event (their zod schemas, and those of every part, are in `/schemas`)
export { exampleScenario } from './game/Scenario.js';
export type { TacmentoScenario, TacmentoScenarioInput } from './game/Scenario.js';
export type { TacmentoState } from './game/State.js';
export type { TacmentoDecision } from './game/Decision.js';
export type { TacmentoEvent } from './game/Event.js';

// Decks and cards
export { DeckFileSchema, DECK_FORMAT, DECK_FORMAT_VERSION } from './cards/DeckFile.js';
export type { DeckFile } from './cards/DeckFile.js';
export { loadDeck } from './cards/loadDeck.js';
export { sampleDeck } from './cards/sampleDeck.js';
export type { TroopCard } from './cards/TroopCard.js';
export type { ObjectiveCard } from './cards/ObjectiveCard.js';
export type { BattleCard } from './cards/BattleCard.js';

// Bots and what each player sees
export { searchBot } from './bot/searchBot.js';
export { viewFor, HIDDEN_CARD } from './game/viewFor.js';

// The odds mechanics
export { tacmentoMechanics } from './mechanics/tacmentoMechanics.js';

// Campaign mode
export {
  newCampaign,
  recordAttempt,
  mayCrossOut,
  battleFailed,
  failedBattleChoices,
  decideFailedBattle,
  wildcardPolicy,
  campaignTotal,
  campaignRank,
  playCampaign,
  ATTEMPT_MODIFIER,
  WILDCARD_PENALTY,
} from './campaign/campaign.js';
export type { CampaignState, FailedBattleChoice } from './campaign/campaign.js';

// The Instruction solver (muster solve tacmento)
export { solveInstruction, stateFromSetup, DEFAULT_MAX_STATES } from './solver/solveInstruction.js';
export type { SolveResult, SolveOptions } from './solver/solveInstruction.js';
export { loadSetup, SETUP_FORMAT, SETUP_FORMAT_VERSION } from './solver/InstructionSetup.js';
export type { InstructionSetup } from './solver/InstructionSetup.js';
export { formatSolveResult } from './solver/formatSolveResult.js';

// Drawing the Grounds (muster battle --svg, muster view)
export { renderMap } from './render/renderMap.js';
export { tableRenderer } from './render/tableRenderer.js';
