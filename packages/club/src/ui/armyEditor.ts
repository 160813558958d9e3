import { html, nothing, type TemplateResult } from 'lit-html';
import { PROFILE_IDS } from '@muster/tercios';
import { TROOP_TYPES, OFFICER_QUALITIES } from '@muster/sword-and-pike';
import { BRIGADIER_RATINGS, UNIT_TYPES } from '@muster/wss-6mm';
import { problemsAt, type ArmyProblem } from '../app/checkArmy.js';
import type { ClubRulesetId } from '../model/ClubSchemas.js';
import { missingFields, optionalFields, schemaAt, templateOf } from './schemaTemplate.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Part = string | number;

/** Suggestions for fields whose values come from the ruleset's lists (a datalist, free text still allowed). */
const SUGGESTIONS: Readonly<Record<ClubRulesetId, Readonly<Record<string, readonly string[]>>>> = {
  tercios: { unit: PROFILE_IDS },
  'sword-and-pike': { troop: TROOP_TYPES, quality: OFFICER_QUALITIES },
  'wss-6mm': { type: [...UNIT_TYPES.map((t) => t.id), 'field-battery'], rating: BRIGADIER_RATINGS },
};

/** Fields of an army file that say what the file is (`format`, `formatVersion`, `ruleset`): not shown to players. */
const FORMAT_FIELDS: ReadonlySet<string> = new Set(['format', 'formatVersion', 'ruleset']);

/** `regiments[1].units[0]`, the same as core `formatPath`. */
export function pathOf(parts: readonly Part[]): string {
  let out = '';
  for (const p of parts) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  return out === '' ? '(root)' : out;
}

/** A DOM id for a field path. */
export function fieldId(side: string, path: string): string {
  return `army-${side}-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** What the editor needs from the app. */
export interface ArmyEditorContext {
  readonly side: 'A' | 'B';
  readonly ruleset: ClubRulesetId;
  readonly problems: readonly ArmyProblem[];
  /** The ruleset's army schema (zod): optional fields a list does not have yet can be added from it. */
  readonly schema?: unknown;
  /** Sets the value at a path (undefined removes it) and re-renders. */
  change(parts: readonly Part[], value: Json | undefined): void;
}

const errors = (list: readonly ArmyProblem[], id: string) =>
  list.length === 0
    ? nothing
    : html`<ul class="field-errors" id=${`${id}-errors`} role="list">
        ${list.map((p) => html`<li>${p.message}${p.rule ? html` <span class="rule">(${p.rule})</span>` : nothing}</li>`)}
      </ul>`;

/**
 * A form for any army list: objects as fieldsets, lists with add and remove, values as inputs. Each
 * problem the validator reports is shown next to the field at its path.
 */
export function armyEditor(value: Json, ctx: ArmyEditorContext): TemplateResult {
  return node(value, [], 'Army list', ctx);
}

function node(value: Json, parts: readonly Part[], label: string, ctx: ArmyEditorContext): TemplateResult {
  const path = pathOf(parts);
  const id = fieldId(ctx.side, path);
  if (Array.isArray(value)) {
    const mine = problemsAt(ctx.problems, path);
    return html`<fieldset class="list ${mine.length ? 'invalid' : ''}" id=${id}>
      <legend>${label} (${value.length})</legend>
      ${errors(mine, id)}
      <ul class="items">
        ${value.map(
          (item, i) =>
            html`<li>
              ${node(item, [...parts, i], `${singular(label)} ${i + 1}`, ctx)}
              <button
                type="button"
                class="small"
                @click=${() => {
                  ctx.change(
                    parts,
                    value.filter((_, j) => j !== i),
                  );
                }}
                aria-label=${`Remove ${singular(label)} ${i + 1}`}
              >
                Remove
              </button>
            </li>`,
        )}
      </ul>
      ${
        value.length > 0
          ? html`<button
              type="button"
              class="small"
              @click=${() => {
                ctx.change(parts, [...value, structuredClone(value[value.length - 1]!)]);
              }}
            >
              Add ${singular(label).toLowerCase()}
            </button>`
          : html`<button
              type="button"
              class="small"
              @click=${() => {
                ctx.change(parts, [templateOf(schemaAt(ctx.schema, [...parts, 0])) as Json]);
              }}
            >
              Add ${singular(label).toLowerCase()}
            </button>`
      }
    </fieldset>`;
  }
  if (value !== null && typeof value === 'object') {
    // The file's format fields are the app's business, never the players'.
    const keys = Object.keys(value).filter((k) => parts.length > 0 || !FORMAT_FIELDS.has(k));
    const mine = problemsAt(ctx.problems, path, keys);
    return html`<fieldset class="object ${mine.length ? 'invalid' : ''}" id=${id}>
      <legend>${label}</legend>
      ${errors(mine, id)} ${keys.map((k) => node(value[k]!, [...parts, k], k, ctx))}
      ${
        ctx.schema === undefined
          ? nothing
          : html`<div class="field-actions">
              ${missingFields(schemaAt(ctx.schema, parts), value)
                .filter((k) => parts.length > 0 || !FORMAT_FIELDS.has(k))
                .map(
                  (k) =>
                    html`<button
                      type="button"
                      class="small add-field"
                      data-add-field=${`${path}.${k}`}
                      @click=${() => {
                        ctx.change([...parts, k], templateOf(schemaAt(ctx.schema, [...parts, k])) as Json);
                      }}
                    >
                      Add ${k}
                    </button>`,
                )}
              ${optionalFields(schemaAt(ctx.schema, parts))
                .filter((k) => k in value)
                .map(
                  (k) =>
                    html`<button
                      type="button"
                      class="small"
                      data-remove-field=${`${path}.${k}`}
                      @click=${() => {
                        ctx.change([...parts, k], undefined);
                      }}
                    >
                      Remove ${k}
                    </button>`,
                )}
            </div>`
      }
    </fieldset>`;
  }
  const mine = problemsAt(ctx.problems, path);
  const described = mine.length ? `${id}-errors` : nothing;
  const key = String(parts[parts.length - 1] ?? '');
  const suggestions = SUGGESTIONS[ctx.ruleset][key];
  const listId = suggestions ? `list-${ctx.ruleset}-${key}` : nothing;
  let input: TemplateResult;
  if (typeof value === 'boolean') {
    input = html`<input
      type="checkbox"
      id=${id}
      .checked=${value}
      aria-describedby=${described}
      @change=${(e: Event) => {
        ctx.change(parts, (e.target as HTMLInputElement).checked);
      }}
    />`;
  } else if (typeof value === 'number') {
    input = html`<input
      type="number"
      id=${id}
      .value=${String(value)}
      aria-invalid=${mine.length ? 'true' : 'false'}
      aria-describedby=${described}
      @change=${(e: Event) => {
        const n = Number((e.target as HTMLInputElement).value);
        ctx.change(parts, Number.isFinite(n) ? n : 0);
      }}
    />`;
  } else {
    input = html`<input
        type="text"
        id=${id}
        .value=${value ?? ''}
        list=${listId}
        aria-invalid=${mine.length ? 'true' : 'false'}
        aria-describedby=${described}
        @change=${(e: Event) => {
          ctx.change(parts, (e.target as HTMLInputElement).value);
        }}
      />
      ${suggestions ? html`<datalist id=${listId}>${suggestions.map((s) => html`<option value=${s}></option>`)}</datalist>` : nothing}`;
  }
  return html`<div class="field ${mine.length ? 'invalid' : ''}">
    <label for=${id}>${label}</label>${input}${errors(mine, id)}
  </div>`;
}

function singular(label: string): string {
  const l = label.replace(/ \d+$/, '');
  if (l.endsWith('ies')) return `${l.slice(0, -3)}y`;
  if (l.endsWith('s')) return l.slice(0, -1);
  return l;
}

/** Returns a copy of `root` with the value at `parts` set (or removed when `value` is undefined). */
export function setAt(root: Json, parts: readonly Part[], value: Json | undefined): Json {
  if (parts.length === 0) return value ?? null;
  const [head, ...rest] = parts;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number] ?? null, rest, value);
    return copy;
  }
  const obj = root as Record<string, Json>;
  if (rest.length === 0 && value === undefined) {
    const { [head as string]: _removed, ...kept } = obj;
    return kept;
  }
  return { ...obj, [head as string]: setAt(obj[head as string] ?? null, rest, value) };
}

export type { Json };
