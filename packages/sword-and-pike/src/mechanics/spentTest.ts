import type { UnitCondition } from '../profiles/unitCondition.js';

/** What decides whether a unit takes the end-of-turn Spent test. */
export interface SpentTestCandidate {
  readonly condition: UnitCondition;
  /** Routed: by default it takes its rally test (SEQUENCE OF ACTIONS 9) and not this one (ruling R52). */
  readonly routed: boolean;
  /** An officer attached to the unit (not killed, wounded or captured). */
  readonly officerAttached: boolean;
}

/**
 * Whether a unit takes the Spent test at the end of the turn. Rulebook: SEQUENCE OF ACTIONS 10 — "test morale for any
 * unit which is 'Spent' (under 50% strength) which does not have an officer attached to it. If it passes, it will
 * continue in the game. If it fails, it is removed from the game"; MORALE — "Units which are 'Spent' must test morale
 * at the end of each turn unless an officer is attached". A pass/fail test (6 or more passes, ruling R1). A routed
 * unit is exempt by default (`spentTestRouted`, ruling R52: it has its own rally test). The battle and the club
 * companion both ask this.
 *
 * @example
 * takesSpentTest({ condition: 'spent', routed: false, officerAttached: false }) // true
 * takesSpentTest({ condition: 'spent', routed: true, officerAttached: false }) // false
 * takesSpentTest({ condition: 'spent', routed: true, officerAttached: false }, 'tests') // true
 */
export function takesSpentTest(unit: SpentTestCandidate, spentTestRouted: 'exempt' | 'tests' = 'exempt'): boolean {
  return unit.condition === 'spent' && !unit.officerAttached && (!unit.routed || spentTestRouted === 'tests');
}
