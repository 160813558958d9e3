import {
  angleOf,
  type Base,
  corners,
  hypot,
  normalizeAngle,
  pivot,
  type PivotPoint,
  stepDistance,
  sub,
  vec,
} from '@muster/core';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import { baseOf, blockFollowers, blockIds, grownBase, onTheTable, unitsOverlap } from './unitGeometry.js';

/** The facing changes of ruling R24: a pivot in place toward a point, or a 45 degree wheel on a front corner. */
export type TurnKind = 'face' | 'wheel-left' | 'wheel-right';

/** Where a turn leaves a unit, and the inches of its move it counts. */
export interface Turn {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  /** The pivot point and angle (sub-units in good order turn with their pike about the same point). */
  readonly about: { readonly x: number; readonly y: number };
  readonly angle: number;
  /** Inches of movement the turn counts (0: "Pivot in place does not count as moving" for guns). */
  readonly cost: number;
}

/** A wheel given no angle turns an eighth of a circle (ruling R24). */
export const WHEEL_ANGLE = Math.PI / 4;

/** The wheels offered, in degrees (ruling R24): any of these the move pays for; 45 when a wheel names none. */
export const WHEEL_DEGREES = [15, 30, 45, 60, 90] as const;

/**
 * The pivot a turn makes: `face` pivots about the unit's centre until its front looks at the point; the
 * wheels swing 45 degrees about the front corner on the side wheeled to (left: positive angle).
 */
export function turnPivot(
  base: Base,
  kind: TurnKind,
  towards?: { x: number; y: number },
  degrees = 45,
): { about: PivotPoint; angle: number } {
  switch (kind) {
    case 'face': {
      const to = towards ?? base.centre;
      return { about: 'centre', angle: normalizeAngle(angleOf(sub(vec(to.x, to.y), base.centre)) - base.facing) };
    }
    case 'wheel-left':
      return { about: 'front-left', angle: (degrees * Math.PI) / 180 };
    case 'wheel-right':
      return { about: 'front-right', angle: (-degrees * Math.PI) / 180 };
  }
}

/**
 * What a turn costs (ruling R24). Rulebook: FIRE — "Pivot in place does not count as moving" (guns), so a
 * gun faces anew for free. Other troops: a pivot in place counts half a move (as forming square, R27); a
 * wheel counts the arc its outer front corner travels (core `stepDistance`).
 */
export function turnCost(
  unit: UnitState,
  before: Base,
  after: Base,
  kind: TurnKind,
  about: PivotPoint,
  angle: number,
  allowance: number,
): number {
  if (kind === 'face') return troopProfile(unit.troop).artillery ? 0 : allowance / 2;
  return stepDistance(before, after, { kind: 'pivot', angle, about });
}

/**
 * The turn a unit may make now, or null: the base must stay on the table, never cross another unit's
 * base, nor come within 1" of an enemy (unless it already stood that close) anywhere along the swing, and
 * a wheel's arc must fit in the move allowed. Pikes in square do not turn (they face every way). A pike
 * formation turns as one block with its sub-units in good order, and only if every one of them can follow.
 *
 * @example
 * const t = turnFor(state, pikes, 'face', enemyHorse, moveAllowance(state, pikes));
 * if (t) ... // pivot to face the horse
 */
export function turnFor(
  state: SwordAndPikeState,
  unit: UnitState,
  kind: TurnKind,
  towards: { x: number; y: number } | null,
  allowance: number,
  degrees = 45,
): Turn | null {
  if (unit.square || (kind === 'face' && towards === null)) return null;
  const gun = troopProfile(unit.troop).artillery;
  if (!gun && allowance <= 1e-9) return null;
  if (gun && kind !== 'face') return null; // guns only pivot in place
  const base = baseOf(unit);
  const { about, angle } = turnPivot(base, kind, towards ?? undefined, degrees);
  if (Math.abs(angle) < (5 * Math.PI) / 180) return null; // already faces it
  const final = pivot(base, angle, about);
  const cost = turnCost(unit, base, final, kind, about, angle, allowance);
  if (cost > allowance + 1e-9 && !gun) return null;
  const p = about === 'centre' ? base.centre : about === 'front-left' ? corners(base)[0] : corners(base)[1];
  // Sub-units in good order swing with their pike as one block (they are not in its way): each must be
  // able to follow, or the block does not turn.
  const followers = blockFollowers(state, unit);
  const block = blockIds(unit, followers);
  for (const mover of [unit, ...followers]) {
    const start = baseOf(mover);
    if (!sweepClear(state, mover, block, start, angle, p, mover === unit ? final : undefined)) return null;
  }
  return { x: final.centre.x, y: final.centre.y, facing: final.facing, about: { x: p.x, y: p.y }, angle, cost };
}

/**
 * A base swung by `angle` about point `p`, checked at eight points of the swing: on the table, crossing no unit
 * outside the block, and never entering an enemy's 1" margin it was not already in.
 */
function sweepClear(
  state: SwordAndPikeState,
  mover: UnitState,
  block: ReadonlySet<string>,
  base: Base,
  angle: number,
  p: { x: number; y: number },
  final?: Base,
): boolean {
  const about = vec(p.x, p.y);
  // Only units within the swept circle (about the pivot point) plus their own size and the 1" margin matter.
  const sweptRadius = Math.max(...corners(base).map((c) => hypot(c.x - p.x, c.y - p.y)));
  const real: Base[] = [];
  const halos: Base[] = [];
  for (const o of state.units) {
    if (block.has(o.id) || o.status === 'removed' || hypot(o.x - p.x, o.y - p.y) > sweptRadius + 12) continue;
    const b = baseOf(o);
    if (hypot(b.centre.x - p.x, b.centre.y - p.y) > sweptRadius + hypot(b.width, b.depth) / 2 + 1.5) continue;
    real.push(b);
    // An enemy's 1" margin counts only if the unit did not already stand inside it.
    const halo = grownBase(b, 1);
    if (o.side !== mover.side && !unitsOverlap(base, halo)) halos.push(halo);
  }
  const steps = 8;
  for (let k = 1; k <= steps; k++) {
    // The end is kept exact (not rounded to 1/1000"): rounding a pivoted corner could cut into a unit it touches.
    const b = k === steps && final ? final : pivot(base, (angle * k) / steps, about);
    if (!onTheTable(b, state.table)) return false;
    if (real.some((o) => unitsOverlap(b, o)) || halos.some((o) => unitsOverlap(b, o))) return false;
  }
  return true;
}
