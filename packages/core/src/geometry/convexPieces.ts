import { corners, type Base } from './Base.js';
import type { Polygon } from './Polygon.js';
import { cross, sub, type Vec } from './Vec.js';

/** Twice the signed area of a polygon: positive when its points run counter-clockwise. */
export function signedArea2(points: readonly Vec[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Vec;
    const b = points[(i + 1) % points.length] as Vec;
    s += a.x * b.y - b.x * a.y;
  }
  return s;
}

function isConvex(points: readonly Vec[]): boolean {
  let sign = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Vec;
    const b = points[(i + 1) % points.length] as Vec;
    const c = points[(i + 2) % points.length] as Vec;
    const z = cross(sub(b, a), sub(c, b));
    if (z === 0) continue;
    if (sign === 0) sign = Math.sign(z);
    else if (Math.sign(z) !== sign) return false;
  }
  return true;
}

/** Inside or on the outline of counter-clockwise triangle abc, and not one of its corners. */
function inTriangle(p: Vec, a: Vec, b: Vec, c: Vec): boolean {
  const same = (q: Vec) => q.x === p.x && q.y === p.y;
  if (same(a) || same(b) || same(c)) return false;
  return cross(sub(b, a), sub(p, a)) >= 0 && cross(sub(c, b), sub(p, b)) >= 0 && cross(sub(a, c), sub(p, c)) >= 0;
}

/**
 * A shape as convex pieces whose union is the shape: a base or convex polygon is its own single piece;
 * a concave polygon is cut into triangles by ear clipping. Separating-axis tests need convex pieces.
 */
export function convexPieces(shape: Base | Polygon): (readonly Vec[])[] {
  if (!('points' in shape)) return [corners(shape)];
  const pts = shape.points;
  // Fewer than 3 points are convex too: every turn is 0.
  if (isConvex(pts)) return [pts];
  const ring = signedArea2(pts) >= 0 ? [...pts] : [...pts].reverse();
  const out: Vec[][] = [];
  let guard = 0;
  while (ring.length > 3 && guard++ < 10_000) {
    let clipped = false;
    for (let i = 0; i < ring.length; i++) {
      const a = ring[(i + ring.length - 1) % ring.length] as Vec;
      const b = ring[i] as Vec;
      const c = ring[(i + 1) % ring.length] as Vec;
      const z = cross(sub(b, a), sub(c, b));
      if (z === 0) {
        ring.splice(i, 1); // collinear vertex: adds no area
        clipped = true;
        break;
      }
      if (z < 0) continue; // reflex
      // A reflex vertex even on the edge of the candidate ear would leave the ear sticking outside.
      if (ring.some((p) => inTriangle(p, a, b, c))) continue;
      out.push([a, b, c]);
      ring.splice(i, 1);
      clipped = true;
      break;
    }
    if (!clipped) break; // not a simple polygon: keep what is left as one piece
  }
  if (ring.length >= 3) out.push(ring);
  return out;
}
