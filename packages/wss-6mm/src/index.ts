/**
 * @muster/wss-6mm — 6mm War of the Spanish Succession: element-based d20 brigade activation, fire,
 * melee, resolve, rally and morale.
 *
 * @packageDocumentation
 */
export { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from './options/options.js';
export type { Wss6mmOptions } from './options/options.js';
export { BASE_SIZES } from './organisation/baseSizes.js';
export type { BaseSize, ElementKind } from './organisation/baseSizes.js';
export { CASUALTY_NAMES, ORDER_NAMES } from './organisation/conditions.js';
export type { Casualty, Order } from './organisation/conditions.js';
export {
  casualtyCondition,
  frontRankElements,
  lossThresholds,
  UNIT_TYPES,
  unitType,
} from './organisation/unitTypes.js';
export type { Arm, Tactics, UnitType } from './organisation/unitTypes.js';
export { DROVERS_DESERT_ON, gunsRemaining, HITS_PER_GUN, MAX_BATTERY_GUNS } from './organisation/fieldBattery.js';
export { ACTIVATION_ROLL, BRIGADIER_RATINGS, COMMAND_RADIUS } from './command/brigadierRatings.js';
export type { BrigadierRating } from './command/brigadierRatings.js';
export { activationTest } from './mechanics/activationTest.js';
export type { ActivationResult } from './mechanics/activationTest.js';
export { initiativeRoll } from './mechanics/initiativeRoll.js';
export { canMove, MOVEMENT_TABLE, moveDistance } from './movement/movementTable.js';
export type { Cell, MoveArm, MoveMode } from './movement/movementTable.js';
export { allowedFormations, formationChangeMoves, isColumn } from './movement/formations.js';
export type { Formation } from './movement/formations.js';
export { inclineAllowance, mayFireAfter, wheel } from './movement/manoeuvre.js';
export type { WheelResult } from './movement/manoeuvre.js';
export {
  CHARGE_REQUIRES,
  chargeForbidden,
  chargeReactionTest,
  chargeRequirement,
  chargeTest,
} from './mechanics/chargeTest.js';
export type { ChargeArm, ChargeReactionSituation, ChargerState, ChargeTestResult } from './mechanics/chargeTest.js';
export {
  ARTILLERY_CLOSE_RANGE,
  ARTILLERY_MAX_RANGE,
  ARTILLERY_TABLE,
  artilleryFire,
  artilleryModifier,
  elementsForScore,
} from './mechanics/artilleryFire.js';
export { droversDesert } from './mechanics/droversDesert.js';
export type { DroversSituation } from './mechanics/droversDesert.js';
export type { ArtilleryShot, FireResult, Fortification } from './mechanics/artilleryFire.js';
export {
  firesByPlatoon,
  MUSKET_CLOSE_RANGE,
  MUSKET_RANGE,
  PISTOL_RANGE,
  SMALL_ARMS_TABLE,
  smallArmsFire,
  smallArmsModifier,
  smallArmsRow,
} from './mechanics/smallArmsFire.js';
export { pursuerDisordered } from './mechanics/pursuit.js';
export type { SmallArmsShot, Weapon } from './mechanics/smallArmsFire.js';
export { mayCountercharge, preMeleeFires, resolveTestAfterPreMeleeFire } from './mechanics/preMeleeFire.js';
export type { PreMeleeFire, PreMeleeFirer } from './mechanics/preMeleeFire.js';
export { CHARGE_BONUS, fightingElements, MELEE_TABLE, meleeModifier, meleeRoll } from './mechanics/melee.js';
export type { ChargeBonus, MeleeSide } from './mechanics/melee.js';
export { resolveModifier, resolvePassed, resolveResultFor, resolveTest } from './mechanics/resolveTest.js';
export type { ResolveOutcome, ResolveResult, ResolveSituation } from './mechanics/resolveTest.js';
export { moraleModifier, moraleResultFor, moraleTest } from './mechanics/moraleTest.js';
export type { MoraleOutcome, MoraleResult, MoraleSituation } from './mechanics/moraleTest.js';
export { orderAfterRally, RALLY_NEEDS, rallyModifier, rallyTest } from './mechanics/rallyTest.js';
export type { RallyFrom, RallyOutcome, RallySituation } from './mechanics/rallyTest.js';
export { controlTestBy, orderAfterControl } from './mechanics/controlTest.js';
export type { ControlOutcome } from './mechanics/controlTest.js';
export { orderAfterTest, orderOfResult, worse } from './mechanics/orderAfterTest.js';
export { lossesAfter } from './mechanics/elementLoss.js';
export { wss6mmMechanics } from './mechanics/commandOdds.js';
export { combatMechanics } from './plugins/combatOdds.js';
export { moraleMechanics } from './plugins/moraleOdds.js';
export { defineWss6mmCombat, WSS6MM_COMBAT_CONTRACT, wss6mmCombatPlugin } from './plugins/combat.js';
export type { Wss6mmCombat, Wss6mmCombatParts, Wss6mmCombatRolls } from './plugins/combat.js';
export { defineWss6mmMorale, WSS6MM_MORALE_CONTRACT, wss6mmMoralePlugin } from './plugins/morale.js';
export type { Wss6mmMorale, Wss6mmMoraleParts, Wss6mmMoraleRolls } from './plugins/morale.js';
export type { RuleRoll } from './plugins/RuleRoll.js';
export { ArmyBatterySchema, ArmyBrigadeSchema, ArmyListSchema, ArmyUnitSchema, isBattery } from './army/ArmyList.js';
export type { ArmyBattery, ArmyBrigade, ArmyList, ArmyUnit } from './army/ArmyList.js';
export { parseArmy, validateArmy } from './army/validateArmy.js';
export { showArmy } from './army/showArmy.js';
export { BRITISH_ARMY, FRENCH_ARMY } from './army/exampleArmies.js';
export { wss6mmArmies } from './army/wss6mmArmies.js';
export { wss6mm, WSS6MM_VERSION } from './ruleset.js';
export { competentBot } from './bot/competentBot.js';
export {
  BattleCincSchema,
  BattleStateSchema,
  BattleUnitSchema,
  BattleBrigadeSchema,
  UnitPatchSchema,
  SideSchema,
} from './game/State.js';
export type { BattleCinc, BattleState, BattleUnit, BattleBrigade, UnitPatch, Side } from './game/State.js';
export type { BattleContext } from './game/BattleContext.js';
export { BattleDecisionSchema, UnitOrderSchema } from './game/Decision.js';
export type { BattleDecision, UnitOrder } from './game/Decision.js';
export { BattleEventSchema } from './game/Event.js';
export type { BattleEvent } from './game/Event.js';
export {
  DEFAULT_TABLE,
  DEPLOYMENT,
  deployedFrontage,
  exampleScenario,
  scenarioFromArmies,
  Wss6mmScenarioSchema,
} from './game/Scenario.js';
export type { Wss6mmScenario } from './game/Scenario.js';
export { createWss6mmRules } from './game/rules.js';
export { checkBattleDecision, createWss6mmSequence, legalBattleDecisions, PHASES } from './sequence/sequence.js';
export { legalOrders } from './sequence/legalOrders.js';
export { reduceBattle } from './game/reduce.js';
export {
  crossesDisordering,
  defenceFacing,
  defendingObstacle,
  fortificationOf,
  onRoad,
  terrainAt,
  TerrainSchema,
} from './game/terrain.js';
export type { Terrain } from './game/terrain.js';
export { chargeReactions, resolveCharge, resolveChargeReaction } from './game/resolveCharge.js';
export type { ChargeReaction } from './game/resolveCharge.js';
export { EXAMPLE_TERRAIN } from './game/Scenario.js';
export {
  advanceFire,
  beginFire,
  expectedFireElements,
  fireTargetProblem,
  fireTargets,
  shoot,
  shotAt,
} from './game/firePhases.js';
export type { FirePhase } from './game/firePhases.js';
export { cincDecisions, cincMayJoin, cincOf, resolveCinc } from './game/commanderInChief.js';
export {
  ArmyDeploymentSchema,
  DEFAULT_ZONE_DEPTH,
  deployArmy,
  DeploymentSchema,
  deploymentProblems,
} from './game/deployment.js';
export type { ArmyDeployment, Deployment, DeploymentProblem } from './game/deployment.js';
export { tableInvariants } from './game/invariants.js';

// Drawing the table (muster battle --svg, muster view)
export { renderMap, wss6mmMarks, wss6mmTitle, wss6mmTurn } from './render/renderMap.js';
export { tableRenderer } from './render/tableRenderer.js';
