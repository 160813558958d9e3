/**
 * `@muster/tercios/mechanics` — the rules of Liber Militum: Tercios as functions: each roll over its typed
 * situation and its outcome, the values, special rules and weapons they read, orders and reactions, command,
 * movement and line of fire on the table, and the army-building tables. What a house rule's
 * `defineTerciosMorale`/`defineTerciosCombat` override builds on.
 *
 * @packageDocumentation
 */

// Values, modifiers, Wear
export type { ValueName } from '../values/ValueName.js';
export { bonus, penalty, virtuePoint } from '../values/Modifier.js';
export type { Modifier } from '../values/Modifier.js';
export { modifyValue } from '../values/modifyValue.js';
export { netSteps } from '../values/netSteps.js';
export { effectiveValue } from '../values/effectiveValue.js';
export type { EffectiveValue } from '../values/effectiveValue.js';
export { firstValue, secondValue } from '../values/splitValue.js';
export { isFresh, isWeary, routPoints } from '../values/wear.js';
export { staminaOf } from '../values/staminaOf.js';
export type { TerciosUnit } from '../values/TerciosUnit.js';

// Troop special rules and weapons
export { TROOP_RULES, normaliseRuleId } from '../rules/troopRules.js';
export type { SpecialRule, RuleEffect } from '../rules/troopRules.js';
export { WEAPON_RULES, normaliseWeaponId, weaponRulesOf } from '../rules/weaponRules.js';
export type { WeaponRule, WeaponKind } from '../rules/weaponRules.js';
export type { RuleContext, RuleStep } from '../rules/RuleContext.js';
export { effectiveRules, hasRule, hasEffect } from '../rules/effectiveRules.js';
export { unitModifiers } from '../rules/unitModifiers.js';
export { combatType, isInfantry } from '../rules/unitCategory.js';
export { shootValueAtRange } from '../rules/shootValueAtRange.js';
export type { ShootAtRange } from '../rules/shootValueAtRange.js';
export { terrainEffect } from '../rules/terrainSpeed.js';
export { followingUnits } from '../rules/followingUnits.js';
export type { FollowingRule, FollowingUnit } from '../rules/followingUnits.js';
export type { TerrainMovement } from '../rules/terrainSpeed.js';
export { applyOptions, combineOptions, optionProblems } from '../profiles/applyOptions.js';
export type { EffectiveProfile, OptionContext, OptionProblem } from '../profiles/applyOptions.js';
export { allRules, implicitRules } from '../profiles/implicitRules.js';

// Orders and reactions
export { ORDER_CARDS, ORDER_IDS } from '../orders/OrderCard.js';
export type { OrderAction, OrderCard, OrderId, ReactionKind } from '../orders/OrderCard.js';
export { disciplineDice } from '../orders/disciplineDice.js';
export { orderTest } from '../orders/orderTest.js';
export type { OrderTestInput, OrderTestResult } from '../orders/orderTest.js';
export { resistOrder } from '../orders/resistOrder.js';
export type { ResistOrderResult } from '../orders/resistOrder.js';
export { impetuousTest } from '../orders/impetuousTest.js';
export type { ImpetuousInput, ImpetuousResult } from '../orders/impetuousTest.js';
export { orderFallback } from '../orders/orderFallback.js';
export { reactionPlans, attemptReaction } from '../orders/reactions.js';
export type { ReactionAttempt, ReactionPlan, ReactionSituation, ReactionTrigger } from '../orders/reactions.js';
export { movementAllowance } from '../orders/movementAllowance.js';
export { evasionMove } from '../orders/evasionMove.js';

// Shooting, melee, resistance, Wear and rout
export { resistanceTest } from './resistanceTest.js';
export type { ResistanceInput, ResistanceResult } from './resistanceTest.js';
export { routTest } from './routTest.js';
export type { FailedRoutTest, RoutTestInput, RoutTestResult, SelflessReroll } from './routTest.js';
export { sufferWear } from './sufferWear.js';
export type { WearResult } from './sufferWear.js';
export { resolveShooting, shootingRestriction } from './resolveShooting.js';
export type { NoShotReason, ShootingInput, ShootingResult } from './resolveShooting.js';
export { resolveMelee } from './resolveMelee.js';
export type {
  CombatRoll,
  DefenderReaction,
  DestroyedBy,
  DirtyWarState,
  MeleeInput,
  MeleeMarkers,
  MeleeMovement,
  MeleeProgress,
  MeleeResult,
  MeleeRound,
  MeleeSide,
} from './resolveMelee.js';

// Command
export { VIRTUES } from '../command/virtues.js';
export type { Virtue, VirtueId, VirtueScope } from '../command/virtues.js';
export { TRAITS, commandTestTarget, isTraitId } from '../command/traits.js';
export type { Trait, TraitId, TraitKind } from '../command/traits.js';
export type { AttachedCommander, Commander } from '../command/AttachedCommander.js';
export { COMMANDER_RANKS, COMMAND_RADIUS, COMMANDER_MOVE } from '../command/commanderRanks.js';
export type { CommanderRank } from '../command/commanderRanks.js';
export { commandTest } from '../command/commandTest.js';
export type { CommandTestResult } from '../command/commandTest.js';
export { wrongPlaceTest, isolationTest, commandersLost } from '../command/commanderLosses.js';
export type {
  CommanderLoss,
  CommanderTestInput,
  IsolationResult,
  LosableCommander,
  WrongPlaceResult,
} from '../command/commanderLosses.js';
export { commandRadius, commanderMove, canInteract, isUnderCommand } from '../command/commandReach.js';
export { determinedAgainst, eliteRally, experienced, indefatigable } from '../command/commandActions.js';
export { leavingATroop } from '../command/leavingATroop.js';
export { initiativeClaim, rollInitiative } from '../command/rollInitiative.js';
export type { InitiativeCommander, InitiativeResult, InitiativeSide } from '../command/rollInitiative.js';

// On the table: movement, charges, line of fire, scenery and deployment
export { ANGLE_CORRECTIONS, planMove, involuntaryMove, pathTerrain } from '../table/movement.js';
export type { AngleCorrection, GapObstacles, PlannedMove, PathTerrain } from '../table/movement.js';
export type { ChargeTurnContact, HiddenCharge } from '../table/charge.js';
export { planCharge, isFlankCharge } from '../table/charge.js';
export type { PlannedCharge, ShortCharge } from '../table/charge.js';
export { lineOfFire } from '../table/lineOfFire.js';
export type { LineOfFire, FiringPoint } from '../table/lineOfFire.js';
export { SCENERY_TYPES, croplandFeatures, riverFeatures } from '../scenery/SceneryType.js';
export type { SceneryTypeInfo } from '../scenery/SceneryType.js';
export { sceneryPoints } from '../scenery/sceneryPoints.js';
export type { SceneryPointsInput } from '../scenery/sceneryPoints.js';
export { brevisDeployment } from '../deployment/brevisDeployment.js';
export type { DeploymentResult } from '../deployment/brevisDeployment.js';

// Army building
export { ARMY_BASES, BREVIS_ARMY, REGIMENT_NAMES } from '../army/armyBases.js';
export type { ArmyBase } from '../army/armyBases.js';
export { BATTLE_SIZES, BREVIS_POINTS } from '../army/battleSizes.js';
export type { BattleSize } from '../army/battleSizes.js';
export {
  CHOOSABLE_TRAITS,
  CHOOSABLE_VIRTUES,
  COMMANDER_IN_CHIEF_RANKS,
  MESTRE_DE_CAMP_RANKS,
  commanderRank,
} from '../army/commanders.js';
export { armyUnits, resolveUnit } from '../army/armyUnits.js';
export type { ResolvedArmyUnit } from '../army/armyUnits.js';
export { forlornHopeAllowance } from '../army/forlornHopeAllowance.js';
export type { ForlornHopeQuota } from '../army/forlornHopeAllowance.js';
export { KINGDOMS_ARMY_TYPES } from '../factions/kingdomsArmyTypes.js';
export type { KingdomsArmyType, KingdomsRegiment, KingdomsConstraint, Range } from '../factions/kingdomsArmyTypes.js';

// The end of the battle (The Battle > Duration; ruling "An army destroyed"), from the facts a game holds.
export { battleEnd, DURATION_LAST_TURN } from '../game/victory.js';
export type { BattleEndFacts, BattleOutcome } from '../game/victory.js';
