import type { Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { effectiveValue } from '../values/effectiveValue.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { unitModifiers } from '../rules/unitModifiers.js';
import { disciplineDice } from './disciplineDice.js';
import type { OrderId } from './OrderCard.js';
import { outOfCommandPenalty } from './orderTest.js';

/** What an Impetuous test is made on: the unit, its order, whether it could charge, whether it is in command. */
export interface ImpetuousInput {
  readonly unit: TerciosUnit;
  readonly order: OrderId;
  readonly canCharge: boolean;
  readonly inCommand: boolean;
  readonly options?: TerciosOptions;
}

/** The result of an Impetuous test: whether one was rolled, and whether the unit must charge. */
export interface ImpetuousResult {
  readonly tested: boolean;
  readonly mustCharge: boolean;
}

/**
 * Impetuous: a fresh unit with an order other than Assault! that could charge an enemy makes an order test
 * on activation (a roll, although fresh); failed, it must charge, ignoring its order.
 * Rulebook: The Troops > Cavalry > Impetuous.
 */
export function impetuousTest(dice: Dice, input: ImpetuousInput): ImpetuousResult {
  const options = input.options ?? DEFAULT_TERCIOS_OPTIONS;
  const { unit } = input;
  if (!hasEffect(unit, 'impetuous') || (unit.wear ?? 0) > 0 || input.order === 'assault' || !input.canCharge) {
    return { tested: false, mustCharge: false };
  }
  const modifiers = [
    ...unitModifiers({ step: 'order-test', self: unit, options }),
    ...outOfCommandPenalty(unit, input.inCommand, options),
  ];
  const discipline = effectiveValue('discipline', unit.values.discipline, modifiers, options).value;
  const successes = disciplineDice(dice, discipline, `${unit.name} Impetuous order test: ${discipline}d6 needing 5+`);
  return { tested: true, mustCharge: successes === 0 };
}
