import type { UnitCondition } from '../profiles/unitCondition.js';

/**
 * Whether a routed unit that fails its rally test leaves the field. Rulebook: SEQUENCE OF ACTIONS 9 — "Routed units
 * which fail to rally are removed from the field if they are no longer Fresh"; ruling R13 (`routedRallyFailure`): by
 * default a Fresh unit stays routed and tests again next turn; `always-removed` removes it whatever its condition.
 * The battle and the club companion both ask this.
 *
 * @example
 * rallyFailureRemoves('worn', 'removed-if-not-fresh') // true
 * rallyFailureRemoves('fresh', 'removed-if-not-fresh') // false
 */
export function rallyFailureRemoves(
  condition: UnitCondition,
  routedRallyFailure: 'removed-if-not-fresh' | 'always-removed',
): boolean {
  return routedRallyFailure === 'always-removed' || condition !== 'fresh';
}
