import { MusterError, type Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { combatType } from '../rules/unitCategory.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { fireReactionGetsShootBonus, weaponRulesOf } from '../rules/weaponRules.js';
import type { Modifier } from '../values/Modifier.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { ORDER_CARDS, resistReactionModifier, type OrderId, type ReactionKind } from './OrderCard.js';
import type { TerciosMorale } from '../plugins/morale.js';
import type { OrderTestResult } from './orderTest.js';

/** What caused the reaction: an enemy coming within 3" of the front centre, or a charge declared on the unit. */
export type ReactionTrigger = 'approach' | 'charge';

/** The situation of a unit that may react. Rulebook: Reactions. */
export interface ReactionSituation {
  readonly unit: TerciosUnit;
  /** Its (hidden) order, or null when it has already been activated this turn. */
  readonly order: OrderId | null;
  readonly trigger: ReactionTrigger;
  readonly enemy: TerciosUnit;
  /** The unit stands in difficult or very difficult terrain (Ambush). */
  readonly inDifficultTerrain?: boolean;
  /** Harasser: with Fire!, evade after the volley. */
  readonly harasserEvades?: boolean;
}

/** A reaction the unit may attempt, with its modifiers and what it does on the table (for the table layer). */
export interface ReactionPlan {
  readonly kind: ReactionKind;
  /** Modifiers the reaction gives (Ready! shot: Shoot-; Fire! volley with light weapons: Shoot+; Resist!: Courage+; Run!: Speed++). */
  readonly modifiers: readonly Modifier[];
  /** The reacting unit may shoot. */
  readonly shoots: boolean;
  /** Movement, for the table: evasion (turn about, move away at least its Speed), counter-charge (meet halfway), interception (nearest intersection). */
  readonly movement?: 'evasion' | 'counter-charge' | 'interception' | 'reorient';
  /** Interception: if the reacting unit loses the combat the enemy may continue its activation; otherwise it ends. */
  readonly enemyContinuesIfReactorLoses?: boolean;
  readonly note: string;
}

/**
 * The reactions a unit may attempt, each with its modifiers. Reacting is never mandatory. A unit already
 * activated can only evade (Evasion rule, Ambush). Rulebook: Reactions; The Troops (Evasion, Heavy Cavalry,
 * Dragoon, Caracole, Ambush, Harasser); Armament (Bow, Cannons).
 */
export function reactionPlans(
  situation: ReactionSituation,
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
): ReactionPlan[] {
  const { unit, order, trigger } = situation;
  const plans: ReactionPlan[] = [];
  const weapons = weaponRulesOf(unit.weapons);
  const shooting = weapons.filter((w) => w.range !== undefined);
  const canReactFire = shooting.some((w) => !w.noReactionFire) && !unit.hitched && unit.values.shoot !== 0;
  const reactionBonus = shooting.some((w) => !w.noReactionFire && fireReactionGetsShootBonus(w.kind, options));
  if (order !== null) {
    for (const kind of ORDER_CARDS[order].reactions) {
      switch (kind) {
        case 'reorient':
          plans.push({ kind, modifiers: [], shoots: false, movement: 'reorient', note: 'Ready!: reorient' });
          break;
        case 'shoot':
          // Dragoons and cannons fire only with Fire!.
          if (canReactFire && !hasEffect(unit, 'fire-order-only') && !shooting.every((w) => w.fireOrderOnly)) {
            plans.push({
              kind,
              modifiers: ORDER_CARDS.ready.reactionModifiers,
              shoots: true,
              note: 'Ready!: shoot with Shoot-',
            });
          }
          break;
        case 'interception':
          if (trigger === 'approach') {
            plans.push({
              kind,
              modifiers: ORDER_CARDS.assault.reactionModifiers,
              shoots: false,
              movement: 'interception',
              enemyContinuesIfReactorLoses: true,
              note: 'Assault!: interception charge; the reacting unit is the charger',
            });
          }
          break;
        case 'counter-charge':
          if (trigger === 'charge') {
            plans.push({
              kind,
              modifiers: ORDER_CARDS.assault.reactionModifiers,
              shoots: false,
              movement: 'counter-charge',
              note: 'Assault!: counter-charge; both units meet halfway with the Assault! bonus',
            });
          }
          break;
        case 'evasion':
          plans.push({
            kind,
            modifiers: ORDER_CARDS.run.reactionModifiers,
            shoots: false,
            movement: 'evasion',
            note: 'Run!: turn about and move away at least its movement',
          });
          break;
        case 'resist':
          // Ruling: What Resist!'s reaction bonus covers (`resistReactionScope`): Brevis's "to resist damage" is
          // any damage, so an approach may be answered too.
          if (trigger === 'charge' || options.resistReactionScope === 'any-damage') {
            plans.push({
              kind,
              modifiers: [resistReactionModifier(options)],
              shoots: false,
              note:
                options.resistReactionScope === 'any-damage'
                  ? 'Resist!: Courage bonus to resist damage'
                  : 'Resist!: Courage bonus for the resistance test of the combat',
            });
          }
          break;
        case 'volley': {
          if (!canReactFire) break;
          const harasser = hasEffect(unit, 'fire-and-evade') && situation.harasserEvades === true;
          // Rulebook: Reactions > Fire!: light weapon fire gets Shoot+ (ruling Fire! reaction with guns: guns too
          // under `fireReactionBonus: 'guns-too'`); Harasser loses it when it evades.
          const modifiers = reactionBonus && !harasser ? ORDER_CARDS.fire.reactionModifiers : [];
          plans.push({
            kind,
            modifiers,
            shoots: true,
            ...(harasser ? { movement: 'evasion' as const } : {}),
            note: harasser ? 'Harasser: volley then evasion as with Run!, on one order test' : 'Fire!: volley',
          });
          break;
        }
      }
    }
  }
  if (!plans.some((p) => p.kind === 'evasion') && mayEvadeAnyOrder(situation, options)) {
    plans.push({
      kind: 'evasion',
      modifiers: ORDER_CARDS.run.reactionModifiers,
      shoots: false,
      movement: 'evasion',
      note: 'Evasion whatever the order',
    });
  }
  return plans;
}

function mayEvadeAnyOrder(situation: ReactionSituation, options: TerciosOptions): boolean {
  const { unit, enemy, order, trigger } = situation;
  // Ambush: "when they are charged or engaged". Ruling: Ambush "charged or engaged" (option ambushEvasion).
  if (hasEffect(unit, 'evasion-in-difficult-terrain') && situation.inDifficultTerrain)
    return trigger === 'charge' || options.ambushEvasion === 'charged-or-approached';
  if (trigger !== 'charge' || !hasEffect(unit, 'evasion-any-order')) return false;
  // Rulebook: Kingdoms > Heavy Cavalry: Evasion only against infantry, or against cavalry with Run!.
  if (hasEffect(unit, 'evasion-only-against-infantry'))
    return combatType(enemy.category) === 'infantry' || order === 'run';
  return true;
}

/** The result of attempting a reaction: the reaction test and, if passed, the plan; failed, the order is lost. */
export interface ReactionAttempt {
  readonly test: OrderTestResult;
  readonly reacted: boolean;
  readonly orderLost: boolean;
  readonly plan?: ReactionPlan;
}

/**
 * Attempt a reaction: always an order test, even when fresh (Discipline - against a flank charge; Evasion
 * from infantry +; Imperturbable +; Aggressive charger -). Failed, the unit loses its order and cannot be
 * activated this turn. The test is the bound morale plugin's `reactionTest`. Rulebook: Reactions.
 *
 * @example
 * attemptReaction(dice, { unit, order: 'resist', trigger: 'charge', enemy, kind: 'resist', inCommand: true }, morale);
 */
export function attemptReaction(
  dice: Dice,
  input: ReactionSituation & {
    kind: ReactionKind;
    inCommand: boolean;
    againstFlankCharge?: boolean;
    options?: TerciosOptions;
  },
  morale: Pick<TerciosMorale, 'reactionTest'>,
): ReactionAttempt {
  const options = input.options ?? DEFAULT_TERCIOS_OPTIONS;
  const plan = reactionPlans(input, options).find((p) => p.kind === input.kind);
  if (!plan) {
    throw new MusterError('illegal-action', `${input.unit.name} cannot react with ${input.kind} here`, {
      expected:
        reactionPlans(input, options)
          .map((p) => p.kind)
          .join(', ') || 'no reaction',
    });
  }
  const test = morale.reactionTest(dice, {
    unit: input.unit,
    reaction: input.kind,
    inCommand: input.inCommand,
    enemy: input.enemy,
    ...(input.trigger === 'approach' ? { approach: true } : {}),
    ...(input.againstFlankCharge !== undefined ? { againstFlankCharge: input.againstFlankCharge } : {}),
    options,
  });
  if (!test.passed) return { test, reacted: false, orderLost: input.order !== null };
  return { test, reacted: true, orderLost: false, plan };
}
