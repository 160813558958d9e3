import { createGame, SeededDice } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealtSetup } from './__fixtures__/dealt.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import type { InstructionState } from '../game/State.js';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import { tacmento } from '../ruleset.js';
import { loadSetup, type InstructionSetup } from './InstructionSetup.js';
import { solveInstruction, stateFromSetup } from './solveInstruction.js';
import { moveShapes, positionOf, solverModel, tabulateMoveShapes, type SolverPosition } from './SolverModel.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { changeSets, SET_CELLS, turnsLowerBound } from './turnsLowerBound.js';
import { bruteForce, engineAfter } from '../game/__fixtures__/states.js';

/** A position as text, turn included. */
const keyOf = (p: SolverPosition): string => JSON.stringify([p.grid, p.reserve, p.tookReserve, p.abilityUsed, p.turn]);

/** A dealt Instruction (the engine's shuffle), as a solver setup with some base rules overridden. */
const dealt = (seed: string, level: 'basic' | 'I' | 'II', rules: InstructionSetup['rules'] = {}): InstructionSetup =>
  dealtSetup(seed, level, rules);

describe('the solver model plays the engine rules', () => {
  it('gives, from positions of random play, exactly the successors of legalDecisions and the reducer (rule options and overrides varied)', () => {
    const rng = SeededDice.fromSeed('solver-model');
    const variants: [InstructionSetup['rules'], Partial<TacmentoOptions>][] = [
      [{}, {}],
      [{ difficulty: 'extreme' }, {}],
      [{ abilities: 'unlimited', reserveTwiceInARow: true }, { stationaryManeuver: true }],
      [
        { difficulty: 'normal', roundLength: 3 },
        { flankingFollowsArrows: false, instructionPass: false },
      ],
      // Ruling R25: both abilities in one Campaign turn.
      [{ abilities: 'unlimited' }, { campaignAbilitiesPerTurn: 'each-moved' }],
    ];
    let compared = 0;
    variants.forEach(([rules, options], v) => {
      let state = stateFromSetup(dealt(`model/${v}`, 'II', rules), TacmentoOptionsSchema.parse(options));
      const model = solverModel(state);
      for (let step = 0; step < 11; step++) {
        const engine = new Map(
          legalDecisions(state).map((d) => [JSON.stringify(d), keyOf(positionOf(engineAfter(state, d)))]),
        );
        const fast = new Map(model.moves(positionOf(state)).map((m) => [JSON.stringify(m.decision), keyOf(m.next)]));
        expect(fast).toEqual(engine);
        compared += engine.size;
        const legal = legalDecisions(state);
        state = engineAfter(state, legal[rng.d(legal.length, 'a random legal decision') - 1]!);
      }
    });
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('the solver model on random positions (property)', () => {
  const variants: [InstructionSetup['rules'], Partial<TacmentoOptions>][] = [
    [{}, {}],
    [{ difficulty: 'extreme' }, {}],
    [{ abilities: 'unlimited', reserveTwiceInARow: true }, { stationaryManeuver: true }],
    [
      { difficulty: 'normal', roundLength: 3 },
      { flankingFollowsArrows: false, instructionPass: false },
    ],
    // Ruling R25: both abilities in one Campaign turn.
    [{ abilities: 'unlimited' }, { campaignAbilitiesPerTurn: 'each-moved' }],
  ];
  // Built inside the tests, not while the file is collected (code run outside a test makes its mutants static).
  const dealsOf = () =>
    (['basic', 'I', 'II'] as const).flatMap((level) =>
      variants.map(([rules, options], v) => {
        const start = stateFromSetup(
          dealt(`property/${level}/${v}`, level, rules),
          TacmentoOptionsSchema.parse(options),
        );
        return { start, model: solverModel(start) };
      }),
    );

  it("gives exactly the game's successors (legalDecisions, then the reducer) for any arrangement, flags and turn", () => {
    const deals = dealsOf();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: deals.length - 1 }),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        fc.nat(),
        (which, order, tookReserve, abilityUsed, turnSeed) => {
          const { start, model } = deals[which]!;
          // Any arrangement of the cards in play between the Tercio and a Reserve of the same size.
          const cards = [...model.cards];
          for (let i = cards.length - 1, x = order; i > 0; i--, x = Math.floor(x / (i + 1))) {
            const j = x % (i + 1);
            [cards[i], cards[j]] = [cards[j]!, cards[i]!];
          }
          const state: InstructionState = {
            ...start,
            grid: start.grid.map((row, r) => row.map((cell, c) => ({ ...cell, card: cards[r * model.cols + c]! }))),
            reserve: cards.slice(model.cells),
            tookReserveLastTurn: tookReserve,
            abilityUsedThisRound: abilityUsed,
            turn: turnSeed % start.turnLimit,
          };
          const engine = new Map(
            legalDecisions(state).map((d) => [JSON.stringify(d), keyOf(positionOf(engineAfter(state, d)))]),
          );
          const fast = new Map(model.moves(positionOf(state)).map((m) => [JSON.stringify(m.decision), keyOf(m.next)]));
          expect(fast).toEqual(engine);
        },
      ),
      { numRuns: 300, seed: 26 },
    );
  });

  it('fails when a successor is wrong: a model of other rules disagrees with the game', () => {
    // The same arrangement under the rulings and with stationary manoeuvres allowed: the property can fail.
    const { start } = dealsOf()[0]!;
    const other = solverModel({ ...start, rules: { ...start.rules, stationaryManeuver: true } });
    const engine = legalDecisions(start).map((d) => JSON.stringify(d));
    const fast = other.moves(positionOf(start)).map((m) => JSON.stringify(m.decision));
    expect(new Set(fast)).not.toEqual(new Set(engine));
  });
});

describe("the model's move shapes", () => {
  it('are kept per deck and Tercio shape, equal to those tabulated afresh (property)', () => {
    // The sample deck, and decks without the Drummers or the Captain (other ability moves).
    const decks = [
      sampleDeck.troops,
      sampleDeck.troops.filter((t) => t.ability !== 'motivate'),
      sampleDeck.troops.filter((t) => t.ability !== 'command'),
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: decks.length - 1 }),
        fc.constantFrom([4, 3] as const, [3, 4] as const, [3, 3] as const),
        (d, [rows, cols]) => {
          const kept = moveShapes(decks[d]!, rows, cols);
          expect(kept).toEqual(tabulateMoveShapes(decks[d]!, rows, cols));
          expect(moveShapes(decks[d]!, rows, cols)).toBe(kept);
        },
      ),
      { numRuns: 20, seed: 26 },
    );
    // The decks differ in their ability moves, so a table kept for the wrong deck would fail above.
    expect(tabulateMoveShapes(decks[1]!, 4, 3).abilityMoves).not.toEqual(
      tabulateMoveShapes(decks[2]!, 4, 3).abilityMoves,
    );
  });

  it("are the tables every model of the deck and shape reads, each move's changed set the smallest holding its changes", () => {
    const deals = (['I', 'II'] as const).map((level, i) => stateFromSetup(dealt(`shared/${i}`, level)));
    const models = deals.map((state) => solverModel(state));
    // Two setups of one deck and shape share the kept tables (nothing is built per setup).
    const kept = moveShapes(deals[0]!.troops, models[0]!.rows, models[0]!.cols);
    for (const model of models) {
      expect(model.permutation).toBe(kept.permutation);
      expect(model.changedSet).toBe(kept.changedSet);
    }
    // Ruling R25 tabulates more moves: its own tables.
    const both = solverModel({
      ...deals[0]!,
      abilities: 'unlimited',
      rules: { ...deals[0]!.rules, campaignAbilitiesPerTurn: 'each-moved' },
    });
    expect(both.permutation.length).toBeGreaterThan(kept.permutation.length);
    // Each move's set holds every cell it changes, and no set of fewer cells does (lines before row-and-column pairs).
    const { cells, rows, cols } = models[0]!;
    const sets = changeSets(rows, cols);
    const cellsOf = (set: number) => [...sets.subarray(set * SET_CELLS, (set + 1) * SET_CELLS)].filter((c) => c >= 0);
    let checked = 0;
    for (let move = 0; move < kept.changedSet.length; move++) {
      const changed = Array.from({ length: cells }, (_, c) => c).filter(
        (c) => kept.permutation[move * cells + c] !== c,
      );
      const holding = Array.from({ length: sets.length / SET_CELLS }, (_, set) => set).filter((set) =>
        changed.every((c) => cellsOf(set).includes(c)),
      );
      expect(kept.changedSet[move]).toBe(changed.length === 0 ? -1 : holding[0]);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('never change a first or last row with a first or last column alone: the Captain swaps the troops on either side of him', () => {
    // Rulebook, Command (Captain): "Each time you move the Captain ..., you can exchange the troop above (north of the
    // Captain) for the troop below (south of the Captain), or the troop to the left (west of the Captain) for the
    // troop to the right (east of the Captain)." The swap's line crosses the pushed line at the Captain, who has a
    // troop on either side: a vertical swap after a row's push needs him in row 2 or 3, a horizontal one after a
    // column's push in column 2. Motivate moves the pushed line again. So no move's smallest set is row 1 or 4 with
    // column 1 or 3 (sets 7, 9, 16, 18): the search reads set 7, the first after the lines, as no line.
    const state = stateFromSetup(dealt('shared/0', 'I'));
    const corners = [0, 3].flatMap((r) => [0, 2].map((c) => 7 + r * 3 + c));
    expect(corners).toEqual([7, 9, 16, 18]);
    for (const both of [false, true]) {
      const { changedSet } = moveShapes(state.troops, 4, 3, both);
      const seen = new Set(changedSet);
      expect(corners.filter((set) => seen.has(set))).toEqual([]);
      // Every other row-and-column set is some move's (the Captain in the middle rows or column).
      expect([8, 10, 11, 12, 13, 14, 15, 17].filter((set) => !seen.has(set))).toEqual([]);
    }
  });
});

describe('the lower bound on turns', () => {
  it('is 0 on a complete Tercio and counts the lines holding the cells that must change', () => {
    // Sample Objective 1 is RRR in any row or (rotated) column: row 1 of this Tercio is complete.
    const setup = loadSetup(
      {
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: [1],
        tercio: [
          [6, 7, 8],
          [11, 12, 13],
          [15, 16, 17],
          [2, 3, 4],
        ],
        reserve: [9, 10, 18],
      },
      'bound.json',
    );
    const state = stateFromSetup(setup);
    const bound = turnsLowerBound(state);
    expect(
      bound.bound(
        state.grid.flat().map((c) => c.card),
        0,
      ),
    ).toBe(0);
    // Only one red in row 1: two of its cells must change, which one line (that row) holds.
    const one = [6, 2, 3, 11, 12, 13, 15, 16, 17, 4, 5, 18];
    expect(bound.bound(one, 0)).toBe(1);
    // Three reds, one per row in different columns, the rest yellow and blue: every placement misses 2 or 3
    // cells spread over rows and columns; the nearest (row 1, missing its columns 2-3) needs one line.
    expect(bound.bound([6, 11, 12, 15, 7, 13, 16, 17, 8, 2, 3, 4], 0)).toBe(1);
    // No red at all in the Tercio: 3 cells of one line, still one line, and never less than 1 turn.
    expect(bound.bound([2, 3, 4, 11, 12, 13, 15, 16, 17, 5, 14, 18], 5)).toBe(1);
  });

  it('tabulates the fewest lines: cells on a diagonal of 3 need 3 lines, 2 turns with an ability, 3 without', () => {
    // An Objective of 3 single cells would be needed to see it directly; the diagonal Objective 17 (A.,.A,A.)
    // on a Tercio without blue or red needs its 3 cells in 2 columns and 3 rows: 2 lines (its two columns).
    const setup = loadSetup(
      {
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: [17],
        tercio: [
          [1, 2, 3],
          [4, 5, 15],
          [16, 18, 6],
          [7, 8, 9],
        ],
        reserve: [10, 11, 12],
      },
      'diag.json',
    );
    const state = stateFromSetup(setup);
    const greenYellow = [1, 2, 3, 4, 5, 15, 16, 18, 2, 3, 4, 5];
    expect(turnsLowerBound(state).bound(greenYellow, 0)).toBe(2);
    expect(turnsLowerBound(state).bound(greenYellow, 1)).toBe(1);
  });

  it('counts a child that changed one line as a count afresh would, up to the limit asked (property)', () => {
    // Dealt setups the cards in play can complete (the solver searches no other).
    const bounds = (['I', 'II', 'I', 'II', 'I', 'II'] as const)
      .map((level, i) => turnsLowerBound(stateFromSetup(dealt(`lines/${i}`, level))))
      .filter((b) => b.proof === null);
    expect(bounds.length).toBeGreaterThan(1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: bounds.length - 1 }),
        fc.array(fc.nat(14), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.nat(14), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 7 }),
        (which, parentCards, line, lineCards, limit) => {
          const bound = bounds[which]!;
          const counter = bound.lineCounter(2);
          const grid = new Uint8Array(24);
          grid.set(parentCards, 0);
          const parentLines = counter.parent(grid, 0, 0);
          expect(parentLines).toBe(bound.linesOfIndices(grid, 0));
          // The child: the parent with the cells of `line` (rows first, then columns) replaced.
          grid.set(parentCards, 12);
          const cells = line < 4 ? [0, 1, 2].map((c) => line * 3 + c) : [0, 1, 2, 3].map((r) => r * 3 + line - 4);
          cells.forEach((cell, i) => (grid[12 + cell] = lineCards[i]!));
          const fresh = bound.linesOfIndices(grid.subarray(12), 0);
          const counted = counter.afterLine(0, line, grid, 12, limit);
          expect(Math.min(counted, limit + 1)).toBe(Math.min(fresh, limit + 1));
        },
      ),
      { numRuns: 500, seed: 26 },
    );
  });

  it('is never more than the true fewest turns (brute force on dealt setups; also with both abilities a turn, R25)', () => {
    for (let i = 0; i < 8; i++) {
      const both = i >= 6;
      const setup = dealt(`bound/${i}`, i % 2 ? 'I' : 'basic', {
        turnLimit: 2,
        ...(both ? { abilities: 'unlimited' } : {}),
      });
      const state = stateFromSetup(
        setup,
        TacmentoOptionsSchema.parse(both ? { campaignAbilitiesPerTurn: 'each-moved' } : {}),
      );
      const truth = bruteForce(state);
      const h = turnsLowerBound(state).bound(
        state.grid.flat().map((c) => c.card),
        2,
      );
      if (truth !== null) expect(h).toBeLessThanOrEqual(truth);
    }
  });
});

describe('solveInstruction against brute force', () => {
  it('gives the fewest turns or "impossible" exactly as an exhaustive search of the engine does (turn limit 2)', () => {
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) {
      const setup = dealt(`brute/${i}`, (['basic', 'I', 'II'] as const)[i % 3]!, { turnLimit: 2 });
      const truth = bruteForce(stateFromSetup(setup));
      const result = solveInstruction(setup);
      answers.push(result.status === 'solved' ? String(result.turns) : result.status);
      if (truth === null) expect(result.status).toBe('impossible');
      else expect(result).toMatchObject({ status: 'solved', turns: truth });
    }
    // Both answers occur, so both kinds of claim were checked.
    expect(answers).toContain('impossible');
    expect(answers.some((a) => a === '1' || a === '2')).toBe(true);
  });

  it('gives the same answers as the exhaustive search with both abilities in one Campaign turn (ruling R25)', () => {
    const options = TacmentoOptionsSchema.parse({ campaignAbilitiesPerTurn: 'each-moved' });
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const setup = dealt(`brute-r25/${i}`, (['basic', 'I'] as const)[i % 2]!, {
        turnLimit: 2,
        abilities: 'unlimited',
      });
      const truth = bruteForce(stateFromSetup(setup, options));
      const result = solveInstruction(setup, { options });
      answers.push(result.status === 'solved' ? String(result.turns) : result.status);
      if (truth === null) expect(result.status).toBe('impossible');
      else expect(result).toMatchObject({ status: 'solved', turns: truth });
    }
    expect(answers.some((a) => a === '1' || a === '2')).toBe(true);
  });

  it('solutions of dealt Level II setups (three Objectives) replay legally in a real game and win on their last turn', () => {
    let solved = 0;
    // Seeds of bench/tacmento-solver.mjs whose setups are solvable in 2 to 4 turns.
    for (const i of [2, 4, 8, 9]) {
      const setup = dealt(`solver-bench/II/${i}`, 'II');
      const result = solveInstruction(setup, { maxStates: 400_000 });
      expect(result.status).not.toBe('unknown');
      if (result.status !== 'solved') continue;
      solved++;
      const game = createGame(
        tacmento,
        { mode: 'instruction', objectives: setup.objectives, tercio: setup.tercio, reserve: setup.reserve },
        { seed: 'replay' },
      );
      for (const move of result.moves) expect(game.decide(move)).toEqual({ ok: true });
      expect(game.isOver()).toBe(true);
      expect(game.result()).toMatchObject({ winner: 'solo', turns: result.turns });
    }
    expect(solved).toBe(4);
  });
});
