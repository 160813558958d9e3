import type { Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { ORDER_CARDS, resistReactionModifier } from '../orders/OrderCard.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { combatType, isInfantry } from '../rules/unitCategory.js';
import { unitModifiers } from '../rules/unitModifiers.js';
import { weaponRulesOf } from '../rules/weaponRules.js';
import { effectiveValue } from '../values/effectiveValue.js';
import { bonus, penalty, type Modifier } from '../values/Modifier.js';
import { firstValue } from '../values/splitValue.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { TerciosPlugins } from '../plugins/combat.js';
import type { ResistanceResult } from './resistanceTest.js';
import type { RoutTestResult, SelflessReroll } from './routTest.js';
import { sufferWear } from './sufferWear.js';

/** How the charged unit reacted: not at all, Resist! (Courage+), or a counter-charge (both get Assault!'s Melee+). */
export type DefenderReaction = 'none' | 'resist' | 'counter-charge';

/** Which side of a combat. */
export type MeleeSide = 'attacker' | 'defender';

/** What a Dirty war! declaration policy sees after a tied round. */
export interface DirtyWarState {
  readonly round: number;
  readonly attacker: TerciosUnit;
  readonly defender: TerciosUnit;
}

/** A unit's markers in a combat that waits between rounds. */
export interface MeleeMarkers {
  readonly wear: number;
  readonly disordered: boolean;
}

/**
 * A combat stopped after a tied round that Dirty war! may carry on (`MeleeResult.dirtyWarOffered`): what the next
 * round starts from, as plain JSON (the battle keeps it while the players decide). The units are otherwise as the
 * combat's input has them (before the combat).
 */
export interface MeleeProgress {
  /** Rounds fought so far, the last one tied. */
  readonly rounds: number;
  readonly dirtyWarRounds: number;
  readonly attacker: MeleeMarkers;
  readonly defender: MeleeMarkers;
  readonly commanderKilled: { readonly attacker: boolean; readonly defender: boolean };
}

/** A combat to resolve. The table layer has made contact and decided flank, height and fortification. */
export interface MeleeInput {
  /** The unit that charged with Assault! (or intercepted). */
  readonly attacker: TerciosUnit;
  readonly defender: TerciosUnit;
  /** The charge began outside the target's front arc. Rulebook: Combat > Flank Charges. */
  readonly flank?: boolean;
  readonly defenderReaction?: DefenderReaction;
  /** The attacker charged with Assault! (Melee+); default true. */
  readonly attackerCharging?: boolean;
  /**
   * The defender was itself charging with Assault! when the attacker intercepted it, and keeps the order's Melee+
   * (option `battle.interceptedCharger: 'assault-bonus'`; ruling A charger intercepted on its way). Default false.
   */
  readonly defenderCharging?: boolean;
  /** Height: which unit has all its centres higher than the enemy (Melee +). */
  readonly higher?: MeleeSide;
  /** The defender is fortified (building, behind and touching a wall): Courage +, no Dirty war!. */
  readonly defenderProtected?: boolean;
  /**
   * Each side is In cover against the other (the shot's test on the table: `game/combat.ts`): Courage + to resist the
   * enemy's hits under `coverScope: 'any-damage'` (Brevis, Resist Damage: "Cover, fortification and the Resist order
   * grant Courage+"); nothing under `shooting` (Liber Militum). Ruling: Cover in combat.
   */
  readonly inCover?: { readonly attacker?: boolean; readonly defender?: boolean };
  /** The defender is in a building: never taken in flank. */
  readonly defenderInBuilding?: boolean;
  /** The attacker is an intercepting reactor: if it loses, the enemy continues its activation. */
  readonly interception?: boolean;
  /** Determined trait: the attacker charges an enemy slower or disordered. */
  readonly attackerDetermined?: boolean;
  /** Fearless trait: the attacker had already been activated; if it loses, its commander is killed. */
  readonly fearlessAfterActivation?: boolean;
  /** Whether each unit is under command (for a Frenzied order test); default true. */
  readonly inCommand?: { readonly attacker?: boolean; readonly defender?: boolean };
  /**
   * Decides Dirty war! after a tie: true declares it; `'ask'` stops the combat there for the players
   * (`MeleeResult.dirtyWarOffered`, resumed with `resume`). Default: the `dirtyWar.policy` option.
   */
  readonly declareDirtyWar?: (state: DirtyWarState) => boolean | 'ask';
  /**
   * A combat stopped at a Dirty war! question (`dirtyWarOffered`), carried on with the players' answer: `dirtyWar`
   * true fights another round, false leaves the tie standing. `attacker` and `defender` are the units before the combat.
   */
  readonly resume?: { readonly progress: MeleeProgress; readonly dirtyWar: boolean };
  readonly modifiers?: { readonly attacker?: readonly Modifier[]; readonly defender?: readonly Modifier[] };
  /**
   * Selfless: each side's answer to its failed rout test, or how to ask it once it has failed (by default the option
   * `selflessReroll`'s).
   */
  readonly selflessReroll?: {
    readonly attacker?: SelflessReroll | undefined;
    readonly defender?: SelflessReroll | undefined;
  };
  readonly options?: TerciosOptions;
}

/** One side's combat roll and the enemy's resistance to it. */
export interface CombatRoll {
  readonly meleeDice: number;
  readonly defence: number;
  readonly hits: number;
  readonly resistance: ResistanceResult;
  /** Dm inflicted on the enemy. */
  readonly wear: number;
}

/** One combat round: both rolls, resolved as simultaneous. */
export interface MeleeRound {
  readonly dirtyWar: boolean;
  readonly attacker: CombatRoll;
  readonly defender: CombatRoll;
  readonly routTests: { readonly attacker?: RoutTestResult; readonly defender?: RoutTestResult };
}

/** A movement the combat forces, as data for the table layer (no geometry here). */
export interface MeleeMovement {
  readonly unit: MeleeSide;
  /**
   * `disengage`: 3" back from the enemy, keeping facing (turning to face the enemy first if flank-charged);
   * `retreat`: double its Speed with its back to the enemy; `pursuit`: winning cavalry moves its Speed
   * straight ahead; `advance`: the charger may advance 3" in the direction of its charge; `withdraw-gap`:
   * the attacker may step back to leave 1" between units.
   */
  readonly kind: 'disengage' | 'retreat' | 'pursuit' | 'advance' | 'withdraw-gap';
  readonly distance: number;
  readonly faceEnemyFirst?: boolean | undefined;
  /** A move the unit may make or not (Combat > Advance; the attacker's 1" withdrawal): its side chooses. */
  readonly optional?: boolean | undefined;
  /** Dm the unit takes if it cannot complete the move (Calm: 0). */
  readonly wearIfBlocked: number;
}

/** Why a unit left the table. */
export type DestroyedBy = 'rout-test' | 'pursuit' | 'lances' | 'no-escape' | 'forlorn-hope';

/** The outcome of a combat, with the state of both units and the movements to make. */
export interface MeleeResult {
  readonly rounds: readonly MeleeRound[];
  readonly winner: MeleeSide | 'tie';
  readonly flank: boolean;
  readonly attackerWear: number;
  readonly defenderWear: number;
  readonly attackerDisordered: boolean;
  readonly defenderDisordered: boolean;
  readonly attackerDestroyed?: DestroyedBy;
  readonly defenderDestroyed?: DestroyedBy;
  readonly movements: readonly MeleeMovement[];
  readonly dirtyWarRounds: number;
  /** Two-handed swords: the loser's Discipline test (passed or not). */
  readonly twoHandedSwords?: { readonly unit: MeleeSide; readonly passed: boolean };
  /** Frenzied: the order test of a unit that destroyed its enemy. */
  readonly frenzied?: { readonly unit: MeleeSide; readonly passed: boolean };
  /**
   * The attached commander killed by the combat itself (Selfless: for the re-roll; Fearless: its unit lost).
   * One whose unit is destroyed dies with it: that is `commandersLost` (Like a Hero), not the combat's.
   */
  readonly commanderKilled: { readonly attacker: boolean; readonly defender: boolean };
  /** Interception: whether the intercepted enemy continues its activation. */
  readonly enemyContinues?: boolean;
  /**
   * Policy `ask`: the combat stopped after a tied round where Dirty war! may be declared; nothing else in the result is
   * final (a tie, no movement): the battle asks the players and resumes it (`MeleeInput.resume`).
   */
  readonly dirtyWarOffered?: MeleeProgress;
}

interface RoundContext {
  readonly charge: boolean;
  readonly counterCharge: boolean;
  readonly dirtyWar: boolean;
  readonly flank: boolean;
}

/**
 * Resolve a combat. Both rounds are simultaneous and use the values before the combat: the attacker rolls
 * Melee dice against the defender's defence for its type (infantry or cavalry; artillery fights as
 * infantry), the defender resists with Courage needing 5+, then the defender strikes back the same way.
 * The winner inflicted more Dm; the loser disengages 3", or retreats (double Speed, Disorder) if its
 * resistance had no success; infantry retreating from cavalry is destroyed (Pursuit), any unit retreating
 * from Lances too, artillery losing is destroyed (No Escape). A tie makes the attacker disengage, unless
 * two pike units fight on with Dirty war! rounds (no charge bonuses, not after a flank charge, not against
 * a fortified defender). The resistance, rout and order tests are those of the bound `plugins`. Rulebook: Combat (all sections); The Troops; Armament; Command (traits).
 *
 * @example
 * const result = resolveMelee(dice, { attacker: cuirassiers, defender: musketeers }, plugins);
 * result.winner; // 'attacker' | 'defender' | 'tie'
 */
export function resolveMelee(dice: Dice, input: MeleeInput, plugins: TerciosPlugins): MeleeResult {
  const options = input.options ?? DEFAULT_TERCIOS_OPTIONS;
  const initial = { attacker: input.attacker, defender: input.defender };
  // Rulebook: Combat > Flank Charges (Square never flanked); The Battle > Building.
  const flank = (input.flank ?? false) && !hasEffect(input.defender, 'never-flanked') && !input.defenderInBuilding;
  const counterCharge = input.defenderReaction === 'counter-charge';
  // A combat resumed after a Dirty war! question: the units with the markers of the rounds fought before it.
  const resume = input.resume;
  let attacker: TerciosUnit = resume ? { ...input.attacker, ...resume.progress.attacker } : input.attacker;
  let defender: TerciosUnit = resume ? { ...input.defender, ...resume.progress.defender } : input.defender;
  const before = resume?.progress.rounds ?? 0;
  const rounds: MeleeRound[] = [];
  let attackerDestroyed: DestroyedBy | undefined;
  let defenderDestroyed: DestroyedBy | undefined;
  const commanderKilled = { attacker: false, defender: false, ...resume?.progress.commanderKilled };
  let winner: MeleeSide | 'tie' = 'tie';
  let dirtyWarRounds = resume?.progress.dirtyWarRounds ?? 0;
  let offered: MeleeProgress | undefined;
  // Resumed: another round only if Dirty war! was declared.
  let fighting = resume?.dirtyWar ?? true;
  if (resume?.dirtyWar) dirtyWarRounds++;

  while (fighting) {
    const dirtyWar = before + rounds.length > 0;
    const from =
      dirtyWar && options.dirtyWar.roundValues === 'initial-values'
        ? {
            attacker: { ...initial.attacker, wear: attacker.wear ?? 0 },
            defender: { ...initial.defender, wear: defender.wear ?? 0 },
          }
        : { attacker, defender };
    const ctx: RoundContext = { charge: input.attackerCharging ?? true, counterCharge, dirtyWar, flank };
    const round = fightRound(dice, from.attacker, from.defender, ctx, input, options, plugins);
    // Apply Dm and Disorder, then rout tests ("as soon as" Dm exceed Stamina; both rounds were simultaneous).
    attacker = {
      ...attacker,
      wear: (attacker.wear ?? 0) + round.defender.wear,
      disordered: (attacker.disordered ?? false) || round.defender.resistance.disordered,
    };
    defender = {
      ...defender,
      wear: (defender.wear ?? 0) + round.attacker.wear,
      disordered: (defender.disordered ?? false) || round.attacker.resistance.disordered,
    };
    const routTests: { attacker?: RoutTestResult; defender?: RoutTestResult } = {};
    const a = applyRout(dice, attacker, options, plugins, input.selflessReroll?.attacker);
    attacker = a.unit;
    if (a.test) routTests.attacker = a.test;
    if (a.destroyed) attackerDestroyed = 'rout-test';
    if (a.test?.commanderKilled) commanderKilled.attacker = true;
    const d = applyRout(dice, defender, options, plugins, input.selflessReroll?.defender);
    defender = d.unit;
    if (d.test) routTests.defender = d.test;
    if (d.destroyed) defenderDestroyed = 'rout-test';
    if (d.test?.commanderKilled) commanderKilled.defender = true;
    rounds.push({ dirtyWar, attacker: round.attacker, defender: round.defender, routTests });
    // Rulebook: Combat > Consequences of Combat: the winner inflicted more Dm.
    winner =
      round.attacker.wear > round.defender.wear
        ? 'attacker'
        : round.attacker.wear < round.defender.wear
          ? 'defender'
          : 'tie';
    if (winner !== 'tie' || attackerDestroyed || defenderDestroyed) break;
    // Rulebook: Combat > "Dirty war!"; Armament > Pikes.
    const pikes = (u: TerciosUnit) => weaponRulesOf(u.weapons).some((w) => w.dirtyWar);
    if (!pikes(attacker) || !pikes(defender) || flank || input.defenderProtected) break;
    if (dirtyWarRounds >= options.dirtyWar.maxExtraRounds) break;
    const policy = options.dirtyWar.policy;
    const declare = input.declareDirtyWar ?? (() => (policy === 'ask' ? 'ask' : policy === 'always'));
    const declared = declare({ round: before + rounds.length, attacker, defender });
    if (declared === 'ask') {
      // "one of the two players may declare": the combat waits for them.
      // The round just fought has set both units' Dm and Disorder.
      const markers = (u: TerciosUnit): MeleeMarkers => ({ wear: u.wear!, disordered: u.disordered! });
      offered = {
        rounds: before + rounds.length,
        dirtyWarRounds,
        attacker: markers(attacker),
        defender: markers(defender),
        commanderKilled: { ...commanderKilled },
      };
    }
    fighting = declared === true;
    if (fighting) dirtyWarRounds++;
  }
  if (offered)
    return {
      rounds,
      winner: 'tie',
      flank,
      attackerWear: offered.attacker.wear,
      defenderWear: offered.defender.wear,
      attackerDisordered: offered.attacker.disordered,
      defenderDisordered: offered.defender.disordered,
      movements: [],
      dirtyWarRounds,
      commanderKilled,
      dirtyWarOffered: offered,
    };

  const movements: MeleeMovement[] = [];
  // Rulebook: Command > Calm: "does not suffer additional Dm if it fails a test to disengage" (Combat >
  // Disengagement, Retreat: one additional Dm for a move not made in full). Ruling: Calm (does a Retreat count).
  const blocked = (u: TerciosUnit, retreat = false) =>
    u.commander?.traits.includes('calm') && (!retreat || options.calmTrait === 'every-disengagement') ? 0 : 1;
  let twoHandedSwords: MeleeResult['twoHandedSwords'];
  let frenzied: MeleeResult['frenzied'];

  if (winner === 'tie') {
    // Rulebook: Combat > Tie: the attacker disengages 3". Ruling: A tie where the defender is destroyed (option
    // tieEnemyDestroyed): the charger that broke it may advance (Combat > Advance), or holds its place, instead.
    const enemyGone = defenderDestroyed !== undefined && options.tieEnemyDestroyed !== 'disengage';
    if (!attackerDestroyed && !enemyGone)
      movements.push({ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: blocked(attacker) });
    if (
      !attackerDestroyed &&
      enemyGone &&
      options.tieEnemyDestroyed === 'advance' &&
      options.winnerAdvance === 'three-inches'
    )
      movements.push({ unit: 'attacker', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 });
  } else {
    const loserSide: MeleeSide = winner === 'attacker' ? 'defender' : 'attacker';
    let loser = loserSide === 'attacker' ? attacker : defender;
    const winnerUnit = winner === 'attacker' ? attacker : defender;
    // A winner is decided by the round just fought.
    const last = rounds[rounds.length - 1]!;
    const loserResisted = loserSide === 'attacker' ? last.defender.resistance : last.attacker.resistance;
    let loserDestroyed = loserSide === 'attacker' ? attackerDestroyed : defenderDestroyed;
    const winnerDestroyed = winner === 'attacker' ? attackerDestroyed : defenderDestroyed;
    // Ruling: A winner destroyed in the same round. By default a winner its own rout test destroyed does nothing to
    // the loser (no Pursuit, Lances or two-handed swords); `apply` keeps them (the rounds are simultaneous).
    const winnerActs = !winnerDestroyed || options.destroyedWinnerEffects === 'apply';
    // Determined (Kingdoms trait): the attacker inflicts 1 more Dm if it wins, is disordered if it loses.
    if (input.attackerDetermined) {
      if (winner === 'attacker' && !loserDestroyed) {
        const extra = applyRout(
          dice,
          { ...loser, wear: (loser.wear ?? 0) + 1 },
          options,
          plugins,
          input.selflessReroll?.defender,
        );
        loser = extra.unit;
        if (extra.destroyed) loserDestroyed = 'rout-test';
        if (extra.test?.commanderKilled) commanderKilled.defender = true;
      } else if (winner === 'defender' && !attackerDestroyed) {
        loser = { ...loser, disordered: true };
      }
    }
    if (!loserDestroyed) {
      const retreats = loserResisted.rolled && loserResisted.successes === 0;
      if (
        retreats &&
        winnerActs &&
        hasEffect(winnerUnit, 'destroys-retreating-infantry') &&
        isInfantry(loser.category)
      ) {
        // Rulebook: Combat > Retreat; Cavalry > Pursuit. A destroyed winner has no pursuit movement to make. Before
        // Lances and Forlorn Hope: cavalry that beats retreating infantry "must make a movement at its normal speed",
        // whatever else would destroy that infantry.
        loserDestroyed = 'pursuit';
        if (!winnerDestroyed)
          movements.push({
            unit: winner,
            kind: 'pursuit',
            distance: firstValue(winnerUnit.values.speed),
            wearIfBlocked: 0,
          });
      } else if (hasEffect(loser, 'destroyed-on-melee-loss')) {
        // Rulebook: Artillery > No Escape; Adaptations > Forlorn Hope.
        loserDestroyed = loser.category === 'artillery' ? 'no-escape' : 'forlorn-hope';
      } else if (retreats && winnerActs && weaponRulesOf(winnerUnit.weapons).some((w) => w.destroysRetreating)) {
        loserDestroyed = 'lances'; // Rulebook: Armament > Lances.
      } else if (retreats) {
        // Rulebook: Combat > Retreat: double its movement, back to the enemy, Disorder.
        loser = { ...loser, disordered: true };
        movements.push({
          unit: loserSide,
          kind: 'retreat',
          distance: 2 * firstValue(loser.values.speed),
          wearIfBlocked: blocked(loser, true),
        });
      } else {
        // Rulebook: Combat > Disengagement.
        movements.push({
          unit: loserSide,
          kind: 'disengage',
          distance: 3,
          ...(flank && loserSide === 'defender' ? { faceEnemyFirst: true } : {}),
          wearIfBlocked: blocked(loser),
        });
      }
    }
    if (!loserDestroyed && winnerActs && weaponRulesOf(winnerUnit.weapons).some((w) => w.winnerDisciplineTest)) {
      // Rulebook: Armament > Two-handed swords. Ruling: Two-handed swords. Ruling: The two-handed swords test and the
      // loser's modifiers (option twoHandedSwordsDiscipline): its Discipline with its virtues (Command > Virtues:
      // "available continuously"), read as the Caracole and order tests read it, or the printed value.
      const count =
        options.twoHandedSwordsTest === 'one-die'
          ? 1
          : options.twoHandedSwordsDiscipline === 'printed'
            ? loser.values.discipline
            : effectiveValue(
                'discipline',
                loser.values.discipline,
                // Stryker disable next-line StringLiteral: equivalent — unitModifiers reads the step only for Melee, Shoot and resistance penalties, none on Discipline
                unitModifiers({ step: 'order-test', self: loser, options }),
                options,
              ).value;
      const passed =
        dice.pool(count, 6, 6, `${loser.name} Discipline test against two-handed swords: ${count}d6 needing a 6`) >= 1;
      if (!passed) loser = { ...loser, disordered: true };
      twoHandedSwords = { unit: loserSide, passed };
    }
    // Rulebook: Combat > Advance: the charger that broke the enemy may advance 3". Ruling: The advance after a
    // counter-charge (option counterChargeAdvance): a counter-charger that wins may advance too. Ruling: Winner's
    // moves after a combat in Brevis Editio (option winnerAdvance): Brevis prints no advance.
    const charged = winner === 'attacker' || (counterCharge && options.counterChargeAdvance === 'counter-charger-too');
    if (
      options.winnerAdvance === 'three-inches' &&
      charged &&
      !winnerDestroyed &&
      (loserDestroyed || movements.some((m) => m.unit === loserSide && m.kind === 'retreat'))
    ) {
      if (!movements.some((m) => m.kind === 'pursuit'))
        movements.push({ unit: winner, kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 });
    }
    // Rulebook: Combat > Disengagement: "the attacker may also withdraw" to leave a 1" gap. Ruling: Winner's moves
    // after a combat in Brevis Editio (option attackerWithdrawal): Brevis prints no such withdrawal.
    if (
      options.attackerWithdrawal === 'one-inch-gap' &&
      winner === 'attacker' &&
      movements.some((m) => m.unit === 'defender' && m.kind === 'disengage')
    ) {
      movements.push({ unit: 'attacker', kind: 'withdraw-gap', distance: 1, optional: true, wearIfBlocked: 0 });
    }
    if (loserSide === 'attacker') {
      attacker = loser;
      defender = winnerUnit;
      attackerDestroyed = loserDestroyed;
      if (input.fearlessAfterActivation && attacker.commander) commanderKilled.attacker = true;
    } else {
      defender = loser;
      attacker = winnerUnit;
      defenderDestroyed = loserDestroyed;
    }
  }
  // Rulebook: Kingdoms > Frenzied: "must make an Order test when they destroy an enemy in combat" — whoever
  // won, and in a tie too (the enemy's rout test destroyed it). Passed: remove 1 Dm (even the only one);
  // failed: Disorder.
  for (const side of ['attacker', 'defender'] as const) {
    const unit = side === 'attacker' ? attacker : defender;
    const enemyDestroyed = side === 'attacker' ? defenderDestroyed : attackerDestroyed;
    const destroyed = side === 'attacker' ? attackerDestroyed : defenderDestroyed;
    if (!enemyDestroyed || destroyed || !hasEffect(unit, 'frenzied')) continue;
    const test = plugins.morale.orderTest(dice, { unit, inCommand: input.inCommand?.[side] ?? true, options });
    const after = test.passed ? { ...unit, wear: Math.max(0, (unit.wear ?? 0) - 1) } : { ...unit, disordered: true };
    if (side === 'attacker') attacker = after;
    else defender = after;
    frenzied = { unit: side, passed: test.passed };
  }
  return {
    rounds,
    winner,
    flank,
    attackerWear: attacker.wear ?? 0,
    defenderWear: defender.wear ?? 0,
    attackerDisordered: attacker.disordered ?? false,
    defenderDisordered: defender.disordered ?? false,
    ...(attackerDestroyed ? { attackerDestroyed } : {}),
    ...(defenderDestroyed ? { defenderDestroyed } : {}),
    movements,
    dirtyWarRounds,
    ...(twoHandedSwords ? { twoHandedSwords } : {}),
    ...(frenzied ? { frenzied } : {}),
    commanderKilled,
    ...(input.interception ? { enemyContinues: winner === 'defender' } : {}),
  };
}

function applyRout(
  dice: Dice,
  unit: TerciosUnit,
  options: TerciosOptions,
  plugins: TerciosPlugins,
  selflessReroll: SelflessReroll | undefined,
): { unit: TerciosUnit; test?: RoutTestResult; destroyed: boolean } {
  const result = sufferWear(dice, unit, 0, options, plugins.morale, selflessReroll);
  return { unit: result.unit, ...(result.routTest ? { test: result.routTest } : {}), destroyed: result.destroyed };
}

function fightRound(
  dice: Dice,
  attacker: TerciosUnit,
  defender: TerciosUnit,
  ctx: RoundContext,
  input: MeleeInput,
  options: TerciosOptions,
  plugins: TerciosPlugins,
): { attacker: CombatRoll; defender: CombatRoll } {
  const chargeBonuses = !ctx.dirtyWar;
  // Attacker's Melee. Rulebook: Order Cards > Assault! (Melee+); Terrain Effects in Combat > Height.
  const aMods: Modifier[] = [
    ...unitModifiers({
      step: 'melee',
      self: attacker,
      enemy: defender,
      counterCharge: ctx.counterCharge,
      dirtyWarRound: ctx.dirtyWar,
      options,
    }),
    ...(input.modifiers?.attacker ?? []),
  ];
  if (ctx.charge && chargeBonuses) aMods.push(...ORDER_CARDS.assault.modifiers);
  if (input.higher === 'attacker') aMods.push(bonus('melee', 'higher ground'));
  // Defender's Melee and Courage. Rulebook: Reactions (counter-charge, Resist!); Flank Charges; Protected.
  const dMods: Modifier[] = [
    ...unitModifiers({
      step: 'melee',
      self: defender,
      enemy: attacker,
      charged: true,
      counterCharge: ctx.counterCharge,
      dirtyWarRound: ctx.dirtyWar,
      options,
    }),
    ...(input.modifiers?.defender ?? []),
  ];
  if (ctx.counterCharge && chargeBonuses) dMods.push(...ORDER_CARDS.assault.reactionModifiers);
  else if (input.defenderCharging && chargeBonuses) dMods.push(...ORDER_CARDS.assault.modifiers);
  if (input.higher === 'defender') dMods.push(bonus('melee', 'higher ground'));
  const gallant = defender.commander?.traits.includes('gallant') ?? false;
  if (ctx.flank) dMods.push(penalty('melee', 'charged in flank'));
  const dCourage: Modifier[] = [
    ...unitModifiers({ step: 'melee-resistance', self: defender, enemy: attacker, options }),
    ...(input.modifiers?.defender ?? []),
  ];
  if (ctx.flank && !gallant) dCourage.push(penalty('courage', 'charged in flank'));
  if (input.defenderReaction === 'resist' && chargeBonuses) {
    dCourage.push(resistReactionModifier(options));
  }
  if (input.defenderProtected) dCourage.push(bonus('courage', 'protected (fortified)'));
  const aCourage: Modifier[] = [
    ...unitModifiers({ step: 'melee-resistance', self: attacker, enemy: defender, options }),
    ...(input.modifiers?.attacker ?? []),
  ];
  // Ruling: Cover in combat. Brevis: "Cover, fortification and the Resist order grant Courage+" (the hit unit's roll,
  // in melee too); terrain, not a charge bonus, so in Dirty war! rounds too.
  if (options.coverScope === 'any-damage') {
    if (input.inCover?.defender) dCourage.push(bonus('courage', 'in cover'));
    if (input.inCover?.attacker) aCourage.push(bonus('courage', 'in cover'));
  }

  const aMelee = effectiveValue('melee', attacker.values.melee, aMods, options).value;
  const dMelee = effectiveValue('melee', defender.values.melee, dMods, options).value;
  const dCour = effectiveValue('courage', defender.values.courage, dCourage, options).value;
  const aCour = effectiveValue('courage', attacker.values.courage, aCourage, options).value;
  const label = ctx.dirtyWar ? ' (Dirty war!)' : '';
  const strike = (self: TerciosUnit, enemy: TerciosUnit, melee: number, courage: number): CombatRoll => {
    const defence = enemy.defence[combatType(self.category)];
    const hits = dice.pool(
      melee,
      6,
      defence,
      `${self.name} combat roll against ${enemy.name}${label}: ${melee}d6 needing ${defence}+`,
    );
    const resistance = plugins.combat.resistanceTest(dice, {
      hits,
      courage,
      target: 5,
      purpose: `${enemy.name} resisting ${hits} hit(s) in combat${label}: ${courage}d6 needing 5+`,
      rollWithoutHits: options.resistWithoutHits,
    });
    return { meleeDice: melee, defence, hits, resistance, wear: resistance.wear };
  };
  return { attacker: strike(attacker, defender, aMelee, dCour), defender: strike(defender, attacker, dMelee, aCour) };
}
