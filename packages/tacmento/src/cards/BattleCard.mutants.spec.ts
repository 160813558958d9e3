import { describe, expect, it } from 'vitest';
import {
  BattleCardSchema,
  BattleScoringSchema,
  DIFFICULTIES,
  RuleOverridesSchema,
  type BattleCard,
} from './BattleCard.js';

// Rulebook: Campaign Mode — "On the card you can find a brief historical description, the battle set up, the
// Objective explanation as well as the rules and scoring"; "If the text of a Battle card contradicts the rules, heed
// the card and omit the affected rule" (ruling R19: each override replaces one base rule). Battle cards are
// pictures (ruling R0), so a deck file carries them as data and the schema is what a file is checked against.
const card: BattleCard = {
  number: 4,
  name: 'A battle',
  year: 1547,
  introduction: 'Two Objectives, ten turns.',
  setup: { objectives: [2, 11] },
  rules: { turnLimit: 10 },
  scoring: { kind: 'instruction-table' },
};
const parses = (value: unknown) => BattleCardSchema.safeParse(value).success;
const withField = (patch: Record<string, unknown>) => ({ ...card, ...patch });
const withSetup = (patch: Record<string, unknown>) => ({ ...card, setup: { ...card.setup, ...patch } });
const rules = (patch: Record<string, unknown>) => RuleOverridesSchema.safeParse(patch).success;
const tercio = (n: number) => [
  [n, 2, 3],
  [4, 5, 6],
  [7, 8, 9],
  [10, 11, 12],
];

describe('Level Summary difficulties (Rulebook: "Easy … Normal … Difficult … Extreme")', () => {
  it('four levels, in the order of the Level Summary (the index is the number of banner cards)', () => {
    expect(DIFFICULTIES).toEqual(['easy', 'normal', 'difficult', 'extreme']);
  });
});

describe('a Battle card read from a file', () => {
  it('a card in the shape of the sample battles is valid', () => {
    expect(parses(card)).toBe(true);
  });

  it('"successfully complete the 7 Battles of this campaign": battles 1 to 7', () => {
    expect(parses(withField({ number: 1 }))).toBe(true);
    expect(parses(withField({ number: 7 }))).toBe(true);
    expect(parses(withField({ number: 0 }))).toBe(false);
    expect(parses(withField({ number: 8 }))).toBe(false);
    expect(parses(withField({ number: 2.5 }))).toBe(false);
  });

  it('a name of 1 to 200 characters, a year of the Tercios (1400-1700), an introduction of at most 2000', () => {
    expect(parses(withField({ name: 'C' }))).toBe(true);
    expect(parses(withField({ name: 'C'.repeat(200) }))).toBe(true);
    expect(parses(withField({ name: '' }))).toBe(false);
    expect(parses(withField({ name: 'C'.repeat(201) }))).toBe(false);
    expect(parses(withField({ year: 1400 }))).toBe(true);
    expect(parses(withField({ year: 1700 }))).toBe(true);
    expect(parses(withField({ year: 1399 }))).toBe(false);
    expect(parses(withField({ year: 1701 }))).toBe(false);
    expect(parses(withField({ year: 1503.5 }))).toBe(false);
    expect(parses(withField({ introduction: '' }))).toBe(true);
    expect(parses(withField({ introduction: 'x'.repeat(2000) }))).toBe(true);
    expect(parses(withField({ introduction: 'x'.repeat(2001) }))).toBe(false);
  });

  it('the set up: 1 to 3 Objective cards (Level I and II take 2 and 3), each a card number 1-99', () => {
    expect(parses(withSetup({ objectives: [1] }))).toBe(true);
    expect(parses(withSetup({ objectives: [1, 2, 99] }))).toBe(true);
    expect(parses(withSetup({ objectives: [] }))).toBe(false);
    expect(parses(withSetup({ objectives: [1, 2, 3, 4] }))).toBe(false);
    expect(parses(withSetup({ objectives: [0] }))).toBe(false);
    expect(parses(withSetup({ objectives: [100] }))).toBe(false);
    expect(parses(withSetup({ objectives: [1.5] }))).toBe(false);
  });

  it('an optional fixed Tercio of "4 rows and 3 columns" and a Reserve of at most 3 cards', () => {
    expect(parses(withSetup({ tercio: tercio(1), reserve: [13, 14, 99] }))).toBe(true);
    expect(parses(withSetup({ tercio: tercio(99), reserve: [13] }))).toBe(true);
    expect(parses(withSetup({ reserve: [] }))).toBe(true);
    expect(parses(withSetup({ tercio: tercio(0) }))).toBe(false);
    expect(parses(withSetup({ tercio: tercio(100) }))).toBe(false);
    expect(parses(withSetup({ tercio: tercio(1.5) }))).toBe(false);
    expect(parses(withSetup({ tercio: tercio(1).slice(0, 3) }))).toBe(false);
    expect(parses(withSetup({ tercio: tercio(1).map((r) => r.slice(0, 2)) }))).toBe(false);
    expect(parses(withSetup({ reserve: [13, 14, 15, 16] }))).toBe(false);
    expect(parses(withSetup({ reserve: [0] }))).toBe(false);
    expect(parses(withSetup({ reserve: [100] }))).toBe(false);
    expect(parses(withSetup({ reserve: [1.5] }))).toBe(false);
  });
});

describe("a Battle card's rule overrides (ruling R19)", () => {
  it('none, or any of them', () => {
    expect(rules({})).toBe(true);
    expect(
      rules({
        turnLimit: 12,
        roundLength: 6,
        abilities: 'unlimited',
        reserveTwiceInARow: true,
        difficulty: 'extreme',
      }),
    ).toBe(true);
    expect(rules({ extra: 1 })).toBe(false);
  });

  it('turns allowed (base "12 turns") and turns per round (base "2 rounds of 6 turns"): 1 to 24', () => {
    for (const field of ['turnLimit', 'roundLength']) {
      expect(rules({ [field]: 1 })).toBe(true);
      expect(rules({ [field]: 12 })).toBe(true);
      expect(rules({ [field]: 24 })).toBe(true);
      expect(rules({ [field]: 0 })).toBe(false);
      expect(rules({ [field]: 25 })).toBe(false);
      expect(rules({ [field]: 6.5 })).toBe(false);
    }
  });

  it('special abilities once per round (Instruction), with "no limit of use" (Campaign), or none', () => {
    for (const abilities of ['once-per-round', 'unlimited', 'none']) expect(rules({ abilities })).toBe(true);
    expect(rules({ abilities: 'twice' })).toBe(false);
    for (const difficulty of DIFFICULTIES) expect(rules({ difficulty })).toBe(true);
    expect(rules({ difficulty: 'hard' })).toBe(false);
    expect(rules({ reserveTwiceInARow: false })).toBe(true);
    expect(rules({ reserveTwiceInARow: 'yes' })).toBe(false);
  });
});

describe('how a Battle is scored (Rulebook: "In Battles 1, 3 and 7 use the Instruction Mode Scorecard")', () => {
  const scoring = (value: unknown) => BattleScoringSchema.safeParse(value).success;

  it('the Instruction scorecard, or points for each finishing turn (1 to 24 turns, 0 to 30 points each)', () => {
    expect(scoring({ kind: 'instruction-table' })).toBe(true);
    expect(scoring({ kind: 'turn-table', points: [0] })).toBe(true);
    expect(scoring({ kind: 'turn-table', points: [30, 12] })).toBe(true);
    expect(scoring({ kind: 'turn-table', points: Array.from({ length: 24 }, () => 5) })).toBe(true);
    expect(scoring({ kind: 'turn-table', points: [] })).toBe(false);
    expect(scoring({ kind: 'turn-table', points: Array.from({ length: 25 }, () => 5) })).toBe(false);
    expect(scoring({ kind: 'turn-table', points: [-1] })).toBe(false);
    expect(scoring({ kind: 'turn-table', points: [31] })).toBe(false);
    expect(scoring({ kind: 'turn-table', points: [2.5] })).toBe(false);
    expect(scoring({ kind: 'instruction-table', points: [5] })).toBe(false);
    expect(scoring({ kind: 'table' })).toBe(false);
    expect(parses(withField({ scoring: { kind: 'turn-table', points: [9, 8] } }))).toBe(true);
  });
});
