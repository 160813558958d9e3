import { corners, forwardOf, rightOf, type Base } from './Base.js';
import { dot, length, perpRight, sub, type Vec } from './Vec.js';
import { convexPieces } from './convexPieces.js';
import type { Polygon } from './Polygon.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/** The interval covered by `points` projected on `axis`. */
export function project(points: readonly Vec[], axis: Vec): [min: number, max: number] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    const v = dot(p, axis);
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/**
 * Whether projected intervals are apart on this axis: `a` does not reach more than `tolerance` into
 * the open interior of `b`. Works when `a` is a single point (a segment seen end-on).
 */
function separated(a: [number, number], b: [number, number], tolerance: number): boolean {
  return a[1] <= b[0] + tolerance || a[0] >= b[1] - tolerance;
}

/** The two edge directions of a base: its facing and its right. */
export function baseAxes(base: Base): [Vec, Vec] {
  return [forwardOf(base), rightOf(base)];
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
  const ca = corners(a);
  const cb = corners(b);
  for (const axis of [...baseAxes(a), ...baseAxes(b)]) {
    if (separated(project(ca, axis), project(cb, axis), tolerance)) return false;
  }
  return true;
}

/**
 * Whether segment `p`–`q` passes through the interior of `base`. Grazing a corner or running along an
 * edge (within `tolerance`) does not count: a line of sight may skim a base but not cross it.
 */
export function segmentIntersectsBase(p: Vec, q: Vec, base: Base, tolerance = GEOMETRY_EPSILON): boolean {
  const cb = corners(base);
  const seg = [p, q];
  const axes = baseAxes(base);
  const d = sub(q, p);
  if (length(d) > 0) axes.push(perpRight(d));
  for (const raw of axes) {
    const l = length(raw);
    const axis = { x: raw.x / l, y: raw.y / l };
    if (separated(project(seg, axis), project(cb, axis), tolerance)) return false;
  }
  return true;
}

/** The unit normals of the edges of a convex outline (zero-length edges skipped). */
export function edgeNormals(points: readonly Vec[]): Vec[] {
  const out: Vec[] = [];
  for (let i = 0; i < points.length; i++) {
    const e = sub(points[(i + 1) % points.length] as Vec, points[i] as Vec);
    const l = length(e);
    if (l > 0) out.push({ x: e.y / l, y: -e.x / l });
  }
  return out;
}

/** Whether two convex outlines overlap by more than `tolerance` (touching is not overlap). */
export function convexOverlap(p: readonly Vec[], q: readonly Vec[], tolerance = GEOMETRY_EPSILON): boolean {
  for (const axis of [...edgeNormals(p), ...edgeNormals(q)]) {
    if (separated(project(p, axis), project(q, axis), tolerance)) return false;
  }
  return true;
}

/**
 * Whether two shapes — bases or terrain polygons, concave allowed — overlap by more than `tolerance`
 * inches. Touching is not overlap. E.g. "must not end its move overlapping impassable terrain".
 */
export function shapesOverlap(a: Base | Polygon, b: Base | Polygon, tolerance = GEOMETRY_EPSILON): boolean {
  if (!('points' in a) && !('points' in b)) return basesOverlap(a, b, tolerance);
  const pb = convexPieces(b);
  return convexPieces(a).some((p) => pb.some((q) => convexOverlap(p, q, tolerance)));
}
