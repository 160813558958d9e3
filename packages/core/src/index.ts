/**
 * @muster/core — the shared engine of Muster: seeded and exact dice, odds, tabletop geometry, the game
 * loop with its event log and replay, plugin contracts and the one error type.
 *
 * The root entry is what a ruleset or a tool needs; subpath entries hold the rest:
 * `@muster/core/geometry` (the whole geometry toolkit), `@muster/core/odds` (the whole odds toolkit),
 * `@muster/core/testing` (conformance kit, race ruleset, scripted dice) and `@muster/core/internal`
 * (shared by Muster's packages, no stability promise). The API of each entry is in `api/`.
 *
 * @example
 * import { createGame, playGame, randomLegalBot } from '@muster/core';
 * const game = playGame(ruleset, ruleset.exampleScenario(), { seed: 'club-night', bots: { A: randomLegalBot(), B: randomLegalBot() } });
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
export { describeRoll, describeRollLine, describeRollResult } from './dice/Roll.js';
export type { Roll, RollKind, RollListener } from './dice/Roll.js';
export type { Dice, RecordedDice } from './dice/Dice.js';

// Exact odds and Monte Carlo (the whole toolkit: @muster/core/odds)
export { Rational, binomial } from './odds/Rational.js';
export { Distribution } from './odds/Distribution.js';
export type { Marginal, WeightedOutcome } from './odds/Distribution.js';
export type { Outcome, OutcomeValue } from './odds/Outcome.js';
export { enumerate } from './odds/enumerate.js';
export type { EnumerateOptions } from './odds/enumerate.js';
export { monteCarlo } from './odds/monteCarlo.js';
export type { MonteCarloOptions, MonteCarloResult, SampledMarginal, SampledValue } from './odds/monteCarlo.js';
export { t95, wilsonInterval, Z95 } from './odds/stats.js';
export type { Interval } from './odds/stats.js';
export { exactReport, sampledReport } from './odds/OddsReport.js';
export type { IntervalMethod, OddsReport, ReportHeader } from './odds/OddsReport.js';
export { diceMechanics } from './odds/diceMechanics.js';
export type { MechanicDefinition } from './odds/Mechanic.js';

// Parameters and schemas
export { parseParams } from './params/ParamSpec.js';
export { paramsUnderOptions } from './params/paramsUnderOptions.js';
export type { GameOptions } from './params/GameOptions.js';
export type { ParamKind, ParamSpec, ParamValues } from './params/ParamSpec.js';
export { formatPath, parseWith } from './schema/parseWith.js';
export { armyFileFormat, checkFileFormat } from './schema/fileFormat.js';
export type { FileFormat } from './schema/fileFormat.js';
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
export { allLegal, legalOf } from './plugins/SequencePlugin.js';
export type { Candidates, GameResult, PlayerId, SequencePlugin } from './plugins/SequencePlugin.js';
export type { DicePlugin } from './plugins/DicePlugin.js';
export type { MoralePlugin } from './plugins/MoralePlugin.js';
export type { CombatPlugin } from './plugins/CombatPlugin.js';
export type { GameRules, ResolveContext } from './plugins/GameRules.js';

// Rulesets, variants, games, logs, bots
export { mechanicsOf } from './ruleset/Ruleset.js';
export type { DecisionOf, EventOf, Ruleset, RulesetSchemas, StateOf } from './ruleset/Ruleset.js';
export { rulesetModule } from './ruleset/rulesetModule.js';
export type { MechanicPlugins, PluginSource, RulesSource, RulesetModuleParts } from './ruleset/rulesetModule.js';
export type { ArmyReport, ArmySupport, ArmyViolation } from './ruleset/ArmySupport.js';
export {
  VARIANT_FORMAT,
  VARIANT_VERSION,
  VariantFileSchema,
  checkVariantRuleset,
  defineVariant,
  mergeOptions,
  variantFromJson,
} from './variant/Variant.js';
export type { Variant, VariantDefinition, VariantPluginSource, VariantPlugins } from './variant/Variant.js';
export { Game, createGame } from './game/Game.js';
export type {
  BoundPlugins,
  CreateGameOptions,
  DecideResult,
  GameOf,
  PreparedGames,
  ResumeOptions,
} from './game/Game.js';
export { prepareGames, startGame } from './game/prepareGames.js';
export type { PrepareGamesOptions } from './game/prepareGames.js';
export { playGame, playPreparedGame } from './game/playGame.js';
export type { PlayGameOptions, PlayPreparedGameOptions } from './game/playGame.js';
export { replay } from './game/replay.js';
export type { ReplayReport } from './game/replay.js';
export { SAVED_GAME_FORMAT, SAVED_GAME_VERSION, SavedGameSchema, savedGameFormat } from './game/SavedGame.js';
export type { PluginIds, SavedGame } from './game/SavedGame.js';
export { LogEntrySchema, RollSchema } from './log/LogEntry.js';
export type { DecisionEntry, EventEntry, LogEntry, RollEntry } from './log/LogEntry.js';
export { bestDecision, randomLegalBot } from './bot/Bot.js';
export type { Bot, BotView } from './bot/Bot.js';

// Shared with Muster's own packages, kept here for them; also in @muster/core/internal
export { extendContext } from './game/extendContext.js';
export { memoOnState } from './game/memoOnState.js';
export { emptyObjectArray, mapPacked } from './game/packedArrays.js';
export { pluginIds, resolvePlugins } from './game/Game.js';

// Geometry that rulesets use (the whole toolkit: @muster/core/geometry)
export {
  add,
  angleBetween,
  angleOf,
  cross,
  distance,
  dot,
  hypot,
  normalizeAngle,
  rotate,
  scale,
  sub,
  vec,
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
  frontCentre,
  rearCentre,
  rightOf,
  toLocal,
} from './geometry/Base.js';
export type { Base, CentreName, Centres, Corners } from './geometry/Base.js';
export { baseInside } from './geometry/Table.js';
export type { Table } from './geometry/Table.js';
export {
  arcOf,
  inFrontArc,
  inFrontArcFrom,
  isBehindFrontLine,
  isWhollyBehindFrontLine,
  isWhollyBehindRearLine,
} from './geometry/arcs.js';
export type { Arc } from './geometry/arcs.js';
export { pointSegmentDistance } from './geometry/segments.js';
export {
  closestPointOfPolygon,
  pointInPolygon,
  pointStrictlyInPolygon,
  segmentIntersectsPolygon,
} from './geometry/Polygon.js';
export type { Polygon } from './geometry/Polygon.js';
export { basesOverlap } from './geometry/overlap.js';
export { baseGap, closestPointOfShape, distanceToBase, nearestCentre, shapeGap } from './geometry/distances.js';
export type { NearestCentre, Shape } from './geometry/distances.js';
export { lineOfSight } from './geometry/lineOfSight.js';
export type { Blocker, LineOfSight, LineOfSightOptions } from './geometry/lineOfSight.js';
export { advance, faceTowards, pivot, stepDistance } from './geometry/movement.js';
export type { MoveStep, PivotPoint } from './geometry/movement.js';
export { contactAlong, firstContact } from './geometry/firstContact.js';
export type { Contact } from './geometry/firstContact.js';
export { firstWithin } from './geometry/firstWithin.js';
export { centresInSight } from './geometry/centresInSight.js';
export { sweepUntilContact } from './geometry/sweepUntilContact.js';
export type { BlockedSweep } from './geometry/sweepUntilContact.js';

// Drawing the table: the renderer contract and the kit every ruleset's map is built with
export { DISORDERED_OUTLINE, SHARED_SWATCHES, SvgMap, SIDE_COLOURS, escapeXml, svgNumber } from './render/SvgMap.js';
export type { LegendEntry, MapPieceSpec, SvgMapOptions } from './render/SvgMap.js';
export { deploymentEdges, sidesLine } from './render/deploymentEdges.js';
export type { TableEdge } from './render/deploymentEdges.js';
export type { DrawOptions, MapMark, MapMarkKind, MapPiece, MapPoint, TableRenderer } from './render/TableRenderer.js';
// The replay viewer: frames computed by the ruleset's reducer and renderer, shown by one page script
export { narrateGame } from './render/narrateGame.js';
export type { NarratedEntry, NarratedGame } from './render/narrateGame.js';
export { viewerFrames } from './render/viewerFrames.js';
export type { ViewerData, ViewerEntry, ViewerFrame } from './render/viewerFrames.js';
export { mountViewer, VIEWER_STYLE } from './render/mountViewer.js';
export type { ViewerHandle, ViewerRoot } from './render/mountViewer.js';
export { viewerPage } from './render/viewerPage.js';
