/**
 * `@muster/sword-and-pike/mechanics` — the rules of The Sword and the Pike as functions: each roll over its
 * typed situation and its outcome (fire, morale, close combat, evasion, casualties, brigade moves), the rule
 * tables, and turning, charging and line of fire on the table. What a house rule's
 * `defineSwordAndPikeMorale`/`defineSwordAndPikeCombat` override builds on.
 *
 * @packageDocumentation
 */

// The sequence of actions
export { SEQUENCE_OF_ACTIONS } from '../sequence/sequence.js';
export type { SequencePhase } from '../sequence/sequence.js';

// Unit condition
export { standsLost, unitCondition } from '../profiles/unitCondition.js';
export { isLighterCavalry } from '../game/closeCombat.js';
export { isShaken } from '../game/unitRules.js';
export type { UnitCondition } from '../profiles/unitCondition.js';

// How a battle ends (ruling R15)
export { battleEnd, figuresLost, removedShare } from '../game/unitRules.js';
export type { BattleTally } from '../game/unitRules.js';
export type { BattleResult } from '../game/State.js';

// Fire
export { dicePerFirer, fireTable, fireTableLine, maxRangeOf } from './fireTable.js';
export type { FireTableLine, TargetClass } from './fireTable.js';
export { targetClassFor } from './targetClass.js';
export type { FireTarget, TargetClasses } from './targetClass.js';
export { fireModifier, resolveFire } from './resolveFire.js';
export type { FireInput, FireModifiers, FireResult } from './resolveFire.js';

// Morale
export { initialMoraleFor, rollInitialMorale } from './initialMorale.js';
export {
  checkMorale,
  moraleConsequence,
  moraleModifier,
  moralePassed,
  moraleRating,
  moraleResult,
  moraleScore,
  readMorale,
} from './moraleCheck.js';
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
  ToCloseFailure,
  UnitMorale,
} from './moraleCheck.js';

// Close combat, casualties, evasion, brigade moves
export {
  combatDice,
  DEFAULT_CLOSE_COMBAT_RULES,
  officerCombatDice,
  resolveMelee,
  shareCasualties,
  standsOf,
} from './closeCombat.js';
export type {
  CloseCombat,
  CloseCombatResult,
  CloseCombatRules,
  CombatDice,
  CombatSide,
  CombatWinner,
  MeleeResult,
} from './closeCombat.js';
export { routCasualties } from './routCasualties.js';
export { officerCasualty } from './officerCasualty.js';
export type { OfficerAtRisk, OfficerFate } from './officerCasualty.js';
export { reiterRanksAgainstCharge } from './reiterRanks.js';
export { evade, evasionOutcome } from './evasion.js';
export type { EvasionCheck, EvasionOutcome, EvasionResult } from './evasion.js';
export { brigadeMoves } from './brigadeMoves.js';
export { rallyFailureRemoves } from './rallyFailure.js';
export { takesSpentTest } from './spentTest.js';
export { lostItsStaff } from './staffLost.js';
export type { StaffLostCandidate } from './staffLost.js';
export type { SpentTestCandidate } from './spentTest.js';
export type { BrigadeMoves } from './brigadeMoves.js';

// On the table: moves, turning, charges, evasion, line of fire
export { normalMove } from '../table/unitGeometry.js';
export { turnFor, turnPivot, turnCost, WHEEL_DEGREES } from '../table/turning.js';
export type { Turn, TurnKind } from '../table/turning.js';
export { chargeAspect } from '../table/chargeAspect.js';
export type { ChargeAspect } from '../table/chargeAspect.js';
export { alignedCharge, contactedEdge } from '../table/alignedCharge.js';
export type { AlignedCharge } from '../table/alignedCharge.js';
export { evasionDestination } from '../table/evasionDestination.js';
export { BLOCKS_SIGHT, TERRAIN_KINDS } from '../table/Terrain.js';
export { fireBlockers, lineOfFireClear } from '../table/lineOfFire.js';
