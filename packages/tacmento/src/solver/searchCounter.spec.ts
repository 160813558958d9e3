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

/**
 * Dealt states the cards in play can complete (the solver searches no other), one a level and seed `<prefix>/<i>`,
 * with their lower-bound tables and the cards in play by index (what the counters read: index i is the i-th smallest
 * card number in play).
 */
function dealtStates(prefix: string, levels: readonly ('I' | 'II')[]) {
  return levels
    .map((level, i) => {
      const state = createGame(tacmento, { mode: 'instruction', level }, { seed: `${prefix}/${i}` })
        .state as InstructionState;
      const sorted = [...state.grid.flat().map((c) => c.card), ...state.reserve].sort((a, b) => a - b);
      return { table: lowerBoundTables(state), sorted };
    })
    .filter(({ table }) => table.proof === null);
}

/** The lower-bound tables of six dealt setups (seeds `lines/<i>`). */
const dealtTables = (): LowerBoundTables[] =>
  dealtStates('lines', ['I', 'II', 'I', 'II', 'I', 'II']).map(({ table }) => table);

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

  it('serves a search of up to 25 depths (the longest turn limit, 24, and one) and refuses more', () => {
    const [table] = dealtTables();
    expect(() => table!.searchCounter(25)).not.toThrow();
    expect(() => table!.lineCounter(25)).not.toThrow();
    expect(() => table!.searchCounter(26)).toThrow('solver: at most 25 depths (asked 26)');
    expect(() => table!.lineCounter(26)).toThrow('solver: at most 25 depths (asked 26)');
  });

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

/** Bit i for each cell i of a changed set. */
const maskOf = (sets: Int8Array, set: number): number => cellsOf(sets, set).reduce((m, c) => m | (1 << c), 0);

describe("the last turn's sets on parents that meet a way to complete the Objectives outside one of them", () => {
  const sets = changeSets(4, 3);
  const setMasks = Array.from({ length: LINES + CELLS }, (_, set) => maskOf(sets, set));

  it('are open exactly when some way is met on every cell outside the set, and a child that fills the set from the cards of its parent completes (property)', () => {
    const dealt = dealtStates('open', ['I', 'II', 'I', 'II', 'I', 'II', 'II', 'II']);
    expect(dealt.length).toBeGreaterThan(3);
    let opened = 0;
    let closed = 0;
    let filled = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: dealt.length - 1 }),
        fc.nat(),
        fc.array(fc.nat(14), { minLength: CELLS, maxLength: CELLS }),
        fc.array(fc.nat(14), { minLength: CELLS, maxLength: CELLS }),
        fc.integer({ min: 0, max: LINES + CELLS - 1 }),
        fc.nat(14),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (which, wayAsked, decoyCards, cards, set, incoming, completesFirst, random) => {
          const { table, sorted } = dealt[which]!;
          const n = sorted.length;
          const numbers = (grid: ArrayLike<number>) => Array.from(grid, (k) => sorted[k]!);
          const way = wayAsked % table.goals;
          // The parent: random cards, then (three times in four) every cell outside the set given a card the chosen
          // way takes there.
          const parent = Uint8Array.from(cards, (k) => k % n);
          for (let cell = 0; cell < CELLS && random > 0; cell++) {
            if ((setMasks[set]! >> cell) & 1) continue;
            for (let step = 0; step < n && (table.mismatch(numbers(parent), way) >> cell) & 1; step++)
              parent[cell] = (cards[cell]! + step) % n;
          }
          // The child: each cell of the set takes a parent's card (or the incoming one) that the way takes there.
          const card = incoming % n;
          const sources = cellsOf(sets, set).map((cell) => {
            const fits = (k: number) => {
              const grid = numbers(parent);
              grid[cell] = sorted[k]!;
              return ((table.mismatch(grid, way) >> cell) & 1) === 0;
            };
            if (fits(card)) return CELLS;
            return [...parent.keys()].find((j) => fits(parent[j]!)) ?? cell;
          });
          const { permutation, child } = childOf(parent, sets, set, sources, card);
          const complete = table.linesOfIndices(child, 0) === 0;
          if (complete) filled++;

          // What the counter must say, by brute force: a set is open when some way misses no cell outside it.
          const misses = Array.from({ length: table.goals }, (_, goal) => table.mismatch(numbers(parent), goal));
          const openSet = (s: number) => misses.some((m) => (m & ~setMasks[s]!) === 0);
          const anyLine = Array.from({ length: LINES }, (_, s) => s).some(openSet);
          const anySet = anyLine || Array.from({ length: CELLS }, (_, i) => LINES + i).some(openSet);
          if (openSet(set)) opened++;
          else closed++;

          const counter = table.searchCounter(2);
          // A decoy parent first, its pair sets filled: nothing of it may remain.
          counter.lastParent(
            Uint8Array.from(decoyCards, (k) => k % n),
            0,
          );
          counter.anyOpen(true);
          counter.lastParent(parent, 0);
          // Either question first: each fills the pair sets it needs.
          if (completesFirst) expect(counter.completes(set, parent, 0, permutation, 0, card)).toBe(complete);
          expect(counter.open(set)).toBe(openSet(set));
          if (!completesFirst) expect(counter.completes(set, parent, 0, permutation, 0, card)).toBe(complete);
          expect(counter.anyOpen(false)).toBe(anyLine);
          expect(counter.anyOpen(true)).toBe(anySet);
          if (table.mismatch(numbers(child), way) === 0) expect(complete).toBe(true);
        },
      ),
      { numRuns: 400, seed: 2603 },
    );
    // Both answers were drawn, and children that complete.
    expect(opened).toBeGreaterThan(40);
    expect(closed).toBeGreaterThan(40);
    expect(filled).toBeGreaterThan(40);
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
