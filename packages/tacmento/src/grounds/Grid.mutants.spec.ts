import { describe, expect, it } from 'vitest';
import {
  alongRow,
  cellAt,
  CellSchema,
  entryCell,
  findCard,
  GridSchema,
  lineCells,
  lineCount,
  opposite,
  PositionSchema,
  tableDirection,
  withCells,
  type Cell,
  type Grid,
} from './Grid.js';

// The Maneuver Grounds and the Tercio as one matrix (ruling R14): 4 rows (north to south) and 3 columns (west to
// east). "The initial Squadron of each Contender forms a matrix of 2 rows and 3 columns"; "generate the Tercio by
// placing them in a face-up matrix of 4 rows and 3 columns". A 4 x 3 grid tells rows from columns.
const grid = (rows: number[][]): Grid =>
  rows.map((r) => r.map((n): Cell => ({ card: Math.abs(n), owner: n < 0 ? 'B' : 'A' })));
const tercio = grid([
  [-1, -2, -3],
  [-4, -5, -6],
  [7, 8, 9],
  [10, 11, 12],
]);
const at = (row: number, col: number) => ({ row, col });

describe('RIGHT-SIDE-UP / UPSIDE-DOWN (Rulebook: "The Upside-down cards are your enemy troops")', () => {
  it('every direction has its opposite', () => {
    expect(opposite('north')).toBe('south');
    expect(opposite('south')).toBe('north');
    expect(opposite('east')).toBe('west');
    expect(opposite('west')).toBe('east');
  });

  it("A's arrows read as printed; B's, lying upside-down, point the other way", () => {
    for (const arrow of ['north', 'east', 'south', 'west'] as const) {
      expect(tableDirection(arrow, 'A')).toBe(arrow);
      expect(tableDirection(arrow, 'B')).toBe(opposite(arrow));
    }
  });
});

describe('the line a push moves (Rulebook: "All troops from that row or column will be pushed in the same direction")', () => {
  it('east and west push along a row; north and south along a column', () => {
    expect(alongRow('east')).toBe(true);
    expect(alongRow('west')).toBe(true);
    expect(alongRow('north')).toBe(false);
    expect(alongRow('south')).toBe(false);
  });

  it('lists the line from the entry edge, "from outside the Maneuver Grounds matrix", to the far end', () => {
    expect(lineCells(tercio, 'east', 1)).toEqual([at(1, 0), at(1, 1), at(1, 2)]);
    expect(lineCells(tercio, 'west', 3)).toEqual([at(3, 2), at(3, 1), at(3, 0)]);
    expect(lineCells(tercio, 'south', 2)).toEqual([at(0, 2), at(1, 2), at(2, 2), at(3, 2)]);
    expect(lineCells(tercio, 'north', 0)).toEqual([at(3, 0), at(2, 0), at(1, 0), at(0, 0)]);
  });

  it('lists the line of each grid size, asked in any order, and shares one frozen list per size, direction and line', () => {
    const square = grid([
      [1, 2],
      [3, 4],
    ]);
    expect(lineCells(square, 'west', 1)).toEqual([at(1, 1), at(1, 0)]);
    expect(lineCells(tercio, 'west', 1)).toEqual([at(1, 2), at(1, 1), at(1, 0)]);
    expect(lineCells(square, 'north', 1)).toEqual([at(1, 1), at(0, 1)]);
    expect(lineCells(tercio, 'north', 1)).toEqual([at(3, 1), at(2, 1), at(1, 1), at(0, 1)]);
    expect(lineCells(withCells(tercio, []), 'east', 2)).toBe(lineCells(tercio, 'east', 2));
    expect(lineCells(tercio, 'east', 2)).not.toBe(lineCells(tercio, 'east', 1));
    expect(Object.isFrozen(lineCells(tercio, 'east', 2))).toBe(true);
  });

  it('the entry cell is the first cell of the line, in each direction', () => {
    for (const direction of ['north', 'east', 'south', 'west'] as const)
      for (let line = 0; line < lineCount(tercio, direction); line++)
        expect(entryCell(tercio, direction, line)).toEqual(lineCells(tercio, direction, line)[0]);
    expect(entryCell(tercio, 'west', 0)).toEqual(at(0, 2));
    expect(entryCell(tercio, 'north', 1)).toEqual(at(3, 1));
  });

  it('"Keep in mind that you have all 4 rows and 3 columns": 4 rows to push along, 3 columns', () => {
    expect(lineCount(tercio, 'east')).toBe(4);
    expect(lineCount(tercio, 'west')).toBe(4);
    expect(lineCount(tercio, 'north')).toBe(3);
    expect(lineCount(tercio, 'south')).toBe(3);
  });

  it('an empty grid has no line and no cell (the Maneuver Grounds during the draft)', () => {
    expect(lineCells([], 'east', 0)).toEqual([]);
    expect(lineCells([], 'south', 0)).toEqual([]);
    expect(lineCount([], 'north')).toBe(0);
    expect(entryCell([], 'west', 0)).toEqual(at(0, -1));
  });
});

describe('cells and cards', () => {
  it('reads a cell and refuses a position off the grid, naming it', () => {
    expect(cellAt(tercio, at(3, 1))).toEqual({ card: 11, owner: 'A' });
    expect(() => cellAt(tercio, at(4, 0))).toThrow('no cell at row 4 column 0');
    expect(() => cellAt(tercio, at(0, 3))).toThrow('no cell at row 0 column 3');
  });

  it('finds a card in any row, or reports it is not on the grid', () => {
    expect(findCard(tercio, 1)).toEqual(at(0, 0));
    expect(findCard(tercio, 6)).toEqual(at(1, 2));
    expect(findCard(tercio, 11)).toEqual(at(3, 1));
    expect(findCard(tercio, 13)).toBeNull();
  });

  it('replaces cells in a copy, leaving the grid it was given as it was', () => {
    const changed = withCells(tercio, [
      [at(0, 0), { card: 13, owner: 'A' }],
      [at(3, 2), { card: 14, owner: 'B' }],
    ]);
    expect(changed[0]).toEqual(grid([[13, -2, -3]])[0]);
    expect(changed[3]).toEqual(grid([[10, 11, -14]])[0]);
    expect(changed.slice(1, 3)).toEqual(tercio.slice(1, 3));
    expect(tercio[0]![0]).toEqual({ card: 1, owner: 'B' });
    expect(tercio[3]![2]).toEqual({ card: 12, owner: 'A' });
  });
});

describe('the schemas of a grid read from a file', () => {
  it('a cell is a troop card number from 1 to 99 and its owner A or B', () => {
    expect(CellSchema.safeParse({ card: 1, owner: 'A' }).success).toBe(true);
    expect(CellSchema.safeParse({ card: 99, owner: 'B' }).success).toBe(true);
    expect(CellSchema.safeParse({ card: 0, owner: 'A' }).success).toBe(false);
    expect(CellSchema.safeParse({ card: 100, owner: 'A' }).success).toBe(false);
    expect(CellSchema.safeParse({ card: 1.5, owner: 'A' }).success).toBe(false);
    expect(CellSchema.safeParse({ card: 1, owner: 'C' }).success).toBe(false);
    expect(CellSchema.safeParse({ card: 1, owner: 'A', extra: true }).success).toBe(false);
  });

  it('a grid has 1 to 4 rows of 1 to 4 cells', () => {
    const row = (n: number) => Array.from({ length: n }, (_, i): Cell => ({ card: i + 1, owner: 'A' }));
    expect(GridSchema.safeParse([row(1)]).success).toBe(true);
    expect(GridSchema.safeParse([row(4), row(4), row(4), row(4)]).success).toBe(true);
    expect(GridSchema.safeParse([]).success).toBe(false);
    expect(GridSchema.safeParse([row(3), row(3), row(3), row(3), row(3)]).success).toBe(false);
    expect(GridSchema.safeParse([row(0)]).success).toBe(false);
    expect(GridSchema.safeParse([row(5)]).success).toBe(false);
  });

  it('a position is a row and a column from 0 to 3', () => {
    expect(PositionSchema.safeParse(at(0, 0)).success).toBe(true);
    expect(PositionSchema.safeParse(at(3, 3)).success).toBe(true);
    expect(PositionSchema.safeParse(at(-1, 0)).success).toBe(false);
    expect(PositionSchema.safeParse(at(0, -1)).success).toBe(false);
    expect(PositionSchema.safeParse(at(4, 0)).success).toBe(false);
    expect(PositionSchema.safeParse(at(0, 4)).success).toBe(false);
    expect(PositionSchema.safeParse({ row: 0.5, col: 0 }).success).toBe(false);
    expect(PositionSchema.safeParse({ row: 0, col: 0.5 }).success).toBe(false);
    expect(PositionSchema.safeParse({ row: 0, col: 0, side: 'A' }).success).toBe(false);
  });
});
