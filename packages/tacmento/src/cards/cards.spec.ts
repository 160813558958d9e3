import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DeckFileSchema } from './DeckFile.js';
import { loadDeck } from './loadDeck.js';
import { sampleDeck } from './sampleDeck.js';
import { PRINTED_COMPOSITION, TROOP_TYPES } from './TroopCard.js';

const userLine = (json: unknown): string => {
  try {
    loadDeck(json, 'deck.json');
  } catch (error) {
    if (MusterError.is(error)) return error.toUserLine();
    throw error;
  }
  return 'accepted';
};
const copy = () => structuredClone(sampleDeck) as unknown as Record<string, unknown> & typeof sampleDeck;

describe("deck files (Rulebook: Quartermaster's Office)", () => {
  it('ships a sample deck that validates and says in its data that it is a sample', () => {
    expect(DeckFileSchema.safeParse(sampleDeck).success).toBe(true);
    expect(sampleDeck.sample).toBe(true);
    expect(sampleDeck.source).toMatch(/SAMPLE/);
    expect(sampleDeck.battles.every((b) => b.introduction.includes('SAMPLE'))).toBe(true);
  });

  it('has the printed composition: 5 pikemen, 5 arquebusiers, 3 cavalry, 1 captain, 3 artillery, 1 drummers; 18 objectives; 7 battles', () => {
    for (const troop of TROOP_TYPES)
      expect(sampleDeck.troops.filter((t) => t.troop === troop)).toHaveLength(PRINTED_COMPOSITION[troop]);
    expect(sampleDeck.objectives).toHaveLength(18);
    expect(sampleDeck.battles).toHaveLength(7);
    expect(sampleDeck.troops.every((t) => [1, 2, 4].includes(t.arrows.length))).toBe(true);
  });

  it('loads a user deck (JSON round trip) unchanged', () => {
    expect(loadDeck(JSON.parse(JSON.stringify(sampleDeck)), 'printed.json')).toEqual(sampleDeck);
  });

  it('names the file and field path of a malformed deck', () => {
    const colour = copy();
    colour.troops[0] = { ...colour.troops[0]!, colour: 'red' };
    expect(userLine(colour)).toBe('deck.json: troops[0].colour: pikemen cards are green');
    const arrows = copy();
    (arrows.troops[3] as { arrows: string[] }).arrows = ['north', 'east', 'south'];
    expect(userLine(arrows)).toMatch(/^deck\.json: troops\[3\]\.arrows: a card has 1, 2 or 4 arrows/);
    const composition = copy();
    composition.troops[0] = { ...composition.troops[0]!, troop: 'arquebusiers', colour: 'red' };
    expect(userLine(composition)).toMatch(/^deck\.json: troops: the deck has 4 pikemen cards; the printed deck has 5/);
    const objective = copy();
    objective.objectives[2] = { ...objective.objectives[2]!, pattern: ['BXB'] };
    expect(userLine(objective)).toMatch(/^deck\.json: objectives\[2\]\.pattern\[0\]: key "X" is not in the legend/);
    const banners = copy();
    banners.objectives[0] = { ...banners.objectives[0]!, banners: ['white'] };
    expect(userLine(banners)).toMatch(/^deck\.json: objectives\[0\]\.banners/);
    const battle = copy();
    battle.battles[0] = { ...battle.battles[0]!, setup: { objectives: [99] } };
    expect(userLine(battle)).toMatch(
      /^deck\.json: battles\[0\]\.setup\.objectives\[0\]: no objective card has number 99/,
    );
    const scoring = copy();
    scoring.battles[2] = { ...scoring.battles[2]!, scoring: { kind: 'turn-table', points: [5] } };
    expect(userLine(scoring)).toBe(
      'deck.json: battles[2].scoring.kind: battle 3 is scored on the Instruction Mode Scorecard',
    );
    // A Battle card's own turn table scores "points per finishing turn": one score for each turn the battle lasts (its
    // turn limit, 12 unless the card says otherwise). A shorter one scored a win on a turn past it 0 (a doubt of the
    // referee of 7 Dec 2026; ruling R32).
    const short = copy();
    short.battles[1] = { ...short.battles[1]!, scoring: { kind: 'turn-table', points: [10, 10, 9] } };
    expect(userLine(short)).toBe(
      'deck.json: battles[1].scoring.points: the turn table scores 3 turns, and battle 2 lasts 10 (one score for each turn)',
    );
    const base = copy();
    base.battles[4] = {
      ...base.battles[4]!,
      scoring: { kind: 'turn-table', points: [10, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2] },
    };
    expect(userLine(base)).toBe(
      'deck.json: battles[4].scoring.points: the turn table scores 11 turns, and battle 5 lasts 12 (one score for each turn)',
    );
    expect(userLine({ ...copy(), formatVersion: 2 })).toMatch(
      /^deck\.json: formatVersion: written by a newer Muster \(format version 2\)/,
    );
    expect(userLine({ ...copy(), format: 'muster-army' })).toMatch(
      /^deck\.json: format: this is not a Taĉmento deck \(format "muster-army"\)/,
    );
    expect(userLine([1, 2])).toMatch(/^deck\.json: \(root\)/);
    expect(userLine({ ...copy(), troops: 'many' })).toMatch(/^deck\.json: troops/);
  });
});
