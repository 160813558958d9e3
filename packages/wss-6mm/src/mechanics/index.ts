/**
 * `@muster/wss-6mm/mechanics` — the rules of 6mm War of the Spanish Succession as functions: each roll over
 * its typed situation and its outcome (activation, charge, fire, melee, resolve, morale, rally, control), the
 * rule tables, organisation and casualties, movement and formations, terrain and deployment. What a house
 * rule's `defineWss6mmMorale`/`defineWss6mmCombat` override builds on.
 *
 * @packageDocumentation
 */

// The turn sequence
export { PHASES } from '../sequence/sequence.js';

// Organisation and casualties
export { CASUALTY_NAMES, ORDER_NAMES } from '../organisation/conditions.js';
export type { Casualty, Order } from '../organisation/conditions.js';
export { casualtyCondition, frontRankElements, lossThresholds } from '../organisation/unitTypes.js';
export {
  DROVERS_DESERT_ON,
  gunsRemaining,
  HITS_PER_GUN,
  hitsOnBattery,
  MAX_BATTERY_GUNS,
} from '../organisation/fieldBattery.js';
export { lossesAfter } from './elementLoss.js';

// Command and activation
export { ACTIVATION_ROLL, COMMAND_RADIUS } from '../command/brigadierRatings.js';
export { activationTest } from './activationTest.js';
export type { ActivationResult } from './activationTest.js';
export { initiativeRoll } from './initiativeRoll.js';

// Movement and formations
export { canMove, MOVEMENT_TABLE, moveDistance } from '../movement/movementTable.js';
export type { Cell, MoveArm, MoveMode } from '../movement/movementTable.js';
export { allowedFormations, formationChangeMoves, isColumn } from '../movement/formations.js';
export type { Formation } from '../movement/formations.js';
export { wheel } from '../movement/manoeuvre.js';
export type { WheelResult } from '../movement/manoeuvre.js';

// Charges
export {
  CHARGE_REQUIRES,
  chargeForbidden,
  chargeReactionAttempt,
  mayReactInFlankOrRear,
  chargeReactionTest,
  chargeRequirement,
  chargeTest,
} from './chargeTest.js';
export type { ChargeArm, ChargeReactionSituation, ChargerState, ChargeTestResult } from './chargeTest.js';
export { mayCountercharge, preMeleeFires, resolveTestAfterPreMeleeFire } from './preMeleeFire.js';
export type { PreMeleeFire, PreMeleeFirer } from './preMeleeFire.js';
export { footPursuitDisorders, footPursuitHaltDisorders, pursuerDisordered, pursuesAfterMelee } from './pursuit.js';

// Fire
export {
  ARTILLERY_CLOSE_RANGE,
  ARTILLERY_MAX_RANGE,
  ARTILLERY_TABLE,
  artilleryFire,
  artilleryModifier,
  elementsForScore,
} from './artilleryFire.js';
export type { ArtilleryShot, FireResult, Fortification } from './artilleryFire.js';
export { droversDesert } from './droversDesert.js';
export type { DroversSituation } from './droversDesert.js';
export {
  firesByPlatoon,
  MUSKET_CLOSE_RANGE,
  MUSKET_RANGE,
  PISTOL_RANGE,
  SMALL_ARMS_TABLE,
  smallArmsFire,
  smallArmsModifier,
  smallArmsRow,
} from './smallArmsFire.js';
export type { SmallArmsShot, Weapon } from './smallArmsFire.js';

// Melee
export { CHARGE_BONUS, fightingElements, MELEE_TABLE, meleeModifier, meleeResultOf, meleeRoll } from './melee.js';
export type { ChargeBonus, MeleeResult, MeleeSide } from './melee.js';

// Resolve, morale, rally, control
export { resolveModifier, resolvePassed, resolveResultFor, resolveTest } from './resolveTest.js';
export type { ResolveOutcome, ResolveResult, ResolveSituation } from './resolveTest.js';
export { moraleModifier, moraleResultFor, moraleTest } from './moraleTest.js';
export type { MoraleOutcome, MoraleResult, MoraleSituation } from './moraleTest.js';
export {
  orderAfterRally,
  RALLY_NEEDS,
  rallyContactModifier,
  rallyFromOrder,
  rallyModifier,
  rallyTest,
} from './rallyTest.js';
export { owesNewFireLossTest } from './fireLossTests.js';
export type { RallyFrom, RallyOutcome, RallySituation } from './rallyTest.js';
export { controlTestBy, orderAfterControl } from './controlTest.js';
export type { ControlOutcome } from './controlTest.js';
export { orderAfterTest, orderOfResult, worse } from './orderAfterTest.js';

// Terrain and deployment on the table
export {
  crossesDisordering,
  defenceFacing,
  defendingObstacle,
  fortificationOf,
  onRoad,
  terrainAt,
} from '../game/terrain.js';
export { DEFAULT_TABLE } from '../game/Scenario.js';
export {
  DEFAULT_ZONE_DEPTH,
  DEPLOYMENT,
  deployArmy,
  deployedFrontage,
  deploymentProblems,
} from '../game/deployment.js';
export type { DeploymentProblem } from '../game/deployment.js';
