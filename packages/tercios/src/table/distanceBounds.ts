import { baseGap, distance, distanceToBase, hypot, type Base, type Vec } from '@muster/core';

/**
 * How far a bound must clear a limit before it decides a comparison without measuring: far above the rounding of
 * the measures (about 1e-14 inch), far below anything the rules compare.
 */
const SLACK = 1e-6;

/** Half a base's diagonal: no point of the base lies farther than this from its centre. */
function halfDiagonal(base: Base): number {
  return hypot(base.width, base.depth) / 2;
}

/**
 * Whether `distanceToBase(point, base) <= limit`, measured only when the base's centre cannot tell: the base lies
 * between its centre's distance less its half-diagonal and its centre's distance (the centre is inside it). Most of
 * the units a range, a command radius or a reaction asks about are far beyond the limit or well within it.
 */
export function distanceToBaseWithin(point: Vec, base: Base, limit: number): boolean {
  const d = distance(point, base.centre);
  if (d - halfDiagonal(base) > limit + SLACK) return false;
  if (d < limit - SLACK) return true;
  return distanceToBase(point, base) <= limit;
}

/**
 * Whether `baseGap(a, b) <= limit`, measured only when the centres cannot tell (as {@link distanceToBaseWithin}:
 * the gap lies between the centres' distance less both half-diagonals and the centres' distance).
 */
export function baseGapWithin(a: Base, b: Base, limit: number): boolean {
  const d = distance(a.centre, b.centre);
  if (d - halfDiagonal(a) - halfDiagonal(b) > limit + SLACK) return false;
  if (d < limit - SLACK) return true;
  return baseGap(a, b) <= limit;
}
