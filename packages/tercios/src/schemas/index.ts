/**
 * `@muster/tercios/schemas` — the zod schemas of every Tercios file and record (scenario, battle state,
 * decision, event, army list, unit profile, options), each beside the type it infers: to validate data or
 * export it as JSON Schema. The ruleset carries the top ones too (`tercios.schemas`).
 *
 * @packageDocumentation
 */

// Options
export { TerciosOptionsSchema } from '../options/options.js';
export type { TerciosOptions, TerciosOptionsInput } from '../options/options.js';

// Scenario
export {
  TerciosScenarioSchema,
  ForceSchema,
  ScenarioUnitSchema,
  ScenarioCommanderSchema,
  ScenarioRegimentSchema,
  ScenarioTerrainSchema,
  PlacementSchema,
  PointSchema,
  SideSchema,
} from '../game/Scenario.js';
export type {
  TerciosScenario,
  TerciosScenarioInput,
  Force,
  ScenarioUnit,
  ScenarioCommander,
  ScenarioRegiment,
  ScenarioTerrain,
  Placement,
  Point,
  Side,
} from '../game/Scenario.js';
export { SceneryTypeSchema, TerrainFeatureSchema } from '../scenery/SceneryType.js';
export type { SceneryType, TerrainFeature } from '../scenery/SceneryType.js';

// Battle state, decision, event
export {
  BattleStateSchema,
  UnitStateSchema,
  CommanderStateSchema,
  TerrainStateSchema,
  OrderSchema,
  PendingColdBloodSchema,
  ActingSchema,
  PendingReactionSchema,
  PendingEscapeSchema,
  PendingSelflessSchema,
  ResumeSchema,
  ResumedFieldsSchema,
} from '../game/State.js';
export type {
  BattleState,
  UnitState,
  CommanderState,
  TerrainState,
  Order,
  Acting,
  PendingReaction,
  PendingColdBlood,
  PendingEscape,
  PendingSelfless,
  Resume,
  ResumeAnswer,
  ResumedFields,
} from '../game/State.js';
export { BattleDecisionSchema, CommandActionSchema } from '../game/Decision.js';
export type { BattleDecision, CommandAction } from '../game/Decision.js';
export { BattleEventSchema } from '../game/Event.js';
export type { BattleEvent } from '../game/Event.js';

// Army lists and unit profiles
export {
  ArmyCommanderSchema,
  ArmyEliteSchema,
  ArmyFileSchema,
  ArmyRegimentSchema,
  ArmyUnitSchema,
  RegimentTypeSchema,
} from '../army/ArmyFile.js';
export type { ArmyCommander, ArmyElite, ArmyFile, ArmyRegiment, ArmyUnit, RegimentType } from '../army/ArmyFile.js';
export {
  ProfileConflictSchema,
  ProfileSourceSchema,
  SplitValueSchema,
  UnitCategorySchema,
  UnitDefenceSchema,
  UnitOptionSchema,
  UnitProfileSchema,
  UnitValuesSchema,
} from '../profiles/UnitProfile.js';
export type {
  ProfileConflict,
  ProfileSource,
  SplitValue,
  UnitCategory,
  UnitDefence,
  UnitOption,
  UnitProfile,
  UnitValues,
} from '../profiles/UnitProfile.js';
