import { describe, expect, it } from 'vitest';
import { closestPointOfShape, distanceToShape } from './distances.js';
import { lineOfSight, passageWidth } from './lineOfSight.js';
import type { Polygon } from './Polygon.js';
import { cross, lerp, sub, vec, type Vec } from './Vec.js';

// Tercios, Shooting > Line of sight (and Movement > Obstacles): where the line "passes between two blockers the gap
// between them must be at least 3 inches". passageWidth measures that gap: the least d(X, p) + d(X, q) over the points
// X of the line where p and q lie on opposite sides of it (each shape's side taken at its part nearest X). These specs
// pin the search for that least value where its path matters: shapes on one side only within the tolerance, concave
// terrain, shapes straddling the line beyond an end of it or crossed by it, a narrowest point between the samples.
// Every expected width is worked out by hand in the comments (and one checked by the dense sampling below).

const poly = (...xy: number[]): Polygon => ({
  points: Array.from({ length: xy.length / 2 }, (_, i) => vec(xy[2 * i]!, xy[2 * i + 1]!)),
});
const rect = (x0: number, y0: number, x1: number, y1: number): Polygon => poly(x0, y0, x1, y0, x1, y1, x0, y1);

// Brute force, independent of the search: the definition sampled at 20,001 evenly spaced points of the segment.
function denseWidth(a: Vec, b: Vec, p: Polygon, q: Polygon): number {
  const side = (x: Vec, shape: Polygon) => Math.sign(cross(sub(b, a), sub(closestPointOfShape(x, shape), x)));
  let best = Infinity;
  for (let k = 0; k <= 20000; k++) {
    const x = lerp(a, b, k / 20000);
    if (side(x, p) * side(x, q) < 0) best = Math.min(best, distanceToShape(x, p) + distanceToShape(x, q));
  }
  return best;
}

describe('passageWidth: the sides of the two shapes', () => {
  const a = vec(0, 0);
  const b = vec(10, 0);

  it('a shape whose edge lies within the tolerance over the line is beside it, with a gap of 0 on that side', () => {
    // "A line that ... runs along an edge does not cross it (but still counts for the gap rule, with a gap of 0 on
    // that side)". The edge 1e-9" (the tolerance) over the line a 1" line runs along; the other shape 2" away.
    const one = vec(1, 0);
    expect(passageWidth(a, one, rect(0, -5, 1, 1e-9), rect(0, 2, 1, 3))).toBe(2);
    expect(passageWidth(a, one, rect(0, -1e-9, 1, 5), rect(0, -3, 1, -2))).toBe(2);
  });

  it('two woods each curling round an end of the line: the line still passes between them', () => {
    // P: a bar over the line (y 1..5) with a leg down across the line's extension before its start (x -3..-2).
    // Q: a bar under it (y -5..-1) with a leg up beyond its end (x 12..13). Both straddle the line's extension, but
    // from every point of the line P's nearest part is the bar 1" over it and Q's the bar 1" under: 1 + 1 = 2.
    const p = poly(-3, 5, 8, 5, 8, 1, -2, 1, -2, -3, -3, -3);
    const q = poly(2, -5, 13, -5, 13, 3, 12, 3, 12, -1, 2, -1);
    expect(passageWidth(a, b, p, q)).toBe(2);
    expect(
      lineOfSight(a, b, [
        { id: 'P', polygon: p },
        { id: 'Q', polygon: q },
      ]),
    ).toEqual({ clear: false, blockedBy: 'P', reason: 'gap', between: ['P', 'Q'], gapWidth: 2 });
  });

  it('a shape straddling the line beyond its end is on the side of its part nearest each point', () => {
    // P: a unit 1" over the line, x 0..6. Q: a wood under the line (top at y -3) with a leg up beyond the end
    // (x 12..13) and an arm back over the line's end (y 0.5..1, from x 8). From x up to 8 - √8.75 ≈ 5.04 Q's nearest
    // part is the wood 3" under the line: the passage is 1 + 3 = 4 there. Further on its nearest part is the arm,
    // on P's side: no passage, though the arm comes 2.5" from P (from P's corner (6, 1) to (8, 0.5) by way of the line).
    const p = rect(0, 1, 6, 2);
    const q = poly(-2, -4, 13, -4, 13, 1, 8, 1, 8, 0.5, 12, 0.5, 12, -3, -2, -3);
    expect(passageWidth(a, b, p, q)).toBe(4);
    const blockers = [
      { id: 'P', polygon: p },
      { id: 'Q', polygon: q },
    ];
    expect(lineOfSight(a, b, blockers)).toEqual({ clear: true });
    expect(lineOfSight(a, b, blockers, { gap: 4.5 })).toMatchObject({ clear: false, reason: 'gap', gapWidth: 4 });
  });

  it('a wall across the line beyond its end and a unit beside it: the line ends before it passes between them', () => {
    // The wall x 11..12 crosses the line's extension 1" past its end; from every point of the line its nearest point
    // is (11, 0), on the line itself, so it is on neither side. A unit 1" to either side of the line: no passage.
    const wall = rect(11, -5, 12, 5);
    for (const unit of [rect(0, 1, 10, 2), rect(0, -2, 10, -1)]) {
      expect(passageWidth(a, b, unit, wall)).toBe(Infinity);
      expect(passageWidth(a, b, wall, unit)).toBe(Infinity);
      expect(lineOfSight(a, b, [{ polygon: unit }, { polygon: wall }])).toEqual({ clear: true });
    }
  });

  it("a wall whose corner, nearest the line, lies on the line's extension within the tolerance is on neither side", () => {
    // A 1" line; beyond its end a wall straddling its extension, the corner nearest the line at (2, ±1e-9): 1e-9" (the
    // tolerance) off the line, so on it. A unit 1" beside the line on the side opposite the corner: no passage.
    const one = vec(1, 0);
    const over = poly(2, 1e-9, 2.5, 1e-9, 2.5, -5, 3.5, -5, 3.5, 5, 2, 5);
    const under = poly(2, -1e-9, 2.5, -1e-9, 2.5, 5, 3.5, 5, 3.5, -5, 2, -5);
    expect(passageWidth(a, one, rect(0, -2, 1, -1), over)).toBe(Infinity);
    expect(passageWidth(a, one, rect(0, 1, 1, 2), under)).toBe(Infinity);
  });
});

describe('passageWidth: where the search looks', () => {
  const a = vec(0, 0);
  const b = vec(10, 0);

  it('a passage only along the last 1/64 of the line, at its very end', () => {
    // P: 0.25" over the line (x 0..10). Q: a wood 0.75" over the line with a leg down beyond the end (x 11..12) and a
    // foot under the line (y -1.5..-0.5, from x 10.5). Q's nearest part is the foot, under the line, only where
    // (10.5 - x)² + 0.5² < 0.75², x > 10.5 - √0.3125 ≈ 9.94: past the last sample but one (x 9.84). There the passage
    // is 0.25 + the distance to the foot's corner (10.5, -0.5), least at the line's end: 0.25 + √0.5.
    const p = rect(0, 0.25, 10, 0.5);
    const q = poly(-1, 0.75, 11, 0.75, 11, -0.5, 10.5, -0.5, 10.5, -1.5, 12, -1.5, 12, 1.75, -1, 1.75);
    expect(passageWidth(a, b, p, q)).toBeCloseTo(0.25 + Math.SQRT1_2, 12);
    expect(passageWidth(a, b, q, p)).toBeCloseTo(0.25 + Math.SQRT1_2, 12);
    expect(lineOfSight(a, b, [{ polygon: p }, { polygon: q }])).toMatchObject({ clear: false, reason: 'gap' });
  });

  it("a concave wood's narrowest tooth, pointing between two samples, is found past a tooth either side", () => {
    // Q: a unit 1" under the line. P: a wood over it (y 4..5) with three teeth pointing down at the line: tips at
    // (0.3, 0.25), (1.3, 0.2) and (6, 0.25). The narrowest passage is under the middle tip: 1 + 0.2 = 1.2 (no point of
    // P is nearer the line than 0.2). The samples, every 10/64", straddle that tip (x 1.25 and 1.40625); refining a
    // wider window, or the whole line, ends at an outer tooth (1.25).
    const p = poly(-1, 5, -1, 4, -0.2, 4, 0.3, 0.25, 0.8, 4, 1.3, 0.2, 1.8, 4, 5.5, 4, 6, 0.25, 6.5, 4, 11, 4, 11, 5);
    const q = rect(-1, -2, 11, -1);
    expect(passageWidth(a, b, p, q)).toBeCloseTo(1.2, 12);
    expect(passageWidth(a, b, q, p)).toBeCloseTo(1.2, 12);
  });

  it('a line through a convex shape: the passage beyond it, where the two sides differ', () => {
    // P: a slanted block the line runs through between x 6.5 and 7.5. Before it, P's nearest part is under the line
    // (its left edge runs from (5.5, -5) to (7.5, 5)); beyond it, over the line (its right edge, from (6.5, -5) to
    // (8.5, 5), on the line 10x - 2y = 75). Q: a spike under the line, its tip at (9, -0.1). The passage lies beyond
    // P: the perpendicular from Q's tip to P's right edge, |90 + 0.2 - 75| / √104, crossing the line at x 8.5.
    const p = poly(5.5, -5, 6.5, -5, 8.5, 5, 7.5, 5);
    const q = poly(8.5, -3, 9.5, -3, 9, -0.1);
    const width = 15.2 / Math.sqrt(104);
    expect(passageWidth(a, b, p, q)).toBeCloseTo(width, 9);
    expect(passageWidth(a, b, q, p)).toBeCloseTo(width, 9);
    // The dense sampling of the definition agrees (to its step, 0.0005").
    expect(denseWidth(a, b, p, q)).toBeCloseTo(width, 3);
  });
});

describe('the gap rule: a passage the tolerance short of the gap', () => {
  it('is enough: only a passage narrower than the gap by more than the tolerance blocks', () => {
    // A line along x 36. Left: x up to 35 (1" away). Right: x from 37.5 (1.5" away) up to y 42, then from 36.5 (beyond
    // the line's end at y 40). The passage is 1 + 1.5 = 2.5; the shapes' own gap (beyond the end) is 1.5.
    const from = vec(36, 10);
    const to = vec(36, 40);
    const blockers = [
      { id: 'L', polygon: rect(30, 30, 35, 50) },
      { id: 'R', polygon: poly(37.5, 30, 40, 30, 40, 50, 36.5, 50, 36.5, 42, 37.5, 42) },
    ];
    // A 3" gap with a tolerance of 0.5": 2.5 is within it.
    expect(lineOfSight(from, to, blockers, { gap: 3, tolerance: 0.5 })).toEqual({ clear: true });
    expect(lineOfSight(from, to, blockers, { gap: 3, tolerance: 0.25 })).toMatchObject({
      clear: false,
      reason: 'gap',
      between: ['L', 'R'],
      gapWidth: 2.5,
    });
  });
});
