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
  // Stryker disable next-line ConditionalExpression,EqualityOperator: speed only — without the early no (or with it at equality, the base then SLACK beyond the limit) distanceToBase answers the same
  if (d - halfDiagonal(base) > limit + SLACK) return false;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: speed only — without the early yes (or with it at equality, a centre then SLACK within the limit) the exact measure answers the same
  if (d < limit - SLACK) return true;
  return distanceToBase(point, base) <= limit;
}

/**
 * Whether `baseGap(a, b) <= limit`, measured only when the centres cannot tell (as {@link distanceToBaseWithin}:
 * the gap lies between the centres' distance less both half-diagonals and the centres' distance).
 */
export function baseGapWithin(a: Base, b: Base, limit: number): boolean {
  const d = distance(a.centre, b.centre);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: speed only — without the early no (or with it at equality, the bases then SLACK beyond the limit) baseGap answers the same
  if (d - halfDiagonal(a) - halfDiagonal(b) > limit + SLACK) return false;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: speed only — without the early yes (or with it at equality, a centre then SLACK within the limit) the exact measure answers the same
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
  // Stryker disable next-line EqualityOperator: speed only — circles exactly `reach` apart hold bases SLACK apart, which neither overlap nor touch
  return dx * dx + dy * dy <= reach * reach;
}

/**
 * Whether a side centre of `base` may lie within `limit` of `from`: false when none can (every side centre lies
 * within half the base's longer side of its centre), so `nearestCentre` is measured only for bases near enough.
 */
export function centresMayBeWithin(from: Vec, base: Base, limit: number): boolean {
  // Stryker disable next-line EqualityOperator: speed only — at equality every centre lies SLACK beyond the limit, so none would be kept
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
  // Stryker disable next-line EqualityOperator: speed only — at equality the circles stay SLACK apart up to the end of the move, so the bases never meet
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
    // Stryker disable next-line ConditionalExpression: speed only — a unit skipped is one whose every centre is farther than the best: measured, it is not kept either
    if (best && !centresMayBeWithin(from, u.base, best.centre.distance)) continue;
    const centre = nearestCentre(from, u.base);
    if (!best || centre.distance < best.centre.distance) best = { unit: u, centre };
  }
  return best;
}

/**
 * How far apart the intervals [lo, hi] and [lo2, hi2] of one axis lie (negative when they overlap): any point of the
 * one and any point of the other are at least that far apart. The boxes' one question ({@link fartherFromSegment},
 * {@link pointInPiece}, {@link segmentEntersPiece}, {@link outlinesApart}), asked the same way along x and y.
 */
// Stryker disable next-line BlockStatement: speed only — no gap (undefined) makes every box comparison false: each caller then measures
function intervalGap(lo: number, hi: number, lo2: number, hi2: number): number {
  // Stryker disable next-line MethodExpression: speed only — the lesser of the two ends is never more than the gap: a looser bound
  return Math.max(lo2 - hi, lo - hi2);
}

/**
 * Whether `pointSegmentDistance(p, a, b) > reach`, the segment's box answering without measuring when `p` lies more
 * than `reach` beyond it along an axis.
 */
export function fartherFromSegment(p: Vec, a: Vec, b: Vec, reach: number): boolean {
  const x = intervalGap(p.x, p.x, Math.min(a.x, b.x), Math.max(a.x, b.x));
  const y = intervalGap(p.y, p.y, Math.min(a.y, b.y), Math.max(a.y, b.y));
  // Stryker disable next-line ConditionalExpression,EqualityOperator,MethodExpression: speed only — never deciding, deciding at a gap of exactly reach + SLACK (then farther than reach) or only when both axes are beyond leaves the answer to the exact measure, the same
  if (Math.max(x, y) > reach + SLACK) return true;
  return pointSegmentDistance(p, a, b) > reach;
}

/**
 * `pointInPolygon(point, piece)` (the outline included, to core's tolerance), answered false without measuring for a
 * point beyond the piece's box: the tests of lines of fire and charges ask it of every Hidden or cover piece.
 */
export function pointInPiece(point: Vec, piece: TerrainState): boolean {
  const b = boxOf(piece.points);
  const x = intervalGap(point.x, point.x, b.x0, b.x1);
  const y = intervalGap(point.y, point.y, b.y0, b.y1);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,MethodExpression: speed only — never deciding, deciding at exactly SLACK beyond the box (far beyond core's tolerance) or only when both axes are beyond leaves pointInPolygon's answer
  if (Math.max(x, y) > SLACK) return false;
  return pointInPolygon(point, piece);
}

/**
 * `segmentIntersectsPolygon(from, to, piece)`, answered false without measuring for a line whose box is away from the
 * piece's: a stretch of the line inside the piece lies in both boxes.
 */
export function segmentEntersPiece(from: Vec, to: Vec, piece: TerrainState): boolean {
  const b = boxOf(piece.points);
  const x = intervalGap(Math.min(from.x, to.x), Math.max(from.x, to.x), b.x0, b.x1);
  const y = intervalGap(Math.min(from.y, to.y), Math.max(from.y, to.y), b.y0, b.y1);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,MethodExpression: speed only — never deciding, deciding at exactly SLACK beside the box (the line cannot reach the interior) or only when both axes are apart leaves segmentIntersectsPolygon's answer
  if (Math.max(x, y) > SLACK) return false;
  return segmentIntersectsPolygon(from, to, piece);
}

/**
 * Whether `shapeGap` of two outlines (`points`) is at least `gap`, their boxes answering without measuring when they
 * lie farther apart along an axis (then so do any two points of the outlines).
 */
export function outlinesApart(a: readonly Vec[], b: readonly Vec[], gap: number): boolean {
  const p = boxOf(a);
  const q = boxOf(b);
  const x = intervalGap(p.x0, p.x1, q.x0, q.x1);
  const y = intervalGap(p.y0, p.y1, q.y0, q.y1);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,MethodExpression: speed only — never deciding, deciding only beyond gap + SLACK (not at it) or only when both axes are apart leaves shapeGap's answer
  if (Math.max(x, y) >= gap + SLACK) return true;
  return shapeGap({ points: a }, { points: b }) >= gap;
}
