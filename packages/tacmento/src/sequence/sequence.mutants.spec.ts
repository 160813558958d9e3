import { describe, expect, it } from 'vitest';
import type { TacmentoDecision } from '../game/Decision.js';
import { legalDecisions } from './legalDecisions.js';
import { legalDecisionsOf, SOLO, tacmentoSequence } from './sequence.js';
import type { ManeuverState } from '../game/State.js';
import { instructionState, maneuverState } from '../game/__fixtures__/states.js';
import { DEFAULT_OPTIONS } from '../options/options.js';

const grounds = maneuverState;
const instruction = instructionState;

// Rulebook (/work/shared/rules/tacmento.txt): Maneuver Grounds set up (the draft), 1st Round ("the Contenders
// alternatively play cards"), End of the Round; Instruction Mode Round; ruling R10 (A picks first in each pair).

const draft = (a: number, b: number): ManeuverState =>
  grounds({
    phase: 'draft',
    grid: [],
    hands: { A: [1, 2, 3], B: [4, 5, 6] },
    placed: {
      A: Array.from({ length: a }, (_, i) => ({ card: 7 + i, row: 2 + Math.floor(i / 3), col: i % 3 })),
      B: Array.from({ length: b }, (_, i) => ({ card: 13 + i, row: Math.floor(i / 3), col: i % 3 })),
    },
    turn: 'B',
  });

describe('whose turn it is (tacmentoSequence.activePlayer)', () => {
  it('the draft: A then B for each pick (ruling R10), then no one until the Squadrons are revealed', () => {
    expect(tacmentoSequence.activePlayer(draft(0, 0))).toBe('A');
    expect(tacmentoSequence.activePlayer(draft(1, 0))).toBe('B');
    expect(tacmentoSequence.activePlayer(draft(6, 6))).toBeNull();
  });

  it('the Maneuver: the player whose turn it is, not the first player; no one once the game is over', () => {
    expect(tacmentoSequence.activePlayer(grounds({ turn: 'B' }))).toBe('B');
    expect(tacmentoSequence.activePlayer(grounds({ turn: 'A', firstPlayer: 'B' }))).toBe('A');
    expect(tacmentoSequence.activePlayer(grounds({ phase: 'over' }))).toBeNull();
    expect(tacmentoSequence.isOver(grounds({ phase: 'over' }))).toBe(true);
    expect(tacmentoSequence.isOver(grounds())).toBe(false);
  });

  it('an Instruction: the solo player until it has an outcome', () => {
    expect(SOLO).toBe('solo');
    expect(tacmentoSequence.activePlayer(instruction())).toBe('solo');
    const over = instruction({ outcome: { winner: 'solo', victory: 'v', points: { solo: 10 } } });
    expect(tacmentoSequence.activePlayer(over)).toBeNull();
    expect(tacmentoSequence.isOver(over)).toBe(true);
  });
});

describe('the legal decisions, remembered for the last state', () => {
  it('the same list for the same state, a new one for another; frozen decisions and abilities', () => {
    const state = instruction();
    const first = legalDecisionsOf(state);
    expect(legalDecisionsOf(state)).toBe(first);
    expect(first).toEqual(legalDecisions(state));
    const other = instruction({ turn: 1 });
    expect(legalDecisionsOf(other)).not.toBe(first);
    expect(first.every((d) => Object.isFrozen(d))).toBe(true);
    const withAbility = first.filter((d) => 'ability' in d && d.ability);
    expect(withAbility.length).toBeGreaterThan(0);
    expect(withAbility.every((d) => 'ability' in d && Object.isFrozen(d.ability))).toBe(true);
  });

  it('both abilities of a Campaign turn (ruling R25, each-moved) are frozen too', () => {
    // Ruling R25: with abilities without limit, "the decision names `ability`, then `secondAbility`".
    const state = instruction({
      abilities: 'unlimited',
      rules: { ...instruction().rules, campaignAbilitiesPerTurn: 'each-moved' },
    });
    const pairs = legalDecisionsOf(state).filter((d) => 'secondAbility' in d && d.secondAbility);
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.every((d) => 'secondAbility' in d && Object.isFrozen(d.secondAbility))).toBe(true);
    expect(pairs.every((d) => 'ability' in d && Object.isFrozen(d.ability))).toBe(true);
  });

  it("the sequence's list is a copy the caller may edit", () => {
    const state = instruction();
    const copy = tacmentoSequence.legalDecisions(state);
    expect(copy).toEqual(legalDecisionsOf(state));
    expect(copy).not.toBe(legalDecisionsOf(state));
    copy.length = 0;
    expect(legalDecisionsOf(state).length).toBeGreaterThan(0);
  });
});

describe('why a decision is refused (checkDecision)', () => {
  const check = (state: Parameters<typeof tacmentoSequence.checkDecision>[0], decision: TacmentoDecision) =>
    tacmentoSequence.checkDecision(state, decision);
  it('a legal decision, the listed object or an equal one, is accepted', () => {
    const state = grounds();
    const legal = legalDecisionsOf(state);
    expect(check(state, legal[0]!)).toBeNull();
    expect(check(state, structuredClone(legal.at(-1)!))).toBeNull();
  });

  it('nothing is accepted once the game is over', () => {
    expect(check(grounds({ phase: 'over' }), { kind: 'pass' })).toBe('the game is over');
  });

  it('a draft pick not open: taken position or card not in hand; after the draft, "the draft is over"', () => {
    expect(check(draft(0, 0), { kind: 'draft', card: 9, row: 2, col: 0 })).toBe(
      'that card is not in hand or that Squadron position is taken',
    );
    expect(check(grounds(), { kind: 'draft', card: 13, row: 2, col: 0 })).toBe('the draft is over');
    expect(check(instruction(), { kind: 'draft', card: 8, row: 0, col: 0 })).toBe('the draft is over');
  });

  it('"can skip his turn" only after 3 Prisoners (or with no maneuver)', () => {
    expect(check(grounds(), { kind: 'pass' })).toBe(
      'a Contender may skip a turn only after taking 3 Prisoners, or when no maneuver is possible',
    );
  });

  it('a flanking maneuver with a card not in the Reserve', () => {
    expect(check(grounds(), { kind: 'flanking', card: 16, direction: 'north', line: 0 })).toBe(
      'that flanking maneuver is not allowed now (card not in the Reserve, arrow, Reserve used last turn, banner, or 3 Prisoners taken)',
    );
  });

  it('a special ability not open after a maneuver, and a squadron maneuver with an enemy troop', () => {
    // Motivate in the Maneuver mode: "You can use the special abilities of certain cards (only in this mode)" (Instruction).
    expect(
      check(grounds(), { kind: 'squadron', row: 2, col: 0, direction: 'west', ability: { kind: 'motivate' } }),
    ).toBe('that special ability cannot be used after this maneuver');
    expect(check(grounds(), { kind: 'squadron', row: 0, col: 0, direction: 'south' })).toBe(
      'that squadron maneuver is not allowed (not your troop, no such arrow, a banner forbids the colour, or the troop would not move)',
    );
  });
});

describe('why a decision is refused under rulings R14 and R15 (checkDecision)', () => {
  const check = (state: Parameters<typeof tacmentoSequence.checkDecision>[0], decision: TacmentoDecision) =>
    tacmentoSequence.checkDecision(state, decision);
  const parallel = { ...DEFAULT_OPTIONS, motivateLine: 'parallel' as const };
  const squadrons = { ...DEFAULT_OPTIONS, flankingPoints: 'squadrons' as const };

  it('R15 is an Instruction rule: a Maneuver Motivate naming a line is refused as an ability not open', () => {
    // Motivate is used "only in this mode" (Instruction): in a Maneuver the line it names is not what is wrong.
    expect(
      check(grounds(), { kind: 'squadron', row: 2, col: 0, direction: 'west', ability: { kind: 'motivate', line: 0 } }),
    ).toBe('that special ability cannot be used after this maneuver');
  });

  it("R15 'parallel': a push east or west is followed along a row, numbered 0 to 3 on the 4-row Tercio", () => {
    // The Drummers (row 2, column 2) pushed west, Motivate along row 9: the Tercio has rows 0-3.
    expect(
      check(instruction({ rules: parallel }), {
        kind: 'squadron',
        row: 1,
        col: 1,
        direction: 'west',
        ability: { kind: 'motivate', line: 9 },
      }),
    ).toBe(
      "Motivate's line 9 is not a row of the Tercio: a push west is followed along a row from 0 to 3 (ruling R15)",
    );
  });

  it("R15 'same': a Motivate naming no line is right, so an illegal one is refused for the usual reason", () => {
    // No troop stands outside the Tercio at row 9: the move is illegal, but not for its Motivate's line.
    expect(
      check(instruction(), { kind: 'squadron', row: 9, col: 1, direction: 'east', ability: { kind: 'motivate' } }),
    ).toBe('that special ability cannot be used after this maneuver');
  });

  it("R14 'squadrons': a flank from between the Squadrons pushing west is refused, it pushes along a column", () => {
    expect(
      check(grounds({ rules: squadrons }), { kind: 'flanking', card: 13, direction: 'west', line: 0, from: 'between' }),
    ).toBe('from between the Squadrons a flank pushes along a column, north or south (ruling R14)');
    expect(
      check(grounds({ rules: squadrons }), { kind: 'flanking', card: 13, direction: 'east', line: 0, from: 'between' }),
    ).toBe('from between the Squadrons a flank pushes along a column, north or south (ruling R14)');
  });
});

describe('the result (Rulebook: banners "numbered from 1 to 12 (each banner represents a turn)")', () => {
  it('in play: no winner, "in progress", the turn being played counted from 1', () => {
    expect(tacmentoSequence.result(grounds({ turnsPlayed: 4 }))).toEqual({
      winner: null,
      victory: 'in progress',
      points: {},
      turns: 5,
    });
    expect(tacmentoSequence.result(instruction({ turn: 2 })).turns).toBe(3);
  });

  it('at the end: the outcome, its points as a copy, the turns played', () => {
    const outcome = { winner: 'B' as const, victory: 'Maestre de Campo', points: { A: 3, B: 5 } };
    const result = tacmentoSequence.result(grounds({ turnsPlayed: 20, turn: 'A', outcome }));
    expect(result).toEqual({ winner: 'B', victory: 'Maestre de Campo', points: { A: 3, B: 5 }, turns: 20 });
    expect(result.points).not.toBe(outcome.points);
    const solo = { winner: 'solo' as const, victory: 'v', points: { solo: 9 } };
    expect(tacmentoSequence.result(instruction({ turn: 7, outcome: solo })).turns).toBe(7);
  });

  it("the plugin's identity and phases", () => {
    expect(tacmentoSequence.id).toBe('tacmento/sequence');
    expect(tacmentoSequence.phases).toEqual(['draft', 'maneuver']);
    expect(tacmentoSequence.description).toBe(
      'Maneuver: draft then alternate turns in two rounds; Instruction: up to 12 solo turns in two rounds of 6',
    );
  });
});
