/**
 * @muster/sword-and-pike — The Sword and the Pike (the Jackson Gamers' big-battle variant of The Sword and
 * the Flame) for Muster: D20 figure fire, the D6 morale chart, D6 close combat per stand, 2D6 brigade moves.
 *
 * @packageDocumentation
 */

// The ruleset
export { swordAndPike, SWORD_AND_PIKE_VERSION } from './ruleset.js';
export { SEQUENCE_OF_ACTIONS, swordAndPikeSequence } from './sequence/sequence.js';
export type { SequencePhase } from './sequence/sequence.js';

// Morale and combat contracts: what play, odds and the club resolve through; house rules rebind them
export {
  defineSwordAndPikeCombat,
  SWORD_AND_PIKE_COMBAT_CONTRACT,
  swordAndPikeCombatPlugin,
} from './plugins/combat.js';
export type { SwordAndPikeCombat, SwordAndPikeCombatFunctions, SwordAndPikeCombatParts } from './plugins/combat.js';
export {
  defineSwordAndPikeMorale,
  SWORD_AND_PIKE_MORALE_CONTRACT,
  swordAndPikeMoralePlugin,
} from './plugins/morale.js';
export type { SwordAndPikeMorale, SwordAndPikeMoraleFunctions, SwordAndPikeMoraleParts } from './plugins/morale.js';

// Options (rulings)
export { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema } from './options/options.js';
export type { SwordAndPikeOptions } from './options/options.js';

// Troops
export { TROOP_TYPES, WEAPONS, MORALE_CLASSES, OFFICER_QUALITIES } from './profiles/TroopType.js';
export type { MoraleClass, OfficerQuality, Order, TroopType, Weapon } from './profiles/TroopType.js';
export { TROOP_PROFILES, troopProfile } from './profiles/troopProfiles.js';
export type { MovementClass, TroopProfile } from './profiles/TroopProfile.js';
export { standsLost, unitCondition } from './profiles/unitCondition.js';
export type { UnitCondition } from './profiles/unitCondition.js';

// Mechanics
export { evade, evasionOutcome } from './mechanics/evasion.js';
export type { EvasionCheck, EvasionOutcome, EvasionResult } from './mechanics/evasion.js';
export { turnFor, turnPivot, turnCost, WHEEL_ANGLE, WHEEL_DEGREES } from './table/turning.js';
export type { Turn, TurnKind } from './table/turning.js';
export { chargeAspect } from './table/chargeAspect.js';
export type { ChargeAspect } from './table/chargeAspect.js';
export { alignedCharge, contactedEdge } from './table/alignedCharge.js';
export type { AlignedCharge } from './table/alignedCharge.js';
export { evasionDestination } from './table/evasionDestination.js';
export { dicePerFirer, fireTable, fireTableLine, maxRangeOf } from './mechanics/fireTable.js';
export type { FireTableLine, TargetClass } from './mechanics/fireTable.js';
export { fireModifier, resolveFire } from './mechanics/resolveFire.js';
export type { FireInput, FireModifiers, FireResult } from './mechanics/resolveFire.js';
export { initialMoraleFor, rollInitialMorale } from './mechanics/initialMorale.js';
export {
  checkMorale,
  moraleConsequence,
  moraleModifier,
  moralePassed,
  moraleRating,
  moraleResult,
  moraleScore,
  readMorale,
} from './mechanics/moraleCheck.js';
export type {
  InitialMorale,
  InitialMoraleRoll,
  MoraleCheck,
  MoraleCheckOutcome,
  MoraleConsequence,
  MoraleModifiers,
  MoraleReading,
  MoraleReadingResult,
  MoraleResult,
  MoraleSituation,
  UnitMorale,
} from './mechanics/moraleCheck.js';
export {
  combatDice,
  DEFAULT_CLOSE_COMBAT_RULES,
  officerCombatDice,
  resolveMelee,
  shareCasualties,
  standsOf,
} from './mechanics/closeCombat.js';
export type {
  CloseCombat,
  CloseCombatResult,
  CloseCombatRules,
  CombatDice,
  CombatSide,
  CombatWinner,
  MeleeResult,
} from './mechanics/closeCombat.js';
export { routCasualties } from './mechanics/routCasualties.js';
export { officerCasualty } from './mechanics/officerCasualty.js';
export type { OfficerAtRisk, OfficerFate } from './mechanics/officerCasualty.js';
export { reiterRanksAgainstCharge } from './mechanics/reiterRanks.js';
export { brigadeMoves } from './mechanics/brigadeMoves.js';
export type { BrigadeMoves } from './mechanics/brigadeMoves.js';

// Army lists
export { ArmyListSchema, ArmyBrigadeSchema, ArmyOfficerSchema, ArmyUnitSchema } from './army/ArmyList.js';
export type { ArmyList, ArmyOfficer, ArmyUnit } from './army/ArmyList.js';
export { parseArmy, validateArmy } from './army/validateArmy.js';
export { showArmy } from './army/showArmy.js';
export { swordAndPikeArmies } from './army/armySupport.js';
export { frenchArmy, imperialArmy } from './army/exampleArmies.js';

// The battle
export { SwordAndPikeScenarioSchema } from './game/Scenario.js';
export type { SwordAndPikeScenario, SwordAndPikeScenarioInput } from './game/Scenario.js';
export { SwordAndPikeStateSchema } from './game/State.js';
export type {
  BattleResult,
  ChargeState,
  OfficerState,
  PendingWinner,
  Side,
  Step,
  SwordAndPikeState,
  UnitState,
} from './game/State.js';
export { SwordAndPikeDecisionSchema, MOVE_ORDERS, WINNER_OPTIONS } from './game/Decision.js';
export type { MoveOrder, SwordAndPikeDecision } from './game/Decision.js';
export { SwordAndPikeEventSchema } from './game/Event.js';
export type { SwordAndPikeEvent } from './game/Event.js';
export { scenarioFromArmies, STANDARD_TERRAIN } from './scenario/scenarioFromArmies.js';
export { BLOCKS_SIGHT, TERRAIN_KINDS, TerrainSchema } from './table/Terrain.js';
export type { Terrain, TerrainKind } from './table/Terrain.js';
export { fireBlockers, lineOfFireClear } from './table/lineOfFire.js';
export { normalMove } from './table/unitGeometry.js';
export { competentBot, expectedFire } from './bot/competentBot.js';
export { setupBattle } from './game/setup.js';
export { reduce } from './game/reduce.js';
export { resolve } from './game/resolve.js';
export { swordAndPikeRules } from './game/rules.js';
export type { BattleContext } from './game/context.js';
export { checkDecision, legalDecisions, mayEvade, orderableUnits, followsItsPike } from './sequence/legalDecisions.js';
export { battleInvariants } from './game/invariants.js';
export { describeDecision, describeEvent } from './game/describe.js';

// Drawing the table (muster battle --svg, muster view)
export { renderMap, swordAndPikeMarks, swordAndPikeTitle, swordAndPikeTurn } from './render/renderMap.js';
export { tableRenderer } from './render/tableRenderer.js';
