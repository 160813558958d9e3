import type { GameOptions } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from './options.js';
import { resolveOptions } from './resolveOptions.js';

const resolved = new WeakMap<GameOptions, TerciosOptions>();

/**
 * The game's options an odds mechanic's `run` receives, typed: the defaults when there are none, else
 * validated once per options object (a mechanic runs once per branch of the enumeration).
 *
 * @example
 * shootSituation(p, shooter, target, terciosOptionsOf(game));
 */
export function terciosOptionsOf(options: GameOptions | undefined): TerciosOptions {
  if (options === undefined) return DEFAULT_TERCIOS_OPTIONS;
  let typed = resolved.get(options);
  if (typed === undefined) {
    typed = resolveOptions(options);
    resolved.set(options, typed);
  }
  return typed;
}
