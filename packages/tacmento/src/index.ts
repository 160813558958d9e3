/**
 * @muster/tacmento — Taĉmento, the card game of tercio manoeuvres: Maneuver mode (two Contenders),
 * Instruction mode (solo, Levels I-III) and Campaign mode, with bots and an Instruction solver.
 *
 * @packageDocumentation
 */

// The ruleset
export { tacmento, TACMENTO_VERSION } from './ruleset.js';

// Cards as data
export {
  TROOP_TYPES,
  COLOURS,
  DIRECTIONS,
  TROOP_COLOUR,
  TROOP_ABILITY,
  PRINTED_COMPOSITION,
  PRISONER_POINTS,
  TroopCardSchema,
  objectiveTroop,
} from './cards/TroopCard.js';
export type { TroopCard, TroopType, Colour, Direction } from './cards/TroopCard.js';
export { ObjectiveCardSchema, RequirementSchema, BANNER_COLOURS } from './cards/ObjectiveCard.js';
export type { ObjectiveCard, Requirement, BannerColour } from './cards/ObjectiveCard.js';
export { BattleCardSchema, RuleOverridesSchema, BattleScoringSchema, DIFFICULTIES } from './cards/BattleCard.js';
export type { BattleCard, RuleOverrides, BattleScoring, Difficulty } from './cards/BattleCard.js';
export { DeckFileSchema, DECK_FORMAT, DECK_FORMAT_VERSION } from './cards/DeckFile.js';
export type { DeckFile } from './cards/DeckFile.js';
export { loadDeck } from './cards/loadDeck.js';
export { sampleDeck } from './cards/sampleDeck.js';

// The Maneuver Grounds and the Tercio
export { squadronManeuver, flankingManeuver, motivate, command } from './grounds/push.js';
export type { PushOutcome } from './grounds/push.js';
export { tableDirection, opposite } from './grounds/Grid.js';
export type { Cell, Grid, Position, Side } from './grounds/Grid.js';
export { shuffle } from './grounds/shuffle.js';
export { compileObjective, findPlacement, matchObjective } from './objectives/matchObjective.js';
export type { CellTest, Placement, CompiledObjective, MatchOptions } from './objectives/matchObjective.js';

// Game
export {
  TacmentoScenarioSchema,
  ManeuverScenarioSchema,
  InstructionScenarioSchema,
  exampleScenario,
} from './game/Scenario.js';
export type { TacmentoScenario, TacmentoScenarioInput, InstructionScenario } from './game/Scenario.js';
export { TacmentoStateSchema, ManeuverStateSchema, InstructionStateSchema } from './game/State.js';
export type { TacmentoState, ManeuverState, InstructionState } from './game/State.js';
export { TacmentoDecisionSchema, AbilitySchema } from './game/Decision.js';
export type { TacmentoDecision, Ability } from './game/Decision.js';
export { TacmentoEventSchema } from './game/Event.js';
export type { TacmentoEvent } from './game/Event.js';
export { tacmentoSequence, SOLO } from './sequence/sequence.js';
export { createTacmentoRules } from './game/rules.js';
export { legalDecisions } from './sequence/legalDecisions.js';
export { viewFor, HIDDEN_CARD } from './game/viewFor.js';
export { tacmentoInvariants } from './game/invariants.js';
export { TacmentoOptionsSchema, DEFAULT_OPTIONS } from './options/options.js';
export type { TacmentoOptions } from './options/options.js';
export { prisonerPoints, infiltrationPoints } from './maneuver/maneuverScoring.js';
export { instructionScore, turnPoints, victoryName, LEVEL_BONUS } from './instruction/instructionScore.js';
export { tacmentoMechanics } from './mechanics/tacmentoMechanics.js';

// Bots
export { searchBot, evaluateManeuver } from './bot/searchBot.js';

// Campaign
export {
  newCampaign,
  recordAttempt,
  battleFailed,
  failedBattleChoices,
  decideFailedBattle,
  wildcardPolicy,
  campaignTotal,
  campaignRank,
  playCampaign,
  CampaignStateSchema,
  ATTEMPT_MODIFIER,
  WILDCARD_PENALTY,
} from './campaign/campaign.js';
export type { CampaignState, FailedBattleChoice } from './campaign/campaign.js';

// Solver
export { solveInstruction, stateFromSetup, countingProof, DEFAULT_MAX_STATES } from './solver/solveInstruction.js';
export { solverModel, positionOf } from './solver/SolverModel.js';
export type { SolverModel, SolverPosition, SolverMove } from './solver/SolverModel.js';
export { turnsLowerBound } from './solver/turnsLowerBound.js';
export type { LineCounter, TurnsLowerBound } from './solver/turnsLowerBound.js';
export type { SolveResult, SolveOptions } from './solver/solveInstruction.js';
export { loadSetup, InstructionSetupSchema, SETUP_FORMAT, SETUP_FORMAT_VERSION } from './solver/InstructionSetup.js';
export type { InstructionSetup, InstructionSetupInput } from './solver/InstructionSetup.js';
export { formatSolveResult } from './solver/formatSolveResult.js';

// Drawing the Grounds (muster battle --svg, muster view)
export { renderMap, tacmentoMarks, tacmentoTitle, tacmentoTurn } from './render/renderMap.js';
export { tableRenderer } from './render/tableRenderer.js';
