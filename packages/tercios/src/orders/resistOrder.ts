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
 * and Resist!, `eliteResist`). The order test is the bound morale plugin's. Rulebook: Order Cards > Resist!; The Troops > Large (Dense), Elite.
 *
 * @example
 * resistOrder(dice, { unit: { ...tercio, wear: 3 }, inCommand: true }, morale).wear; // 2 if the test passes
 */
export function resistOrder(
  dice: Dice,
  input: { unit: TerciosUnit; inCommand: boolean; options?: TerciosOptions },
  morale: Pick<TerciosMorale, 'orderTest'>,
): ResistOrderResult {
  const options = input.options ?? DEFAULT_TERCIOS_OPTIONS;
  const wear = input.unit.wear ?? 0;
  const test = morale.orderTest(dice, { unit: input.unit, inCommand: input.inCommand, options });
  if (!test.passed || wear === 0) return { test, wearRemoved: 0, wear };
  let removed: number;
  if (hasEffect(input.unit, 'resist-to-zero')) {
    removed = options.eliteResist === 'all' ? wear : Math.min(wear, Math.max(1, test.successes));
  } else if (hasEffect(input.unit, 'resist-per-success')) {
    removed = Math.min(test.successes, wear - 1);
  } else {
    removed = wear >= 2 ? 1 : 0;
  }
  return { test, wearRemoved: removed, wear: wear - removed };
}
