/**
 * "If a unit routs or falls back the winning units will pursue … A Horse unit pursuing is always
 * disordered." Written once for the battle and the club companion. Rulebook: Melee > Post Melee.
 *
 * @example
 * pursuerDisordered('horse'); // true
 */
export function pursuerDisordered(arm: 'foot' | 'horse' | 'battery'): boolean {
  return arm === 'horse';
}
