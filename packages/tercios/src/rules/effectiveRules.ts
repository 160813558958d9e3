import type { TerciosUnit } from '../values/TerciosUnit.js';
import { normaliseRuleId, TROOP_RULES, type RuleEffect } from './troopRules.js';

const BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  // Rulebook: The Troops > Cavalry: "All cavalry units benefit from the Mobility, Evasion and Pursuit rules".
  cavalry: ['mobility', 'evasion', 'pursuit'],
  // Rulebook: The Troops > Artillery: "Integral Command, Crew Defence and No Escape".
  artillery: ['integral-command', 'crew-defence', 'no-escape'],
};

/**
 * The rule ids a unit has on the table: its own (normalised), those of its category, those implied
 * (Forlorn Hope), those given by an attached commander (Brave: Impetuous and Elite; Passionate: Frenzied)
 * or a commander in radius (Prepared: Light units gain Evasion), less those removed (Heavy Cavalry: Mobility).
 */
export function effectiveRules(unit: TerciosUnit): readonly string[] {
  // Shooting and melee ask this many times per resolution, of a new view of the unit each time (see
  // asTerciosUnit), so the answer is kept by what it depends on, not by the view: the unit's rules list
  // (the same array in every state of a battle), its category, and the three traits that add rules.
  // Keyed by the view, a battle put some 2,800 short-lived keys in a WeakMap, which the young-generation
  // collector must trace as ephemerons, and recomputed every miss.
  const traits = unit.commander?.traits;
  const variant =
    (traits?.includes('brave') ? 1 : 0) |
    (traits?.includes('passionate') ? 2 : 0) |
    (unit.inRadiusOf?.includes('prepared') ? 4 : 0);
  let byCategory = CACHE.get(unit.rules);
  if (!byCategory) CACHE.set(unit.rules, (byCategory = new Map<string, (readonly string[] | undefined)[]>()));
  let variants = byCategory.get(unit.category);
  if (!variants) byCategory.set(unit.category, (variants = []));
  // Stryker disable next-line ArrayDeclaration: equivalent — a trait or a commander named "Stryker was here" adds no rule
  return (variants[variant] ??= computeEffectiveRules(unit.category, unit.rules, traits ?? [], unit.inRadiusOf ?? []));
}

/** Effective rules by rules list, then category, then variant (Brave 1 + Passionate 2 + Prepared in radius 4). */
const CACHE = new WeakMap<readonly string[], Map<string, (readonly string[] | undefined)[]>>();

function computeEffectiveRules(
  category: string,
  own: readonly string[],
  traits: readonly string[],
  inRadiusOf: readonly string[],
): readonly string[] {
  const rules = new Set<string>();
  for (const id of [...(BY_CATEGORY[category] ?? []), ...own]) rules.add(normaliseRuleId(id));
  for (const id of [...rules]) for (const implied of TROOP_RULES[id]?.implies ?? []) rules.add(implied);
  if (traits.includes('brave')) {
    rules.add('impetuous');
    rules.add('elite');
  }
  if (traits.includes('passionate')) rules.add('frenzied');
  if (inRadiusOf.includes('prepared') && rules.has('light')) rules.add('evasion');
  for (const id of [...rules]) for (const removed of TROOP_RULES[id]?.removes ?? []) rules.delete(removed);
  return [...rules];
}

/** True when the unit has the rule (after {@link effectiveRules}). */
export function hasRule(unit: TerciosUnit, id: string): boolean {
  return effectiveRules(unit).includes(normaliseRuleId(id));
}

/** True when one of the unit's rules has the effect. */
export function hasEffect(unit: TerciosUnit, effect: RuleEffect): boolean {
  return effectiveRules(unit).some((id) => TROOP_RULES[id]?.effects.includes(effect) ?? false);
}

/** The rules an Enthusiastic activation may lend (Kingdoms > Enthusiastic: Light, or Skirmishers if it has Light). */
const LENT: readonly string[] = ['light', 'skirmishers'];

/** The commander traits that add rules (Brave: Impetuous and Elite; Passionate: Frenzied). */
const ADDING_TRAITS: readonly string[] = ['brave', 'passionate'];

/** {@link mayHaveEffect} by rules list, then category and effect. */
const MAY_HAVE = new WeakMap<readonly string[], Map<string, boolean>>();

/**
 * Whether a unit of this rules list and category could have the effect at all: with or without the traits
 * that add rules (Brave, Passionate, Prepared in radius) and the rule an Enthusiastic activation lends (Light,
 * or Skirmishers). False rules the effect out without building the unit as the rules see it (`rulesUnit`),
 * which questions asked of every unit at every state (Horde, Brigade) would otherwise do.
 */
export function mayHaveEffect(
  unit: { readonly rules: readonly string[]; readonly category: string },
  effect: RuleEffect,
): boolean {
  let byKey = MAY_HAVE.get(unit.rules);
  // Stryker disable next-line ConditionalExpression: equivalent — a memo: emptied again, the answer is computed anew, the same
  if (!byKey) MAY_HAVE.set(unit.rules, (byKey = new Map<string, boolean>()));
  const key = `${unit.category}|${effect}`;
  let may = byKey.get(key);
  // Stryker disable next-line ConditionalExpression: equivalent — a memo: bypassed, the answer is computed anew, the same
  if (may === undefined) {
    // Every rule that can be added, all at once: what a trait, a loan or Prepared adds never removes a rule (only
    // Heavy Cavalry removes one, Mobility, and nothing adds Heavy Cavalry; effectiveRules.mutants.spec.ts keeps it
    // so), so these rules hold the rules of every combination of them. At worst it answers true for an effect only
    // a combination no unit can have would give, which only costs the check it would have saved.
    may = computeEffectiveRules(unit.category, [...unit.rules, ...LENT], ADDING_TRAITS, ['prepared']).some(
      (id) => TROOP_RULES[id]?.effects.includes(effect) ?? false,
    );
    byKey.set(key, may);
  }
  return may;
}
