import type { TerciosOptions } from '../options/options.js';

/**
 * A value after `steps` net bonuses (positive) or penalties (negative), by the progression table.
 * Rulebook: Components > Modifiers: "+" adds half the base rounded down, "++" (two or more) doubles it,
 * "-" halves it rounded up, "--" (two or more) brings it to 1. Ruling "Values of 0": a 0 stays 0 by default.
 *
 * @example
 * modifyValue(4, 1); // 6
 * modifyValue(5, -1); // 3
 * modifyValue(3, -2); // 1
 */
export function modifyValue(
  base: number,
  steps: number,
  zeroValues: TerciosOptions['zeroValues'] = 'stay-zero',
): number {
  if (base === 0 && zeroValues === 'stay-zero') return 0;
  if (steps >= 2) return base * 2;
  if (steps === 1) return base + Math.floor(base / 2);
  if (steps === 0) return base;
  if (steps === -1) return Math.ceil(base / 2);
  return 1;
}
