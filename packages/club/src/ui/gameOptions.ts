import { html, type TemplateResult } from 'lit-html';
import { adapterOf } from '../adapters/adapters.js';
import type { ClubRulesetId } from '../model/ClubSchemas.js';
import { valueWords } from '../model/words.js';
import { schemaAt } from './schemaTemplate.js';

/**
 * The rulings a club may agree before a game (docs/rulings/<ruleset>.md): the options of the ruleset the club
 * plays, each with its ruling's title and the rulebook's words. The choices and the default are read from the
 * ruleset's own options schema, so they cannot drift from it.
 */
export interface RulingText {
  /** The option key in the ruleset's options schema. */
  readonly key: string;
  /** The ruling's title in docs/rulings/<ruleset>.md. */
  readonly title: string;
  /** The rulebook's words the ruling reads. */
  readonly words: string;
}

/** A value an option can take. */
export type Choice = string | number | boolean;

/** One option of the new-game form. */
export interface GameOption extends RulingText {
  /** The values the schema allows (an enum's values, a union's literals, or true and false). */
  readonly choices: readonly Choice[];
  /** The ruling's default (what the schema fills in). */
  readonly default: Choice;
}

/** The options the club's adapters read (an option the club does not play is not offered). */
const RULINGS: Readonly<Record<ClubRulesetId, readonly RulingText[]>> = {
  tercios: [
    {
      key: 'edition',
      title: 'Editions',
      words:
        'Liber Militum: Tercios, or Tercios: Brevis Editio, the short edition ("Pikes also gain Melee+ when charged by Horse"; no Dirty war!; no Easy terrain; initiative ties go to the player whose commander has the highest rank)',
    },
    {
      key: 'eliteResist',
      title: 'Resist! with Elite units',
      words:
        'Elite "may remove all their Dm with a Resist! order or with a command action (depending on the successes of the test above), and may thus return to 0 Dm"',
    },
    {
      key: 'resistReactionCourage',
      title: 'Resist! reaction: Courage + or ++',
      words:
        'Reactions: "The Courage test in a combat that follows a charge benefits from a bonus (+)"; the Order Card Reference: "Reaction: Courage ++"',
    },
    {
      key: 'pikesBonus',
      title: 'Pikes',
      words:
        'Liber Militum: "a bonus (+) to its Melee value against cavalry, as long as it is not in disorder"; Brevis: "Pikes also gain Melee+ when charged by Horse"',
    },
    {
      key: 'destroyedWinnerEffects',
      title: 'A winner destroyed in the same round',
      words:
        'Combat Rounds: "a unit that ... was destroyed during a round, still has the possibility of carrying out its own round"; Rout Test: "the unit is broken and removed from the game"; Pursuit: "the cavalry unit must make a movement at its normal speed"',
    },
  ],
  'sword-and-pike': [
    {
      key: 'moraleDie',
      title: 'R1. The morale check roll',
      words:
        '"C. To Check Morale" is a heading with nothing under it; D. Morale Results reads a number: "6 or more - Morale Good ... 1"',
    },
    {
      key: 'halberdiersOrder',
      title: "R12. Halberdiers' order",
      words: 'HALBERDIERS "Move and fight in open order"; ORDER "Only pikemen, halbardiers, etch are in closed order"',
    },
    {
      key: 'orderChange',
      title: 'R62. Changing order',
      words:
        'PIKEMEN "May be in closed or open order"; SWORD AND BUCKLER MEN "May use skirmish order"; ORDER "Gendarmes may also be in closed order, riding Knee to knee"',
    },
    {
      key: 'routedRallyFailure',
      title: 'R13. Routed units failing to rally',
      words:
        'SEQUENCE 9: "Routed units which fail to rally are removed from the field if they are no longer Fresh"; ROUTED UNITS: "they must pass morale or they are removed from the field"',
    },
  ],
  'wss-6mm': [
    {
      key: 'meleeDie',
      title: 'R1 — Melee die',
      words: 'Melee: "For each unit in combat roll 1d10 and consult the following table" (the table needs 8 to 22)',
    },
    {
      key: 'meleeTie',
      title: 'R12 — Equal hits in melee',
      words: 'Post Melee: "The losing units, i.e. that took the most hits should also take a Resolve test."',
    },
    {
      key: 'britishThresholds',
      title: 'R6 — British PF1 Blooded 2 / Distressed 1',
      words:
        'Casualties: British foot Blooded 2, Distressed 1, where every other row reads Blooded before Distressed (Dutch 2/4, French 3/5)',
    },
    {
      key: 'pcCountercharge',
      title: 'R40 — Fire before a melee, and Pc horse countercharging',
      words:
        'Charges: "Charged Cavalry Units may either fire or countercharge (s and Pf formations only)"; Pre Melee: "Pf/Pc Horse electing to fire and charge will not cause a Resolve test"',
    },
  ],
};

interface Def {
  readonly type: string;
  readonly entries?: Record<string, string>;
  readonly options?: readonly unknown[];
  readonly values?: readonly Choice[];
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** An option's choices from its schema (an enum, a union of literals or a boolean), or undefined for another kind. */
function choicesOf(schema: unknown): readonly Choice[] | undefined {
  const def = defOf(schema);
  if (def?.type === 'boolean') return [false, true];
  if (def?.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def?.type === 'union' && def.options) {
    const literals = def.options.map(defOf);
    if (literals.every((d) => d?.type === 'literal' && d.values?.length === 1))
      return literals.map((d) => d!.values![0]!);
  }
  return undefined;
}

/** The options a club may agree for a game of this ruleset, with their choices and defaults. */
export function gameOptions(id: ClubRulesetId): GameOption[] {
  const schema = adapterOf(id).ruleset.schemas.options;
  if (!schema) return [];
  const defaults = schema.parse({}) as Record<string, Choice>;
  return RULINGS[id].flatMap((r) => {
    const choices = choicesOf(schemaAt(schema, [r.key]));
    return choices ? [{ ...r, choices, default: defaults[r.key]! }] : [];
  });
}

/** What the players chose, per ruleset (kept while they switch rulesets in the form). */
const chosen = new Map<ClubRulesetId, Record<string, Choice>>();

/** The options chosen for the new game, only those set away from their default (the rest is the default). */
export function chosenOptions(id: ClubRulesetId): Record<string, Choice> {
  const picked = chosen.get(id) ?? {};
  return Object.fromEntries(gameOptions(id).flatMap((o) => (o.key in picked ? [[o.key, picked[o.key]!]] : [])));
}

/** Sets an option for the new game (its default clears it). */
export function chooseOption(id: ClubRulesetId, key: string, value: Choice): void {
  const option = gameOptions(id).find((o) => o.key === key);
  if (!option?.choices.includes(value)) return;
  const others = Object.entries(chosen.get(id) ?? {}).filter(([k]) => k !== key);
  chosen.set(id, Object.fromEntries(value === option.default ? others : [...others, [key, value]]));
}

/** The new-game form's rulings: one choice per option, the ruling's default preselected. */
export function gameOptionsView(id: ClubRulesetId, update: () => void): TemplateResult {
  const picked = chosenOptions(id);
  return html`<fieldset class="panel game-options">
    <legend>Rulings (docs/rulings/${id}.md)</legend>
    ${gameOptions(id).map((o) => {
      const value = o.key in picked ? picked[o.key]! : o.default;
      return html`<div class="field">
        <label for=${`option-${o.key}`}>${o.title}</label>
        <select
          id=${`option-${o.key}`}
          aria-describedby=${`option-${o.key}-words`}
          @change=${(e: Event) => {
            // The choice whose text the select shows (a boolean or a number, as the schema wants it).
            const raw = (e.target as HTMLSelectElement).value;
            chooseOption(id, o.key, o.choices.find((c) => String(c) === raw) ?? raw);
            update();
          }}
        >
          ${o.choices.map(
            (c) =>
              html`<option value=${String(c)} ?selected=${c === value}>
                ${valueWords(id, c)}${c === o.default ? ' (default)' : ''}
              </option>`,
          )}
        </select>
        <small id=${`option-${o.key}-words`}>${o.words} (<code>${o.key}</code>)</small>
      </div>`;
    })}
  </fieldset>`;
}
