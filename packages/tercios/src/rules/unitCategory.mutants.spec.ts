import { describe, expect, it } from 'vitest';
import { combatType, isInfantry } from './unitCategory.js';

// Rulebook: The Troops > Types of Troops: "Among the infantry units, a distinction is made between battalions and
// companies"; The Troops > Artillery > Crew Defence: artillery fights as infantry.
describe('Troop types in combat', () => {
  it('cavalry fights as cavalry; infantry, companies and artillery as infantry', () => {
    expect(combatType('cavalry')).toBe('cavalry');
    expect(combatType('infantry')).toBe('infantry');
    expect(combatType('company')).toBe('infantry');
    expect(combatType('artillery')).toBe('infantry');
  });

  it('infantry are battalions and companies; artillery and cavalry are not', () => {
    expect(isInfantry('infantry')).toBe(true);
    expect(isInfantry('company')).toBe(true);
    expect(isInfantry('artillery')).toBe(false);
    expect(isInfantry('cavalry')).toBe(false);
  });
});
