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
  // a→b and b→c are edges of the outline: of a simple polygon no other corner lies on them, and one beyond them read
  // as inside only makes an ear look blocked (another is cut; the pieces still cover the outline).
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — see above; the c→a test decides
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
  // Stryker disable next-line EqualityOperator: equivalent — an outline of area exactly 0 has no inside to cut
  const ring = signedArea2(pts) >= 0 ? [...pts] : [...pts].reverse();
  const out: Vec[][] = [];
  let guard = 0;
  // Each pass cuts a corner or breaks, so the guard never binds; a last pass over 3 points cuts them as an ear (the
  // same triangle) and leaves fewer than 3, not pushed below.
  // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,UpdateOperator: equivalent — see above
  while (ring.length > 3 && guard++ < 10_000) {
    // Stryker disable next-line BooleanLiteral: speed only — a pass without an ear (a self-crossing outline) then runs to the guard and keeps the same ring
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
      // Stryker disable next-line EqualityOperator: equivalent — z = 0 was taken above
      if (z < 0) continue; // reflex
      // A reflex vertex even on the edge of the candidate ear would leave the ear sticking outside.
      if (ring.some((p) => inTriangle(p, a, b, c))) continue;
      out.push([a, b, c]);
      ring.splice(i, 1);
      clipped = true;
      break;
    }
    // Stryker disable next-line ConditionalExpression: speed only — without the break the passes run to the guard and keep the same ring
    if (!clipped) break; // not a simple polygon: keep what is left as one piece
  }
  // Stryker disable next-line ConditionalExpression: equivalent — the loop stops at 3 points or on a pass without an ear, never under 3
  if (ring.length >= 3) out.push(ring);
  return out;
}
