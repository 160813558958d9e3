import { corners, type Base } from './Base.js';
import { closestParameterOnSegment, pointSegmentDistance, pushIntersectionParameters } from './segments.js';
import { distance, hypot, lerp, type Vec } from './Vec.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/**
 * A terrain area (a wood, a town, a marsh...) as a simple polygon: its vertices in order, either way
 * round, not repeating the first at the end. It may be concave; it must not cross itself.
 */
export interface Polygon {
  readonly points: readonly Vec[];
}

/** The outline of a base as a polygon (front-left, front-right, rear-right, rear-left). */
export function polygonOfBase(base: Base): Polygon {
  return { points: corners(base) };
}

// The loops below walk the edges (points[i], points[i + 1], wrapping round) by index rather than through
// a list of edge pairs: these run millions of times a battle and the list was a large share of its garbage.

/** The shortest distance from `point` to the outline of `polygon`. */
export function distanceToBoundary(point: Vec, polygon: Polygon): number {
  const pts = polygon.points;
  let best = Infinity;
  for (let i = 0; i < pts.length; i++)
    best = Math.min(best, pointSegmentDistance(point, pts[i] as Vec, pts[(i + 1) % pts.length] as Vec));
  return best;
}

function crossingNumberInside(point: Vec, polygon: Polygon): boolean {
  const pts = polygon.points;
  let inside = false;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as Vec;
    const b = pts[(i + 1) % pts.length] as Vec;
    if (a.y > point.y !== b.y > point.y) {
      const x = a.x + ((point.y - a.y) / (b.y - a.y)) * (b.x - a.x);
      // Stryker disable next-line EqualityOperator: equivalent — a ray to the left crosses the outline as often, in parity, as one to the right; x = point.x is a point on the outline, which every caller answers first
      if (x > point.x) inside = !inside;
    }
  }
  return inside;
}

/**
 * Whether `point` is inside `polygon` or on its outline (within `tolerance`).
 *
 * @example
 * pointInPolygon(vec(1, 1), { points: [vec(0, 0), vec(4, 0), vec(4, 4), vec(0, 4)] }) // true
 */
export function pointInPolygon(point: Vec, polygon: Polygon, tolerance = GEOMETRY_EPSILON): boolean {
  // With no points the outline is Infinity away; with fewer than 3 each edge is walked both ways, so the crossings
  // are even: not inside.
  // Stryker disable next-line EqualityOperator: equivalent — a distance exactly the tolerance is a tie to the last bit; either reading is a choice
  if (distanceToBoundary(point, polygon) <= tolerance) return true;
  return crossingNumberInside(point, polygon);
}

/** Whether `point` is inside `polygon` and more than `tolerance` from its outline. */
export function pointStrictlyInPolygon(point: Vec, polygon: Polygon, tolerance = GEOMETRY_EPSILON): boolean {
  // Stryker disable next-line EqualityOperator: equivalent — a distance exactly the tolerance is a tie to the last bit; either reading is a choice
  return crossingNumberInside(point, polygon) && distanceToBoundary(point, polygon) > tolerance;
}

/** The shortest distance from `point` to the area of `polygon`: 0 inside or on the outline. */
export function distanceToPolygon(point: Vec, polygon: Polygon): number {
  // pointInPolygon(point, polygon, 0) then distanceToBoundary, with the boundary distance worked out once.
  // (On the outline d is 0 already.)
  const d = distanceToBoundary(point, polygon);
  if (crossingNumberInside(point, polygon)) return 0;
  return d;
}

/** The point of the polygon's area nearest to `point` (`point` itself when inside). */
export function closestPointOfPolygon(point: Vec, polygon: Polygon): Vec {
  const pts = polygon.points;
  // Each edge's nearest point as coordinates (closestPointOnSegment's arithmetic); only the best becomes a Vec.
  // Its distance is pointSegmentDistance's, so the least, `bestD`, is distanceToBoundary: pointInPolygon(point,
  // polygon, 0) below without a second pass over the edges.
  let found = false;
  let bestX = 0;
  let bestY = 0;
  let bestD = Infinity;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as Vec;
    const b = pts[(i + 1) % pts.length] as Vec;
    const t = closestParameterOnSegment(point, a, b);
    const cx = a.x + (b.x - a.x) * t;
    const cy = a.y + (b.y - a.y) * t;
    const d = hypot(point.x - cx, point.y - cy);
    if (d < bestD) {
      bestD = d;
      bestX = cx;
      bestY = cy;
      found = true;
    }
  }
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — at a distance 0 the nearest point found has the point's own coordinates
  if (bestD <= 0) return point;
  if (crossingNumberInside(point, polygon)) return point;
  return found ? { x: bestX, y: bestY } : point;
}

/**
 * The parts of segment `a`–`b` that run through the interior of `polygon`, as fractions `[t0, t1]`
 * along the segment. Running along the outline or touching a vertex is not inside.
 */
export function insideIntervals(a: Vec, b: Vec, polygon: Polygon, tolerance = GEOMETRY_EPSILON): [number, number][] {
  const pts = polygon.points;
  const ts = [0, 1];
  for (let i = 0; i < pts.length; i++)
    pushIntersectionParameters(a, b, pts[i] as Vec, pts[(i + 1) % pts.length] as Vec, tolerance, ts);
  ts.sort((p, q) => p - q);
  const out: [number, number][] = [];
  const len = distance(a, b);
  // Stryker disable next-line EqualityOperator,ArithmeticOperator: equivalent — a parameter past the list is undefined: NaN skips the interval
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i] as number;
    const t1 = ts[i + 1] as number;
    if ((t1 - t0) * len <= tolerance && !(len === 0 && i === 0)) continue;
    if (!pointStrictlyInPolygon(lerp(a, b, (t0 + t1) / 2), polygon, tolerance)) continue;
    const last = out[out.length - 1];
    if (last !== undefined && Math.abs(last[1] - t0) * len <= tolerance) last[1] = t1;
    else out.push([t0, t1]);
  }
  return out;
}

/**
 * How many inches of segment `a`–`b` lie inside `polygon` — e.g. how far a line of sight runs through
 * a wood, or a move through difficult ground. Running along the outline counts as outside.
 */
export function lengthInsidePolygon(a: Vec, b: Vec, polygon: Polygon, tolerance = GEOMETRY_EPSILON): number {
  const len = distance(a, b);
  return insideIntervals(a, b, polygon, tolerance).reduce((sum, [t0, t1]) => sum + (t1 - t0) * len, 0);
}

/**
 * Whether segment `a`–`b` passes through the interior of `polygon`. Grazing a vertex or running along
 * an edge does not count; a segment wholly inside does.
 */
export function segmentIntersectsPolygon(a: Vec, b: Vec, polygon: Polygon, tolerance = GEOMETRY_EPSILON): boolean {
  return insideIntervals(a, b, polygon, tolerance).length > 0;
}
