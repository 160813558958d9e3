import type { SwordAndPikeOptions } from '../options/options.js';
import type { TroopType } from './TroopType.js';

/**
 * What gendarmes in closed order may do of their own, besides changing their order (ruling R62) and trying to rally
 * where they stand: 'charge-only' a charge, 'no-move' nothing; null for every other unit, and for gendarmes in closed
 * order under `closedGendarmes: 'any-move'`. Rulebook: GENDARMES "Move in open order, fight in closed order"; ORDER
 * "Gendarmes may also be in closed order, riding Knee to knee" (ruling R66). A move forced on them (falling back,
 * routing) is no move of their own. The battle's legal orders and winners' options, and the club companion's hint for
 * a winner, ask this.
 *
 * @example
 * kneeToKnee({ troop: 'gendarmes', order: 'closed' }, 'charge-only') // 'charge-only'
 * kneeToKnee({ troop: 'gendarmes', order: 'open' }, 'charge-only') // null
 */
export function kneeToKnee(
  unit: { readonly troop: TroopType; readonly order: string | null },
  closedGendarmes: SwordAndPikeOptions['closedGendarmes'],
): 'charge-only' | 'no-move' | null {
  if (unit.troop !== 'gendarmes' || unit.order !== 'closed' || closedGendarmes === 'any-move') return null;
  return closedGendarmes;
}
