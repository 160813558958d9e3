/**
 * `@muster/tercios/internal` — what only Muster's own packages use (the club companion's Tercios adapter):
 * the odds parameters of shooting and melee and their mapping onto the rules' situations, and the unit
 * lists behind them. No stability promise: it changes with the packages that use it.
 *
 * @packageDocumentation
 */

export {
  MELEE_PARAMS,
  SHOOT_PARAMS,
  checkShot,
  meleeOptions,
  meleeOutcome,
  meleeSituation,
  shootOutcome,
  shootSituation,
} from '../plugins/combatOdds.js';
export { attachedCommander, effectiveProfile, joinIds, listParams, splitIds, unitOf } from '../plugins/oddsUnits.js';
export type { ListedUnit } from '../plugins/oddsUnits.js';
export { preparedUnitsCache } from '../mechanics/preparedUnits.js';
