import type { Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { hasEffect } from '../rules/effectiveRules.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { TerciosMorale } from '../plugins/morale.js';
import type { OrderTestResult } from './orderTest.js';

/** The result of carrying out a Resist! order. */
export interface ResistOrderResult {
  readonly test: OrderTestResult;
  readonly wearRemoved: number;
  readonly wear: number;
}

/**
 * Resist!: a passed order test removes one Dm, from the second Dm onwards (one Dm or none: no effect).
 * Large units remove one Dm per 5+ but never the last; Elite units may remove Dm down to 0 (ruling: Elite
 * and Resist!, `eliteResist`). The order test is the bound morale plugin's. Ruling: Authoritarian with Resist!
 * (`authoritarianResist`): a unit activated through Authoritarian still rolls (`test`), or makes no roll and counts
 * as passing with one success (`no-test`). Rulebook: Order Cards > Resist!; The Troops > Large (Dense), Elite;
 * Optional Traits > Authoritarian.
 *
 * @example
 * resistOrder(dice, { unit: { ...tercio, wear: 3 }, inCommand: true }, morale).wear; // 2 if the test passes
 */
export function resistOrder(
  dice: Dice,
  input: {
    unit: TerciosUnit;
    inCommand: boolean;
    /** Activated through the Authoritarian trait. */
    authoritarian?: boolean;
    options?: TerciosOptions;
  },
  morale: Pick<TerciosMorale, 'orderTest'>,
): ResistOrderResult {
  const options = input.options ?? DEFAULT_TERCIOS_OPTIONS;
  const wear = input.unit.wear ?? 0;
  // Optional Traits > Authoritarian: "may be activated without an order test"; with `no-test` that spares Resist!'s
  // test too, passed as by the least success (one Dm, as "If the test is passed, the unit removes one Dm").
  const noTest = input.authoritarian === true && options.authoritarianResist === 'no-test';
  const test = morale.orderTest(dice, {
    unit: input.unit,
    inCommand: input.inCommand,
    ...(noTest ? { authoritarian: true } : {}),
    options,
  });
  if (!test.passed || wear === 0) return { test, wearRemoved: 0, wear };
  const successes = test.tested ? test.successes : 1;
  let removed: number;
  if (hasEffect(input.unit, 'resist-to-zero')) {
    removed = options.eliteResist === 'all' ? wear : Math.min(wear, Math.max(1, successes));
  } else if (hasEffect(input.unit, 'resist-per-success')) {
    removed = Math.min(successes, wear - 1);
  } else {
    removed = wear >= 2 ? 1 : 0;
  }
  return { test, wearRemoved: removed, wear: wear - removed };
}
