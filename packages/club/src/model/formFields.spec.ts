import type { MechanicDefinition } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { clubMechanics, NOTHING_BOUND } from './clubPlugins.js';
import { mechanicOf, setupClub } from './clubRules.js';
import { CLUB_RULESETS, type ClubRulesetId, type ClubState } from './ClubSchemas.js';
import { fieldLabel, fieldsShown, formLayout, type FormLayout } from './formFields.js';
import { ENGINE_ID, mechanicTitle, outcomeName, valueWords } from './words.js';

const ARMIES = {
  tercios: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  'sword-and-pike': [frenchArmy, imperialArmy],
  'wss-6mm': [BRITISH_ARMY, FRENCH_ARMY],
} as const;

const stateOf = (ruleset: ClubRulesetId): ClubState =>
  setupClub({ ruleset, title: 'x', maxTurns: 6, armies: [...ARMIES[ruleset]] });

/** The form as the play screen lays it out for `actor` and `target`, with `typed` laid over what the app filled. */
function layoutFor(
  state: ClubState,
  mechanic: MechanicDefinition,
  actor: string | undefined,
  target: string | undefined,
  typed: Record<string, string | boolean> = {},
): FormLayout {
  const unit = (id: string | undefined) => state.units.find((u) => u.id === id);
  const filled = adapterOf(state.ruleset).prefill(mechanic.id, unit(actor), unit(target), {
    commanders: state.commanders,
    turn: state.turn,
  });
  const values: Record<string, string | boolean> = {};
  for (const p of mechanic.params)
    values[p.name] = p.kind === 'boolean' ? p.default === true : p.default === undefined ? '' : String(p.default);
  for (const [k, v] of Object.entries(filled)) values[k] = typeof v === 'boolean' ? v : String(v);
  const prefilled = new Set(Object.keys(filled).filter((k) => k in values));
  return formLayout(state.ruleset, mechanic, { ...values, ...typed }, prefilled);
}

const names = (layout: FormLayout) =>
  [...layout.main, ...layout.units, ...layout.rare, ...layout.rulings].map((p) => p.name);

describe('only the fields the situation needs', () => {
  it('The Sword and the Pike fire: the odd hit carried only against skirmishers (ruling R46), the light gun range only for light guns (R9)', () => {
    const state = stateOf('sword-and-pike');
    const fire = mechanicOf(state, 'fire');
    const [a, b] = ['A:french-arquebusiers', 'B:spanish-pike'];
    expect(names(layoutFor(state, fire, a, b))).not.toContain('carried-hit');
    expect(names(layoutFor(state, fire, a, b, { skirmishers: true }))).toContain('carried-hit');
    expect(names(layoutFor(state, fire, a, b, { weapon: 'arquebus' }))).not.toContain('light-gun-long-range');
    expect(names(layoutFor(state, fire, a, b, { weapon: 'light-cannon' }))).toContain('light-gun-long-range');
  });

  it('The Sword and the Pike morale: the Basic Morale asked at a later check, not at the first (the chart gives it)', () => {
    const state = stateOf('sword-and-pike');
    const morale = mechanicOf(state, 'morale');
    const first = names(layoutFor(state, morale, 'A:bern-pike', undefined));
    expect(first).toContain('morale-class');
    expect(first).not.toContain('rating');
    const later = layoutFor(state, morale, 'A:bern-pike', undefined, { initial: false });
    expect(later.main.map((p) => p.name)).toContain('rating');
    // The row the list records stays with the unit's records, folded (never dropped: the app filled it).
    expect(later.main.map((p) => p.name)).not.toContain('morale-class');
    expect(later.units.map((p) => p.name)).toContain('morale-class');
  });

  it('Tercios: the units picked fill their records, folded; a reaction asks range and cover only when it shoots', () => {
    const state = stateOf('tercios');
    const shoot = layoutFor(state, mechanicOf(state, 'shoot'), 'A:musketeer-company', 'B:modern-battalion');
    expect(shoot.units.map((p) => p.name)).toEqual(expect.arrayContaining(['shooter', 'target', 'target-wear']));
    expect(shoot.main.map((p) => p.name)).toEqual(['range', 'order', 'reaction', 'cover']);
    // Rulebook: Caracole is a rule of some cavalry: not asked for musketeers.
    expect(names(shoot)).not.toContain('caracole');
    const reaction = mechanicOf(state, 'reaction');
    const evade = names(layoutFor(state, reaction, 'B:modern-cavalry', 'A:tercio', { reaction: 'evasion' }));
    expect(evade).not.toContain('range');
    const volley = names(layoutFor(state, reaction, 'B:musketeer-company', 'A:tercio', { reaction: 'volley' }));
    expect(volley).toEqual(expect.arrayContaining(['range', 'cover', 'enemy-wear']));
  });

  it('6mm WSS: road only for a march column, the STEADY box only with ruling R8 read as steady', () => {
    const state = stateOf('wss-6mm');
    const move = mechanicOf(state, 'move');
    expect(names(layoutFor(state, move, 'A:holstein', undefined, { mode: 'move' }))).not.toContain('road');
    expect(names(layoutFor(state, move, 'A:holstein', undefined, { mode: 'march-column' }))).toContain('road');
    const rally = mechanicOf(state, 'rally');
    expect(names(layoutFor(state, rally, 'A:holstein', undefined))).not.toContain('steady');
    expect(names(layoutFor(state, rally, 'A:holstein', undefined, { 'steady-row': 'steady' }))).toContain('steady');
  });

  it.each(CLUB_RULESETS)(
    '%s: every form shows fewer fields than before, never more than 9, and keeps what the app filled',
    (ruleset) => {
      const state = stateOf(ruleset);
      const [a, b] = [state.units.find((u) => u.side === 'A')!.id, state.units.find((u) => u.side === 'B')!.id];
      for (const m of clubMechanics(ruleset, NOTHING_BOUND)) {
        // Before: the mechanic, both unit pickers and every field but the rulings, always shown.
        const before = 3 + m.params.filter((p) => p.option === undefined).length;
        const layout = layoutFor(state, m, a, b);
        expect(fieldsShown(layout), m.id).toBeLessThanOrEqual(Math.min(before, 9));
        // What the app filled from the units is kept (folded or asked), never dropped from the roll.
        const filled = adapterOf(ruleset).prefill(
          m.id,
          state.units.find((u) => u.id === a),
          state.units.find((u) => u.id === b),
          {
            commanders: state.commanders,
            turn: state.turn,
          },
        );
        for (const k of Object.keys(filled))
          if (m.params.some((p) => p.name === k)) expect(names(layout), m.id).toContain(k);
      }
    },
  );
});

describe("labels in the rulebook's words", () => {
  it.each(CLUB_RULESETS)('%s: no engine name in a title, label, outcome name or choice', (ruleset) => {
    const words: string[] = [];
    for (const m of clubMechanics(ruleset, NOTHING_BOUND)) {
      words.push(mechanicTitle(ruleset, m.id));
      for (const o of m.outcomes) words.push(outcomeName(ruleset, m.id, o));
      for (const p of m.params) {
        words.push(fieldLabel(ruleset, m.id, p));
        for (const c of p.choices ?? []) words.push(valueWords(ruleset, c));
      }
    }
    for (const o of adapterOf(ruleset).orders) words.push(valueWords(ruleset, o));
    expect(words.filter((w) => w.match(ENGINE_ID))).toEqual([]);
  });

  it('every club mechanic has its title in the labels (none falls back to its id)', () => {
    for (const ruleset of CLUB_RULESETS)
      for (const m of clubMechanics(ruleset, NOTHING_BOUND))
        expect(adapterOf(ruleset).labels.mechanics[m.id]?.title, `${ruleset} ${m.id}`).toBeTruthy();
  });
});
