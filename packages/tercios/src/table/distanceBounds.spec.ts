import { baseGap, basesOverlap, distanceToBase, firstContact, nearestCentre, type Base, type Vec } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseGapWithin,
  basesMayMeet,
  centresMayBeWithin,
  distanceToBaseWithin,
  mayMeetAlong,
} from './distanceBounds.js';

// The bounded comparisons answer exactly what the measures they stand for answer (ranges, command radii, the 3" of a
// reaction): only whether a measure is made changes, never the answer.

const point = fc.record({
  x: fc.double({ min: -40, max: 40, noNaN: true }),
  y: fc.double({ min: -40, max: 40, noNaN: true }),
});
const base = fc.record({
  centre: point,
  facing: fc.double({ min: -4, max: 4, noNaN: true }),
  width: fc.double({ min: 0.5, max: 12, noNaN: true }),
  depth: fc.double({ min: 0.5, max: 6, noNaN: true }),
});
/** How far the limit lies from the exact measure: at it, a hair either side, near the slack, or far. */
const offset = fc.constantFrom(0, 1e-12, -1e-12, 1e-7, -1e-7, 2e-6, -2e-6, 0.5, -0.5, 5, -5, 30, -30);

const NORTH_BASE: Base = { centre: { x: 0, y: 0 }, facing: Math.PI / 2, width: 4, depth: 2 };

describe('distanceToBaseWithin', () => {
  it('answers as distanceToBase(point, base) <= limit, whatever the limit', () => {
    fc.assert(
      fc.property(point, base, offset, (p: Vec, b: Base, off: number) => {
        const exact = distanceToBase(p, b);
        for (const limit of [exact + off, Math.abs(off)])
          expect(distanceToBaseWithin(p, b, limit)).toBe(exact <= limit);
      }),
      { numRuns: 2000 },
    );
  });

  it('decides by the centre alone far beyond or well within, and measures between', () => {
    // 10" north of a 4 by 2 base's centre: 9" from its front edge.
    const p = { x: 0, y: 10 };
    expect(distanceToBaseWithin(p, NORTH_BASE, 8.99)).toBe(false);
    expect(distanceToBaseWithin(p, NORTH_BASE, 9)).toBe(true);
    expect(distanceToBaseWithin(p, NORTH_BASE, 9.5)).toBe(true);
    expect(distanceToBaseWithin(p, NORTH_BASE, 3)).toBe(false);
    expect(distanceToBaseWithin(p, NORTH_BASE, 12)).toBe(true);
    // Inside the base: 0 from it.
    expect(distanceToBaseWithin({ x: 1, y: 0.5 }, NORTH_BASE, 0)).toBe(true);
  });
});

describe('baseGapWithin', () => {
  it('answers as baseGap(a, b) <= limit, whatever the limit', () => {
    fc.assert(
      fc.property(base, base, offset, (a: Base, b: Base, off: number) => {
        const exact = baseGap(a, b);
        for (const limit of [exact + off, Math.abs(off)]) expect(baseGapWithin(a, b, limit)).toBe(exact <= limit);
      }),
      { numRuns: 2000 },
    );
  });

  it('decides by the centres alone far apart or close, and measures between', () => {
    // Two 4 by 2 bases side by side, 10" between centres: 6" between their edges.
    const other: Base = { ...NORTH_BASE, centre: { x: 10, y: 0 } };
    expect(baseGapWithin(NORTH_BASE, other, 5.99)).toBe(false);
    expect(baseGapWithin(NORTH_BASE, other, 6)).toBe(true);
    expect(baseGapWithin(NORTH_BASE, other, 1)).toBe(false);
    expect(baseGapWithin(NORTH_BASE, other, 11)).toBe(true);
    expect(baseGapWithin(NORTH_BASE, NORTH_BASE, 0)).toBe(true);
  });
});

describe('basesMayMeet', () => {
  it('is true of every two bases that overlap or touch', () => {
    fc.assert(
      fc.property(base, base, (a: Base, b: Base) => {
        if (basesOverlap(a, b, 0) || baseGap(a, b) === 0) expect(basesMayMeet(a, b)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('is false once the bounding circles are apart, true while they meet', () => {
    // Two 4 by 2 bases: half-diagonals of √5 each, so circles meeting up to 2√5 ≈ 4.472" between centres.
    const at = (x: number, facing = Math.PI / 2): Base => ({ ...NORTH_BASE, centre: { x, y: 0 }, facing });
    expect(basesMayMeet(NORTH_BASE, at(4.47))).toBe(true);
    expect(basesMayMeet(NORTH_BASE, at(2 * Math.sqrt(5)))).toBe(true);
    expect(basesMayMeet(NORTH_BASE, at(4.48))).toBe(false);
    expect(basesMayMeet(NORTH_BASE, { ...at(0), centre: { x: 0, y: -4.48 } })).toBe(false);
    expect(basesMayMeet(NORTH_BASE, { ...at(0), centre: { x: 0, y: 4.47 } })).toBe(true);
  });
});

describe('centresMayBeWithin', () => {
  it('is true whenever the nearest centre is within the limit', () => {
    fc.assert(
      fc.property(point, base, offset, (p: Vec, b: Base, off: number) => {
        const exact = nearestCentre(p, b).distance;
        for (const limit of [exact + off, Math.abs(off)])
          if (exact <= limit) expect(centresMayBeWithin(p, b, limit)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('is false once the longer half-side cannot bring a centre within the limit', () => {
    // The 4 by 2 base's left and right centres lie 2" from its centre.
    expect(centresMayBeWithin({ x: 10, y: 0 }, NORTH_BASE, 8)).toBe(true);
    expect(centresMayBeWithin({ x: 10, y: 0 }, NORTH_BASE, 7.99)).toBe(false);
    expect(centresMayBeWithin({ x: 0, y: 10 }, NORTH_BASE, 7.99)).toBe(false);
    expect(centresMayBeWithin({ x: 0, y: 10 }, NORTH_BASE, 8)).toBe(true);
  });
});

describe('mayMeetAlong', () => {
  const direction = fc.record({
    x: fc.double({ min: -3, max: 3, noNaN: true }),
    y: fc.double({ min: -3, max: 3, noNaN: true }),
  });
  it('is true of every base the move meets within its distance (firstContact)', () => {
    fc.assert(
      fc.property(base, direction, fc.double({ min: 0, max: 40, noNaN: true }), base, (b, u, inches, other) => {
        if (firstContact(b, u, inches, [other]) <= inches + 1e-9) expect(mayMeetAlong(b, u, inches, other)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('is false of a base beside or beyond the path, true of one on it or overlapping the start', () => {
    const east = { x: 1, y: 0 };
    const at = (x: number, y: number): Base => ({ ...NORTH_BASE, centre: { x, y } });
    // Half-diagonals of √5 each: circles meet within 2√5 ≈ 4.472" of the path.
    expect(mayMeetAlong(NORTH_BASE, east, 10, at(5, 4.47))).toBe(true);
    expect(mayMeetAlong(NORTH_BASE, east, 10, at(5, 4.48))).toBe(false);
    expect(mayMeetAlong(NORTH_BASE, east, 10, at(5, -4.48))).toBe(false);
    expect(mayMeetAlong(NORTH_BASE, east, 10, at(14.47, 0))).toBe(true);
    expect(mayMeetAlong(NORTH_BASE, east, 10, at(14.48, 0))).toBe(false);
    expect(mayMeetAlong(NORTH_BASE, { x: 2, y: 0 }, 10, at(14.48, 0))).toBe(false);
    expect(mayMeetAlong(NORTH_BASE, east, 10, at(-4.48, 0))).toBe(false);
    expect(mayMeetAlong(NORTH_BASE, east, 10, at(-4.47, 0))).toBe(true);
    // No direction, no distance or an endless one: every base is kept.
    expect(mayMeetAlong(NORTH_BASE, { x: 0, y: 0 }, 10, at(50, 50))).toBe(true);
    expect(mayMeetAlong(NORTH_BASE, east, -1, at(50, 50))).toBe(true);
    expect(mayMeetAlong(NORTH_BASE, east, Infinity, at(50, 50))).toBe(true);
  });
});
