import type { Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { unitModifiers } from '../rules/unitModifiers.js';
import { effectiveValue } from '../values/effectiveValue.js';
import { penalty, bonus, type Modifier } from '../values/Modifier.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { isFresh } from '../values/wear.js';
import { disciplineDice } from './disciplineDice.js';
import type { ReactionKind } from './OrderCard.js';

/** What an order test needs to know. */
export interface OrderTestInput {
  readonly unit: TerciosUnit;
  /** Set for a reaction test: reactions always test, even when fresh. */
  readonly reaction?: ReactionKind;
  /** A commander is attached, or the unit is within the command radius (6", Presence 9") and in its sight. */
  readonly inCommand: boolean;
  /** The reaction is against a flank charge: Discipline -. Rulebook: Combat > Flank Charges. */
  readonly againstFlankCharge?: boolean;
  /** The enemy that caused the reaction (Evasion from infantry: Discipline +; its attached Aggressive commander). */
  readonly enemy?: TerciosUnit;
  /**
   * The reaction is to an enemy that came within 3", not to a charge: Evasion's Discipline + ("If the charge is
   * carried out by an enemy infantry unit") and Aggressive's - ("a unit it charges") do not apply. Default: a charge.
   */
  readonly approach?: boolean;
  /** Activated through the Authoritarian trait: no order test. */
  readonly authoritarian?: boolean;
  /** Further circumstances. */
  readonly modifiers?: readonly Modifier[];
  readonly options?: TerciosOptions;
}

/** The result of an order test. `tested` is false when the order was carried out without a roll. */
export interface OrderTestResult {
  readonly tested: boolean;
  readonly passed: boolean;
  readonly dice: number;
  readonly successes: number;
  readonly sources: readonly string[];
}

/**
 * Discipline - for a unit out of command: no commander attached, none in radius and sight. Never for Elite nor with
 * Integral Command, and never under ruling Command in Brevis Editio's `commanders: 'initiative-only'` (Brevis: the
 * order test is "D6 equal to its Discipline value (after Increases/Decreases)", no command radius).
 * Rulebook: Order Cards > Testing Orders; Command > Attached Commander; The Troops (Elite, Integral Command).
 */
export function outOfCommandPenalty(unit: TerciosUnit, inCommand: boolean, options: TerciosOptions): Modifier[] {
  // An attached commander always has its unit under command.
  if (inCommand || unit.commander !== undefined || options.commanders === 'initiative-only') return [];
  if (hasEffect(unit, 'no-out-of-command-penalty') || hasEffect(unit, 'always-in-command')) return [];
  return [penalty('discipline', 'no commander in radius and sight')];
}

/**
 * The order test. A fresh unit carries out its order without a test; a unit with Dm, and every reaction,
 * rolls Discipline dice needing one 5+. Discipline is reduced (-) without a commander or out of its
 * radius or sight (never for Elite, nor with Integral Command).
 * Rulebook: Order Cards > Testing Orders; Reactions; Combat > Flank Charges; The Troops (Elite, Evasion,
 * Integral Command); Automatic Kingdoms Traits (Aggressive, Imperturbable); Optional Traits (Authoritarian).
 *
 * @example
 * orderTest(dice, { unit: tercio, inCommand: true }); // fresh: { tested: false, passed: true }
 */
export function orderTest(dice: Dice, input: OrderTestInput): OrderTestResult {
  const options = input.options ?? DEFAULT_TERCIOS_OPTIONS;
  const { unit } = input;
  const reaction = input.reaction !== undefined;
  if (!reaction && (isFresh(unit.wear ?? 0) || input.authoritarian)) {
    return { tested: false, passed: true, dice: 0, successes: 0, sources: [] };
  }
  const step = reaction ? 'reaction-test' : 'order-test';
  const modifiers: Modifier[] = [
    ...unitModifiers({
      step,
      self: unit,
      ...(input.enemy ? { enemy: input.enemy } : {}),
      ...(input.reaction ? { reaction: input.reaction } : {}),
      ...(input.approach ? { approach: true } : {}),
      options,
    }),
    ...(input.modifiers ?? []),
  ];
  modifiers.push(...outOfCommandPenalty(unit, input.inCommand, options));
  if (reaction) {
    if (input.againstFlankCharge && !hasEffect(unit, 'never-flanked'))
      modifiers.push(penalty('discipline', 'reaction against a flank charge'));
    if ((unit.inRadiusOf ?? []).includes('imperturbable'))
      modifiers.push(bonus('discipline', 'Imperturbable commander'));
    if (
      input.reaction === 'evasion' &&
      !input.approach &&
      (input.enemy?.commander?.traits.includes('aggressive') ?? false)
    ) {
      modifiers.push(penalty('discipline', 'charged by a unit with an Aggressive commander'));
    }
  }
  const discipline = effectiveValue('discipline', unit.values.discipline, modifiers, options);
  const successes = disciplineDice(
    dice,
    discipline.value,
    `${unit.name} ${reaction ? 'reaction' : 'order'} test: ${discipline.value}d6 needing 5+`,
  );
  return { tested: true, passed: successes >= 1, dice: discipline.value, successes, sources: discipline.sources };
}
