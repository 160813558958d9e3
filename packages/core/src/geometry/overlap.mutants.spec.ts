import { describe, expect, it } from 'vitest';
import { EAST, toLocal, type Base } from './Base.js';
import { convexPieces, signedArea2 } from './convexPieces.js';
import { baseGap, distanceToBase, nearestCentre, shapeGap } from './distances.js';
import { contactDistance } from './firstContact.js';
import { advance } from './movement.js';
import { basesOverlap, edgeNormals, project, segmentIntersectsBase, shapesOverlap } from './overlap.js';
import { pointInPolygon, pointStrictlyInPolygon, type Polygon } from './Polygon.js';
import { vec, type Vec } from './Vec.js';

// Worked examples for the mutation target core-geometry-overlap (overlap.ts, distances.ts, convexPieces.ts): shapes
// apart or touching on one axis only (so that each clause of each separating-axis test is the one that decides),
// bases turned so that each axis is its own, segments against a turned base checked point by point, outlines with a
// repeated point, and concave outlines cut into triangles checked against the outline on a grid.

const poly = (...points: Vec[]): Polygon => ({ points });
const east = (x: number, y: number, width: number, depth: number): Base => ({
  centre: vec(x, y),
  facing: EAST,
  width,
  depth,
});

describe('project', () => {
  it('gives the interval of points along an axis', () => {
    expect(project([vec(0, 0), vec(2, 1), vec(-1, 3)], vec(1, 0))).toEqual([-1, 2]);
    expect(project([vec(0, 0), vec(2, 1), vec(-1, 3)], vec(0, 1))).toEqual([0, 3]);
  });
});

describe('edgeNormals', () => {
  it('gives the outward unit normal of each edge of an outline listed anticlockwise, skipping an edge of length 0', () => {
    // The 3-4-5 triangle (0, 0), (4, 0), (0, 3), anticlockwise: its bottom edge faces down (0, −1), its long edge
    // (−4, 3) / 5 faces up and right (3/5, 4/5), its left edge faces left (−1, 0). The repeated (4, 0) is no edge.
    const normals = edgeNormals([vec(0, 0), vec(4, 0), vec(4, 0), vec(0, 3)]).map((n) => [n.x + 0, n.y + 0]);
    expect(normals).toEqual([
      [0, -1],
      [3 / 5, 4 / 5],
      [-1, 0],
    ]);
  });
});

describe('overlap of two triangles, separated on one triangle’s edge normals only', () => {
  // T1's long edge (2, 0)–(0, 2) faces (1, 1)/√2: T1 reaches 2/√2 along it. T2 starts at 3/√2 ((1.5, 1.5)), 0.707"
  // away. T2's edges face (1, −5), (3, 2), (−7, 1): on (3, 2) T1 covers 0..6 and T2 7.5..16, apart too (by the same
  // clause); on the others and T1's two short edges the intervals overlap. So T1 is apart only because its interval
  // ends before T2's starts: the first clause when T1 is the first shape, the second when it is the second.
  const t1 = poly(vec(0, 0), vec(2, 0), vec(0, 2));
  const t2 = poly(vec(1.5, 1.5), vec(4, 2), vec(2, 5));
  // T2 moved by (−0.5, −0.5): it starts at (1, 1), on T1's long edge (2/√2 along it), and overlaps T1's interval on
  // (3, 2) (5..13.5 against 0..6): touching on that one axis.
  const touching = poly(vec(1, 1), vec(3.5, 1.5), vec(1.5, 4.5));

  it('finds them apart either way round', () => {
    expect(shapesOverlap(t1, t2)).toBe(false);
    expect(shapesOverlap(t2, t1)).toBe(false);
  });

  it('counts touching as apart, with the default tolerance and with none', () => {
    expect(shapesOverlap(t1, touching)).toBe(false);
    expect(shapesOverlap(touching, t1)).toBe(false);
    expect(shapesOverlap(t1, touching, 0)).toBe(false);
    expect(shapesOverlap(touching, t1, 0)).toBe(false);
    // 0.1" further in, they overlap.
    const deeper = poly(vec(0.9, 0.9), vec(3.4, 1.4), vec(1.4, 4.4));
    expect(shapesOverlap(t1, deeper)).toBe(true);
    expect(shapesOverlap(deeper, t1)).toBe(true);
  });
});

describe('overlap of two bases, separated on one base’s right axis only', () => {
  // a: 12" × 6" facing 30°; its right flank lies 6" from its centre along right = (sin 30°, −cos 30°). d: a 2" square
  // turned 45° to a, its corner pointing at that flank 0.1" away (its centre 6.1 + √2 along right). On d's own axes a
  // covers ±(6 + 3)/√2 = ±6.36 and d 5.31 ± 1: they overlap, as on a's facing axis.
  const f = Math.PI / 6;
  const right = vec(Math.sin(f), -Math.cos(f));
  const a: Base = { centre: vec(0, 0), facing: f, width: 12, depth: 6 };
  const at = (gap: number): Base => {
    const r = 6 + gap + Math.SQRT2;
    return { centre: vec(right.x * r, right.y * r), facing: f + Math.PI / 4, width: 2, depth: 2 };
  };

  it('finds them apart either way round, and 0.1" apart', () => {
    expect(basesOverlap(a, at(0.1))).toBe(false);
    expect(basesOverlap(at(0.1), a)).toBe(false);
    expect(baseGap(a, at(0.1))).toBeCloseTo(0.1, 12);
    expect(basesOverlap(a, at(-0.1))).toBe(true);
    expect(basesOverlap(at(-0.1), a)).toBe(true);
  });
});

describe('bases touching exactly', () => {
  // Facing EAST every corner is exact: e (x −1..1) and the base 2" ahead (x 1..3) share the line x = 1.
  const e = east(0, 0, 4, 2);
  const ahead = advance(e, 2);
  it('do not overlap with the tolerance 0, either way round', () => {
    expect(basesOverlap(e, ahead, 0)).toBe(false);
    expect(basesOverlap(ahead, e, 0)).toBe(false);
    expect(basesOverlap(ahead, e)).toBe(false);
    // Side by side (y 2..6 against −2..2), either way round.
    expect(basesOverlap(e, east(0, 4, 4, 2), 0)).toBe(false);
    expect(basesOverlap(east(0, 4, 4, 2), e, 0)).toBe(false);
    expect(basesOverlap(e, advance(e, 1.5), 0)).toBe(true);
  });
});

describe('segmentIntersectsBase', () => {
  it('lets a segment pass beside a corner, separated only by its own normal', () => {
    // The base x 8..10, y 8..12 (facing EAST). The segment (6, 11)–(9, 14) lies on y = x + 5, which passes
    // 0.707" outside the corner (8, 12) (8 + 5 = 13 > 12); along x and y the segment and base overlap.
    const b = east(9, 10, 4, 2);
    expect(segmentIntersectsBase(vec(6, 11), vec(9, 14), b)).toBe(false);
    expect(segmentIntersectsBase(vec(9, 14), vec(6, 11), b)).toBe(false);
    // Steeper, (7.5, 10.5)–(10, 14) runs through (8.5, 11.9), inside: it crosses.
    expect(segmentIntersectsBase(vec(7.5, 10.5), vec(10, 14), b)).toBe(true);
  });

  it('crosses a base from either end', () => {
    const b = east(9, 10, 4, 2);
    expect(segmentIntersectsBase(vec(11, 10), vec(7, 10), b)).toBe(true);
    expect(segmentIntersectsBase(vec(9, 13), vec(9, 7), b)).toBe(true);
    // Stopping 0.5" short of the right flank (y 8), either way round.
    expect(segmentIntersectsBase(vec(9, 7.5), vec(9.5, 6), b)).toBe(false);
    expect(segmentIntersectsBase(vec(9.5, 6), vec(9, 7.5), b)).toBe(false);
    // Along an edge (y = 8 or y = 12) with no tolerance: not crossing, either way round.
    expect(segmentIntersectsBase(vec(0, 8), vec(20, 8), b, 0)).toBe(false);
    expect(segmentIntersectsBase(vec(20, 8), vec(0, 8), b, 0)).toBe(false);
    expect(segmentIntersectsBase(vec(0, 12), vec(20, 12), b, 0)).toBe(false);
    expect(segmentIntersectsBase(vec(20, 12), vec(0, 12), b, 0)).toBe(false);
  });

  it('reads a point inside a base as crossing it, and one outside as not', () => {
    const b = east(9, 10, 4, 2);
    expect(segmentIntersectsBase(vec(9, 10), vec(9, 10), b)).toBe(true);
    expect(segmentIntersectsBase(vec(12, 10), vec(12, 10), b)).toBe(false);
  });

  it('agrees with a walk along the segment for a turned base', () => {
    // A 6" × 3" base facing 35° at (20, 20); segments from a fixed list of ends. The walk: 2,001 points along the
    // segment, inside when each lies more than 1e-9 inside both pairs of edges (toLocal). Segments passing within
    // 0.01" of an edge or corner are left out (a walk's spacing could miss them).
    const b: Base = { centre: vec(20, 20), facing: (35 * Math.PI) / 180, width: 6, depth: 3 };
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let checked = 0;
    let crossing = 0;
    for (let n = 0; n < 400; n++) {
      const p = vec(12 + 16 * next(), 12 + 16 * next());
      const q = vec(12 + 16 * next(), 12 + 16 * next());
      let inside = false;
      let nearEdge = false;
      for (let i = 0; i <= 2000; i++) {
        const t = i / 2000;
        const { forward, right } = toLocal(b, vec(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t));
        const margin = Math.min(b.depth / 2 - Math.abs(forward), b.width / 2 - Math.abs(right));
        if (margin > 0.01) inside = true;
        else if (margin > -0.01) nearEdge = true;
      }
      if (nearEdge && !inside) continue;
      checked++;
      if (inside) crossing++;
      expect(segmentIntersectsBase(p, q, b)).toBe(inside);
    }
    expect(checked).toBeGreaterThan(300);
    expect(crossing).toBeGreaterThan(50);
    expect(checked - crossing).toBeGreaterThan(50);
  });
});

describe('outlines with a repeated point', () => {
  // The square x 9..11, y −2..2, its first corner written twice: a zero-length edge.
  const square = poly(vec(9, -2), vec(9, -2), vec(11, -2), vec(11, 2), vec(9, 2));
  const overlapping = east(9.5, 0, 4, 2); // x 8.5..10.5

  it('still overlaps a base that reaches into it', () => {
    expect(shapesOverlap(overlapping, square)).toBe(true);
    expect(shapesOverlap(square, overlapping)).toBe(true);
    expect(shapesOverlap(east(7, 0, 4, 2), square)).toBe(false); // x 6..8
  });

  it('stops a move deeper into it, and lets one backing out go', () => {
    expect(contactDistance(overlapping, vec(1, 0), square)).toBe(0);
    expect(contactDistance(overlapping, vec(-1, 0), square)).toBe(Infinity);
  });
});

describe('distances', () => {
  it('breaks a tie of nearest centres in the order front, left, right, rear', () => {
    // A base at the origin facing EAST, 12" wide and 6" deep: front (3, 0), left (0, 6), right (0, −6), rear (−3, 0).
    // (3.5, 4) is as far from the front as from the left centre: √(0.5² + 4²) = √(3.5² + 2²) = √16.25.
    const b = east(0, 0, 12, 6);
    const c = nearestCentre(vec(3.5, 4), b);
    expect(c.side).toBe('front');
    expect(c.distance).toBe(Math.sqrt(16.25));
    // A hair nearer the left centre (1e-6"), it is the left.
    expect(nearestCentre(vec(3.5 - 1e-6, 4), b).side).toBe('left');
  });

  it('has no gap to an empty outline, either way round', () => {
    expect(shapeGap(east(0, 0, 4, 2), poly())).toBe(Infinity);
    expect(shapeGap(poly(), east(0, 0, 4, 2))).toBe(Infinity);
  });

  it('reads a gap up to the tolerance as touching', () => {
    const e = east(0, 0, 4, 2); // x −1..1
    expect(baseGap(e, east(2.5, 0, 4, 2), 0.5)).toBe(0); // x 1.5..3.5: 0.5" apart, the tolerance exactly
    expect(baseGap(e, east(2.5, 0, 4, 2))).toBe(0.5);
    expect(baseGap(e, east(2 + 5e-10, 0, 4, 2))).toBe(0); // 5e-10" apart: within the default
  });

  it('measures from a point to a base', () => {
    const e = east(0, 0, 4, 2); // x −1..1, y −2..2
    expect(distanceToBase(vec(4, 6), e)).toBe(5); // to the corner (1, 2): 3, 4, 5
    expect(distanceToBase(vec(0.5, 0.5), e)).toBe(0);
  });
});

/**
 * Checks the convex pieces of a simple polygon of `n` corners: at most n − 2, each convex and counter-clockwise (every
 * turn a left one or straight), their areas adding up to the polygon's, their union the polygon on a grid whose points
 * lie on none of the lines through two corners. (A corner that the cuts leave in line with its neighbours is dropped,
 * so there may be fewer than n − 2.)
 */
function expectTriangulated(polygon: Polygon, n: number): void {
  const pieces = convexPieces(polygon);
  expect(pieces.length).toBeLessThanOrEqual(n - 2);
  let area = 0;
  for (const piece of pieces) {
    expect(signedArea2(piece)).toBeGreaterThan(0);
    area += signedArea2(piece);
    piece.forEach((p, i) => {
      const q = piece[(i + 1) % piece.length] as Vec;
      const r = piece[(i + 2) % piece.length] as Vec;
      expect((q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x)).toBeGreaterThanOrEqual(0);
    });
  }
  expect(area).toBe(Math.abs(signedArea2(polygon.points)));
  for (let i = 0; i < 50; i++) {
    for (let j = 0; j < 50; j++) {
      const p = vec(-0.45 + i * 0.1 + 0.003, -0.45 + j * 0.1 + 0.007);
      if (pointStrictlyInPolygon(p, polygon, 1e-6))
        expect(pieces.some((piece) => pointInPolygon(p, { points: piece }, 1e-6))).toBe(true);
      if (pieces.some((piece) => pointStrictlyInPolygon(p, { points: piece }, 1e-6)))
        expect(pointInPolygon(p, polygon, 1e-6)).toBe(true);
    }
  }
}

const rotations = (points: Vec[]): Vec[][] => points.map((_, k) => [...points.slice(k), ...points.slice(0, k)]);

describe('convexPieces', () => {
  it('measures twice the signed area', () => {
    expect(signedArea2([vec(0, 0), vec(4, 0), vec(4, 4), vec(0, 4)])).toBe(32);
    expect(signedArea2([vec(0, 4), vec(4, 4), vec(4, 0), vec(0, 0)])).toBe(-32);
    expect(signedArea2([vec(1, 1), vec(3, 1), vec(1, 2)])).toBe(2); // base 2, height 1
  });

  it('keeps a convex outline whole, either way round and with a collinear corner', () => {
    for (const points of [
      [vec(0, 0), vec(4, 0), vec(4, 4), vec(0, 4)],
      [vec(0, 4), vec(4, 4), vec(4, 0), vec(0, 0)],
      [vec(0, 0), vec(4, 0), vec(4, 2), vec(4, 4), vec(0, 4)], // (4, 2) on the right edge
      [vec(0, 0), vec(2, 0), vec(4, 0), vec(4, 4), vec(0, 4)],
      [vec(0, 0), vec(3, 1), vec(1, 3)],
    ]) {
      const polygon = poly(...points);
      const pieces = convexPieces(polygon);
      expect(pieces).toHaveLength(1);
      expect(pieces[0]).toBe(polygon.points);
    }
    const base = east(0, 0, 4, 2);
    expect(convexPieces(base)).toHaveLength(1);
    expect(convexPieces(base)[0]).toHaveLength(4);
  });

  it('cuts an L into four triangles, either way round and from any corner', () => {
    const ell = [vec(0, 0), vec(4, 0), vec(4, 2), vec(2, 2), vec(2, 4), vec(0, 4)];
    for (const points of rotations(ell)) {
      expectTriangulated(poly(...points), 6);
      expectTriangulated(poly(...[...points].reverse()), 6);
    }
  });

  it('cuts a notch whose corner lies on the line of two others without covering the notch', () => {
    // The notch's corner (2, 2) lies on the line (0, 0)–(4, 4): the ear (0, 0), (4, 0), (4, 4) has it on an edge,
    // and so does (0, 4), (0, 0), (4, 4), which would cover the notch.
    const notch = [vec(0, 0), vec(4, 0), vec(4, 4), vec(2, 2), vec(0, 4)];
    for (const points of rotations(notch)) {
      expectTriangulated(poly(...points), 5);
      expectTriangulated(poly(...[...points].reverse()), 5);
    }
  });

  it('never takes an ear with a reflex corner inside, even one in line with a corner of the ear', () => {
    // The ear (0, 0), (4, 1), (1, 4) holds the reflex corner (1, 2), which shares its x with (1, 4).
    const dart = [vec(4, 1), vec(1, 4), vec(1, 2), vec(0, 0)];
    for (const points of rotations(dart)) {
      expectTriangulated(poly(...points), 4);
      expectTriangulated(poly(...[...points].reverse()), 4);
    }
  });

  it('cuts a concave outline with a collinear corner', () => {
    // The L with (2, 0) on its bottom edge, and with (3, 2) on its inner edge.
    const ell = [vec(0, 0), vec(2, 0), vec(4, 0), vec(4, 2), vec(2, 2), vec(2, 4), vec(0, 4)];
    const inner = [vec(0, 0), vec(4, 0), vec(4, 2), vec(3, 2), vec(2, 2), vec(2, 4), vec(0, 4)];
    for (const points of [...rotations(ell), ...rotations(inner)]) {
      expectTriangulated(poly(...points), 7);
      expectTriangulated(poly(...[...points].reverse()), 7);
    }
  });
});
