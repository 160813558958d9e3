import type { Base } from './Base.js';
import { closestPointOfShape, distanceToShape, outlineOf, shapeGap, type Shape } from './distances.js';
import { segmentIntersectsBase } from './overlap.js';
import { pointInPolygon, segmentIntersectsPolygon, type Polygon } from './Polygon.js';
import { segmentDistance } from './segments.js';
import { cross, lerp, sub, type Vec } from './Vec.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/**
 * Something a line of sight (or a movement line) may not cross: a unit's base, a terrain polygon that
 * blocks vision, or both. `id` is reported back when it blocks; it defaults to `#<index>`.
 */
export interface Blocker {
  readonly base?: Base;
  readonly polygon?: Polygon;
  readonly id?: string;
}

/** Options of {@link lineOfSight}. */
export interface LineOfSightOptions {
  /** The narrowest gap between two blockers the line may pass through, in inches (default 3). */
  readonly gap?: number;
  /** Geometric tolerance in inches (default {@link GEOMETRY_EPSILON}). */
  readonly tolerance?: number;
}

/** The verdict of {@link lineOfSight}. */
export interface LineOfSight {
  readonly clear: boolean;
  /** The blocker crossed, or the first of the two blockers whose gap is too narrow. */
  readonly blockedBy?: string;
  /** Why it is blocked: the line crosses a blocker, or squeezes through a gap narrower than `gap`. */
  readonly reason?: 'crosses' | 'gap';
  /** For `reason: 'gap'`: the two blockers and the width of the gap the line passes through. */
  readonly between?: readonly [string, string];
  readonly gapWidth?: number;
}

function segmentShapeDistance(a: Vec, b: Vec, shape: Shape): number {
  const outline = outlineOf(shape);
  if (pointInPolygon(a, outline, 0)) return 0;
  let best = Infinity;
  const pts = outline.points;
  pts.forEach((p, i) => {
    best = Math.min(best, segmentDistance(a, b, p, pts[(i + 1) % pts.length] as Vec));
  });
  return best;
}

/** +1 when the whole shape is left of line a→b, -1 when right, 0 when it straddles or lies on it. */
function wholeSide(a: Vec, b: Vec, shape: Shape, tolerance: number): number {
  const d = sub(b, a);
  let left = false;
  let right = false;
  for (const p of outlineOf(shape).points) {
    const c = cross(d, sub(p, a));
    if (c > tolerance) left = true;
    else if (c < -tolerance) right = true;
  }
  return left && !right ? 1 : right && !left ? -1 : 0;
}

/**
 * The width of the narrowest passage between shapes `p` and `q` that segment a–b goes through: the
 * least `d(X, p) + d(X, q)` over points X of the segment where p and q lie on opposite sides of the
 * line. At an interior minimum the two nearest points and X are collinear, so this is the length of
 * the shortest straight bridge from p to q that the line crosses. `Infinity` if it passes between them
 * nowhere.
 */
export function passageWidth(a: Vec, b: Vec, p: Shape, q: Shape, tolerance = GEOMETRY_EPSILON): number {
  const sideP = wholeSide(a, b, p, tolerance);
  const sideQ = wholeSide(a, b, q, tolerance);
  const dir = sub(b, a);
  const sideAt = (shape: Shape, fixed: number, x: Vec): number => {
    if (fixed !== 0) return fixed;
    const c = cross(dir, sub(closestPointOfShape(x, shape), x));
    return c > tolerance ? 1 : c < -tolerance ? -1 : 0;
  };
  const f = (t: number): number => {
    const x = lerp(a, b, t);
    if (sideAt(p, sideP, x) * sideAt(q, sideQ, x) >= 0) return Infinity;
    return distanceToShape(x, p) + distanceToShape(x, q);
  };
  // Sample, then refine around the best sample by golden-section search (f is convex where finite for
  // convex shapes; sampling guards against concave terrain).
  const n = 64;
  let bestT = 0;
  let best = Infinity;
  for (let i = 0; i <= n; i++) {
    const v = f(i / n);
    if (v < best) {
      best = v;
      bestT = i / n;
    }
  }
  if (best === Infinity) return Infinity;
  let lo = Math.max(0, bestT - 1 / n);
  let hi = Math.min(1, bestT + 1 / n);
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 80 && hi - lo > 1e-13; i++) {
    const m1 = hi - g * (hi - lo);
    const m2 = lo + g * (hi - lo);
    if (f(m1) <= f(m2)) hi = m2;
    else lo = m1;
  }
  return Math.min(best, f((lo + hi) / 2));
}

/**
 * Whether a straight line from `from` to `to` is clear, by the common pike-and-shot rule (Tercios:
 * Shooting > Line of sight; Movement > Obstacles): the line may not cross any blocker, and where it
 * passes between two blockers the gap between them must be at least `gap` inches (default 3).
 *
 * "Crossing" means entering a blocker's interior: a line that only grazes a corner or runs along an
 * edge does not cross it (but still counts for the gap rule, with a gap of 0 on that side). "Passing
 * between" two blockers means the line crosses a straight bridge joining them; the gap is the length
 * of the shortest such bridge (see {@link passageWidth}). Exclude the shooter, the target and anything
 * the rules ignore (commanders) from `blockers`. The same test serves movement lines. The verdict is
 * symmetric in `from` and `to`.
 *
 * @example
 * const left = { id: 'L', base: baseAt(vec(30, 20), NORTH, 4, 2) };  // spans x 28..32
 * const right = { id: 'R', base: baseAt(vec(34, 20), NORTH, 4, 2) }; // spans x 32..36: no gap
 * lineOfSight(vec(32, 10), vec(32, 30), [left, right]).clear // false: squeezes through a 0" gap
 */
export function lineOfSight(
  from: Vec,
  to: Vec,
  blockers: readonly Blocker[],
  options: LineOfSightOptions = {},
): LineOfSight {
  const gap = options.gap ?? 3;
  const tolerance = options.tolerance ?? GEOMETRY_EPSILON;
  const shapes: { id: string; shape: Shape }[] = [];
  blockers.forEach((b, i) => {
    const id = b.id ?? `#${i}`;
    if (b.base !== undefined) shapes.push({ id, shape: b.base });
    if (b.polygon !== undefined) shapes.push({ id, shape: b.polygon });
  });
  for (const { id, shape } of shapes) {
    const crosses =
      'points' in shape ? segmentIntersectsPolygon(from, to, shape, tolerance) : segmentIntersectsBase(from, to, shape, tolerance);
    if (crosses) return { clear: false, blockedBy: id, reason: 'crosses' };
  }
  if (gap <= 0) return { clear: true };
  const near = shapes.filter(({ shape }) => segmentShapeDistance(from, to, shape) < gap - tolerance);
  for (let i = 0; i < near.length; i++) {
    for (let j = i + 1; j < near.length; j++) {
      const p = near[i];
      const q = near[j];
      if (p === undefined || q === undefined || p.id === q.id) continue;
      if (shapeGap(p.shape, q.shape, tolerance) >= gap - tolerance) continue;
      const width = passageWidth(from, to, p.shape, q.shape, tolerance);
      if (width < gap - tolerance) {
        return { clear: false, blockedBy: p.id, reason: 'gap', between: [p.id, q.id], gapWidth: width };
      }
    }
  }
  return { clear: true };
}
