import { memoOnState } from '@muster/core';
import type { Vec } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import { planMove, type PlannedMove } from '../table/movement.js';
import type { BattleState, Order, UnitState } from './State.js';
import { rulesUnit } from './commandOnTable.js';
import { speedOf } from './speedOf.js';

/**
 * The move of a unit under an order to `to` (`planMove` with the unit's Speed for that order; Ready! may
 * enter a building), remembered for the state: the candidates, the check and the resolution of a move
 * plan the same move. Rulebook: Movement > Activation Movement.
 */
export function plannedMove(
  state: BattleState,
  unit: UnitState,
  to: Vec,
  order: Order,
  options: TerciosOptions,
): PlannedMove {
  const compute = () => {
    const ru = rulesUnit(state, unit);
    return {
      options,
      plan: planMove(state, unit, to, (t) => speedOf(ru, order, t, options), {
        mayOccupy: order === 'ready',
        buildingEntry: options.battle.buildingEntry,
      }),
    };
  };
  const memo = memoOnState(state, unit, `plannedMove|${order}|${to.x}|${to.y}`, compute);
  return memo.options === options ? memo.plan : compute().plan;
}
