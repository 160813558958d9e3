import type { ParamSpec, ParamValues } from '@muster/core';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';

/** A yes/no parameter. */
export const flag = (name: string, description: string): ParamSpec => ({ name, kind: 'boolean', description });
/** The casualty condition parameter. */
export const condition: ParamSpec = { name: 'condition', kind: 'choice', choices: ['fresh', 'blooded', 'distressed'], default: 'fresh', description: 'casualty condition' };
/** The target's fortifications. */
export const fortified: ParamSpec = { name: 'target-fortified', kind: 'choice', choices: ['none', 'field', 'major'], default: 'none', description: 'target in field or major fortifications' };
/** A parameter as a string. */
export const str = (p: ParamValues, k: string): string => p[k] as string;
/** A parameter as a number. */
export const num = (p: ParamValues, k: string): number => p[k] as number;
/** A parameter as a boolean. */
export const bool = (p: ParamValues, k: string): boolean => p[k] === true;
/** The default options with the rulings a mechanic's parameters set laid over them. */
export const withRulings = (rulings: Partial<Wss6mmOptions>): Wss6mmOptions => ({ ...DEFAULT_OPTIONS, ...rulings });
