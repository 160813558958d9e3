import { corners, toLocal, forwardOf, frontCentre, type Base } from './Base.js';
import { hypot, type Vec } from './Vec.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/** Which side of a base a point lies on; see {@link arcOf}. */
export type Arc = 'front' | 'left' | 'right' | 'rear';

/**
 * Which arc of `base` the point lies in, by the lines extending its front and rear edges:
 *
 * - `'front'`: on or ahead of the line extending the front edge (a 180° front arc);
 * - `'rear'`: strictly behind the line extending the rear edge;
 * - otherwise `'left'` or `'right'` (as seen by the unit) by which side of the centre line the point is;
 *   a point exactly on the centre line between the two lines (inside the base) counts as `'right'`.
 *
 * Points within `tolerance` of the front line count as on it (front); within `tolerance` of the rear
 * line count as flank, not rear.
 *
 * @example
 * const b = baseAt(vec(0, 0), NORTH, 12, 6); // front edge along y = 0
 * arcOf(b, vec(20, 0.5)) // 'front'
 * arcOf(b, vec(-9, -2))  // 'left'
 */
export function arcOf(base: Base, point: Vec, tolerance = GEOMETRY_EPSILON): Arc {
  const { forward, right } = toLocal(base, point);
  if (forward >= base.depth / 2 - tolerance) return 'front';
  if (forward < -base.depth / 2 - tolerance) return 'rear';
  return right < 0 ? 'left' : 'right';
}

/**
 * Whether `point` lies strictly behind the line extending the front edge of `base` (by more than
 * `tolerance`). Tercios: a charge is a flank charge when the charger's front centre is behind the line
 * extending the target's front edge — `isBehindFrontLine(target, frontCentre(charger))`.
 */
export function isBehindFrontLine(base: Base, point: Vec, tolerance = GEOMETRY_EPSILON): boolean {
  return toLocal(base, point).forward < base.depth / 2 - tolerance;
}

/**
 * Whether `point` is within `halfAngle` radians of straight ahead, measured from the base's front
 * centre (so a 45° arc each side is `Math.PI / 4`; `Math.PI / 2` is the whole half-plane ahead of the
 * front edge). The front centre itself is in the arc.
 */
export function inFrontArc(base: Base, point: Vec, halfAngle: number, tolerance = GEOMETRY_EPSILON): boolean {
  return inFrontArcFrom(frontCentre(base), forwardOf(base), point.x, point.y, halfAngle, tolerance);
}

/**
 * `inFrontArc` from a base's front centre and forward unit vector (`frontCentre`, `forwardOf`), for a caller that keeps
 * them per base and asks of many points: the same answer, with nothing allocated.
 */
export function inFrontArcFrom(
  front: Vec,
  forward: Vec,
  x: number,
  y: number,
  halfAngle: number,
  tolerance = GEOMETRY_EPSILON,
): boolean {
  const dx = x - front.x;
  const dy = y - front.y;
  if (hypot(dx, dy) <= tolerance) return true;
  // atan2 of |sin| and cos stays accurate at every angle (acos loses digits near 0° and 180°): the cross and dot
  // products of the forward vector and the offset.
  const angle = Math.atan2(Math.abs(forward.x * dy - forward.y * dx), dx * forward.x + dy * forward.y);
  return angle <= halfAngle + tolerance;
}

/**
 * Whether the whole of `other` lies behind the line extending the front edge of `base` (touching the
 * line counts as behind). Sword and Pike, Rear Attacks: the attacker "must begin behind a line
 * parallel to and tangent to the front of the defending unit. The entire attacking unit must be
 * behind this line."
 */
export function isWhollyBehindFrontLine(base: Base, other: Base, tolerance = GEOMETRY_EPSILON): boolean {
  return corners(other).every((c) => toLocal(base, c).forward <= base.depth / 2 + tolerance);
}

/**
 * Whether the whole of `other` lies behind the line extending the rear edge of `base` (touching the
 * line counts as behind): wholly in its rear arc.
 */
export function isWhollyBehindRearLine(base: Base, other: Base, tolerance = GEOMETRY_EPSILON): boolean {
  return corners(other).every((c) => toLocal(base, c).forward <= -base.depth / 2 + tolerance);
}
