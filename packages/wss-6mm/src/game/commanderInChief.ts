import { hypot, mapPacked } from '@muster/core';
import { moveDistance } from '../movement/movementTable.js';
import { type BattleContext, current } from './BattleContext.js';
import type { BattleDecision } from './Decision.js';
import type { BattleState, BattleUnit, Side } from './State.js';
import { round } from './table.js';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';

/**
 * Units an officer (a brigadier or the CinC) may attach himself to: his side's units on the table, not batteries, not
 * routed (rulings R31, R35) unless `officerJoinsRouted` (ruling R50: to rally it, Rally "Officer Attached" ROUT +2).
 */
export function officerMayJoin(
  side: Side,
  u: BattleUnit,
  options: Pick<Wss6mmOptions, 'officerJoinsRouted'> = DEFAULT_OPTIONS,
): boolean {
  return (
    u.side === side &&
    u.status === 'active' &&
    (u.order !== 'routed' || options.officerJoinsRouted) &&
    u.arm !== 'battery'
  );
}

/** Units a CinC may attach himself to: the same as a brigadier ({@link officerMayJoin}). Rulings R31, R35, R50. */
export const cincMayJoin = officerMayJoin;

/** The CinC's choices in phase 1: stay unattached where he is, or ride to one of his units. Ruling R35. */
export function cincDecisions(
  state: BattleState,
  side: Side,
  options: Pick<Wss6mmOptions, 'officerJoinsRouted'> = DEFAULT_OPTIONS,
): BattleDecision[] {
  return [
    { kind: 'cinc', side, unit: null },
    ...mapPacked(
      state.units.filter((u) => cincMayJoin(side, u, options)),
      (u): BattleDecision => ({ kind: 'cinc', side, unit: u.id }),
    ),
  ];
}

/** Where the CinC is, if he is on the table (`cinc: on-table`). */
export function cincOf(
  state: BattleState,
  side: Side,
): { name: string; x: number; y: number; attached: string | null } | null {
  return state.cincs ? state.cincs[side] : null;
}

/**
 * The CinC's Command and Control decision. He makes an officer's move (1d6 x 2) towards the chosen unit
 * and attaches himself to it if he reaches it ("Officer Attached"), leaving any unit he was with; or he
 * stays where he is, unattached. Staying with the unit he is attached to needs no roll. Rulebook:
 * Movement (Officers 1d6 x 2); Command and Control; ruling R35.
 */
export function resolveCinc(ctx: BattleContext, side: Side, unitId: string | null): void {
  const c = cincOf(ctx.state, side);
  if (!c) return;
  if (unitId === null) {
    const text = c.attached
      ? `${c.name} leaves ${current(ctx, c.attached).name} and stays where he is`
      : `${c.name} stays where he is`;
    ctx.emit({ kind: 'cinc', side, x: c.x, y: c.y, attached: null, acted: true, text });
    return;
  }
  const u = current(ctx, unitId);
  const dist = hypot(u.x - c.x, u.y - c.y);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — the attached CinC rides with his unit (reduce.ts), so he stands on it (dist 0); dist is exactly 0.001 only within 0.008" of the table's 0 edge
  if (c.attached === unitId || dist < 0.001) {
    ctx.emit({
      kind: 'cinc',
      side,
      x: u.x,
      y: u.y,
      attached: unitId,
      acted: true,
      text: `${c.name} stays with ${u.name}`,
    });
    return;
  }
  const d = moveDistance(ctx.dice, 'officer', 'move', c.name);
  // Stryker disable next-line EqualityOperator: equivalent — d is a whole number of inches and dist is never exactly d + 1e-9
  if (d + 1e-9 >= dist) {
    ctx.emit({
      kind: 'cinc',
      side,
      x: u.x,
      y: u.y,
      attached: unitId,
      acted: true,
      text: `${c.name} rides ${round(dist)}" (of ${d}") and attaches himself to ${u.name}`,
    });
    return;
  }
  const x = round(c.x + ((u.x - c.x) * d) / dist);
  const y = round(c.y + ((u.y - c.y) * d) / dist);
  ctx.emit({
    kind: 'cinc',
    side,
    x,
    y,
    attached: null,
    acted: true,
    text: `${c.name} rides ${d}" towards ${u.name}, ${round(dist - d)}" short`,
  });
}
