import type { Order, TroopType } from './TroopType.js';
import { troopProfile } from './troopProfiles.js';

/**
 * Ranks (of stands) of a unit that may fight in close combat. Rulebook: ORDER — CLOSED ORDER: "except for pikes,
 * only 2 ranks may fight in close combat"; OPEN ORDER: "only 2 ranks may shoot or fight in close combat"; PIKEMEN:
 * "fight normally in closed order, may fight 4 ranks deep". So pikes fight 4 ranks deep in closed order only; in
 * open (or skirmish) order every unit fights 2 ranks at most. Without an order, the troop's usual order.
 *
 * @example
 * ranksThatFight('pikemen', 'closed') // 4
 * ranksThatFight('pikemen', 'open') // 2
 */
export function ranksThatFight(troop: TroopType, order?: Order): number {
  const p = troopProfile(troop);
  return (order ?? p.defaultOrder) === 'closed' ? p.fightRanks : Math.min(2, p.fightRanks);
}
