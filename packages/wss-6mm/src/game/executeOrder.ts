import { controlTest } from '../morale/controlTest.js';
import { formationChangeMoves } from '../movement/formations.js';
import { moveDistance, type MoveMode } from '../movement/movementTable.js';
import { type BattleContext, current, note, setUnit } from './BattleContext.js';
import type { UnitOrder } from './BattleDecision.js';
import { moraleSituationOf } from './moraleHelpers.js';
import { resolveCharge } from './resolveCharge.js';
import { facing, slide } from './table.js';
import { crossesDisordering, onRoad } from './terrain.js';

/** "Units are disordered by … crossing disordering terrain." Rulebook: Disorder. */
export function disorderIfCrossed(ctx: BattleContext, id: string, x0: number, y0: number): void {
  const u = current(ctx, id);
  if (u.status === 'active' && u.order === 'steady' && crossesDisordering(ctx.state, x0, y0, u.x, u.y)) {
    setUnit(ctx, id, { order: 'disordered' }, `${u.name} is DISORDERED crossing difficult ground`);
  }
}

/**
 * Carries out one unit's order. Rulebook: Movement (the d6 table; march column), Manoeuvre (inclining:
 * ruling R23), Formations (change times), Disorder (control test, ruling R10), Charges.
 */
export function executeOrder(ctx: BattleContext, unitId: string, order: UnitOrder): void {
  const u = current(ctx, unitId);
  const f = facing(u.side);
  const arm = u.arm === 'horse' ? 'horse' : u.arm === 'battery' ? 'artillery' : 'foot';
  // Artillery moves only limbered, at the march column rate (1d6).
  const mode: MoveMode = u.formation === 'column' || u.formation === 'limbered' ? 'march-column' : 'move';
  switch (order.type) {
    case 'hold':
      setUnit(ctx, u.id, { moved: 'none' }, `${u.name} holds`);
      return;
    case 'advance':
    case 'retire': {
      const d = moveDistance(ctx.dice, arm, mode, u.name, mode === 'march-column' && onRoad(ctx.state, u));
      const end = slide(ctx.state, u, 0, order.type === 'advance' ? f : -f, d, { enemyBuffer: ctx.options.normalMoveEnemyGap });
      setUnit(ctx, u.id, { x: end.x, y: end.y, moved: order.type === 'advance' ? 'moved' : 'manoeuvred' }, `${u.name} ${order.type === 'advance' ? 'advances' : 'retires'} ${end.moved}" of ${d}"`);
      disorderIfCrossed(ctx, u.id, u.x, u.y);
      return;
    }
    case 'advance-and-fire': {
      const d = moveDistance(ctx.dice, 'foot', 'move-and-fire', u.name);
      const end = slide(ctx.state, u, 0, f, d, { enemyBuffer: ctx.options.normalMoveEnemyGap });
      setUnit(ctx, u.id, { x: end.x, y: end.y, moved: 'move-and-fire' }, `${u.name} advances ${end.moved}" (move and fire)`);
      disorderIfCrossed(ctx, u.id, u.x, u.y);
      return;
    }
    case 'incline': {
      // Ruling R23: the rolled move is shared between forward and flank (equally by default: 1" to the flank for each 1" forward).
      const d = moveDistance(ctx.dice, arm, mode, u.name, mode === 'march-column' && onRoad(ctx.state, u));
      const side = (order.dir === 'left' ? -1 : 1) * f;
      const forward = ctx.options.inclineForwardShare;
      const flank = 1 - forward;
      const len = Math.hypot(forward, flank);
      const end = slide(ctx.state, u, (side * flank) / len, (f * forward) / len, d * len, { enemyBuffer: ctx.options.normalMoveEnemyGap });
      setUnit(ctx, u.id, { x: end.x, y: end.y, moved: 'manoeuvred' }, `${u.name} inclines ${order.dir} ${end.moved}"`);
      disorderIfCrossed(ctx, u.id, u.x, u.y);
      return;
    }
    case 'form': {
      const needed = u.changing ? u.changing.movesLeft : formationChangeMoves(u.formation, order.formation);
      if (needed <= 1) setUnit(ctx, u.id, { formation: order.formation, changing: null, moved: 'moved' }, `${u.name} forms ${order.formation}`);
      else setUnit(ctx, u.id, { changing: { to: order.formation, movesLeft: needed - 1 }, moved: 'moved' }, `${u.name} begins to form ${order.formation} (2 moves)`);
      return;
    }
    case 'recover': {
      const r = controlTest(ctx.dice, moraleSituationOf(ctx, u.id), ctx.options, u.name);
      if (r.recovered) setUnit(ctx, u.id, { order: 'steady', moved: 'none' }, `${u.name} passes its control test (score ${r.score}) and recovers order`);
      else note(ctx, `${u.name} fails its control test (score ${r.score}) and stays DISORDERED`);
      return;
    }
    case 'charge':
      resolveCharge(ctx, u.id, order.target);
      return;
  }
}
