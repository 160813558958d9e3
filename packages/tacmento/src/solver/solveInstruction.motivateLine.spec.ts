import { createGame, SeededDice } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TacmentoDecision } from '../game/Decision.js';
import type { InstructionState } from '../game/State.js';
import { bruteForce, engineAfter } from '../game/__fixtures__/states.js';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import { tacmento } from '../ruleset.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { dealtSetup } from './__fixtures__/dealt.js';
import { r15Setup } from './__fixtures__/r15.js';
import { loadSetup } from './InstructionSetup.js';
import { solveInstruction, stateFromSetup } from './solveInstruction.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { moveShapes, positionOf, solverModel, tabulateMoveShapes, WIDE, type SolverPosition } from './SolverModel.js';
import { turnsForLines, turnsLowerBound } from './turnsLowerBound.js';

// Ruling R15 in the solver. Rulebook: Motivate — "you can make an extra move in the same direction of movement that
// just occurred. The troop expelled from the formation is placed in the empty slot." Under motivateLine 'parallel'
// the extra move may push any line parallel to the push, so a turn may change two parallel lines.
// Sample deck: cavalry 11-13 and the Captain 14 are blue, Drummers 18; Objective 11 is BBB in any line.
type MotivateLine = TacmentoOptions['motivateLine'];
const raw = r15Setup;
const setup = loadSetup(raw, 'r15.json');
/**
 * Cavalry 13 pushed west along row 1 (2, 18, 13: the Drummers move), then Motivate west along row 2 (17, 7, 12):
 * column 3 reads 13, 12, 14 — blue, blue, blue.
 */
const parallelLine: TacmentoDecision = {
  kind: 'squadron',
  row: 0,
  col: 1,
  direction: 'west',
  ability: { kind: 'motivate', line: 1 },
};
const game = (motivateLine: MotivateLine) =>
  createGame<InstructionState, TacmentoDecision>(
    tacmento,
    {
      mode: 'instruction',
      objectives: [...raw.objectives],
      tercio: raw.tercio.map((r) => [...r]),
      reserve: [...raw.reserve],
    },
    { seed: 'r15-solver', options: { motivateLine } },
  );

/** A position as text, turn included. */
const keyOf = (p: SolverPosition): string => JSON.stringify([p.grid, p.reserve, p.tookReserve, p.abilityUsed, p.turn]);
/** The game's successors of a state: its legal decisions, each with the position the reducer leaves. */
const engineMoves = (state: InstructionState) =>
  new Map(legalDecisions(state).map((d) => [JSON.stringify(d), keyOf(positionOf(engineAfter(state, d)))]));
/** Ruling R15's `parallel`, alone (once per round) and with R25's both abilities (unlimited). */
const parallelVariants: [Parameters<typeof dealtSetup>[2], Partial<TacmentoOptions>][] = [
  [{}, { motivateLine: 'parallel' }],
  [{ abilities: 'unlimited' }, { motivateLine: 'parallel', campaignAbilitiesPerTurn: 'each-moved' }],
];

describe('the solver model plays the engine rules under motivateLine parallel (ruling R15)', () => {
  it('gives, from positions of random play, exactly the successors of legalDecisions and the reducer', () => {
    const rng = SeededDice.fromSeed('solver-model-r15');
    let compared = 0;
    let wide = 0;
    parallelVariants.forEach(([rules, options], v) => {
      let state = stateFromSetup(dealtSetup(`model-r15/${v}`, 'II', rules), TacmentoOptionsSchema.parse(options));
      const model = solverModel(state);
      for (let step = 0; step < 11; step++) {
        const fast = new Map(model.moves(positionOf(state)).map((m) => [JSON.stringify(m.decision), keyOf(m.next)]));
        const engine = engineMoves(state);
        expect(fast).toEqual(engine);
        compared += engine.size;
        wide += [...engine.keys()].filter((k) => k.includes('"motivate","line"')).length;
        const legal = legalDecisions(state);
        state = engineAfter(state, legal[rng.d(legal.length, 'a random legal decision') - 1]!);
      }
    });
    expect(compared).toBeGreaterThan(500);
    expect(wide).toBeGreaterThan(20);
  });

  it("gives exactly the game's successors for any arrangement, flags and turn (property)", () => {
    const deals = (['basic', 'I', 'II'] as const).flatMap((level) =>
      parallelVariants.map(([rules, options], v) => {
        const start = stateFromSetup(
          dealtSetup(`property-r15/${level}/${v}`, level, rules),
          TacmentoOptionsSchema.parse(options),
        );
        return { start, model: solverModel(start) };
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: deals.length - 1 }),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        fc.nat(),
        (which, order, tookReserve, abilityUsed, turnSeed) => {
          const { start, model } = deals[which]!;
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
          const fast = new Map(model.moves(positionOf(state)).map((m) => [JSON.stringify(m.decision), keyOf(m.next)]));
          expect(fast).toEqual(engineMoves(state));
        },
      ),
      { numRuns: 200, seed: 15 },
    );
  });
});

describe('Motivate along a parallel line, in the solver (ruling R15, motivateLine)', () => {
  it("answers 1 turn under 'parallel' (a push and Motivate along the next row), 2 under 'same'", () => {
    expect(solveInstruction(setup, { options: { motivateLine: 'parallel' } })).toMatchObject({
      status: 'solved',
      turns: 1,
      moves: [parallelLine],
    });
    expect(solveInstruction(setup)).toMatchObject({ status: 'solved', turns: 2 });
    expect(solveInstruction(setup, { options: { motivateLine: 'same' } })).toMatchObject({
      status: 'solved',
      turns: 2,
    });
  });

  it("the solver's line, replayed through the game under 'parallel', completes the Instruction; the game refuses it under 'same'", () => {
    const parallel = game('parallel');
    expect(parallel.decide(parallelLine)).toEqual({ ok: true });
    expect(parallel.state.grid.map((r) => r[2]!.card)).toEqual([13, 12, 14, 8]);
    expect(parallel.state.outcome).not.toBeNull();
    expect(parallel.state.completedAt).toBe(1);
    const same = game('same');
    expect(same.decide(parallelLine)).toMatchObject({ ok: false });
  });

  it("the model's moves are the game's legal decisions under 'parallel', each Motivate line one move of two lines", () => {
    const state = stateFromSetup(setup, TacmentoOptionsSchema.parse({ motivateLine: 'parallel' }));
    const model = solverModel(state);
    const fromModel = model.moves(positionOf(state)).map((m) => JSON.stringify(m.decision));
    expect(new Set(fromModel)).toEqual(new Set(legalDecisions(state).map((d) => JSON.stringify(d))));
    expect(fromModel).toContain(JSON.stringify(parallelLine));
    // Motivate along another row than the push's fits no line nor row-and-column set; along its own row, one line.
    const motivates = model.changedSet.filter((set, move) => model.usesAbility[move] === 1 && set === WIDE);
    expect(motivates.length).toBeGreaterThan(0);
    const same = solverModel(stateFromSetup(setup));
    expect(same.changedSet.includes(WIDE)).toBe(false);
  });

  it('answers as an exhaustive search of the engine does (dealt setups, turn limit 2; once per round and unlimited with both abilities)', () => {
    const answers: string[] = [];
    const variants: [Parameters<typeof dealtSetup>[2], Partial<TacmentoOptions>][] = [
      [{ turnLimit: 2 }, { motivateLine: 'parallel' }],
      [
        { turnLimit: 2, abilities: 'unlimited' },
        { motivateLine: 'parallel', campaignAbilitiesPerTurn: 'each-moved' },
      ],
    ];
    for (const [rules, chosen] of variants)
      for (const seed of ['r15/82', 'r15/86', 'r15/89', 'r15/0', 'r15/1', 'r15/2']) {
        const level = seed === 'r15/89' || seed === 'r15/1' ? 'I' : 'basic';
        const dealt = dealtSetup(seed, level, rules);
        const options = TacmentoOptionsSchema.parse(chosen);
        const truth = bruteForce(stateFromSetup(dealt, options));
        const result = solveInstruction(dealt, { options });
        answers.push(result.status === 'solved' ? String(result.turns) : result.status);
        if (truth === null) expect(result.status, seed).toBe('impossible');
        else expect(result, seed).toMatchObject({ status: 'solved', turns: truth });
      }
    expect(answers).toContain('1');
    expect(answers).toContain('2');
  });

  it("keeps the move shapes per reading: 'parallel' tables equal to those tabulated afresh, and other than 'same''s", () => {
    const troops = sampleDeck.troops;
    for (const both of [false, true]) {
      const kept = moveShapes(troops, 4, 3, both, 'parallel');
      // Tabulated afresh without R25 only (its pair tables take seconds).
      if (!both) expect(kept).toEqual(tabulateMoveShapes(troops, 4, 3, both, 'parallel'));
      expect(moveShapes(troops, 4, 3, both, 'parallel')).toBe(kept);
      const same = moveShapes(troops, 4, 3, both, 'same');
      expect(same).not.toBe(kept);
      expect(same.abilities).toHaveLength(3);
      expect(kept.abilities).toHaveLength(6);
      expect(same.changedSet.includes(WIDE)).toBe(false);
      expect(kept.changedSet.includes(WIDE)).toBe(true);
      // R25: Command with each Motivate line, either order (8 + 8), against 4 under 'same'.
      expect(kept.pairs).toHaveLength(16);
      expect(same.pairs).toEqual([
        [0, 2],
        [1, 2],
        [2, 0],
        [2, 1],
      ]);
    }
  });

  it('the bound is never more than the true fewest turns under parallel (brute force on dealt setups; with R25 too)', () => {
    for (let i = 0; i < 8; i++) {
      const both = i >= 4;
      const setup = dealtSetup(`bound-r15/${i}`, i % 2 ? 'I' : 'basic', {
        turnLimit: 2,
        ...(both ? { abilities: 'unlimited' } : {}),
      });
      const state = stateFromSetup(
        setup,
        TacmentoOptionsSchema.parse({
          motivateLine: 'parallel',
          ...(both ? { campaignAbilitiesPerTurn: 'each-moved' } : {}),
        }),
      );
      const truth = bruteForce(state);
      const grid = state.grid.flat().map((c) => c.card);
      const h = both ? turnsLowerBound(state).bound(grid, Infinity, 3) : turnsLowerBound(state).bound(grid, 2);
      if (truth !== null) expect(h).toBeLessThanOrEqual(truth);
    }
  });

  it('the lower bound: a turn of Command or Motivate along another line changes 2 lines at most, 3 with both abilities', () => {
    expect(turnsForLines(4, 1)).toBe(3);
    expect(turnsForLines(4, 1, 2)).toBe(3);
    expect(turnsForLines(5, Infinity)).toBe(3);
    expect(turnsForLines(5, Infinity, 3)).toBe(2);
    expect(turnsForLines(6, Infinity, 3)).toBe(2);
    expect(turnsForLines(7, 1, 3)).toBe(5);
    expect(turnsForLines(3, 0, 3)).toBe(3);
  });
});
