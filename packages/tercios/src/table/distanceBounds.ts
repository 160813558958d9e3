import {
  baseGap,
  basesOverlap,
  distance,
  distanceToBase,
  nearestCentre,
  pointInPolygon,
  pointSegmentDistance,
  segmentIntersectsPolygon,
  shapeGap,
  type Base,
  type NearestCentre,
  type Vec,
} from '@muster/core';
import type { TerrainState, UnitState } from '../game/State.js';
import { boxOf } from './tableQueries.js';

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

/** `basesOverlap(a, b, tolerance)`, asked only of bases whose bounding circles meet ({@link basesMayMeet}). */
export function basesOverlapping(a: Base, b: Base, tolerance: number): boolean {
  return basesMayMeet(a, b) && basesOverlap(a, b, tolerance);
}

/**
 * The units of `units` (in their order) that `base`, moving straight along `direction` up to `maxDistance`, may meet
 * ({@link mayMeetAlong}): a first contact (core's `contactAlong`) found among them is the one found among all.
 */
export function unitsNearPath(
  base: Base,
  direction: Vec,
  maxDistance: number,
  units: readonly UnitState[],
): UnitState[] {
  return units.filter((u) => mayMeetAlong(base, direction, maxDistance, u.base));
}

/**
 * The first of `units` with the nearest side centre to `from`, and that centre (as `nearestCentre` over each unit,
 * the first of equals kept), or null: units none of whose centres can be nearer than the nearest found are not
 * measured ({@link centresMayBeWithin}).
 */
export function nearestCentreAmong(
  from: Vec,
  units: readonly UnitState[],
): { unit: UnitState; centre: NearestCentre } | null {
  let best: { unit: UnitState; centre: NearestCentre } | null = null;
  for (const u of units) {
    if (best && !centresMayBeWithin(from, u.base, best.centre.distance)) continue;
    const centre = nearestCentre(from, u.base);
    if (!best || centre.distance < best.centre.distance) best = { unit: u, centre };
  }
  return best;
}

/**
 * Whether `pointSegmentDistance(p, a, b) > reach`, the segment's box answering without measuring when `p` lies more
 * than `reach` beyond it along an axis.
 */
export function fartherFromSegment(p: Vec, a: Vec, b: Vec, reach: number): boolean {
  const r = reach + SLACK;
  if (p.x < Math.min(a.x, b.x) - r || p.x > Math.max(a.x, b.x) + r) return true;
  if (p.y < Math.min(a.y, b.y) - r || p.y > Math.max(a.y, b.y) + r) return true;
  return pointSegmentDistance(p, a, b) > reach;
}

/**
 * `pointInPolygon(point, piece)` (the outline included, to core's tolerance), answered false without measuring for a
 * point beyond the piece's box: the tests of lines of fire and charges ask it of every Hidden or cover piece.
 */
export function pointInPiece(point: Vec, piece: TerrainState): boolean {
  const b = boxOf(piece.points);
  if (point.x < b.x0 - SLACK || point.x > b.x1 + SLACK) return false;
  if (point.y < b.y0 - SLACK || point.y > b.y1 + SLACK) return false;
  return pointInPolygon(point, piece);
}

/**
 * `segmentIntersectsPolygon(from, to, piece)`, answered false without measuring for a line whose box is away from the
 * piece's: a stretch of the line inside the piece lies in both boxes.
 */
export function segmentEntersPiece(from: Vec, to: Vec, piece: TerrainState): boolean {
  const b = boxOf(piece.points);
  if (Math.max(from.x, to.x) < b.x0 - SLACK || Math.min(from.x, to.x) > b.x1 + SLACK) return false;
  if (Math.max(from.y, to.y) < b.y0 - SLACK || Math.min(from.y, to.y) > b.y1 + SLACK) return false;
  return segmentIntersectsPolygon(from, to, piece);
}

/**
 * Whether `shapeGap` of two outlines (`points`) is at least `gap`, their boxes answering without measuring when they
 * lie farther apart along an axis (then so do any two points of the outlines).
 */
export function outlinesApart(a: readonly Vec[], b: readonly Vec[], gap: number): boolean {
  const p = boxOf(a);
  const q = boxOf(b);
  const g = gap + SLACK;
  if (p.x0 - q.x1 >= g || q.x0 - p.x1 >= g || p.y0 - q.y1 >= g || q.y0 - p.y1 >= g) return true;
  return shapeGap({ points: a }, { points: b }) >= gap;
}
