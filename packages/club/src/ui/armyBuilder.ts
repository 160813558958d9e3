import { html, nothing, type TemplateResult } from 'lit-html';
import { catalogueOf, rosterOf, withUnit, withoutUnit, type CatalogueEntry } from '../app/armyCatalogue.js';
import type { ArmyCheck } from '../app/checkArmy.js';
import type { ClubRulesetId } from '../model/ClubSchemas.js';
import { plainWords } from '../model/words.js';

/** What the builder needs from the app: the list, its check, and how to replace it. */
export interface ArmyBuilderContext {
  readonly side: 'A' | 'B';
  readonly ruleset: ClubRulesetId;
  readonly army: unknown;
  readonly check: ArmyCheck;
  /** What the rules say of points where they have none. */
  readonly noPoints: string;
  /** The catalogue entry and group chosen in the Add row (kept by the app between renders). */
  readonly pick: { group: number; entry: string };
  change(army: unknown): void;
  rerender(): void;
}

/**
 * A roster unit's profile in the rulebook's words: the catalogue's name for its entry where the unit has a name
 * of its own ("Pikemen · 24 figures"), else the catalogue's profile line ("infantry; speed 4, …"); never the id.
 */
function profileWords(profile: string, name: string, catalogue: readonly CatalogueEntry[]): string {
  const entry = catalogue.find((c) => profile === c.id || profile.startsWith(`${c.id} · `));
  if (!entry) return plainWords(profile);
  const rest = profile.slice(entry.id.length);
  return `${entry.name === name ? entry.profile : entry.name}${rest}`;
}

/**
 * The army builder: the list's regiments or brigades with each unit's points and profile, every violation
 * beside its unit, a running total (or "no points" where the rules have none), units added from the
 * ruleset's catalogue and removed, and a printable roster. The schema form stays below for rare fields.
 */
export function armyBuilder(ctx: ArmyBuilderContext): TemplateResult {
  const { side, ruleset, army, check } = ctx;
  const groups = rosterOf(ruleset, army);
  const catalogue = catalogueOf(ruleset);
  const id = (s: string) => `build-${side}-${s}`;
  const groupWord = ruleset === 'tercios' ? 'regiment' : 'brigade';
  const unitCount = groups.reduce((n, g) => n + g.units.length, 0);
  const beside = (path: string) => check.problems.filter((p) => p.path === path || p.path.startsWith(`${path}.`));
  const elsewhere = check.problems.filter((p) => !groups.some((g) => g.units.some((u) => beside(u.path).includes(p))));
  const entry = catalogue.find((e) => e.id === ctx.pick.entry) ?? catalogue[0];
  return html`<section class="builder" aria-labelledby=${id('title')}>
    <h4 id=${id('title')}>Roster</h4>
    <p class="totals" id=${id('totals')}>
      ${unitCount} unit${unitCount === 1 ? '' : 's'} ·
      ${check.points !== null ? html`<strong>${check.points}</strong>${check.limit !== null ? ` of ${check.limit}` : ''} points` : ctx.noPoints}
    </p>
    ${groups.map(
      (g) =>
        html`<div class="roster-group">
          <h5>${g.name}</h5>
          <ul class="roster">
            ${g.units.map((u) => {
              const problems = beside(u.path);
              return html`<li class=${problems.length > 0 ? 'invalid' : ''} data-roster=${u.path}>
                <span
                  ><strong>${u.name}</strong>
                  <small>${profileWords(u.profile, u.name, catalogue)}</small
                  >${u.points !== null ? html` · ${u.points} pts` : nothing}</span
                >
                <button
                  type="button"
                  class="small"
                  aria-label=${`Remove ${u.name} from ${g.name}`}
                  @click=${() => {
                    ctx.change(withoutUnit(ruleset, army, g.index, u.index));
                  }}
                >
                  Remove
                </button>
                ${
                  problems.length > 0
                    ? html`<ul class="field-errors">
                        ${problems.map((p) => html`<li>${p.message}${p.rule ? html` <span class="rule">(${p.rule})</span>` : nothing}</li>`)}
                      </ul>`
                    : nothing
                }
              </li>`;
            })}
          </ul>
        </div>`,
    )}
    ${
      elsewhere.length > 0
        ? html`<ul class="field-errors" id=${id('list-problems')}>
            ${elsewhere.map((p) => html`<li title=${p.path}>${p.message}</li>`)}
          </ul>`
        : nothing
    }
    <div class="add-unit">
      <label for=${id('entry')}>Add a unit from the catalogue</label>
      <select
        id=${id('entry')}
        @change=${(e: Event) => {
          ctx.pick.entry = (e.target as HTMLSelectElement).value;
          ctx.rerender();
        }}
      >
        ${catalogue.map(
          (c) =>
            html`<option value=${c.id} ?selected=${c.id === entry?.id}>
              ${c.name}${c.points !== null ? ` — ${c.points} pts` : ''}
            </option>`,
        )}
      </select>
      ${entry ? html`<small id=${id('entry-profile')}>${entry.profile}</small>` : nothing}
      <label for=${id('group')}>to the ${groupWord}</label>
      <select
        id=${id('group')}
        @change=${(e: Event) => {
          ctx.pick.group = Number((e.target as HTMLSelectElement).value);
          ctx.rerender();
        }}
      >
        ${groups.map((g) => html`<option value=${g.index} ?selected=${g.index === ctx.pick.group}>${g.name}</option>`)}
      </select>
      <button
        type="button"
        id=${id('add')}
        ?disabled=${!entry || groups.length === 0}
        @click=${() => {
          if (entry) ctx.change(withUnit(ruleset, army, Math.min(ctx.pick.group, groups.length - 1), entry.id));
        }}
      >
        Add
      </button>
      <button
        type="button"
        id=${id('print')}
        @click=${() => {
          window.print();
        }}
      >
        Print the roster
      </button>
    </div>
  </section>`;
}
