import type { Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../../options/options.js';
import { resistOrder as resistOrderWith } from '../../orders/resistOrder.js';
import { attemptReaction as attemptReactionWith } from '../../orders/reactions.js';
import { terciosCombatPlugin, type TerciosPlugins } from '../../plugins/combat.js';
import { terciosMoralePlugin } from '../../plugins/morale.js';
import type { TerciosUnit } from '../../values/TerciosUnit.js';
import { resolveMelee as resolveMeleeWith } from '../resolveMelee.js';
import { resolveShooting as resolveShootingWith } from '../resolveShooting.js';
import { sufferWear as sufferWearWith } from '../sufferWear.js';

// The rules as written, for the tests of the default rules: each function with the default plugins bound.

/** The default morale and combat plugins. */
export const AS_WRITTEN: TerciosPlugins = { combat: terciosCombatPlugin, morale: terciosMoralePlugin };

export const resolveShooting = (dice: Dice, input: Parameters<typeof resolveShootingWith>[1]) =>
  resolveShootingWith(dice, input, AS_WRITTEN);
export const resolveMelee = (dice: Dice, input: Parameters<typeof resolveMeleeWith>[1]) =>
  resolveMeleeWith(dice, input, AS_WRITTEN);
export const sufferWear = (
  dice: Dice,
  unit: TerciosUnit,
  dm: number,
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
) => sufferWearWith(dice, unit, dm, options, terciosMoralePlugin);
export const resistOrder = (dice: Dice, input: Parameters<typeof resistOrderWith>[1]) =>
  resistOrderWith(dice, input, terciosMoralePlugin);
export const attemptReaction = (dice: Dice, input: Parameters<typeof attemptReactionWith>[1]) =>
  attemptReactionWith(dice, input, terciosMoralePlugin);
