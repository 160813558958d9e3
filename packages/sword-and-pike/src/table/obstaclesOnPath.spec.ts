import { EAST, firstContact, vec, type Base } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseFrom, obstaclesOnPath } from './unitGeometry.js';

// `obstaclesOnPath` only leaves out obstacles a move cannot meet: core `firstContact` over what it keeps is
// `firstContact` over them all, for any move, and it keeps every obstacle the move does meet.
const size = fc.double({ min: 0.5, max: 12, noNaN: true });
const coordinate = fc.double({ min: -30, max: 30, noNaN: true });
const angle = fc.double({ min: -Math.PI, max: Math.PI, noNaN: true });
const arbitraryBase = fc
  .record({ x: coordinate, y: coordinate, facing: angle, width: size, depth: size })
  .map(({ x, y, facing, width, depth }) => baseFrom(vec(x, y), facing, width, depth));

describe('obstaclesOnPath: the obstacles a straight move may meet', () => {
  it('gives core firstContact the same first contact as every obstacle would (fast-check)', () => {
    fc.assert(
      fc.property(
        arbitraryBase,
        angle,
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.array(arbitraryBase, { maxLength: 6 }),
        (base, heading, distance, obstacles) => {
          const ux = Math.cos(heading);
          const uy = Math.sin(heading);
          const kept = obstaclesOnPath(base, ux, uy, distance, obstacles);
          expect(firstContact(base, vec(ux, uy), distance, kept)).toBe(
            firstContact(base, vec(ux, uy), distance, obstacles),
          );
          // Kept in their order: a sub-list of the obstacles.
          let at = 0;
          for (const o of kept) at = obstacles.indexOf(o, at) + 1;
          expect(at).toBeGreaterThan(kept.length - 1);
        },
      ),
      { numRuns: 400 },
    );
  });

  // A base 4" deep and 2" wide at the origin, facing east (x from -2 to 2, y from -1 to 1), moving east; 2" x 2"
  // obstacles (centre, facing east).
  const mover = baseFrom(vec(0, 0), EAST, 2, 4);
  const square = (x: number, y: number): Base => baseFrom(vec(x, y), EAST, 2, 2);

  it('keeps an obstacle the move meets, also at the very end of the move and touching it at the start', () => {
    // Overlapping the mover's band by 0.1": met when the front (x = 2) reaches its side (x = 4).
    const grazed = square(5, 1.9);
    expect(firstContact(mover, vec(1, 0), 10, [grazed])).toBeCloseTo(2, 9);
    expect(obstaclesOnPath(mover, 1, 0, 10, [grazed])).toEqual([grazed]);
    // Straight ahead, its side at x = 14: met after a move of 12", so a move of 12" keeps it.
    const ahead = square(15, 0);
    expect(firstContact(mover, vec(1, 0), 12, [ahead])).toBeCloseTo(12, 9);
    expect(obstaclesOnPath(mover, 1, 0, 12, [ahead])).toEqual([ahead]);
    // Touching the mover's rear: kept, the move away from it notwithstanding.
    const behind = square(-3, 0);
    expect(obstaclesOnPath(mover, 1, 0, 10, [behind])).toEqual([behind]);
  });

  it('leaves out an obstacle whose circle stays more than both circles and 0.01" off the path', () => {
    // The mover's circle has radius sqrt(4² + 2²) / 2 = 2.236", the obstacle's sqrt(2) = 1.414": with the 0.01" to spare,
    // centres more than 3.66" apart are left out; this one's centre is 6" off the path, beside it.
    const far = square(5, 6);
    expect(obstaclesOnPath(mover, 1, 0, 10, [far])).toEqual([]);
    // Beyond the end of the move: centre 10 + 3.7" ahead on the path.
    const beyond = square(13.7, 0);
    expect(obstaclesOnPath(mover, 1, 0, 10, [beyond])).toEqual([]);
    expect(obstaclesOnPath(mover, 1, 0, 10.1, [beyond])).toEqual([beyond]);
    // Behind the start: the path does not run backward.
    const back = square(-3.7, 0);
    expect(obstaclesOnPath(mover, 1, 0, 10, [back])).toEqual([]);
    expect(obstaclesOnPath(mover, -1, 0, 0.1, [back])).toEqual([back]);
  });

  it('keeps an obstacle whose circle comes within 0.01" of the mover circle, not one just beyond that', () => {
    const radii = Math.hypot(4, 2) / 2 + Math.SQRT2;
    const near = square(5, radii + 0.009);
    const off = square(5, radii + 0.011);
    expect(obstaclesOnPath(mover, 1, 0, 10, [off, near])).toEqual([near]);
    // The same off the other side, and along y.
    const under = square(5, -(radii + 0.009));
    expect(obstaclesOnPath(mover, 1, 0, 10, [under])).toEqual([under]);
    const up = square(radii + 0.009, 5);
    expect(obstaclesOnPath(mover, 0, 1, 10, [up, square(radii + 0.011, 5)])).toEqual([up]);
  });
});
