import { advance, baseAt, distanceToBase, EAST, NORTH, vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { reachesWithin } from './reachesWithin.js';

// Rulebook (Liber Militum): Reactions: "An enemy allows a reaction as soon as it comes to 3 inches or less from the
// front centre of a unit". `reachesWithin` is how far a moving base goes before it first comes within that radius.

describe('Reactions: "as soon as it comes to 3 inches or less"', () => {
  // A 6" x 2" base, front centre at (10, 0), facing north.
  const base = baseAt(vec(10, 0), NORTH, 6, 2);

  it('exactly 3" away is "3 inches or less": the reaction is allowed before any move', () => {
    expect(reachesWithin(base, 12, vec(10, 3), 3)).toBe(0);
    expect(reachesWithin(base, 0, vec(10, 3), 3)).toBe(0);
  });

  it('the first moment counts, not a later one: the distance at which the front edge comes within 3"', () => {
    const at = reachesWithin(base, 12, vec(10, 8), 3)!;
    expect(at).toBeCloseTo(5, 1);
    expect(distanceToBase(vec(10, 8), advance(base, at))).toBeLessThanOrEqual(3 + 1e-9);
    expect(distanceToBase(vec(10, 8), advance(base, at - 0.1))).toBeGreaterThan(3);
  });

  it('a point beside the path is met by the corner of the base, where it is first within 3"', () => {
    // The point is 2" to the right of the base's right edge (x = 13): the edge comes within 3" when the front is
    // sqrt(9 - 4) = 2.236" short of it.
    const at = reachesWithin(base, 12, vec(15, 8), 3)!;
    expect(at).toBeCloseTo(8 - Math.sqrt(5), 1);
    expect(distanceToBase(vec(15, 8), advance(base, at))).toBeLessThanOrEqual(3 + 1e-9);
  });

  it('a point met only at the very end of the move is met; one inch further it is not', () => {
    expect(reachesWithin(base, 5, vec(10, 8), 3)).toBeCloseTo(5, 2);
    expect(reachesWithin(base, 4.9, vec(10, 8), 3)).toBeNull();
  });

  it('a grazing pass that never comes within 3" is no reaction, though the polygon around the circle is touched', () => {
    // The point 3.005" to the side of the base's path: the 32-sided polygon around the 3" circle sticks out up to
    // 0.5% (0.015"), so the base touches it, but never the circle.
    expect(reachesWithin(base, 20, vec(13 + 3.005, 10), 3)).toBeNull();
    // The same pass on a move that ends within 2" of touching the polygon: the search ends with the move.
    expect(reachesWithin(base, 11, vec(13 + 3.005, 10), 3)).toBeNull();
    // 2.99" to the side: it is within the radius from the moment its corner passes.
    const at = reachesWithin(base, 20, vec(13 + 2.99, 10), 3);
    expect(at).not.toBeNull();
    expect(distanceToBase(vec(15.99, 10), advance(base, at!))).toBeLessThanOrEqual(3 + 1e-9);
  });

  it('a pass within 3" at any angle is met: the polygon around the circle never falls inside it', () => {
    // A base moving 5.625 degrees off north (half a side of the 32-sided polygon) past a point 2.99" to its right:
    // the nearest approach is at mid-side, where a polygon with its corners on the circle would fall short of 3".
    const th = NORTH + Math.PI / 32;
    const tilted = baseAt(vec(10, 0), th, 6, 2);
    const side = (lateral: number) =>
      vec(10 + 8 * Math.cos(th) + (3 + lateral) * Math.sin(th), 8 * Math.sin(th) - (3 + lateral) * Math.cos(th));
    const at = reachesWithin(tilted, 20, side(2.99), 3);
    expect(at).not.toBeNull();
    expect(distanceToBase(side(2.99), advance(tilted, at!))).toBeLessThanOrEqual(3 + 1e-9);
    expect(reachesWithin(tilted, 20, side(3.01), 3)).toBeNull();
  });

  it('a point behind the base is never met by moving forward', () => {
    expect(reachesWithin(base, 12, vec(10, -8), 3)).toBeNull();
  });

  it('a base facing east meets a point ahead of it to the east', () => {
    const east = baseAt(vec(0, 0), EAST, 6, 2);
    expect(reachesWithin(east, 12, vec(10, 0), 3)).toBeCloseTo(7, 1);
  });
});
