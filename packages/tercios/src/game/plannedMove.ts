import { hypot, type Vec } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import { planMove, type AngleCorrection, type PlannedMove } from '../table/movement.js';
import type { BattleState, Order, UnitState } from './State.js';
import { rulesUnit } from './commandOnTable.js';
import { speedOf, speedsKey } from './speedOf.js';
import { boxAround, memoNear } from '../table/nearFacts.js';

/**
 * The move of a unit under an order to `to` (`planMove` with the unit's Speed for that order; Ready! may
 * enter a building; the player's Angle Correction if named), remembered for the unit's base while nothing near its way moves (`memoNear`): the candidates,
 * the check and the resolution of a move plan the same move, and so do the states that follow. Rulebook: Movement > Activation Movement.
 */
export function plannedMove(
  state: BattleState,
  unit: UnitState,
  to: Vec,
  order: Order,
  options: TerciosOptions,
  angleCorrection?: AngleCorrection,
): PlannedMove {
  const ru = rulesUnit(state, unit);
  const { id, side, category, inBuilding } = unit;
  // Besides the table, the plan reads the unit's Speed on each terrain (speedsKey) and the units near its
  // way: the line to the destination (4" either side), the end base turned up to 45 degrees about its front
  // centre, and friendly guns pushed back 1" from it.
  // Stryker disable next-line ArithmeticOperator: equivalent in practice — 2 / diagonal + 8 is still over 8", more than the 4" band and the turned end base need
  const diagonals = 2 * hypot(unit.base.width, unit.base.depth);
  const reach = diagonals + 8;
  return memoNear(
    state,
    unit.base,
    `plannedMove|${speedsKey(ru, order, options)}|${order}|${id}|${to.x}|${to.y}|${angleCorrection}`,
    // Stryker disable next-line ArrayDeclaration: equivalent in practice — a move is at most 16", so either the base or `to` with the margin bounds the way
    () => boxAround([unit.base], [to], reach),
    (known: PlannedMoveFact) =>
      known.options === options &&
      known.side === side &&
      known.category === category &&
      known.inBuilding === inBuilding,
    () => ({
      options,
      side,
      category,
      inBuilding,
      plan: planMove(state, unit, to, (t) => speedOf(ru, order, t, options), {
        // Ruling Buildings, "A move that ends on a building" (option battle.runIntoBuilding): Ready! occupies, and Run!
        // too under `occupies`.
        mayOccupy: order === 'ready' || (order === 'run' && options.battle.runIntoBuilding === 'occupies'),
        buildingEntry: options.battle.buildingEntry,
        gapObstacles: options.battle.gapObstacles,
        angleCorrection,
        listAngles: true,
      }),
    }),
  ).plan;
}

/** A move plan and what it read of the unit besides its base and the table. */
interface PlannedMoveFact {
  readonly options: TerciosOptions;
  readonly side: UnitState['side'];
  readonly category: UnitState['category'];
  readonly inBuilding: string | null;
  readonly plan: PlannedMove;
}
