import type { UnitProfile } from './UnitProfile.js';

/**
 * The rules a unit has without their being printed on its card: every cavalry unit has Mobility, Evasion and
 * Pursuit; every artillery unit has Integral Command, Crew Defence and No Escape; dragoons have Dragoon
 * (ruled: the mounted card's Rules column does not print it, the rule text names dragoons).
 * Heavy Cavalry "loses the Cavalry Mobility rule", so Mobility is not implied for it.
 */
export function implicitRules(profile: Pick<UnitProfile, 'id' | 'category' | 'rules'>): string[] {
  // Rulebook: The Troops > Cavalry: "All cavalry units benefit from the Mobility, Evasion and Pursuit rules".
  if (profile.category === 'cavalry') {
    const implied = profile.rules.includes('heavy-cavalry')
      ? ['evasion', 'pursuit']
      : ['mobility', 'evasion', 'pursuit'];
    if (profile.id.startsWith('dragoons')) implied.push('dragoon');
    return implied;
  }
  // Rulebook: The Troops > Artillery: "Integral Command, Crew Defence and No Escape".
  if (profile.category === 'artillery') return ['integral-command', 'crew-defence', 'no-escape'];
  return [];
}

/** The printed rules plus the implicit ones, without duplicates, printed ones first. */
export function allRules(profile: Pick<UnitProfile, 'id' | 'category' | 'rules'>): string[] {
  return [...new Set([...profile.rules, ...implicitRules(profile)])];
}
