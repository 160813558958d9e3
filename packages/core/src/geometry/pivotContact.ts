import { corners, type Base } from './Base.js';
import { pivot, pivotPointOf, type PivotPoint } from './movement.js';
import { shapesOverlap } from './overlap.js';
import type { Polygon } from './Polygon.js';
import { distance } from './Vec.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/** Where a pivot is stopped: the angle turned (same sign as asked) and which obstacle (index) it met. */
export interface PivotContact {
  readonly angle: number;
  readonly index: number;
}

/**
 * The first obstacle met while pivoting `base` by `angle` about `about` (a wheel, a turn), or
 * `undefined` if the whole pivot is clear. The returned `angle` is how far the base can turn before
 * it would overlap: turned by it, the base touches the obstacle without overlapping (to `1e-9` rad).
 *
 * Found by stepping the turn so that no corner moves more than `maxStep` inches (default 0.05") and
 * bisecting the first step that overlaps, so an obstacle thinner than `maxStep` could be stepped over.
 * An obstacle already overlapping the base stops it at 0.
 *
 * @example
 * const c = pivotContact(base, Math.PI / 2, 'front-left', others);
 * const wheeled = pivot(base, c?.angle ?? Math.PI / 2, 'front-left');
 */
export function pivotContact(
  base: Base,
  angle: number,
  about: PivotPoint,
  obstacles: readonly (Base | Polygon)[],
  options: { maxStep?: number; tolerance?: number } = {},
): PivotContact | undefined {
  const tolerance = options.tolerance ?? GEOMETRY_EPSILON;
  const maxStep = options.maxStep ?? 0.05;
  const centre = pivotPointOf(base, about);
  const radius = Math.max(...corners(base).map((c) => distance(c, centre)));
  const steps = Math.max(1, Math.ceil((radius * Math.abs(angle)) / maxStep));
  const hit = (a: number): number => obstacles.findIndex((o) => shapesOverlap(pivot(base, a, centre), o, tolerance));
  const first = hit(0);
  if (first >= 0) return { angle: 0, index: first };
  let prev = 0;
  for (let k = 1; k <= steps; k++) {
    const a = (angle * k) / steps;
    if (hit(a) < 0) {
      prev = a;
      continue;
    }
    // Bisect between the last clear angle and the first overlapping one.
    let lo = prev;
    let hi = a;
    // Stryker disable next-line EqualityOperator: equivalent — at a width of exactly 1e-10 one more halving moves the angle by under 1e-10
    while (Math.abs(hi - lo) > 1e-10) {
      const mid = (lo + hi) / 2;
      if (hit(mid) < 0) lo = mid;
      else hi = mid;
    }
    return { angle: lo, index: hit(hi) };
  }
  return undefined;
}
