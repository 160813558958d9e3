import { cornerCoordinates, type Base } from './Base.js';
import { convexPieces } from './convexPieces.js';
import { closestPointOfShape, distanceToShape, outlineOf, shapeGap, type Shape } from './distances.js';
import { segmentIntersectsBase } from './overlap.js';
import { segmentIntersectsPolygon, type Polygon } from './Polygon.js';
import { segmentDistance } from './segments.js';
import { cross, lerp, sub, type Vec } from './Vec.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/** Where {@link lineOfSight} reads a blocking base's corners. */
const BOX_CORNERS = new Float64Array(8);

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

/**
 * The distance from segment a–b to the shape's outline. For a segment that does not cross the shape (the only
 * kind the gap rule measures) that is its distance to the shape: a segment inside it crosses it, and one that
 * starts inside without crossing lies within the tolerance of the outline.
 */
function segmentShapeDistance(a: Vec, b: Vec, shape: Shape): number {
  const outline = outlineOf(shape);
  let best = Infinity;
  const pts = outline.points;
  for (let i = 0; i < pts.length; i++)
    best = Math.min(best, segmentDistance(a, b, pts[i] as Vec, pts[(i + 1) % pts.length] as Vec));
  return best;
}

/** +1 when the whole shape is left of line a→b, -1 when right, 0 when it straddles or lies on it. */
function wholeSide(a: Vec, b: Vec, shape: Polygon, tolerance: number): number {
  const d = sub(b, a);
  let left = false;
  let right = false;
  for (const p of shape.points) {
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
  // Outlines once: bases would otherwise recompute their corners at every evaluation.
  const op = outlineOf(p);
  const oq = outlineOf(q);
  const sideP = wholeSide(a, b, op, tolerance);
  const sideQ = wholeSide(a, b, oq, tolerance);
  // Both wholly on one side: never between them.
  // Stryker disable next-line ConditionalExpression: speed only — with both sides fixed and equal, f below is Infinity everywhere
  if (sideP !== 0 && sideP === sideQ) return Infinity;
  const dir = sub(b, a);
  const sideAt = (shape: Polygon, fixed: number, x: Vec): number => {
    if (fixed !== 0) return fixed;
    const c = cross(dir, sub(closestPointOfShape(x, shape), x));
    return c > tolerance ? 1 : c < -tolerance ? -1 : 0;
  };
  const f = (t: number): number => {
    const x = lerp(a, b, t);
    if (sideAt(op, sideP, x) * sideAt(oq, sideQ, x) >= 0) return Infinity;
    return distanceToShape(x, op) + distanceToShape(x, oq);
  };
  // With both sides fixed and the shapes convex, f is convex along the segment: golden-section search
  // on the whole segment finds its minimum. Otherwise sample first (concave terrain, or a shape
  // straddling the line beyond an end of the segment), then refine around the best sample.
  const convex = sideP !== 0 && sideQ !== 0 && convexPieces(op).length === 1 && convexPieces(oq).length === 1;
  const n = convex ? 1 : 64;
  let bestT = 0;
  let best = Infinity;
  for (let i = 0; i <= n; i++) {
    const v = f(i / n);
    // Stryker disable next-line EqualityOperator: equivalent — of two equal samples either window is refined, the first is a choice
    if (v < best) {
      best = v;
      bestT = i / n;
    }
  }
  // Sides fixed and opposite (the convex case) make f finite everywhere: only the sampled search can find none.
  // Stryker disable next-line ConditionalExpression: speed only — no sample lay in a passage: the refinement would look only between the first two, which found none
  if (best === Infinity) return Infinity;
  let lo = convex ? 0 : Math.max(0, bestT - 1 / n);
  let hi = convex ? 1 : Math.min(1, bestT + 1 / n);
  const g = (Math.sqrt(5) - 1) / 2;
  let m1 = hi - g * (hi - lo);
  let m2 = lo + g * (hi - lo);
  let f1 = f(m1);
  let f2 = f(m2);
  // Stryker disable next-line LogicalOperator,ConditionalExpression,EqualityOperator,ArithmeticOperator,UpdateOperator: equivalent — the window shrinks by g a step, under 1e-12 after 58: the 80 never binds, more steps only narrow it
  for (let i = 0; i < 80 && hi - lo > 1e-12; i++) {
    // Stryker disable next-line EqualityOperator: equivalent — equal probes are a plateau of one width, or both outside the passage (the best sample stands)
    if (f1 <= f2) {
      hi = m2;
      m2 = m1;
      f2 = f1;
      m1 = hi - g * (hi - lo);
      f1 = f(m1);
    } else {
      lo = m1;
      m1 = m2;
      f1 = f2;
      m2 = lo + g * (hi - lo);
      f2 = f(m2);
    }
  }
  // The window is now under 1e-12 wide, and f1 and f2 lie in it.
  return Math.min(best, f1, f2);
}

/**
 * Whether the shape's bounding box meets the box (loX, loY)-(hiX, hiY). A base's corners are read as coordinates,
 * without building its outline (most of a battle's lines pass far from most units).
 */
function nearBox(shape: Shape, loX: number, loY: number, hiX: number, hiY: number): boolean {
  // A pre-filter: a box that lets more shapes on changes no answer, the exact tests below decide (Stryker marks).
  let minX = Infinity;
  // Stryker disable next-line UnaryOperator: speed only — a box starting wider only lets more shapes on
  let maxX = -Infinity;
  let minY = Infinity;
  // Stryker disable next-line UnaryOperator: speed only — a box starting wider only lets more shapes on
  let maxY = -Infinity;
  if ('points' in shape) {
    for (const p of shape.points) {
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y);
      maxY = Math.max(maxY, p.y);
    }
  } else {
    const c = cornerCoordinates(shape, BOX_CORNERS);
    // Stryker disable next-line EqualityOperator: speed only — a ninth coordinate is undefined, NaN lets the shape on
    for (let k = 0; k < 8; k += 2) {
      minX = Math.min(minX, c[k]!);
      maxX = Math.max(maxX, c[k]!);
      // Stryker disable next-line ArithmeticOperator: speed only — c[-1] is undefined first, so NaN lets the shape on
      minY = Math.min(minY, c[k + 1]!);
      // Stryker disable next-line ArithmeticOperator: speed only — c[-1] is undefined first, so NaN lets the shape on
      maxY = Math.max(maxY, c[k + 1]!);
    }
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: speed only — a looser test lets more shapes on; a box edge exactly on the line's box (the gap and the tolerance out) is a shape the gap away
  return !(maxX < loX || minX > hiX || maxY < loY || minY > hiY);
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
  // Only blockers whose bounding box comes within `gap` of the line's can cross it or be beside it.
  // Stryker disable next-line ArithmeticOperator: equivalent — a shape whose box is gap - tolerance away or more is not near (the filter below)
  const reach = Math.max(gap, 0) + tolerance;
  const loX = Math.min(from.x, to.x) - reach;
  const loY = Math.min(from.y, to.y) - reach;
  const hiX = Math.max(from.x, to.x) + reach;
  const hiY = Math.max(from.y, to.y) + reach;
  // Each blocker near the line is tested for crossing it as it comes, in the blockers' order (the first that
  // crosses is the answer, as when all were listed first); the outlines the gap rule measures are built only when
  // that rule is reached (most lines are crossed by a blocker or have fewer than two near).
  const ids: string[] = [];
  const shapes: Shape[] = [];
  for (let i = 0; i < blockers.length; i++) {
    const b = blockers[i]!;
    // Stryker disable next-line ConditionalExpression: speed only — a blocker with no shape has nothing to test either way
    if (b.base === undefined && b.polygon === undefined) continue;
    const id = b.id ?? `#${i}`;
    for (const shape of [b.base, b.polygon]) {
      if (shape === undefined || !nearBox(shape, loX, loY, hiX, hiY)) continue;
      const crosses =
        'points' in shape
          ? segmentIntersectsPolygon(from, to, shape, tolerance)
          : segmentIntersectsBase(from, to, shape, tolerance);
      if (crosses) return { clear: false, blockedBy: id, reason: 'crosses' };
      ids.push(id);
      shapes.push(shape);
    }
  }
  // The gap rule needs two blockers near the line: with fewer shapes than two, no pair can be near.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: speed only — with no gap, or fewer than two shapes near, the pairs below find nothing
  if (gap <= 0 || shapes.length < 2) return { clear: true };
  const near: { id: string; outline: Polygon }[] = [];
  for (let k = 0; k < shapes.length; k++) {
    const outline = outlineOf(shapes[k]!);
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent — a passage is at least as wide as each shape's distance from the line: a shape the gap away cannot narrow one
    if (segmentShapeDistance(from, to, outline) < gap - tolerance) near.push({ id: ids[k]!, outline });
  }
  // Stryker disable next-line EqualityOperator: equivalent — one past the end, the inner loop has no pair to measure
  for (let i = 0; i < near.length; i++) {
    for (let j = i + 1; j < near.length; j++) {
      const p = near[i]!;
      const q = near[j]!;
      // Two shapes of one blocker (a unit and the building it holds) are not a gap.
      if (p.id === q.id) continue;
      // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: speed only — a passage is never narrower than the two shapes' gap
      if (shapeGap(p.outline, q.outline, tolerance) >= gap - tolerance) continue;
      const width = passageWidth(from, to, p.outline, q.outline, tolerance);
      if (width < gap - tolerance) {
        return { clear: false, blockedBy: p.id, reason: 'gap', between: [p.id, q.id], gapWidth: width };
      }
    }
  }
  return { clear: true };
}
