import { MusterError } from '@muster/core';
import type { UnitOption, UnitProfile, UnitValues } from './UnitProfile.js';
import { closeMatches } from './closeMatches.js';

/** A profile with options applied: its values, rules, weapons and points are the unit's on the table. */
export interface EffectiveProfile extends UnitProfile {
  /** The option ids applied, in the card's printed order. */
  readonly appliedOptions: readonly string[];
  /** The card's points before options. */
  readonly basePoints: number;
}

/** Where options are being bought: the faction (for flagged options) and whether adaptations are in play. */
export interface OptionContext {
  /** Faction id; when given, options restricted to other factions are refused. */
  readonly faction?: string;
  /** When `false`, options printed in red (adaptations) are refused. Default: allowed. */
  readonly adaptations?: boolean;
}

/** One reason a list of option ids cannot be bought. `index` is the position in the list given. */
export interface OptionProblem {
  readonly index: number;
  /** The rule broken, in the rulebook's words. */
  readonly rule: string;
  readonly message: string;
}

/**
 * Every reason the options cannot be taken together on this unit (empty when they can): unknown ids,
 * an option taken twice, printed incompatibilities, missing required options, another faction's options,
 * and adaptations when they are switched off.
 */
export function optionProblems(
  profile: UnitProfile,
  optionIds: readonly string[],
  context: OptionContext = {},
): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const card = `Unit Profiles > ${profile.name} options`;
  const byId = new Map(profile.options.map((o) => [o.id, o]));
  const chosen = new Set<string>();
  optionIds.forEach((id, index) => {
    const option = byId.get(id);
    if (!option) {
      const near = closeMatches(
        id,
        profile.options.map((o) => o.id),
      );
      const known =
        profile.options.length === 0
          ? 'this unit has no options'
          : `its options are ${profile.options.map((o) => o.id).join(', ')}`;
      problems.push({
        index,
        rule: card,
        message: `${profile.name} has no option "${id}"${near.length > 0 ? ` (did you mean "${near[0]}"?)` : ''}; ${known}`,
      });
      return;
    }
    if (chosen.has(id)) {
      problems.push({ index, rule: card, message: `option "${id}" is taken twice` });
      return;
    }
    chosen.add(id);
  });
  optionIds.forEach((id, index) => {
    const option = byId.get(id);
    if (!option) return;
    for (const other of option.incompatibleWith ?? []) {
      // Report each incompatible pair once, at the later of the two.
      const otherIndex = optionIds.indexOf(other);
      if (otherIndex !== -1 && otherIndex < index) {
        problems.push({
          index,
          rule: card,
          message: `${option.name} is incompatible with ${byId.get(other)?.name ?? other}`,
        });
      }
    }
    for (const needed of option.requires ?? []) {
      if (!chosen.has(needed))
        problems.push({ index, rule: card, message: `${option.name} requires ${byId.get(needed)?.name ?? needed}` });
    }
    if (context.faction !== undefined && option.factions && !option.factions.includes(context.faction)) {
      problems.push({
        index,
        rule: 'The Army > Choosing a Side: options with a flag are available only for the nations concerned',
        message: `${option.name} is available only to ${option.factions.join(', ')}, not ${context.faction}`,
      });
    }
    if (context.adaptations === false && option.adaptation === true) {
      problems.push({
        index,
        rule: `${card} (adaptation, marked in red)`,
        message: `${option.name} is an adaptation, and adaptations are off for this army`,
      });
    }
  });
  return problems;
}

type ValueChanges = { readonly [K in keyof UnitValues]?: UnitValues[K] | undefined };

function setValues(values: UnitValues, set: ValueChanges | undefined): UnitValues {
  if (!set) return values;
  const next: UnitValues = { ...values };
  for (const key of Object.keys(set) as (keyof UnitValues)[]) {
    const value = set[key];
    if (value !== undefined) (next as Record<keyof UnitValues, UnitValues[keyof UnitValues]>)[key] = value;
  }
  return next;
}

/**
 * Applies a unit's options: the values they set ("Veteran: Discipline 4"), the rules and weapons they add or
 * remove, and their points. Options apply in the card's printed order whatever the order given.
 *
 * @throws MusterError `bad-input` naming the first problem (unknown option, incompatibility, another faction's option...).
 * @example
 * applyOptions(getProfile('tercio'), ['viejo']).values.courage // 5
 * applyOptions(getProfile('tercio'), ['viejo']).points         // 185
 */
export function applyOptions(
  profile: UnitProfile,
  optionIds: readonly string[],
  context: OptionContext = {},
): EffectiveProfile {
  const problems = optionProblems(profile, optionIds, context);
  const first = problems[0];
  if (first) {
    throw new MusterError('bad-input', first.message, {
      path: `options[${first.index}]`,
      expected: first.rule,
      received: optionIds[first.index] ?? '',
      problems: problems.map((p) => p.message),
    });
  }
  return combineOptions(profile, optionIds);
}

/**
 * Applies the known options among `optionIds` (each once, in the card's order) WITHOUT checking
 * incompatibilities, factions or adaptations. For tools that must show a list even when it breaks a rule
 * (the army printer); everything else should call {@link applyOptions}.
 */
export function combineOptions(profile: UnitProfile, optionIds: readonly string[]): EffectiveProfile {
  const chosen = new Set(optionIds);
  const applied: UnitOption[] = profile.options.filter((o) => chosen.has(o.id));
  let values = profile.values;
  const rules = [...profile.rules];
  const weapons = [...profile.weapons];
  let points = profile.points;
  for (const option of applied) {
    values = setValues(values, option.set);
    for (const combo of option.combined ?? []) if (chosen.has(combo.with)) values = setValues(values, combo.set);
    for (const r of option.removeRules ?? []) if (rules.includes(r)) rules.splice(rules.indexOf(r), 1);
    for (const r of option.addRules ?? []) if (!rules.includes(r)) rules.push(r);
    for (const w of option.removeWeapons ?? []) if (weapons.includes(w)) weapons.splice(weapons.indexOf(w), 1);
    for (const w of option.addWeapons ?? []) if (!weapons.includes(w)) weapons.push(w);
    points += option.points;
  }
  return {
    ...profile,
    values,
    rules,
    weapons,
    points,
    basePoints: profile.points,
    appliedOptions: applied.map((o) => o.id),
  };
}
