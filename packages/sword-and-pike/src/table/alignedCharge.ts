import {
  add,
  angleOf,
  type Base,
  dot,
  forwardOf,
  frontCentre,
  hypot,
  type MoveStep,
  normalizeAngle,
  type Polygon,
  rightOf,
  rotate,
  scale,
  sub,
  sweepUntilContact,
  toLocal,
  vec,
  type Vec,
} from '@muster/core';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import type { ChargeAspect } from './chargeAspect.js';
import { baseFrom, baseOf, blockFollowers, blockIds, onTheTable, round, unitsOverlap } from './unitGeometry.js';

/** Where a charger (and the sub-units swinging with it) halts squared up to its target. */
export interface AlignedCharge {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  /** Sub-units in good order that wheel with their pike formation as one block (ruling R23). */
  readonly followers: readonly {
    readonly id: string;
    readonly x: number;
    readonly y: number;
    readonly facing: number;
  }[];
}

/** The target's edge a charge from `aspect` meets: its centre, outward normal, direction along it and half length. */
export function contactedEdge(
  target: UnitState,
  charger: UnitState,
  aspect: ChargeAspect,
): { centre: Vec; normal: Vec; along: Vec; half: number } {
  const b = baseOf(target);
  const f = forwardOf(b);
  const r = rightOf(b);
  if (aspect === 'front')
    return { centre: add(b.centre, scale(f, b.depth / 2)), normal: f, along: r, half: b.width / 2 };
  if (aspect === 'rear')
    return { centre: add(b.centre, scale(f, -b.depth / 2)), normal: scale(f, -1), along: r, half: b.width / 2 };
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
 * travel no more than `maxDistance` in all. Its sub-units in good order swing with it as one block (unless
 * `withFollowers` is false: then they stay and are in its way). The swing into line — a pivot about the halted
 * centre and a slide to the squared-up place, in either order — is checked all along its way with core
 * `sweepUntilContact`: it may not pass through any unit (the target included) nor off the table, and neither
 * may a sub-unit's. Null when no clear swing exists or the end would overlap a unit or leave the table: the
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
  withFollowers = true,
): AlignedCharge | null {
  const start = baseOf(charger);
  const edge = contactedEdge(target, charger, aspect);
  const halted = baseFrom(vec(halt.x, halt.y), start.facing, start.width, start.depth);
  // As much of the charger's front on the edge as it can: a front wider than the edge centres on it.
  const lim = Math.max(0, edge.half - start.width / 2);
  const s = Math.max(-lim, Math.min(lim, dot(sub(frontCentre(halted), edge.centre), edge.along)));
  const contact = add(edge.centre, scale(edge.along, s));
  const facing = normalizeAngle(angleOf(scale(edge.normal, -1)));
  const centre = add(contact, scale(edge.normal, 1 + start.depth / 2));
  const x = round(centre.x);
  const y = round(centre.y);
  if (hypot(x - charger.x, y - charger.y) > maxDistance + 1e-9) return null;
  const turn = normalizeAngle(facing - charger.facing);
  const followers = (withFollowers ? blockFollowers(state, charger) : []).map((f) => {
    const at = add(vec(x, y), rotate(sub(vec(f.x, f.y), start.centre), turn));
    return { id: f.id, x: round(at.x), y: round(at.y), facing: normalizeAngle(f.facing + turn) };
  });
  const block = blockIds(charger, followers);
  const others = state.units.filter((o) => !block.has(o.id) && o.status !== 'removed').map(baseOf);
  const placed = [
    baseFrom(vec(x, y), facing, start.width, start.depth),
    ...followers.map((f) => ({
      ...baseOf(state.units.find((o) => o.id === f.id) ?? charger),
      centre: vec(f.x, f.y),
      facing: f.facing,
    })),
  ];
  for (const b of placed) {
    if (!onTheTable(b, state.table)) return null;
    if (others.some((o) => unitsOverlap(b, o))) return null;
  }
  // The swing into line, checked along its way: pivot then slide, or slide then pivot, whichever is clear.
  const obstacles: (Base | Polygon)[] = [...others, ...offTable(state.table)];
  const end = vec(x, y);
  const paths = (['pivot-first', 'slide-first'] as const).map(
    (order) =>
      (b: Base, followerStart?: Base): MoveStep[] => {
        // Followers first come along the charger's straight path, then move as one rigid block with it.
        const lead: MoveStep[] = followerStart
          ? [{ kind: 'move', to: add(frontCentre(followerStart), sub(halted.centre, start.centre)) }]
          : [];
        const at = followerStart
          ? baseFrom(add(b.centre, sub(halted.centre, start.centre)), b.facing, b.width, b.depth)
          : b;
        const shift = sub(end, halted.centre);
        return order === 'pivot-first'
          ? [
              ...lead,
              { kind: 'pivot', angle: turn, about: halted.centre },
              { kind: 'move', to: add(frontCentre(pivotBase(at, turn, halted.centre)), shift) },
            ]
          : [...lead, { kind: 'move', to: add(frontCentre(at), shift) }, { kind: 'pivot', angle: turn, about: end }];
      },
  );
  const clear = paths.some((path) => {
    if (sweepUntilContact(halted, path(halted), obstacles, SWING_TOLERANCE).stoppedAt) return false;
    return followers.every((f) => {
      const b = baseOf(state.units.find((o) => o.id === f.id) ?? charger);
      return !sweepUntilContact(b, path(b, b), obstacles, SWING_TOLERANCE).stoppedAt;
    });
  });
  return clear ? { x, y, facing, followers } : null;
}

/**
 * Overlap allowed along the swing, in inches: positions are kept to 1/1000" and a straight charge halts 0.002"
 * short, so a swing past a unit the end only touches may graze it by that much. The end is checked exactly.
 */
const SWING_TOLERANCE = 0.005;

/** A base turned by `angle` about a table point. */
function pivotBase(b: Base, angle: number, about: Vec): Base {
  return baseFrom(add(about, rotate(sub(b.centre, about), angle)), normalizeAngle(b.facing + angle), b.width, b.depth);
}

/** Four wide strips around the table: a swing that touches one has left the table. */
function offTable(table: { width: number; height: number }): Polygon[] {
  const { width: w, height: h } = table;
  const m = 1000;
  const rect = (x0: number, y0: number, x1: number, y1: number): Polygon => ({
    points: [vec(x0, y0), vec(x1, y0), vec(x1, y1), vec(x0, y1)],
  });
  return [rect(-m, -m, 0, h + m), rect(w, -m, w + m, h + m), rect(-m, -m, w + m, 0), rect(-m, h, w + m, h + m)];
}
