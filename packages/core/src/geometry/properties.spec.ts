import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arcOf, isBehindFrontLine } from './arcs.js';
import { centres, corners, forwardOf, frontCentre, rightOf, type Base } from './Base.js';
import { baseGap, shapeGap } from './distances.js';
import { firstContact } from './firstContact.js';
import { lineOfSight, passageWidth } from './lineOfSight.js';
import { segmentsIntersect } from './segments.js';
import { advance, pivot, sweep, type PivotPoint } from './movement.js';
import { sweepUntilContact } from './sweepUntilContact.js';
import { basesOverlap, segmentIntersectsBase, shapesOverlap } from './overlap.js';
import { convexPieces, signedArea2 } from './convexPieces.js';
import { lengthInsidePolygon, pointInPolygon } from './Polygon.js';
import {
  add,
  angleOf,
  distance,
  fromAngle,
  lerp,
  normalize,
  normalizeAngle,
  perpRight,
  rotate,
  scale,
  sub,
  vec,
  type Vec,
} from './Vec.js';

// Tolerances used below, explicit: positions on a 72" table computed through sin/cos are good to ~1e-13.
const POSITION_TOL = 1e-9;
const RUNS = { numRuns: 300, seed: 20260 };

// Uniform values (fast-check's doubles crowd near 0) mixed with whole inches and right angles, which
// make exact touching and parallel edges — the borderline cases — common.
const uniform = (min: number, max: number) =>
  fc.noBias(fc.integer({ min: Math.round(min * 1000), max: Math.round(max * 1000) })).map((n) => n / 1000);
const coord = (max: number) =>
  fc.oneof({ arbitrary: uniform(-max, max), weight: 3 }, { arbitrary: fc.integer({ min: -max, max }), weight: 1 });
const point = fc.record({ x: coord(40), y: coord(40) });
const angle = fc.oneof(
  { arbitrary: uniform(-Math.PI, Math.PI), weight: 3 },
  { arbitrary: fc.constantFrom(0, Math.PI / 2, Math.PI, -Math.PI / 2, Math.PI / 4), weight: 1 },
);
const sized = (min: number, max: number) =>
  fc.oneof(
    { arbitrary: uniform(min, max), weight: 3 },
    { arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), weight: 1 },
  );
const size = sized(0.5, 12);
const base: fc.Arbitrary<Base> = fc.record({ centre: point, facing: angle, width: size, depth: size });
/** A second base near `a`, so that overlaps, touches and small gaps all happen. */
const near = (a: Base) =>
  fc.record({
    centre: fc.record({ x: coord(12), y: coord(12) }).map((d) => add(a.centre, d)),
    facing: angle,
    width: size,
    depth: size,
  });
const pair = base.chain((a) => near(a).map((b) => [a, b] as const));
/** Two bases further apart, and a direction from the first roughly towards the second. */
const aimed = fc.record({ centre: point, facing: angle, width: sized(0.5, 6), depth: sized(0.5, 6) }).chain((a) =>
  fc
    .record({
      centre: fc.record({ x: coord(30), y: coord(30) }).map((d) => add(a.centre, d)),
      facing: angle,
      width: size,
      depth: size,
    })
    .chain((b) =>
      fc
        .oneof(uniform(-0.8, 0.8), fc.constant(0))
        .map((noise) => [a, b, angleOf(sub(b.centre, a.centre)) + noise] as const),
    ),
);
/** A sight line with one small unit each side of it, near each other. */
const betweenScene = fc
  .tuple(point, point, uniform(0.1, 0.9), uniform(-0.1, 0.1), sized(0.5, 2), sized(0.5, 2), angle, angle)
  .map(([p, q, t, dt, offU, offV, fu, fv]) => {
    const n = normalize(perpRight(sub(q, p)));
    const unit = (at: number, off: number, facing: number) => ({
      base: { centre: add(lerp(p, q, at), scale(n, off)), facing, width: 1.5, depth: 1 },
    });
    return [p, q, unit(t, offU + 0.6, fu), unit(t + dt, -(offV + 0.6), fv)] as const;
  });
/** A sight line and small blockers scattered close to it, so that crossings, gaps and clear lines all occur. */
const sightScene = fc.tuple(point, point).chain(([p, q]) =>
  fc
    .array(
      fc.record({
        t: uniform(0, 1),
        off: sized(0.8, 4),
        left: fc.boolean(),
        facing: angle,
        width: sized(0.5, 2.5),
        depth: sized(0.5, 1.5),
      }),
      { minLength: 2, maxLength: 6 },
    )
    .map((bs) => {
      const n = normalize(perpRight(sub(q, p)));
      const blockers = bs.map(({ t, off, left, facing, width, depth }, i) => ({
        id: `u${i}`,
        base: { centre: add(lerp(p, q, t), scale(n, left ? off : -off)), facing, width, depth },
      }));
      return [p, q, blockers] as const;
    }),
);
const grown = (b: Base, k: number): Base => ({ ...b, width: b.width + 2 * k, depth: b.depth + 2 * k });
const sameBase = (a: Base, b: Base) => {
  expect(distance(a.centre, b.centre)).toBeLessThan(POSITION_TOL);
  expect(Math.abs(normalizeAngle(a.facing - b.facing))).toBeLessThan(POSITION_TOL);
};

describe('geometry properties', () => {
  it('normalizeAngle lands in (-π, π] and angleOf inverts fromAngle', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (a) => {
        const n = normalizeAngle(a);
        expect(n).toBeGreaterThan(-Math.PI);
        expect(n).toBeLessThanOrEqual(Math.PI);
        expect(Math.abs(normalizeAngle(angleOf(fromAngle(a)) - a))).toBeLessThan(1e-9);
      }),
      RUNS,
    );
  });

  it('rotation preserves distances', () => {
    fc.assert(
      fc.property(point, point, angle, (p, q, t) => {
        expect(distance(rotate(p, t), rotate(q, t))).toBeCloseTo(distance(p, q), 9);
      }),
      RUNS,
    );
  });

  it('overlap is symmetric, and so is the gap', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(basesOverlap(a, b)).toBe(basesOverlap(b, a));
        expect(baseGap(a, b)).toBeCloseTo(baseGap(b, a), 9);
      }),
      RUNS,
    );
  });

  it('a base overlaps itself shifted less than its smaller side, never shifted more than its diagonal', () => {
    fc.assert(
      fc.property(
        base,
        angle,
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.double({ min: 1e-6, max: 20, noNaN: true }),
        (b, dir, f, extra) => {
          const u = fromAngle(dir);
          const short = { ...b, centre: add(b.centre, scale(u, f * Math.min(b.width, b.depth))) };
          expect(basesOverlap(b, short)).toBe(true);
          const far = { ...b, centre: add(b.centre, scale(u, Math.hypot(b.width, b.depth) + extra)) };
          expect(basesOverlap(b, far)).toBe(false);
          expect(baseGap(b, far)).toBeGreaterThan(0);
          // Shifted by exactly its depth (or width) along its own axis: touching, so not overlapping, gap 0.
          for (const touching of [advance(b, b.depth), { ...b, centre: add(b.centre, scale(rightOf(b), b.width)) }]) {
            expect(basesOverlap(b, touching)).toBe(false);
            expect(baseGap(b, touching)).toBe(0);
          }
        },
      ),
      RUNS,
    );
  });

  it('baseGap is 0 exactly when the bases overlap or touch, and otherwise is the true clearance', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const gap = baseGap(a, b);
        expect(gap).toBeGreaterThanOrEqual(0);
        if (basesOverlap(a, b)) expect(gap).toBe(0);
        if (gap === 0) {
          // Overlapping or touching: growing b by a micron makes them overlap.
          expect(basesOverlap(a, grown(b, 1e-6))).toBe(true);
        } else {
          expect(basesOverlap(a, b)).toBe(false);
          // Growing b by k reaches every point within k (and none beyond k√2): 0.7 × gap stays clear,
          // 1.01 × gap overlaps.
          expect(basesOverlap(a, grown(b, 0.7 * gap))).toBe(false);
          expect(basesOverlap(a, grown(b, 1.01 * gap))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('pivoting by a then -a about the same point returns the base', () => {
    const about = fc.constantFrom<PivotPoint>('centre', 'front-left', 'front-right', 'front-centre', 'rear-centre');
    fc.assert(
      fc.property(base, angle, about, (b, a, p) => {
        sameBase(pivot(pivot(b, a, p), -a, p), b);
      }),
      RUNS,
    );
  });

  it('advancing d then -d returns the base, and moves the front centre exactly d', () => {
    fc.assert(
      fc.property(base, coord(20), (b, d) => {
        const moved = advance(b, d);
        expect(distance(frontCentre(moved), frontCentre(b))).toBeCloseTo(Math.abs(d), 9);
        sameBase(advance(moved, -d), b);
      }),
      RUNS,
    );
  });

  it('arcOf says front exactly when the point is not behind the front line', () => {
    fc.assert(
      fc.property(base, point, (b, p) => {
        expect(arcOf(b, p) === 'front').toBe(!isBehindFrontLine(b, p));
        expect(arcOf(b, centres(b).rear)).not.toBe('front');
      }),
      RUNS,
    );
  });

  it('lineOfSight is symmetric in from and to', () => {
    fc.assert(
      fc.property(sightScene, ([p, q, blockers]) => {
        expect(lineOfSight(p, q, blockers).clear).toBe(lineOfSight(q, p, blockers).clear);
      }),
      { ...RUNS, numRuns: 200 },
    );
  });

  it('lineOfSight never reports a gap of 3" or more, nor a crossing of a blocker the line misses', () => {
    fc.assert(
      fc.property(sightScene, ([p, q, blockers]) => {
        const v = lineOfSight(p, q, blockers);
        if (v.reason === 'gap') expect(v.gapWidth).toBeLessThan(3);
        if (v.reason === 'crosses') {
          const b = blockers.find((x) => x.id === v.blockedBy);
          expect(b && segmentIntersectsBase(p, q, b.base)).toBe(true);
        }
        // With the gap rule off only crossings block.
        const noGap = lineOfSight(p, q, blockers, { gap: 0 });
        expect(noGap.clear).toBe(!blockers.some((b) => segmentIntersectsBase(p, q, b.base)));
      }),
      { ...RUNS, numRuns: 200 },
    );
  });

  it('passageWidth is the shortest bridge between two units that the line crosses (brute force)', () => {
    // Sample both outlines finely; every bridge PQ that crosses the sight line bounds the width from
    // above, and the finest such bridge is within the sampling step of it.
    const boundary = (b: Base, n: number): Vec[] => {
      const cs = corners(b);
      return cs.flatMap((c, i) => Array.from({ length: n }, (_, k) => lerp(c, cs[(i + 1) % 4] as Vec, k / n)));
    };
    const step = 0.05;
    const counted = { all: 0, between: 0 };
    fc.assert(
      fc.property(betweenScene, ([p, q, u, v]) => {
        fc.pre(!segmentIntersectsBase(p, q, u.base) && !segmentIntersectsBase(p, q, v.base));
        fc.pre(baseGap(u.base, v.base) < 3);
        const width = passageWidth(p, q, u.base, v.base);
        let brute = Infinity;
        const pu = boundary(u.base, Math.ceil(Math.max(u.base.width, u.base.depth) / step));
        const pv = boundary(v.base, Math.ceil(Math.max(v.base.width, v.base.depth) / step));
        for (const a of pu)
          for (const b of pv) {
            const d = distance(a, b);
            if (d < brute && segmentsIntersect(a, b, p, q, 0)) brute = d;
          }
        if (Number.isFinite(width)) expect(width).toBeLessThanOrEqual(brute + 1e-9);
        if (Number.isFinite(brute)) expect(width).toBeGreaterThanOrEqual(brute - 2 * step);
        counted.all++;
        if (Number.isFinite(brute)) counted.between++;
      }),
      { ...RUNS, numRuns: 60 },
    );
    // The scenes must really test something: most pass between the two units.
    expect(counted.between).toBeGreaterThan(counted.all / 3);
  });

  it('firstContact leaves the bases touching but not overlapping, and nothing overlaps before', () => {
    fc.assert(
      fc.property(aimed, ([a, b, dir]) => {
        fc.pre(!basesOverlap(a, b));
        const u = fromAngle(dir);
        const max = 40;
        const d = firstContact(a, u, max, [b]);
        const at = (s: number) => ({ ...a, centre: add(a.centre, scale(u, s)) });
        const limit = Number.isFinite(d) ? d : max;
        for (let i = 0; i < 20; i++) expect(basesOverlap(at((limit * i) / 20), b)).toBe(false);
        if (Number.isFinite(d)) {
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(max + POSITION_TOL);
          expect(basesOverlap(at(d), b)).toBe(false);
          expect(baseGap(at(d), b)).toBe(0);
          expect(shapeGap(at(d), b)).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it('pivotContact and sweepUntilContact never end overlapping, and stop only when touching', () => {
    const about = fc.constantFrom<PivotPoint>('centre', 'front-left', 'front-right', 'front-centre');
    fc.assert(
      fc.property(pair, uniform(-Math.PI / 2, Math.PI / 2), about, uniform(0, 10), ([a, b], turn, p, forward) => {
        fc.pre(!basesOverlap(a, b));
        const s = sweepUntilContact(
          a,
          [
            { kind: 'pivot', angle: turn, about: p },
            { kind: 'advance', distance: forward },
          ],
          [b],
        );
        expect(basesOverlap(s.final, b)).toBe(false);
        for (const mid of s.bases) expect(basesOverlap(mid, b)).toBe(false);
        if (s.stoppedAt !== undefined) expect(baseGap(s.final, b)).toBeLessThan(1e-6);
        else
          sameBase(
            s.final,
            sweep(a, [
              { kind: 'pivot', angle: turn, about: p },
              { kind: 'advance', distance: forward },
            ]).final,
          );
      }),
      { ...RUNS, numRuns: 150 },
    );
  });

  it('a straight move overlaps no obstacle it did not overlap at the start, and ends on its segment', () => {
    // Obstacles near the mover, so that it often starts overlapping or touching some of them.
    const triangle = (a: Base) =>
      fc
        .array(
          fc.record({ x: coord(8), y: coord(8) }).map((d) => add(a.centre, d)),
          { minLength: 3, maxLength: 3 },
        )
        .map((points) => ({ points }));
    const scene = base.chain((a) =>
      fc.tuple(
        fc.constant(a),
        fc.array(fc.oneof({ arbitrary: near(a), weight: 3 }, { arbitrary: triangle(a), weight: 1 }), {
          minLength: 1,
          maxLength: 4,
        }),
      ),
    );
    const counted = { all: 0, startOverlapping: 0, stopped: 0 };
    fc.assert(
      fc.property(scene, angle, uniform(0, 15), ([a, obstacles], dir, max) => {
        const u = fromAngle(dir);
        const d = firstContact(a, u, max, obstacles);
        const moved = Math.min(d, max);
        const at = (s: number) => ({ ...a, centre: add(a.centre, scale(u, s)) });
        const target = at(max).centre;
        const end = at(moved).centre;
        // The end lies on the segment from the start to the target.
        expect(moved).toBeGreaterThanOrEqual(0);
        expect(distance(a.centre, end) + distance(end, target)).toBeCloseTo(max, 9);
        const before = obstacles.map((o) => shapesOverlap(a, o));
        obstacles.forEach((o, i) => {
          if (before[i] === true) return;
          // Neither the end nor any point on the way overlaps an obstacle the base was clear of.
          for (let k = 0; k <= 20; k++) expect(shapesOverlap(at((moved * k) / 20), o)).toBe(false);
        });
        counted.all++;
        if (before.some(Boolean)) counted.startOverlapping++;
        if (moved < max) counted.stopped++;
      }),
      { ...RUNS, numRuns: 200 },
    );
    expect(counted.startOverlapping).toBeGreaterThan(counted.all / 4);
    expect(counted.stopped).toBeGreaterThan(counted.all / 4);
  });

  it('a base inside an obstacle grown by a margin never reaches the base inside it', () => {
    // E.g. a unit inside an enemy's 1" margin: backing out never gets deeper, so never onto the enemy.
    const scene = fc
      .tuple(
        base,
        uniform(0.1, 2),
        sized(0.3, 6),
        sized(0.3, 6),
        fc.integer({ min: 0, max: 3 }),
        uniform(-1, 1),
        uniform(-1, 1),
      )
      .map(([enemy, margin, width, depth, quarter, fx, fy]) => {
        const outer = grown(enemy, margin);
        // A mover square to the enemy, its centre somewhere in or near the margin.
        const reach = (side: number, own: number) => side / 2 + own / 2;
        const offset = add(
          scale(forwardOf(enemy), fy * reach(outer.depth, depth)),
          scale(rightOf(enemy), fx * reach(outer.width, width)),
        );
        const mover: Base = {
          centre: add(enemy.centre, offset),
          facing: enemy.facing + (quarter * Math.PI) / 2,
          width,
          depth,
        };
        return [enemy, outer, mover] as const;
      });
    let inMargin = 0;
    fc.assert(
      fc.property(scene, angle, uniform(0, 12), ([enemy, outer, mover], dir, max) => {
        fc.pre(!basesOverlap(mover, enemy));
        const u = fromAngle(dir);
        const moved = Math.min(max, firstContact(mover, u, max, [outer]));
        for (let k = 0; k <= 20; k++) {
          const at = { ...mover, centre: add(mover.centre, scale(u, (moved * k) / 20)) };
          expect(basesOverlap(at, enemy)).toBe(false);
        }
        if (basesOverlap(mover, outer)) inMargin++;
      }),
      { ...RUNS, numRuns: 300 },
    );
    expect(inMargin).toBeGreaterThan(100);
  });

  it('a move step of sweepUntilContact ends on the segment to its target, overlapping nothing new', () => {
    const scene = base.chain((a) => fc.tuple(fc.constant(a), fc.array(near(a), { minLength: 1, maxLength: 3 }), point));
    fc.assert(
      fc.property(scene, ([a, obstacles, to]) => {
        const start = frontCentre(a);
        const s = sweepUntilContact(a, [{ kind: 'move', to }], obstacles);
        const end = frontCentre(s.final);
        expect(distance(start, end) + distance(end, to)).toBeCloseTo(distance(start, to), 9);
        expect(Math.abs(normalizeAngle(s.final.facing - a.facing))).toBeLessThan(POSITION_TOL);
        obstacles.forEach((o) => {
          if (!basesOverlap(a, o)) expect(basesOverlap(s.final, o)).toBe(false);
        });
        if (s.stoppedAt === undefined) expect(distance(end, to)).toBeLessThan(POSITION_TOL);
      }),
      { ...RUNS, numRuns: 200 },
    );
  });

  it('the length of a line inside a polygon adds up over its parts and never exceeds the line', () => {
    const poly = fc.array(point, { minLength: 3, maxLength: 3 }).map((pts) => ({ points: pts }));
    fc.assert(
      fc.property(point, point, poly, fc.double({ min: 0.01, max: 0.99, noNaN: true }), (p, q, pg, t) => {
        const m = lerp(p, q, t);
        const whole = lengthInsidePolygon(p, q, pg);
        expect(whole).toBeLessThanOrEqual(distance(p, q) + POSITION_TOL);
        expect(lengthInsidePolygon(p, m, pg) + lengthInsidePolygon(m, q, pg)).toBeCloseTo(whole, 6);
      }),
      RUNS,
    );
  });

  it('convexPieces cuts a concave polygon into convex pieces that exactly cover it', () => {
    // Star-shaped polygons: one vertex per equal sector round a centre, so no angular gap exceeds π and
    // the polygon is simple; random radii make it concave.
    const star = fc
      .array(fc.record({ j: uniform(0, 0.9), r: sized(1, 10) }), { minLength: 4, maxLength: 10 })
      .map((vs) => ({
        points: vs.map(({ j, r }, k) => add(vec(5, 5), scale(fromAngle(((k + j) * 2 * Math.PI) / vs.length), r))),
      }));
    fc.assert(
      fc.property(star, (pg) => {
        fc.pre(Math.abs(signedArea2(pg.points)) > 1e-3);
        const pieces = convexPieces(pg);
        const area = pieces.reduce((sum, piece) => sum + Math.abs(signedArea2(piece)), 0);
        expect(area).toBeCloseTo(Math.abs(signedArea2(pg.points)), 6);
        for (const piece of pieces) {
          const c = scale(
            piece.reduce((acc, q) => add(acc, q), vec(0, 0)),
            1 / piece.length,
          );
          expect(pointInPolygon(c, pg, 1e-6)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
