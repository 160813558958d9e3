import { musterErrorOf } from '@muster/core/testing';
import { SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { BattleCard } from '../cards/BattleCard.js';
import type { DeckFile } from '../cards/DeckFile.js';
import type { ObjectiveCard } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { InstructionScenario } from './Scenario.js';
import { dealDecks, setupGame, setupInstruction, setupManeuver } from './setup.js';
import type { ManeuverState } from './State.js';

// Rulebook (/work/shared/rules/tacmento.txt): Maneuver Grounds set up ("Shuffle the 18 troop cards and make 2 decks
// of 9 cards"), Setting up the Tercio (steps 1-4, "If, after performing the setup, the Objective is completed …
// reshuffle your Tercio and Reserve troop cards"), Level I and Level II (2 and 3 Objectives), Campaign Mode ("Prepare
// the troops as outlined in the Campaign card", abilities "have no limit of use").

const numbers = sampleDeck.troops.map((t) => t.number);
const scenario = (extra: Partial<InstructionScenario> = {}): InstructionScenario => ({
  mode: 'instruction',
  level: 'basic',
  difficulty: 'easy',
  ...extra,
});
const tercio = [
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
];

describe('the Maneuver set up (Rulebook: Maneuver Grounds set up, step 2)', () => {
  it('two decks of 9 from one shuffle of the 18 troop cards, the shuffle named in the log', () => {
    const dice = SeededDice.fromSeed('deal');
    const decks = dealDecks(sampleDeck.troops, dice, 0);
    expect(decks.A).toHaveLength(9);
    expect(decks.B).toHaveLength(9);
    expect([...decks.A, ...decks.B].sort((a, b) => a - b)).toEqual(numbers);
    const rolls = dice.takeRolls();
    expect(rolls).toHaveLength(17);
    expect(rolls[0]!.purpose).toBe('shuffle the 18 troop cards (card 1 of 18)');
    const again = SeededDice.fromSeed('deal');
    dealDecks(sampleDeck.troops, again, 2);
    expect(again.takeRolls()[0]!.purpose).toBe('shuffle the 18 troop cards again (tie, Maneuver 3) (card 1 of 18)');
  });

  it('the first state: the decks in hand, the draft about to start, every other field empty', () => {
    const rules = { ...DEFAULT_OPTIONS, maxReplays: 5 };
    const state = setupManeuver(sampleDeck, 'B', rules, SeededDice.fromSeed('m'));
    const decks = dealDecks(sampleDeck.troops, SeededDice.fromSeed('m'), 0);
    expect(state).toEqual({
      mode: 'maneuver',
      rules,
      troops: sampleDeck.troops,
      match: 0,
      phase: 'draft',
      round: 1,
      firstPlayer: 'B',
      hands: decks,
      placed: { A: [], B: [] },
      grid: [],
      reserve: { A: [], B: [] },
      prisoners: { A: [], B: [] },
      scores: { A: [], B: [] },
      turn: 'B',
      roundTurns: 0,
      turnsPlayed: 0,
      passes: 0,
      catchUp: null,
      outcome: null,
    } satisfies ManeuverState);
  });

  it('setupGame: a Maneuver with the sample deck by default, or the deck given', () => {
    const state = setupGame({ mode: 'maneuver', firstPlayer: 'A' }, DEFAULT_OPTIONS, SeededDice.fromSeed('g'));
    expect(state).toEqual(setupManeuver(sampleDeck, 'A', DEFAULT_OPTIONS, SeededDice.fromSeed('g')));
    const deck: DeckFile = { ...sampleDeck, troops: sampleDeck.troops.map((t) => ({ ...t })) };
    const own = setupGame({ mode: 'maneuver', firstPlayer: 'B', deck }, DEFAULT_OPTIONS, SeededDice.fromSeed('g'));
    expect(own.troops).toBe(deck.troops);
    expect(
      setupGame(scenario({ objectives: [12], tercio, reserve: [8, 9, 10] }), DEFAULT_OPTIONS, SeededDice.fromSeed('g'))
        .mode,
    ).toBe('instruction');
  });
});

describe('Setting up the Tercio (Rulebook: Setting up the Tercio; Levels I and II)', () => {
  it("a dealt Tercio: 12 troops in 4 rows of 3, 3 in the Reserve, the rest unused; the Objective's troop removed", () => {
    const state = setupInstruction(scenario({ objectives: [12] }), DEFAULT_OPTIONS, SeededDice.fromSeed('t'));
    expect(state.grid).toHaveLength(4);
    expect(state.grid.every((row) => row.length === 3 && row.every((c) => c.owner === 'A'))).toBe(true);
    expect(state.reserve).toHaveLength(3);
    expect(state.unused).toHaveLength(2);
    const all = [...state.grid.flat().map((c) => c.card), ...state.reserve, ...state.unused];
    expect(all.sort((a, b) => a - b)).toEqual(numbers.filter((n) => n !== 12));
    expect(state.objectives.map((o) => o.number)).toEqual([12]);
  });

  it("the first state's fields: level and round from the rules, no turn played, abilities once per round", () => {
    const state = setupInstruction(
      scenario({ objectives: [12], tercio, reserve: [8, 9, 10], difficulty: 'difficult' }),
      DEFAULT_OPTIONS,
      SeededDice.fromSeed('t'),
    );
    expect(state).toEqual({
      mode: 'instruction',
      rules: DEFAULT_OPTIONS,
      troops: sampleDeck.troops,
      objectives: [sampleDeck.objectives.find((o) => o.number === 12)],
      grid: tercio.map((row) => row.map((card) => ({ card, owner: 'A' }))),
      reserve: [8, 9, 10],
      unused: [1, 5],
      difficulty: 'difficult',
      turnLimit: 12,
      roundLength: 6,
      abilities: 'once-per-round',
      reserveTwiceInARow: false,
      battle: null,
      scoring: { kind: 'instruction-table' },
      turn: 0,
      tookReserveLastTurn: false,
      abilityUsedThisRound: false,
      reminder: null,
      completedAt: null,
      outcome: null,
    });
  });

  it('Level I draws 2 Objectives, Level II 3, basic 1, each named in the log', () => {
    const counts = (['basic', 'I', 'II'] as const).map((level) => {
      const dice = SeededDice.fromSeed(`level-${level}`);
      const state = setupInstruction(scenario({ level }), DEFAULT_OPTIONS, dice);
      expect(dice.takeRolls()[0]!.purpose).toBe('shuffle the Objective cards (card 1 of 18)');
      expect(new Set(state.objectives.map((o) => o.number)).size).toBe(state.objectives.length);
      // "Remove from the game the troop cards whose numbers match the Objective cards."
      const inPlay = [...state.grid.flat().map((c) => c.card), ...state.reserve, ...state.unused];
      expect(state.objectives.some((o) => inPlay.includes(o.number))).toBe(false);
      expect(inPlay).toHaveLength(18 - state.objectives.length);
      return state.objectives.length;
    });
    expect(counts).toEqual([1, 2, 3]);
  });

  it('a deck with too few Objective cards for the level is refused', () => {
    const deck: DeckFile = { ...sampleDeck, objectives: sampleDeck.objectives.slice(0, 2) };
    const error = musterErrorOf(() =>
      setupInstruction(scenario({ level: 'II', deck }), DEFAULT_OPTIONS, SeededDice.fromSeed('x')),
    );
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('level II needs 3 objective cards');
    expect(error.context).toEqual({ path: 'scenario.level', expected: 'at most 2' });
    // Two are enough for Level I.
    expect(
      setupInstruction(scenario({ level: 'I', deck }), DEFAULT_OPTIONS, SeededDice.fromSeed('x')).objectives,
    ).toHaveLength(2);
  });

  it('an Objective number the deck does not hold is refused, naming its index', () => {
    const error = musterErrorOf(() =>
      setupInstruction(scenario({ objectives: [12, 40] }), DEFAULT_OPTIONS, SeededDice.fromSeed('x')),
    );
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('the deck has no objective card 40');
    expect(error.context).toEqual({ path: 'scenario.objectives[1]', expected: 'an objective number of the deck' });
  });

  it('a fixed Tercio: a card removed by an Objective, unknown or placed twice is refused', () => {
    const removed = musterErrorOf(() =>
      setupInstruction(
        scenario({ objectives: [2], tercio, reserve: [8, 9, 10] }),
        DEFAULT_OPTIONS,
        SeededDice.fromSeed('x'),
      ),
    );
    expect(removed.message).toBe('troop card 2 is not in play (unknown, or removed by an Objective)');
    expect(removed.context).toEqual({ path: 'scenario.tercio', expected: 'troop cards left after the Objectives' });
    const reserveRemoved = musterErrorOf(() =>
      setupInstruction(
        scenario({ objectives: [8], tercio, reserve: [8, 9, 10] }),
        DEFAULT_OPTIONS,
        SeededDice.fromSeed('x'),
      ),
    );
    expect(reserveRemoved.message).toBe('troop card 8 is not in play (unknown, or removed by an Objective)');
    const twice = musterErrorOf(() =>
      setupInstruction(
        scenario({ objectives: [12], tercio, reserve: [8, 9, 14] }),
        DEFAULT_OPTIONS,
        SeededDice.fromSeed('x'),
      ),
    );
    expect(twice.message).toBe('troop card 14 is placed twice');
    expect(twice.context).toEqual({ path: 'scenario.tercio', expected: 'each card once' });
  });

  it('a fixed Tercio that completes an Objective is refused (the rules would reshuffle it)', () => {
    const line = [
      [6, 7, 8],
      [2, 11, 3],
      [4, 13, 14],
      [5, 15, 16],
    ];
    const error = musterErrorOf(() =>
      setupInstruction(scenario({ objectives: [1], tercio: line }), DEFAULT_OPTIONS, SeededDice.fromSeed('x')),
    );
    expect(error.message).toBe('an Objective is already complete in this Tercio (the rules reshuffle such a setup)');
    expect(error.context).toEqual({
      path: 'scenario.tercio',
      expected: 'a Tercio that does not complete an Objective',
    });
    // A mirrored pattern completes it only with allowMirror (ruling R6): here the line is one either way.
    const shifted = [
      [6, 2, 7],
      [8, 11, 3],
      [4, 13, 14],
      [5, 15, 16],
    ];
    expect(
      setupInstruction(scenario({ objectives: [1], tercio: shifted }), DEFAULT_OPTIONS, SeededDice.fromSeed('x'))
        .reserve,
    ).toEqual([]);
  });

  it('a mirrored pattern makes a fixed Tercio complete only with allowMirror (ruling R6)', () => {
    const lShape: ObjectiveCard = {
      number: 19,
      side: 'green-red',
      title: 'an L of reds',
      pattern: ['R.', 'RR'],
      legend: { R: { colour: 'red' } },
      move: true,
      rotate: false,
      banners: Array<ObjectiveCard['banners'][number]>(12).fill('white'),
    };
    const deck: DeckFile = { ...sampleDeck, objectives: [...sampleDeck.objectives, lShape] };
    // The L mirrored: ".R" over "RR" in the north-west corner.
    const mirrored = [
      [1, 6, 2],
      [7, 8, 3],
      [4, 5, 11],
      [12, 13, 15],
    ];
    const lay = (allowMirror: boolean) =>
      setupInstruction(
        scenario({ deck, objectives: [19], tercio: mirrored }),
        { ...DEFAULT_OPTIONS, allowMirror },
        SeededDice.fromSeed('x'),
      );
    expect(lay(false).grid).toHaveLength(4);
    expect(musterErrorOf(() => lay(true)).message).toBe(
      'an Objective is already complete in this Tercio (the rules reshuffle such a setup)',
    );
  });

  it('"If, after performing the setup, at least one Objective is completed" (Level I): one of two is enough to refuse', () => {
    const line = [
      [6, 7, 8],
      [3, 11, 4],
      [5, 13, 14],
      [9, 15, 16],
    ];
    // Objective 1 (three reds abreast) is complete, Objective 2 (three pikes in a file) is not.
    const error = musterErrorOf(() =>
      setupInstruction(
        scenario({ level: 'I', objectives: [1, 2], tercio: line }),
        DEFAULT_OPTIONS,
        SeededDice.fromSeed('x'),
      ),
    );
    expect(error.message).toBe('an Objective is already complete in this Tercio (the rules reshuffle such a setup)');
  });

  it('a fixed Tercio without a Reserve has an empty one; the cards not placed are unused', () => {
    const state = setupInstruction(scenario({ objectives: [12], tercio }), DEFAULT_OPTIONS, SeededDice.fromSeed('x'));
    expect(state.reserve).toEqual([]);
    expect(state.unused).toEqual([1, 5, 8, 9, 10]);
  });

  it('a fixed Reserve needs a fixed Tercio', () => {
    const error = musterErrorOf(() =>
      setupInstruction(scenario({ objectives: [12], reserve: [8, 9, 10] }), DEFAULT_OPTIONS, SeededDice.fromSeed('x')),
    );
    expect(error.message).toBe('a fixed Reserve needs a fixed Tercio');
    expect(error.context).toEqual({ path: 'scenario.reserve', expected: 'tercio as well' });
  });

  it('"reshuffle your Tercio and Reserve troop cards" while an Objective is complete, up to setupReshuffleLimit', () => {
    // Objective 4 ("One colour abreast", any three greens or reds in a row) is complete in most deals.
    const four = sampleDeck.objectives.find((o) => o.number === 4)!;
    const label = 'reshuffle the Tercio and Reserve (an Objective was already complete) (card 1 of 15)';
    let found: { seed: string; rolls: string[]; reshuffles: number } | undefined;
    for (let i = 0; i < 200 && found === undefined; i++) {
      const dice = SeededDice.fromSeed(`reshuffle-${i}`);
      setupInstruction(scenario({ objectives: [4] }), DEFAULT_OPTIONS, dice);
      const rolls = dice.takeRolls().map((r) => r.purpose);
      const reshuffles = rolls.filter((p) => p === label).length;
      if (reshuffles >= 2) found = { seed: `reshuffle-${i}`, rolls, reshuffles };
    }
    expect(found).toBeDefined();
    const { seed, rolls, reshuffles } = found!;
    expect(rolls[0]).toBe('shuffle the troop cards for the Tercio (card 1 of 17)');
    const state = setupInstruction(scenario({ objectives: [4] }), DEFAULT_OPTIONS, SeededDice.fromSeed(seed));
    expect(state.objectives).toEqual([four]);
    expect(state.unused).toHaveLength(2);
    // A limit of the reshuffles this deal needs is enough; one less refuses the set up.
    const limited = (limit: number) =>
      setupInstruction(
        scenario({ objectives: [4] }),
        { ...DEFAULT_OPTIONS, setupReshuffleLimit: limit },
        SeededDice.fromSeed(seed),
      );
    expect(limited(reshuffles).grid).toEqual(state.grid);
    const error = musterErrorOf(() => limited(reshuffles - 1));
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe(`an Objective was complete after ${reshuffles - 1} reshuffles`);
    expect(error.context).toEqual({
      path: 'scenario.objectives',
      expected: 'Objectives that a deal does not complete',
    });
  });
});

describe('a Campaign Battle (Rulebook: Campaign Resolution, "Prepare the troops as outlined in the Campaign card")', () => {
  const battle: BattleCard = {
    number: 4,
    name: 'fixed',
    year: 1600,
    introduction: 'test',
    setup: { objectives: [12], tercio, reserve: [8, 9, 10] },
    rules: {
      difficulty: 'extreme',
      turnLimit: 10,
      roundLength: 5,
      abilities: 'once-per-round',
      reserveTwiceInARow: true,
    },
    scoring: { kind: 'turn-table', points: [9, 8, 7] },
  };
  const deck: DeckFile = { ...sampleDeck, battles: [battle] };

  it("the Battle card's setup and rules make the Instruction (Objectives named beside it are refused: R31)", () => {
    const state = setupInstruction(scenario({ deck, battle: 4 }), DEFAULT_OPTIONS, SeededDice.fromSeed('b'));
    expect(state).toMatchObject({
      objectives: [sampleDeck.objectives.find((o) => o.number === 12)],
      grid: tercio.map((row) => row.map((card) => ({ card, owner: 'A' }))),
      reserve: [8, 9, 10],
      unused: [1, 5],
      difficulty: 'extreme',
      turnLimit: 10,
      roundLength: 5,
      abilities: 'once-per-round',
      reserveTwiceInARow: true,
      battle: 4,
      scoring: { kind: 'turn-table', points: [9, 8, 7] },
    });
  });

  it('a Battle card with no rules: no Level III banners (Instruction Mode only, R28), 12 turns, rounds of 6, abilities "have no limit of use"', () => {
    const bare: BattleCard = { ...battle, number: 5, rules: {}, scoring: { kind: 'instruction-table' } };
    const state = setupInstruction(
      scenario({ deck: { ...sampleDeck, battles: [bare] }, battle: 5 }),
      DEFAULT_OPTIONS,
      SeededDice.fromSeed('b'),
    );
    expect(state).toMatchObject({
      difficulty: 'easy',
      turnLimit: 12,
      roundLength: 6,
      abilities: 'unlimited',
      reserveTwiceInARow: false,
      battle: 5,
      scoring: { kind: 'instruction-table' },
    });
    // A Battle card without a fixed Tercio is dealt as usual, its Objectives kept.
    const dealt: BattleCard = { ...bare, setup: { objectives: [3] } };
    const random = setupInstruction(
      scenario({ deck: { ...sampleDeck, battles: [dealt] }, battle: 5 }),
      DEFAULT_OPTIONS,
      SeededDice.fromSeed('b'),
    );
    expect(random.objectives.map((o) => o.number)).toEqual([3]);
    expect(random.reserve).toHaveLength(3);
  });

  it('a Battle the deck does not hold is refused, listing those it holds', () => {
    const error = musterErrorOf(() =>
      setupInstruction(scenario({ deck, battle: 2 }), DEFAULT_OPTIONS, SeededDice.fromSeed('b')),
    );
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('the deck has no battle 2');
    expect(error.context).toEqual({ path: 'scenario.battle', expected: 'one of 4' });
    const two = musterErrorOf(() =>
      setupInstruction(
        scenario({ deck: { ...deck, battles: [battle, { ...battle, number: 6 }] }, battle: 2 }),
        DEFAULT_OPTIONS,
        SeededDice.fromSeed('b'),
      ),
    );
    expect(two.context).toEqual({ path: 'scenario.battle', expected: 'one of 4, 6' });
    const none = musterErrorOf(() =>
      setupInstruction(
        scenario({ deck: { ...deck, battles: [] }, battle: 2 }),
        DEFAULT_OPTIONS,
        SeededDice.fromSeed('b'),
      ),
    );
    expect(none.context).toEqual({ path: 'scenario.battle', expected: 'one of no battles' });
  });

  it('the sample deck when the scenario names none', () => {
    const state = setupInstruction(scenario({ battle: 1 }), DEFAULT_OPTIONS, SeededDice.fromSeed('b'));
    expect(state.troops).toBe(sampleDeck.troops);
    expect(state.objectives.map((o) => o.number)).toEqual(sampleDeck.battles[0]!.setup.objectives);
  });
});
