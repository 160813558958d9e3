import {
  baseGap,
  basesOverlap,
  corners,
  distanceToBase,
  firstContact,
  nearestCentre,
  pointInPolygon,
  pointSegmentDistance,
  segmentIntersectsPolygon,
  shapeGap,
  type Base,
  type Vec,
} from '@muster/core';
import type { TerrainState, UnitState } from '../game/State.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fartherFromSegment,
  nearestCentreAmong,
  outlinesApart,
  pointInPiece,
  segmentEntersPiece,
  unitsNearPath,
  basesOverlapping,
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

// Where a bounding circle is exact: a point on a base's diagonal beyond a corner is that far from the corner, and two
// bases whose corners point at each other along the line of their centres are the corners' distance apart. Random
// positions seldom come within the slack of the circles' bound; these put the exact measure on the bound itself.

const halfDiagonalOf = (b: Base): number => Math.hypot(b.width, b.depth) / 2;
/** The unit vector from a base's centre through its corner `i` (0 to 3). */
function cornerDirection(b: Base, i: number): Vec {
  const c = corners(b)[i % 4]!;
  const h = halfDiagonalOf(b);
  return { x: (c.x - b.centre.x) / h, y: (c.y - b.centre.y) / h };
}
/** A point `beyond` inches past corner `i` of `b`, on the diagonal through it: `beyond` from the base. */
function pastCorner(b: Base, i: number, beyond: number): Vec {
  const u = cornerDirection(b, i);
  const r = halfDiagonalOf(b) + beyond;
  return { x: b.centre.x + u.x * r, y: b.centre.y + u.y * r };
}
/** `other` turned and placed so that its corner `j` points back at corner `i` of `a`, `gap` inches from it. */
function cornerToCorner(a: Base, i: number, other: Base, j: number, gap: number): Base {
  const u = cornerDirection(a, i);
  const v = cornerDirection(other, j);
  const facing = other.facing + Math.atan2(-u.y, -u.x) - Math.atan2(v.y, v.x);
  const r = halfDiagonalOf(a) + gap + halfDiagonalOf(other);
  return { ...other, facing, centre: { x: a.centre.x + u.x * r, y: a.centre.y + u.y * r } };
}
const corner = fc.integer({ min: 0, max: 3 });
const inches = fc.oneof(fc.constantFrom(0, 1e-12, 1e-7), fc.double({ min: 0, max: 30, noNaN: true }));

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

  it('answers as distanceToBase beyond a corner, where the centre less the half-diagonal is the distance', () => {
    fc.assert(
      fc.property(base, corner, inches, offset, (b: Base, i: number, beyond: number, off: number) => {
        const p = pastCorner(b, i, beyond);
        const exact = distanceToBase(p, b);
        expect(exact).toBeCloseTo(beyond, 9);
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

  it('answers as baseGap of corners pointing at each other, where the centres less both half-diagonals are the gap', () => {
    fc.assert(
      fc.property(base, corner, base, corner, inches, offset, (a, i, other, j, gap, off) => {
        const b = cornerToCorner(a, i, other, j, gap);
        const exact = baseGap(a, b);
        expect(exact).toBeCloseTo(gap <= 1e-9 ? 0 : gap, 9);
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

  it('is true of a base met corner to corner at the end of the move, a hair within or beyond it', () => {
    // The moving base's corner leads along the move and meets the other's corner head on, `gap` ahead: the bounding
    // circles meet exactly when the bases do, so the path's end and the circles' reach are tested with no room.
    const hair = fc.constantFrom(0, 5e-10, -5e-10, 1e-7, -1e-7, 2e-6, -2e-6, 0.5);
    fc.assert(
      fc.property(
        base,
        corner,
        base,
        corner,
        inches,
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        hair,
        (b, i, o, j, gap, speed, off) => {
          const other = cornerToCorner(b, i, o, j, gap);
          const u = cornerDirection(b, i);
          const direction = { x: u.x * speed, y: u.y * speed };
          const maxDistance = Math.max(0, gap + off);
          const met = firstContact(b, direction, maxDistance, [other]);
          if (met <= maxDistance + 1e-9) expect(mayMeetAlong(b, direction, maxDistance, other)).toBe(true);
          // A hair less than the corners' gap (within core's tolerance) is still contact.
          if (off === -5e-10 && gap > 1e-6) expect(met).toBeCloseTo(gap, 8);
        },
      ),
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
    // Along y, and backwards: the length of the direction is √(x² + y²).
    expect(mayMeetAlong(NORTH_BASE, { x: 0, y: 1 }, 10, at(0, 14.47))).toBe(true);
    expect(mayMeetAlong(NORTH_BASE, { x: 0, y: 1 }, 10, at(0, 14.48))).toBe(false);
    expect(mayMeetAlong(NORTH_BASE, { x: -3, y: 4 }, 10, at(-6, 8 + 4.48))).toBe(false);
    expect(mayMeetAlong(NORTH_BASE, { x: -3, y: 4 }, 10, at(-6, 8 + 4.47))).toBe(true);
    // A move of no distance: the circles at the start.
    expect(mayMeetAlong(NORTH_BASE, east, 0, at(4.47, 0))).toBe(true);
    expect(mayMeetAlong(NORTH_BASE, east, 0, at(4.48, 0))).toBe(false);
    // No direction, no distance or an endless one: every base is kept.
    expect(mayMeetAlong(NORTH_BASE, { x: 0, y: 0 }, 10, at(50, 50))).toBe(true);
    expect(mayMeetAlong(NORTH_BASE, east, -1, at(50, 50))).toBe(true);
    expect(mayMeetAlong(NORTH_BASE, east, Infinity, at(50, 50))).toBe(true);
  });
});

// A piece's box answers "no" without measuring only where the measure says no too: lines of fire, cover and charges
// into Hidden terrain ask these of every piece.

const hiddenPiece = (points: Vec[]): TerrainState => ({
  id: 'wood',
  type: 'small-copse',
  points,
  features: ['hidden'],
});
/** A concave piece (an L) spanning x 10..20, y 10..20. */
const L = hiddenPiece([
  { x: 10, y: 10 },
  { x: 20, y: 10 },
  { x: 20, y: 14 },
  { x: 14, y: 14 },
  { x: 14, y: 20 },
  { x: 10, y: 20 },
]);
const coordinate = fc.oneof(
  fc.double({ min: 0, max: 30, noNaN: true }),
  // On or a hair off the box's and the outline's lines.
  fc.constantFrom(10, 14, 20, 10 - 1e-10, 20 + 1e-10, 10 - 1e-6, 20 + 2e-6, 9.999999, 20.000001),
);
const nearL = fc.record({ x: coordinate, y: coordinate });
/**
 * A point on a side of the L's box that is also its outline, or a hair inside or outside it: the segments ending there
 * cross into the piece by less than the slack, or just miss it.
 */
const hair = fc.constantFrom(-2e-6, -5e-7, -1e-10, 0, 1e-10, 1e-8, 5e-7, 2e-6);
const atSide = fc
  .tuple(fc.constantFrom('left', 'right', 'bottom', 'top'), fc.double({ min: 0, max: 1, noNaN: true }), hair)
  .map(([side, along, h]): Vec => {
    if (side === 'left') return { x: 10 + h, y: 10 + 10 * along };
    if (side === 'right') return { x: 20 - h, y: 10 + 4 * along };
    if (side === 'bottom') return { x: 10 + 10 * along, y: 10 + h };
    return { x: 10 + 4 * along, y: 20 - h };
  });

describe('pointInPiece', () => {
  it('answers as pointInPolygon(point, piece)', () => {
    fc.assert(
      fc.property(nearL, (p) => {
        expect(pointInPiece(p, L)).toBe(pointInPolygon(p, L));
      }),
      { numRuns: 3000 },
    );
  });

  it('holds the outline and what lies within core tolerance of it, not beyond the box', () => {
    expect(pointInPiece({ x: 10, y: 15 }, L)).toBe(true);
    expect(pointInPiece({ x: 10 - 1e-10, y: 15 }, L)).toBe(true);
    expect(pointInPiece({ x: 15, y: 20 + 1e-10 }, L)).toBe(false);
    expect(pointInPiece({ x: 12, y: 20 + 1e-10 }, L)).toBe(true);
    expect(pointInPiece({ x: 17, y: 17 }, L)).toBe(false);
    expect(pointInPiece({ x: 25, y: 12 }, L)).toBe(false);
    expect(pointInPiece({ x: 12, y: 5 }, L)).toBe(false);
  });
});

describe('segmentEntersPiece', () => {
  it('answers as segmentIntersectsPolygon(from, to, piece)', () => {
    fc.assert(
      fc.property(nearL, nearL, (a, b) => {
        expect(segmentEntersPiece(a, b, L)).toBe(segmentIntersectsPolygon(a, b, L));
      }),
      { numRuns: 3000 },
    );
  });

  it('answers as segmentIntersectsPolygon for lines ending a hair inside or outside a side', () => {
    fc.assert(
      fc.property(nearL, atSide, (a, b) => {
        expect(segmentEntersPiece(a, b, L)).toBe(segmentIntersectsPolygon(a, b, L));
        expect(segmentEntersPiece(b, a, L)).toBe(segmentIntersectsPolygon(b, a, L));
        expect(pointInPiece(b, L)).toBe(pointInPolygon(b, L));
      }),
      { numRuns: 3000 },
    );
  });

  it('enters through the interior, not along the outline nor beside the box', () => {
    expect(segmentEntersPiece({ x: 5, y: 12 }, { x: 25, y: 12 }, L)).toBe(true);
    expect(segmentEntersPiece({ x: 12, y: 0 }, { x: 12, y: 30 }, L)).toBe(true);
    expect(segmentEntersPiece({ x: 5, y: 10 }, { x: 25, y: 10 }, L)).toBe(false);
    expect(segmentEntersPiece({ x: 5, y: 25 }, { x: 25, y: 25 }, L)).toBe(false);
    expect(segmentEntersPiece({ x: 25, y: 0 }, { x: 25, y: 30 }, L)).toBe(false);
    expect(segmentEntersPiece({ x: 0, y: 5 }, { x: 30, y: 5 }, L)).toBe(false);
    expect(segmentEntersPiece({ x: 17, y: 17 }, { x: 19, y: 19 }, L)).toBe(false);
    // Half the slack into the piece across each side of its box: in.
    expect(segmentEntersPiece({ x: 5, y: 15 }, { x: 10 + 5e-7, y: 15 }, L)).toBe(true);
    expect(segmentEntersPiece({ x: 25, y: 12 }, { x: 20 - 5e-7, y: 12 }, L)).toBe(true);
    expect(segmentEntersPiece({ x: 15, y: 5 }, { x: 15, y: 10 + 5e-7 }, L)).toBe(true);
    expect(segmentEntersPiece({ x: 12, y: 25 }, { x: 12, y: 20 - 5e-7 }, L)).toBe(true);
  });
});

describe('outlinesApart', () => {
  const square = (x0: number, y0: number, x1: number, y1: number): Vec[] => [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
  it('answers as shapeGap(a, b) >= gap, along either axis, either way round', () => {
    expect(outlinesApart(square(0, 0, 2, 2), square(5, 0, 6, 2), 3)).toBe(true);
    expect(outlinesApart(square(5, 0, 6, 2), square(0, 0, 2, 2), 3)).toBe(true);
    expect(outlinesApart(square(0, 0, 2, 2), square(0, 5, 2, 6), 3)).toBe(true);
    expect(outlinesApart(square(0, 5, 2, 6), square(0, 0, 2, 2), 3)).toBe(true);
    expect(outlinesApart(square(0, 0, 2, 2), square(5, 0, 6, 2), 3.01)).toBe(false);
    expect(outlinesApart(square(0, 5, 2, 6), square(0, 0, 2, 2), 3.01)).toBe(false);
    // Diagonally apart: 2" along each axis, the corners 2.83" apart.
    expect(outlinesApart(square(0, 0, 2, 2), square(4, 4, 6, 6), 2.8)).toBe(true);
    expect(outlinesApart(square(0, 0, 2, 2), square(4, 4, 6, 6), 2.9)).toBe(false);
    expect(outlinesApart(square(0, 0, 2, 2), square(1, 1, 3, 3), 0)).toBe(true);
  });
  it('agrees with shapeGap on the L and a square facing one of its sides, near the gap', () => {
    // The square's box lies `gap + off` from the L's along one axis and faces a side of the L: that is then the
    // shapes' gap too, so the boxes' bound is tested with no room.
    const beside = fc.record({
      side: fc.constantFrom('left', 'right', 'below', 'above'),
      gap: fc.constantFrom(0, 1, 3, 5),
      off: offset,
      size: fc.double({ min: 0.1, max: 8, noNaN: true }),
      slide: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(beside, ({ side, gap, off, size, slide }) => {
        const d = gap + off;
        const q =
          side === 'left'
            ? square(10 - d - size, 10 - size + slide * (10 + size), 10 - d, 10 + slide * (10 + size))
            : side === 'right'
              ? square(20 + d, 10 - size + slide * (4 + size), 20 + d + size, 10 + slide * (4 + size))
              : side === 'below'
                ? square(10 - size + slide * (10 + size), 10 - d - size, 10 + slide * (10 + size), 10 - d)
                : square(10 - size + slide * (4 + size), 20 + d, 10 + slide * (4 + size), 20 + d + size);
        const exact = shapeGap(L, { points: q }) >= gap;
        expect(outlinesApart(L.points, q, gap)).toBe(exact);
        expect(outlinesApart(q, L.points, gap)).toBe(exact);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with shapeGap on the L and any square', () => {
    fc.assert(
      fc.property(nearL, fc.double({ min: 0.1, max: 8, noNaN: true }), fc.constantFrom(0, 1, 3, 5), (p, size, gap) => {
        const q = square(p.x, p.y, p.x + size, p.y + size);
        expect(outlinesApart(L.points, q, gap)).toBe(shapeGap(L, { points: q }) >= gap);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the searches over units: nearestCentreAmong, unitsNearPath, basesOverlapping', () => {
  const unitAt = (id: string, b: Base): UnitState => ({ id, base: b }) as UnitState;
  const units = fc.array(base, { minLength: 0, maxLength: 8 }).map((bs) => bs.map((b, i) => unitAt(`u${i}`, b)));

  it('nearestCentreAmong: the first unit with the least nearest-centre distance, and that centre', () => {
    fc.assert(
      fc.property(point, units, (p: Vec, us: UnitState[]) => {
        let best: { unit: UnitState; d: number } | null = null;
        for (const u of us) {
          const d = nearestCentre(p, u.base).distance;
          if (!best || d < best.d) best = { unit: u, d };
        }
        const found = nearestCentreAmong(p, us);
        expect(found?.unit).toBe(best?.unit);
        if (found) expect(found.centre).toEqual(nearestCentre(p, found.unit.base));
      }),
      { numRuns: 2000 },
    );
    // Two units as near: the first is kept.
    const a = unitAt('a', { ...NORTH_BASE, centre: { x: 10, y: 0 } });
    const b = unitAt('b', { ...NORTH_BASE, centre: { x: -10, y: 0 } });
    expect(nearestCentreAmong({ x: 0, y: 0 }, [a, b])?.unit).toBe(a);
    expect(nearestCentreAmong({ x: 0, y: 0 }, [b, a])?.unit).toBe(b);
    expect(nearestCentreAmong({ x: 0, y: 0 }, [])).toBeNull();
  });

  it('unitsNearPath keeps, in order, every unit the move meets first', () => {
    const direction = fc.record({
      x: fc.double({ min: -3, max: 3, noNaN: true }),
      y: fc.double({ min: -3, max: 3, noNaN: true }),
    });
    fc.assert(
      fc.property(base, direction, fc.double({ min: 0, max: 30, noNaN: true }), units, (b, u, inches, us) => {
        const near = unitsNearPath(b, u, inches, us);
        expect(near.every((x, i) => i === 0 || us.indexOf(near[i - 1]!) < us.indexOf(x))).toBe(true);
        const all = us.map((x) => x.base);
        expect(
          firstContact(
            b,
            u,
            inches,
            near.map((x) => x.base),
          ),
        ).toBe(firstContact(b, u, inches, all));
      }),
      { numRuns: 1000 },
    );
    const east = { x: 1, y: 0 };
    const ahead = unitAt('ahead', { ...NORTH_BASE, centre: { x: 8, y: 0 } });
    const beside = unitAt('beside', { ...NORTH_BASE, centre: { x: 8, y: 6 } });
    expect(unitsNearPath(NORTH_BASE, east, 10, [beside, ahead])).toEqual([ahead]);
  });

  it('basesOverlapping answers as basesOverlap', () => {
    fc.assert(
      fc.property(base, base, fc.constantFrom(0, 1e-6, 0.01), (a: Base, b: Base, tolerance: number) => {
        expect(basesOverlapping(a, b, tolerance)).toBe(basesOverlap(a, b, tolerance));
      }),
      { numRuns: 3000 },
    );
    expect(basesOverlapping(NORTH_BASE, { ...NORTH_BASE, centre: { x: 3.9, y: 0 } }, 0.01)).toBe(true);
    expect(basesOverlapping(NORTH_BASE, { ...NORTH_BASE, centre: { x: 4, y: 0 } }, 0.01)).toBe(false);
  });
});

describe('fartherFromSegment', () => {
  it('answers as pointSegmentDistance(p, a, b) > reach', () => {
    fc.assert(
      fc.property(point, point, point, offset, (p: Vec, a: Vec, b: Vec, off: number) => {
        const exact = pointSegmentDistance(p, a, b);
        for (const reach of [exact + off, Math.abs(off)])
          expect(fartherFromSegment(p, a, b, reach)).toBe(exact > reach);
      }),
      { numRuns: 2000 },
    );
    const a = { x: 0, y: 0 };
    const b = { x: 10, y: 0 };
    for (const [p, reach, far] of [
      [{ x: -5, y: 0 }, 4.99, true],
      [{ x: -5, y: 0 }, 5, false],
      [{ x: 15, y: 0 }, 4.99, true],
      [{ x: 15, y: 0 }, 5, false],
      [{ x: 5, y: -5 }, 4.99, true],
      [{ x: 5, y: -5 }, 5, false],
      [{ x: 5, y: 5 }, 4.99, true],
      [{ x: 5, y: 5 }, 5, false],
      [{ x: 14, y: 3 }, 4.99, true],
      [{ x: 14, y: 3 }, 5, false],
    ] as const)
      expect(fartherFromSegment(p, a, b, reach)).toBe(far);
  });
});
