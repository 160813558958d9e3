import { cornerCoordinates, type Base } from './Base.js';
import { hypot, type Vec } from './Vec.js';
import { convexPieces } from './convexPieces.js';
import type { Polygon } from './Polygon.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/** The low end of the interval `points` cover projected on the axis (ax, ay). */
export function lowOn(points: readonly Vec[], ax: number, ay: number): number {
  let min = Infinity;
  for (const p of points) {
    const v = p.x * ax + p.y * ay;
    // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
    if (v < min) min = v;
  }
  return min;
}

/** The high end of the interval `points` cover projected on the axis (ax, ay). */
export function highOn(points: readonly Vec[], ax: number, ay: number): number {
  let max = -Infinity;
  for (const p of points) {
    const v = p.x * ax + p.y * ay;
    // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
    if (v > max) max = v;
  }
  return max;
}

/** The interval covered by `points` projected on `axis`. */
export function project(points: readonly Vec[], axis: Vec): [min: number, max: number] {
  return [lowOn(points, axis.x, axis.y), highOn(points, axis.x, axis.y)];
}

/**
 * Whether the projections of `p` and `q` on the axis (ax, ay) are apart: `p`'s interval does not reach
 * more than `tolerance` into the open interior of `q`'s. Works when `p` is a single point (a segment
 * seen end-on). The axis and intervals are plain numbers, not objects: the overlap tests run millions
 * of times a battle.
 */
function apartOn(p: readonly Vec[], q: readonly Vec[], ax: number, ay: number, tolerance: number): boolean {
  return highOn(p, ax, ay) <= lowOn(q, ax, ay) + tolerance || lowOn(p, ax, ay) >= highOn(q, ax, ay) - tolerance;
}

/**
 * Whether two bases overlap, by the separating axis theorem: they overlap when their projections on
 * each of the four edge directions overlap by more than `tolerance` inches. Bases that only touch
 * (edge to edge, corner to edge) do not overlap.
 *
 * @example
 * const a = baseAt(vec(10, 10), NORTH, 12, 6);
 * basesOverlap(a, advance(a, 6))   // false: touching front to rear
 * basesOverlap(a, advance(a, 5.9)) // true
 */
export function basesOverlap(a: Base, b: Base, tolerance = GEOMETRY_EPSILON): boolean {
  const ca = cornerCoordinates(a, CORNERS_A);
  const cb = cornerCoordinates(b, CORNERS_B);
  // The axes are each base's facing (c, s) and right (s, −c), in the order of baseAxes(a), baseAxes(b).
  const c = Math.cos(a.facing);
  const s = Math.sin(a.facing);
  if (cornersApartOn(ca, cb, c, s, tolerance) || cornersApartOn(ca, cb, s, -c, tolerance)) return false;
  const cos = Math.cos(b.facing);
  const sin = Math.sin(b.facing);
  return !(cornersApartOn(ca, cb, cos, sin, tolerance) || cornersApartOn(ca, cb, sin, -cos, tolerance));
}

// Scratch corners for basesOverlap, which neither calls back out nor nests, so one pair serves every call.
const CORNERS_A = new Float64Array(8);
const CORNERS_B = new Float64Array(8);

/** {@link apartOn} for two bases' corners given as coordinates ({@link cornerCoordinates}). */
function cornersApartOn(p: Float64Array, q: Float64Array, ax: number, ay: number, tolerance: number): boolean {
  let pMin = Infinity;
  let pMax = -Infinity;
  let qMin = Infinity;
  let qMax = -Infinity;
  // Stryker disable next-line EqualityOperator: equivalent — a ninth coordinate is undefined: NaN changes no min or max
  for (let i = 0; i < 8; i += 2) {
    const v = (p[i] as number) * ax + (p[i + 1] as number) * ay;
    // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
    if (v < pMin) pMin = v;
    // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
    if (v > pMax) pMax = v;
    const w = (q[i] as number) * ax + (q[i + 1] as number) * ay;
    // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
    if (w < qMin) qMin = w;
    // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
    if (w > qMax) qMax = w;
  }
  return pMax <= qMin + tolerance || pMin >= qMax - tolerance;
}

/**
 * Whether segment `p`–`q` passes through the interior of `base`. Grazing a corner or running along an
 * edge (within `tolerance`) does not count: a line of sight may skim a base but not cross it.
 */
export function segmentIntersectsBase(p: Vec, q: Vec, base: Base, tolerance = GEOMETRY_EPSILON): boolean {
  const cb = cornerCoordinates(base, CORNERS_SEGMENT);
  const c = Math.cos(base.facing);
  const s = Math.sin(base.facing);
  // The axes, each scaled to length 1: the base's facing (c, s), its right (s, −c), and the segment's
  // own normal (dy, −dx) unless it is a point.
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  // (c, s) and (s, −c) have the same length, and so do (dx, dy) and (dy, −dx): hypot takes magnitudes and
  // sums their squares, and addition commutes exactly, so each length is worked out once.
  const l = hypot(c, s);
  // Stryker disable next-line ArithmeticOperator: equivalent — l = hypot(cos, sin) is 1 to the last bit or two: times or over it, the axis moves by an ulp
  if (segmentApartOn(p, q, cb, c / l, s / l, tolerance)) return false;
  // Stryker disable next-line ArithmeticOperator: equivalent — l = hypot(cos, sin) is 1 to the last bit or two: times or over it, the axis moves by an ulp
  if (segmentApartOn(p, q, cb, s / l, -c / l, tolerance)) return false;
  const ld = hypot(dx, dy);
  if (ld > 0 && segmentApartOn(p, q, cb, dy / ld, -dx / ld, tolerance)) return false;
  return true;
}

// Scratch corners for segmentIntersectsBase, which neither calls back out nor nests.
const CORNERS_SEGMENT = new Float64Array(8);

/**
 * {@link apartOn} for segment `p`–`q` against a base's corners given as coordinates
 * ({@link cornerCoordinates}, the same numbers as `corners`): the same projections and comparisons.
 */
function segmentApartOn(p: Vec, q: Vec, cb: Float64Array, ax: number, ay: number, tolerance: number): boolean {
  let pMin = Infinity;
  let pMax = -Infinity;
  const v = p.x * ax + p.y * ay;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — pMin starts at Infinity: the first value always replaces it
  if (v < pMin) pMin = v;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — pMax starts at -Infinity: the first value always replaces it
  if (v > pMax) pMax = v;
  const w = q.x * ax + q.y * ay;
  // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
  if (w < pMin) pMin = w;
  // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
  if (w > pMax) pMax = w;
  let qMin = Infinity;
  let qMax = -Infinity;
  // Stryker disable next-line EqualityOperator: equivalent — a ninth coordinate is undefined: NaN changes no min or max
  for (let i = 0; i < 8; i += 2) {
    const z = (cb[i] as number) * ax + (cb[i + 1] as number) * ay;
    // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
    if (z < qMin) qMin = z;
    // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
    if (z > qMax) qMax = z;
  }
  return pMax <= qMin + tolerance || pMin >= qMax - tolerance;
}

/** The unit normal of edge i (points[i] to points[i + 1], wrapping) of an outline; null for a zero-length edge. */
export function normalAt(points: readonly Vec[], i: number): Vec | null {
  const from = points[i] as Vec;
  const to = points[(i + 1) % points.length] as Vec;
  const ex = to.x - from.x;
  const ey = to.y - from.y;
  const l = hypot(ex, ey);
  return l > 0 ? { x: ey / l, y: -ex / l } : null;
}

/** The unit normals of the edges of a convex outline (zero-length edges skipped). */
export function edgeNormals(points: readonly Vec[]): Vec[] {
  const out: Vec[] = [];
  for (let i = 0; i < points.length; i++) {
    const n = normalAt(points, i);
    if (n !== null) out.push(n);
  }
  return out;
}

/** Whether two convex outlines overlap by more than `tolerance` (touching is not overlap). */
export function convexOverlap(p: readonly Vec[], q: readonly Vec[], tolerance = GEOMETRY_EPSILON): boolean {
  // The axes are edgeNormals(p) then edgeNormals(q), worked out one at a time, as numbers.
  // Stryker disable next-line EqualityOperator: equivalent — a third pass repeats q's axes
  for (let k = 0; k < 2; k++) {
    // Stryker disable next-line EqualityOperator: equivalent — q's axes first: any axis apart answers alike in either order
    const outline = k === 0 ? p : q;
    for (let i = 0; i < outline.length; i++) {
      const from = outline[i] as Vec;
      const to = outline[(i + 1) % outline.length] as Vec;
      const ex = to.x - from.x;
      const ey = to.y - from.y;
      const l = hypot(ex, ey);
      if (l > 0 && apartOn(p, q, ey / l, -ex / l, tolerance)) return false;
    }
  }
  return true;
}

/**
 * Whether two shapes — bases or terrain polygons, concave allowed — overlap by more than `tolerance`
 * inches. Touching is not overlap. E.g. "must not end its move overlapping impassable terrain".
 */
export function shapesOverlap(a: Base | Polygon, b: Base | Polygon, tolerance = GEOMETRY_EPSILON): boolean {
  // Stryker disable next-line ConditionalExpression: speed only — two bases through convexOverlap meet the same separating-axis test on the same corners (axes from the edges, equal to the last bits)
  if (!('points' in a) && !('points' in b)) return basesOverlap(a, b, tolerance);
  const pb = convexPieces(b);
  return convexPieces(a).some((p) => pb.some((q) => convexOverlap(p, q, tolerance)));
}
