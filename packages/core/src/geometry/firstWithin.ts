import { corners, type Base } from './Base.js';
import { baseGap } from './distances.js';
import { hypot, normalize, type Vec } from './Vec.js';

/**
 * Where a point moving along `u` (a unit vector) from `p` first comes within `gap` of the point `c`: the smaller root
 * d ≥ `from` of |p + d·u − c| = `gap`, or `Infinity`.
 */
function discEntry(p: Vec, u: Vec, c: Vec, gap: number, from: number): number {
  // d² + 2·d·(u·w) + |w|² − gap² = 0, w = p − c; the smaller root is the way in.
  const wx = p.x - c.x;
  const wy = p.y - c.y;
  const half = u.x * wx + u.y * wy;
  const disc = half * half - (wx * wx + wy * wy - gap * gap);
  if (disc < 0) return Infinity;
  const d = -half - Math.sqrt(disc);
  return d >= from ? d : Infinity;
}

/**
 * Where a point moving along `u` from `p` first crosses the outer side of the band within `gap` of the side `a`–`b` of
 * a base (the line `gap` outside it), at a point alongside the side: d ≥ `from`, or `Infinity`. A base's corners go
 * round clockwise ({@link corners}: front-left, front-right, rear-right, rear-left), so the outside is the normal
 * (-ty, tx) of a side's direction (tx, ty); the band's inner line lies inside the base, where a point from outside
 * comes only after the outer line or a disc. With the discs at the ends ({@link discEntry}) this is the way into the
 * capsule of points within `gap` of the side.
 */
function sideEntry(p: Vec, u: Vec, a: Vec, b: Vec, gap: number, from: number): number {
  const len = hypot(b.x - a.x, b.y - a.y);
  const tx = (b.x - a.x) / len;
  const ty = (b.y - a.y) / len;
  // How far outside the side's line p starts, and how fast it comes out (negative: it comes in). Moving along the
  // line (0) never crosses it.
  const outside = (p.x - a.x) * -ty + (p.y - a.y) * tx;
  const out = u.x * -ty + u.y * tx;
  const d = (gap - outside) / out;
  if (!(d >= from)) return Infinity;
  const along = (p.x + d * u.x - a.x) * tx + (p.y + d * u.y - a.y) * ty;
  return along >= 0 && along <= len ? d : Infinity;
}

/**
 * How far `base` moves straight along `direction` (only its direction is used), from `from` inches on, before it
 * first lies within `gap` inches of `target`: the smallest d ≥ `from` with `baseGap(base moved by d, target) ≤ gap`,
 * or `Infinity` when the move never comes that close. `from` itself when the base is already that close there.
 * Exact, not a search: two bases are nearest at a corner of one and a side of the other, so the move first comes
 * within `gap` where a corner of one enters the capsule (a band along the side and a disc at each end) of a side of
 * the other: a moving corner toward a target side, or a target corner toward a side of the moving base, which in the
 * moving base's frame comes the other way; the discs are the corner-to-corner cases, each pair once. For "halts 1
 * inch away" (`gap` 1).
 *
 * @example
 * const charger = baseAt(vec(36, 10), NORTH, 12, 6); // front edge at y = 10
 * const target = baseAt(vec(36, 18), SOUTH, 12, 6); // front edge at y = 18
 * firstWithin(charger, forwardOf(charger), target, 1) // 7: the fronts 1" apart
 */
export function firstWithin(base: Base, direction: Vec, target: Base, gap: number, from = 0): number {
  const u = normalize(direction);
  const there = { ...base, centre: { x: base.centre.x + u.x * from, y: base.centre.y + u.y * from } };
  if (baseGap(there, target) <= gap) return from;
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
      best = Math.min(
        best,
        discEntry(a, u, b, gap, from),
        sideEntry(a, u, b, b2, gap, from),
        sideEntry(b, back, a, a2, gap, from),
      );
    }
  }
  return best;
}
