import type { Weapon } from '../profiles/TroopType.js';

/** A target class of the fire table, I to IV. */
export type TargetClass = 1 | 2 | 3 | 4;

/** One line of the fire table: the range it covers and the hit numbers by class (0 = N/A). */
export interface FireTableLine {
  readonly weapon: Weapon;
  readonly band: 'short' | 'long' | 'only';
  /** Greatest range of the line, in inches. */
  readonly maxRange: number;
  /** Highest D20 face that hits, for Class I..IV; 0 where the table says N/A. */
  readonly hitsOn: readonly [number, number, number, number];
}

/**
 * The fire table, transcribed. Rulebook: FIRE > Firing weapon table and Weapon Ranges.
 * `lightGunLongRange` is ruling R9 (24" in the table, 36" under Weapon Ranges); riflemen use the arquebus
 * line at double range (RIFLEMEN: "Range double that of an arquebus", ruling R16).
 */
export function fireTable(lightGunLongRange: 24 | 36 = 24): readonly FireTableLine[] {
  return [
    { weapon: 'arquebus', band: 'short', maxRange: 12, hitsOn: [5, 4, 3, 1] },
    { weapon: 'arquebus', band: 'long', maxRange: 18, hitsOn: [3, 2, 1, 0] },
    { weapon: 'rifle', band: 'short', maxRange: 24, hitsOn: [5, 4, 3, 1] },
    { weapon: 'rifle', band: 'long', maxRange: 36, hitsOn: [3, 2, 1, 0] },
    { weapon: 'mounted-arquebus', band: 'only', maxRange: 12, hitsOn: [3, 2, 2, 0] },
    { weapon: 'pistol', band: 'only', maxRange: 4, hitsOn: [5, 4, 3, 0] },
    { weapon: 'crossbow', band: 'only', maxRange: 12, hitsOn: [3, 2, 1, 0] },
    { weapon: 'mounted-crossbow', band: 'only', maxRange: 8, hitsOn: [3, 2, 1, 0] },
    { weapon: 'heavy-cannon', band: 'short', maxRange: 18, hitsOn: [4, 3, 3, 2] },
    { weapon: 'heavy-cannon', band: 'long', maxRange: 48, hitsOn: [3, 2, 2, 1] },
    { weapon: 'light-cannon', band: 'short', maxRange: 12, hitsOn: [4, 3, 2, 1] },
    { weapon: 'light-cannon', band: 'long', maxRange: lightGunLongRange, hitsOn: [3, 2, 1, 0] },
  ];
}

/** The line of the table for a weapon at a range, or null when out of range. */
export function fireTableLine(weapon: Weapon, range: number, lightGunLongRange: 24 | 36 = 24): FireTableLine | null {
  if (!(range >= 0)) return null;
  for (const line of fireTable(lightGunLongRange)) {
    if (line.weapon === weapon && range <= line.maxRange) return line;
  }
  return null;
}

/** Greatest range of a weapon. */
export function maxRangeOf(weapon: Weapon, lightGunLongRange: 24 | 36 = 24): number {
  return Math.max(
    ...fireTable(lightGunLongRange)
      .filter((l) => l.weapon === weapon)
      .map((l) => l.maxRange),
  );
}

/** Dice per firer: "Roll one D20 per man for Arquebus, Pistol, Crossbow"; "3 dice per gunner" for guns. */
export function dicePerFirer(weapon: Weapon): number {
  return weapon === 'heavy-cannon' || weapon === 'light-cannon' ? 3 : 1;
}
