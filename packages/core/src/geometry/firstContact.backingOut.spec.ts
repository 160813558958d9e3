// firstContact's contract: "A move that backs out of an overlap (bases left overlapping by rounding, a unit
// disengaging, a unit inside an enemy's margin) is not stopped". Two bases touching within the tolerance (their
// edges overlapping by ε ≤ the tolerance, as rounding leaves them) count as touching; a move that takes one away from
// the other, however shallow its angle, never brings them closer. It was stopped at 0 when the angle was shallow
// enough that the edges parted only after more than the tolerance of travel (found by the geometry mutation review,
// docs/mutation/core-geometry.md, "Finding").
import { describe, expect, it } from 'vitest';
import { EAST, type Base } from './Base.js';
import { firstContact } from './firstContact.js';
import type { Polygon } from './Polygon.js';
import { vec } from './Vec.js';

/** A 4" wide, 2" deep base facing EAST (its depth along x). */
const base = (x: number): Base => ({ centre: vec(x, 0), facing: EAST, width: 4, depth: 2 });

describe('a base touching another within the tolerance, moving away at a shallow angle', () => {
  // The second base 2 − ε ahead: their facing edges overlap by ε along x. The move (−sin α, cos α) slides along the
  // edge and away from it by sin α an inch: the overlap shrinks, never grows.
  for (const eps of [1e-14, 1e-10]) {
    for (const alpha of [1e-8, 1e-6, 1e-4, 0.01]) {
      it(`ε = ${eps}, α = ${alpha} rad: never stopped`, () => {
        const move = vec(-Math.sin(alpha), Math.cos(alpha));
        expect(firstContact(base(0), move, 10, [base(2 - eps)])).toBe(Infinity);
      });
    }
  }

  it('the same start moving in, however shallow, is stopped at once', () => {
    // Toward the other base by sin α an inch: the overlap grows from ε, so the contact is where it starts.
    const alpha = 1e-6;
    const move = vec(Math.sin(alpha), Math.cos(alpha));
    expect(firstContact(base(0), move, 10, [base(2 - 1e-10)])).toBe(0);
  });
});

describe('the same against a triangle, whose slanted edge is the only axis that parts them', () => {
  // The base's corner (1, 2) touches the edge x + y = 3 of the triangle (0, 3), (3, 0), (3, 3), pushed δ = 1e-10 along
  // (−1, −1)/√2 into the base. The base's own axes (x and y) show the two overlapping; only the edge's normal parts
  // them, and it appears once, so its side (below or above) follows the outline's winding: both windings are tried.
  // The move runs along the edge, (1, −1)/√2, turned α = 1e-6 rad away from the triangle.
  const d = 1e-10 / Math.SQRT2;
  const corners = [vec(-d, 3 - d), vec(3 - d, -d), vec(3 - d, 3 - d)];
  const along = (alpha: number) => vec(Math.cos(-Math.PI / 4 - alpha), Math.sin(-Math.PI / 4 - alpha));
  for (const [winding, points] of [
    ['counter-clockwise', corners],
    ['clockwise', [...corners].reverse()],
  ] as const) {
    it(`${winding}: moving away is never stopped; moving in is stopped at once`, () => {
      const triangle: Polygon = { points };
      expect(firstContact(base(0), along(1e-6), 10, [triangle])).toBe(Infinity);
      expect(firstContact(base(0), along(-1e-6), 10, [triangle])).toBe(0);
    });
  }
});
