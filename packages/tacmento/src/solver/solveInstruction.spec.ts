import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { createGame } from '@muster/core';
import { tacmento } from '../ruleset.js';
import { loadSetup, type InstructionSetupInput } from './InstructionSetup.js';
import { solveInstruction, stateFromSetup } from './solveInstruction.js';
import { formatSolveResult } from './formatSolveResult.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { reduceTacmento } from '../game/reduce.js';
import { objectivesComplete } from '../game/resolve.js';
import type { InstructionState } from '../game/State.js';

/** A deck whose troops all push east only, with one Objective (number 14, so the Captain is removed): 3 reds in a column. */
const eastOnly: DeckFile = {
  ...sampleDeck,
  name: 'east-only test deck',
  troops: sampleDeck.troops.map((t) => ({ ...t, arrows: ['east'] })),
  objectives: [
    {
      number: 14,
      side: 'green-red',
      title: 'Red file',
      pattern: ['R', 'R', 'R'],
      legend: { R: { colour: 'red' } },
      move: true,
      rotate: false,
      banners: Array(12).fill('white'),
    },
  ],
  battles: [],
};

const setup = (input: Omit<InstructionSetupInput, 'format' | 'formatVersion'>) =>
  loadSetup({ format: 'muster-tacmento-setup', formatVersion: 1, ...input }, 'setup.json');

describe('solveInstruction', () => {
  it('finds 1 turn: flank Arquebusiers 8 east into row 4 to complete "Line of shot"', () => {
    // Sample Objective 1 is RRR (any row, or any column by rotation). Row 4 reads red, red, green; card 8 (north/east arrows) is in the Reserve.
    const result = solveInstruction(
      setup({
        objectives: [1],
        tercio: [
          [2, 3, 4],
          [11, 12, 13],
          [15, 16, 9],
          [6, 7, 5],
        ],
        reserve: [8, 10, 14],
      }),
    );
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.turns).toBe(1);
  });

  it('finds exactly 2 turns when each row can move its red troop only one column a turn', () => {
    // East-only arrows keep every troop in its row; a squadron maneuver takes a troop to the west end.
    // Reds at columns 1, 2, 3 of rows 1-3: column 1 needs two moves (row 2: 2→1, row 3: 3→1); others need 3.
    const result = solveInstruction(
      setup({
        deck: eastOnly,
        objectives: [14],
        tercio: [
          [6, 1, 2],
          [3, 7, 4],
          [5, 11, 8],
          [12, 13, 15],
        ],
        reserve: [],
      }),
    );
    expect(result).toMatchObject({ status: 'solved', turns: 2 });
    if (result.status !== 'solved') return;
    // The moves replay in the real game and complete the Instruction on turn 2.
    const game = createGame(
      tacmento,
      {
        mode: 'instruction',
        deck: eastOnly,
        objectives: [14],
        tercio: [
          [6, 1, 2],
          [3, 7, 4],
          [5, 11, 8],
          [12, 13, 15],
        ],
        reserve: [],
      },
      { seed: 'solver' },
    );
    for (const move of result.moves) expect(game.decide(move)).toEqual({ ok: true });
    expect(game.isOver()).toBe(true);
    expect(game.result()).toMatchObject({ winner: 'solo', turns: 2, points: { solo: 10 } });
  });

  it('proves impossibility by exhausting every position when the reds lie in rows 1, 2 and 4', () => {
    const result = solveInstruction(
      setup({
        deck: eastOnly,
        objectives: [14],
        tercio: [
          [6, 1, 2],
          [3, 7, 4],
          [5, 11, 16],
          [12, 13, 8],
        ],
        reserve: [],
      }),
    );
    expect(result.status).toBe('impossible');
    if (result.status !== 'impossible') return;
    expect(result.reason).toMatch(/every position reachable within 12 turns was searched/);
  });

  it('proves a dealt three-Objective setup impossible in 3 turns by search, and solves it in 4 with the full 12', () => {
    // bench/tacmento-solver.mjs setup II/5: Objectives 9, 10 and 13 of the sample deck.
    const dealt = {
      objectives: [9, 10, 13],
      tercio: [
        [4, 17, 3],
        [15, 2, 6],
        [1, 12, 5],
        [11, 8, 18],
      ],
      reserve: [7, 16, 14],
    };
    expect(solveInstruction(setup(dealt))).toMatchObject({ status: 'solved', turns: 4 });
    const short = solveInstruction(setup({ ...dealt, rules: { turnLimit: 3 } }));
    expect(short.status).toBe('impossible');
    // Not by counting: the cards in play can fill the Objectives, the search ran out of positions.
    if (short.status === 'impossible')
      expect(short.reason).toMatch(/every position reachable within 3 turns was searched/);
  });

  it('proves impossibility from the lower bound alone when the turn limit is shorter than the lines to change', () => {
    // Objective 12 (RRR over GGG, not rotated): every placement misses cells in both its rows and in more
    // than one column, so two lines must change; one turn (a Battle card override) cannot change two
    // without the Captain (card 14), who is not in play here.
    const result = solveInstruction(
      setup({
        objectives: [12],
        tercio: [
          [15, 6, 16],
          [4, 11, 7],
          [17, 5, 13],
          [8, 18, 9],
        ],
        reserve: [1, 2, 3],
        rules: { turnLimit: 1 },
      }),
    );
    expect(result).toMatchObject({ status: 'impossible', explored: 1 });
    if (result.status === 'impossible') expect(result.reason).toMatch(/at least 2 turns/);
    // Brute force agrees: no legal first turn of the engine completes the Objective.
    const start = stateFromSetup(
      setup({
        objectives: [12],
        tercio: [
          [15, 6, 16],
          [4, 11, 7],
          [17, 5, 13],
          [8, 18, 9],
        ],
        reserve: [1, 2, 3],
        rules: { turnLimit: 1 },
      }),
    );
    const firsts = legalDecisions(start).filter((d) => d.kind === 'squadron' || d.kind === 'flanking');
    expect(firsts.length).toBeGreaterThan(20);
    for (const d of firsts)
      expect(
        objectivesComplete(
          reduceTacmento(start, {
            kind: 'maneuvered',
            side: 'A',
            maneuver: d,
            expelled: null,
            to: null,
          }) as InstructionState,
        ),
      ).toBe(false);
  });

  it('proves impossibility by counting when too few troops of a colour are in play', () => {
    // Objective 18 (a battery, 3 yellow) removes the Drummers; only Artillery 15 and 16 are in play.
    const result = solveInstruction(
      setup({
        objectives: [18],
        tercio: [
          [1, 2, 3],
          [4, 5, 6],
          [7, 8, 9],
          [10, 11, 12],
        ],
        reserve: [13, 15, 16],
      }),
    );
    expect(result).toMatchObject({ status: 'impossible' });
    if (result.status === 'impossible') expect(result.reason).toMatch(/3 yellow/);
  });

  it('answers unknown, not a guess, when the state budget runs out', () => {
    const result = solveInstruction(
      setup({
        objectives: [12],
        tercio: [
          [1, 2, 3],
          [4, 5, 6],
          [7, 8, 9],
          [10, 11, 13],
        ],
        reserve: [14, 15, 16],
      }),
      { maxStates: 50 },
    );
    expect(result.status).toBe('unknown');
    // The first turn's positions fit in 50; room runs out during the second, which is still checked in full.
    if (result.status === 'unknown') expect(result.searchedTurns).toBe(2);
  });

  it('answers "unknown (time limit)" when the injected clock passes the time limit, and never reads it without one', () => {
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
    // A clock that reads 0 when the search starts and 10 seconds at every later look.
    let reads = 0;
    const clock = () => (reads++ === 0 ? 0 : 10_000);
    const timed = solveInstruction(hard, { timeLimit: 5, clock });
    expect(timed).toMatchObject({ status: 'unknown', stoppedBy: 'time' });
    expect(reads).toBe(2);
    // The clock is looked at every 1024 positions, so the search stopped at the first look.
    expect(timed.explored).toBe(1024);
    const start = stateFromSetup(hard);
    expect(formatSolveResult(timed, start)[0]).toMatch(/^unknown \(time limit\): time limit of 5 s reached/);
    // Without a time limit the clock is never read, and a budget-ended answer is the same at every run.
    const untimed = () =>
      solveInstruction(hard, {
        maxStates: 2000,
        clock: () => {
          throw new Error('the clock was read');
        },
      });
    const first = untimed();
    expect(first).toMatchObject({ status: 'unknown', stoppedBy: 'positions' });
    expect(untimed()).toEqual(first);
    expect(formatSolveResult(first, start)[0]).toMatch(/^unknown: stopped after examining 2000 positions/);
  });

  it('refuses a malformed setup with the file and field path', () => {
    const attempt = (input: unknown) => {
      try {
        loadSetup(input, 'bad.json');
      } catch (error) {
        if (MusterError.is(error)) return error.toUserLine();
      }
      return 'accepted';
    };
    expect(
      attempt({
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: [1],
        tercio: [
          [2, 3, 4],
          [5, 6, 7],
          [8, 9, 10],
        ],
        reserve: [],
      }),
    ).toMatch(/^bad\.json: tercio/);
    expect(
      attempt({
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: [1],
        tercio: [
          [2, 3, 4],
          [5, 6, 7],
          [8, 9, 10],
          [11, 12, 1],
        ],
        reserve: [],
      }),
    ).toMatch(/^bad\.json: tercio\[3\]\[2\]: troop card 1 is removed/);
    expect(
      attempt({
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: [1],
        tercio: [
          [2, 3, 4],
          [5, 6, 7],
          [8, 9, 10],
          [11, 12, 13],
        ],
        reserve: [13],
      }),
    ).toMatch(/reserve\[0\]: troop card 13 is placed twice/);
    expect(attempt({ format: 'muster-tacmento-setup', formatVersion: 2 })).toMatch(/formatVersion/);
    expect(attempt({ format: 'muster-deck', formatVersion: 1 })).toMatch(/format/);
    expect(attempt('not json object')).toMatch(/^bad\.json: \(root\)/);
  });
});
