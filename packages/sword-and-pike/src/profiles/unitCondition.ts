import type { TroopProfile } from './TroopProfile.js';

/** FRESH/WORN/SPENT Units. */
export type UnitCondition = 'fresh' | 'worn' | 'spent';

/** Stands (companies) lost to casualties: whole companies only. */
export function standsLost(profile: TroopProfile, casualties: number): number {
  return Math.floor(casualties / profile.companySize);
}

/**
 * Fresh, Worn or Spent. Rulebook: FRESH/WORN/SPENT Units — Fresh: no stand lost; Worn: at least one stand
 * but no more than 50%; Spent: more than 50% losses. Guns: Fresh with no losses, Worn after any; never Spent.
 */
export function unitCondition(profile: TroopProfile, startFigures: number, figures: number): UnitCondition {
  const casualties = startFigures - figures;
  if (profile.artillery) return casualties > 0 ? 'worn' : 'fresh';
  if (casualties * 2 > startFigures) return 'spent';
  return standsLost(profile, casualties) >= 1 ? 'worn' : 'fresh';
}
