import { hypot, length, lerp, sub, type Vec } from './Vec.js';

/** A straight segment between two points. */
export interface Segment {
  readonly a: Vec;
  readonly b: Vec;
}

// These work on coordinates, not on intermediate Vec objects: geometry runs millions of times a battle,
// and each `sub`/`lerp` would allocate. The arithmetic is the same, operation for operation, as the
// Vec-helper form (`dot(sub(p, a), ab) / dot(ab, ab)`, `lerp(a, b, t)`, `length(sub(p, c))`), so the
// results are identical to the last bit.

/** The fraction t in [0, 1] of the point of segment `a`–`b` nearest to `p`. */
export function closestParameterOnSegment(p: Vec, a: Vec, b: Vec): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const l2 = abx * abx + aby * aby;
  if (l2 === 0) return 0;
  return Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / l2));
}

/** The point of segment `a`–`b` nearest to `p`. */
export function closestPointOnSegment(p: Vec, a: Vec, b: Vec): Vec {
  const t = closestParameterOnSegment(p, a, b);
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** The shortest distance from point `p` to segment `a`–`b`. */
export function pointSegmentDistance(p: Vec, a: Vec, b: Vec): number {
  const t = closestParameterOnSegment(p, a, b);
  return hypot(p.x - (a.x + (b.x - a.x) * t), p.y - (a.y + (b.y - a.y) * t));
}

/**
 * Where segments `a`–`b` and `c`–`d` meet, as fractions along `a`–`b`: none, one (crossing or touching)
 * or two (the ends of a collinear overlap). `tolerance` is in inches.
 */
export function segmentIntersectionParameters(a: Vec, b: Vec, c: Vec, d: Vec, tolerance = 1e-9): number[] {
  const out: number[] = [];
  pushIntersectionParameters(a, b, c, d, tolerance, out);
  return out;
}

/**
 * {@link segmentIntersectionParameters} appended to `out` (when given) rather than returned in a new
 * list; returns how many there are. For the loops that gather them edge by edge, or only ask whether
 * there are any: these run millions of times a battle.
 */
export function pushIntersectionParameters(
  a: Vec,
  b: Vec,
  c: Vec,
  d: Vec,
  tolerance: number,
  out: number[] | null,
): number {
  // r = b − a, s = d − c, q = c − a.
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const rl = hypot(rx, ry);
  const sl = hypot(sx, sy);
  const denom = rx * sy - ry * sx;
  const qx = c.x - a.x;
  const qy = c.y - a.y;
  // A point segment (rl or sl 0) has denom 0, which is not above 0: it goes on to the degenerate cases below.
  if (Math.abs(denom) > 1e-12 * rl * sl) {
    const t = (qx * sy - qy * sx) / denom;
    const u = (qx * ry - qy * rx) / denom;
    const tt = tolerance / rl;
    const tu = tolerance / sl;
    // Stryker disable next-line EqualityOperator: equivalent — a crossing exactly the tolerance past an end is a tie to the last bit; either reading is a choice
    if (t >= -tt && t <= 1 + tt && u >= -tu && u <= 1 + tu) {
      out?.push(Math.max(0, Math.min(1, t)));
      return 1;
    }
    return 0;
  }
  // Parallel or degenerate: they meet only if collinear within tolerance.
  if (rl === 0) {
    if (!(pointSegmentDistance(a, c, d) <= tolerance)) return 0;
    out?.push(0);
    return 1;
  }
  if (sl === 0) {
    if (!(pointSegmentDistance(c, a, b) <= tolerance)) return 0;
    out?.push(closestParameterOnSegment(c, a, b));
    return 1;
  }
  if (Math.abs(qx * ry - qy * rx) / rl > tolerance) return 0;
  const t0 = (qx * rx + qy * ry) / (rl * rl);
  const t1 = ((d.x - a.x) * rx + (d.y - a.y) * ry) / (rl * rl);
  const lo = Math.max(0, Math.min(t0, t1));
  const hi = Math.min(1, Math.max(t0, t1));
  // Stryker disable next-line EqualityOperator: equivalent — a gap exactly the tolerance is a tie to the last bit; either reading is a choice
  if (lo > hi + tolerance / rl) return 0;
  if (lo >= hi) {
    out?.push(Math.max(0, Math.min(1, lo)));
    return 1;
  }
  out?.push(lo, hi);
  return 2;
}

/** Whether segments `a`–`b` and `c`–`d` share at least one point (within `tolerance`). */
export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec, tolerance = 1e-9): boolean {
  return pushIntersectionParameters(a, b, c, d, tolerance, null) > 0;
}

/** The shortest distance between segments `a`–`b` and `c`–`d` (0 when they meet). */
export function segmentDistance(a: Vec, b: Vec, c: Vec, d: Vec): number {
  if (segmentsIntersect(a, b, c, d, 0)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}

/**
 * Where segment `a`–`b` meets an open polyline (a hedge, a wall, a river bank, given as its points in
 * order), as points ordered from `a`; touching counts. Empty when the line does not reach it.
 *
 * @example
 * polylineCrossings(vec(0, 0), vec(0, 10), [vec(-5, 4), vec(5, 6)]) // [(0, 5)]
 */
export function polylineCrossings(a: Vec, b: Vec, points: readonly Vec[], tolerance = 1e-9): Vec[] {
  const ts: number[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    pushIntersectionParameters(a, b, points[i] as Vec, points[i + 1] as Vec, tolerance, ts);
  }
  ts.sort((p, q) => p - q);
  const len = length(sub(b, a));
  const out: number[] = [];
  for (const t of ts) {
    const last = out[out.length - 1];
    // Stryker disable next-line EqualityOperator: equivalent — two crossings exactly the tolerance apart are a tie to the last bit; either reading is a choice
    if (last === undefined || (t - last) * len > tolerance) out.push(t);
  }
  return out.map((t) => lerp(a, b, t));
}
