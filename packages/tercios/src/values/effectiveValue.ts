import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import type { Modifier } from './Modifier.js';
import { modifyValue } from './modifyValue.js';
import { netSteps } from './netSteps.js';
import type { ValueName } from './ValueName.js';

/** A value worked out: the number, and the steps and virtue points that made it (for logs and explanations). */
export interface EffectiveValue {
  readonly value: number;
  readonly base: number;
  readonly steps: number;
  readonly virtues: number;
  readonly sources: readonly string[];
}

/**
 * The value `name` of a unit with base `base` under `modifiers`: bonuses and penalties cancel one for one,
 * the net goes through the progression table, then virtue points are added ("virtues added after").
 * Rulebook: Components > Modifiers; Command > Virtues (Courage 3, a bonus and a virtue: 5, not 6).
 *
 * @example
 * effectiveValue('courage', 3, [bonus('courage', 'cover'), virtuePoint('courage', 'virtue')]).value; // 5
 */
export function effectiveValue(
  name: ValueName,
  base: number,
  modifiers: readonly Modifier[],
  options: Pick<TerciosOptions, 'zeroValues'> = DEFAULT_TERCIOS_OPTIONS,
): EffectiveValue {
  let bonuses = 0;
  let penalties = 0;
  let virtues = 0;
  const sources: string[] = [];
  for (const m of modifiers) {
    if (m.value !== name) continue;
    const steps = m.steps ?? 0;
    if (steps > 0) bonuses += steps;
    if (steps < 0) penalties -= steps;
    virtues += m.virtue ?? 0;
    if (steps !== 0 || (m.virtue ?? 0) !== 0) sources.push(m.source);
  }
  const steps = netSteps(bonuses, penalties);
  const value = modifyValue(base, steps, options.zeroValues) + virtues;
  return { value: Math.max(0, value), base, steps, virtues, sources };
}
