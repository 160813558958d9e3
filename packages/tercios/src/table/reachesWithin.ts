import {
  add,
  advance,
  distanceToBase,
  firstContact,
  forwardOf,
  scale,
  type Base,
  type Polygon,
  type Vec,
} from '@muster/core';

/** Sides of the polygon standing for the circle of a reaction distance (circumscribed: never smaller than the circle). */
const SIDES = 32;

/**
 * How far `base` advances straight ahead (up to `inches`) before some part of it comes within `radius` of
 * `point`, or null when it never does on this move. 0 when it is already within. Core geometry's
 * `firstContact` against a polygon circumscribing the circle finds the first moment; the exact distance
 * at that moment confirms it (the polygon is at most 0.5% wider than the circle).
 * Rulebook: Reactions ("as soon as it comes to 3 inches or less from the front centre of a unit").
 *
 * @example
 * // A 6"-wide base moving 12" north past a point 2" to the side of its path comes within 3" of it.
 * reachesWithin(baseAt(vec(10, 0), NORTH, 6, 2), 12, vec(15, 6), 3); // ≈ 4
 */
export function reachesWithin(base: Base, inches: number, point: Vec, radius: number): number | null {
  const now = distanceToBase(point, base);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent — a shortcut: the search below starts in contact and returns the same 0
  if (now <= radius + 1e-9) return 0;
  const r = radius / Math.cos(Math.PI / SIDES);
  // Advancing `inches` brings no part of the base more than `inches` nearer the point, so a point further
  // than that from the polygon cannot be met: most enemies of a move are far beyond it (an inch of margin
  // over the contact's tolerance).
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a shortcut: the search below meets no contact and returns the same null
  if (now > inches + r + 1) return null;
  const zone: Polygon = {
    points: Array.from({ length: SIDES }, (_, i) => {
      const a = (2 * Math.PI * i) / SIDES;
      return add(point, scale({ x: Math.cos(a), y: Math.sin(a) }, r));
    }),
  };
  // Infinity when the polygon is never met on this move: the loop below does not run.
  const d = firstContact(base, forwardOf(base), inches, [zone]);
  // The polygon sticks out beyond the circle by up to 0.5%: find the circle a little further on (a grazing
  // pass meets the polygon earlier than the circle, or not at all).
  // Stryker disable next-line EqualityOperator: equivalent — `at` never exceeds `inches` (clamped), so `<` gives the same loop
  for (let at = d; at <= inches + 1e-9; at = Math.min(inches, at + 0.05)) {
    // Stryker disable next-line EqualityOperator: equivalent — `<` differs only for a distance of exactly radius + 1e-9 as a float
    if (distanceToBase(point, advance(base, at)) <= radius + 1e-9) return at;
    if (at >= inches) break;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a bound on the search: the circle, when met, is met within 0.1 × radius of the polygon (0.3" for a reaction's 3")
    if (at > d + 2) break;
  }
  return null;
}
