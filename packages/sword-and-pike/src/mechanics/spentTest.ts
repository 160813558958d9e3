import type { UnitCondition } from '../profiles/unitCondition.js';

/** What decides whether a unit takes the end-of-turn Spent test. */
export interface SpentTestCandidate {
  readonly condition: UnitCondition;
  /** Routed units take their rally test instead (SEQUENCE OF ACTIONS 9), not this one. */
  readonly routed: boolean;
  /** An officer attached to the unit (not killed, wounded or captured). */
  readonly officerAttached: boolean;
}

/**
 * Whether a unit takes the Spent test at the end of the turn. Rulebook: SEQUENCE OF ACTIONS 10 — "test morale for any
 * unit which is 'Spent' (under 50% strength) which does not have an officer attached to it. If it passes, it will
 * continue in the game. If it fails, it is removed from the game"; MORALE — "Units which are 'Spent' must test morale
 * at the end of each turn unless an officer is attached". A pass/fail test (6 or more passes, ruling R1). The battle
 * and the club companion both ask this.
 *
 * @example
 * takesSpentTest({ condition: 'spent', routed: false, officerAttached: false }) // true
 */
export function takesSpentTest(unit: SpentTestCandidate): boolean {
  return unit.condition === 'spent' && !unit.routed && !unit.officerAttached;
}
