import { hypot } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import { planCharge, type PlannedCharge, type ShortCharge } from '../table/charge.js';
import { boxAround, memoNear } from '../table/nearFacts.js';
import type { BattleState, UnitState } from './State.js';
import { rulesUnit } from './commandOnTable.js';
import { speedOf, speedsKey } from './speedOf.js';

/**
 * The charge of `charger` on `target` with its Assault! Speed (`planCharge`), remembered for the charger's base
 * while nothing near the two units moves (`memoNear`): the legal decisions (Assault! must charge), the bot and
 * the resolution plan the same charge. Rulebook: Combat > Charges.
 */
export function plannedCharge(
  state: BattleState,
  charger: UnitState,
  target: UnitState,
  neverFlanked: boolean,
  options: TerciosOptions,
): PlannedCharge | ShortCharge {
  const ru = rulesUnit(state, charger);
  const { category, inBuilding } = charger;
  const targetBase = target.base;
  const targetIn = target.inBuilding;
  // The charge meets the units near its lines to the target's centres (4" either side), near the charger's
  // base turning on its front centre, and near its end against the target.
  // Stryker disable next-line ArithmeticOperator: equivalent in practice — 2 / diagonal + 8 is still over 8", more than the 4" band and the turned end base need
  const diagonals = 2 * hypot(charger.base.width, charger.base.depth);
  const reach = diagonals + 8;
  return memoNear(
    state,
    charger.base,
    `plannedCharge|${speedsKey(ru, 'assault', options)}|${charger.id}|${target.id}|${neverFlanked}`,
    () => boxAround([charger.base, targetBase], [], reach),
    (known: PlannedChargeFact) =>
      known.options === options &&
      known.category === category &&
      // Stryker disable next-line ConditionalExpression: equivalent — the charger's building stops no charge it may stand in, and memoNear re-plans when a unit enters or leaves one
      known.inBuilding === inBuilding &&
      // Stryker disable next-line ConditionalExpression: equivalent — the target's base is in the box, so memoNear re-plans when the target moves
      known.targetBase === targetBase &&
      known.targetIn === targetIn,
    () => ({
      options,
      category,
      inBuilding,
      targetBase,
      targetIn,
      plan: planCharge(
        state,
        charger,
        target,
        (t) => speedOf(ru, 'assault', t, options),
        neverFlanked,
        options.battle.gapObstacles,
        options.battle.chargeTurnContact,
        options.battle.hiddenCharge,
      ),
    }),
  ).plan;
}

/** A charge plan and what it read of the two units besides the charger's base and the table. */
interface PlannedChargeFact {
  readonly options: TerciosOptions;
  readonly category: UnitState['category'];
  readonly inBuilding: string | null;
  readonly targetBase: UnitState['base'];
  readonly targetIn: string | null;
  readonly plan: PlannedCharge | ShortCharge;
}
