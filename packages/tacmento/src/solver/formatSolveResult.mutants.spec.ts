import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { TacmentoDecision } from '../game/Decision.js';
import { describeDecision } from '../game/describe.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { tacmento } from '../ruleset.js';
import { formatSolveResult } from './formatSolveResult.js';
import { loadSetup, type InstructionSetupInput } from './InstructionSetup.js';
import { solveInstruction, stateFromSetup } from './solveInstruction.js';

const input = (rest: Omit<InstructionSetupInput, 'format' | 'formatVersion'>): InstructionSetupInput => ({
  format: 'muster-tacmento-setup',
  formatVersion: 1,
  ...rest,
});

describe('the printed answer of the solver (Rulebook: "meet the troop status requirements of the active Objective in 12 turns or less")', () => {
  it('names each turn of a solution in the words of the game, on the Tercio as that turn found it', () => {
    // Objective 1 "Line of shot" (RRR): one red in each of rows 1 to 3, none in row 4.
    const deal = input({
      objectives: [1],
      tercio: [
        [6, 2, 3],
        [4, 7, 5],
        [11, 12, 8],
        [13, 15, 16],
      ],
      reserve: [17, 18, 14],
    });
    const setup = loadSetup(deal, 'setup.json');
    const result = solveInstruction(setup);
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.turns).toBeGreaterThan(1);
    const lines = formatSolveResult(result, stateFromSetup(setup));
    expect(lines[0]).toBe(`solved in ${result.turns} turns (fewest possible; ${result.explored} positions searched)`);
    expect(lines).toHaveLength(result.turns + 1);
    // Each turn described on the game's own state before it (the engine plays the moves).
    const game = createGame(
      tacmento,
      { mode: 'instruction', objectives: deal.objectives, tercio: deal.tercio, reserve: deal.reserve },
      { seed: 'format' },
    );
    result.moves.forEach((move, i) => {
      const said = describeDecision(move, game.state, 'solo');
      expect(said.startsWith('solo: ')).toBe(true);
      expect(lines[i + 1]).toBe(`${i + 1}. ${said.slice('solo: '.length)}`);
      expect(game.decide(move)).toEqual({ ok: true });
    });
    expect(game.isOver()).toBe(true);
  });

  it('says "1 turn", "0 turns" when already complete, and "impossible within" the turn limit with the reason', () => {
    const one = loadSetup(
      input({
        objectives: [1],
        tercio: [
          [2, 3, 4],
          [11, 12, 13],
          [15, 16, 9],
          [6, 7, 5],
        ],
        reserve: [8, 10, 14],
      }),
      'one.json',
    );
    const solved = solveInstruction(one);
    expect(solved).toMatchObject({ status: 'solved', turns: 1 });
    expect(formatSolveResult(solved, stateFromSetup(one))[0]).toBe(
      `solved in 1 turn (fewest possible; ${solved.explored} positions searched)`,
    );
    const done = loadSetup(
      input({
        objectives: [1],
        tercio: [
          [6, 7, 8],
          [2, 3, 4],
          [11, 12, 13],
          [15, 16, 17],
        ],
        reserve: [9, 10, 14],
      }),
      'done.json',
    );
    expect(formatSolveResult(solveInstruction(done), stateFromSetup(done))).toEqual([
      'solved in 0 turns: the Objectives are already complete',
    ]);
    // Objective 18 (a battery, 3 yellow) with only two yellow troops in play; a Battle card's limit of 5 turns.
    const short = loadSetup(
      input({
        objectives: [18],
        tercio: [
          [1, 2, 3],
          [4, 5, 6],
          [7, 8, 9],
          [10, 11, 12],
        ],
        reserve: [13, 15, 16],
        rules: { turnLimit: 5 },
      }),
      'short.json',
    );
    const impossible = solveInstruction(short);
    expect(impossible.status).toBe('impossible');
    if (impossible.status !== 'impossible') return;
    expect(formatSolveResult(impossible, stateFromSetup(short))).toEqual([
      `impossible within 5 turns: ${impossible.reason}`,
    ]);
    // A position budget, not the clock, ended it: no "(time limit)".
    const budget = solveInstruction(one, { maxStates: 0 });
    expect(budget.status).toBe('unknown');
    if (budget.status !== 'unknown') return;
    expect(formatSolveResult(budget, stateFromSetup(one))).toEqual([
      `unknown: ${budget.reason} (searched ${budget.searchedTurns} turn(s) exhaustively, ${budget.explored} positions)`,
    ]);
    // The clock ended it (`--time-limit`): the answer says so.
    expect(formatSolveResult({ ...budget, stoppedBy: 'time' }, stateFromSetup(one))).toEqual([
      `unknown (time limit): ${budget.reason} (searched ${budget.searchedTurns} turn(s) exhaustively, ${budget.explored} positions)`,
    ]);
  });

  it('describes a spent turn, and each later turn on the Tercio the turns before it left', () => {
    // A hand-made answer (the solver never spends a turn it does not need), played in the engine: a pass, the
    // Pikemen 2 at row 1 column 1 pushing south, then a squadron manoeuvre of the card now standing there.
    const deal = input({
      objectives: [1],
      tercio: [
        [2, 3, 4],
        [11, 12, 13],
        [15, 16, 9],
        [6, 7, 5],
      ],
      reserve: [8, 10, 14],
    });
    const start = stateFromSetup(loadSetup(deal, 'pass.json'));
    const game = createGame(
      tacmento,
      { mode: 'instruction', objectives: deal.objectives, tercio: deal.tercio, reserve: deal.reserve },
      { seed: 'pass' },
    );
    const said: string[] = [];
    const play = (move: TacmentoDecision) => {
      said.push(describeDecision(move, game.state, 'solo').replace(/^solo: /, ''));
      expect(game.decide(move)).toEqual({ ok: true });
      return move;
    };
    const squadrons = () => legalDecisions(game.state).filter((d) => d.kind === 'squadron' && d.ability === undefined);
    const moves = [play(squadrons()[0]!)];
    // A squadron manoeuvre from a cell whose card the first turn changed.
    const next = squadrons().find(
      (d) => d.kind === 'squadron' && game.state.grid[d.row]![d.col]!.card !== start.grid[d.row]![d.col]!.card,
    )!;
    moves.push(play(next));
    // The second turn's card is not the one the Tercio began with there.
    expect(said[1]).not.toBe(describeDecision(next, start, 'solo').replace(/^solo: /, ''));
    // A spent turn between them changes nothing (the answer is the formatter's to describe, not the engine's).
    const answer = [moves[0]!, { kind: 'pass' } as const, moves[1]!];
    const lines = formatSolveResult({ status: 'solved', turns: 3, explored: 7, moves: answer }, start);
    expect(lines).toEqual([
      'solved in 3 turns (fewest possible; 7 positions searched)',
      `1. ${said[0]}`,
      '2. solo skips the turn',
      `3. ${said[1]}`,
    ]);
  });
});
