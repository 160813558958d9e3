import { hypot, mapPacked } from '@muster/core';
import { activationTest } from '../mechanics/activationTest.js';
import type { BrigadierRating } from '../command/brigadierRatings.js';
import { moveDistance } from '../movement/movementTable.js';
import { type BattleContext, current, note } from './BattleContext.js';
import { resolveChargeReaction } from './resolveCharge.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import { reduceBattle } from './reduce.js';
import type { BattleState, BattleUnit, Side } from './State.js';
import { compulsoryMoves, pursuitChoice } from './compulsoryMoves.js';
import { afterPistolsChoice, afterRallyChoice, carryOnTurn, endOfTurn } from './endOfTurn.js';
import { pistolsChoice } from './meleePhase.js';
import { rallyChoice } from './moralePhase.js';
import { shoot } from './firePhases.js';
import { resolveCinc } from './commanderInChief.js';
import { executeOrder, finishMove } from './executeOrder.js';
import { chargeOrders, orderable } from '../sequence/legalOrders.js';
import { enemyOf, round, unitById } from './table.js';
import { brigadePoint, rideTowards } from './brigadierRide.js';

function pendingBrigades(state: BattleState, side: Side): number {
  return state.brigades.filter((b) => b.side === side && b.activation === 'pending').length;
}

/**
 * The brigadier follows his brigade: an officer's move (1d6 x 2) towards its units (ruling R28). With `brigadierRide:
 * chosen` the move is rolled and his player chooses where he rides (`ride-rolled`; true: the activation waits).
 * Rulebook: Command and Control; Movement.
 */
function moveBrigadier(ctx: BattleContext, brigadeId: string): boolean {
  const b = ctx.state.brigades.find((x) => x.id === brigadeId)!;
  const with_ = b.attached ? ctx.state.units.find((u) => u.id === b.attached) : undefined;
  if (with_?.status === 'active') {
    if (with_.x !== b.x || with_.y !== b.y)
      ctx.emit({
        kind: 'brigadier',
        brigade: b.id,
        x: with_.x,
        y: with_.y,
        text: `Brigadier ${b.brigadier} moves with ${with_.name}`,
      });
    return false;
  }
  const point = brigadePoint(ctx.state, b);
  if (point === null) return false;
  if (ctx.options.brigadierRide === 'chosen') {
    const most = moveDistance(ctx.dice, 'officer', 'move', `Brigadier ${b.brigadier}`);
    ctx.emit({
      kind: 'ride-rolled',
      brigade: b.id,
      most,
      text: `Brigadier ${b.brigadier} may ride up to ${most}": his player chooses where (ruling R28)`,
    });
    return true;
  }
  if (hypot(point.x - b.x, point.y - b.y) < 0.5) return false;
  const to = rideTowards(b, point, moveDistance(ctx.dice, 'officer', 'move', `Brigadier ${b.brigadier}`));
  ctx.emit({
    kind: 'brigadier',
    brigade: b.id,
    x: to.x,
    y: to.y,
    text: `Brigadier ${b.brigadier} rides ${round(to.d)}" to stay with ${b.name}`,
  });
  return false;
}

/** Ruling R28 (`brigadierRide: chosen`): the riding brigadier goes to (x, y); his brigade's activation then ends. */
function ride(ctx: BattleContext, x: number, y: number): void {
  const riding = ctx.state.ride!;
  const b = ctx.state.brigades.find((r) => r.id === riding.brigade)!;
  const d = round(hypot(x - b.x, y - b.y));
  ctx.emit({
    kind: 'brigadier',
    brigade: b.id,
    x,
    y,
    text:
      d === 0
        ? `Brigadier ${b.brigadier} stays where he is`
        : `Brigadier ${b.brigadier} rides ${d}" (of ${riding.most}")`,
  });
  closeActivation(ctx, b.id);
}

/**
 * Ends the current brigade's activation: its brigadier rides (ruling R28), then the other side goes next if it has
 * brigades left. A ride his player chooses ends it later ({@link ride}).
 */
function endActivation(ctx: BattleContext, brigadeId: string): void {
  if (!moveBrigadier(ctx, brigadeId)) closeActivation(ctx, brigadeId);
}

/** The brigade's activation is over: the other side goes next if it has brigades left; the turn ends after the last. */
function closeActivation(ctx: BattleContext, brigadeId: string): void {
  const side = ctx.state.brigades.find((b) => b.id === brigadeId)!.side;
  const other = enemyOf(side);
  const next = pendingBrigades(ctx.state, other) > 0 ? other : side;
  ctx.emit({
    kind: 'activation-ended',
    brigade: brigadeId,
    next,
    text: `${ctx.state.brigades.find((b) => b.id === brigadeId)!.name} has moved`,
  });
  if (ctx.state.result === null && pendingBrigades(ctx.state, 'A') + pendingBrigades(ctx.state, 'B') === 0)
    endOfTurn(ctx);
}

/**
 * The units that have made their move in this Movement phase, read when a brigade activates (before its compulsory
 * moves): those of the brigade get no orders in its activation and are not freed from melee for its Other Movement:
 * foot pursuing, whose compulsory move is their one move of pursuit before they halt (ruling R55, `afterPursuitHalt`),
 * and units that have already moved this turn, i.e. horse that rode out on a countercharge in an enemy brigade's
 * activation (ruling R58, `afterCountercharge`; `moved` is cleared at each turn). `may-move` leaves either out.
 */
function movedThisPhase(ctx: BattleContext): ReadonlySet<string> {
  const { afterPursuitHalt, afterCountercharge } = ctx.options;
  const hasMoved = (u: BattleUnit): boolean =>
    (afterPursuitHalt === 'no-other-move' && u.pursuing !== null) ||
    (afterCountercharge === 'no-other-move' && u.moved !== 'none');
  return new Set(mapPacked(ctx.state.units.filter(hasMoved), (u) => u.id));
}

/** The units still to order in the activation of `state` (a brigade is being moved) that may declare a charge. */
function chargers(ctx: BattleContext, state: BattleState): string[] {
  return state.current!.pending.filter(
    (id) => chargeOrders(state, unitById(state, id), ctx.options.routedChargeTargets).length > 0,
  );
}

/**
 * Resolves a decision: an activation attempt (with the brigade's compulsory moves first) or one unit's
 * order; when every brigade has moved, the fire, melee and morale phases follow.
 * Rulebook: Sequence of Play; Command and Control > Brigade activation.
 */
export function resolveBattle(ctx: BattleContext, decision: BattleDecision): void {
  if (decision.kind === 'activate') {
    const moved = movedThisPhase(ctx);
    // Ruling R62: a foot unit's side may have to choose whether it rallies after its move of pursuit; the activation
    // roll waits for the compulsory moves.
    if (!compulsoryMoves(ctx, decision.brigade, [...moved])) rollActivation(ctx, decision.brigade, moved);
    return;
  }
  if (decision.kind === 'pursuit') {
    const { brigade, moved } = ctx.state.pursuit!;
    if (!pursuitChoice(ctx, decision.unit, decision.rally)) rollActivation(ctx, brigade, new Set(moved));
    return;
  }
  if (decision.kind === 'cinc') {
    resolveCinc(ctx, decision.side, decision.unit);
    return;
  }
  if (decision.kind === 'fire') {
    shoot(ctx, decision.unit, decision.target);
    carryOnTurn(ctx);
    return;
  }
  if (decision.kind === 'pistols') {
    // Ruling R63: "Pc Horse may fire in second or subsequent rounds of melee": the side says at whom, or not at all.
    afterPistolsChoice(ctx, pistolsChoice(ctx, decision.unit, decision.target));
    return;
  }
  if (decision.kind === 'rally') {
    // Ruling R21: "Units requiring Rallying … may test now": the side says whether this one tests.
    afterRallyChoice(ctx, rallyChoice(ctx, decision.unit, decision.test));
    return;
  }
  if (decision.kind === 'ride') {
    ride(ctx, decision.x, decision.y);
    return;
  }
  resolveInActivation(ctx, decision);
}

/**
 * The brigade's activation roll, once its compulsory moves are made: activated, its units still to move (not those
 * that have `moved` in this phase, rulings R55, R58) await their orders; failed, its activation ends.
 * Rulebook: Command and Control > Brigade activation.
 */
function rollActivation(ctx: BattleContext, brigade: string, moved: ReadonlySet<string>): void {
  const b = ctx.state.brigades.find((x) => x.id === brigade)!;
  const r = activationTest(ctx.dice, b.rating as BrigadierRating, b.name);
  const pending = r.activated
    ? mapPacked(
        ctx.state.units.filter((u) => u.brigade === b.id && orderable(u) && !moved.has(u.id)),
        (u) => u.id,
      )
    : [];
  // Ruling R56: the units in melee now, which take the Other Movement if the charges free them.
  const inMelee =
    r.activated && ctx.options.freedFromMelee === 'other-movement'
      ? mapPacked(
          ctx.state.units.filter(
            (u) => u.brigade === b.id && u.status === 'active' && u.engaged.length > 0 && !moved.has(u.id),
          ),
          (u) => u.id,
        )
      : [];
  ctx.emit({
    kind: 'activation',
    brigade: b.id,
    activated: r.activated,
    pending,
    ...(inMelee.length > 0 ? { inMelee } : {}),
    text: `${b.name} (${b.rating}) ${r.activated ? 'is activated' : 'fails to activate'}: rolled ${r.roll}, needed ${r.needed}+`,
  });
  if (ctx.state.current === null) endActivation(ctx, b.id);
}

/** A decision within the activated brigade's activation: the brigadier's stand, a unit's order, a move, a reaction. */
function resolveInActivation(
  ctx: BattleContext,
  decision: Extract<BattleDecision, { kind: 'attach' | 'order' | 'move' | 'turn' | 'react' }>,
): void {
  const brigade = ctx.state.current!.brigade;
  if (decision.kind === 'attach') {
    const b = ctx.state.brigades.find((x) => x.id === decision.brigade)!;
    const unit = decision.unit === null ? null : current(ctx, decision.unit);
    const attached: Extract<BattleEvent, { kind: 'attached' }> = {
      kind: 'attached',
      brigade: b.id,
      unit: unit?.id ?? null,
      text: unit
        ? `Brigadier ${b.brigadier} attaches himself to ${unit.name}`
        : `Brigadier ${b.brigadier} commands ${b.name} from behind`,
    };
    const joins: BattleEvent[] = unit
      ? [
          {
            kind: 'brigadier',
            brigade: b.id,
            x: unit.x,
            y: unit.y,
            text: `Brigadier ${b.brigadier} joins ${unit.name}`,
          },
        ]
      : [];
    // Sequence of Play, Movement: "ii. Charges … iv. Other Movement": the units that may charge are asked first, read
    // with the brigadier where he stands once he has chosen (ruling R39): a unit he joins is in command, one he rides
    // over 12" away from is not (ruling R28). The state the two events lead to, so the rule is read once, on it.
    const standing = [attached, ...joins].reduce(reduceBattle, ctx.state);
    ctx.emit({ ...attached, charging: chargers(ctx, standing) });
    for (const e of joins) ctx.emit(e);
    return;
  }
  if (decision.kind === 'move' || decision.kind === 'turn') {
    finishMove(ctx, decision.kind === 'move' ? decision.inches : decision.degrees);
  } else if (decision.kind === 'react') {
    const u = current(ctx, decision.unit);
    note(ctx, `${u.name} answers the charge: ${decision.reaction}`);
    resolveChargeReaction(ctx, decision.reaction);
  } else {
    const u = current(ctx, decision.unit);
    const declined = decision.order.type === 'no-charge';
    ctx.emit({
      kind: 'ordered',
      unit: u.id,
      ...(declined ? { declined } : {}),
      text: declined ? `${u.name} declares no charge` : `${u.name} is ordered to ${decision.order.type}`,
    });
    // Ruling R61: with `moveAllowance: up-to` a rolled move waits for the player to choose how far it goes.
    if (orderable(u)) executeOrder(ctx, u.id, decision.order, ctx.options.moveAllowance === 'up-to');
  }
  if (ctx.state.pendingCharge === null) releaseFromMelee(ctx);
  // A charge waiting for its target's reaction, or a move for its player's choice (R61), keeps the activation open.
  if (
    ctx.state.pendingCharge === null &&
    ctx.state.current !== null &&
    ctx.state.current.moving === undefined &&
    ctx.state.current.pending.length === 0
  )
    endActivation(ctx, brigade);
}

/**
 * Ruling R56: a unit of the moving brigade that was in melee when the brigade activated, and whose melee a charge
 * has ended (its enemy broke off), joins the Other Movement (Sequence of Play: "ii. Charges … iv. Other Movement").
 */
function releaseFromMelee(ctx: BattleContext): void {
  for (const id of ctx.state.current?.inMelee ?? []) {
    const u = current(ctx, id);
    if (orderable(u))
      ctx.emit({
        kind: 'freed-from-melee',
        unit: id,
        text: `${u.name} is no longer in melee: it takes its Other Movement (ruling R56)`,
      });
  }
}
