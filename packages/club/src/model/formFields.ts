import type { MechanicDefinition, ParamSpec } from '@muster/core';
import type { FieldRule, FormValues } from '../adapters/ClubLabels.js';
import { adapterOf } from '../adapters/adapters.js';
import type { ClubRulesetId } from './ClubSchemas.js';
import { mechanicLabels } from './words.js';

/**
 * A resolution form laid out for a phone: the unit pickers the mechanic needs, the fields the players answer
 * (`main`), and folded groups — what the app filled from the units' records (`units`), modifiers seldom in
 * play (`rare`), the game's rulings (`rulings`). Fields that do not apply to the situation are in none.
 */
export interface FormLayout {
  /** The acting unit's picker label, or null when the mechanic has no acting unit. */
  readonly actor: string | null;
  /** The other unit's picker label, or null. */
  readonly target: string | null;
  readonly main: readonly ParamSpec[];
  readonly units: readonly ParamSpec[];
  readonly rare: readonly ParamSpec[];
  readonly rulings: readonly ParamSpec[];
}

function ruleOf(ruleset: ClubRulesetId, mechanic: string, name: string): FieldRule {
  const labels = adapterOf(ruleset).labels;
  return { ...labels.fields[name], ...mechanicLabels(ruleset, mechanic).fields?.[name] };
}

/**
 * Whether a field applies to the situation as filled so far (one that does not is neither shown nor sent).
 * What the app filled from the units or a waiting test always applies: it is never silently dropped.
 */
export function fieldApplies(
  ruleset: ClubRulesetId,
  mechanic: string,
  name: string,
  values: FormValues,
  prefilled: ReadonlySet<string>,
): boolean {
  return prefilled.has(name) || (ruleOf(ruleset, mechanic, name).when?.(values, prefilled) ?? true);
}

/** A field's label in the rulebook's words (else its description, capitalised). */
export function fieldLabel(ruleset: ClubRulesetId, mechanic: string, spec: ParamSpec): string {
  const label = ruleOf(ruleset, mechanic, spec.name).label ?? spec.description;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The form of `mechanic` as the play screen shows it. `prefilled` names the fields the app filled from the
 * chosen units (or a waiting test recorded): they fold away unless the rule marks them as always asked.
 */
export function formLayout(
  ruleset: ClubRulesetId,
  mechanic: MechanicDefinition,
  values: FormValues,
  prefilled: ReadonlySet<string>,
): FormLayout {
  const labels = mechanicLabels(ruleset, mechanic.id);
  const main: ParamSpec[] = [];
  const units: ParamSpec[] = [];
  const rare: ParamSpec[] = [];
  const rulings: ParamSpec[] = [];
  for (const spec of mechanic.params) {
    if (!fieldApplies(ruleset, mechanic.id, spec.name, values, prefilled)) continue;
    const rule = ruleOf(ruleset, mechanic.id, spec.name);
    if (spec.option !== undefined) rulings.push(spec);
    else if (prefilled.has(spec.name) && rule.ask !== true) units.push(spec);
    else if (rule.rare === true) rare.push(spec);
    else main.push(spec);
  }
  return { actor: labels.actor, target: labels.target, main, units, rare, rulings };
}

/** How many fields a form shows before any folded group is opened: the mechanic picker, the unit pickers, `main`. */
export function fieldsShown(layout: FormLayout): number {
  return 1 + (layout.actor === null ? 0 : 1) + (layout.target === null ? 0 : 1) + layout.main.length;
}
