import { describe, expect, it } from 'vitest';
import { baseAt, EAST, NORTH, SOUTH } from './Base.js';
import { baseGap, nearestCentre, shapeGap } from './distances.js';
import { firstContact } from './firstContact.js';
import { advance } from './movement.js';
import { basesOverlap, segmentIntersectsBase, shapesOverlap } from './overlap.js';
import { vec } from './Vec.js';

describe('overlap and distances between bases', () => {
  const a = baseAt(vec(10, 10), NORTH, 12, 6); // x 4..16, y 4..10

  it('does not count touching edges or corners as overlap', () => {
    expect(basesOverlap(a, advance(a, 6))).toBe(false); // front to rear
    expect(basesOverlap(a, advance(a, 5.9))).toBe(true);
    expect(basesOverlap(a, { ...a, centre: vec(22, 7) })).toBe(false); // side by side
    expect(basesOverlap(a, { ...a, centre: vec(22, 13) })).toBe(false); // corner to corner
    expect(basesOverlap(a, { ...a, centre: vec(21.99, 12.99) })).toBe(true);
  });

  it('catches a rotated base whose corner pokes in, which axis-aligned boxes would get wrong', () => {
    // A diamond (45°) whose corner reaches 0.1" into a's front edge.
    const half = Math.SQRT2 * 2; // half-diagonal of a 4" square
    const d = { centre: vec(10, 10 + half - 0.1), facing: NORTH + Math.PI / 4, width: 4, depth: 4 };
    expect(basesOverlap(a, d)).toBe(true);
    const e = { ...d, centre: vec(10, 10 + half + 0.1) };
    expect(basesOverlap(a, e)).toBe(false);
    expect(baseGap(a, e)).toBeCloseTo(0.1, 12);
    // A 2" diamond off a's front-right corner (16, 10): its near edge lies on x + y = 31 - √2.
    const f = { centre: vec(18.5, 12.5), facing: Math.PI / 4, width: 2, depth: 2 };
    expect(basesOverlap(a, f)).toBe(false);
    expect(baseGap(a, f)).toBeCloseTo((31 - Math.SQRT2 - 26) / Math.SQRT2, 12);
  });

  it('measures the gap between bases, 0 when touching or overlapping', () => {
    expect(baseGap(a, advance(a, 9))).toBeCloseTo(3, 12);
    expect(baseGap(a, advance(a, 6))).toBe(0);
    expect(baseGap(a, advance(a, 1))).toBe(0);
    expect(baseGap(a, { ...a, width: 2, depth: 2 })).toBe(0); // inside
    expect(baseGap(a, baseAt(vec(30, 20), SOUTH, 4, 2))).toBeCloseTo(Math.hypot(12, 10), 12); // x 28..32, y 20..22;
    expect(shapeGap(a, { points: [vec(0, 0), vec(2, 0), vec(2, 2)] })).toBeCloseTo(2 * Math.SQRT2, 12); // (2, 2) to (4, 4)
  });

  it('finds the nearest centre of a target', () => {
    const target = baseAt(vec(36, 30), SOUTH, 12, 6); // front centre (36, 30), rear (36, 36)
    const c = nearestCentre(vec(36, 10), target);
    expect(c.side).toBe('front');
    expect(c.distance).toBeCloseTo(20, 12);
    expect(c.x).toBeCloseTo(36, 12);
    const side = nearestCentre(vec(60, 33), target); // east of the target: its left (facing south)
    expect(side.side).toBe('left');
    expect(side.distance).toBeCloseTo(18, 12);
    expect(nearestCentre(vec(36, 50), target).side).toBe('rear');
  });

  it('lets a segment graze a base but not cross it', () => {
    const b = baseAt(vec(10, 10), EAST, 4, 2); // x 8..10, y 8..12
    expect(segmentIntersectsBase(vec(0, 10), vec(20, 10), b)).toBe(true);
    expect(segmentIntersectsBase(vec(0, 8), vec(20, 8), b)).toBe(false); // along the edge
    expect(segmentIntersectsBase(vec(7, 7), vec(11, 11), b)).toBe(true);
    expect(segmentIntersectsBase(vec(6, 10), vec(8, 12), b)).toBe(false); // touches a corner
    expect(segmentIntersectsBase(vec(9, 9), vec(9.5, 9.5), b)).toBe(true); // wholly inside
    expect(segmentIntersectsBase(vec(0, 0), vec(7.9, 10), b)).toBe(false); // stops short
  });
});

describe('overlap with terrain polygons', () => {
  // An L-shaped impassable area: the 4x4 square at the origin without its top-right quarter.
  const ell = { points: [vec(0, 0), vec(4, 0), vec(4, 2), vec(2, 2), vec(2, 4), vec(0, 4)] };

  it('sees a base in the notch of a concave polygon as clear of it', () => {
    const inNotch = { centre: vec(3, 3), facing: NORTH, width: 2, depth: 2 }; // fills the notch exactly
    expect(shapesOverlap(inNotch, ell)).toBe(false);
    expect(shapeGap(inNotch, ell)).toBe(0);
    const poking = { ...inNotch, centre: vec(2.9, 3) };
    expect(shapesOverlap(poking, ell)).toBe(true);
    expect(shapesOverlap(ell, poking)).toBe(true);
  });

  it('stops a move at the edge of impassable terrain', () => {
    const b = baseAt(vec(3, 8), SOUTH, 2, 1); // front edge y = 8, x 2..4, moving towards side A
    expect(firstContact(b, vec(0, -1), 10, [ell])).toBeCloseTo(6, 12); // meets the arm top y = 2
    const left = baseAt(vec(1, 8), SOUTH, 2, 1);
    expect(firstContact(left, vec(0, -1), 10, [ell])).toBeCloseTo(4, 12); // meets y = 4
    expect(firstContact(left, vec(0, -1), 3, [ell])).toBe(Infinity);
  });
});
