import { describe, expect, it } from 'vitest';
import { baseAt, corners, EAST, frontCentre, NORTH, SOUTH, type Base } from './Base.js';
import { contactDistance, firstContact } from './firstContact.js';
import { pivot } from './movement.js';
import { shapesOverlap } from './overlap.js';
import { pivotContact } from './pivotContact.js';
import type { Polygon } from './Polygon.js';
import { sweepUntilContact } from './sweepUntilContact.js';
import { normalize, vec, type Vec } from './Vec.js';

// Worked examples for the mutation target core-geometry-contact (firstContact.ts, pivotContact.ts,
// sweepUntilContact.ts): the boundaries of a straight move's contact (a move exactly to touching, a corner that only
// grazes, a tolerance other than the default, an outline with a repeated point) and of a pivot's (a thin obstacle
// swept over between the end positions, a base leaving an overlap within its first step). Bases facing EAST at whole
// or half inches keep every coordinate exact (cos 0 = 1, sin 0 = 0), so the touching distances are exact too.

/** A base facing EAST: `depth` along x, `width` along y. */
const east = (x: number, y: number, width: number, depth: number): Base => ({
  centre: vec(x, y),
  facing: EAST,
  width,
  depth,
});
const triangle = (...points: Vec[]): Polygon => ({ points });
const moved = (base: Base, dir: Vec, t: number): Base => {
  const u = normalize(dir);
  return { ...base, centre: vec(base.centre.x + u.x * t, base.centre.y + u.y * t) };
};

/**
 * Penetration depth of a base into a convex outline, by brute force: the least overlap of their projections over
 * 7,200 directions (the exact depth is the least over the edge normals; a sample comes within 1e-6 of it here).
 */
function bruteDepth(base: Base, piece: readonly Vec[]): number {
  const a = corners(base);
  let best = Infinity;
  for (let k = 0; k < 7200; k++) {
    const th = (k * Math.PI) / 3600;
    const nx = Math.cos(th);
    const ny = Math.sin(th);
    const pa = a.map((p) => p.x * nx + p.y * ny);
    const pb = piece.map((p) => p.x * nx + p.y * ny);
    best = Math.min(best, Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb)));
  }
  return best;
}

/** The first t on a 0.001" grid at which the moved base overlaps `obstacle` by more than `tolerance`. */
function firstOverlapOnGrid(base: Base, dir: Vec, obstacle: Polygon, tolerance: number, max: number): number {
  for (let i = 0; i <= max * 1000; i++)
    if (shapesOverlap(moved(base, dir, i / 1000), obstacle, tolerance)) return i / 1000;
  return Infinity;
}

describe('firstContact: the boundaries of a straight move', () => {
  // x -1..1 (depth 2), y -2..2 (width 4).
  const mover = east(0, 0, 4, 2);

  it('counts a contact exactly at the end of the move, with the tolerance 0', () => {
    // The obstacle's near edge is at x = 9, the mover's front at x = 1: 8" apart, exactly the move's length.
    const obstacle = east(10, 0, 4, 2);
    expect(firstContact(mover, vec(1, 0), 8, [obstacle], 0)).toBe(8);
    expect(firstContact(mover, vec(1, 0), 7.5, [obstacle], 0)).toBe(Infinity);
  });

  it('lets a corner only graze an obstacle corner, and stops one that cuts in', () => {
    // Moving along (1, 1): the mover's front-left corner (1, 2) runs along y = x + 1. The obstacle (x 1..3, y 6..8)
    // has its rear-right corner (3, 6) on that line: the mover's x interval leaves the obstacle's (x 1..3) after
    // travelling 4 along x (its rear x = -1 reaches 3) just as its y interval reaches it (its top y = 2 reaches 6):
    // the two touch at one instant only, and never overlap.
    const grazed = east(2, 7, 2, 2);
    expect(firstContact(mover, vec(1, 1), 20, [grazed])).toBe(Infinity);
    expect(firstContact(mover, vec(1, 1), 20, [grazed], 0)).toBe(Infinity);
    // Half an inch further right (x 1.5..3.5) the x intervals overlap from 0.5 to 4.5 along each axis and the y
    // intervals from 4: the obstacle is met after 4 along each axis, 4√2 along the move.
    const cut = east(2.5, 7, 2, 2);
    expect(firstContact(mover, vec(1, 1), 20, [cut])).toBeCloseTo(4 * Math.SQRT2, 12);
  });

  it('skips the zero-length edge of an outline that repeats a point', () => {
    // The obstacle x 9..11, y -2..2 with its first corner written twice: still met after 8".
    const square = triangle(vec(9, -2), vec(9, -2), vec(11, -2), vec(11, 2), vec(9, 2));
    expect(firstContact(mover, vec(1, 0), 20, [square])).toBe(8);
  });

  it('lets a move that backs out of a triangle go free, the least push read on the triangle alone', () => {
    // Two starts overlapping a triangle (tolerance 0) whose least push-out is along one of the triangle's edge
    // normals, found by a search of such starts: the brute-force depth shrinks as the base moves, so the move is
    // not stopped. (A triangle's edge normals have no opposite axis to repeat the push, as a base's have.)
    const cases: [Polygon, Vec][] = [
      [triangle(vec(-1.5, 1.5), vec(-3.5, 0.5), vec(2, -2.5)), vec(0.5, 1)],
      [triangle(vec(3.5, 0), vec(3, -2.5), vec(-3, -2)), vec(1, 0.5)],
    ];
    for (const [piece, dir] of cases) {
      let depth = bruteDepth(mover, piece.points);
      expect(depth).toBeGreaterThan(0.05);
      for (let i = 1; i <= 20; i++) {
        const next = bruteDepth(moved(mover, dir, i / 20), piece.points);
        expect(next).toBeLessThanOrEqual(depth + 1e-9);
        depth = next;
      }
      expect(contactDistance(mover, dir, piece, 0)).toBe(Infinity);
    }
  });

  it('stops a move where the outlines first meet, whatever the tolerance', () => {
    // With a 0.5" tolerance a start overlapping by 0.5" or less counts as touching, but the contact of a move from a
    // start clear of the triangle is still where the outlines first meet: the first point of a 0.001" grid along the
    // move where shapesOverlap (the overlap test) with the tolerance 0 says they overlap. (The start was found by a
    // search: there a triangle edge's interval alone reads the band of the tolerance.)
    const piece = triangle(vec(1, -4), vec(-3.5, -3), vec(-3.5, -0.5));
    const dir = vec(-1, -0.5);
    expect(shapesOverlap(mover, piece, 0)).toBe(false);
    const grid = firstOverlapOnGrid(mover, dir, piece, 0, 3);
    expect(grid).toBe(0.389);
    const d = contactDistance(mover, dir, piece, 0.5);
    expect(d).toBeLessThanOrEqual(grid);
    expect(d).toBeGreaterThan(grid - 0.001);
  });
});

describe('pivotContact: the steps of a turn', () => {
  // A bar 0.1" wide and 0.02" deep, facing NORTH at the origin; a square 0.01" a side above it, x -0.005..0.005,
  // y 0.02..0.03 (clear of the bar's y -0.01..0.01).
  const bar = baseAt(vec(0, 0.01), NORTH, 0.1, 0.02);
  const post = triangle(vec(-0.005, 0.02), vec(0.005, 0.02), vec(0.005, 0.03), vec(-0.005, 0.03));
  // Turned by θ about its centre, the bar's long axis is (cos θ, sin θ) and its front edge the line n·p = 0.01 with
  // n = (−sin θ, cos θ). The post's corner (0.005, 0.02) has the least n·p for θ in (0, π/2) and meets that edge when
  // 0.02 cos θ − 0.005 sin θ = 0.01: R cos(θ + φ) = 0.01 with R = √(0.02² + 0.005²), φ = atan2(0.005, 0.02). There the
  // corner lies 0.005 cos θ + 0.02 sin θ ≈ 0.018 along the bar, within its half-length 0.05.
  const R = Math.hypot(0.02, 0.005);
  // The default tolerance lets the bar 1e-9" deeper: at the corner's lever of about 0.018", some 6e-8 rad further.
  const touch = Math.acos(0.01 / R) - Math.atan2(0.005, 0.02); // ≈ 0.8194 rad, 47°

  it('stops a half turn at a post it sweeps over, though the turn ends clear of it', () => {
    // After a half turn the bar covers its start again, clear of the post: only the steps between find it.
    expect(shapesOverlap(pivot(bar, Math.PI, 'centre'), post)).toBe(false);
    const c = pivotContact(bar, Math.PI, 'centre', [post]);
    expect(c?.index).toBe(0);
    expect(c?.angle).toBeCloseTo(touch, 6);
  });

  it('checks the last step of a turn that ends just past the contact', () => {
    // 0.83 rad in one step (0.051" × 0.83 < 0.05"): only that step's end overlaps.
    const c = pivotContact(bar, 0.83, 'centre', [post]);
    expect(c?.angle).toBeCloseTo(touch, 6);
  });

  it('steps by the corner furthest from the pivot, not the nearest', () => {
    // A 12" × 6" base wheeling left a quarter turn about its front-left corner (30, 10). A post 0.1" a side with its
    // corner 11" from the pivot on the 45° line is met by the front edge at 45° exactly and left behind by 78°
    // (11 sin(θ − 45°) > 6); the turn ends clear of it. Stepping by the pivot corner's radius 0 would try one step.
    const b = baseAt(vec(36, 10), NORTH, 12, 6);
    const p = 11 * Math.SQRT1_2;
    const corner = vec(30 + p, 10 + p);
    const small = triangle(
      corner,
      vec(corner.x, corner.y + 0.1),
      vec(corner.x - 0.1, corner.y + 0.1),
      vec(corner.x - 0.1, corner.y),
    );
    expect(shapesOverlap(pivot(b, Math.PI / 2, 'front-left'), small)).toBe(false);
    expect(pivotContact(b, Math.PI / 2, 'front-left', [small])?.angle).toBeCloseTo(Math.PI / 4, 8);
  });

  it('stops at 0 a base that already overlaps, even when its first step would leave', () => {
    // The 12" × 6" base (x 30..42, y 4..10) overlaps a square (x 41.99..43, y 9.99..11) by 0.01" at its front-right
    // corner. Wheeling right about the front-left corner, that corner drops about 0.045" in the first step (the
    // turn is cut so that no corner moves more than 0.05"), clear of the square.
    const b = baseAt(vec(36, 10), NORTH, 12, 6);
    const square = triangle(vec(41.99, 9.99), vec(43, 9.99), vec(43, 11), vec(41.99, 11));
    expect(shapesOverlap(b, square)).toBe(true);
    expect(pivotContact(b, -Math.PI / 2, 'front-left', [square])).toEqual({ angle: 0, index: 0 });
  });

  it('takes the tolerance it is given', () => {
    // The wheel of pivotContact.spec.ts: the front-right corner (radius 12 about (30, 10)) meets the edge y = 16 at
    // 12 sin θ = 6. With a 0.5" tolerance it may go 0.5" deeper: 12 sin θ = 6.5.
    const b = baseAt(vec(36, 10), NORTH, 12, 6);
    const blocker = baseAt(vec(40, 16), SOUTH, 20, 2);
    const c = pivotContact(b, Math.PI / 2, 'front-left', [blocker], { tolerance: 0.5 });
    expect(c?.angle).toBeCloseTo(Math.asin(6.5 / 12), 8);
  });
});

describe('sweepUntilContact: the steps of a path', () => {
  it('goes on to the next step from a move that ends exactly touching', () => {
    // x -1..1 to x 7..9 in 8": touching the obstacle (x 9..11) at the end of the first step; the second is stopped
    // at once.
    const s = sweepUntilContact(
      east(0, 0, 4, 2),
      [
        { kind: 'advance', distance: 8 },
        { kind: 'advance', distance: 3 },
      ],
      [east(10, 0, 4, 2)],
      0,
    );
    expect(s.stoppedAt).toEqual({ step: 1, obstacle: 0 });
    expect(s.stepDistances).toEqual([8, 0]);
    expect(s.final.centre).toEqual(vec(8, 0));
  });

  it('turns to face a point about the front centre unless told otherwise', () => {
    // Facing NORTH with the front centre at (36, 10), facing (46, 10) is a quarter turn to the right about the front
    // centre: it then faces EAST and the front corners, 6" from it, travel 6 × π/2.
    const b = baseAt(vec(36, 10), NORTH, 12, 6);
    const s = sweepUntilContact(b, [{ kind: 'face', towards: vec(46, 10) }], []);
    expect(s.stoppedAt).toBeUndefined();
    expect(s.final.facing).toBeCloseTo(EAST, 12);
    expect(frontCentre(s.final).x).toBeCloseTo(36, 12);
    expect(frontCentre(s.final).y).toBeCloseTo(10, 12);
    expect(s.distance).toBeCloseTo(3 * Math.PI, 12);
  });

  it('passes its tolerance to a pivot', () => {
    // As pivotContact's tolerance example: the wheel stops where 12 sin θ = 6.5, after 12θ inches.
    const b = baseAt(vec(36, 10), NORTH, 12, 6);
    const blocker = baseAt(vec(40, 16), SOUTH, 20, 2);
    const s = sweepUntilContact(b, [{ kind: 'pivot', angle: Math.PI / 2, about: 'front-left' }], [blocker], 0.5);
    expect(s.stoppedAt).toEqual({ step: 0, obstacle: 0 });
    expect(s.distance).toBeCloseTo(12 * Math.asin(6.5 / 12), 6);
  });
});
