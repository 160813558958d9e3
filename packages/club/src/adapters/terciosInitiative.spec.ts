import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import type { ClubCommander } from '../model/ClubSchemas.js';
import type { RawOptions } from './ClubAdapter.js';
import { terciosAdapter } from './terciosAdapter.js';

// The club's initiative form is filled in with what the battle's tie reads (`initiativeClaim` of
// @muster/tercios/mechanics). Rulebook: Game Sequence > Initiative: "In case of a tie, initiative goes to the side whose
// Commander-in-Chief has the highest rank"; ruling Initiative without a Commander-in-Chief; Brevis Editio: "ties go to
// the player with the highest-ranked commander" (docs/rulings/tercios.md, Editions, Command in Brevis Editio).

const roster = [
  ...terciosAdapter.roster(SPANISH_EMPIRE_1000, 'A').commanders,
  ...terciosAdapter.roster(SWEDISH_EMPIRE_1000, 'B').commanders,
];
const prefill = (commanders: readonly ClubCommander[], options?: RawOptions) =>
  terciosAdapter.prefill('initiative', undefined, undefined, { commanders, turn: 1, options });
const lose = (id: string) => roster.map((c) => (c.id === id ? { ...c, lost: true } : c));
const chiefA = roster.find((c) => c.side === 'A' && c.rating.includes('Commander-in-Chief'))!;

describe("the club's initiative form: the ranks the tie reads", () => {
  it("each side's Commander-in-Chief: rank 3 against rank 3, neither with the Initiative trait", () => {
    expect(prefill(roster)).toEqual({
      'rank-a': 3,
      'rank-b': 3,
      'initiative-trait-a': false,
      'initiative-trait-b': false,
    });
  });

  it('a lost Commander-in-Chief: the highest-ranked commander left stands in (2), or none under loses-ties (-1)', () => {
    expect(prefill(lose(chiefA.id))).toMatchObject({ 'rank-a': 2, 'rank-b': 3 });
    expect(prefill(lose(chiefA.id), { initiativeWithoutChief: 'loses-ties' })).toMatchObject({
      'rank-a': -1,
      'rank-b': 3,
    });
  });

  it("the Initiative trait of the Commander-in-Chief is ticked, or every side's under all-commanders' trait holders", () => {
    const withTrait = roster.map((c) =>
      c.id === chiefA.id ? { ...c, abilities: [...(c.abilities ?? []), 'initiative'] } : c,
    );
    expect(prefill(withTrait)).toMatchObject({ 'initiative-trait-a': true, 'initiative-trait-b': false });
  });

  it('Brevis Editio: the highest-ranked commander, C-C or not; no trait under its commanders (initiative-only)', () => {
    const outranked = roster.map((c) =>
      c.side === 'A' && !c.rating.includes('Commander-in-Chief') && c.rating === 'rank 2'
        ? { ...c, rating: 'rank 5' }
        : c,
    );
    expect(prefill(outranked)).toMatchObject({ 'rank-a': 3 });
    expect(prefill(outranked, { edition: 'brevis-editio' })).toMatchObject({ 'rank-a': 5, 'rank-b': 3 });
    const withTrait = roster.map((c) => (c.id === chiefA.id ? { ...c, abilities: ['initiative'] } : c));
    expect(prefill(withTrait, { edition: 'brevis-editio' })).toMatchObject({ 'initiative-trait-a': false });
    expect(prefill(withTrait, { edition: 'brevis-editio', commanders: 'on-table' })).toMatchObject({
      'initiative-trait-a': true,
    });
  });
});

describe("the club's Tercios step hints under Brevis Editio's command (ruling Command in Brevis Editio)", () => {
  const hint = (title: string, options?: RawOptions) => {
    const step = terciosAdapter.steps.find((s) => s.title === title)!;
    return terciosAdapter.stepHint?.(step, options) ?? step.hint;
  };

  it('Liber Militum: commanders activate first, exhausted markers come off, the C-C breaks ties', () => {
    expect(hint('Activation')).toMatch(/^Players alternate: activate a commander \(optional/);
    expect(hint('Planning')).toMatch(/exhausted markers come off the commanders/);
    expect(hint('Initiative')).toMatch(/A tie goes to the higher-ranked Commander-in-Chief\.$/);
  });

  it('Brevis Editio: units only, no exhausted markers, ties to the highest-ranked commander then reroll', () => {
    const brevis = { edition: 'brevis-editio' };
    expect(hint('Activation', brevis)).toMatch(
      /^Players alternate: activate a unit and reveal its Order card \(Brevis/,
    );
    expect(hint('Activation', brevis)).toMatch(/A unit with Dm tests its order first/);
    expect(hint('Activation', brevis)).not.toMatch(/activate a commander/);
    expect(hint('Planning', brevis)).not.toMatch(/exhausted/);
    expect(hint('Initiative', brevis)).toMatch(
      /A tie goes to the player with the highest-ranked commander, then reroll\.$/,
    );
    // Brevis with the full book's command: commanders activate; the tie is still Brevis's.
    const onTable = { edition: 'brevis-editio', commanders: 'on-table' };
    expect(hint('Activation', onTable)).toMatch(/activate a commander/);
    expect(hint('Initiative', onTable)).toMatch(/highest-ranked commander, then reroll/);
    expect(hint('End of turn', brevis)).toMatch(/^Check victory conditions/);
  });
});

describe("the club's Commanders panel: figures or ranks only", () => {
  it('Liber Militum, and Brevis with commanders on-table: figures (attach, lost, activated); Brevis: ranks only', () => {
    expect(terciosAdapter.commanderFigures?.(undefined)).toBe(true);
    expect(terciosAdapter.commanderFigures?.({ edition: 'brevis-editio', commanders: 'on-table' })).toBe(true);
    expect(terciosAdapter.commanderFigures?.({ edition: 'brevis-editio' })).toBe(false);
    expect(terciosAdapter.commanderFigures?.({ commanders: 'initiative-only' })).toBe(false);
  });
});
