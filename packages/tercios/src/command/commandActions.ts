import { hasEffect } from '../rules/effectiveRules.js';
import { normaliseWeaponId } from '../rules/weaponRules.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { CommandTestResult } from './commandTest.js';

/**
 * A generic rally by command action on an Elite unit: it removes Dm by the successes of the test, down to 0.
 * Rulebook: The Troops > Elite ("with a Resist! order or with a command action").
 */
export function eliteRally(unit: TerciosUnit, test: CommandTestResult): number {
  if (!test.passed || !hasEffect(unit, 'resist-to-zero')) return unit.wear ?? 0;
  return Math.max(0, (unit.wear ?? 0) - test.successes);
}

/**
 * The weapons that make a company one "of pikemen or musketeers" (Experienced): pikes, or the shot's firearms
 * (muskets, or the arquebuses that replace them). A Combat Company (halberds, swords) is neither.
 */
const PIKEMEN_OR_MUSKETEERS: readonly string[] = ['pikes', 'musket', 'arquebus', 'arquebus-musket', 'flintlock'];

/**
 * Experienced (Kingdoms): "one of your companies of pikemen or musketeers that has no more than 1 Dm" reinforces
 * a battalion: the company counts as destroyed, the battalion removes 2 Dm (even to 0). Returns null when not
 * allowed.
 */
export function experienced(
  company: TerciosUnit,
  battalion: TerciosUnit,
): { companyRemoved: true; battalionWear: number } | null {
  if (company.category !== 'company' || (company.wear ?? 0) > 1 || battalion.category !== 'infantry') return null;
  if (!company.weapons.some((w) => PIKEMEN_OR_MUSKETEERS.includes(normaliseWeaponId(w)))) return null;
  return { companyRemoved: true, battalionWear: Math.max(0, (battalion.wear ?? 0) - 2) };
}

/**
 * Indefatigable (Kingdoms): move one Dm from one unit to another of the same type and regiment (the table
 * checks 6" and radius). Returns null when not allowed.
 */
export function indefatigable(from: TerciosUnit, to: TerciosUnit): { fromWear: number; toWear: number } | null {
  if (from.category !== to.category || (from.wear ?? 0) < 1) return null;
  return { fromWear: (from.wear ?? 0) - 1, toWear: (to.wear ?? 0) + 1 };
}

/**
 * Determined (Kingdoms): "If this unit charges an enemy that has a lower Mvt value or is in disorder", its combat has
 * the trait's effects (1 Dm more if it wins, Disorder if it loses). Whether the charge qualifies: the battle's combat
 * after a charge and the club's melee form ask this.
 */
export function determinedAgainst(
  chargerSpeed: number,
  enemy: { readonly speed: number; readonly disordered: boolean },
): boolean {
  return enemy.speed < chargerSpeed || enemy.disordered;
}
