import { describe, expect, it } from 'vitest';
import { polylineCrossings, segmentDistance, segmentIntersectionParameters } from './segments.js';
import { vec } from './Vec.js';

describe('segments', () => {
  it('finds crossings, touches and collinear overlaps', () => {
    expect(segmentIntersectionParameters(vec(0, 0), vec(10, 0), vec(5, -1), vec(5, 1))).toEqual([0.5]);
    expect(segmentIntersectionParameters(vec(0, 0), vec(10, 0), vec(10, 0), vec(10, 5))).toEqual([1]);
    expect(segmentIntersectionParameters(vec(0, 0), vec(10, 0), vec(11, -1), vec(11, 1))).toEqual([]);
    expect(segmentIntersectionParameters(vec(0, 0), vec(10, 0), vec(2, 0), vec(4, 0))).toEqual([0.2, 0.4]);
    expect(segmentIntersectionParameters(vec(0, 0), vec(10, 0), vec(2, 1), vec(4, 1))).toEqual([]);
  });

  it('measures the distance between segments', () => {
    expect(segmentDistance(vec(0, 0), vec(10, 0), vec(5, 3), vec(5, 1))).toBeCloseTo(1, 12);
    expect(segmentDistance(vec(0, 0), vec(10, 0), vec(13, 4), vec(20, 4))).toBeCloseTo(5, 12);
    expect(segmentDistance(vec(0, 0), vec(10, 0), vec(5, -1), vec(5, 1))).toBe(0);
  });

  it('lists where a line crosses a hedge, in order from its start', () => {
    const hedge = [vec(-5, 4), vec(5, 6), vec(5, 12), vec(-5, 8)];
    const xs = polylineCrossings(vec(0, 0), vec(0, 20), hedge);
    expect(xs).toHaveLength(2);
    expect(xs[0]?.y).toBeCloseTo(5, 12);
    expect(xs[1]?.y).toBeCloseTo(10, 12);
    const back = polylineCrossings(vec(0, 20), vec(0, 0), hedge);
    expect(back[0]?.y).toBeCloseTo(10, 12);
    expect(back[1]?.y).toBeCloseTo(5, 12);
    expect(polylineCrossings(vec(6, 0), vec(6, 20), hedge)).toEqual([]);
  });
});
