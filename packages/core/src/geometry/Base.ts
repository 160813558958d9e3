import { fromAngle, perpRight, scale, sub, type Vec } from './Vec.js';

/**
 * A unit's base: an oriented rectangle on the table, in inches.
 *
 * - `centre`: the geometric centre of the rectangle.
 * - `facing`: the direction the front edge faces, in radians counter-clockwise from +x
 *   (so `Math.PI / 2` faces away from side A's edge, "north"; `-Math.PI / 2` faces side A).
 * - `width`: the length of the front (and rear) edge; `depth`: the length of the flank edges.
 */
export interface Base {
  readonly centre: Vec;
  readonly facing: number;
  readonly width: number;
  readonly depth: number;
}

/** The names of the four side centres of a base (the Tercios "Centres"). */
export type CentreName = 'front' | 'rear' | 'left' | 'right';

/** The centres of the four sides of a base; `left` and `right` are as seen by the unit itself. */
export interface Centres {
  readonly front: Vec;
  readonly rear: Vec;
  readonly left: Vec;
  readonly right: Vec;
}

/** The four corners, in the order front-left, front-right, rear-right, rear-left (clockwise). */
export type Corners = readonly [frontLeft: Vec, frontRight: Vec, rearRight: Vec, rearLeft: Vec];

/** Facing away from side A's table edge (+y). */
export const NORTH = Math.PI / 2;
/** Facing towards side A's table edge (-y). */
export const SOUTH = -Math.PI / 2;
/** Facing right along side A's edge (+x). */
export const EAST = 0;
/** Facing left along side A's edge (-x). */
export const WEST = Math.PI;

/** The unit vector the base faces (from its centre through its front centre). */
export function forwardOf(base: Base): Vec {
  return fromAngle(base.facing);
}

/** The unit vector to the base's own right (from its centre through its right centre). */
export function rightOf(base: Base): Vec {
  return perpRight(fromAngle(base.facing));
}

/**
 * Coordinates of `point` in the base's own frame: `forward` inches ahead of the centre along the
 * facing, `right` inches to the unit's right. The front edge is at `forward = depth / 2`.
 */
export function toLocal(base: Base, point: Vec): { forward: number; right: number } {
  const c = Math.cos(base.facing);
  const s = Math.sin(base.facing);
  const dx = point.x - base.centre.x;
  const dy = point.y - base.centre.y;
  // forward · d and right · d, with forward = (c, s) and right = (s, -c).
  return { forward: dx * c + dy * s, right: dx * s + dy * -c };
}

/** The table point at `forward` inches ahead of the base's centre and `right` inches to its right. */
export function fromLocal(base: Base, forward: number, right: number): Vec {
  return atLocal(base.centre, Math.cos(base.facing), Math.sin(base.facing), forward, right);
}

/**
 * `centre + forward·(c, s) + right·(s, −c)`: {@link fromLocal} with the facing's cosine and sine worked
 * out once for several points. The sums are in the order `add(centre, add(scale(…), scale(…)))` would
 * do them, so the points are exactly the same.
 */
function atLocal(centre: Vec, c: number, s: number, forward: number, right: number): Vec {
  return { x: localX(centre.x, c, s, forward, right), y: localY(centre.y, c, s, forward, right) };
}

/** The x of {@link atLocal}: `x + (c·forward + s·right)`. */
function localX(x: number, c: number, s: number, forward: number, right: number): number {
  return x + (c * forward + s * right);
}

/** The y of {@link atLocal}: `y + (s·forward − c·right)`, as `add(…, scale(perpRight(…), right))` sums it. */
function localY(y: number, c: number, s: number, forward: number, right: number): number {
  return y + (s * forward + -c * right);
}

/**
 * The corners of a base: front-left, front-right, rear-right, rear-left (clockwise on the table).
 *
 * @example
 * corners({ centre: vec(0, 0), facing: NORTH, width: 12, depth: 6 })
 * // ≈ [(-6, 3), (6, 3), (6, -3), (-6, -3)]
 */
export function corners(base: Base): Corners {
  const hw = base.width / 2;
  const hd = base.depth / 2;
  const c = Math.cos(base.facing);
  const s = Math.sin(base.facing);
  const o = base.centre;
  return [atLocal(o, c, s, hd, -hw), atLocal(o, c, s, hd, hw), atLocal(o, c, s, -hd, hw), atLocal(o, c, s, -hd, -hw)];
}

/**
 * The corners of `base` as coordinates x, y of front-left, front-right, rear-right, rear-left (the
 * order of {@link corners}), written into `out`: the same numbers as `corners(base)` without building
 * five objects. For the overlap and on-table tests, which run millions of times a battle.
 */
export function cornerCoordinates(base: Base, out: Float64Array): Float64Array {
  const hw = base.width / 2;
  const hd = base.depth / 2;
  const c = Math.cos(base.facing);
  const s = Math.sin(base.facing);
  const ox = base.centre.x;
  const oy = base.centre.y;
  // The points of atLocal for (hd, −hw), (hd, hw), (−hd, hw), (−hd, −hw), as corners lists them.
  out[0] = localX(ox, c, s, hd, -hw);
  out[1] = localY(oy, c, s, hd, -hw);
  out[2] = localX(ox, c, s, hd, hw);
  out[3] = localY(oy, c, s, hd, hw);
  out[4] = localX(ox, c, s, -hd, hw);
  out[5] = localY(oy, c, s, -hd, hw);
  out[6] = localX(ox, c, s, -hd, -hw);
  out[7] = localY(oy, c, s, -hd, -hw);
  return out;
}

/**
 * The centres of the four sides of a base — the reference points Tercios measures from.
 *
 * @example
 * centres({ centre: vec(0, 0), facing: NORTH, width: 12, depth: 6 })
 * // ≈ { front: (0, 3), rear: (0, -3), left: (-6, 0), right: (6, 0) }
 */
export function centres(base: Base): Centres {
  const hw = base.width / 2;
  const hd = base.depth / 2;
  const c = Math.cos(base.facing);
  const s = Math.sin(base.facing);
  const o = base.centre;
  return {
    front: atLocal(o, c, s, hd, 0),
    rear: atLocal(o, c, s, -hd, 0),
    left: atLocal(o, c, s, 0, -hw),
    right: atLocal(o, c, s, 0, hw),
  };
}

/** The centre of the front edge. */
export function frontCentre(base: Base): Vec {
  return fromLocal(base, base.depth / 2, 0);
}

/** The centre of the rear edge. */
export function rearCentre(base: Base): Vec {
  return fromLocal(base, -base.depth / 2, 0);
}

/**
 * Builds a base from where its front centre stands — how players usually place and measure units.
 *
 * @example
 * baseAt(vec(36, 10), NORTH, 12, 6) // centre (36, 7), front edge along y = 10
 */
export function baseAt(front: Vec, facing: number, width: number, depth: number): Base {
  return { centre: sub(front, scale(fromAngle(facing), depth / 2)), facing, width, depth };
}
