import { add, angleOf, dot, forwardOf, frontCentre, normalizeAngle, rightOf, rotate, scale, sub, toLocal, vec, type Vec } from '@muster/core';
import type { SwordAndPikeState, UnitState } from '../game/GameState.js';
import type { ChargeAspect } from './chargeAspect.js';
import { turnFollowers } from './turning.js';
import { baseOf, onTheTable, round, unitsOverlap } from './unitGeometry.js';

/** Where a charger (and the sub-units swinging with it) halts squared up to its target. */
export interface AlignedCharge {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  /** Sub-units in good order that wheel with their pike formation as one block (ruling R23). */
  readonly followers: readonly { readonly id: string; readonly x: number; readonly y: number; readonly facing: number }[];
}

/** The target's edge a charge from `aspect` meets: its centre, outward normal, direction along it and half length. */
export function contactedEdge(target: UnitState, charger: UnitState, aspect: ChargeAspect): { centre: Vec; normal: Vec; along: Vec; half: number } {
  const b = baseOf(target);
  const f = forwardOf(b);
  const r = rightOf(b);
  if (aspect === 'front') return { centre: add(b.centre, scale(f, b.depth / 2)), normal: f, along: r, half: b.width / 2 };
  if (aspect === 'rear') return { centre: add(b.centre, scale(f, -b.depth / 2)), normal: scale(f, -1), along: r, half: b.width / 2 };
  // A flank: the side of the target's centre line the charger's centre is on.
  const normal = toLocal(b, vec(charger.x, charger.y)).right < 0 ? scale(r, -1) : r;
  return { centre: add(b.centre, scale(normal, b.width / 2)), normal, along: f, half: b.depth / 2 };
}

/**
 * Ruling R24 (chargers square up): a charger that halts 1" from its target (Close Combat A, at `halt` on its
 * straight path) wheels into line with the edge of the target it attacks — the front, a flank or the rear by
 * {@link ChargeAspect} — so that its front edge faces that edge squarely, 1" from it, its front centre opposite
 * the point of the edge nearest to where it halted, kept far enough in that as much of its front as fits
 * meets the edge (a front wider than the edge is centred on it). The wheel is part of the charge; the charger's centre may
 * travel no more than `maxDistance` in all. Its sub-units in good order swing with it as one block. Null when
 * the squared-up position (of the charger or a sub-unit) would leave the table or overlap another unit: the
 * charger then halts where its straight path stopped, unturned.
 *
 * @example
 * const a = alignedCharge(state, gendarmes, pikes, spot, chargeAspect(gendarmes, pikes, options), 10);
 * if (a) ... // the gendarmes' front is parallel to the pikes' edge, 1" away
 */
export function alignedCharge(
  state: SwordAndPikeState,
  charger: UnitState,
  target: UnitState,
  halt: { x: number; y: number },
  aspect: ChargeAspect,
  maxDistance: number,
): AlignedCharge | null {
  const start = baseOf(charger);
  const edge = contactedEdge(target, charger, aspect);
  const halted = { ...start, centre: vec(halt.x, halt.y) };
  // As much of the charger's front on the edge as it can: a front wider than the edge centres on it.
  const lim = Math.max(0, edge.half - start.width / 2);
  const s = Math.max(-lim, Math.min(lim, dot(sub(frontCentre(halted), edge.centre), edge.along)));
  const contact = add(edge.centre, scale(edge.along, s));
  const facing = normalizeAngle(angleOf(scale(edge.normal, -1)));
  const centre = add(contact, scale(edge.normal, 1 + start.depth / 2));
  const x = round(centre.x);
  const y = round(centre.y);
  if (Math.hypot(x - charger.x, y - charger.y) > maxDistance + 1e-9) return null;
  const turn = normalizeAngle(facing - charger.facing);
  const followers = turnFollowers(state, charger).map((f) => {
    const at = add(vec(x, y), rotate(sub(vec(f.x, f.y), start.centre), turn));
    return { id: f.id, x: round(at.x), y: round(at.y), facing: normalizeAngle(f.facing + turn) };
  });
  const block = new Set([charger.id, ...followers.map((f) => f.id)]);
  const others = state.units.filter((o) => !block.has(o.id) && o.status !== 'removed').map(baseOf);
  const placed = [
    { ...start, centre: vec(x, y), facing },
    ...followers.map((f) => ({ ...baseOf(state.units.find((o) => o.id === f.id) ?? charger), centre: vec(f.x, f.y), facing: f.facing })),
  ];
  for (const b of placed) {
    if (!onTheTable(b, state.table)) return null;
    if (others.some((o) => unitsOverlap(b, o))) return null;
  }
  return { x, y, facing, followers };
}
