import { corners, type Base } from './Base.js';
import { convexPieces } from './convexPieces.js';
import { edgeNormals, highOn, lowOn, shapesOverlap } from './overlap.js';
import type { Polygon } from './Polygon.js';
import { hypot, length, normalize, type Vec } from './Vec.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/** Where a straight move is stopped: how far the base got and which obstacle (index) it met. */
export interface Contact {
  readonly distance: number;
  readonly index: number;
}

/**
 * Whether moving `moving` along `u` takes it deeper into `piece`, which it already overlaps. Deeper means
 * its penetration depth grows: the shortest push, along any of the separating axes, that would part
 * them. That depth is the least of the push-outs `b1 - a0` and `a1 - b0` over the axes, each linear in
 * the distance travelled, so it is concave along the path: a move that does not deepen the overlap at
 * once never does. So a base inside an enemy's base grown by a margin all round (a rectangle grown on each
 * side, the moving base square to it) never reaches the enemy's base itself: every overlap with that
 * inner base is at least the margin deep. The depth's slope at the start is the least slope of the
 * push-outs that are (within `tolerance`) the smallest.
 */
function deepens(moving: readonly Vec[], u: Vec, piece: readonly Vec[], tolerance: number): boolean {
  // On each axis n the push-outs are b1 − a0 (slope −v) and a1 − b0 (slope v), v = u·n. Only overlapping
  // starts come here, so the axes are listed once and each push-out worked out once.
  const axes = [...edgeNormals(moving), ...edgeNormals(piece)];
  const pushes = axes.map(
    (n) =>
      [highOn(piece, n.x, n.y) - lowOn(moving, n.x, n.y), highOn(moving, n.x, n.y) - lowOn(piece, n.x, n.y)] as const,
  );
  let depth = Infinity;
  for (const [out, back] of pushes) depth = Math.min(depth, out, back);
  let slope = Infinity;
  axes.forEach((n, i) => {
    const v = u.x * n.x + u.y * n.y;
    const [out, back] = pushes[i]!;
    if (out <= depth + tolerance) slope = Math.min(slope, -v);
    if (back <= depth + tolerance) slope = Math.min(slope, v);
  });
  // Stryker disable next-line EqualityOperator: equivalent — a slope of exactly 1e-12 is a move square to the least push to rounding; either reading of that tie is a choice
  return slope > 1e-12;
}

/** Contact distance against one convex outline; see {@link contactDistance}. */
function convexContact(moving: readonly Vec[], u: Vec, piece: readonly Vec[], tolerance: number): number {
  // One pass over the axes serves both convexOverlap(moving, piece) (the same axes, in the same order, and
  // the same intervals) and the sweep: overlapping when no axis has them apart.
  let apart = false;
  let enter = -Infinity;
  let exit = Infinity;
  // The axes are edgeNormals(moving) then edgeNormals(piece), one at a time.
  // Stryker disable next-line EqualityOperator: equivalent — a third pass repeats the piece's axes, which changes no max, min or flag
  for (let k = 0; k < 2; k++) {
    // Stryker disable next-line EqualityOperator: equivalent — the piece's axes first: the flags, max and min over the same axes do not depend on their order
    const outline = k === 0 ? moving : piece;
    for (let i = 0; i < outline.length; i++) {
      // normalAt(outline, i), as numbers.
      const from = outline[i] as Vec;
      const to = outline[(i + 1) % outline.length] as Vec;
      const ex = to.x - from.x;
      const ey = to.y - from.y;
      const l = hypot(ex, ey);
      if (!(l > 0)) continue;
      const nx = ey / l;
      const ny = -ex / l;
      // lowOn and highOn of each outline, in one pass over its points.
      let a0 = Infinity;
      let a1 = -Infinity;
      for (const p of moving) {
        const w = p.x * nx + p.y * ny;
        // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
        if (w < a0) a0 = w;
        // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
        if (w > a1) a1 = w;
      }
      let b0 = Infinity;
      let b1 = -Infinity;
      for (const p of piece) {
        const w = p.x * nx + p.y * ny;
        // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
        if (w < b0) b0 = w;
        // Stryker disable next-line EqualityOperator: equivalent — on a tie the same value is stored
        if (w > b1) b1 = w;
      }
      const v = u.x * nx + u.y * ny;
      const below = a1 <= b0 + tolerance;
      const above = a0 >= b1 - tolerance;
      const apartHere = below || above;
      if (apartHere) apart = true;
      // Apart (or touching within the tolerance) on this axis and not closing on it: the projections' overlap never
      // grows past what it is now, so this axis keeps them apart for the whole move — even a shallow move away that
      // takes more than the tolerance of travel to part the edges left overlapping by rounding.
      if ((below && v <= 0) || (above && v >= 0)) return Infinity;
      // Stryker disable next-line EqualityOperator: equivalent — |v| exactly 1e-12 is a slide to rounding; either reading of that tie is a choice
      if (Math.abs(v) < 1e-12) {
        // Sliding along this axis: the projections never change, so apart (or merely touching) is for good.
        // (Apart here, they do not overlap: the sweep would stop at this axis with the same answer.)
        if (apartHere) return Infinity;
        continue;
      }
      const t1 = (b1 - a0) / v;
      const t2 = (b0 - a1) / v;
      enter = Math.max(enter, Math.min(t1, t2));
      exit = Math.min(exit, Math.max(t1, t2));
    }
  }
  if (!apart) {
    // Already overlapping: a move deeper in is stopped at once; a move backing out (or sliding along at
    // the same depth) is not, and being convex the piece is never met again once left.
    return deepens(moving, u, piece, tolerance) ? 0 : Infinity;
  }
  if (exit <= tolerance || enter >= exit - tolerance) return Infinity;
  return Math.max(0, enter);
}

/**
 * The distance (≥ 0) `base` can translate along `direction` before it would overlap `obstacle` (a
 * base or a terrain polygon, concave allowed), or `Infinity` if it never does. 0 when they touch with
 * `direction` pointing into the obstacle, or already overlap and the move would go deeper. A move that
 * backs out of an overlap (bases left overlapping by rounding, a unit disengaging, a unit inside an
 * enemy's margin) is not stopped, and never gets deeper along the way: its penetration depth (the
 * shortest push that would part them) never grows, so a base inside an enemy's base grown by a margin
 * on every side (and square to it) never reaches the enemy's base itself. Exact: a separating-axis test on the interval of travel over which the
 * projections overlap, per convex piece of the obstacle.
 */
export function contactDistance(
  base: Base,
  direction: Vec,
  obstacle: Base | Polygon,
  tolerance = GEOMETRY_EPSILON,
): number {
  return contactFrom(base, corners(base), normalize(direction), obstacle, tolerance);
}

/** {@link contactDistance} with the base's corners and the unit direction `u` worked out once for many obstacles. */
function contactFrom(base: Base, moving: readonly Vec[], u: Vec, obstacle: Base | Polygon, tolerance: number): number {
  if (length(u) === 0) return shapesOverlap(base, obstacle, tolerance) ? 0 : Infinity;
  let best = Infinity;
  for (const piece of convexPieces(obstacle)) best = Math.min(best, convexContact(moving, u, piece, tolerance));
  return best;
}

/**
 * The first obstacle met moving `base` straight along `direction`, within `maxDistance` inches.
 * `undefined` when the way is clear.
 */
export function contactAlong(
  base: Base,
  direction: Vec,
  maxDistance: number,
  obstacles: readonly (Base | Polygon)[],
  tolerance = GEOMETRY_EPSILON,
): Contact | undefined {
  const moving = corners(base);
  const u = normalize(direction);
  let best: Contact | undefined;
  for (let index = 0; index < obstacles.length; index++) {
    const d = contactFrom(base, moving, u, obstacles[index] as Base | Polygon, tolerance);
    if (d <= maxDistance + tolerance && (best === undefined || d < best.distance)) best = { distance: d, index };
  }
  return best;
}

/**
 * How far `base` can move straight along `direction` (any length; only its direction is used) before
 * touching one of `obstacles` (bases, or impassable terrain polygons): the move for "stops at first contact" and for charges. The base moved
 * by that distance touches the obstacle without overlapping it. `Infinity` when nothing is met within
 * `maxDistance` inches; 0 when an obstacle is touched head-on or already overlaps the base and the move
 * would go deeper. Backing out of an overlap is not stopped, but never gets deeper on the way (see
 * {@link contactDistance}); so the base moved by `min(result, maxDistance)` overlaps no obstacle it did
 * not overlap at the start, and lies on the segment from the start to `maxDistance` along `direction`.
 *
 * @example
 * const charger = baseAt(vec(36, 10), NORTH, 12, 6);
 * const target = baseAt(vec(36, 18), SOUTH, 12, 6); // front edge at y = 18, 8" ahead
 * firstContact(charger, forwardOf(charger), 12, [target]) // 8
 * firstContact(charger, forwardOf(charger), 6, [target])  // Infinity: the 6" move does not reach
 */
export function firstContact(
  base: Base,
  direction: Vec,
  maxDistance: number,
  obstacles: readonly (Base | Polygon)[],
  tolerance = GEOMETRY_EPSILON,
): number {
  return contactAlong(base, direction, maxDistance, obstacles, tolerance)?.distance ?? Infinity;
}
