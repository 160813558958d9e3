import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';

/**
 * Fresh [Steady]: no Dm. A fresh unit carries out its order without a test.
 * Rulebook: Components > Status Markers; Order Cards > Testing Orders.
 */
export function isFresh(wear: number): boolean {
  return wear <= 0;
}

/**
 * Weary: Dm equal to (or, after a rout test, held at) Stamina — or, with the Adaptation, from the first Dm.
 * Rulebook: Components > Status Markers > Weary. Ruling: Weary (`wearyAt`).
 */
export function isWeary(
  wear: number,
  stamina: number,
  options: Pick<TerciosOptions, 'wearyAt'> = DEFAULT_TERCIOS_OPTIONS,
): boolean {
  if (options.wearyAt === 'first-wear') return wear >= 1;
  return wear >= stamina && wear > 0;
}

/**
 * Rout Points: the Dm in excess of Stamina. Rulebook: Shooting > Rout Test.
 */
export function routPoints(wear: number, stamina: number): number {
  return Math.max(0, wear - stamina);
}
