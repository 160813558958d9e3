import { firstWithin, hypot, mapPacked, vec } from '@muster/core';
import { moveDistance } from '../movement/movementTable.js';
import { footPursuitDisorders, footPursuitHaltDisorders } from '../mechanics/pursuit.js';
import {
  type BattleContext,
  current,
  detachOfficer,
  disengage,
  disorderIfCrossed,
  setUnit,
  worsenOrder,
} from './BattleContext.js';
import { fallBackFacing } from './fallingBack.js';
import type { BattleUnit } from './State.js';
import { routerTests } from './moraleHelpers.js';
import {
  activeUnits,
  baseOf,
  blockedAt,
  distance as gapBetween,
  facing,
  forwardVec,
  nearEnemyAt,
  onTable,
  round,
  slide,
} from './table.js';
import { unitWith } from './stateShapes.js';

/**
 * "Units will attempt to flow around friends" (Compulsory Moves; ruling R29's reading: through them, stopping on the
 * first clear spot): from `from`, a spot that may lie on other units, on by half inches along (dx, dy) until the unit
 * stands clear. `ends(x, y)`: a spot where flowing on cannot go (off the table, into an enemy), returned `clear: false`.
 * Routers, units falling back and pursuers all flow so.
 */
function flowOn(
  ctx: BattleContext,
  u: BattleUnit,
  from: { readonly x: number; readonly y: number },
  dx: number,
  dy: number,
  ends: (x: number, y: number) => boolean,
): { x: number; y: number; extra: number; clear: boolean } {
  let { x, y } = from;
  let extra = 0;
  while (blockedAt(ctx.state, u, x, y)) {
    extra += 0.5;
    x = round(from.x + dx * extra);
    y = round(from.y + dy * extra);
    if (ends(x, y)) return { x, y, extra, clear: false };
  }
  return { x, y, extra, clear: true };
}

/**
 * Routers flee to the rear, flowing around friends (and enemies, unless `routerMeetsEnemy: 'stops'`, ruling R45); a
 * router whose front crosses its own edge leaves the table.
 */
function flee(ctx: BattleContext, u: BattleUnit): void {
  const f = facing(u.side);
  const d = moveDistance(ctx.dice, u.arm === 'horse' ? 'horse' : 'foot', 'routing', u.name);
  if (ctx.options.routerMeetsEnemy === 'stops') {
    // Ruling R45 (option): only friends are flowed around; an enemy in the way stops the router touching it (on the
    // last spot before it clear of friends). The table edge does not stop it: it flees the field past its own edge.
    const friends = activeUnits(ctx.state)
      .filter((o) => o.side === u.side)
      .map((o) => o.id);
    const reach = slide(ctx.state, u, 0, -f, d, { enemyBuffer: 0, ignore: friends });
    // Stryker disable next-line EqualityOperator: equivalent — moves are kept to 1/1000", never 1e-9 short of the die's
    if (reach.moved + 1e-9 < d && onTable(ctx.state, u, u.x, round(reach.y - f * 0.25))) {
      let m = reach.moved;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — where the router stands is clear
      while (m > 0 && blockedAt(ctx.state, u, u.x, round(u.y - f * m))) m -= 0.25;
      setUnit(ctx, u.id, { y: round(u.y - f * m) }, `${u.name} routs ${round(m)}" and is stopped by the enemy`);
      return;
    }
  }
  let y = u.y - f * d;
  // "Units will attempt to flow around friends" (and enemies, R45's default): through them, on until clear; a spot
  // off the table ends it there.
  if (onTable(ctx.state, u, u.x, y))
    y = flowOn(ctx, u, { x: u.x, y }, 0, -f, (x, yy) => !onTable(ctx.state, u, x, yy)).y;
  if (!onTable(ctx.state, u, u.x, y)) {
    setUnit(
      ctx,
      u.id,
      { status: 'left-table', y: round(Math.min(ctx.state.table.depth, Math.max(0, y))) },
      `${u.name} routs ${d}" and flees the field`,
    );
    return;
  }
  setUnit(ctx, u.id, { y: round(y) }, `${u.name} routs ${d}" to the rear`);
}

/**
 * A falling back or pursuing move that, like a rout, "attempt[s] to flow around friends" (Compulsory Moves; ruling
 * R29's reading: through them, stopping on the first clear spot): friends do not stop the move, and one that would
 * end on a friend goes on by half inches until clear. If that spot is off the table or meets an enemy, the unit
 * stops short of the friend instead. `offEdge`: the table edge, not a unit, stopped the move (ruling R47).
 */
function flowingSlide(
  ctx: BattleContext,
  u: BattleUnit,
  dx: number,
  dy: number,
  distance: number,
  enemyBuffer: number,
): { x: number; y: number; moved: number; offEdge: boolean } {
  // Its side's units, as a router's (its own base never blocks it).
  const friends = activeUnits(ctx.state)
    .filter((o) => o.side === u.side)
    .map((o) => o.id);
  const through = slide(ctx.state, u, dx, dy, distance, { enemyBuffer, ignore: friends });
  const flowed = flowOn(
    ctx,
    u,
    through,
    dx,
    dy,
    (x, y) =>
      !onTable(ctx.state, u, x, y) ||
      blockedAt(ctx.state, u, x, y, friends) ||
      nearEnemyAt(ctx.state, u, x, y, enemyBuffer), // with a buffer of 0 (falling back), never near
  );
  const { x, y, extra } = flowed;
  if (!flowed.clear)
    return { ...slide(ctx.state, u, dx, dy, distance, { enemyBuffer }), offEdge: !onTable(ctx.state, u, x, y) };
  // Cut short with its next step off the table: the edge, not a unit, stopped it (a full move checks where it is).
  const step = Math.min(0.25, distance - through.moved);
  const offEdge = !onTable(ctx.state, u, round(x + dx * step), round(y + dy * step));
  return { x, y, moved: round(through.moved + extra), offEdge };
}

/**
 * Ruling R65 (`pursuitContact: contacts`): where a pursuer moving `distance` along (dx, dy) first touches the unit
 * `t` it pursues, if that is within its move and no other unit stops it first (friends are flowed around only by a
 * move that ends clear of them, so one in the way keeps the pursuer off: it pursues as before); null otherwise, and
 * null for a pursuer already touching it as it begins (the melee it broke off: that contact is not a new one).
 * Rulebook: Falling Back ("Units falling back will rout if contacted by the enemy"); Melee > Post Melee.
 */
function catchUp(
  ctx: BattleContext,
  u: BattleUnit,
  t: BattleUnit,
  dx: number,
  dy: number,
  distance: number,
): { x: number; y: number; moved: number; offEdge: boolean } | null {
  // Already touching it as the move begins (the melee it broke off, ruling R44): that contact is not a new one.
  if (gapBetween(u, t) <= 0.01) return null;
  const to = round(firstWithin(baseOf(u), vec(dx, dy), baseOf(t), 0));
  if (!(to <= distance + 1e-9)) return null;
  const end = slide(ctx.state, u, dx, dy, to, { ignore: [t.id], enemyBuffer: 0.5 });
  // Positions are kept to 1/1000": touching is within 0.01" (as a charge's contact, resolveCharge's closeOn).
  if (gapBetween(unitWith(u, { x: end.x, y: end.y }), t) > 0.01) return null;
  return { ...end, offEdge: false };
}

/**
 * Ruling R47 (`compulsoryMoveAtEdge: leave`): a unit falling back or pursuing whose move the table edge stopped leaves
 * the table, as a router does (R29); its officer leaves it. By default (`stop`) it stops at the edge.
 */
function leavesTable(ctx: BattleContext, u: BattleUnit, end: { x: number; y: number; offEdge: boolean }): boolean {
  if (!end.offEdge || ctx.options.compulsoryMoveAtEdge === 'stop') return false;
  detachOfficer(ctx, u.id);
  // A unit that could not break off (ruling R44) is still in melee: off the table, its enemies are free of it.
  disengage(ctx, u.id);
  const text = `${u.name} ${u.order === 'falling-back' ? 'falls back' : 'pursues'} off the table`;
  setUnit(ctx, u.id, { status: 'left-table', x: end.x, y: end.y, pursuing: null }, text);
  return true;
}

/** The ids of a brigade's units, in army-list order (units off the table are passed over when they are moved). */
function brigadeUnits(ctx: BattleContext, brigade: string): string[] {
  return mapPacked(
    ctx.state.units.filter((u) => u.brigade === brigade),
    (u) => u.id,
  );
}

/**
 * Compulsory moves of one brigade's units: FALLING BACK (a normal move, facing the enemy), ROUTED (rout
 * speed to the rear) and pursuing (pursuit speed after the enemy; foot may rally after a move of pursuit, and are
 * disordered once they have pursued over 3"), each flowing around friends. Then morale tests for units near routers.
 * True when the moves wait for a foot unit's side to choose whether it rallies after its move of pursuit or pursues on
 * (ruling R62, `footPursuitRally: chosen`: the `pursuit-offered` event, which keeps `moved`, the units that had moved
 * in the phase as the brigade's activation attempt began); {@link pursuitChoice} carries them on.
 * Rulebook: Compulsory Moves; Falling Back; Routed; Melee > Post Melee.
 */
export function compulsoryMoves(ctx: BattleContext, brigade: string, moved: readonly string[] = []): boolean {
  return moveUnits(ctx, brigade, moved, brigadeUnits(ctx, brigade));
}

/**
 * Ruling R62: the side of the foot unit that made a move of pursuit rallies it (it halts where it stands) or lets it
 * pursue on; then the brigade's compulsory moves carry on with the units after it. True when they wait again.
 * Rulebook: Melee > Post Melee ("Foot may rally automatically after one move of pursuit").
 */
export function pursuitChoice(ctx: BattleContext, unit: string, rally: boolean): boolean {
  const { brigade, moved } = ctx.state.pursuit!;
  const u = current(ctx, unit);
  ctx.emit({
    kind: 'pursuit-chosen',
    unit,
    rally,
    text: rally ? `${u.name} rallies after its move of pursuit` : `${u.name} pursues on`,
  });
  if (rally) {
    // Ruling R54: with `footPursuitHalt: always` the halt is a rally, and "All units Rallying from any cause will be
    // DISORDERED"; by default only a pursuit over 3" disordered them, as it went.
    const disorder = ctx.options.footPursuitHalt === 'always' && u.order === 'steady';
    setUnit(
      ctx,
      unit,
      { pursuing: null, pursued: 0, ...(disorder ? { order: 'disordered' as const } : {}) },
      `${u.name} rallies after its move of pursuit and halts${disorder ? ', DISORDERED' : ''}`,
    );
  }
  const ids = brigadeUnits(ctx, brigade);
  return moveUnits(ctx, brigade, moved, ids.slice(ids.indexOf(unit) + 1));
}

/**
 * A foot unit's move of pursuit with `footPursuitRally: chosen` (ruling R62): it goes, DISORDERED once its pursuit is
 * over 3" in all, and its side then chooses to rally it or pursue on (the moves wait for the choice).
 */
function footPursuitMove(
  ctx: BattleContext,
  u: BattleUnit,
  end: { x: number; y: number; moved: number },
  brigade: string,
  moved: readonly string[],
  rout: () => void,
): void {
  const pursued = round(u.pursued + end.moved);
  // "If a Foot unit pursues for over 3" it is disordered": all its moves of pursuit together.
  const disorder = footPursuitDisorders(pursued) && u.order === 'steady';
  // The pursuit is their move (rulings R27, R55: a full move, after which foot may not fire).
  setUnit(
    ctx,
    u.id,
    { x: end.x, y: end.y, pursued, moved: 'moved', ...(disorder ? { order: 'disordered' as const } : {}) },
    `${u.name} pursues ${end.moved}"${disorder ? ': over 3" of pursuit, DISORDERED' : ''}`,
  );
  disorderIfCrossed(ctx, u.id, u.x, u.y);
  rout(); // ruling R65: the unit it caught, falling back, routs
  ctx.emit({
    kind: 'pursuit-offered',
    unit: u.id,
    brigade,
    moved: [...moved],
    text: `${u.name} has made a move of pursuit: its side chooses to rally it or to pursue on (ruling R62)`,
  });
}

/** {@link compulsoryMoves} of the units `ids` of `brigade`, then the tests near routers. */
function moveUnits(ctx: BattleContext, brigade: string, moved: readonly string[], ids: readonly string[]): boolean {
  for (const id of ids) {
    const u = current(ctx, id);
    if (u.status !== 'active' || u.arm === 'battery') continue;
    const f = forwardVec(u);
    const arm = u.arm === 'horse' ? 'horse' : 'foot';
    if (u.order === 'routed') flee(ctx, u);
    else if (u.order === 'falling-back') {
      const d = moveDistance(ctx.dice, arm, 'fall-back', u.name);
      // "Units falling back do so facing the enemy": straight back, or first turned to face it (ruling R46).
      const turn = fallBackFacing(ctx.state, u, ctx.options);
      if (turn.enemy) setUnit(ctx, id, { facing: turn.facing }, `${u.name} turns to face ${turn.enemy.name}`);
      const b = forwardVec(current(ctx, id));
      const end = flowingSlide(ctx, current(ctx, id), -b.x, -b.y, d, 0);
      if (leavesTable(ctx, current(ctx, id), end)) continue;
      setUnit(ctx, id, { x: end.x, y: end.y }, `${u.name} falls back ${end.moved}" facing the enemy`);
      // A unit that could not break off (ruling R44) leaves the melee once it has room to fall back (disengage does
      // nothing to a unit in no melee).
      if (end.moved > 0) disengage(ctx, id);
    } else if (u.pursuing !== null) {
      const target = ctx.state.units.find((x) => x.id === u.pursuing);
      const d = moveDistance(ctx.dice, arm, 'pursuit', u.name);
      // Straight after the enemy if it is still on the table, otherwise straight ahead.
      // Stryker disable next-line OptionalChaining: equivalent — the pursued unit is always found (units are never removed)
      const to = target?.status === 'active' ? { x: target.x - u.x, y: target.y - u.y } : f;
      const len = hypot(to.x, to.y) || 1;
      // Ruling R65: with `pursuitContact: contacts` a pursuer that reaches the unit it pursues, FALLING BACK,
      // contacts it ("Units falling back will rout if contacted by the enemy"); by default it stops 1/2" short (R19).
      const caught =
        ctx.options.pursuitContact === 'contacts' && target?.status === 'active' && target.order === 'falling-back'
          ? catchUp(ctx, u, target, to.x / len, to.y / len, d)
          : null;
      const end = caught ?? flowingSlide(ctx, u, to.x / len, to.y / len, d, 0.5);
      if (leavesTable(ctx, u, end)) continue;
      // The unit it catches routs once the pursuer stands against it (before a foot pursuer's rally choice).
      const rout = () => {
        if (caught) worsenOrder(ctx, target!.id, 'routed', `contacted by ${u.name} while falling back`);
      };
      if (u.arm === 'foot' && ctx.options.footPursuitRally === 'chosen') {
        footPursuitMove(ctx, u, end, brigade, moved, rout);
        return true;
      }
      if (u.arm === 'foot') {
        // `footPursuitRally: automatic` (the battle before ruling R62): foot halt after one move of pursuit; over 3"
        // disorders them (ruling R54: with `always`, every halt disorders them, as "All units Rallying from any cause").
        // The pursuit was their move (rulings R27, R55: a full move, after which foot may not fire).
        const disorder = footPursuitHaltDisorders(end.moved, ctx.options);
        setUnit(
          ctx,
          id,
          { x: end.x, y: end.y, pursuing: null, moved: 'moved', ...(disorder ? { order: 'disordered' as const } : {}) },
          `${u.name} pursues ${end.moved}" and halts${disorder ? ', DISORDERED' : ''}`,
        );
      } else {
        setUnit(ctx, id, { x: end.x, y: end.y }, `${u.name} pursues ${end.moved}"`);
      }
      rout();
      // "crossing disordering terrain" disorders a STEADY unit (ruling R32; horse pursuing are DISORDERED already).
      disorderIfCrossed(ctx, id, u.x, u.y);
    }
  }
  // Ruling R48: the moving brigade's units test here (the others in phase 6), or with `all` every unit on the table.
  const all = ctx.options.routerTestsAtCompulsoryMoves === 'all';
  // routerTests skips units off the table
  routerTests(ctx, all ? mapPacked(ctx.state.units, (u) => u.id) : brigadeUnits(ctx, brigade));
  return false;
}
