/**
 * `@muster/wss-6mm/schemas` — the zod schemas of every 6mm WSS file and record (scenario, deployment, terrain,
 * battle state, decision, event, army list, options), each beside the type it infers: to validate data or
 * export it as JSON Schema. The ruleset carries the top ones too (`wss6mm.schemas`).
 *
 * @packageDocumentation
 */

// Options
export { Wss6mmOptionsSchema } from '../options/options.js';
export type { Wss6mmOptions } from '../options/options.js';

// Scenario, deployment and terrain
export { Wss6mmScenarioSchema } from '../game/Scenario.js';
export type { Wss6mmScenario } from '../game/Scenario.js';
export { ArmyDeploymentSchema, DeploymentSchema } from '../game/deployment.js';
export type { ArmyDeployment, Deployment } from '../game/deployment.js';
export { TerrainSchema } from '../game/terrain.js';
export type { Terrain } from '../game/terrain.js';

// Battle state, decision, event
export {
  BattleCincSchema,
  BattleStateSchema,
  BattleUnitSchema,
  BattleBrigadeSchema,
  UnitPatchSchema,
  SideSchema,
} from '../game/State.js';
export type { BattleCinc, BattleState, BattleUnit, BattleBrigade, UnitPatch, Side } from '../game/State.js';
export { BattleDecisionSchema, UnitOrderSchema } from '../game/Decision.js';
export type { BattleDecision, UnitOrder } from '../game/Decision.js';
export { BattleEventSchema } from '../game/Event.js';
export type { BattleEvent } from '../game/Event.js';

// Army lists
export { ArmyBatterySchema, ArmyBrigadeSchema, ArmyListSchema, ArmyUnitSchema } from '../army/ArmyList.js';
export type { ArmyBattery, ArmyBrigade, ArmyList, ArmyUnit } from '../army/ArmyList.js';
