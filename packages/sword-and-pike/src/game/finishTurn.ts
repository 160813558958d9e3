import { hypot } from '@muster/core';
import { brigadeMoves } from '../mechanics/brigadeMoves.js';
import { rallyFailureRemoves } from '../mechanics/rallyFailure.js';
import { takesSpentTest } from '../mechanics/spentTest.js';
import { u, type BattleContext } from './context.js';
import { passFailTest } from './moraleTests.js';
import type { UnitState } from './State.js';
import { battleEnd, conditionOf, officerWith, onTable } from './unitRules.js';

/**
 * SEQUENCE OF ACTIONS 10: a unit on the table that would take the Spent test now (`takesSpentTest`; routed units by
 * ruling R52). An officer re-attaches (R48) only to a unit that is not routed, whatever R52 says.
 */
function needsSpentTest(
  ctx: BattleContext,
  cur: UnitState,
  spentTestRouted = ctx.state.options.spentTestRouted,
): boolean {
  return (
    onTable(cur) &&
    takesSpentTest(
      {
        condition: conditionOf(cur),
        routed: cur.status === 'routed',
        officerAttached: officerWith(ctx.state, cur) !== null,
      },
      spentTestRouted,
    )
  );
}

/**
 * Ruling R48 're-attach-to-spent': before the Spent tests, each Spent unit with no officer draws the nearest officer of
 * its command (its brigade's, or the Commander-in-Chief) within 12" whose own unit is gone, routed or not Spent; he
 * rides to it and attaches to it. Officers are "not part of any particular unit".
 */
function reattachOfficers(ctx: BattleContext): void {
  for (const unit of ctx.state.units) {
    const cur = u(ctx, unit.id);
    if (!needsSpentTest(ctx, cur, 'exempt')) continue;
    let best: { id: string; d: number } | null = null;
    for (const o of ctx.state.officers) {
      if (o.side !== cur.side || o.status !== 'ok' || (o.brigade !== null && o.brigade !== cur.brigade)) continue;
      const host = u(ctx, o.attachedTo);
      const hostNeedsHim = onTable(host) && host.status !== 'routed' && conditionOf(host) === 'spent';
      if (hostNeedsHim) continue;
      const d = hypot(host.x - cur.x, host.y - cur.y);
      if (d <= 12 && (!best || d < best.d)) best = { id: o.id, d };
    }
    if (best) ctx.emit({ type: 'officer-attached', officer: best.id, unit: cur.id });
  }
}

/** SEQUENCE OF ACTIONS 9 and 10, then the end condition (ruling R15) or the next turn's 2D6. */
export function finishTurn(ctx: BattleContext): void {
  const turn = ctx.state.turn;
  // 9. "Attempt to rally all routed units which routed in a previous turn."
  for (const unit of ctx.state.units) {
    const cur = u(ctx, unit.id);
    if (cur.status !== 'routed' || cur.routedTurn === null || cur.routedTurn >= turn) continue;
    if (passFailTest(ctx, cur.id, 'rally from rout')) ctx.emit({ type: 'rallied', unit: cur.id });
    else if (rallyFailureRemoves(conditionOf(cur), ctx.state.options.routedRallyFailure))
      ctx.emit({ type: 'removed', unit: cur.id, reason: 'left-field' });
  }
  if (ctx.state.options.officers === 're-attach-to-spent') reattachOfficers(ctx);
  // 10. "test morale for any unit which is Spent ... which does not have an officer attached to it."
  for (const unit of ctx.state.units) {
    const cur = u(ctx, unit.id);
    if (!needsSpentTest(ctx, cur)) continue;
    if (!passFailTest(ctx, cur.id, 'Spent unit')) ctx.emit({ type: 'removed', unit: cur.id, reason: 'left-field' });
  }
  ctx.emit({ type: 'turn-ended', turn });
  const end = battleEnd(ctx.state, turn);
  if (end) {
    ctx.emit({ type: 'game-over', ...end });
    return;
  }
  const rolls = brigadeMoves(ctx.dice, turn + 1);
  ctx.emit({ type: 'turn-began', turn: turn + 1, A: rolls.A, B: rolls.B, first: rolls.first });
}
