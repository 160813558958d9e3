import { describe, expect, it } from 'vitest';
import { leavingATroop } from './leavingATroop.js';

// Rulebook: Command > Leaving a Troop: "Coward: a commander may detach itself from a unit provided that it did not
// join that unit in the same turn and that the unit has not yet been activated."
describe('leavingATroop', () => {
  const why = 'a commander may leave a unit only if it did not join it this turn and the unit has not been activated';

  it('joined this turn, or the unit activated, or both: it may not leave, and the answer says why', () => {
    expect(leavingATroop({ joinedThisTurn: true, unitActivated: false })).toBe(why);
    expect(leavingATroop({ joinedThisTurn: false, unitActivated: true })).toBe(why);
    expect(leavingATroop({ joinedThisTurn: true, unitActivated: true })).toBe(why);
  });

  it('neither: it may leave', () => {
    expect(leavingATroop({ joinedThisTurn: false, unitActivated: false })).toBeNull();
  });
});
