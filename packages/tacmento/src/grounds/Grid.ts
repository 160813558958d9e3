import { z } from 'zod';
import type { Direction } from '../cards/TroopCard.js';

/** A Contender, or the solo player's side in Instruction and Campaign modes (all cards right-side-up, owner `A`). */
export type Side = 'A' | 'B';

/**
 * `side`'s value of a per-side pair. A read of `pair.A` or `pair.B` by name, not `pair[side]`: a lookup by a key
 * that alternates between the two is V8's slower keyed load, and the bot reads the pairs of every candidate move.
 */
export function ofSide<T>(pair: { readonly A: T; readonly B: T }, side: Side): T {
  return side === 'A' ? pair.A : pair.B;
}

/** One card on the Maneuver Grounds or in the Tercio: which card, and whose it is (right-side-up for its owner). */
export interface Cell {
  readonly card: number;
  readonly owner: Side;
}

/** The formation, rows from north (row 0) to south, columns from west (0) to east. Every cell holds a card. */
export type Grid = readonly (readonly Cell[])[];

/** A row or column position. */
export interface Position {
  readonly row: number;
  readonly col: number;
}

export const CellSchema = z.strictObject({ card: z.number().int().min(1).max(99), owner: z.enum(['A', 'B']) });
export const GridSchema = z.array(z.array(CellSchema).min(1).max(4)).min(1).max(4);
export const PositionSchema = z.strictObject({
  row: z.number().int().min(0).max(3),
  col: z.number().int().min(0).max(3),
});

/** The opposite direction. */
export function opposite(direction: Direction): Direction {
  return ({ north: 'south', south: 'north', east: 'west', west: 'east' } as const)[direction];
}

/**
 * The direction on the table of an arrow printed on a card. Contender B's cards lie upside-down in A's
 * frame (the frame of the grid), so their arrows turn half a circle. Rulebook: RIGHT-SIDE-UP / UPSIDE-DOWN.
 */
export function tableDirection(arrow: Direction, owner: Side): Direction {
  return owner === 'A' ? arrow : opposite(arrow);
}

/** True for pushes along a row (east or west). */
export function alongRow(direction: Direction): boolean {
  return direction === 'east' || direction === 'west';
}

/** {@link lineCells} by grid size (rows x 100 + columns), direction and line: they depend on the size only, and every push lists one. */
const linesBySize = new Map<number, Record<Direction, (readonly Position[])[]>>();

/**
 * The cells of the line a push moves: row `index` for east/west, column `index` for north/south, in push order
 * (entry first). Listed once per grid size, direction and line, and shared: do not change it.
 */
export function lineCells(grid: Grid, direction: Direction, index: number): readonly Position[] {
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;
  // Stryker disable next-line ArithmeticOperator: equivalent — any of these keys tells grids of at most 4 x 4 apart
  const size = rows * 100 + cols;
  let lines = linesBySize.get(size);
  if (lines === undefined) linesBySize.set(size, (lines = { north: [], east: [], south: [], west: [] }));
  return (lines[direction][index] ??= Object.freeze(listLine(rows, cols, direction, index)));
}

/** The positions of {@link lineCells} on a grid of `rows` x `cols`. */
function listLine(rows: number, cols: number, direction: Direction, index: number): Position[] {
  const out: Position[] = [];
  if (direction === 'east') for (let c = 0; c < cols; c++) out.push({ row: index, col: c });
  if (direction === 'west') for (let c = cols - 1; c >= 0; c--) out.push({ row: index, col: c });
  if (direction === 'south') for (let r = 0; r < rows; r++) out.push({ row: r, col: index });
  if (direction === 'north') for (let r = rows - 1; r >= 0; r--) out.push({ row: r, col: index });
  return out;
}

/** The first cell of {@link lineCells} (the entry edge of the push), without listing the line. */
export function entryCell(grid: Grid, direction: Direction, index: number): Position {
  if (direction === 'east') return { row: index, col: 0 };
  if (direction === 'west') return { row: index, col: (grid[0]?.length ?? 0) - 1 };
  if (direction === 'south') return { row: 0, col: index };
  return { row: grid.length - 1, col: index };
}

/** The number of lines a push in `direction` may use (rows for east/west, columns for north/south). */
export function lineCount(grid: Grid, direction: Direction): number {
  return alongRow(direction) ? grid.length : (grid[0]?.length ?? 0);
}

/** The cell at a position (throws on a position off the grid: a bug, never user input). */
export function cellAt(grid: Grid, at: Position): Cell {
  const cell = grid[at.row]?.[at.col];
  if (!cell) throw new Error(`no cell at row ${at.row} column ${at.col}`);
  return cell;
}

/** Where a card lies, or null. */
export function findCard(grid: Grid, card: number): Position | null {
  for (let row = 0; row < grid.length; row++) {
    const col = grid[row]!.findIndex((c) => c.card === card);
    if (col >= 0) return { row, col };
  }
  return null;
}

/**
 * A new grid that shares `grid`'s rows, to be changed only by copying a row before writing to it (the pushes'
 * `put`): grids are immutable once built, so a row no move changed is the same array in both.
 */
export function shareRows(grid: Grid): Cell[][] {
  return grid.slice() as Cell[][];
}

/**
 * Sets one cell of `grid`, a grid being built from `from` by {@link shareRows}: a row still shared with `from` is
 * copied at its first change, so a push along a row copies one row, not four (the bot pushes every candidate move).
 */
export function putCell(grid: Cell[][], from: Grid, at: Position, cell: Cell): void {
  let row = grid[at.row]!;
  // Stryker disable next-line ConditionalExpression: speed only — a row copied again holds the same cells
  if (row === from[at.row]) grid[at.row] = row = row.slice();
  row[at.col] = cell;
}

/** A copy of the grid with cells replaced (the rows changed are copied, the others shared: see {@link shareRows}). */
export function withCells(grid: Grid, changes: readonly (readonly [Position, Cell])[]): Grid {
  const copy = shareRows(grid);
  for (const [at, cell] of changes) putCell(copy, grid, at, cell);
  return copy;
}
