/**
 * @muster/tercios — Liber Militum: Tercios and Brevis Editio for Muster: D6 pools, order cards,
 * commanders, army lists.
 *
 * @packageDocumentation
 */

// Options (every ruling and adaptation)
export { TerciosOptionsSchema, DEFAULT_TERCIOS_OPTIONS } from './options/options.js';
export type { TerciosOptions, TerciosOptionsInput } from './options/options.js';
export { brevisEditioOptions } from './options/brevisEditioOptions.js';
export { resolveOptions } from './options/resolveOptions.js';

// Values, modifiers, Wear
export type { ValueName } from './values/ValueName.js';
export { VALUE_NAMES } from './values/ValueName.js';
export { bonus, penalty, virtuePoint } from './values/Modifier.js';
export type { Modifier } from './values/Modifier.js';
export { modifyValue } from './values/modifyValue.js';
export { netSteps } from './values/netSteps.js';
export { effectiveValue } from './values/effectiveValue.js';
export type { EffectiveValue } from './values/effectiveValue.js';
export { firstValue, secondValue } from './values/splitValue.js';
export { isFresh, isWeary, routPoints } from './values/wear.js';
export { staminaOf } from './values/staminaOf.js';
export type { TerciosUnit } from './values/TerciosUnit.js';

// Rules registry: troop special rules and weapons
export { TROOP_RULES, normaliseRuleId } from './rules/troopRules.js';
export type { SpecialRule, RuleEffect } from './rules/troopRules.js';
export { WEAPON_RULES, normaliseWeaponId, weaponRulesOf } from './rules/weaponRules.js';
export type { WeaponRule, WeaponKind } from './rules/weaponRules.js';
export type { RuleContext, RuleStep } from './rules/RuleContext.js';
export { effectiveRules, hasRule, hasEffect } from './rules/effectiveRules.js';
export { unitModifiers } from './rules/unitModifiers.js';
export { combatType, isInfantry } from './rules/unitCategory.js';
export { shootValueAtRange, ARQUEBUS_MUSKET_NEAR_BAND } from './rules/shootValueAtRange.js';
export type { ShootAtRange } from './rules/shootValueAtRange.js';

// Orders and reactions
export { ORDER_CARDS, ORDER_IDS } from './orders/OrderCard.js';
export type { OrderAction, OrderCard, OrderId, ReactionKind } from './orders/OrderCard.js';
export { disciplineDice } from './orders/disciplineDice.js';
export { orderTest } from './orders/orderTest.js';
export type { OrderTestInput, OrderTestResult } from './orders/orderTest.js';
export { resistOrder } from './orders/resistOrder.js';
export type { ResistOrderResult } from './orders/resistOrder.js';
export { impetuousTest } from './orders/impetuousTest.js';
export type { ImpetuousInput, ImpetuousResult } from './orders/impetuousTest.js';
export { orderFallback } from './orders/orderFallback.js';
export { reactionPlans, attemptReaction } from './orders/reactions.js';
export { movementAllowance } from './orders/movementAllowance.js';
export { evasionMove } from './orders/evasionMove.js';
export { changeMount } from './orders/changeMount.js';
export type { ReactionAttempt, ReactionPlan, ReactionSituation, ReactionTrigger } from './orders/reactions.js';

// Mechanics
export { resistanceTest } from './mechanics/resistanceTest.js';
export type { ResistanceInput, ResistanceResult } from './mechanics/resistanceTest.js';
export { routTest } from './mechanics/routTest.js';
export { sufferWear } from './mechanics/sufferWear.js';
export type { WearResult } from './mechanics/sufferWear.js';
export type { RoutTestInput, RoutTestResult } from './mechanics/routTest.js';
export { resolveShooting, shootingRestriction } from './mechanics/resolveShooting.js';
export type { NoShotReason, ShootingInput, ShootingResult } from './mechanics/resolveShooting.js';
export { resolveMelee } from './mechanics/resolveMelee.js';
export type {
  CombatRoll,
  DefenderReaction,
  DestroyedBy,
  DirtyWarState,
  MeleeInput,
  MeleeMovement,
  MeleeResult,
  MeleeRound,
  MeleeSide,
} from './mechanics/resolveMelee.js';

// Command
export { VIRTUES } from './command/virtues.js';
export type { Virtue, VirtueId, VirtueScope } from './command/virtues.js';
export { TRAITS, isTraitId } from './command/traits.js';
export type { Trait, TraitId, TraitKind } from './command/traits.js';
export type { AttachedCommander, Commander } from './command/AttachedCommander.js';
export { COMMANDER_RANKS, TRAITS_OF_ALL_COMMANDERS, COMMAND_RADIUS, COMMANDER_MOVE } from './command/commanderRanks.js';
export type { CommanderRank } from './command/commanderRanks.js';
export { commandTest } from './command/commandTest.js';
export type { CommandTestResult } from './command/commandTest.js';
export { wrongPlaceTest, isolationTest, commandersLost } from './command/commanderLosses.js';
export type {
  CommanderLoss,
  CommanderTestInput,
  IsolationResult,
  LosableCommander,
  WrongPlaceResult,
} from './command/commanderLosses.js';
export { commandRadius, commanderMove, canInteract, isUnderCommand } from './command/commandReach.js';
export { eliteRally, experienced, indefatigable } from './command/commandActions.js';
export { leavingATroop } from './command/leavingATroop.js';
export { rollInitiative } from './command/rollInitiative.js';
export { initiativeMechanic } from './command/initiativeMechanic.js';
export type { InitiativeResult, InitiativeSide } from './command/rollInitiative.js';

// Terrain
export { terrainEffect } from './rules/terrainSpeed.js';
export type { TerrainMovement } from './rules/terrainSpeed.js';

// The morale and combat contracts (what a house rule rebinds), their default plugins and odds mechanics
export { TERCIOS_COMBAT_CONTRACT, defineTerciosCombat, terciosCombatPlugin } from './plugins/combat.js';
export type { TerciosCombat, TerciosCombatParts, TerciosPlugins } from './plugins/combat.js';
export { TERCIOS_MORALE_CONTRACT, defineTerciosMorale, terciosMoralePlugin } from './plugins/morale.js';
export type { ReactionTestInput, TerciosMorale, TerciosMoraleParts } from './plugins/morale.js';
export {
  MELEE_PARAMS,
  SHOOT_PARAMS,
  checkShot,
  meleeOptions,
  meleeOutcome,
  meleeSituation,
  shootOutcome,
  shootSituation,
} from './plugins/combatOdds.js';
export { attachedCommander, effectiveProfile, joinIds, listParams, splitIds, unitOf } from './plugins/oddsUnits.js';
export type { ListedUnit } from './plugins/oddsUnits.js';
export { terciosMechanics } from './plugins/terciosMechanics.js';
export { preparedUnitsCache } from './mechanics/preparedUnits.js';

// Battle
export { tercios, TERCIOS_MAX_DECISIONS } from './ruleset.js';
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
} from './game/Scenario.js';
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
} from './game/Scenario.js';
export { scenarioFromArmies, forceFromArmy } from './scenario/scenarioFromArmies.js';
export { exampleScenario } from './scenario/exampleScenario.js';
export {
  SCENERY_TYPES,
  SceneryTypeSchema,
  TerrainFeatureSchema,
  croplandFeatures,
  riverFeatures,
} from './scenery/SceneryType.js';
export type { SceneryType, SceneryTypeInfo, TerrainFeature } from './scenery/SceneryType.js';
export { sceneryPoints } from './scenery/sceneryPoints.js';
export type { SceneryPointsInput } from './scenery/sceneryPoints.js';
export { brevisDeployment } from './deployment/brevisDeployment.js';
export type { DeploymentResult } from './deployment/brevisDeployment.js';
export {
  BattleStateSchema,
  UnitStateSchema,
  CommanderStateSchema,
  TerrainStateSchema,
  OrderSchema,
  PendingColdBloodSchema,
  ActingSchema,
  PendingReactionSchema,
} from './game/State.js';
export type {
  BattleState,
  UnitState,
  CommanderState,
  TerrainState,
  Order,
  Acting,
  PendingReaction,
  PendingColdBlood,
} from './game/State.js';
export { coldBloodCandidates, expertBrigade } from './game/commanderActivation.js';
export { BattleDecisionSchema, CommandActionSchema } from './game/Decision.js';
export type { BattleDecision, CommandAction } from './game/Decision.js';
export { BattleEventSchema } from './game/Event.js';
export type { BattleEvent } from './game/Event.js';
export { setupBattle, victoryPointsOf } from './game/setup.js';
export { reduceBattle } from './game/reduce.js';
export { resolveBattle } from './game/resolve.js';
export type { BattleContext } from './game/BattleContext.js';
export { battleOutcome } from './game/victory.js';
export type { BattleOutcome } from './game/victory.js';
export { battleInvariants } from './game/invariants.js';
export { terciosRules } from './game/rules.js';
export { terciosSequence, legalBattleDecisions, checkBattleDecision } from './sequence/sequence.js';
export { planMove, involuntaryMove, pathTerrain } from './table/movement.js';
export type { PlannedMove, PathTerrain } from './table/movement.js';
export { planCharge, isFlankCharge } from './table/charge.js';
export type { PlannedCharge, ShortCharge } from './table/charge.js';
export { lineOfFire } from './table/lineOfFire.js';
export type { LineOfFire, FiringPoint } from './table/lineOfFire.js';
export { competentBot, planOrder } from './bot/competentBot.js';
export { playerView } from './bot/playerView.js';
export { renderSvg } from './render/renderSvg.js';
export { terciosTitle, terciosTurn } from './render/renderSvg.js';
export { terciosMarks } from './render/tableRenderer.js';
export type { RenderSvgOptions } from './render/renderSvg.js';
export { tableRenderer } from './render/tableRenderer.js';

// Profiles and army lists
export {
  ProfileConflictSchema,
  ProfileSourceSchema,
  SplitValueSchema,
  UnitCategorySchema,
  UnitDefenceSchema,
  UnitOptionSchema,
  UnitProfileSchema,
  UnitValuesSchema,
} from './profiles/UnitProfile.js';
export type {
  ProfileConflict,
  ProfileSource,
  SplitValue,
  UnitCategory,
  UnitDefence,
  UnitOption,
  UnitProfile,
  UnitValues,
} from './profiles/UnitProfile.js';
export { PROFILES, PROFILE_IDS } from './profiles/PROFILES.js';
export { getProfile, hasProfile } from './profiles/getProfile.js';
export { applyOptions, combineOptions, optionProblems } from './profiles/applyOptions.js';
export type { EffectiveProfile, OptionContext, OptionProblem } from './profiles/applyOptions.js';
export { allRules, implicitRules } from './profiles/implicitRules.js';
export { FACTIONS, factionsOf, getFaction } from './factions/FACTIONS.js';
export type { Edition, Faction } from './factions/Faction.js';
export {
  ArmyCommanderSchema,
  ArmyEliteSchema,
  ArmyFileSchema,
  ArmyRegimentSchema,
  ArmyUnitSchema,
  RegimentTypeSchema,
} from './army/ArmyFile.js';
export type { ArmyCommander, ArmyElite, ArmyFile, ArmyRegiment, ArmyUnit, RegimentType } from './army/ArmyFile.js';
export { ARMY_BASES, BREVIS_ARMY, REGIMENT_NAMES } from './army/armyBases.js';
export type { ArmyBase } from './army/armyBases.js';
export { BATTLE_SIZES, BREVIS_POINTS } from './army/battleSizes.js';
export type { BattleSize } from './army/battleSizes.js';
export {
  CHOOSABLE_TRAITS,
  CHOOSABLE_VIRTUES,
  COMMANDER_IN_CHIEF_RANKS,
  MESTRE_DE_CAMP_RANKS,
  commanderRank,
} from './army/commanders.js';
export { ELITE_COST, armyUnits, resolveUnit } from './army/armyUnits.js';
export type { ResolvedArmyUnit } from './army/armyUnits.js';
export { parseArmy, validateArmy } from './army/validateArmy.js';
export type { ArmyValidationOptions } from './army/validateArmy.js';
export { forlornHopeAllowance } from './army/forlornHopeAllowance.js';
export type { ForlornHopeQuota } from './army/forlornHopeAllowance.js';
export { KINGDOMS_ARMY_TYPES } from './factions/kingdomsArmyTypes.js';
export type { KingdomsArmyType, KingdomsRegiment, KingdomsConstraint, Range } from './factions/kingdomsArmyTypes.js';
export { showArmy } from './army/showArmy.js';
export type { ShowArmyOptions } from './army/showArmy.js';
export { terciosArmies } from './army/terciosArmies.js';
export { SPANISH_EMPIRE_1000 } from './army/examples/spanishEmpire1000.js';
export { SWEDISH_EMPIRE_1000 } from './army/examples/swedishEmpire1000.js';
export { SPANISH_EMPIRE_BREVIS_7 } from './army/examples/spanishEmpireBrevis.js';
