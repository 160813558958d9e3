import type { MechanicLabels } from '../adapters/ClubLabels.js';
import { adapterOf } from '../adapters/adapters.js';
import type { ClubRulesetId } from './ClubSchemas.js';
export { ENGINE_ID, plainWords } from './plainWords.js';

/** A value in the ruleset's words: its label (`fall-back` → `FALL BACK` in 6mm WSS), else hyphens read as spaces. */
export function valueWords(ruleset: ClubRulesetId, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = String(value);
  return adapterOf(ruleset).labels.words[text] ?? text.replace(/-/g, ' ');
}

/** The play screen's words for a mechanic (an unlabelled one, a house rule's, reads its id with spaces). */
export function mechanicLabels(ruleset: ClubRulesetId, id: string): MechanicLabels {
  const own = adapterOf(ruleset).labels.mechanics[id];
  if (own) return own;
  const title = id.replace(/-/g, ' ');
  return { title: title.charAt(0).toUpperCase() + title.slice(1), actor: 'Acting unit', target: 'Other unit' };
}

/** A mechanic's name in the rulebook's words ("Shooting", "Morale test"). */
export function mechanicTitle(ruleset: ClubRulesetId, id: string): string {
  return mechanicLabels(ruleset, id).title;
}

/** An outcome's name in words, for the odds tables. */
export function outcomeName(ruleset: ClubRulesetId, mechanic: string, outcome: string): string {
  return mechanicLabels(ruleset, mechanic).outcomes?.[outcome] ?? outcome.replace(/-/g, ' ');
}
