import { hypot, pivot, vec } from '@muster/core';
import { troopProfile } from '../profiles/troopProfiles.js';
import { advanceThenWheel, mayEvade } from '../sequence/legalDecisions.js';
import { alignedCharge } from '../table/alignedCharge.js';
import { chargeAspect } from '../table/chargeAspect.js';
import { turnFollowers, turnFor, type Turn } from '../table/turning.js';
import { baseOf, chargePosition, forwardSign, moveToward } from '../table/unitGeometry.js';
import { u, type BattleContext } from './context.js';
import type { SwordAndPikeDecision } from './Decision.js';
import { passFailTest } from './moraleTests.js';
import type { UnitState } from './State.js';
import { moveAllowance, onTable } from './unitRules.js';

/** Carries out a movement order. Rulebook: SEQUENCE OF ACTIONS 1; DISORDERED UNITS; Close Combat A. */
export function resolveOrder(ctx: BattleContext, d: Extract<SwordAndPikeDecision, { kind: 'order' }>): void {
  const start = u(ctx, d.unit);
  if (start.status === 'disordered') {
    // "Disordered Units test morale when they attempt to move. Pass means to rally from disorder."
    if (passFailTest(ctx, d.unit, 'rally from disorder')) ctx.emit({ type: 'rallied-from-disorder', unit: d.unit });
  }
  const unit = u(ctx, d.unit);
  const emitOrder = (x: number, y: number, moved: 'none' | 'half' | 'full', facing = unit.facing) => {
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
  };
  const allowance = moveAllowance(ctx.state, unit);
  switch (d.order) {
    case 'rally':
      emitOrder(unit.x, unit.y, 'none');
      return;
    case 'form-square':
    case 'form-line':
      // Ruling R27: forming or leaving square takes half a move.
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
        const moved = used <= allowance / 2 + 1e-9 ? 'half' : 'full';
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
      const followers = turnFollowers(ctx.state, unit).map((f) => f.id);
      emitOrder(
        turn.x,
        turn.y,
        turn.cost <= 1e-9 ? 'none' : turn.cost <= allowance / 2 + 1e-9 ? 'half' : 'full',
        turn.facing,
      );
      turnSubUnits(ctx, d, turn);
      if (d.thenAdvance === true && d.order !== 'face')
        advanceAfterWheel(ctx, d, followers, allowance - turn.cost, allowance);
      return;
    }
    case 'advance':
    case 'advance-half': {
      const t = u(ctx, d.target ?? '');
      const limit = d.order === 'advance' ? allowance : allowance / 2;
      const to = moveToward(ctx.state, unit, t.x, t.y, limit);
      emitOrder(to.x, to.y, to.moved <= 1e-9 ? 'none' : to.moved <= allowance / 2 + 1e-9 ? 'half' : 'full');
      moveSubUnits(ctx, d, to.x - unit.x, to.y - unit.y);
      return;
    }
    case 'retire': {
      const to = moveToward(ctx.state, unit, unit.x, unit.y - forwardSign(unit) * allowance, allowance);
      emitOrder(to.x, to.y, to.moved <= 1e-9 ? 'none' : to.moved <= allowance / 2 + 1e-9 ? 'half' : 'full');
      moveSubUnits(ctx, d, to.x - unit.x, to.y - unit.y);
      return;
    }
    case 'charge': {
      const t = u(ctx, d.target ?? '');
      // Ruling R32: a unit that may evade is asked first; the charger moves when its side has answered.
      if (mayEvade(ctx.state, t)) {
        ctx.emit({ type: 'charge-declared', unit: d.unit, target: t.id });
        return;
      }
      const spot = chargePosition(ctx.state, unit, t);
      if (!spot) {
        emitOrder(unit.x, unit.y, 'none');
        return;
      }
      chargeHome(ctx, unit, t, spot, allowance);
      return;
    }
  }
}

/**
 * The charger moves in to halt 1" from its target (Close Combat A), from the front, a flank or the rear as it
 * began (ruling R43), squared up to the edge it attacks when the table allows (`alignedCharge`, ruling R24) —
 * its sub-units in good order swinging with it — or else where its straight path stopped, its sub-units
 * following by the same displacement (R23, R42).
 */
export function chargeHome(
  ctx: BattleContext,
  c: UnitState,
  t: UnitState,
  spot: { x: number; y: number },
  allowance: number,
): void {
  const aspect = chargeAspect(c, t, ctx.state.options);
  const flags = { rear: aspect === 'rear', flank: aspect === 'flank' };
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
    moveSubUnits(ctx, { kind: 'order', unit: c.id, order: 'advance', target: t.id }, spot.x - c.x, spot.y - c.y);
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

/** Sub-units in good order follow their pike formation's move by the same displacement, as far as they can. */
function moveSubUnits(
  ctx: BattleContext,
  d: Extract<SwordAndPikeDecision, { kind: 'order' }>,
  dx: number,
  dy: number,
): void {
  const len = hypot(dx, dy);
  for (const sub of ctx.state.units) {
    if (sub.attachedTo !== d.unit || sub.ordered || !onTable(sub) || sub.status !== 'ready') continue;
    const to = len > 1e-9 ? moveToward(ctx.state, sub, sub.x + dx, sub.y + dy, len) : { x: sub.x, y: sub.y, moved: 0 };
    const allowance = moveAllowance(ctx.state, sub);
    const moved = to.moved <= 1e-9 ? 'none' : to.moved <= allowance / 2 + 1e-9 ? 'half' : 'full';
    ctx.emit({
      type: 'unit-ordered',
      unit: sub.id,
      order: d.order,
      target: d.target,
      x: to.x,
      y: to.y,
      facing: sub.facing,
      moved,
      rear: false,
      flank: false,
    });
  }
}

/**
 * Sub-units in good order turn with their pike formation (ruling R24): swung about the same point by the same
 * angle, as one block (`turnFor` allowed the turn only if each of them can follow).
 */
function turnSubUnits(ctx: BattleContext, d: Extract<SwordAndPikeDecision, { kind: 'order' }>, turn: Turn): void {
  for (const sub of turnFollowers(ctx.state, u(ctx, d.unit))) {
    const at = pivot(baseOf(sub), turn.angle, vec(turn.about.x, turn.about.y));
    ctx.emit({
      type: 'unit-ordered',
      unit: sub.id,
      order: d.order,
      target: d.target,
      x: at.centre.x,
      y: at.centre.y,
      facing: at.facing,
      moved: troopProfile(sub.troop).artillery ? 'none' : 'half',
      rear: false,
      flank: false,
    });
  }
}

/**
 * Ruling R24, wheel and advance: the rest of the move (`rest` inches) straight ahead after a wheel, stopping
 * short as every move does; the sub-units that wheeled with the pike follow by the same displacement. The
 * unit's move counts the wheel's arc plus the advance.
 */
function advanceAfterWheel(
  ctx: BattleContext,
  d: Extract<SwordAndPikeDecision, { kind: 'order' }>,
  followers: readonly string[],
  rest: number,
  allowance: number,
): void {
  const unit = u(ctx, d.unit);
  const ahead = { x: unit.x + Math.cos(unit.facing) * rest, y: unit.y + Math.sin(unit.facing) * rest };
  const to = moveToward(ctx.state, unit, ahead.x, ahead.y, rest);
  if (to.moved <= 1e-9) return;
  const used = allowance - rest + to.moved;
  const moved = used <= allowance / 2 + 1e-9 ? 'half' : 'full';
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
  const dx = to.x - unit.x;
  const dy = to.y - unit.y;
  for (const id of followers) {
    const sub = u(ctx, id);
    if (!onTable(sub) || sub.status !== 'ready') continue;
    const f = moveToward(ctx.state, sub, sub.x + dx, sub.y + dy, hypot(dx, dy));
    if (f.moved <= 1e-9) continue;
    ctx.emit({
      type: 'unit-ordered',
      unit: id,
      order: 'advance',
      target: null,
      x: f.x,
      y: f.y,
      facing: sub.facing,
      moved: 'full',
      rear: false,
      flank: false,
    });
  }
}
