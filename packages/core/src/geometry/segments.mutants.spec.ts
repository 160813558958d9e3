import { describe, expect, it } from 'vitest';
import {
  closestParameterOnSegment,
  closestPointOnSegment,
  pointSegmentDistance,
  polylineCrossings,
  pushIntersectionParameters,
  segmentDistance,
  segmentIntersectionParameters,
  segmentsIntersect,
} from './segments.js';
import { vec } from './Vec.js';

// Worked examples for the mutation target core-geometry-overlap (segments.ts): nearest points clamped to the ends,
// segments that are points, collinear segments apart, touching and overlapping, crossings just past an end within
// the tolerance, and a line through a hedge's corner. Whole and half inches keep every number exact.

describe('nearest point of a segment', () => {
  const a = vec(0, 0);
  const b = vec(10, 0);

  it('clamps the fraction to the ends, and reads a point segment as its one point', () => {
    expect(closestParameterOnSegment(vec(4, 3), a, b)).toBe(0.4); // (4, 3) projects on x = 4
    expect(closestParameterOnSegment(vec(-2, 3), a, b)).toBe(0); // before a
    expect(closestParameterOnSegment(vec(12, 3), a, b)).toBe(1); // past b
    expect(closestParameterOnSegment(vec(5, 5), a, a)).toBe(0); // a point segment
    expect(closestPointOnSegment(vec(4, 3), a, b)).toEqual(vec(4, 0));
    expect(closestPointOnSegment(vec(12, 3), vec(0, 2), vec(10, 2))).toEqual(vec(10, 2));
    expect(closestPointOnSegment(vec(3, 8), vec(2, 2), vec(2, 6))).toEqual(vec(2, 6));
    // (4, 2) on the diagonal (0, 0)–(4, 4): t = (16 + 8) / 32 = 0.75, the point (3, 3).
    expect(closestPointOnSegment(vec(4, 2), vec(0, 0), vec(4, 4))).toEqual(vec(3, 3));
  });

  it('measures from a point to the nearest end or the foot of its perpendicular', () => {
    expect(pointSegmentDistance(vec(4, 3), a, b)).toBe(3);
    expect(pointSegmentDistance(vec(13, 4), a, b)).toBe(5); // to b: a 3-4-5 triangle
    expect(pointSegmentDistance(vec(-3, -4), a, b)).toBe(5); // to a
    expect(pointSegmentDistance(vec(3, 4), vec(1, 1), vec(1, 1))).toBe(Math.hypot(2, 3));
  });
});

describe('where two segments meet', () => {
  const a = vec(0, 0);
  const b = vec(10, 0);

  it('crosses within the tolerance of an end, clamped to it', () => {
    // A crossing 5e-10" past b is 5e-11 of the segment: within the tolerance 1e-9 (1e-10 of its 10"), read as b.
    expect(segmentIntersectionParameters(a, b, vec(10 + 5e-10, -1), vec(10 + 5e-10, 1))).toEqual([1]);
    expect(segmentIntersectionParameters(a, b, vec(-5e-10, -1), vec(-5e-10, 1))).toEqual([0]);
    // 2e-9" past: outside it.
    expect(segmentIntersectionParameters(a, b, vec(10 + 2e-9, -1), vec(10 + 2e-9, 1))).toEqual([]);
    expect(segmentIntersectionParameters(a, b, vec(-2e-9, -1), vec(-2e-9, 1))).toEqual([]);
    // The other segment's ends: c-d from (5, 5e-10) up, (5, −5e-10) down, reach a-b within the tolerance.
    expect(segmentIntersectionParameters(a, b, vec(5, 5e-10), vec(5, 4))).toEqual([0.5]);
    expect(segmentIntersectionParameters(a, b, vec(5, -4), vec(5, -5e-10))).toEqual([0.5]);
    expect(segmentIntersectionParameters(a, b, vec(5, 2e-9), vec(5, 4))).toEqual([]);
    expect(segmentIntersectionParameters(a, b, vec(5, -4), vec(5, -2e-9))).toEqual([]);
  });

  it('meets a point segment only where it lies', () => {
    expect(segmentIntersectionParameters(vec(3, 0), vec(3, 0), a, b)).toEqual([0]); // a-b a point on c-d
    expect(segmentIntersectionParameters(vec(3, 1), vec(3, 1), a, b)).toEqual([]);
    expect(segmentIntersectionParameters(a, b, vec(3, 0), vec(3, 0))).toEqual([0.3]); // c-d a point on a-b
    expect(segmentIntersectionParameters(a, b, vec(3, 1), vec(3, 1))).toEqual([]);
    // Within the tolerance, and exactly at a tolerance of 0.5".
    expect(segmentIntersectionParameters(a, b, vec(3, 5e-10), vec(3, 5e-10))).toEqual([0.3]);
    expect(segmentIntersectionParameters(vec(3, 5e-10), vec(3, 5e-10), a, b)).toEqual([0]);
    expect(segmentIntersectionParameters(a, b, vec(3, 0.5), vec(3, 0.5), 0.5)).toEqual([0.3]);
    expect(segmentIntersectionParameters(vec(3, 0.5), vec(3, 0.5), a, b, 0.5)).toEqual([0]);
    // Off b diagonally by (9e-10, 9e-10): 1.27e-9" from it, beyond the tolerance, though within it of the line.
    expect(segmentIntersectionParameters(a, b, vec(10 + 9e-10, 9e-10), vec(10 + 9e-10, 9e-10))).toEqual([]);
  });

  it('reads collinear segments as apart, touching at one point or overlapping, either way round', () => {
    expect(segmentIntersectionParameters(a, b, vec(12, 0), vec(14, 0))).toEqual([]); // 2" beyond b
    expect(segmentIntersectionParameters(a, b, vec(-4, 0), vec(-2, 0))).toEqual([]); // 2" before a
    expect(segmentIntersectionParameters(a, b, vec(10, 0), vec(12, 0))).toEqual([1]); // end to end
    expect(segmentIntersectionParameters(a, b, vec(-3, 0), vec(0, 0))).toEqual([0]);
    expect(segmentIntersectionParameters(a, b, vec(4, 0), vec(2, 0))).toEqual([0.2, 0.4]); // reversed
    expect(segmentIntersectionParameters(a, b, vec(-5, 0), vec(15, 0))).toEqual([0, 1]); // covering a-b
    // 5e-10" off the line is collinear within the tolerance; 2e-9" is parallel and apart.
    expect(segmentIntersectionParameters(a, b, vec(2, 5e-10), vec(4, 5e-10))).toEqual([0.2, 0.4]);
    expect(segmentIntersectionParameters(a, b, vec(2, 2e-9), vec(4, 2e-9))).toEqual([]);
    // A gap of 5e-10" along the line is within the tolerance: touching at b; one of 5e-9" is not.
    expect(segmentIntersectionParameters(a, b, vec(10 + 5e-10, 0), vec(12, 0))).toEqual([1]);
    expect(segmentIntersectionParameters(a, b, vec(10 + 5e-9, 0), vec(12, 0))).toEqual([]);
    // Parallel exactly the tolerance 0.5" off the line: collinear.
    expect(segmentIntersectionParameters(a, b, vec(2, 0.5), vec(4, 0.5), 0.5)).toEqual([0.2, 0.4]);
    // Slanting along (3, 4) from (1, 1): c–d from (2.5, 3) (t = (1.5·3 + 2·4)/25 = 0.5) back to (1.75, 2) (t = 0.25).
    expect(segmentIntersectionParameters(vec(1, 1), vec(4, 5), vec(2.5, 3), vec(1.75, 2))).toEqual([0.25, 0.5]);
    // 100" long and 2.5e-11" off the line at its ends, crossing it at x = 50: within the tolerance all along, so
    // collinear (the ends of the overlap), not a crossing at 0.5.
    expect(segmentIntersectionParameters(vec(0, 0), vec(100, 0), vec(0, -2.5e-11), vec(100, 2.5e-11))).toEqual([0, 1]);
  });

  it('counts them without a list', () => {
    expect(pushIntersectionParameters(a, b, vec(2, 0), vec(4, 0), 1e-9, null)).toBe(2);
    expect(pushIntersectionParameters(a, b, vec(5, -1), vec(5, 1), 1e-9, null)).toBe(1);
    expect(pushIntersectionParameters(a, b, vec(3, 0), vec(3, 0), 1e-9, null)).toBe(1);
    expect(pushIntersectionParameters(vec(3, 0), vec(3, 0), a, b, 1e-9, null)).toBe(1);
    expect(pushIntersectionParameters(a, b, vec(10, 0), vec(12, 0), 1e-9, null)).toBe(1);
    expect(pushIntersectionParameters(a, b, vec(12, 0), vec(14, 0), 1e-9, null)).toBe(0);
    const out = [7];
    expect(pushIntersectionParameters(a, b, vec(4, 0), vec(2, 0), 1e-9, out)).toBe(2);
    expect(out).toEqual([7, 0.2, 0.4]);
  });

  it('says whether they meet, with a tolerance given', () => {
    expect(segmentsIntersect(a, b, vec(5, 0.5), vec(5, 4))).toBe(false);
    expect(segmentsIntersect(a, b, vec(5, 0.5), vec(5, 4), 1)).toBe(true);
    expect(segmentsIntersect(a, b, vec(5, -1), vec(5, 1))).toBe(true);
  });

  it('measures between segments from whichever end is nearest', () => {
    // Each of the four ends in turn is the nearest point.
    expect(segmentDistance(vec(-3, 4), vec(-3, 9), a, b)).toBe(5); // (-3, 4) to a
    expect(segmentDistance(vec(-3, 9), vec(-3, 4), a, b)).toBe(5);
    expect(segmentDistance(a, b, vec(-3, 4), vec(-3, 9))).toBe(5);
    expect(segmentDistance(a, b, vec(-3, 9), vec(-3, 4))).toBe(5);
    // Touching at an end within no tolerance: 0.
    expect(segmentDistance(a, b, vec(10, 0), vec(10, 5))).toBe(0);
    // 1e-10" apart is not touching (the test uses no tolerance).
    expect(segmentDistance(a, b, vec(10, 1e-10), vec(10, 5))).toBe(1e-10);
  });
});

describe('polylineCrossings', () => {
  it('lists a crossing through a corner of the hedge once', () => {
    // The line x = 0 meets the hedge at its corner (0, 5), the end of one part and the start of the next.
    const hedge = [vec(-5, 5), vec(0, 5), vec(5, 8)];
    expect(polylineCrossings(vec(0, 0), vec(0, 10), hedge)).toEqual([vec(0, 5)]);
  });

  it('lists two crossings 1" apart, and joins two within the tolerance', () => {
    const zigzag = [vec(-5, 2), vec(5, 2), vec(5, 3), vec(-5, 3)];
    expect(polylineCrossings(vec(0, 0), vec(0, 10), zigzag)).toEqual([vec(0, 2), vec(0, 3)]);
    const close = [vec(-5, 2), vec(5, 2), vec(5, 2 + 5e-10), vec(-5, 2 + 5e-10)];
    expect(polylineCrossings(vec(0, 0), vec(0, 10), close)).toHaveLength(1);
    // With a tolerance of 2" the crossings at 2 and 3 are one; with 0.1" two at 2 and 2.5 stay two.
    expect(polylineCrossings(vec(0, 0), vec(0, 10), zigzag, 2)).toHaveLength(1);
    const half = [vec(-5, 2), vec(5, 2), vec(5, 2.5), vec(-5, 2.5)];
    expect(polylineCrossings(vec(0, 0), vec(0, 10), half, 0.1)).toEqual([vec(0, 2), vec(0, 2.5)]);
  });

  it('is empty for a hedge of one point', () => {
    expect(polylineCrossings(vec(0, 0), vec(0, 10), [vec(0, 5)])).toEqual([]);
  });
});
