import { hypot, pivot, stepDistance, vec } from '@muster/core';
import { troopProfile } from '../profiles/troopProfiles.js';
import { advanceThenWheel, mayEvade } from '../sequence/legalDecisions.js';
import { alignedCharge } from '../table/alignedCharge.js';
import { chargeAspect } from '../table/chargeAspect.js';
import { turnFor, type Turn } from '../table/turning.js';
import {
  baseOf,
  blockFollowers,
  blockMoveToward,
  chargePosition,
  type FollowerMove,
  forwardSign,
  pointOnHeading,
} from '../table/unitGeometry.js';
import { u, type BattleContext } from './context.js';
import type { SwordAndPikeDecision } from './Decision.js';
import { passFailTest } from './moraleTests.js';
import type { UnitState } from './State.js';
import { moveAllowance } from './unitRules.js';

/** 'half' or 'full' for firing ("Infantry may not move more than 1/2 if they intend to fire"). */
const halfOrFull = (inches: number, allowance: number): 'half' | 'full' =>
  inches <= allowance / 2 + 1e-9 ? 'half' : 'full';

/** What a move of `inches` of an `allowance` counts for firing: none at all, half or less, or more. */
const movedFor = (inches: number, allowance: number): 'none' | 'half' | 'full' =>
  inches <= 1e-9 ? 'none' : halfOrFull(inches, allowance);

/**
 * How far a whole-move order goes (ruling R65): the distance its player named, but never beyond the move the unit has
 * now — a disordered unit's test may have left it at half rate ("Failure means to move disordered") — or the whole move.
 */
const wholeMove = (d: Extract<SwordAndPikeDecision, { kind: 'order' }>, allowance: number): number =>
  Math.min(d.distance ?? allowance, allowance);

/** Carries out a movement order. Rulebook: SEQUENCE OF ACTIONS 1; DISORDERED UNITS; Close Combat A. */
export function resolveOrder(ctx: BattleContext, d: Extract<SwordAndPikeDecision, { kind: 'order' }>): void {
  const start = u(ctx, d.unit);
  if (start.status === 'disordered') {
    // "Disordered Units test morale when they attempt to move. Pass means to rally from disorder."
    if (passFailTest(ctx, d.unit, 'rally from disorder')) ctx.emit({ type: 'rallied-from-disorder', unit: d.unit });
  }
  const unit = u(ctx, d.unit);
  const emitOrder = (x: number, y: number, moved: 'none' | 'half' | 'full', facing = unit.facing) => {
    emitOrdered(ctx, d, x, y, moved, facing);
  };
  const allowance = moveAllowance(ctx.state, unit);
  switch (d.order) {
    case 'rally':
      emitOrder(unit.x, unit.y, 'none');
      return;
    case 'form-square':
    case 'form-line':
    case 'form-closed':
    case 'form-open':
    case 'form-skirmish':
      // Ruling R27: forming or leaving square takes half a move; ruling R62: so does a change of order, in place.
      emitOrder(unit.x, unit.y, 'half');
      return;
    case 'face':
    case 'wheel-left':
    case 'wheel-right': {
      // Ruling R24: turning and wheeling. A turn the table no longer allows (checked when offered) is no move.
      if (d.advanceFirst === true && d.order !== 'face') {
        const plan = advanceThenWheel(ctx.state, unit, d.order, d.degrees ?? 45, allowance);
        if (!plan) {
          emitOrder(unit.x, unit.y, 'none');
          return;
        }
        const used = plan.to.moved + plan.turn.cost;
        const moved = halfOrFull(used, allowance);
        ctx.emit({
          type: 'unit-ordered',
          unit: d.unit,
          order: 'advance',
          target: null,
          x: plan.to.x,
          y: plan.to.y,
          facing: unit.facing,
          moved,
          rear: false,
          flank: false,
        });
        for (const f of plan.followers)
          ctx.emit({
            type: 'unit-ordered',
            unit: f.id,
            order: 'advance',
            target: null,
            x: f.x,
            y: f.y,
            facing: u(ctx, f.id).facing,
            moved,
            rear: false,
            flank: false,
          });
        emitOrder(plan.turn.x, plan.turn.y, moved, plan.turn.facing);
        // The sleeves swing with their pike about the same point by the same angle (as `turnSubUnits`).
        for (const f of plan.followers) {
          const at = pivot(baseOf(u(ctx, f.id)), plan.turn.angle, vec(plan.turn.about.x, plan.turn.about.y));
          ctx.emit({
            type: 'unit-ordered',
            unit: f.id,
            order: d.order,
            target: null,
            x: at.centre.x,
            y: at.centre.y,
            facing: at.facing,
            moved,
            rear: false,
            flank: false,
          });
        }
        return;
      }
      const t = d.target === null ? null : u(ctx, d.target);
      const turn = turnFor(ctx.state, unit, d.order, t ? { x: t.x, y: t.y } : null, allowance, d.degrees ?? 45);
      if (!turn) {
        emitOrder(unit.x, unit.y, 'none');
        return;
      }
      const followers = blockFollowers(ctx.state, unit).map((f) => f.id);
      emitOrder(turn.x, turn.y, movedFor(turn.cost, allowance), turn.facing);
      const swings = turnSubUnits(ctx, d, turn);
      if (d.thenAdvance === true && d.order !== 'face')
        advanceAfterWheel(ctx, d, followers, swings, allowance - turn.cost, allowance);
      return;
    }
    case 'advance':
    case 'advance-half':
      advanceOn(ctx, d, d.order === 'advance' ? wholeMove(d, allowance) : allowance / 2, allowance);
      return;
    case 'move':
    case 'move-half': {
      // Ruling R65: the heading its player names, off its front, the whole move (or the distance named) or half of it;
      // stopping short as every move does, its sub-units in good order with it (R23). It keeps its facing.
      const limit = d.order === 'move' ? wholeMove(d, allowance) : allowance / 2;
      const end = pointOnHeading(unit, d.heading ?? 0, limit);
      const block = blockMoveToward(ctx.state, unit, blockFollowers(ctx.state, unit), end.x, end.y, limit);
      emitOrder(block.to.x, block.to.y, movedFor(block.to.moved, allowance));
      moveSubUnits(ctx, d, block.followers);
      return;
    }
    case 'retire':
    case 'retire-half': {
      // Toward its own table edge, the whole move or half of it (and so may still fire: ruling R24).
      const limit = d.order === 'retire' ? wholeMove(d, allowance) : allowance / 2;
      const back = unit.y - forwardSign(unit) * limit;
      const block = blockMoveToward(ctx.state, unit, blockFollowers(ctx.state, unit), unit.x, back, limit);
      const to = block.to;
      emitOrder(to.x, to.y, movedFor(to.moved, allowance));
      moveSubUnits(ctx, d, block.followers);
      return;
    }
    case 'charge': {
      const t = u(ctx, d.target ?? '');
      // Ruling R57 (`disorderedCharge: full-move`): failed its test, the unit moves disordered; a target beyond that
      // move is not reached: it advances the move toward it, stopping 1" short, and does not close (as R32, R41).
      if (unit.status === 'disordered' && !chargePosition(ctx.state, unit, t, allowance)) {
        advanceOn(ctx, { ...d, order: 'advance' }, allowance, allowance);
        return;
      }
      // Ruling R32: a unit that may evade is asked first; the charger moves when its side has answered.
      if (mayEvade(ctx.state, t)) {
        ctx.emit({
          type: 'charge-declared',
          unit: d.unit,
          target: t.id,
          ...(d.pistols === false ? { pistols: false } : {}),
        });
        return;
      }
      const spot = chargePosition(ctx.state, unit, t);
      if (!spot) {
        emitOrder(unit.x, unit.y, 'none');
        return;
      }
      chargeHome(ctx, unit, t, spot, allowance, d.pistols !== false);
      return;
    }
  }
}

/**
 * An advance of up to `limit` inches of an `allowance` toward the order's target, stopping short as every advance does.
 * Ruling R23: its sub-units in good order move with it as one block, not in its way (`blockMoveToward`). Also the
 * advance of a charger that cannot reach its target (R32: it evaded out of reach; R57: disordered after its test).
 */
export function advanceOn(
  ctx: BattleContext,
  d: Extract<SwordAndPikeDecision, { kind: 'order' }>,
  limit: number,
  allowance: number,
): void {
  const unit = u(ctx, d.unit);
  const t = u(ctx, d.target ?? '');
  const block = blockMoveToward(ctx.state, unit, blockFollowers(ctx.state, unit), t.x, t.y, limit);
  const to = block.to;
  emitOrdered(ctx, d, to.x, to.y, movedFor(to.moved, allowance), unit.facing);
  moveSubUnits(ctx, d, block.followers);
}

/**
 * The order's own unit carrying out order `d`: it stands at (`x`, `y`) having moved `moved` for firing, facing `facing`,
 * not charging into a flank or rear. What `resolveOrder` and `advanceOn` emit for the unit the order names.
 */
function emitOrdered(
  ctx: BattleContext,
  d: Extract<SwordAndPikeDecision, { kind: 'order' }>,
  x: number,
  y: number,
  moved: 'none' | 'half' | 'full',
  facing: number,
): void {
  ctx.emit({
    type: 'unit-ordered',
    unit: d.unit,
    order: d.order,
    target: d.target,
    x,
    y,
    facing,
    moved,
    rear: false,
    flank: false,
  });
}

/**
 * The charger moves in to halt 1" from its target (Close Combat A), from the front, a flank or the rear as it
 * began (ruling R43), squared up to the edge it attacks when the table allows (`alignedCharge`, ruling R24) —
 * its sub-units in good order swinging with it — or else where its straight path stopped, its sub-units
 * following by the same displacement (R23, R42). `spot` is what `chargePosition` found: the halt and the followers'
 * moves to it. `pistols` false: its player holds its pistols at the closing (the charge order's `pistols`).
 */
export function chargeHome(
  ctx: BattleContext,
  c: UnitState,
  t: UnitState,
  spot: { x: number; y: number; followers: readonly FollowerMove[] },
  allowance: number,
  pistols: boolean,
): void {
  const aspect = chargeAspect(c, t, ctx.state.options);
  const flags = { rear: aspect === 'rear', flank: aspect === 'flank', ...(pistols ? {} : { pistols: false }) };
  const aligned = ctx.state.options.chargersSquareUp ? alignedCharge(ctx.state, c, t, spot, aspect, allowance) : null;
  if (!aligned) {
    ctx.emit({
      type: 'unit-ordered',
      unit: c.id,
      order: 'charge',
      target: t.id,
      x: spot.x,
      y: spot.y,
      facing: c.facing,
      moved: 'full',
      ...flags,
    });
    // The followers `chargePosition` let through: each keeps up or stops where its own path does, out of the way.
    moveSubUnits(ctx, { kind: 'order', unit: c.id, order: 'advance', target: t.id }, spot.followers);
    return;
  }
  ctx.emit({
    type: 'unit-ordered',
    unit: c.id,
    order: 'charge',
    target: t.id,
    x: aligned.x,
    y: aligned.y,
    facing: aligned.facing,
    moved: 'full',
    ...flags,
  });
  for (const f of aligned.followers) {
    const sub = u(ctx, f.id);
    const moved = hypot(f.x - sub.x, f.y - sub.y) <= moveAllowance(ctx.state, sub) / 2 + 1e-9 ? 'half' : 'full';
    ctx.emit({
      type: 'unit-ordered',
      unit: f.id,
      order: 'advance',
      target: t.id,
      x: f.x,
      y: f.y,
      facing: f.facing,
      moved,
      rear: false,
      flank: false,
    });
  }
}

/**
 * Sub-units in good order follow their pike formation's move by the same displacement, as far as they can: each where
 * `blockMoveToward` or `followersMove` placed it.
 */
function moveSubUnits(
  ctx: BattleContext,
  d: Extract<SwordAndPikeDecision, { kind: 'order' }>,
  placed: readonly FollowerMove[],
): void {
  for (const p of placed) {
    const sub = u(ctx, p.id);
    const moved = movedFor(p.moved, moveAllowance(ctx.state, sub));
    ctx.emit({
      type: 'unit-ordered',
      unit: sub.id,
      order: d.order,
      target: d.target,
      x: p.x,
      y: p.y,
      facing: sub.facing,
      moved,
      rear: false,
      flank: false,
    });
  }
}

/**
 * The inches a sub-unit swung about its pike's pivot moves (ruling R24): the arc its own outer front corner travels
 * (core `stepDistance`, as `turnCost` measures a wheel).
 */
function swingOf(sub: UnitState, turn: Turn): number {
  const before = baseOf(sub);
  const about = vec(turn.about.x, turn.about.y);
  return stepDistance(before, pivot(before, turn.angle, about), { kind: 'pivot', angle: turn.angle, about });
}

/**
 * Sub-units in good order turn with their pike formation (ruling R24): swung about the same point by the same
 * angle, as one block (`turnFor` allowed the turn only if each of them can follow). Each counts its own swing
 * against its own move (ruling R23: "shot sleeves that moved half may still fire"). Returns the swings by unit.
 */
function turnSubUnits(
  ctx: BattleContext,
  d: Extract<SwordAndPikeDecision, { kind: 'order' }>,
  turn: Turn,
): Map<string, number> {
  const swings = new Map<string, number>();
  for (const sub of blockFollowers(ctx.state, u(ctx, d.unit))) {
    const at = pivot(baseOf(sub), turn.angle, vec(turn.about.x, turn.about.y));
    const swing = swingOf(sub, turn);
    swings.set(sub.id, swing);
    ctx.emit({
      type: 'unit-ordered',
      unit: sub.id,
      order: d.order,
      target: d.target,
      x: at.centre.x,
      y: at.centre.y,
      facing: at.facing,
      moved: troopProfile(sub.troop).artillery ? 'none' : halfOrFull(swing, moveAllowance(ctx.state, sub)),
      rear: false,
      flank: false,
    });
  }
  return swings;
}

/**
 * Ruling R24, wheel and advance: the rest of the move (`rest` inches) straight ahead after a wheel, stopping
 * short as every move does; the sub-units that wheeled with the pike follow by the same displacement, as one block
 * (`blockMoveToward`). The unit's move counts the wheel's arc plus the advance; each sub-unit's its own swing
 * (`swings`) plus its own advance, against its own move.
 */
function advanceAfterWheel(
  ctx: BattleContext,
  d: Extract<SwordAndPikeDecision, { kind: 'order' }>,
  followers: readonly string[],
  swings: ReadonlyMap<string, number>,
  rest: number,
  allowance: number,
): void {
  const unit = u(ctx, d.unit);
  const ahead = { x: unit.x + Math.cos(unit.facing) * rest, y: unit.y + Math.sin(unit.facing) * rest };
  // The sub-units that wheeled with it (`turnSubUnits`): in good order and on the table, as the wheel leaves them.
  const subs = followers.map((id) => u(ctx, id));
  const block = blockMoveToward(ctx.state, unit, subs, ahead.x, ahead.y, rest);
  const to = block.to;
  if (to.moved <= 1e-9) return;
  const used = allowance - rest + to.moved;
  const moved = halfOrFull(used, allowance);
  ctx.emit({
    type: 'unit-ordered',
    unit: unit.id,
    order: 'advance',
    target: null,
    x: to.x,
    y: to.y,
    facing: unit.facing,
    moved,
    rear: false,
    flank: false,
  });
  for (const f of block.followers) {
    if (f.moved <= 1e-9) continue;
    const sub = u(ctx, f.id);
    ctx.emit({
      type: 'unit-ordered',
      unit: f.id,
      order: 'advance',
      target: null,
      x: f.x,
      y: f.y,
      facing: sub.facing,
      moved: halfOrFull((swings.get(f.id) ?? 0) + f.moved, moveAllowance(ctx.state, sub)),
      rear: false,
      flank: false,
    });
  }
}
