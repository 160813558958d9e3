import type { SwordAndPikeOptions } from '../options/options.js';
import type { Order, TroopType } from './TroopType.js';
import { troopProfile } from './troopProfiles.js';

/**
 * The orders a unit of `troop` may be in. Rulebook: TROOP TYPES & ORGANIZATION and ORDER — PIKEMEN "May be in closed
 * or open order"; GENDARMES "Move in open order, fight in closed order" and "Gendarmes may also be in closed order";
 * SWORD AND BUCKLER MEN "Move and fight in open order ... May use skirmish order"; the other types one order each.
 * Halberdiers take the one order of ruling R12 (`halberdiersOrder`). The battle's order changes (ruling R62) and the
 * club companion ask this.
 *
 * @example
 * ordersOf('pikemen', { halberdiersOrder: 'open' }) // ['closed', 'open']
 * ordersOf('halberdiers', { halberdiersOrder: 'closed' }) // ['closed']
 */
export function ordersOf(troop: TroopType, options: Pick<SwordAndPikeOptions, 'halberdiersOrder'>): readonly Order[] {
  return troop === 'halberdiers' ? [options.halberdiersOrder] : troopProfile(troop).orders;
}
