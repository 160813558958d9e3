import { baseGap, distanceToBase, type Base, type Vec } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseGapWithin, distanceToBaseWithin } from './distanceBounds.js';

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
