import type { ResolveContext } from '@muster/core';
import { worse } from '../mechanics/orderAfterTest.js';
import type { Wss6mmOptions } from '../options/options.js';
import type { Wss6mmCombat } from '../plugins/combat.js';
import type { Wss6mmMorale } from '../plugins/morale.js';
import type { Casualty, Order } from '../organisation/conditions.js';
import { casualtyCondition, unitType } from '../organisation/unitTypes.js';
import type { BattleEvent } from './Event.js';
import type { BattleState, BattleUnit, UnitPatch } from './State.js';
import { mayBreakOff } from './fallingBack.js';
import { unitById, within } from './table.js';
import { crossesDisordering } from './terrain.js';

/**
 * What the battle's resolution functions work with: the engine's context plus the game options and the
 * morale and combat plugins the container binds (every morale and combat roll goes through these).
 */
export interface BattleContext extends ResolveContext<BattleState, BattleEvent> {
  readonly options: Wss6mmOptions;
  readonly combat: Wss6mmCombat;
  readonly morale: Wss6mmMorale;
}

/** Emits a change to a unit with its narrative. */
export function setUnit(ctx: BattleContext, unit: string, set: UnitPatch, text: string): void {
  ctx.emit({ kind: 'unit', unit, set, text });
}

/** Emits a narrative line. */
export function note(ctx: BattleContext, text: string): void {
  ctx.emit({ kind: 'note', text });
}

/** The unit as it stands now. */
export function current(ctx: BattleContext, id: string): BattleUnit {
  return unitById(ctx.state, id);
}

/** FRESH, BLOODED or DISTRESSED (batteries count as FRESH). */
export function casualtyOf(u: BattleUnit, options: Wss6mmOptions): Casualty {
  const type = unitType(u.type);
  return type ? casualtyCondition(type, u.lost, options) : 'fresh';
}

/** True when a brigadier or the CinC is attached to this unit ("Officer Attached" modifiers; they do not add up: ruling R35). */
export function officerWith(state: BattleState, unitId: string): boolean {
  return (
    state.brigades.some((b) => b.attached === unitId) ||
    (state.cincs !== null && (state.cincs.A.attached === unitId || state.cincs.B.attached === unitId))
  );
}

/** A brigadier or CinC attached to a unit that routs or is lost leaves it (rulings R31, R35). */
export function detachOfficer(ctx: BattleContext, unitId: string): void {
  for (const b of ctx.state.brigades) {
    if (b.attached === unitId)
      ctx.emit({
        kind: 'attached',
        brigade: b.id,
        unit: null,
        text: `Brigadier ${b.brigadier} leaves ${current(ctx, unitId).name}`,
      });
  }
  const cincs = ctx.state.cincs;
  if (!cincs) return;
  for (const side of ['A', 'B'] as const) {
    const c = cincs[side];
    if (c.attached === unitId)
      ctx.emit({
        kind: 'cinc',
        side,
        x: c.x,
        y: c.y,
        attached: null,
        acted: false,
        text: `${c.name} leaves ${current(ctx, unitId).name}`,
      });
  }
}

/** Removes a unit from every melee it is in. */
export function disengage(ctx: BattleContext, id: string): void {
  const u = current(ctx, id);
  for (const other of u.engaged) {
    const o = current(ctx, other);
    setUnit(
      ctx,
      other,
      { engaged: o.engaged.filter((x) => x !== id) },
      `${o.name} is no longer in contact with ${u.name}`,
    );
  }
  if (u.engaged.length > 0) setUnit(ctx, id, { engaged: [] }, `${u.name} breaks contact`);
}

/**
 * "Units are disordered by … crossing disordering terrain." (Rulebook: Disorder; ruling R32): a STEADY unit whose move
 * from (x0, y0) to `to` (by default where it stands now) crosses disordering terrain becomes DISORDERED. Every move
 * calls it: an order's (executeOrder), a pursuit (compulsoryMoves), a countercharge and a charge (resolveCharge; the
 * charge before its contact is written, so that the charger meets its target DISORDERED).
 */
export function disorderIfCrossed(
  ctx: BattleContext,
  id: string,
  x0: number,
  y0: number,
  to?: { readonly x: number; readonly y: number },
): void {
  const u = current(ctx, id);
  const end = to ?? u;
  // Stryker disable next-line ConditionalExpression: equivalent — only called on a unit moving, which is on the table
  if (u.status === 'active' && u.order === 'steady' && crossesDisordering(ctx.state, x0, y0, end.x, end.y)) {
    setUnit(ctx, id, { order: 'disordered' }, `${u.name} is DISORDERED crossing difficult ground`);
  }
}

/**
 * Puts a unit into a new condition of order (never better than it is: tests only worsen it).
 * Falling back (where possible, ruling R44) and routing break off melee and start the clock for rallying.
 */
export function worsenOrder(ctx: BattleContext, id: string, result: Order, why: string): void {
  const u = current(ctx, id);
  const next = worse(u.order, result);
  if (next === u.order) return;
  if (next === 'falling-back' || next === 'routed') {
    // "FALL BACK and break off combat where possible" (ruling R44): a unit that cannot step back stays in melee.
    const stays = next === 'falling-back' && u.engaged.length > 0 && !mayBreakOff(ctx.state, u, ctx.options);
    if (!stays) disengage(ctx, id);
    if (next === 'routed') detachOfficer(ctx, id);
    setUnit(
      ctx,
      id,
      { order: next, since: ctx.state.turn, pursuing: null, changing: null, ...(u.pursued > 0 ? { pursued: 0 } : {}) },
      `${u.name} ${next === 'routed' ? 'ROUTS' : 'FALLS BACK'} (${why})${stays ? ', unable to break off' : ''}`,
    );
  } else {
    setUnit(ctx, id, { order: next }, `${u.name} is DISORDERED (${why})`);
  }
}

/** Active units routing within 6" of `u`: [enemies, friends]. Rulebook: Morale Tests. */
export function routersNear(state: BattleState, u: BattleUnit): [BattleUnit[], BattleUnit[]] {
  const near = state.units.filter(
    (r) => r.id !== u.id && r.status === 'active' && r.order === 'routed' && within(u, r, 6),
  );
  return [near.filter((r) => r.side !== u.side), near.filter((r) => r.side === u.side)];
}
