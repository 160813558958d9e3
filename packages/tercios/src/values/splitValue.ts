import type { SplitValue } from '../profiles/UnitProfile.js';

/** The first number of a split value ("4/3" → 4), or the value itself. */
export function firstValue(value: SplitValue): number {
  return typeof value === 'number' ? value : value[0];
}

/** The second number of a split value ("4/3" → 3), or the value itself. */
export function secondValue(value: SplitValue): number {
  return typeof value === 'number' ? value : value[1];
}
