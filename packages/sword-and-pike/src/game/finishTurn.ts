import { brigadeMoves } from '../mechanics/brigadeMoves.js';
import { u, type BattleContext } from './context.js';
import { passFailTest } from './moraleTests.js';
import type { Side } from './State.js';
import { conditionOf, figuresLost, officerWith, onTable, removedShare } from './unitRules.js';

/** SEQUENCE OF ACTIONS 9 and 10, then the end condition (ruling R15) or the next turn's 2D6. */
export function finishTurn(ctx: BattleContext): void {
  const turn = ctx.state.turn;
  // 9. "Attempt to rally all routed units which routed in a previous turn."
  for (const unit of ctx.state.units) {
    const cur = u(ctx, unit.id);
    if (cur.status !== 'routed' || cur.routedTurn === null || cur.routedTurn >= turn) continue;
    if (passFailTest(ctx, cur.id, 'rally from rout')) ctx.emit({ type: 'rallied', unit: cur.id });
    else if (ctx.state.options.routedRallyFailure === 'always-removed' || conditionOf(cur) !== 'fresh')
      ctx.emit({ type: 'removed', unit: cur.id, reason: 'left-field' });
  }
  // 10. "test morale for any unit which is Spent ... which does not have an officer attached to it."
  for (const unit of ctx.state.units) {
    const cur = u(ctx, unit.id);
    if (!onTable(cur) || cur.status === 'routed' || conditionOf(cur) !== 'spent' || officerWith(ctx.state, cur))
      continue;
    if (!passFailTest(ctx, cur.id, 'Spent unit')) ctx.emit({ type: 'removed', unit: cur.id, reason: 'left-field' });
  }
  ctx.emit({ type: 'turn-ended', turn });
  const s = ctx.state;
  const broken = (side: Side) => removedShare(s, side) >= s.options.armyBreakFraction;
  const brokenA = broken('A');
  const brokenB = broken('B');
  if (brokenA || brokenB || turn >= s.options.maxTurns) {
    const points = { A: figuresLost(s, 'B'), B: figuresLost(s, 'A') };
    if (brokenA !== brokenB)
      ctx.emit({ type: 'game-over', winner: brokenA ? 'B' : 'A', victory: 'army-broken', points });
    else if (points.A !== points.B)
      ctx.emit({ type: 'game-over', winner: points.A > points.B ? 'A' : 'B', victory: 'points', points });
    else ctx.emit({ type: 'game-over', winner: null, victory: 'draw', points });
    return;
  }
  const rolls = brigadeMoves(ctx.dice, turn + 1);
  ctx.emit({ type: 'turn-began', turn: turn + 1, A: rolls.A, B: rolls.B, first: rolls.first });
}
