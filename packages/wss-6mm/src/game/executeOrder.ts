import { orderAfterControl } from '../mechanics/controlTest.js';
import { formationChangeMoves } from '../movement/formations.js';
import { moveDistance, type MoveMode } from '../movement/movementTable.js';
import { type BattleContext, current, disorderIfCrossed, note, setUnit } from './BattleContext.js';
import type { UnitOrder } from './Decision.js';
import { moraleSituationOf } from './moraleHelpers.js';
import { resolveCharge } from './resolveCharge.js';
import { hypot, normalizeAngle } from '@muster/core';
import { inclineWay, wheel } from '../movement/manoeuvre.js';
import { moveLine, type StraightOrder } from './moveLine.js';
import type { BattleUnit } from './State.js';
import { blockedAt, nearEnemyAt, onTable, rightVec, round, slide, width } from './table.js';
import { defenceFacing, onRoad } from './terrain.js';
import { unitWith } from './stateShapes.js';
import { COMMAND_RADIUS } from '../command/brigadierRatings.js';
import { toBrigadier } from '../sequence/legalOrders.js';

/** What the movement rules read: the state and the options (a {@link BattleContext} is one). */
type Table = Pick<BattleContext, 'state' | 'options'>;

/**
 * The brigadier a voluntary move of `u` is measured against (the vector to him and his distance), or null when the
 * move is not limited. Out of command (over 12" from him) "any subsequent voluntary movement may only be used to "close
 * the gap", and return to the Brigade" (ruling R64, whatever R49 says). In command, ruling R49: with
 * `commandRadiusMoves: stops-at-12` ("All units must remain within 12" of their Brigadier") the move must end within
 * 12" of him as he stands; by default (`may-end-beyond`: the brigadier follows afterwards, R28) it is not limited.
 * Nor is the move of the unit he is attached to (he goes with it). Rulebook: Command and Control.
 */
function commandCircle(ctx: Table, u: BattleUnit): { dx: number; dy: number; distance: number } | null {
  if (ctx.state.brigades.some((b) => b.attached === u.id)) return null;
  const b = toBrigadier(ctx.state, u);
  if (b.distance > COMMAND_RADIUS) return b;
  return ctx.options.commandRadiusMoves === 'may-end-beyond' ? null : b;
}

/**
 * How far a voluntary move along (dx, dy) (a unit vector) may go: `distance`, or less to stay within 12" of the
 * brigadier ({@link commandCircle}); a unit out of command goes no farther than the point of its line nearest him, or,
 * if its line passes within 12" of him, as far as it stays within 12" (ruling R64: it closes the gap, and returns to
 * the Brigade), never back. Rulebook: Command and Control.
 */
export function commandReach(ctx: Table, u: BattleUnit, dx: number, dy: number, distance: number): number {
  const c = commandCircle(ctx, u);
  if (c === null) return distance;
  // The largest t with |t (dx, dy) - (c.dx, c.dy)| <= 12, or the nearest point of the line if it never comes within
  // 12"; less a hair so the rounded position stays inside.
  const along = c.dx * dx + c.dy * dy;
  const t = along + Math.sqrt(Math.max(0, along * along - c.distance * c.distance + COMMAND_RADIUS * COMMAND_RADIUS));
  return Math.min(distance, Math.max(0, round(t - 0.005)));
}

/**
 * True when a wheel's end at (x, y) is beyond 12" of the unit's brigadier when its moves are measured against him
 * ({@link commandCircle}: ruling R49's `stops-at-12`; a unit out of command is offered no wheel, ruling R64).
 */
function beyondCommand(ctx: Table, u: BattleUnit, x: number, y: number): boolean {
  const c = commandCircle(ctx, u);
  return c !== null && hypot(c.dx + u.x - x, c.dy + u.y - y) > COMMAND_RADIUS;
}

/** Where a wheel ends. */
export interface WheelEnd {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  /** The turn, in radians. */
  readonly angle: number;
}

/**
 * Where a wheel of `angle` radians ends: the unit pivots on the front corner on the side it wheels to (the outside man
 * travels the arc); null when the end is off the table, on another unit, too near an enemy or (ruling R49) out of
 * command. Rulebook: Manoeuvre.
 */
export function wheelAt(ctx: Table, u: BattleUnit, dir: 'left' | 'right', angle: number): WheelEnd | null {
  const w = width(u);
  const r = rightVec(u);
  const sign = dir === 'left' ? -1 : 1;
  const pivot = { x: u.x + (sign * r.x * w) / 2, y: u.y + (sign * r.y * w) / 2 };
  const facing = normalizeAngle(u.facing + (dir === 'left' ? angle : -angle));
  const turned = unitWith(u, { facing });
  const r2 = rightVec(turned);
  const x = round(pivot.x - (sign * r2.x * w) / 2);
  const y = round(pivot.y - (sign * r2.y * w) / 2);
  if (!onTable(ctx.state, turned, x, y)) return null;
  if (blockedAt(ctx.state, turned, x, y)) return null;
  if (nearEnemyAt(ctx.state, turned, x, y, ctx.options.normalMoveEnemyGap)) return null;
  if (beyondCommand(ctx, u, x, y)) return null;
  return { x, y, facing, angle };
}

/** The greatest turn, in radians, a wheel whose outside man travels `distance` inches makes (at most a quarter turn). */
export function fullWheel(u: BattleUnit, distance: number): number {
  return Math.min(Math.PI / 2, distance / width(u));
}

/**
 * Where a wheel ends: the unit pivots on the front corner on the side it wheels to, and the outside man
 * travels `distance` inches along his arc (at most a quarter turn). If the end is blocked, half and a
 * quarter of the turn are tried. Rulebook: Manoeuvre.
 */
export function wheelPosition(ctx: Table, u: BattleUnit, dir: 'left' | 'right', distance: number): WheelEnd | null {
  const full = fullWheel(u, distance);
  for (const angle of [full, full / 2, full / 4]) {
    // Stryker disable next-line EqualityOperator: equivalent — a tolerance: the tried turn is never exactly 0.01 radians
    if (angle < 0.01) break;
    const end = wheelAt(ctx, u, dir, angle);
    if (end) return end;
  }
  return null;
}

/** Degrees of a turn in radians, as the log prints them. */
const degreesOf = (angle: number): number => round((angle * 180) / Math.PI);

/**
 * Ruling R61 (`moveAllowance: up-to`): the turns, in degrees, a wheel rolled to turn at most `most` degrees may make:
 * every 15 degrees short of it, the half and the quarter of it (the turns tried when the whole is blocked) and the
 * whole, those whose end is clear ({@link wheelAt}), smallest first.
 */
export function wheelChoices(ctx: Table, u: BattleUnit, dir: 'left' | 'right', most: number): number[] {
  const tried = new Set<number>([round(most / 4), round(most / 2), most]);
  // Stryker disable next-line EqualityOperator: equivalent — a multiple of 15 equal to the most is in the set already
  for (let d = 15; d < most; d += 15) tried.add(d);
  return [...tried].filter((d) => wheelAt(ctx, u, dir, (d * Math.PI) / 180) !== null).sort((a, b) => a - b);
}

/**
 * Ruling R61 (`moveAllowance: up-to`): the distances, in inches, a move rolled to go at most `most` inches along its
 * path may go: every whole inch short of it and the whole of it, smallest first.
 */
export function moveChoices(most: number): number[] {
  const choices: number[] = [];
  for (let d = 1; d < most; d++) choices.push(d);
  if (most > 0) choices.push(most);
  return choices;
}

/** The line of a straight move of `u` ({@link moveLine}, with the game's incline share). */
function lineOf(ctx: Table, u: BattleUnit, order: StraightOrder): { dx: number; dy: number; perInch: number } {
  return moveLine(u, order, ctx.options.inclineForwardShare);
}

/** Where the straight move `order` of `u` ends when it goes `inches` along its line (or less, if stopped). */
function slideAlong(ctx: Table, u: BattleUnit, order: StraightOrder, inches: number) {
  const line = lineOf(ctx, u, order);
  return slide(ctx.state, u, line.dx, line.dy, inches, { enemyBuffer: ctx.options.normalMoveEnemyGap });
}

/** The straight move `order` of `u`, rolled `rolled`, carried to `end` (the most, or less: ruling R61). */
function moveStraight(
  ctx: BattleContext,
  u: BattleUnit,
  order: StraightOrder,
  rolled: number,
  end: { x: number; y: number; moved: number },
): void {
  const moved = order.type === 'advance' ? 'moved' : order.type === 'advance-and-fire' ? 'move-and-fire' : 'manoeuvred';
  const text =
    order.type === 'incline'
      ? `${u.name} inclines ${inclineWay(order.dir, order.backward === true)} ${end.moved}"`
      : order.type === 'advance-and-fire'
        ? `${u.name} advances ${end.moved}" (move and fire)`
        : `${u.name} ${order.type === 'advance' ? 'advances' : 'retires'} ${end.moved}" of ${rolled}"`;
  setUnit(ctx, u.id, { x: end.x, y: end.y, moved }, text);
  disorderIfCrossed(ctx, u.id, u.x, u.y);
}

/** The wheel `order` of `u` carried out to `end`; `disorders`: foot at full speed (Rulebook: Manoeuvre). */
function turnTo(
  ctx: BattleContext,
  u: BattleUnit,
  order: Extract<UnitOrder, { type: 'wheel' }>,
  end: WheelEnd | null,
  disorders: boolean,
): void {
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
      ...(disorders && u.order === 'steady' ? { order: 'disordered' as const } : {}),
    },
    `${u.name} wheels ${order.dir} ${degreesOf(end.angle)} degrees${disorders ? ' at full speed: DISORDERED' : ''}`,
  );
  disorderIfCrossed(ctx, u.id, u.x, u.y);
}

/** True when the wheel `order` of `u` disorders it: foot at full speed (Rulebook: Manoeuvre). */
function wheelDisorders(u: BattleUnit, order: Extract<UnitOrder, { type: 'wheel' }>): boolean {
  // Only foot wheel at half speed (or full speed and disordered); horse and limbered guns at full speed.
  // Stryker disable next-line StringLiteral: equivalent — wheel() tells only 'foot' from the rest, so 'horse' and "" are the same
  return wheel(u.arm === 'foot' ? 'foot' : 'horse', 0, order.fast, u.order === 'disordered').disorders;
}

/**
 * Ruling R61 (`moveAllowance: up-to`): carries out the rolled move of the unit `current.moving` names, `distance`
 * inches along its path (degrees of a wheel) as its player chose. Rulebook: Movement; Manoeuvre.
 */
export function finishMove(ctx: BattleContext, distance: number): void {
  const moving = ctx.state.current!.moving!;
  const u = current(ctx, moving.unit);
  ctx.emit({
    kind: 'move-chosen',
    unit: u.id,
    text: `${u.name} goes ${distance}${moving.order.type === 'wheel' ? ' degrees' : '"'} of the most ${moving.most}${moving.order.type === 'wheel' ? ' degrees' : '"'}`,
  });
  const order = moving.order;
  if (order.type === 'wheel')
    turnTo(ctx, u, order, wheelAt(ctx, u, order.dir, (distance * Math.PI) / 180), wheelDisorders(u, order));
  else
    moveStraight(ctx, u, order as StraightOrder, moving.rolled, slideAlong(ctx, u, order as StraightOrder, distance));
}

/**
 * Ruling R61: with more than one choice, the rolled move waits for its player to choose how far it goes
 * (`move-rolled`; true); otherwise false, and the caller carries it out.
 */
function offerChoice(
  ctx: BattleContext,
  u: BattleUnit,
  order: UnitOrder,
  rolled: number,
  most: number,
  choices: number,
): boolean {
  if (choices < 2) return false;
  const unit = order.type === 'wheel' ? ' degrees' : '"';
  ctx.emit({
    kind: 'move-rolled',
    unit: u.id,
    order,
    rolled,
    most,
    text: `${u.name} may go up to ${most}${unit} (rolled ${rolled}"): its player chooses how far`,
  });
  return true;
}

/**
 * Carries out one unit's order. Rulebook: Movement (the d6 table; march column), Manoeuvre (inclining:
 * ruling R23), Formations (change times), Disorder (control test, ruling R10), Charges. `offer` (ruling R61,
 * `moveAllowance: up-to`): a voluntary move or wheel is rolled and waits for its player to choose how far it goes,
 * when there is a choice ({@link finishMove}); without it the move goes the most the roll allows.
 */
export function executeOrder(ctx: BattleContext, unitId: string, order: UnitOrder, offer = false): void {
  const u = current(ctx, unitId);
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
    case 'retire':
    case 'advance-and-fire':
    case 'incline': {
      // Ruling R23: an incline shares the rolled move (the advance's and the retire's) between forward, or backward,
      // and flank (equally by default: "1" to the flank for each 1" forward/backward"). Move & Fire: 1d6 / 2.
      const d =
        order.type === 'advance-and-fire'
          ? moveDistance(ctx.dice, 'foot', 'move-and-fire', u.name)
          : // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — moveDistance takes the best of 2d6 only in march column, so the road flag matters only with it
            moveDistance(ctx.dice, arm, mode, u.name, mode === 'march-column' && onRoad(ctx.state, u));
      const line = lineOf(ctx, u, order);
      // The most it may go: the roll, less what other units, the enemy gap (R19) or the 12" (R49) leave of it.
      const end = slideAlong(ctx, u, order, commandReach(ctx, u, line.dx, line.dy, d * line.perInch));
      if (offer && offerChoice(ctx, u, order, d, end.moved, moveChoices(end.moved).length)) return;
      moveStraight(ctx, u, order, d, end);
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
      if (offer) {
        // Ruling R61: any turn up to the whole the roll allows whose end is clear.
        const most = degreesOf(fullWheel(u, w.distance));
        const choices = wheelChoices(ctx, u, order.dir, most);
        if (offerChoice(ctx, u, order, d, most, choices.length)) return;
        const only = choices[0];
        turnTo(
          ctx,
          u,
          order,
          // Stryker disable next-line ConditionalExpression: equivalent — wheelAt of no turn (NaN) finds no clear end either
          only === undefined ? null : wheelAt(ctx, u, order.dir, (only * Math.PI) / 180),
          w.disorders,
        );
        return;
      }
      turnTo(ctx, u, order, wheelPosition(ctx, u, order.dir, w.distance), w.disorders);
      return;
    }
  }
}
