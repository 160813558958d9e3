// firstContact's contract: "A move that backs out of an overlap (bases left overlapping by rounding, a unit
// disengaging, a unit inside an enemy's margin) is not stopped". Two bases touching within the tolerance (their
// edges overlapping by ε ≤ the tolerance, as rounding leaves them) count as touching; a move that takes one away from
// the other, however shallow its angle, never brings them closer. It was stopped at 0 when the angle was shallow
// enough that the edges parted only after more than the tolerance of travel (found by the geometry mutation review,
// docs/mutation/core-geometry.md, "Finding").
import { describe, expect, it } from 'vitest';
import { EAST, type Base } from './Base.js';
import { firstContact } from './firstContact.js';
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
