import { describe, expect, it } from 'vitest';
import type { ObjectiveCard } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { objectivesComplete } from '../game/resolve.js';
import type { InstructionState } from '../game/State.js';
import { loadSetup, type InstructionSetupInput } from './InstructionSetup.js';
import { stateFromSetup } from './solveInstruction.js';
import {
  changeSets,
  compileObjectiveGoals,
  lowerBoundTables,
  SET_CELLS,
  turnsForLines,
  turnsLowerBound,
} from './turnsLowerBound.js';

const objective = (n: number): ObjectiveCard => sampleDeck.objectives.find((o) => o.number === n)!;
const setup = (input: Omit<InstructionSetupInput, 'format' | 'formatVersion'>) =>
  loadSetup({ format: 'muster-tacmento-setup', formatVersion: 1, ...input }, 'bound.json');
/** The Tercio of a state with its cards replaced, row-major (the Reserve unchanged). */
const withGrid = (state: InstructionState, cards: readonly number[]): InstructionState => ({
  ...state,
  grid: state.grid.map((row, r) => row.map((cell, c) => ({ ...cell, card: cards[r * row.length + c]! }))),
});
const bits = (mask: number): number[] => [...Array(12).keys()].filter((cell) => (mask >> cell) & 1);

describe('the turns a set of lines needs (Rulebook: Command, "exchange the troop above ... for the troop below, or the troop to the left ... for the troop to the right")', () => {
  it('is one line a turn, two with each Command still possible (a push and the exchange across it)', () => {
    // Without Command every turn changes one line (a push along it).
    expect(turnsForLines(0, 0)).toBe(0);
    expect(turnsForLines(1, 0)).toBe(1);
    expect(turnsForLines(3, 0)).toBe(3);
    // "This ability can only be used once per round": one Command saves one turn, never more than half.
    expect(turnsForLines(3, 1)).toBe(2);
    expect(turnsForLines(4, 1)).toBe(3);
    expect(turnsForLines(4, 2)).toBe(2);
    expect(turnsForLines(5, 2)).toBe(3);
    // Unlimited Commands: two lines a turn at best.
    expect(turnsForLines(5, Infinity)).toBe(3);
    expect(turnsForLines(1, Infinity)).toBe(1);
  });
});

describe('the sets of cells one turn can change', () => {
  it('are every row, every column, then every row with every column, each cell row-major (a 4 x 3 Tercio and a 3 x 4 one)', () => {
    for (const [rows, cols] of [
      [4, 3],
      [3, 4],
    ] as const) {
      const sets = changeSets(rows, cols);
      const lines = rows + cols;
      expect(sets.length).toBe((lines + rows * cols) * SET_CELLS);
      const cellsOf = (set: number) =>
        [...sets.subarray(set * SET_CELLS, (set + 1) * SET_CELLS)].filter((cell) => cell >= 0);
      const all = [...Array(rows * cols).keys()];
      for (let r = 0; r < rows; r++) expect(cellsOf(r)).toEqual(all.filter((cell) => Math.floor(cell / cols) === r));
      for (let c = 0; c < cols; c++) expect(cellsOf(rows + c)).toEqual(all.filter((cell) => cell % cols === c));
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++)
          expect(cellsOf(lines + r * cols + c)).toEqual(
            all.filter((cell) => Math.floor(cell / cols) === r || cell % cols === c),
          );
      // Unused entries past a set's cells are -1: a row's past its cols cells.
      expect([...sets.subarray(0, SET_CELLS)].slice(cols)).toEqual(Array(SET_CELLS - cols).fill(-1));
    }
  });
});

describe('an Objective\'s goals on the deck (Rulebook: "the captain belongs to the cavalry (blue) and the Drummers and Fifers to the artillery (yellow)")', () => {
  const accepted = (accept: readonly boolean[]) => accept.flatMap((ok, n) => (ok ? [n] : []));

  it('accepts, per cell, exactly the cards meeting its requirement: colour, troop, card number, one colour among two', () => {
    // Objective 1 "Line of shot" (RRR): the five Arquebusiers (red), in any row or, rotated, any column.
    const line = compileObjectiveGoals(objective(1), sampleDeck.troops, 4, 3, false);
    expect(line).toHaveLength(4 + 3 * 2);
    for (const goal of line) {
      expect(goal.cells).toHaveLength(3);
      for (const accept of goal.accept) expect(accepted(accept)).toEqual([6, 7, 8, 9, 10]);
    }
    // A troop requirement: Cavalry, the Captain counted among them.
    const cavalry: ObjectiveCard = { ...objective(14), pattern: ['C'], legend: { C: { troop: 'cavalry' } } };
    const horse = compileObjectiveGoals(cavalry, sampleDeck.troops, 4, 3, false);
    expect(horse).toHaveLength(12);
    for (const goal of horse) expect(accepted(goal.accept[0]!)).toEqual([11, 12, 13, 14]);
    // Artillery, the Drummers and Fifers counted among them.
    const guns: ObjectiveCard = { ...cavalry, legend: { C: { troop: 'artillery' } } };
    for (const goal of compileObjectiveGoals(guns, sampleDeck.troops, 4, 3, false))
      expect(accepted(goal.accept[0]!)).toEqual([15, 16, 17, 18]);
    // Objective 13: "C" is card 14 alone, "Y" any yellow.
    const captain = compileObjectiveGoals(objective(13), sampleDeck.troops, 4, 3, false);
    for (const goal of captain) {
      const cells = goal.cells.map((cell, i) => ({ cell, cards: accepted(goal.accept[i]!) }));
      expect(cells.map((c) => c.cards)).toContainEqual([14]);
      expect(cells.map((c) => c.cards)).toContainEqual([15, 16, 17, 18]);
    }
    // Objective 4 (AAA, "one colour among" green and red): each placement twice, all green or all red.
    const abreast = compileObjectiveGoals(objective(4), sampleDeck.troops, 4, 3, false);
    expect(abreast).toHaveLength(2 * (4 + 3 * 2));
    const colours = abreast.map((goal) => goal.accept.map((accept) => accepted(accept).join()));
    for (const cells of colours) expect(new Set(cells).size).toBe(1);
    expect(new Set(colours.map((cells) => cells[0]))).toEqual(new Set(['1,2,3,4,5', '6,7,8,9,10']));
  });

  it('keeps a cell of every placement in the goal, with its own index (a 2 x 2 pattern)', () => {
    // Objective 5 "Sleeves of shot" (GR / RG) on a 4 x 3 Tercio: 3 x 2 placements, turned a quarter it is RG / GR.
    const goals = compileObjectiveGoals(objective(5), sampleDeck.troops, 4, 3, false);
    expect(goals).toHaveLength(2 * 3 * 2);
    const first = goals[0]!;
    expect([...first.cells].sort((a, b) => a - b)).toEqual([0, 1, 3, 4]);
    const byCell = new Map(first.cells.map((cell, i) => [cell, accepted(first.accept[i]!).join()]));
    expect(byCell.get(0)).toBe(byCell.get(4));
    expect(byCell.get(1)).toBe(byCell.get(3));
    expect(byCell.get(0)).not.toBe(byCell.get(1));
  });
});

describe('the cells that must change (Rulebook: "The Instruction ends at the moment the Objective is fulfilled")', () => {
  const start = stateFromSetup(
    setup({
      objectives: [1, 3],
      tercio: [
        [6, 2, 7],
        [11, 4, 13],
        [8, 9, 10],
        [15, 16, 17],
      ],
      reserve: [5, 12, 14],
    }),
  );

  it('are none for some goal exactly when every Objective is complete, and otherwise the cells of a goal whose card does not fit', () => {
    const tables = turnsLowerBound(start);
    expect(tables.proof).toBeNull();
    // Row 3 is red (Objective 1) and row 2's wings are blue (Objective 3): both complete.
    expect(objectivesComplete(start)).toBe(true);
    const grid = start.grid.flat().map((c) => c.card);
    const masks = Array.from({ length: tables.goals }, (_, g) => tables.mismatch(grid, g));
    expect(masks).toContain(0);
    expect(tables.bound(grid, 0)).toBe(0);
    // Swap the Arquebusiers of row 3's middle with the Pikemen of row 2's middle: "Line of shot" is broken.
    const broken = [...grid];
    [broken[4], broken[7]] = [broken[7]!, broken[4]!];
    expect(objectivesComplete(withGrid(start, broken))).toBe(false);
    const after = Array.from({ length: tables.goals }, (_, g) => tables.mismatch(broken, g));
    expect(after).not.toContain(0);
    // The nearest goals: row 3 with its middle changed back, or row 1 with its Pikeman (2) in the middle.
    expect(after.some((mask) => bits(mask).join() === '7')).toBe(true);
    expect(after.some((mask) => bits(mask).join() === '1')).toBe(true);
    // A cell a goal says must change never holds a card that fits there: for "Line of shot" alone, the cells
    // of its ten lines that hold no Arquebusiers (6 to 10), and every one of those cells of each line.
    const shot = turnsLowerBound({ ...start, objectives: [objective(1)] });
    const red = (cell: number) => broken[cell]! >= 6 && broken[cell]! <= 10;
    const lines = Array.from({ length: shot.goals }, (_, g) => shot.mismatch(broken, g));
    for (const mask of lines) for (const cell of bits(mask)) expect(red(cell)).toBe(false);
    // Rows 1 to 4 are its first goals (placements in order): the cells of each row holding no red.
    expect(lines.slice(0, 4).map(bits)).toEqual(
      [0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => r * 3 + c).filter((cell) => !red(cell))),
    );
    expect(tables.bound(broken, 0)).toBe(1);
  });

  it('counts every combination of one goal per Objective that the cards in play can fill', () => {
    // Objective 1 alone: 10 placements, five Arquebusiers in play (any 3 fill one).
    const one = lowerBoundTables({ ...start, objectives: [objective(1)] });
    expect(one.goals).toBe(10);
    // With only two Arquebusiers in play no placement can be filled: no goal, and a proof saying why.
    const twoReds = stateFromSetup(
      setup({
        objectives: [1],
        tercio: [
          [2, 3, 4],
          [11, 12, 13],
          [15, 16, 17],
          [5, 6, 14],
        ],
        reserve: [7, 18],
      }),
    );
    const none = lowerBoundTables(twoReds);
    expect(none.goals).toBe(0);
    expect(none.proof).toBe(
      'no placement of the Objective can be filled by the 14 troops in play (4 green, 2 red, 4 blue, 4 yellow)',
    );
    expect(
      none.bound(
        twoReds.grid.flat().map((c) => c.card),
        0,
      ),
    ).toBe(Infinity);
  });
});
