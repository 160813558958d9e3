import { baseGap, distance, distanceToBase, pointSegmentDistance, type Base, type Vec } from '@muster/core';

/**
 * How far a bound must clear a limit before it decides a comparison without measuring: far above the rounding of
 * the measures (about 1e-14 inch), far below anything the rules compare.
 */
const SLACK = 1e-6;

/**
 * Half a base's diagonal: no point of the base lies farther than this from its centre. Only ever a bound, with
 * {@link SLACK} to spare, so the plain square root serves (core's `hypot` is kept for the measures themselves).
 */
function halfDiagonal(base: Base): number {
  return Math.sqrt(base.width * base.width + base.depth * base.depth) / 2;
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

/**
 * Whether two bases' bounding circles meet: bases whose circles are apart neither overlap nor touch, so the exact
 * test (`basesOverlap`, eight corners and four projections) is asked only of bases near each other.
 */
export function basesMayMeet(a: Base, b: Base): boolean {
  const dx = a.centre.x - b.centre.x;
  const dy = a.centre.y - b.centre.y;
  const reach = halfDiagonal(a) + halfDiagonal(b) + SLACK;
  return dx * dx + dy * dy <= reach * reach;
}

/**
 * Whether a side centre of `base` may lie within `limit` of `from`: false when none can (every side centre lies
 * within half the base's longer side of its centre), so `nearestCentre` is measured only for bases near enough.
 */
export function centresMayBeWithin(from: Vec, base: Base, limit: number): boolean {
  return distance(from, base.centre) - Math.max(base.width, base.depth) / 2 <= limit + SLACK;
}

/**
 * Whether `base`, moving straight along `direction` up to `maxDistance` inches, may meet `other`: false when the
 * bounding circles stay apart all the way (the other's centre lies farther from the path of the base's centre than
 * both half-diagonals). Core's `contactAlong` tries the whole separating-axis sweep on every obstacle it is given;
 * the moves and charges give it only the bases near their path, in the same order, so the first contact is the same.
 */
export function mayMeetAlong(base: Base, direction: Vec, maxDistance: number, other: Base): boolean {
  const length = Math.sqrt(direction.x * direction.x + direction.y * direction.y);
  if (!(length > 0) || !(maxDistance >= 0) || maxDistance === Infinity) return true;
  const reach = (maxDistance + SLACK) / length;
  const end = { x: base.centre.x + direction.x * reach, y: base.centre.y + direction.y * reach };
  return pointSegmentDistance(other.centre, base.centre, end) <= halfDiagonal(base) + halfDiagonal(other) + SLACK;
}
