import { corners, type Base } from './Base.js';
import { baseGap } from './distances.js';
import { hypot, normalize, type Vec } from './Vec.js';

/**
 * Where a point moving along `u` (a unit vector) from `p` first comes within `gap` of the segment `a`–`b`: the
 * smallest d ≥ `from` at which |p + d·u − segment| = `gap` on the way in, or `Infinity`. The points within `gap` of
 * a segment are a capsule (a rectangle along it and a disc at each end), so the way in is the first of the ray's
 * entries into the two discs and its crossings of the two long sides within the segment's length.
 */
function capsuleEntry(p: Vec, u: Vec, a: Vec, b: Vec, gap: number, from: number): number {
  let best = Infinity;
  for (const c of [a, b]) {
    // |p + d·u − c|² = gap²: d² + 2·d·(u·w) + |w|² − gap² = 0, w = p − c; the smaller root is the way in.
    const wx = p.x - c.x;
    const wy = p.y - c.y;
    const half = u.x * wx + u.y * wy;
    const disc = half * half - (wx * wx + wy * wy - gap * gap);
    if (disc < 0) continue;
    const d = -half - Math.sqrt(disc);
    if (d >= from && d < best) best = d;
  }
  const sx = b.x - a.x;
  const sy = b.y - a.y;
  const len = hypot(sx, sy);
  if (len === 0) return best;
  const tx = sx / len;
  const ty = sy / len;
  // The normal n; the long sides are the lines (q − a)·n = ±gap.
  const nx = -ty;
  const ny = tx;
  const un = u.x * nx + u.y * ny;
  if (Math.abs(un) < 1e-15) return best;
  const pn = (p.x - a.x) * nx + (p.y - a.y) * ny;
  for (const side of [gap, -gap]) {
    const d = (side - pn) / un;
    if (!(d >= from && d < best)) continue;
    const along = (p.x + d * u.x - a.x) * tx + (p.y + d * u.y - a.y) * ty;
    if (along >= 0 && along <= len) best = d;
  }
  return best;
}

/**
 * How far `base` moves straight along `direction` (only its direction is used), from `from` inches on, before it
 * first lies within `gap` inches of `target`: the smallest d ≥ `from` with `baseGap(base moved by d, target) ≤ gap`,
 * or `Infinity` when the move never comes that close. `from` itself when the base is already that close there.
 * Exact, not a search: two bases are nearest at a corner of one and a side of the other, so the move first comes
 * within `gap` where a corner of the moving base enters the capsule of a target side (or, seen from the moving
 * base, a target corner enters the capsule of one of its sides, moving the other way). For "halts 1 inch away"
 * (`gap` 1).
 *
 * @example
 * const charger = baseAt(vec(36, 10), NORTH, 12, 6); // front edge at y = 13
 * const target = baseAt(vec(36, 18), SOUTH, 12, 6); // front edge at y = 15
 * firstWithin(charger, forwardOf(charger), target, 1) // 1: the fronts 1" apart
 */
export function firstWithin(base: Base, direction: Vec, target: Base, gap: number, from = 0): number {
  const u = normalize(direction);
  const moved =
    from === 0 ? base : { ...base, centre: { x: base.centre.x + u.x * from, y: base.centre.y + u.y * from } };
  if (baseGap(moved, target) <= gap) return from;
  const mine = corners(base);
  const theirs = corners(target);
  const back = { x: -u.x, y: -u.y };
  let best = Infinity;
  for (let i = 0; i < 4; i++) {
    const a = mine[i]!;
    const a2 = mine[(i + 1) % 4]!;
    for (let j = 0; j < 4; j++) {
      const b = theirs[j]!;
      const b2 = theirs[(j + 1) % 4]!;
      // A corner of the moving base toward a target side (its end discs are the corner-to-corner cases), and a
      // target corner toward a side of the moving base, which in the moving base's frame comes the other way.
      best = Math.min(best, capsuleEntry(a, u, b, b2, gap, from), capsuleEntry(b, back, a, a2, gap, from));
    }
  }
  return best;
}
