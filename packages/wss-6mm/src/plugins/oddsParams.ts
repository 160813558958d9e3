import { parseWith, type GameOptions, type ParamSpec, type ParamValues } from '@muster/core';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema, type Wss6mmOptions } from '../options/options.js';

/** A yes/no parameter. */
export const flag = (name: string, description: string): ParamSpec => ({ name, kind: 'boolean', description });
/** The casualty condition parameter. */
export const condition: ParamSpec = {
  name: 'condition',
  kind: 'choice',
  choices: ['fresh', 'blooded', 'distressed'],
  default: 'fresh',
  description: 'casualty condition',
};
/** The target's fortifications. */
export const fortified: ParamSpec = {
  name: 'target-fortified',
  kind: 'choice',
  choices: ['none', 'field', 'major'],
  default: 'none',
  description: 'target in field or major fortifications',
};
/** A parameter as a string. */
export const str = (p: ParamValues, k: string): string => p[k] as string;
/** A parameter as a number. */
export const num = (p: ParamValues, k: string): number => p[k] as number;
/** A parameter as a boolean. */
export const bool = (p: ParamValues, k: string): boolean => p[k] === true;
const parsed = new WeakMap<GameOptions, Wss6mmOptions>();

/**
 * The game's options a mechanic's `run` receives, typed: the defaults when there are none, else parsed
 * once per options object (a mechanic runs once per branch of the enumeration).
 */
export function wss6mmOptionsOf(options: GameOptions | undefined): Wss6mmOptions {
  if (options === undefined) return DEFAULT_OPTIONS;
  let typed = parsed.get(options);
  if (typed === undefined) {
    typed = parseWith(Wss6mmOptionsSchema, options, { path: 'options' });
    parsed.set(options, typed);
  }
  return typed;
}

/** The game's options (the defaults without a game) with the rulings a mechanic's parameters set laid over them. */
export const withRulings = (options: GameOptions | undefined, rulings: Partial<Wss6mmOptions>): Wss6mmOptions => ({
  ...wss6mmOptionsOf(options),
  ...rulings,
});
