import { evasionDestination } from '../table/evasionDestination.js';
import { chargePosition } from '../table/unitGeometry.js';
import { u, type BattleContext } from './context.js';
import type { SwordAndPikeDecision } from './Decision.js';
import { applyResult, evasionTest } from './moraleTests.js';
import { advanceOn, chargeHome } from './orders.js';
import { moveAllowance, onTable } from './unitRules.js';

/**
 * Ruling R32, evasion: the charged unit's side chose to evade or stand. Evading is a morale test read as a
 * moving unit (trigger f, the bound morale plugin's `evasion`): it withdraws a normal move to the rear in good order, is caught
 * where it stands, falls back disordered, or routs. Then the charger charges where the target now is, if it
 * can reach it with its move; otherwise it advances toward it as far as it can, stopping 1" short.
 */
export function resolveEvasion(ctx: BattleContext, d: Extract<SwordAndPikeDecision, { kind: 'evasion' }>): void {
  const pending = ctx.state.pendingEvasion;
  if (!pending) return;
  const charger = u(ctx, pending.charger);
  ctx.emit({ type: 'evasion', unit: d.unit, charger: charger.id, evade: d.evade });
  if (d.evade) {
    const { outcome, result } = evasionTest(ctx, d.unit, `evading ${charger.name}`);
    switch (outcome) {
      case 'evades': {
        const t = u(ctx, d.unit);
        const to = evasionDestination(ctx.state, t, charger, moveAllowance(ctx.state, t));
        ctx.emit({ type: 'evaded', unit: d.unit, x: to.x, y: to.y });
        break;
      }
      case 'caught':
        break;
      default:
        applyResult(ctx, d.unit, result);
    }
  }
  const c = u(ctx, pending.charger);
  const t = u(ctx, pending.target);
  const allowance = moveAllowance(ctx.state, c);
  const spot = onTable(t) ? chargePosition(ctx.state, c, t, allowance) : null;
  if (spot) {
    chargeHome(ctx, c, t, spot, allowance, pending.pistols !== false);
    return;
  }
  // Out of reach: it advances as far as its move allows, stopping 1" short, its block with it (R23). A target gone from
  // the table leaves it where it stands.
  if (onTable(t)) {
    advanceOn(ctx, { kind: 'order', unit: c.id, order: 'advance', target: t.id }, allowance, allowance);
    return;
  }
  ctx.emit({
    type: 'unit-ordered',
    unit: c.id,
    order: 'advance',
    target: null,
    x: c.x,
    y: c.y,
    facing: c.facing,
    moved: 'none',
    rear: false,
    flank: false,
  });
}
