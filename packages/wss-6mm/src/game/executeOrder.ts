import { orderAfterControl } from '../mechanics/controlTest.js';
import { formationChangeMoves } from '../movement/formations.js';
import { moveDistance, type MoveMode } from '../movement/movementTable.js';
import { type BattleContext, current, disorderIfCrossed, note, setUnit } from './BattleContext.js';
import type { UnitOrder } from './Decision.js';
import { moraleSituationOf } from './moraleHelpers.js';
import { resolveCharge } from './resolveCharge.js';
import { hypot, normalizeAngle } from '@muster/core';
import { inclineShares, inclineWay, wheel } from '../movement/manoeuvre.js';
import type { BattleUnit } from './State.js';
import { blockedAt, forwardVec, nearEnemyAt, onTable, rightVec, round, slide, width } from './table.js';
import { defenceFacing, onRoad } from './terrain.js';
import { unitWith } from './stateShapes.js';
import { COMMAND_RADIUS } from '../command/brigadierRatings.js';
import { toBrigadier } from '../sequence/legalOrders.js';

/**
 * Ruling R49: with `commandRadiusMoves: stops-at-12` ("All units must remain within 12" of their Brigadier") the circle
 * a voluntary move of `u` must end in: 12" round its brigadier as he stands (or, already beyond, as far as it is: "close
 * the gap"). Null by default (`may-end-beyond`: the brigadier follows afterwards, R28), and for the unit he is attached
 * to (he goes with it).
 */
function commandCircle(
  ctx: BattleContext,
  u: BattleUnit,
): { dx: number; dy: number; distance: number; r: number } | null {
  if (ctx.options.commandRadiusMoves === 'may-end-beyond') return null;
  if (ctx.state.brigades.some((b) => b.attached === u.id)) return null;
  const b = toBrigadier(ctx.state, u);
  return { ...b, r: Math.max(COMMAND_RADIUS, b.distance) };
}

/** How far a voluntary move along (dx, dy) (a unit vector) may go: `distance`, or less to stay in its {@link commandCircle}. */
export function commandReach(ctx: BattleContext, u: BattleUnit, dx: number, dy: number, distance: number): number {
  const c = commandCircle(ctx, u);
  if (c === null) return distance;
  // The largest t with |t (dx, dy) - (c.dx, c.dy)| <= r; less a hair so the rounded position stays inside.
  const along = c.dx * dx + c.dy * dy;
  const t = along + Math.sqrt(Math.max(0, along * along - c.distance * c.distance + c.r * c.r));
  return Math.min(distance, Math.max(0, round(t - 0.005)));
}

/** True when a wheel's end at (x, y) is outside the unit's {@link commandCircle} (ruling R49). */
function beyondCommand(ctx: BattleContext, u: BattleUnit, x: number, y: number): boolean {
  const c = commandCircle(ctx, u);
  return c !== null && hypot(c.dx + u.x - x, c.dy + u.y - y) > c.r;
}

/**
 * Where a wheel ends: the unit pivots on the front corner on the side it wheels to, and the outside man
 * travels `distance` inches along his arc (at most a quarter turn). If the end is blocked, half and a
 * quarter of the turn are tried. Rulebook: Manoeuvre.
 */
export function wheelPosition(
  ctx: BattleContext,
  u: BattleUnit,
  dir: 'left' | 'right',
  distance: number,
): { x: number; y: number; facing: number; angle: number } | null {
  const w = width(u);
  const full = Math.min(Math.PI / 2, distance / w);
  const r = rightVec(u);
  const sign = dir === 'left' ? -1 : 1;
  const pivot = { x: u.x + (sign * r.x * w) / 2, y: u.y + (sign * r.y * w) / 2 };
  for (const angle of [full, full / 2, full / 4]) {
    // Stryker disable next-line EqualityOperator: equivalent — a tolerance: the tried turn is never exactly 0.01 radians
    if (angle < 0.01) break;
    const facing = normalizeAngle(u.facing + (dir === 'left' ? angle : -angle));
    const turned = unitWith(u, { facing });
    const r2 = rightVec(turned);
    const x = round(pivot.x - (sign * r2.x * w) / 2);
    const y = round(pivot.y - (sign * r2.y * w) / 2);
    if (!onTable(ctx.state, turned, x, y)) continue;
    if (blockedAt(ctx.state, turned, x, y)) continue;
    if (nearEnemyAt(ctx.state, turned, x, y, ctx.options.normalMoveEnemyGap)) continue;
    if (beyondCommand(ctx, u, x, y)) continue;
    return { x, y, facing, angle };
  }
  return null;
}

/**
 * Carries out one unit's order. Rulebook: Movement (the d6 table; march column), Manoeuvre (inclining:
 * ruling R23), Formations (change times), Disorder (control test, ruling R10), Charges.
 */
export function executeOrder(ctx: BattleContext, unitId: string, order: UnitOrder): void {
  const u = current(ctx, unitId);
  const fwd = forwardVec(u);
  const right = rightVec(u);
  const arm = u.arm === 'horse' ? 'horse' : u.arm === 'battery' ? 'artillery' : 'foot';
  // Artillery moves only limbered, at the march column rate (1d6).
  const mode: MoveMode = u.formation === 'column' || u.formation === 'limbered' ? 'march-column' : 'move';
  switch (order.type) {
    case 'hold':
      setUnit(ctx, u.id, { moved: 'none' }, `${u.name} holds`);
      return;
    // Stryker disable next-line StringLiteral: equivalent — 'no-charge' does nothing, and neither does a case no order has
    case 'no-charge':
      return; // the unit keeps its place in the brigade's other movement (Sequence of Play 2 iv)
    case 'advance':
    case 'retire': {
      // Stryker disable next-line ConditionalExpression: equivalent — moveDistance takes the best of 2d6 only in march column, so the road flag matters only with it
      const d = moveDistance(ctx.dice, arm, mode, u.name, mode === 'march-column' && onRoad(ctx.state, u));
      const sign = order.type === 'advance' ? 1 : -1;
      const [dx, dy] = [sign * fwd.x, sign * fwd.y];
      const end = slide(ctx.state, u, dx, dy, commandReach(ctx, u, dx, dy, d), {
        enemyBuffer: ctx.options.normalMoveEnemyGap,
      });
      setUnit(
        ctx,
        u.id,
        { x: end.x, y: end.y, moved: order.type === 'advance' ? 'moved' : 'manoeuvred' },
        `${u.name} ${order.type === 'advance' ? 'advances' : 'retires'} ${end.moved}" of ${d}"`,
      );
      disorderIfCrossed(ctx, u.id, u.x, u.y);
      return;
    }
    case 'advance-and-fire': {
      const d = moveDistance(ctx.dice, 'foot', 'move-and-fire', u.name);
      const reach = commandReach(ctx, u, fwd.x, fwd.y, d);
      const end = slide(ctx.state, u, fwd.x, fwd.y, reach, { enemyBuffer: ctx.options.normalMoveEnemyGap });
      setUnit(
        ctx,
        u.id,
        { x: end.x, y: end.y, moved: 'move-and-fire' },
        `${u.name} advances ${end.moved}" (move and fire)`,
      );
      disorderIfCrossed(ctx, u.id, u.x, u.y);
      return;
    }
    case 'incline': {
      // Ruling R23: the rolled move (the advance's and the retire's) is shared between forward, or backward, and flank
      // (equally by default: "1" to the flank for each 1" forward/backward").
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — moveDistance takes the best of 2d6 only in march column, so the road flag matters only with it
      const d = moveDistance(ctx.dice, arm, mode, u.name, mode === 'march-column' && onRoad(ctx.state, u));
      const share = inclineShares(ctx.options.inclineForwardShare, order.dir, order.backward === true);
      const dx = (share.flank * right.x + share.forward * fwd.x) / share.length;
      const dy = (share.flank * right.y + share.forward * fwd.y) / share.length;
      const reach = commandReach(ctx, u, dx, dy, d * share.length);
      const end = slide(ctx.state, u, dx, dy, reach, { enemyBuffer: ctx.options.normalMoveEnemyGap });
      const how = inclineWay(order.dir, order.backward === true);
      setUnit(ctx, u.id, { x: end.x, y: end.y, moved: 'manoeuvred' }, `${u.name} inclines ${how} ${end.moved}"`);
      disorderIfCrossed(ctx, u.id, u.x, u.y);
      return;
    }
    case 'form': {
      const needed = u.changing ? u.changing.movesLeft : formationChangeMoves(u.formation, order.formation);
      if (needed <= 1)
        setUnit(
          ctx,
          u.id,
          { formation: order.formation, changing: null, moved: 'moved' },
          `${u.name} forms ${order.formation}`,
        );
      else
        setUnit(
          ctx,
          u.id,
          { changing: { to: order.formation, movesLeft: needed - 1 }, moved: 'moved' },
          `${u.name} begins to form ${order.formation} (2 moves)`,
        );
      return;
    }
    case 'recover': {
      const r = ctx.morale.controlTest(ctx.dice, moraleSituationOf(ctx, u.id), ctx.options, u.name);
      const order = orderAfterControl(r);
      if (order !== null)
        setUnit(
          ctx,
          u.id,
          { order, moved: 'none' },
          `${u.name} passes its control test (score ${r.score}) and recovers order`,
        );
      else note(ctx, `${u.name} fails its control test (score ${r.score}) and stays DISORDERED`);
      return;
    }
    case 'charge':
      resolveCharge(ctx, u.id, order.target);
      return;
    case 'match-defences': {
      // Ruling R36: the line turns on its front centre to lie along the defences; a formation change (1 move).
      const facing = defenceFacing(ctx.state, u);
      if (facing === null) {
        setUnit(ctx, u.id, { moved: 'none' }, `${u.name} already lines the defences`);
        return;
      }
      setUnit(ctx, u.id, { facing, moved: 'moved' }, `${u.name} bends its line to match the defences`);
      return;
    }
    case 'wheel': {
      // Rulebook: Manoeuvre: pivot on the outside man; foot at half speed, or full speed and disordered.
      const d = moveDistance(ctx.dice, arm, mode, u.name);
      // Only foot wheel at half speed (or full speed and disordered); horse and limbered guns at full speed.
      // Stryker disable next-line StringLiteral: equivalent — wheel() tells only 'foot' from the rest, so 'horse' and "" are the same
      const w = wheel(arm === 'foot' ? 'foot' : 'horse', d, order.fast, u.order === 'disordered');
      const end = wheelPosition(ctx, u, order.dir, w.distance);
      if (!end) {
        note(ctx, `${u.name} has no room to wheel ${order.dir}`);
        setUnit(ctx, u.id, { moved: 'manoeuvred' }, `${u.name} stands`);
        return;
      }
      setUnit(
        ctx,
        u.id,
        {
          x: end.x,
          y: end.y,
          facing: end.facing,
          moved: 'manoeuvred',
          // Stryker disable next-line ConditionalExpression: equivalent — wheel() never disorders a DISORDERED unit, and only STEADY or DISORDERED units wheel
          ...(w.disorders && u.order === 'steady' ? { order: 'disordered' as const } : {}),
        },
        `${u.name} wheels ${order.dir} ${round((end.angle * 180) / Math.PI)} degrees${w.disorders ? ' at full speed: DISORDERED' : ''}`,
      );
      disorderIfCrossed(ctx, u.id, u.x, u.y);
      return;
    }
  }
}
