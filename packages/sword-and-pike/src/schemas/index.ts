/**
 * `@muster/sword-and-pike/schemas` — the zod schemas of every Sword and the Pike file and record (scenario,
 * battle state, decision, event, army list, terrain, options), each beside its type, and the types of every
 * part of the state: to validate data or export it as JSON Schema. The ruleset carries the top ones too
 * (`swordAndPike.schemas`).
 *
 * @packageDocumentation
 */

// Options
export { SwordAndPikeOptionsSchema } from '../options/options.js';
export type { SwordAndPikeOptions } from '../options/options.js';

// Scenario and terrain
export { SwordAndPikeScenarioSchema } from '../game/Scenario.js';
export type { SwordAndPikeScenario, SwordAndPikeScenarioInput } from '../game/Scenario.js';
export { TerrainSchema } from '../table/Terrain.js';
export type { Terrain, TerrainKind } from '../table/Terrain.js';

// Battle state, decision, event
export { SwordAndPikeStateSchema } from '../game/State.js';
export type {
  BattleResult,
  ChargeState,
  OfficerState,
  PendingWinner,
  Side,
  Step,
  SwordAndPikeState,
  UnitState,
} from '../game/State.js';
export {
  MOVE_HEADINGS,
  MOVE_ORDERS,
  SwordAndPikeDecisionSchema,
  TACTICAL_HEADINGS,
  WINNER_OPTIONS,
} from '../game/Decision.js';
export type { MoveOrder, SwordAndPikeDecision, TacticalHeading } from '../game/Decision.js';
export { SwordAndPikeEventSchema } from '../game/Event.js';
export type { SwordAndPikeEvent } from '../game/Event.js';

// Army lists
export { ArmyListSchema, ArmyBrigadeSchema, ArmyOfficerSchema, ArmyUnitSchema } from '../army/ArmyList.js';
export type { ArmyList, ArmyOfficer, ArmyUnit } from '../army/ArmyList.js';
