import { centres, type Base, type CentreName } from './Base.js';
import { closestPointOfPolygon, distanceToPolygon, pointInPolygon, polygonOfBase, type Polygon } from './Polygon.js';
import { segmentDistance } from './segments.js';
import { distance, type Vec } from './Vec.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/**
 * The nearest side centre of a base: a point (usable wherever a {@link Vec} is) that also says which
 * centre it is and how far it is.
 */
export interface NearestCentre extends Vec {
  readonly side: CentreName;
  readonly distance: number;
}

const CENTRE_ORDER: readonly CentreName[] = ['front', 'left', 'right', 'rear'];

/**
 * The centre of `base` nearest to `from` (Tercios measures range "to the nearest centre"). Ties go to
 * front, then left, right, rear.
 *
 * @example
 * const target = baseAt(vec(36, 30), SOUTH, 12, 6);
 * const c = nearestCentre(vec(36, 10), target); // c.side === 'front', c.distance === 20
 */
export function nearestCentre(from: Vec, base: Base): NearestCentre {
  const cs = centres(base);
  let best: NearestCentre | undefined;
  for (const side of CENTRE_ORDER) {
    const p = cs[side];
    const d = distance(from, p);
    // Stryker disable next-line EqualityOperator: equivalent — a distance exactly GEOMETRY_EPSILON under the best is a tie to the last bit; either reading is a choice
    if (best === undefined || d < best.distance - GEOMETRY_EPSILON) best = { x: p.x, y: p.y, side, distance: d };
  }
  return best as NearestCentre;
}

/** Something that takes room on the table: a unit's base or a terrain polygon. */
export type Shape = Base | Polygon;

/** The outline of a shape as a polygon. */
export function outlineOf(shape: Shape): Polygon {
  return 'points' in shape ? shape : polygonOfBase(shape);
}

/**
 * The shortest distance between two shapes (bases or polygons, convex or not); 0 when they touch,
 * overlap or one contains the other. Distances up to `tolerance` are reported as 0, so bases placed
 * in contact by computation count as touching.
 */
export function shapeGap(a: Shape, b: Shape, tolerance = GEOMETRY_EPSILON): number {
  const pa = outlineOf(a);
  const pb = outlineOf(b);
  const [a0] = pa.points;
  const [b0] = pb.points;
  if (a0 === undefined || b0 === undefined) return Infinity;
  if (pointInPolygon(a0, pb, 0) || pointInPolygon(b0, pa, 0)) return 0;
  // Every edge of one outline against every edge of the other (points[i] to points[i + 1], wrapping).
  const ps = pa.points;
  const qs = pb.points;
  let best = Infinity;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] as Vec;
    const q = ps[(i + 1) % ps.length] as Vec;
    for (let j = 0; j < qs.length; j++) {
      best = Math.min(best, segmentDistance(p, q, qs[j] as Vec, qs[(j + 1) % qs.length] as Vec));
      if (best <= tolerance) return 0;
    }
  }
  return best;
}

/**
 * The shortest distance between two bases, in inches: 0 when they touch or overlap.
 *
 * @example
 * const a = baseAt(vec(10, 10), NORTH, 12, 6);
 * baseGap(a, advance(a, 9)) // 3
 */
export function baseGap(a: Base, b: Base, tolerance = GEOMETRY_EPSILON): number {
  return shapeGap(a, b, tolerance);
}

/** The shortest distance from a point to a shape's area (0 inside or on it). */
export function distanceToShape(point: Vec, shape: Shape): number {
  return distanceToPolygon(point, outlineOf(shape));
}

/** The point of a shape's area nearest to `point` (`point` itself when inside). */
export function closestPointOfShape(point: Vec, shape: Shape): Vec {
  return closestPointOfPolygon(point, outlineOf(shape));
}

/** The shortest distance from a point to a base (0 inside or on its edge). */
export function distanceToBase(point: Vec, base: Base): number {
  return distanceToShape(point, base);
}
