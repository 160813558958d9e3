import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DeckFileSchema } from './DeckFile.js';
import { loadDeck } from './loadDeck.js';
import { sampleDeck } from './sampleDeck.js';
import { objectiveTroop, TroopCardSchema, type TroopType } from './TroopCard.js';

// Rulebook: Taĉmento Quartermaster's Office > What's in the box? and Troop cards. Every row of the
// composition list and of the colour list, driven through the deck loader the game uses (`loadDeck`).

// Every problem the deck loader reports (`loadDeck` names the first; the schema lists them all).
const problem = (json: unknown): string => {
  try {
    loadDeck(json, 'deck.json');
  } catch (error) {
    if (!MusterError.is(error)) throw error;
    const parsed = DeckFileSchema.safeParse(json);
    return [error.toUserLine(), ...(parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [])].join(
      '\n',
    );
  }
  return 'accepted';
};
type Troop = (typeof sampleDeck.troops)[number];
const deckWith = (troops: Troop[]) => ({ ...structuredClone(sampleDeck), troops });
const retype = (card: Troop, troop: TroopType, colour: Troop['colour'], ability: Troop['ability']): Troop => ({
  ...card,
  troop,
  colour,
  ability,
});

describe("troop card composition (Rulebook: What's in the box? — 18 troop cards)", () => {
  it('the printed composition (5 + 5 + 3 + 1 + 3 + 1 = 18) is accepted', () => {
    expect(problem(deckWith(structuredClone(sampleDeck.troops)))).toBe('accepted');
  });

  // One card of the row's type becomes a card of another type: that row then holds one card too few.
  it.each([
    ['5 Pikemen', 'pikemen', 5],
    ['5 Arquebusiers', 'arquebusiers', 5],
    ['3 Cavalries', 'cavalry', 3],
    ['1 Captain', 'captain', 1],
    ['3 Artilleries', 'artillery', 3],
    ['1 Drummers and Fifers', 'drummers', 1],
  ] as const)('"%s": one card fewer is refused, naming the printed count', (_row, troop, printed) => {
    const troops = structuredClone(sampleDeck.troops);
    const i = troops.findIndex((t) => t.troop === troop);
    const into: TroopType = troop === 'pikemen' ? 'arquebusiers' : 'pikemen';
    troops[i] = retype(troops[i]!, into, into === 'pikemen' ? 'green' : 'red', null);
    expect(problem(deckWith(troops))).toContain(
      `the deck has ${printed - 1} ${troop} cards; the printed deck has ${printed}`,
    );
  });

  it.each([
    ['5 Pikemen', 'pikemen', 'green', 5],
    ['5 Arquebusiers', 'arquebusiers', 'red', 5],
    ['3 Cavalries', 'cavalry', 'blue', 3],
    ['3 Artilleries', 'artillery', 'yellow', 3],
  ] as const)('"%s": one card more is refused, naming the printed count', (_row, troop, colour, printed) => {
    const troops = structuredClone(sampleDeck.troops);
    // A card of another plain type (one with more than one card) becomes one of this row's type.
    const i = troops.findIndex(
      (t) => t.troop !== troop && ['pikemen', 'arquebusiers', 'cavalry', 'artillery'].includes(t.troop),
    );
    troops[i] = retype(troops[i]!, troop, colour, null);
    expect(problem(deckWith(troops))).toContain(
      `the deck has ${printed + 1} ${troop} cards; the printed deck has ${printed}`,
    );
  });

  it('"1 Captain" and "1 Drummers and Fifers": a second one is refused', () => {
    const troops = structuredClone(sampleDeck.troops);
    const i = troops.findIndex((t) => t.troop === 'pikemen');
    troops[i] = retype(troops[i]!, 'captain', 'blue', 'command');
    expect(problem(deckWith(troops))).toContain('the deck has 2 captain cards; the printed deck has 1');
    const again = structuredClone(sampleDeck.troops);
    again[i] = retype(again[i]!, 'drummers', 'yellow', 'motivate');
    expect(problem(deckWith(again))).toContain('the deck has 2 drummers cards; the printed deck has 1');
  });

  it('"18 troop cards": 17 or 19 are refused', () => {
    expect(problem(deckWith(structuredClone(sampleDeck.troops).slice(0, 17)))).toMatch(/^deck\.json: troops/);
    expect(
      problem(deckWith([...structuredClone(sampleDeck.troops), { ...sampleDeck.troops[0]!, number: 40 }])),
    ).toMatch(/^deck\.json: troops/);
  });
});

const base = (troop: TroopType) => ({ number: 1, troop, colour: 'green', arrows: ['north'], ability: null }) as const;
const COLOURS = ['green', 'red', 'blue', 'yellow'] as const;

describe('troop card colours and abilities (Rulebook: Troop cards; Special abilities)', () => {
  // "Pikemen (green), Arquebusiers (red), Cavalries (blue), Captain (blue), Artilleries (yellow/gold),
  //  Drummers and Fifers (yellow/gold)." Captain: Command; Drummers and Fifers: Motivate.
  it.each([
    ['Pikemen (green)', 'pikemen', 'green', null],
    ['Arquebusiers (red)', 'arquebusiers', 'red', null],
    ['Cavalries (blue)', 'cavalry', 'blue', null],
    ['Captain (blue)', 'captain', 'blue', 'command'],
    ['Artilleries (yellow/gold)', 'artillery', 'yellow', null],
    ['Drummers and Fifers (yellow/gold)', 'drummers', 'yellow', 'motivate'],
  ] as const)('"%s": only that colour, with ability %s', (_row, troop, colour, ability) => {
    for (const c of COLOURS)
      expect(TroopCardSchema.safeParse({ ...base(troop), colour: c, ability }).success, c).toBe(c === colour);
    for (const a of ['command', 'motivate', null] as const)
      expect(TroopCardSchema.safeParse({ ...base(troop), colour, ability: a }).success, String(a)).toBe(a === ability);
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, false],
    [4, true],
  ])('"there are cards with 1, 2 or 4 arrows": %i arrows accepted: %s', (n, ok) => {
    const arrows = ['north', 'east', 'south', 'west'].slice(0, n);
    expect(TroopCardSchema.safeParse({ ...base('pikemen'), arrows }).success).toBe(ok);
  });

  // Rulebook: Instruction Objective — "the captain belongs to the cavalry (blue) and the Drummers and Fifers to the artillery (yellow)."
  it.each([
    ['the captain belongs to the cavalry', 'captain', 'cavalry'],
    ['the Drummers and Fifers to the artillery', 'drummers', 'artillery'],
    ['Pikemen stay Pikemen', 'pikemen', 'pikemen'],
    ['Arquebusiers stay Arquebusiers', 'arquebusiers', 'arquebusiers'],
    ['Cavalries stay Cavalries', 'cavalry', 'cavalry'],
    ['Artilleries stay Artilleries', 'artillery', 'artillery'],
  ] as const)('for Objective purposes, %s', (_row, troop, counts) => {
    expect(objectiveTroop(troop)).toBe(counts);
  });
});
