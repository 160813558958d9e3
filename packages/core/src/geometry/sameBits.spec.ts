import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centres, cornerCoordinates, corners, fromLocal, toLocal, type Base } from './Base.js';
import { baseInside } from './Table.js';
import { shapeGap } from './distances.js';
import { contactAlong, contactDistance } from './firstContact.js';
import { convexPieces } from './convexPieces.js';
import { basesOverlap, convexOverlap, edgeNormals, project, segmentIntersectsBase, shapesOverlap } from './overlap.js';
import { closestPointOfPolygon, distanceToBoundary, insideIntervals, pointInPolygon, type Polygon } from './Polygon.js';
import {
  closestParameterOnSegment,
  closestPointOnSegment,
  pointSegmentDistance,
  segmentIntersectionParameters,
} from './segments.js';
import { add, cross, dot, fromAngle, hypot, length, lerp, normalize, perpRight, scale, sub, type Vec } from './Vec.js';

// The hot geometry works on coordinates, not on intermediate Vec objects, to spare the garbage. Battles
// must not change by a bit for it: dice results hinge on distances ("within 12 inches"). These are the
// Vec-helper forms the functions had before (the reference), and each rewrite must give exactly the
// same numbers on random and borderline input.

const RUNS = { numRuns: 2000, seed: 29112026 };
const same = (a: unknown, b: unknown) => {
  expect(JSON.stringify(a, (_, v: unknown) => (Object.is(v, -0) ? '-0' : v))).toBe(
    JSON.stringify(b, (_, v: unknown) => (Object.is(v, -0) ? '-0' : v)),
  );
};

const coord = fc.oneof(
  fc.double({ min: -80, max: 80, noNaN: true }),
  fc.integer({ min: -72, max: 72 }),
  fc.integer({ min: -288, max: 288 }).map((n) => n / 4),
);
const point = fc.record({ x: coord, y: coord });
const angle = fc.oneof(
  fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
  fc.constantFrom(0, Math.PI / 2, Math.PI, -Math.PI / 2, Math.PI / 4, -0),
);
const size = fc.oneof(fc.double({ min: 0.5, max: 12, noNaN: true }), fc.integer({ min: 1, max: 12 }));
const base: fc.Arbitrary<Base> = fc.record({ centre: point, facing: angle, width: size, depth: size });
const polygon: fc.Arbitrary<Polygon> = fc.array(point, { minLength: 3, maxLength: 7 }).map((points) => ({ points }));

// The reference forms.
const refHypot = (x: number, y: number) => Math.hypot(x, y);
const refLength = (v: Vec) => refHypot(v.x, v.y);
const refFromLocal = (b: Base, f: number, r: number) =>
  add(b.centre, add(scale(fromAngle(b.facing), f), scale(perpRight(fromAngle(b.facing)), r)));
const refCorners = (b: Base) => {
  const hw = b.width / 2;
  const hd = b.depth / 2;
  return [refFromLocal(b, hd, -hw), refFromLocal(b, hd, hw), refFromLocal(b, -hd, hw), refFromLocal(b, -hd, -hw)];
};
const refParam = (p: Vec, a: Vec, b: Vec) => {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  return l2 === 0 ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), ab) / l2));
};
const refPointSegment = (p: Vec, a: Vec, b: Vec) => refLength(sub(p, lerp(a, b, refParam(p, a, b))));
const refIntersections = (a: Vec, b: Vec, c: Vec, d: Vec, tolerance = 1e-9): number[] => {
  const r = sub(b, a);
  const s = sub(d, c);
  const rl = refLength(r);
  const sl = refLength(s);
  const denom = cross(r, s);
  const qp = sub(c, a);
  if (rl > 0 && sl > 0 && Math.abs(denom) > 1e-12 * rl * sl) {
    const t = cross(qp, s) / denom;
    const u = cross(qp, r) / denom;
    const tt = tolerance / rl;
    const tu = tolerance / sl;
    return t >= -tt && t <= 1 + tt && u >= -tu && u <= 1 + tu ? [Math.max(0, Math.min(1, t))] : [];
  }
  if (rl === 0) return refPointSegment(a, c, d) <= tolerance ? [0] : [];
  if (sl === 0) return refPointSegment(c, a, b) <= tolerance ? [refParam(c, a, b)] : [];
  if (Math.abs(cross(qp, r)) / rl > tolerance) return [];
  const t0 = dot(qp, r) / (rl * rl);
  const t1 = dot(sub(d, a), r) / (rl * rl);
  const lo = Math.max(0, Math.min(t0, t1));
  const hi = Math.min(1, Math.max(t0, t1));
  if (lo > hi + tolerance / rl) return [];
  return lo >= hi ? [Math.max(0, Math.min(1, lo))] : [lo, hi];
};
const refProject = (points: readonly Vec[], axis: Vec): [number, number] => {
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    const v = dot(p, axis);
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
};
const refSeparated = (a: [number, number], b: [number, number], tolerance: number) =>
  a[1] <= b[0] + tolerance || a[0] >= b[1] - tolerance;
const refNormals = (points: readonly Vec[]) =>
  points.flatMap((p, i) => {
    const e = sub(points[(i + 1) % points.length]!, p);
    const l = refLength(e);
    return l > 0 ? [{ x: e.y / l, y: -e.x / l }] : [];
  });

const refConvexContact = (moving: readonly Vec[], u: Vec, piece: readonly Vec[], tolerance: number): number => {
  const axes = [...refNormals(moving), ...refNormals(piece)];
  if (convexOverlap(moving, piece, tolerance)) {
    const pushes = axes.flatMap((axis) => {
      const [a0, a1] = refProject(moving, axis);
      const [b0, b1] = refProject(piece, axis);
      const v = dot(u, axis);
      return [
        { depth: b1 - a0, slope: -v },
        { depth: a1 - b0, slope: v },
      ];
    });
    const depth = Math.min(...pushes.map((p) => p.depth));
    return Math.min(...pushes.filter((p) => p.depth <= depth + tolerance).map((p) => p.slope)) > 1e-12 ? 0 : Infinity;
  }
  let enter = -Infinity;
  let exit = Infinity;
  for (const axis of axes) {
    const [a0, a1] = refProject(moving, axis);
    const [b0, b1] = refProject(piece, axis);
    const v = dot(u, axis);
    if (Math.abs(v) < 1e-12) {
      if (a1 <= b0 + tolerance || a0 >= b1 - tolerance) return Infinity;
      continue;
    }
    enter = Math.max(enter, Math.min((b1 - a0) / v, (b0 - a1) / v));
    exit = Math.min(exit, Math.max((b1 - a0) / v, (b0 - a1) / v));
  }
  return exit <= tolerance || enter >= exit - tolerance ? Infinity : Math.max(0, enter);
};
const refContactDistance = (b: Base, direction: Vec, obstacle: Base | Polygon, tolerance: number) => {
  const u = normalize(direction);
  if (length(u) === 0) return shapesOverlap(b, obstacle, tolerance) ? 0 : Infinity;
  return Math.min(...convexPieces(obstacle).map((piece) => refConvexContact(refCorners(b), u, piece, tolerance)));
};

describe('the allocation-free geometry gives the same bits as the Vec-helper forms', () => {
  it('hypot(x, y) is Math.hypot(x, y) exactly, specials included', () => {
    const specials = [
      0,
      -0,
      1,
      -1,
      3,
      4,
      5e-324,
      1e-300,
      1e300,
      Number.MAX_VALUE,
      Infinity,
      -Infinity,
      NaN,
      0.1,
      1 / 3,
      2 ** 53,
    ];
    for (const x of specials)
      for (const y of specials) expect(Object.is(hypot(x, y), Math.hypot(x, y)), `hypot(${x}, ${y})`).toBe(true);
    fc.assert(
      fc.property(fc.oneof(fc.double(), coord), fc.oneof(fc.double(), coord), (x, y) =>
        Object.is(hypot(x, y), Math.hypot(x, y)),
      ),
      { numRuns: 20000, seed: 29112026 },
    );
  });

  it('corners, centres, fromLocal and toLocal', () => {
    fc.assert(
      fc.property(base, point, coord, coord, (b, p, f, r) => {
        same(corners(b), refCorners(b));
        same(
          [...cornerCoordinates(b, new Float64Array(8))],
          refCorners(b).flatMap((p) => [p.x, p.y]),
        );
        for (const table of [
          { width: 72, height: 48 },
          { width: 20, height: 20 },
        ]) {
          for (const tol of [0, 1e-6]) {
            const inside = refCorners(b).every(
              (c) => c.x >= -tol && c.x <= table.width + tol && c.y >= -tol && c.y <= table.height + tol,
            );
            expect(baseInside(b, table, tol)).toBe(inside);
          }
        }
        const hw = b.width / 2;
        const hd = b.depth / 2;
        same(centres(b), {
          front: refFromLocal(b, hd, 0),
          rear: refFromLocal(b, -hd, 0),
          left: refFromLocal(b, 0, -hw),
          right: refFromLocal(b, 0, hw),
        });
        same(fromLocal(b, f, r), refFromLocal(b, f, r));
        const d = sub(p, b.centre);
        same(toLocal(b, p), { forward: dot(d, fromAngle(b.facing)), right: dot(d, perpRight(fromAngle(b.facing))) });
      }),
      RUNS,
    );
  });

  it('segments: nearest point, distance and intersections (degenerate and collinear ones included)', () => {
    // Collinear and zero-length segments come from snapping points to a coarse grid.
    const snapped = fc.oneof(
      point,
      fc.record({ x: fc.integer({ min: -3, max: 3 }), y: fc.integer({ min: -3, max: 3 }) }),
    );
    fc.assert(
      fc.property(snapped, snapped, snapped, snapped, fc.constantFrom(0, 1e-9, 0.01), (a, b, c, d, tol) => {
        same(closestParameterOnSegment(c, a, b), refParam(c, a, b));
        same(closestPointOnSegment(c, a, b), lerp(a, b, refParam(c, a, b)));
        same(pointSegmentDistance(c, a, b), refPointSegment(c, a, b));
        same(segmentIntersectionParameters(a, b, c, d, tol), refIntersections(a, b, c, d, tol));
      }),
      RUNS,
    );
  });

  it('polygons: boundary distance, nearest point, inside intervals', () => {
    fc.assert(
      fc.property(polygon, point, point, (poly, p, q) => {
        const pts = poly.points;
        const edges = pts.map((a, i) => [a, pts[(i + 1) % pts.length]!] as const);
        same(
          distanceToBoundary(p, poly),
          edges.reduce((best, [a, b]) => Math.min(best, refPointSegment(p, a, b)), Infinity),
        );
        if (!pointInPolygon(p, poly, 0)) {
          let best = p;
          let bestD = Infinity;
          for (const [a, b] of edges) {
            const c = lerp(a, b, refParam(p, a, b));
            const d = refLength(sub(p, c));
            if (d < bestD) [best, bestD] = [c, d];
          }
          same(closestPointOfPolygon(p, poly), best);
        }
        // insideIntervals' parameters are those of its edges' intersections, now gathered without spreads.
        const ts = [0, 1, ...edges.flatMap(([c, d]) => refIntersections(p, q, c, d, 1e-9))].sort((x, y) => x - y);
        for (const [t0, t1] of insideIntervals(p, q, poly)) expect(ts.includes(t0) && ts.includes(t1)).toBe(true);
      }),
      RUNS,
    );
  });

  it('overlap tests and gaps between bases', () => {
    fc.assert(
      fc.property(base, base, point, point, fc.constantFrom(0, 1e-9, 0.5), (a, b, p, q, tol) => {
        const ca = refCorners(a);
        const cb = refCorners(b);
        const axes = [
          fromAngle(a.facing),
          perpRight(fromAngle(a.facing)),
          fromAngle(b.facing),
          perpRight(fromAngle(b.facing)),
        ];
        expect(basesOverlap(a, b, tol)).toBe(
          !axes.some((axis) => refSeparated(refProject(ca, axis), refProject(cb, axis), tol)),
        );
        same(edgeNormals(ca), refNormals(ca));
        for (const axis of axes) same(project(cb, axis), refProject(cb, axis));
        const normals = [...refNormals(ca), ...refNormals(cb)];
        expect(convexOverlap(ca, cb, tol)).toBe(
          !normals.some((axis) => refSeparated(refProject(ca, axis), refProject(cb, axis), tol)),
        );
        const raw = [
          fromAngle(b.facing),
          perpRight(fromAngle(b.facing)),
          ...(refLength(sub(q, p)) > 0 ? [perpRight(sub(q, p))] : []),
        ];
        const unit = raw.map((v) => ({ x: v.x / refLength(v), y: v.y / refLength(v) }));
        expect(segmentIntersectsBase(p, q, b, tol)).toBe(
          !unit.some((axis) => refSeparated(refProject([p, q], axis), refProject(cb, axis), tol)),
        );
        // shapeGap: every edge pair, as before, unless one outline's first corner is inside the other.
        if (!pointInPolygon(ca[0]!, { points: cb }, 0) && !pointInPolygon(cb[0]!, { points: ca }, 0)) {
          const gap = shapeGap(a, b, tol);
          expect(gap === 0 || gap > tol).toBe(true);
          for (let i = 0; i < 4; i++)
            for (let j = 0; j < 4; j++)
              expect(gap).toBeLessThanOrEqual(refPointSegment(ca[i]!, cb[j]!, cb[(j + 1) % 4]!));
        }
      }),
      RUNS,
    );
  });

  it('contact distances of a moving base (overlapping starts included)', () => {
    const direction = fc.oneof(point, fc.constantFrom({ x: 0, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 }));
    fc.assert(
      fc.property(base, base, polygon, direction, fc.constantFrom(1e-9, 0.25), (a, b, poly, d, tol) => {
        same(contactDistance(a, d, b, tol), refContactDistance(a, d, b, tol));
        same(contactDistance(a, d, poly, tol), refContactDistance(a, d, poly, tol));
        const ds = [b, poly].map((o) => refContactDistance(a, d, o, tol));
        const hit = contactAlong(a, d, 30, [b, poly], tol);
        let want: { distance: number; index: number } | undefined;
        ds.forEach((x, index) => {
          if (x <= 30 + tol && (want === undefined || x < want.distance)) want = { distance: x, index };
        });
        same(hit, want);
      }),
      RUNS,
    );
  });
});
