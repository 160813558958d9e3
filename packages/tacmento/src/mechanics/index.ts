/**
 * `@muster/tacmento/mechanics` — the rules of Taĉmento as functions: the cards as data, the pushes on the
 * Maneuver Grounds, matching an Objective, the Maneuver and Instruction scoring, and the Instruction
 * solver's model of them.
 *
 * @packageDocumentation
 */

// The cards as data
export {
  TROOP_TYPES,
  COLOURS,
  DIRECTIONS,
  TROOP_COLOUR,
  TROOP_ABILITY,
  PRINTED_COMPOSITION,
  PRISONER_POINTS,
  objectiveTroop,
} from '../cards/TroopCard.js';
export { BANNER_COLOURS } from '../cards/ObjectiveCard.js';
export { DIFFICULTIES } from '../cards/BattleCard.js';

// The Maneuver Grounds and the Tercio
export { squadronManeuver, flankingManeuver, motivate, command } from '../grounds/push.js';
export type { PushOutcome } from '../grounds/push.js';
export { tableDirection, opposite } from '../grounds/Grid.js';
export type { Cell, Grid, Position, Side } from '../grounds/Grid.js';
export { shuffle } from '../grounds/shuffle.js';
export { compileObjective, findPlacement } from '../objectives/matchObjective.js';
export type { CellTest, Placement, CompiledObjective, MatchOptions } from '../objectives/matchObjective.js';

// Scoring
export { prisonerPoints, infiltrationPoints } from '../maneuver/maneuverScoring.js';
export { instructionScore, turnPoints, victoryName, LEVEL_BONUS } from '../instruction/instructionScore.js';

// The Instruction solver's model of the rules: positions, moves and the lower bound on the turns left
export { solverModel, positionOf } from '../solver/SolverModel.js';
export type { SolverModel, SolverPosition, SolverMove } from '../solver/SolverModel.js';
export { turnsLowerBound } from '../solver/turnsLowerBound.js';
export type { LineCounter, TurnsLowerBound } from '../solver/turnsLowerBound.js';
