import { parseWith, type GameOptions } from '@muster/core';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema, type SwordAndPikeOptions } from './options.js';

const parsed = new WeakMap<GameOptions, SwordAndPikeOptions>();

/**
 * The game's options an odds mechanic's `run` receives, typed: the defaults when there are none, else
 * validated once per options object (a mechanic runs once per branch of the enumeration).
 *
 * @example
 * swordAndPikeOptionsOf({ reitersMoraleClass: 'heavy-cavalry' }).officerMoraleBonus.ordinary; // 1
 */
export function swordAndPikeOptionsOf(options: GameOptions | undefined): SwordAndPikeOptions {
  if (options === undefined) return DEFAULT_OPTIONS;
  let typed = parsed.get(options);
  if (typed === undefined) {
    typed = parseWith(SwordAndPikeOptionsSchema, options, { path: 'options' });
    parsed.set(options, typed);
  }
  return typed;
}
