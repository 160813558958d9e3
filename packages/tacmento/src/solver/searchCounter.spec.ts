import { createGame } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealtSetup } from './__fixtures__/dealt.js';
import type { InstructionState } from '../game/State.js';
import { tacmento } from '../ruleset.js';
import { solveInstruction } from './solveInstruction.js';
import { changeSets, lowerBoundTables, SET_CELLS, type LowerBoundTables } from './turnsLowerBound.js';

const CELLS = 12;
const LINES = 7;

/** The lower-bound tables of dealt setups the cards in play can complete (the solver searches no other). */
function dealtTables(): LowerBoundTables[] {
  return (['I', 'II', 'I', 'II', 'I', 'II'] as const)
    .map((level, i) => {
      const state = createGame(tacmento, { mode: 'instruction', level }, { seed: `lines/${i}` })
        .state as InstructionState;
      return lowerBoundTables(state);
    })
    .filter((t) => t.proof === null);
}

/** Cells of a changed set (a line, or a row and a column crossing). */
const cellsOf = (sets: Int8Array, set: number): number[] =>
  [...sets.subarray(set * SET_CELLS, (set + 1) * SET_CELLS)].filter((c) => c >= 0);

/**
 * A move on `set`: each cell of the set takes a parent cell (`sources`, any of the 12) or, for the value 12,
 * the incoming card; the rest stay. Returns the permutation and the child it makes.
 */
function childOf(parent: Uint8Array, sets: Int8Array, set: number, sources: number[], card: number) {
  const permutation = Int8Array.from({ length: CELLS }, (_, i) => i);
  cellsOf(sets, set).forEach((cell, i) => (permutation[cell] = sources[i]!));
  const child = Uint8Array.from(permutation, (source) => (source === CELLS ? card : parent[source]!));
  return { permutation, child };
}

describe('the change sets', () => {
  it('are the 4 rows, the 3 columns, then each row with each column (6 cells)', () => {
    const sets = changeSets(4, 3);
    expect(sets.length).toBe((LINES + CELLS) * SET_CELLS);
    expect(cellsOf(sets, 0)).toEqual([0, 1, 2]);
    expect(cellsOf(sets, 4)).toEqual([0, 3, 6, 9]);
    // Row 2 (index 1) with column 3 (index 2).
    expect(cellsOf(sets, LINES + 1 * 3 + 2)).toEqual([2, 3, 4, 5, 8, 11]);
  });
});

// The tables are built inside each test, not while the file is collected: code run outside a test makes every
// mutant of it static for Stryker (each then runs every test).
describe("the solver's search counter", () => {
  const sets = changeSets(4, 3);

  it('says a child on the last turn completes exactly when a count afresh finds no line to change, after another parent (property)', () => {
    const tables = dealtTables();
    expect(tables.length).toBeGreaterThan(1);
    let completed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: tables.length - 1 }),
        fc.array(fc.nat(14), { minLength: CELLS, maxLength: CELLS }),
        fc.array(fc.nat(14), { minLength: CELLS, maxLength: CELLS }),
        fc.integer({ min: 0, max: LINES + CELLS - 1 }),
        fc.array(fc.nat(CELLS), { minLength: SET_CELLS, maxLength: SET_CELLS }),
        fc.nat(14),
        (which, decoyCards, parentCards, set, sources, card) => {
          const table = tables[which]!;
          const counter = table.searchCounter(2);
          // A decoy parent first, its pair sets filled: nothing of it may remain.
          counter.lastParent(Uint8Array.from(decoyCards), 0);
          counter.open(LINES + 5);
          const parent = Uint8Array.from(parentCards);
          counter.lastParent(parent, 0);
          const { permutation, child } = childOf(parent, sets, set, sources, card);
          const fresh = table.linesOfIndices(child, 0) === 0;
          const completes = counter.open(set) && counter.completes(set, parent, 0, permutation, 0, card);
          if (fresh) completed++;
          expect(completes).toBe(fresh);
          // No set open at all: no child of any move completes (lines alone: no child of a one-line move).
          if (fresh) expect(counter.anyOpen(true)).toBe(true);
          if (fresh && set < LINES) expect(counter.anyOpen(false)).toBe(true);
        },
      ),
      { numRuns: 2000, seed: 2601 },
    );
    // Children that complete were drawn too (both answers checked).
    expect(completed).toBeGreaterThan(0);
  });

  it('counts a child read through its move as the same child written out, the parent looking at sets up to a size (property)', () => {
    const tables = dealtTables();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: tables.length - 1 }),
        fc.array(fc.nat(14), { minLength: CELLS, maxLength: CELLS }),
        fc.integer({ min: 0, max: LINES - 1 }),
        fc.array(fc.nat(CELLS), { minLength: SET_CELLS, maxLength: SET_CELLS }),
        fc.nat(14),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        (which, parentCards, line, sources, card, limitAsked, above) => {
          const table = tables[which]!;
          const counter = table.searchCounter(2);
          const parent = Uint8Array.from(parentCards);
          // The parent looks at sets of up to `most` lines; children are asked below that.
          const most = Math.min(7, limitAsked + above);
          const limit = Math.min(limitAsked, most - 1);
          const parentLines = counter.parent(parent, 0, 0, most);
          expect(Math.min(parentLines, most + 1)).toBe(Math.min(table.linesOfIndices(parent, 0), most + 1));
          const { permutation, child } = childOf(parent, sets, line, sources, card);
          const counted = counter.afterMove(0, line, parent, 0, permutation, 0, card, limit);
          const fresh = table.linesOfIndices(child, 0);
          expect(Math.min(counted, limit + 1)).toBe(Math.min(fresh, limit + 1));
        },
      ),
      { numRuns: 1000, seed: 2602 },
    );
  });
});

describe('the solver on positions with one turn left', () => {
  it('finds the same first line, in the same order, as the solver at 14dcf6c (dealt Level II setups)', () => {
    const dealt = (i: number) => dealtSetup(`solver-bench/II/${i}`, 'II');
    // Recorded from the solver at 14dcf6c (before the last-turn check and the packed table).
    expect(solveInstruction(dealt(4))).toMatchObject({
      status: 'solved',
      moves: [
        { kind: 'squadron', row: 2, col: 1, direction: 'south' },
        { kind: 'squadron', row: 2, col: 2, direction: 'south', ability: { kind: 'motivate' } },
        { kind: 'flanking', card: 1, direction: 'north', line: 2 },
      ],
    });
    expect(solveInstruction(dealt(27))).toMatchObject({
      status: 'solved',
      moves: [
        { kind: 'squadron', row: 0, col: 0, direction: 'west' },
        { kind: 'flanking', card: 13, direction: 'north', line: 2, ability: { kind: 'motivate' } },
        { kind: 'squadron', row: 3, col: 0, direction: 'west' },
        { kind: 'flanking', card: 2, direction: 'south', line: 0 },
      ],
    });
  });
});
