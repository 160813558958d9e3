/**
 * @muster/core — the shared engine of Muster: seeded and exact dice, odds, tabletop geometry, the game
 * loop with its event log and replay, plugin contracts and the one error type.
 *
 * @packageDocumentation
 */

// Errors
export { MusterError } from './errors/MusterError.js';
export type { MusterErrorCode, MusterErrorContext } from './errors/MusterError.js';

// Dice
export { Rng, RngStateSchema } from './dice/Rng.js';
export type { RngState } from './dice/Rng.js';
export { SeededDice } from './dice/SeededDice.js';
export type { SeededDiceOptions } from './dice/SeededDice.js';
export { ScriptedDice } from './dice/ScriptedDice.js';
export type { DiceRequest, FaceProvider } from './dice/ScriptedDice.js';
export { describeRoll, describeRollLine } from './dice/Roll.js';
export type { Roll, RollKind, RollListener } from './dice/Roll.js';
export type { Dice, RecordedDice } from './dice/Dice.js';
export { MAX_DICE_PER_ROLL, MAX_SIDES, validateDiceArgs } from './dice/validateRoll.js';

// Exact odds and Monte Carlo
export { Rational, binomial } from './odds/Rational.js';
export { Distribution, rationalFromNumber } from './odds/Distribution.js';
export type { Marginal, WeightedOutcome } from './odds/Distribution.js';
export { outcomeKey } from './odds/Outcome.js';
export type { Outcome, OutcomeValue } from './odds/Outcome.js';
export { enumerate } from './odds/enumerate.js';
export type { EnumerateOptions } from './odds/enumerate.js';
export { rollOptions } from './odds/rollOptions.js';
export type { RollOption } from './odds/rollOptions.js';
export { monteCarlo } from './odds/monteCarlo.js';
export type { MonteCarloOptions, MonteCarloResult, SampledMarginal, SampledValue } from './odds/monteCarlo.js';
export { RunningStats, wilsonInterval, Z95 } from './odds/stats.js';
export type { Interval } from './odds/stats.js';
export { exactReport, sampledReport } from './odds/OddsReport.js';
export type { OddsReport } from './odds/OddsReport.js';
export { diceMechanics } from './odds/diceMechanics.js';
export type { MechanicDefinition } from './odds/Mechanic.js';

// Parameters and schemas
export { parseParams } from './params/ParamSpec.js';
export { paramsUnderOptions } from './params/paramsUnderOptions.js';
export type { GameOptions } from './params/GameOptions.js';
export type { ParamKind, ParamSpec, ParamValues } from './params/ParamSpec.js';
export { formatPath, parseWith } from './schema/parseWith.js';
export { canonicalJson, jsonEqual } from './json/Json.js';
export type { Json } from './json/Json.js';

// Plugin contracts
export {
  CombatPluginToken,
  DicePluginToken,
  GameOptionsToken,
  GameRulesToken,
  MoralePluginToken,
  SequencePluginToken,
} from './plugins/tokens.js';
export { seededDicePlugin } from './plugins/seededDicePlugin.js';
export type { PluginInfo } from './plugins/PluginInfo.js';
export type { GameResult, PlayerId, SequencePlugin } from './plugins/SequencePlugin.js';
export type { DicePlugin } from './plugins/DicePlugin.js';
export type { MoralePlugin } from './plugins/MoralePlugin.js';
export type { CombatPlugin } from './plugins/CombatPlugin.js';
export type { GameRules, ResolveContext } from './plugins/GameRules.js';

// Rulesets, games, logs
export { RulesetRegistry } from './ruleset/RulesetRegistry.js';
export { mechanicsOf } from './ruleset/Ruleset.js';
export type { Ruleset, RulesetSchemas } from './ruleset/Ruleset.js';
export { rulesetModule } from './ruleset/rulesetModule.js';
export type { MechanicPlugins, PluginSource, RulesSource, RulesetModuleParts } from './ruleset/rulesetModule.js';
export {
  VARIANT_FORMAT,
  VARIANT_VERSION,
  VariantFileSchema,
  bindVariant,
  checkVariantRuleset,
  defineVariant,
  mergeOptions,
  rulesAsWritten,
  variantFromJson,
} from './variant/Variant.js';
export type { Variant, VariantDefinition, VariantPluginSource, VariantPlugins } from './variant/Variant.js';
export type { ArmyReport, ArmySupport, ArmyViolation } from './ruleset/ArmySupport.js';
export { Game, checkSamePlugins, createGame, pluginIds, resolvePlugins, variantOptions } from './game/Game.js';
export type { BoundPlugins, CreateGameOptions, DecideResult } from './game/Game.js';
export { playGame } from './game/playGame.js';
export type { PlayGameOptions } from './game/playGame.js';
export { memoOnState } from './game/memoOnState.js';
export { extendContext } from './game/extendContext.js';
export { replay } from './game/replay.js';
export type { ReplayReport } from './game/replay.js';
export { SAVED_GAME_FORMAT, SAVED_GAME_VERSION, SavedGameSchema } from './game/SavedGame.js';
export type { PluginIds, SavedGame } from './game/SavedGame.js';
export { LogEntrySchema, RollSchema } from './log/LogEntry.js';
export type { DecisionEntry, EventEntry, LogEntry, RollEntry } from './log/LogEntry.js';
export { randomLegalBot } from './bot/Bot.js';
export type { Bot, BotView } from './bot/Bot.js';

// Geometry
export { GEOMETRY_EPSILON } from './geometry/tolerance.js';
export {
  add,
  angleBetween,
  angleOf,
  cross,
  distance,
  dot,
  fromAngle,
  hypot,
  length,
  lerp,
  normalize,
  normalizeAngle,
  perpRight,
  rotate,
  scale,
  sub,
  vec,
  vecClose,
} from './geometry/Vec.js';
export type { Vec } from './geometry/Vec.js';
export {
  EAST,
  NORTH,
  SOUTH,
  WEST,
  baseAt,
  centres,
  cornerCoordinates,
  corners,
  forwardOf,
  fromLocal,
  frontCentre,
  rearCentre,
  rightOf,
  toLocal,
} from './geometry/Base.js';
export type { Base, CentreName, Centres, Corners } from './geometry/Base.js';
export { TABLE_72x48, baseInside } from './geometry/Table.js';
export type { Table } from './geometry/Table.js';
export {
  arcOf,
  inFrontArc,
  isBehindFrontLine,
  isWhollyBehindFrontLine,
  isWhollyBehindRearLine,
} from './geometry/arcs.js';
export type { Arc } from './geometry/arcs.js';
export {
  closestParameterOnSegment,
  closestPointOnSegment,
  pointSegmentDistance,
  polylineCrossings,
  segmentDistance,
  segmentIntersectionParameters,
  segmentsIntersect,
} from './geometry/segments.js';
export type { Segment } from './geometry/segments.js';
export {
  closestPointOfPolygon,
  distanceToBoundary,
  distanceToPolygon,
  insideIntervals,
  lengthInsidePolygon,
  pointInPolygon,
  pointStrictlyInPolygon,
  polygonOfBase,
  segmentIntersectsPolygon,
} from './geometry/Polygon.js';
export type { Polygon } from './geometry/Polygon.js';
export {
  baseAxes,
  basesOverlap,
  convexOverlap,
  edgeNormals,
  project,
  segmentIntersectsBase,
  shapesOverlap,
} from './geometry/overlap.js';
export { convexPieces, signedArea2 } from './geometry/convexPieces.js';
export {
  baseGap,
  closestPointOfShape,
  distanceToBase,
  distanceToShape,
  nearestCentre,
  outlineOf,
  shapeGap,
} from './geometry/distances.js';
export type { NearestCentre, Shape } from './geometry/distances.js';
export { lineOfSight, passageWidth } from './geometry/lineOfSight.js';
export type { Blocker, LineOfSight, LineOfSightOptions } from './geometry/lineOfSight.js';
export {
  advance,
  faceTowards,
  moveFrontCentreTo,
  pivot,
  pivotPointOf,
  stepDistance,
  sweep,
} from './geometry/movement.js';
export type { MoveStep, PivotPoint, Sweep } from './geometry/movement.js';
export { contactAlong, contactDistance, firstContact } from './geometry/firstContact.js';
export type { Contact } from './geometry/firstContact.js';
export { BaseSchema, PolygonSchema, TableSchema, VecSchema } from './geometry/schemas.js';
export { pivotContact } from './geometry/pivotContact.js';
export type { PivotContact } from './geometry/pivotContact.js';
export { centresInSight } from './geometry/centresInSight.js';
export { sweepUntilContact } from './geometry/sweepUntilContact.js';
export type { BlockedSweep } from './geometry/sweepUntilContact.js';
