import { describe, expect, it } from 'vitest';
import {
  arcOf,
  inFrontArc,
  inFrontArcFrom,
  isBehindFrontLine,
  isWhollyBehindFrontLine,
  isWhollyBehindRearLine,
} from './arcs.js';
import {
  baseAt,
  centres,
  cornerCoordinates,
  corners,
  EAST,
  forwardOf,
  NORTH,
  fromLocal,
  frontCentre,
  rearCentre,
  rightOf,
  toLocal,
  type Base,
} from './Base.js';
import { advance, faceTowards, moveFrontCentreTo, pivot, pivotPointOf, stepDistance, sweep } from './movement.js';
import {
  closestPointOfPolygon,
  distanceToBoundary,
  distanceToPolygon,
  insideIntervals,
  lengthInsidePolygon,
  pointInPolygon,
  pointStrictlyInPolygon,
  polygonOfBase,
  segmentIntersectsPolygon,
  type Polygon,
} from './Polygon.js';
import { vec } from './Vec.js';

// Worked examples for the mutation target core-geometry-shapes (Base.ts, movement.ts, arcs.ts, Polygon.ts). A base
// facing EAST keeps its numbers exact (cos 0 = 1, sin 0 = 0): e below has its centre at (10, 20), x 9..11 (depth 2),
// y 18..22 (width 4); its front centre is (11, 20), its left (10, 22) and right (10, 18) as seen by the unit.
const e: Base = { centre: vec(10, 20), facing: EAST, width: 4, depth: 2 };
const square: Polygon = { points: [vec(0, 0), vec(4, 0), vec(4, 4), vec(0, 4)] };

describe('a base facing EAST, number by number', () => {
  it('has its frame, corners and centres where the rules measure from', () => {
    expect(forwardOf(e)).toEqual(vec(1, 0));
    expect(rightOf(e)).toEqual({ x: 0, y: -1 });
    expect(fromLocal(e, 1, 2)).toEqual(vec(11, 18)); // 1" ahead, 2" to its right (south)
    expect(fromLocal(e, -1, -2)).toEqual(vec(9, 22));
    expect(toLocal(e, vec(12, 17))).toEqual({ forward: 2, right: 3 });
    expect(corners(e)).toEqual([vec(11, 22), vec(11, 18), vec(9, 18), vec(9, 22)]);
    expect([...cornerCoordinates(e, new Float64Array(8))]).toEqual([11, 22, 11, 18, 9, 18, 9, 22]);
    expect(centres(e)).toEqual({ front: vec(11, 20), rear: vec(9, 20), left: vec(10, 22), right: vec(10, 18) });
    expect(frontCentre(e)).toEqual(vec(11, 20));
    expect(rearCentre(e)).toEqual(vec(9, 20));
    expect(baseAt(vec(11, 20), EAST, 4, 2)).toEqual(e);
    expect(polygonOfBase(e).points).toEqual(corners(e));
  });
});

describe('movement', () => {
  it('names each pivot point, and a table point as itself', () => {
    expect(pivotPointOf(e, 'centre')).toEqual(vec(10, 20));
    expect(pivotPointOf(e, 'front-left')).toEqual(vec(11, 22));
    expect(pivotPointOf(e, 'front-right')).toEqual(vec(11, 18));
    expect(pivotPointOf(e, 'front-centre')).toEqual(vec(11, 20));
    expect(pivotPointOf(e, 'rear-centre')).toEqual(vec(9, 20));
    expect(pivotPointOf(e, vec(3, 4))).toEqual(vec(3, 4));
  });

  it('pivots about the centre unless told otherwise', () => {
    const turned = pivot(e, Math.PI / 2);
    expect(turned.centre).toEqual(vec(10, 20));
    expect(turned.facing).toBe(Math.PI / 2);
    // About the rear centre (9, 20) a quarter turn left puts the centre 1" north of it.
    const aboutRear = pivot(e, Math.PI / 2, 'rear-centre');
    expect(aboutRear.centre.x).toBeCloseTo(9, 12);
    expect(aboutRear.centre.y).toBeCloseTo(21, 12);
  });

  it('advances and moves the front centre keeping the facing', () => {
    expect(advance(e, 3).centre).toEqual(vec(13, 20));
    const m = moveFrontCentreTo(e, vec(20, 25));
    expect(m.centre).toEqual(vec(19, 25));
    expect(m.facing).toBe(EAST);
  });

  it('leaves a base facing a point on its front centre, or already facing it, unchanged', () => {
    expect(faceTowards(e, vec(11, 20))).toBe(e);
    expect(faceTowards(e, vec(30, 20))).toBe(e);
    expect(faceTowards(e, vec(30, 20), 'front-left')).toBe(e);
    const north = baseAt(vec(36, 10), NORTH, 12, 6);
    expect(faceTowards(north, frontCentre(north))).toBe(north);
  });

  it('refines a turn about a front corner until the front centre looks at the point', () => {
    // About the front-left corner (11, 22), facing (11, 40): the front centre swings as the base turns, so the
    // answer is not the first turn (90°) but the facing whose front centre, 2" from the corner, looks straight at
    // (11, 40). Its front centre F lies on the circle of radius 2 about (11, 22) and the facing is along F → target.
    const f = faceTowards(e, vec(11, 40), 'front-left');
    expect(corners(f)[0].x).toBeCloseTo(11, 12);
    expect(corners(f)[0].y).toBeCloseTo(22, 12);
    const fc = frontCentre(f);
    expect(Math.atan2(40 - fc.y, 11 - fc.x)).toBeCloseTo(f.facing, 9);
    // The front edge is square to the facing φ, so F = (11, 22) + 2 (sin φ, −cos φ); F → (11, 40) is along φ when
    // (−2 sin φ, 18 + 2 cos φ) × (cos φ, sin φ) = −2 − 18 cos φ = 0: cos φ = −1/9, about 96.4° (not the first 90°).
    expect(f.facing).toBeCloseTo(Math.acos(-1 / 9), 9);
  });

  it('counts each kind of step', () => {
    // advance: the distance, backwards too; move: how far the front centre went; pivot and face: the arc of the
    // front corner furthest from the point turned about.
    expect(stepDistance(e, advance(e, -3), { kind: 'advance', distance: -3 })).toBe(3);
    expect(stepDistance(e, moveFrontCentreTo(e, vec(14, 24)), { kind: 'move', to: vec(14, 24) })).toBe(5);
    const quarter = pivot(e, Math.PI / 2, 'front-right');
    expect(stepDistance(e, quarter, { kind: 'pivot', angle: Math.PI / 2, about: 'front-right' })).toBeCloseTo(
      4 * (Math.PI / 2),
      12,
    );
    // About the rear centre (9, 20) the front corners are √(2² + 2²) away.
    const rear = pivot(e, -Math.PI / 2, 'rear-centre');
    expect(stepDistance(e, rear, { kind: 'face', towards: vec(9, 0), about: 'rear-centre' })).toBeCloseTo(
      Math.SQRT2 * 2 * (Math.PI / 2),
      12,
    );
    // A face step without a point turns about the front centre: the corners are 2" away.
    const faced = faceTowards(e, vec(11, 40));
    expect(stepDistance(e, faced, { kind: 'face', towards: vec(11, 40) })).toBeCloseTo(2 * (Math.PI / 2), 12);
  });

  it('sweeps a path of each kind of step', () => {
    const s = sweep(e, [
      { kind: 'advance', distance: 2 },
      { kind: 'move', to: vec(13, 24) },
      { kind: 'pivot', angle: Math.PI / 2, about: 'front-centre' },
      { kind: 'face', towards: vec(30, 24) },
      { kind: 'face', towards: vec(13, 0), about: 'centre' },
    ]);
    expect(s.bases).toHaveLength(6);
    expect(s.stepDistances.slice(0, 2)).toEqual([2, 4]);
    expect(s.stepDistances[2]).toBeCloseTo(Math.PI, 12); // 2" × π/2
    expect(s.stepDistances[3]).toBeCloseTo(Math.PI, 12); // back to EAST about the front centre
    // The last turn is about the centre (12, 24), the front centre 1" ahead of it: F → (13, 0) is along φ when
    // (1 − cos φ, −24 − sin φ) × (cos φ, sin φ) = sin φ + 24 cos φ = 0, tan φ = −24; the front corners, √5 from the
    // centre, travel √5 × atan 24.
    expect(s.final.facing).toBeCloseTo(Math.atan(-24), 9);
    expect(s.stepDistances[4]).toBeCloseTo(Math.sqrt(5) * Math.atan(24), 9);
    expect(s.distance).toBeCloseTo(
      s.stepDistances.reduce((a, b) => a + b, 0),
      12,
    );
  });
});

describe('arcs with a tolerance', () => {
  // e's front line is x = 11, its rear line x = 9; its left is y > 20.
  it('reads the lines within the tolerance given', () => {
    expect(arcOf(e, vec(10.8, 30), 0.5)).toBe('front');
    expect(arcOf(e, vec(10.8, 30))).toBe('left');
    expect(arcOf(e, vec(8.8, 30), 0.5)).toBe('left');
    expect(arcOf(e, vec(8.8, 30))).toBe('rear');
    expect(arcOf(e, vec(10, 20))).toBe('right'); // on the centre line, inside
    expect(arcOf(e, vec(10, 19))).toBe('right');
    expect(arcOf(e, vec(11, 10))).toBe('front'); // on the front line
    expect(arcOf(e, vec(9, 10))).toBe('right'); // on the rear line: flank
    expect(isBehindFrontLine(e, vec(10.8, 30), 0.5)).toBe(false);
    expect(isBehindFrontLine(e, vec(10.8, 30))).toBe(true);
    expect(isBehindFrontLine(e, vec(11, 30))).toBe(false);
  });

  it('reads a shooting arc within the tolerance given', () => {
    // From the front centre (11, 20), (12, 21) is 45° off: in a 45° arc, not in a 44° one unless the tolerance
    // (in radians) covers the degree.
    const deg = Math.PI / 180;
    expect(inFrontArc(e, vec(12, 21), 45 * deg)).toBe(true);
    expect(inFrontArc(e, vec(12, 21), 44 * deg)).toBe(false);
    expect(inFrontArc(e, vec(12, 21), 44 * deg, 1.01 * deg)).toBe(true);
    expect(inFrontArc(e, vec(11.3, 20), 0, 0.5)).toBe(true); // within 0.5" of the front centre
    expect(inFrontArc(e, vec(10.7, 20), 0, 0.5)).toBe(true);
    expect(inFrontArc(e, vec(10.4, 20), 0, 0.5)).toBe(false);
  });

  it('reads each line exactly at the tolerance', () => {
    // 0.5" inside the front line (x = 10.5) with a tolerance of 0.5: on it, so front and not behind it; 0.5" behind
    // the rear line (x = 8.5): on the rear line within the tolerance, so flank.
    expect(arcOf(e, vec(10.5, 30), 0.5)).toBe('front');
    expect(isBehindFrontLine(e, vec(10.5, 30), 0.5)).toBe(false);
    expect(arcOf(e, vec(8.5, 30), 0.5)).toBe('left');
    // 0.5" from the front centre, behind it, with a tolerance of 0.5": at the front centre, in the arc.
    expect(inFrontArc(e, vec(10.5, 20), 0, 0.5)).toBe(true);
    // Straight up from (0, 0) facing along x: atan2(5, 0) is π/2 exactly, in a π/2 arc with no tolerance.
    expect(inFrontArcFrom(vec(0, 0), vec(1, 0), 0, 5, Math.PI / 2, 0)).toBe(true);
    // Facing along (0.6, 0.8), (3, 4) is straight ahead: cross product 0.6·4 − 0.8·3 = 0.
    expect(inFrontArcFrom(vec(0, 0), vec(0.6, 0.8), 3, 4, 0.1, 0)).toBe(true);
    // A 2" square whose front edge lies on e's front line (x = 11), and one whose front lies on its rear line (x = 9).
    expect(isWhollyBehindFrontLine(e, { centre: vec(10, 30), facing: EAST, width: 2, depth: 2 }, 0)).toBe(true);
    expect(isWhollyBehindRearLine(e, { centre: vec(8, 30), facing: EAST, width: 2, depth: 2 }, 0)).toBe(true);
  });

  it('reads whole bases behind the lines within the tolerance given', () => {
    // A 2" square with its front at x = 11.2 sticks 0.2" past e's front line, x 9.2..11.2.
    const across: Base = { centre: vec(10.2, 30), facing: EAST, width: 2, depth: 2 };
    expect(isWhollyBehindFrontLine(e, across)).toBe(false);
    expect(isWhollyBehindFrontLine(e, across, 0.3)).toBe(true);
    // Its front at x = 9.2, 0.2" past the rear line.
    const rear: Base = { ...across, centre: vec(8.2, 30) };
    expect(isWhollyBehindRearLine(e, rear)).toBe(false);
    expect(isWhollyBehindRearLine(e, rear, 0.3)).toBe(true);
    expect(isWhollyBehindRearLine(e, { ...rear, centre: vec(8, 30) })).toBe(true); // exactly on it
  });
});

describe('terrain polygons', () => {
  it('measures from a point to the outline and to the area', () => {
    expect(distanceToBoundary(vec(1, 2), square)).toBe(1); // inside: to the left edge
    expect(distanceToBoundary(vec(7, 8), square)).toBe(5); // outside: to the corner (4, 4)
    expect(distanceToPolygon(vec(1, 2), square)).toBe(0);
    expect(distanceToPolygon(vec(4, 2), square)).toBe(0);
    expect(distanceToPolygon(vec(7, 8), square)).toBe(5);
    expect(distanceToPolygon(vec(6, 2), square)).toBe(2);
    expect(distanceToPolygon(vec(1, 1), { points: [vec(0, 0), vec(4, 0), vec(0, 4)] })).toBe(0); // inside a triangle
    expect(distanceToBoundary(vec(1, 2), { points: [] })).toBe(Infinity);
  });

  it('finds the nearest point of the area', () => {
    expect(closestPointOfPolygon(vec(1, 2), square)).toEqual(vec(1, 2)); // inside: itself
    expect(closestPointOfPolygon(vec(4, 2), square)).toEqual(vec(4, 2)); // on the outline
    expect(closestPointOfPolygon(vec(7, 8), square)).toEqual(vec(4, 4));
    expect(closestPointOfPolygon(vec(6, 1), square)).toEqual(vec(4, 1));
    expect(closestPointOfPolygon(vec(2, -3), square)).toEqual(vec(2, 0));
    expect(closestPointOfPolygon(vec(1, 2), { points: [] })).toEqual(vec(1, 2));
    // A two-point outline is a segment: outside it, its nearest point.
    expect(closestPointOfPolygon(vec(2, 3), { points: [vec(0, 0), vec(4, 0)] })).toEqual(vec(2, 0));
  });

  it('tells a point on the outline from one strictly inside, with the tolerance given', () => {
    expect(pointStrictlyInPolygon(vec(2, 2), square)).toBe(true);
    expect(pointStrictlyInPolygon(vec(4, 2), square)).toBe(false);
    expect(pointStrictlyInPolygon(vec(3.8, 2), square)).toBe(true);
    expect(pointStrictlyInPolygon(vec(3.8, 2), square, 0.5)).toBe(false);
    expect(pointStrictlyInPolygon(vec(2, 2), { points: [vec(0, 0), vec(4, 4)] })).toBe(false);
    expect(pointInPolygon(vec(4.3, 2), square, 0.5)).toBe(true);
    expect(pointInPolygon(vec(4.3, 2), square)).toBe(false);
    expect(pointInPolygon(vec(2, 0), { points: [vec(0, 0), vec(4, 0)] })).toBe(true); // on a two-point outline
    expect(pointInPolygon(vec(2, 1), { points: [vec(0, 0), vec(4, 0)] })).toBe(false);
    expect(pointInPolygon(vec(2, 1), { points: [] })).toBe(false);
  });

  it('lists the inside parts of a line, joining those that meet', () => {
    // Across the square along y = 2 from x −2 to 6: inside from x 0 to 4, fractions 0.25 to 0.75.
    expect(insideIntervals(vec(-2, 2), vec(6, 2), square)).toEqual([[0.25, 0.75]]);
    // Wholly inside: the whole line.
    expect(insideIntervals(vec(1, 1), vec(3, 3), square)).toEqual([[0, 1]]);
    // A point inside is no length, but it is inside: one interval [0, 1] of it.
    expect(insideIntervals(vec(1, 1), vec(1, 1), square)).toEqual([[0, 1]]);
    expect(insideIntervals(vec(5, 5), vec(5, 5), square)).toEqual([]);
    // Through a corner of a U (the inner corner (1, 3) touched by the line y = 3 from x 0 to 4): the line runs inside
    // from 0 to 1, along the U's inner edge from 1 to 3 (outside), and inside again from 3 to 4.
    const u: Polygon = {
      points: [vec(0, 0), vec(4, 0), vec(4, 4), vec(3, 4), vec(3, 3), vec(1, 3), vec(1, 4), vec(0, 4)],
    };
    expect(insideIntervals(vec(-1, 2.5), vec(5, 2.5), u)).toEqual([[1 / 6, 5 / 6]]);
    expect(insideIntervals(vec(-1, 3.5), vec(5, 3.5), u)).toEqual([
      [1 / 6, 2 / 6],
      [4 / 6, 5 / 6],
    ]);
    expect(lengthInsidePolygon(vec(-1, 3.5), vec(5, 3.5), u)).toBeCloseTo(2, 12);
    // With a tolerance of 0.1" the two arms stay apart: the gap between them is 2" of a 6" line (fraction 1/3), far
    // more than the tolerance, so a join measured in fractions of the line (1/3 ÷ 6 ≈ 0.056 ≤ 0.1) would be wrong.
    expect(insideIntervals(vec(-1, 3.5), vec(5, 3.5), u, 0.1)).toEqual([
      [1 / 6, 2 / 6],
      [4 / 6, 5 / 6],
    ]);
    expect(segmentIntersectsPolygon(vec(2, 3.2), vec(2, 5), u)).toBe(false); // in the U's gap
    expect(segmentIntersectsPolygon(vec(2, 2.5), vec(2, 5), u)).toBe(true);
  });

  it('joins the parts of a line that touches a reflex corner from inside', () => {
    // The notch (0, 0), (4, 0), (4, 4), (2, 2), (0, 4): the line y = 2 from x −1 to 5 is inside on both sides of the
    // notch's corner (2, 2) (the arms y = 4 − x and y = x are above it), from x 0 to 4: fractions 1/6 to 5/6.
    const notch: Polygon = { points: [vec(0, 0), vec(4, 0), vec(4, 4), vec(2, 2), vec(0, 4)] };
    expect(insideIntervals(vec(-1, 2), vec(5, 2), notch)).toEqual([[1 / 6, 5 / 6]]);
  });

  it('reads a line shorter than the tolerance as no length, and a point inside as inside', () => {
    expect(insideIntervals(vec(1, 1), vec(1 + 5e-10, 1), square)).toEqual([]);
    // Exactly as long as the tolerance (0.5" with a tolerance of 0.5"), well inside the square: still no length.
    expect(insideIntervals(vec(1, 2), vec(1.5, 2), square, 0.5)).toEqual([]);
    expect(insideIntervals(vec(1, 1), vec(1, 1), square)).toEqual([[0, 1]]);
  });

  it('joins the parts of a line split at a corner it passes inside, and reads a tolerance given', () => {
    // The line x = 2 from y −1 to 5 crosses the diamond's corners (2, 0) and (2, 4): one interval, y 0..4.
    const diamond: Polygon = { points: [vec(2, 0), vec(4, 2), vec(2, 4), vec(0, 2)] };
    expect(insideIntervals(vec(2, -1), vec(2, 5), diamond)).toEqual([[1 / 6, 5 / 6]]);
    // Along an edge within a tolerance of 0.5" (0.3" inside the square's left edge): not inside.
    expect(insideIntervals(vec(0.3, -1), vec(0.3, 5), square, 0.5)).toEqual([]);
    expect(insideIntervals(vec(0.3, -1), vec(0.3, 5), square)).toEqual([[1 / 6, 5 / 6]]);
    expect(lengthInsidePolygon(vec(0.3, -1), vec(0.3, 5), square, 0.5)).toBe(0);
    expect(segmentIntersectsPolygon(vec(0.3, -1), vec(0.3, 5), square, 0.5)).toBe(false);
  });

  it('joins two inside parts across a gap exactly as wide as the tolerance', () => {
    // A 4" square with a slot x 1.75..2.25 cut down from its top to y 1. The 8" line y = 2.5 from x −2 to 6 is inside
    // from x 0 to 1.75 (fractions 2/8 to 3.75/8) and from 2.25 to 4 (4.25/8 to 6/8): the slot between is 0.5" wide,
    // exactly the tolerance given, so it is no gap and the parts join (every fraction here is exact in binary).
    const slotted: Polygon = {
      points: [vec(0, 0), vec(4, 0), vec(4, 4), vec(2.25, 4), vec(2.25, 1), vec(1.75, 1), vec(1.75, 4), vec(0, 4)],
    };
    expect(insideIntervals(vec(-2, 2.5), vec(6, 2.5), slotted, 0.5)).toEqual([[0.25, 0.75]]);
    // A tolerance a little under the slot's width sees the gap.
    expect(insideIntervals(vec(-2, 2.5), vec(6, 2.5), slotted, 0.25)).toEqual([
      [0.25, 0.46875],
      [0.53125, 0.75],
    ]);
  });
});
