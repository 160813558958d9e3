import type { UnitCategory } from '../profiles/UnitProfile.js';

/**
 * The troop type that matters in combat: companies are infantry ("Among the infantry units, a distinction
 * is made between battalions and companies"), and artillery fights as infantry (Crew Defence).
 * Rulebook: The Troops > Types of Troops; Artillery > Crew Defence.
 */
export function combatType(category: UnitCategory): 'infantry' | 'cavalry' {
  return category === 'cavalry' ? 'cavalry' : 'infantry';
}

/** True for infantry, companies included. */
export function isInfantry(category: UnitCategory): boolean {
  return category === 'infantry' || category === 'company';
}
