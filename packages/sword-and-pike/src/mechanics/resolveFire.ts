import type { Dice } from '@muster/core';
import type { Weapon } from '../profiles/TroopType.js';
import { dicePerFirer, fireTableLine, type TargetClass } from './fireTable.js';

/** The modifiers to each fire die. Rulebook: FIRE > Modifiers to above dice rolls; DISORDERED UNITS. */
export interface FireModifiers {
  /** -2: the first time the unit has fired in the game. */
  readonly firstFire?: boolean;
  /** +1: the firing unit is Shaken (ruling R7 says when). */
  readonly shaken?: boolean;
  /** +2: the weather is light rain. */
  readonly rain?: boolean;
  /** +1: disordered ("Shoot at -1"; "+1 to each fire die because they are disordered"), ruling R18. */
  readonly disordered?: boolean;
}

/** What one unit's fire did. */
export interface FireResult {
  /** D20s rolled. */
  readonly dice: number;
  /** Highest face that hits after modifiers (0: no die can hit). */
  readonly hitsOn: number;
  readonly hits: number;
  /** Figures removed: hits, or hits (with any carried hit) / 2, rounded down, against skirmishers and artillerists. */
  readonly casualties: number;
  /** Ruling R46: the odd hit left on a skirmish target, short of a figure (0 or 1; always 0 otherwise). */
  readonly hitsCarried: number;
}

/** What {@link resolveFire} needs. */
export interface FireInput {
  readonly weapon: Weapon;
  readonly range: number;
  /** Figures (or gunners) firing. */
  readonly firers: number;
  readonly targetClass: TargetClass;
  /** Skirmishers, artillerists, drovers: "takes 2 hits to mark one figure". */
  readonly skirmishTarget?: boolean;
  /** Ruling R46: a hit already on the skirmish target from an earlier volley, short of a figure (0 or 1). */
  readonly carriedHits?: number;
  readonly modifiers?: FireModifiers;
  readonly lightGunLongRange?: 24 | 36;
  /** Names for the roll's purpose, e.g. "Swiss arquebusiers at Landsknecht pike". */
  readonly label?: string;
}

/** The total modifier added to each die (positive is worse: hits are low numbers). */
export function fireModifier(m: FireModifiers = {}): number {
  return (m.firstFire ? -2 : 0) + (m.shaken ? 1 : 0) + (m.rain ? 2 : 0) + (m.disordered ? 1 : 0);
}

/**
 * The highest D20 face that hits after modifiers, from the Firing weapon table (0: no die can hit). Rulebook:
 * FIRE > Firing weapon table, Modifiers.
 */
export function hitsOnFor(
  input: Pick<FireInput, 'weapon' | 'range' | 'targetClass' | 'modifiers' | 'lightGunLongRange'>,
): number {
  const line = fireTableLine(input.weapon, input.range, input.lightGunLongRange ?? 24);
  const base = line ? line.hitsOn[input.targetClass - 1]! : 0;
  // N/A on the table: no hit is possible whatever the modifiers (ruling R19).
  return base === 0 ? 0 : Math.max(0, Math.min(20, base - fireModifier(input.modifiers)));
}

/**
 * Unit fire: one D20 per eligible figure (three per gunner), a hit when the die plus modifiers is at most
 * the table number for the weapon, range band and target class.
 * Rulebook: FIRE. The D20s are rolled as one pool counting faces at most `hitsOn`, so exact odds stay
 * binomial and players typing real dice enter the faces they see.
 *
 * @example
 * resolveFire(dice, { weapon: 'arquebus', range: 10, firers: 10, targetClass: 1 }); // hits on 1-5
 */
export function resolveFire(dice: Dice, input: FireInput): FireResult {
  const hitsOn = hitsOnFor(input);
  const count = Math.max(0, input.firers) * dicePerFirer(input.weapon);
  const carried = input.skirmishTarget ? (input.carriedHits ?? 0) : 0;
  if (count === 0 || hitsOn === 0) return { dice: 0, hitsOn, hits: 0, casualties: 0, hitsCarried: carried };
  const label = input.label ?? `${input.weapon} fire`;
  const hits = dice.poolAtMost(
    count,
    20,
    hitsOn,
    `${label} (class ${roman(input.targetClass)}, ${input.range}"), hits on 1-${hitsOn}`,
  );
  // Rulebook: FIRE > Skirmishers, artillerists... takes 2 hits to mark one figure (an odd hit waits: ruling R46).
  if (!input.skirmishTarget) return { dice: count, hitsOn, hits, casualties: hits, hitsCarried: 0 };
  return { dice: count, hitsOn, hits, casualties: Math.floor((hits + carried) / 2), hitsCarried: (hits + carried) % 2 };
}

function roman(c: TargetClass): string {
  return ['I', 'II', 'III', 'IV'][c - 1]!;
}
