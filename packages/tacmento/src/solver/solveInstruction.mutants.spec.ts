import { createGame, SeededDice } from '@muster/core';
import { tacmento } from '../ruleset.js';
import { describe, expect, it } from 'vitest';
import { dealtSetup } from './__fixtures__/dealt.js';
import type { DeckFile } from '../cards/DeckFile.js';
import type { ObjectiveCard } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { objectivesComplete } from '../game/resolve.js';
import { InstructionScenarioSchema } from '../game/Scenario.js';
import { setupInstruction } from '../game/setup.js';
import type { InstructionState } from '../game/State.js';
import { TacmentoOptionsSchema } from '../options/options.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { loadSetup, type InstructionSetupInput } from './InstructionSetup.js';
import {
  commandsLeft,
  countingProof,
  replayThroughEngine,
  solveInstruction,
  stateFromSetup,
  type SolveResult,
} from './solveInstruction.js';
import { bruteForce, engineAfter as after } from '../game/__fixtures__/states.js';

const setup = (input: Omit<InstructionSetupInput, 'format' | 'formatVersion'>) =>
  loadSetup({ format: 'muster-tacmento-setup', formatVersion: 1, ...input }, 'setup.json');

// Objective 12 (RRR over GGG, not rotated): every placement misses cells in both its rows and in more than one
// column, so at least two lines must change: two turns, or one with a Command (the push and the exchange across).
const twoLines = {
  objectives: [12],
  tercio: [
    [15, 6, 16],
    [4, 11, 7],
    [17, 5, 13],
    [8, 18, 9],
  ],
};

/** True when the answer is "impossible" from the lower bound alone, before any search. */
const ruledOut = (result: SolveResult) =>
  result.status === 'impossible' && result.reason.startsWith('the cells that must change lie in too many rows');

describe('the Commands the lower bound counts (Rulebook: Command, "This ability can only be used once per round")', () => {
  it('with the Captain in play and a Command still possible, one turn is not ruled out before searching it', () => {
    // The Captain (14) in the Reserve may be brought in and used in the same turn, so the bound cannot rule one turn
    // out; the search then finds no one-turn win here (the engine finds none either): it must search to say so.
    const withCaptain = solveInstruction(setup({ ...twoLines, reserve: [1, 2, 14], rules: { turnLimit: 1 } }));
    expect(withCaptain.status).not.toBe('unknown');
    // Searched, not ruled out by the bound alone.
    expect(ruledOut(withCaptain)).toBe(false);
    // Unlimited abilities: still at least one Command.
    const unlimited = solveInstruction(
      setup({ ...twoLines, reserve: [1, 2, 14], rules: { turnLimit: 1, abilities: 'unlimited' } }),
    );
    expect(ruledOut(unlimited)).toBe(false);
    // No abilities (a Battle card's override), or no Captain in play: two turns at least, said without a search.
    expect(
      solveInstruction(setup({ ...twoLines, reserve: [1, 2, 14], rules: { turnLimit: 1, abilities: 'none' } })),
    ).toMatchObject({
      status: 'impossible',
      reason: 'the cells that must change lie in too many rows and columns: at least 2 turns are needed',
      explored: 1,
    });
    expect(solveInstruction(setup({ ...twoLines, reserve: [1, 2, 3], rules: { turnLimit: 1 } }))).toMatchObject({
      status: 'impossible',
      explored: 1,
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
// The answers of solveInstruction.ts that its mutation run (5 Dec 2026) left untested.
// ---------------------------------------------------------------------------------------------------------

/** Brute force of one turn: some legal decision of the engine completes every Objective. */
const oneTurnCompletes = (state: InstructionState) =>
  legalDecisions(state).some((d) => d.kind !== 'pass' && objectivesComplete(after(state, d)));

/** A TEST CARD (not printed): white banners, moved but not rotated. */
const testCard = (
  number: number,
  title: string,
  pattern: string[],
  legend: ObjectiveCard['legend'],
): ObjectiveCard => ({
  number,
  side: 'blue',
  title: `TEST CARD: ${title}`,
  pattern,
  legend,
  move: true,
  rotate: false,
  banners: Array(12).fill('white'),
});
const horse = { C: { troop: 'cavalry' } } as const;
const guns = { A: { troop: 'artillery' } } as const;
const twoBlueThenThree = { B: { colour: 'blue' as const }, A: { oneOf: ['blue' as const, 'yellow' as const] } };
/** The sample troops (Cavalry 11-13, Captain 14, Artillery 15-17, Drummers 18) with Objectives asking for troops. */
const countingDeck: DeckFile = {
  ...sampleDeck,
  name: 'counting test deck',
  objectives: [
    testCard(1, 'a file of four horse', ['C', 'C', 'C', 'C'], horse),
    testCard(14, 'a file of four horse', ['C', 'C', 'C', 'C'], horse),
    testCard(2, 'a file of four guns', ['A', 'A', 'A', 'A'], guns),
    testCard(18, 'a file of four guns', ['A', 'A', 'A', 'A'], guns),
    testCard(5, 'two blue over three of blue or yellow', ['BB.', 'AAA'], twoBlueThenThree),
    testCard(11, 'two blue over three of blue or yellow', ['BB.', 'AAA'], twoBlueThenThree),
  ],
  battles: [],
};

describe('the counting proof (Rulebook: Setting up the Tercio, "remove the card with a matching number on the active Objective card")', () => {
  it('an Objective that names a troop card not in play is impossible, and says which card', () => {
    // Sample Objective 13: the Captain (card 14) over a yellow troop; 14 is among the 2 cards not used.
    expect(
      solveInstruction(
        setup({
          objectives: [13],
          tercio: [
            [2, 3, 4],
            [5, 6, 7],
            [8, 9, 10],
            [11, 12, 15],
          ],
          reserve: [16, 17, 18],
        }),
      ),
    ).toEqual({ status: 'impossible', reason: 'Objective 13 needs troop card 14, which is not in play', explored: 1 });
  });

  it('"the captain belongs to the cavalry (blue) and the Drummers and Fifers to the artillery (yellow)": four of each are in play only with them', () => {
    const stateOf = (objective: number, unused: number[]) => {
      const rest = countingDeck.troops.map((t) => t.number).filter((n) => n !== objective && !unused.includes(n));
      return stateFromSetup(
        setup({
          deck: countingDeck,
          objectives: [objective],
          tercio: [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6, 9), rest.slice(9, 12)],
          reserve: rest.slice(12, 15),
        }),
      );
    };
    // Cavalry 11, 12, 13 and the Captain; Artillery 15, 16, 17 and the Drummers: no proof of impossibility.
    expect(countingProof(stateOf(1, [2, 3]))).toBeNull();
    expect(countingProof(stateOf(2, [1, 3]))).toBeNull();
    // Objective 14 removes the Captain: three cavalry (the Drummers, in play, are no cavalry).
    const noCaptain = stateOf(14, [1, 2]);
    expect(noCaptain.reserve).toContain(18);
    expect(
      solveInstruction(
        setup({
          deck: countingDeck,
          objectives: [14],
          tercio: noCaptain.grid.map((r) => r.map((c) => c.card)),
          reserve: noCaptain.reserve,
        }),
      ),
    ).toEqual({
      status: 'impossible',
      reason: 'Objective 14 needs 4 cavalry and fewer are in play',
      explored: 1,
    });
    // Objective 18 removes the Drummers: three artillery (the Captain, in play, is no artillery).
    const noDrummers = stateOf(18, [1, 2]);
    expect(noDrummers.grid.flat().map((c) => c.card)).toContain(14);
    expect(countingProof(noDrummers)).toBe('Objective 18 needs 4 artillery and fewer are in play');
  });

  it('"For A, you can choose only one color among the two indicated": the cells of A need that many of one colour besides the other keys', () => {
    const stateOf = (objective: number, unused: number[]) => {
      const rest = countingDeck.troops.map((t) => t.number).filter((n) => n !== objective && !unused.includes(n));
      return stateFromSetup(
        setup({
          deck: countingDeck,
          objectives: [objective],
          tercio: [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6, 9), rest.slice(9, 12)],
          reserve: rest.slice(12, 15),
        }),
      );
    };
    // 4 blue and 4 yellow in play: blue for A would need 2 + 3 = 5, but yellow needs only 3.
    expect(countingProof(stateOf(5, [1, 2]))).toBeNull();
    // Objective 11 removes a cavalry and 15, 16 are not used: 3 blue (2 + 3 = 5 needed), 2 yellow (3 needed).
    const few = stateOf(11, [15, 16]);
    expect(countingProof(few)).toBe('Objective 11 needs 3 troops of one of blue/yellow and too few are in play');
    expect(
      solveInstruction(
        setup({
          deck: countingDeck,
          objectives: [11],
          tercio: few.grid.map((r) => r.map((c) => c.card)),
          reserve: few.reserve,
        }),
      ),
    ).toMatchObject({
      status: 'impossible',
      reason: 'Objective 11 needs 3 troops of one of blue/yellow and too few are in play',
    });
  });

  it('too few troops of a colour: the reason counts the troops of that colour in play', () => {
    // Sample Objective 18 (3 yellow) removes the Drummers and 17 is not used: Artillery 15 and 16 only.
    expect(
      solveInstruction(
        setup({
          objectives: [18],
          tercio: [
            [2, 3, 4],
            [5, 6, 7],
            [8, 9, 10],
            [11, 12, 13],
          ],
          reserve: [14, 15, 16],
        }),
      ),
    ).toEqual({
      status: 'impossible',
      reason: 'Objective 18 needs 3 yellow troops and only 2 are in play',
      explored: 1,
    });
  });

  it('"Complete the two Objectives simultaneously": enough greens for each alone, too few for both at once', () => {
    // Sample 16 (green corners, not moved) and 2 (three greens in a line): any line of three holds at most two
    // corners, so 5 greens at least; Objectives 16 and 2 remove cards 16 and 2, leaving greens 1, 3, 4, 5.
    const result = solveInstruction(
      setup({
        objectives: [16, 2],
        tercio: [
          [1, 6, 3],
          [7, 11, 8],
          [12, 9, 13],
          [4, 10, 5],
        ],
        reserve: [14, 15, 18],
      }),
    );
    expect(result).toEqual({
      status: 'impossible',
      reason:
        'no placement of the 2 Objectives together can be filled by the 15 troops in play (4 green, 5 red, 4 blue, 2 yellow)',
      explored: 1,
    });
  });
});

describe('the answers of the search', () => {
  it('Command: "exchange the troop to the left for the troop to the right" of the Captain flanked in from the Reserve (1 turn, as the engine finds)', () => {
    // Sample Objective 9 (R.R over .G.): the one decision of the engine that completes it in one turn is the
    // Captain flanked north into column 2, then Command across row 4 (a row and a column changed).
    const commandOnly = {
      objectives: [9],
      tercio: [
        [2, 8, 10],
        [6, 12, 1],
        [3, 11, 15],
        [18, 5, 7],
      ],
      reserve: [16, 17, 14],
    };
    const wins = (s: ReturnType<typeof setup>) => {
      const state = stateFromSetup(s);
      return legalDecisions(state).filter((d) => d.kind !== 'pass' && objectivesComplete(after(state, d)));
    };
    const once = setup(commandOnly);
    expect(wins(once)).toEqual([
      { kind: 'flanking', card: 14, direction: 'north', line: 1, ability: { kind: 'command', axis: 'horizontal' } },
    ]);
    // Once per round (12 turns, or 1) and without limit: one turn, the engine's decision.
    for (const rules of [{}, { turnLimit: 1 }, { abilities: 'unlimited' as const, turnLimit: 1 }]) {
      const s = setup({ ...commandOnly, rules });
      expect(solveInstruction(s)).toMatchObject({ status: 'solved', turns: 1, moves: wins(once) });
    }
    // Without abilities no turn of the engine completes it.
    expect(wins(setup({ ...commandOnly, rules: { abilities: 'none' } }))).toEqual([]);
    // Sample Objectives 18 and 9: every way to complete them needs cells of two lines changed (no single push
    // does it); the one decision that does is Arquebusiers 10 flanked west into row 3, then Command down column 3.
    const acrossOnly = {
      objectives: [18, 9],
      tercio: [
        [3, 4, 7],
        [13, 15, 8],
        [5, 12, 14],
        [16, 2, 17],
      ],
      reserve: [6, 10, 1],
    };
    expect(wins(setup(acrossOnly))).toEqual([
      { kind: 'flanking', card: 10, direction: 'west', line: 2, ability: { kind: 'command', axis: 'vertical' } },
    ]);
    for (const rules of [{}, { turnLimit: 1 }, { abilities: 'unlimited' as const, turnLimit: 1 }])
      expect(solveInstruction(setup({ ...acrossOnly, rules }))).toMatchObject({
        status: 'solved',
        turns: 1,
        moves: wins(setup(acrossOnly)),
      });
  });

  it('a flanking manoeuvre into the first row is found when it is the only way in one turn', () => {
    // Sample Objective 1 (three reds in a line). Reds 6 and 7 start row 1; red 8 (arrows north and east) in the
    // Reserve enters row 1 from the west; reds 9 and 10 are not used, the Captain is in the Reserve.
    const s = setup({
      objectives: [1],
      tercio: [
        [6, 7, 5],
        [2, 3, 4],
        [11, 12, 13],
        [15, 16, 18],
      ],
      reserve: [8, 14, 17],
    });
    expect(oneTurnCompletes(stateFromSetup(s))).toBe(true);
    expect(solveInstruction(s)).toMatchObject({ status: 'solved', turns: 1, moves: [{ kind: 'flanking', card: 8 }] });
  });

  it('examines at most maxStates positions: a search of exactly that many still answers', () => {
    // Sample Objective 9, two turns at most: 1 turn after a search of some positions.
    const s = setup({
      objectives: [9],
      tercio: [
        [2, 8, 10],
        [6, 12, 1],
        [3, 11, 15],
        [18, 5, 7],
      ],
      reserve: [16, 17, 14],
      rules: { turnLimit: 2 },
    });
    const free = solveInstruction(s);
    expect(free.status).toBe('solved');
    expect(solveInstruction(s, { maxStates: free.explored })).toEqual(free);
    expect(solveInstruction(s, { maxStates: free.explored - 1 })).toMatchObject({
      status: 'unknown',
      stoppedBy: 'positions',
    });
  });

  it('stops for time only past the time limit, not at it', () => {
    // The hard setup of solveInstruction.spec.ts: 2000 positions end it, 1024 come before the first look.
    const hard = setup({
      objectives: [12],
      tercio: [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
        [10, 11, 13],
      ],
      reserve: [14, 15, 16],
    });
    // Every look after the first reads exactly the limit (1 s): never past it.
    let reads = 0;
    const clock = () => (reads++ === 0 ? 0 : 1000);
    expect(solveInstruction(hard, { timeLimit: 1, clock, maxStates: 2000 })).toMatchObject({
      status: 'unknown',
      stoppedBy: 'positions',
    });
    expect(reads).toBeGreaterThan(1);
  });

  it('says how many turns the budget ruled out, "turn" for one', () => {
    const hard = setup({
      objectives: [12],
      tercio: [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
        [10, 11, 13],
      ],
      reserve: [14, 15, 16],
    });
    const seen = new Set<number>();
    for (const maxStates of [1, 2, 5, 10, 20, 50]) {
      const result = solveInstruction(hard, { maxStates });
      if (result.status !== 'unknown') throw new Error(`not unknown with ${maxStates} positions`);
      const n = result.searchedTurns;
      seen.add(n);
      expect(result.reason).toBe(
        `stopped after examining ${maxStates} positions; no solution within ${n} ${n === 1 ? 'turn' : 'turns'}`,
      );
    }
    expect(seen.has(1)).toBe(true);
    expect([...seen].some((n) => n > 1)).toBe(true);
  });
});

describe('stateFromSetup', () => {
  it("is the engine's first state of the same deployment (Rulebook: Setting up the Tercio)", () => {
    // One Objective (card 9 removed): cards 10 and 13 are not used.
    const deployment = {
      objectives: [9],
      tercio: [
        [4, 17, 3],
        [15, 2, 6],
        [1, 12, 5],
        [11, 8, 18],
      ],
      reserve: [7, 16, 14],
      difficulty: 'normal' as const,
    };
    const options = TacmentoOptionsSchema.parse({});
    const engine = setupInstruction(
      InstructionScenarioSchema.parse({ mode: 'instruction', ...deployment }),
      options,
      SeededDice.fromSeed('not used: the deployment is given'),
    );
    expect(stateFromSetup(setup(deployment), options)).toStrictEqual(engine);
  });
});

describe('searches that need an ability before the last turn (exhaustive search of the engine, turn limit 2)', () => {
  it('"Special abilities are extra actions that you can perform at the end of a turn": 2 turns, none of them without an ability first', () => {
    // Dealt setups (sample deck) where no 2-turn solution starts with a plain manoeuvre.
    const deployments = [
      {
        objectives: [2, 13],
        tercio: [
          [10, 7, 5],
          [1, 16, 11],
          [17, 14, 12],
          [3, 15, 18],
        ],
        reserve: [6, 8, 9],
      },
      {
        objectives: [1, 2],
        tercio: [
          [17, 4, 16],
          [14, 12, 6],
          [18, 11, 8],
          [5, 9, 10],
        ],
        reserve: [15, 3, 13],
      },
      {
        objectives: [5, 15],
        tercio: [
          [2, 14, 10],
          [16, 6, 8],
          [13, 3, 18],
          [12, 17, 1],
        ],
        reserve: [9, 4, 11],
      },
      {
        objectives: [11, 1],
        tercio: [
          [9, 10, 2],
          [13, 16, 5],
          [8, 12, 7],
          [18, 14, 15],
        ],
        reserve: [3, 17, 6],
      },
      // The only first turns that lead to a 2-turn solution are a flanking manoeuvre with Command across.
      {
        objectives: [6, 15],
        tercio: [
          [16, 9, 4],
          [17, 1, 13],
          [12, 14, 8],
          [7, 3, 2],
        ],
        reserve: [10, 5, 11],
      },
      {
        objectives: [5],
        tercio: [
          [1, 18, 16],
          [17, 14, 8],
          [9, 13, 10],
          [7, 12, 6],
        ],
        reserve: [4, 11, 2],
      },
    ];
    for (const deployment of deployments) {
      const s = setup({ ...deployment, rules: { turnLimit: 2 } });
      const start = stateFromSetup(s);
      expect(bruteForce(start)).toBe(2);
      const plainFirst = legalDecisions(start).filter((d) => !('ability' in d) || d.ability === undefined);
      expect(plainFirst.some((d) => oneTurnCompletes(after(start, d)))).toBe(false);
      expect(solveInstruction(s)).toMatchObject({ status: 'solved', turns: 2 });
    }
  });

  it('Campaign Mode: abilities "have no limit of use": two in two turns where once per round allows only one', () => {
    const deployments = [
      {
        objectives: [2, 10],
        tercio: [
          [4, 17, 1],
          [12, 14, 3],
          [5, 13, 15],
          [8, 18, 9],
        ],
        reserve: [16, 7, 11],
      },
      {
        objectives: [2, 3],
        tercio: [
          [13, 14, 17],
          [5, 9, 18],
          [11, 8, 4],
          [6, 10, 15],
        ],
        reserve: [12, 1, 16],
      },
      {
        objectives: [16],
        tercio: [
          [6, 11, 3],
          [12, 14, 17],
          [1, 9, 5],
          [2, 7, 13],
        ],
        reserve: [18, 10, 8],
      },
    ];
    for (const deployment of deployments) {
      const unlimited = setup({ ...deployment, rules: { turnLimit: 2, abilities: 'unlimited' } });
      const once = setup({ ...deployment, rules: { turnLimit: 2 } });
      expect(bruteForce(stateFromSetup(unlimited))).toBe(2);
      expect(bruteForce(stateFromSetup(once))).toBeNull();
      expect(solveInstruction(unlimited)).toMatchObject({ status: 'solved', turns: 2 });
      expect(solveInstruction(once).status).toBe('impossible');
    }
    // Without limit, every first turn of a 2-turn solution here is a Command (Captain 14 pushed north) that
    // leaves cells of two lines to change: the second turn needs a Command too.
    const twice = setup({
      objectives: [11, 2],
      tercio: [
        [16, 10, 15],
        [17, 14, 4],
        [1, 5, 7],
        [3, 12, 18],
      ],
      reserve: [8, 13, 6],
      rules: { turnLimit: 2, abilities: 'unlimited' },
    });
    expect(bruteForce(stateFromSetup(twice))).toBe(2);
    expect(solveInstruction(twice)).toMatchObject({ status: 'solved', turns: 2 });
  });
});

describe("the solver's self-check: every answer replayed through the engine before it is returned", () => {
  // Level II, the bench's seed solver-bench/II/5 (banners of extreme difficulty): solved in 4 turns.
  const dealt = () => dealtSetup('solver-bench/II/5', 'II', { difficulty: 'extreme' });

  it('accepts the line found, and refuses a line the engine disagrees with, naming the move', () => {
    const s = dealt();
    const start = stateFromSetup(s);
    const found = solveInstruction(s);
    if (found.status !== 'solved') throw new Error(`expected a solution, got ${found.status}`);
    expect(found.turns).toBe(4);
    expect(() => {
      replayThroughEngine(start, found.moves);
    }).not.toThrow();
    // Stopped a move short: not complete after the last move given.
    expect(() => {
      replayThroughEngine(start, found.moves.slice(0, 3));
    }).toThrow(new Error('solver bug: the Objectives are not complete after move 3'));
    // A move past completion: complete before the last move.
    const done = found.moves.reduce(after, start);
    const extra = legalDecisions(done)[0]!;
    expect(() => {
      replayThroughEngine(start, [...found.moves, extra]);
    }).toThrow(new Error('solver bug: the Objectives are complete after move 4'));
    // A card that is not in the Reserve cannot flank in.
    const illegal = { kind: 'flanking', card: 99, direction: 'north', line: 0 } as const;
    expect(() => {
      replayThroughEngine(start, [found.moves[0]!, illegal]);
    }).toThrow(new Error(`solver bug: move 2 (${JSON.stringify(illegal)}) is not legal in the engine`));
  });
});

describe('ruling R26: a setup the rules would reshuffle (an Objective already complete)', () => {
  // Rulebook, Setting up the Tercio: "If, after performing the setup, the Objective is completed, keep the Objective
  // and reshuffle your Tercio and Reserve troop cards for a new setup"; Levels I and II: "at least one Objective".
  const meetsOne = {
    tercio: [
      [6, 7, 8],
      [2, 3, 4],
      [11, 12, 13],
      [15, 16, 17],
    ],
    reserve: [9, 10, 14],
  };
  const refused = (input: Parameters<typeof setup>[0]) => {
    try {
      solveInstruction(setup(input), { dealtOnly: true });
    } catch (error) {
      return error;
    }
    throw new Error('expected the setup to be refused');
  };

  it('by default answers the position: 0 turns when every Objective is met ("The Instruction ends at the moment the Objective is fulfilled"), a search when only some are', () => {
    expect(solveInstruction(setup({ objectives: [1], ...meetsOne }))).toEqual({
      status: 'solved',
      turns: 0,
      moves: [],
      explored: 1,
    });
    const partly = solveInstruction(setup({ objectives: [1, 5], ...meetsOne }));
    expect(partly).toMatchObject({ status: 'solved', turns: 3 });
  });

  it('with dealtOnly refuses it as the engine refuses a fixed deployment, at `tercio`', () => {
    for (const objectives of [[1], [1, 5], [5, 1]])
      expect(refused({ objectives, ...meetsOne })).toMatchObject({
        code: 'bad-input',
        message: 'an Objective is already complete in this Tercio (the rules reshuffle such a setup)',
        context: { path: 'tercio', expected: 'a Tercio that does not complete an Objective' },
      });
    // The game refuses the same deployment with the same words.
    expect(() =>
      createGame(tacmento, { mode: 'instruction', level: 'I', objectives: [1, 5], ...meetsOne }, { seed: 'r26' }),
    ).toThrow('an Objective is already complete in this Tercio (the rules reshuffle such a setup)');
  });

  it('with dealtOnly answers a setup that meets no Objective as without it', () => {
    const s = setup({ objectives: [5], ...meetsOne });
    const plain = solveInstruction(s);
    expect(plain.status).toBe('solved');
    expect(solveInstruction(s, { dealtOnly: true })).toEqual(plain);
  });
});

describe('the Commands a search may still count on (Rulebook: Command, "This ability can only be used once per round")', () => {
  const withRules = (rules: Parameters<typeof setup>[0]['rules']) =>
    stateFromSetup(
      setup({
        ...twoLines,
        reserve: [1, 2, 14],
        ...(rules === undefined ? {} : { rules }),
      }),
    );
  it.each([
    // [round length, Command used this round, turns taken, bound, Commands left]
    [6, false, 0, 12, 2], // this round's, and round 2's (turn 7)
    [6, true, 0, 12, 1], // round 2's only
    [6, false, 0, 6, 1], // round 2 starts past the bound
    [6, false, 0, 7, 2], // round 2 starts on the bound's last turn
    [6, false, 6, 12, 1], // the next turn, 7, starts round 2: its Command is "this round's", not one more
    [6, true, 6, 12, 0],
    [6, false, 5, 12, 2], // turn 6 is round 1's last: then round 2
    [2, false, 1, 6, 3], // rounds start at turns 3 and 5
    [2, true, 1, 6, 2],
    [2, false, 2, 6, 2], // turn 3 starts a round (this round's), turn 5 the next
    [1, false, 0, 4, 4], // a round a turn: a Command every turn
    [1, true, 3, 4, 0],
  ] as const)('round length %i, used %s, after %i turns, bound %i: %s', (roundLength, used, turn, bound, left) => {
    expect(commandsLeft(withRules({ roundLength }), true, used, turn, bound)).toBe(left);
  });

  it('none without the Captain in play or with abilities off; no limit with abilities unlimited', () => {
    expect(commandsLeft(withRules(undefined), false, false, 0, 12)).toBe(0);
    expect(commandsLeft(withRules({ abilities: 'none' }), true, false, 0, 12)).toBe(0);
    expect(commandsLeft(withRules({ abilities: 'unlimited' }), true, true, 11, 12)).toBe(Infinity);
  });
});
