import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arcOf, isBehindFrontLine } from './arcs.js';
import { centres, frontCentre, type Base } from './Base.js';
import { baseGap } from './distances.js';
import { firstContact } from './firstContact.js';
import { lineOfSight } from './lineOfSight.js';
import { advance, pivot, type PivotPoint } from './movement.js';
import { basesOverlap } from './overlap.js';
import { lengthInsidePolygon } from './Polygon.js';
import { add, angleOf, distance, fromAngle, lerp, normalizeAngle, rotate, scale, type Vec } from './Vec.js';

// Tolerances used below, explicit: positions on a 72" table computed through sin/cos are good to ~1e-13.
const POSITION_TOL = 1e-9;
const RUNS = { numRuns: 300, seed: 20260 };

const coord = (max: number) => fc.double({ min: -max, max, noNaN: true, noDefaultInfinity: true });
const point = fc.record({ x: coord(40), y: coord(40) });
const angle = fc.double({ min: -Math.PI, max: Math.PI, noNaN: true });
const size = fc.double({ min: 0.5, max: 12, noNaN: true });
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
      fc.property(base, angle, fc.double({ min: 0, max: 0.999, noNaN: true }), fc.double({ min: 1e-6, max: 20, noNaN: true }), (b, dir, f, extra) => {
        const u = fromAngle(dir);
        const short = { ...b, centre: add(b.centre, scale(u, f * Math.min(b.width, b.depth))) };
        expect(basesOverlap(b, short)).toBe(true);
        const far = { ...b, centre: add(b.centre, scale(u, Math.hypot(b.width, b.depth) + extra)) };
        expect(basesOverlap(b, far)).toBe(false);
        expect(baseGap(b, far)).toBeGreaterThan(0);
      }),
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
    const blockers = fc.array(
      base.map((b) => ({ base: { ...b, width: b.width / 2, depth: b.depth / 2 } })),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(point, point, blockers, (p, q, bs) => {
        expect(lineOfSight(p, q, bs).clear).toBe(lineOfSight(q, p, bs).clear);
      }),
      { ...RUNS, numRuns: 200 },
    );
  });

  it('firstContact leaves the bases touching but not overlapping, and nothing overlaps before', () => {
    fc.assert(
      fc.property(pair, angle, (ab, dir) => {
        const [a, b] = ab;
        fc.pre(!basesOverlap(a, b));
        const u = fromAngle(dir);
        const max = 30;
        const d = firstContact(a, u, max, [b]);
        const at = (s: number) => ({ ...a, centre: add(a.centre, scale(u, s)) });
        const limit = Number.isFinite(d) ? d : max;
        for (let i = 0; i < 20; i++) expect(basesOverlap(at((limit * i) / 20), b)).toBe(false);
        if (Number.isFinite(d)) {
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(max + POSITION_TOL);
          expect(basesOverlap(at(d), b)).toBe(false);
          expect(baseGap(at(d), b)).toBeLessThan(1e-6);
        }
      }),
      RUNS,
    );
  });

  it('the length of a line inside a polygon adds up over its parts and never exceeds the line', () => {
    const poly = fc.array(point, { minLength: 3, maxLength: 3 }).map((pts) => ({ points: pts as Vec[] }));
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
});
