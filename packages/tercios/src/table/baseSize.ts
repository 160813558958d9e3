import type { UnitCategory } from '../profiles/UnitProfile.js';
import { normaliseRuleId } from '../rules/troopRules.js';

const CM = 1 / 2.54;

/**
 * The recommended base of a unit, in inches. Rulebook: Components > Figures and Bases (in cm: pike square
 * 12x12, other infantry 12x6, cavalry 8x4, dense cavalry 8x8, company 8x4, artillery 4x4).
 */
export function baseSize(category: UnitCategory, rules: readonly string[]): { width: number; depth: number } {
  // By any of a rule's names (a scenario may write "Square" or "Dense"): Dense is Large (The Troops > Large (Dense)).
  const has = (r: string) => rules.some((own) => normaliseRuleId(own) === r);
  switch (category) {
    case 'infantry':
      return has('square') ? { width: 12 * CM, depth: 12 * CM } : { width: 12 * CM, depth: 6 * CM };
    case 'company':
      return { width: 8 * CM, depth: 4 * CM };
    case 'cavalry':
      return has('large') ? { width: 8 * CM, depth: 8 * CM } : { width: 8 * CM, depth: 4 * CM };
    case 'artillery':
      return { width: 4 * CM, depth: 4 * CM };
  }
}

/**
 * A commander's base by default, in inches: "a single figure on a base" (Commander Figures) gives no size; a single
 * figure on a 30 mm base, modelled as a square. The option `battle.commanderBase` sets another (ruling: Commander bases).
 */
export const COMMANDER_BASE = 1.2;
