import { describe, expect, it } from 'vitest';
import { lengthInsidePolygon, pointInPolygon, segmentIntersectsPolygon, type Polygon } from './Polygon.js';
import { vec } from './Vec.js';

describe('terrain polygons', () => {
  const square: Polygon = { points: [vec(0, 0), vec(4, 0), vec(4, 4), vec(0, 4)] };
  // An L-shaped wood (concave): the 4x4 square with its top-right 2x2 quarter removed.
  const ell: Polygon = { points: [vec(0, 0), vec(4, 0), vec(4, 2), vec(2, 2), vec(2, 4), vec(0, 4)] };

  it('counts the outline as inside', () => {
    expect(pointInPolygon(vec(2, 2), square)).toBe(true);
    expect(pointInPolygon(vec(4, 2), square)).toBe(true);
    expect(pointInPolygon(vec(4.01, 2), square)).toBe(false);
    expect(pointInPolygon(vec(3, 3), ell)).toBe(false);
    expect(pointInPolygon(vec(1, 3), ell)).toBe(true);
  });

  it('measures how much of a line runs inside, including across a concave notch', () => {
    expect(lengthInsidePolygon(vec(-1, 1), vec(5, 1), square)).toBeCloseTo(4, 12);
    expect(lengthInsidePolygon(vec(-1, 3), vec(5, 3), ell)).toBeCloseTo(2, 12);
    expect(lengthInsidePolygon(vec(-2, -2), vec(6, 6), square)).toBeCloseTo(4 * Math.SQRT2, 12);
    expect(lengthInsidePolygon(vec(-2, -2), vec(6, 6), ell)).toBeCloseTo(2 * Math.SQRT2, 12);
    expect(lengthInsidePolygon(vec(1, 1), vec(2, 2), square)).toBeCloseTo(Math.SQRT2, 12);
    expect(lengthInsidePolygon(vec(-1, 0), vec(5, 0), square)).toBe(0); // along the edge
    // Across the notch the line leaves the wood at (2, 2.5) and re-enters at (3, 2) until (4, 1.5).
    expect(lengthInsidePolygon(vec(1, 3), vec(5, 1), ell)).toBeCloseTo(2 * Math.hypot(1, 0.5), 12);
  });

  it('says a line crosses terrain only if it enters it', () => {
    expect(segmentIntersectsPolygon(vec(-1, 1), vec(5, 1), square)).toBe(true);
    expect(segmentIntersectsPolygon(vec(-1, 4), vec(5, 4), square)).toBe(false);
    expect(segmentIntersectsPolygon(vec(3, 5), vec(5, 3), square)).toBe(false); // grazes a corner
    expect(segmentIntersectsPolygon(vec(3, 3), vec(5, 5), ell)).toBe(false); // inside the notch
    expect(segmentIntersectsPolygon(vec(1, 1), vec(1.5, 1.5), ell)).toBe(true);
  });
});
