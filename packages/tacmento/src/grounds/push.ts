import type { Direction } from '../cards/TroopCard.js';
import {
  alongRow,
  cellAt,
  putCell,
  shareRows,
  entryCell,
  lineCells,
  withCells,
  type Cell,
  type Grid,
  type Position,
} from './Grid.js';

/** What a manoeuvre did: the new grid, the line it pushed, the cards that changed place and the card expelled. */
export interface PushOutcome {
  readonly grid: Grid;
  readonly direction: Direction;
  /** Row index for east/west pushes, column index for north/south. */
  readonly line: number;
  /** Card numbers whose position changed (the manoeuvring card included). */
  readonly moved: readonly number[];
  /** The card pushed out of the formation (flanking manoeuvres only). */
  readonly expelled: Cell | null;
}

/**
 * Squadron maneuver: take the troop at `from` and push it in from outside the matrix in `direction`, along
 * its own row or column, so the troops between the edge and the gap it left shift one place and no space
 * is left empty. Rulebook: Maneuver Mode > Squadron maneuver.
 *
 * A troop already at the entry edge would come back to its own place; callers decide whether that counts (R4). It is
 * listed as moved all the same: it was chosen.
 */
export function squadronManeuver(grid: Grid, from: Position, direction: Direction): PushOutcome {
  const line = alongRow(direction) ? from.row : from.col;
  const cells = lineCells(grid, direction, line);
  // The gap's place in push order: `from` lies on its own line, as far along it as it is from the entry edge
  // (counted, not searched for: the bot pushes every candidate squadron manoeuvre).
  const entry = entryCell(grid, direction, line);
  const gap = Math.abs(from.row - entry.row) + Math.abs(from.col - entry.col);
  const taken = cellAt(grid, from);
  const copy = shareRows(grid);
  putCell(copy, grid, cells[0]!, taken);
  // The troop chosen has manoeuvred even when it comes back to its own place (a manoeuvre only under ruling R4's
  // `stationaryManeuver: true`): its ability follows, "either by choosing him or moving him with another troop".
  const moved = [taken.card];
  // The troops between the entry edge and the gap, each moving one place on.
  for (let i = 1; i <= gap; i++) {
    const cell = cellAt(grid, cells[i - 1]!);
    putCell(copy, grid, cells[i]!, cell);
    moved.push(cell.card);
  }
  return { grid: copy, direction, line, moved, expelled: null };
}

/**
 * Flanking maneuver: put `incoming` at the exterior point of line `line` and push the whole line one
 * place in `direction`; the troop at the far end is expelled. Rulebook: Maneuver Mode > Flanking maneuver.
 * With `between` (ruling R14, `flankingPoints: 'squadrons'`; a column pushed north or south) the point is the one
 * between the two Squadrons: only the troops ahead of it move, the half of the column in the Squadron it enters,
 * and the one at the Grounds' edge is expelled.
 */
export function flankingManeuver(
  grid: Grid,
  incoming: Cell,
  direction: Direction,
  line: number,
  between = false,
): PushOutcome {
  const whole = lineCells(grid, direction, line);
  const cells = between ? whole.slice(whole.length / 2) : whole;
  const expelled = cellAt(grid, cells[cells.length - 1]!);
  const copy = shareRows(grid);
  putCell(copy, grid, cells[0]!, incoming);
  const moved = [incoming.card];
  // Every troop of the line moves one place on; the last one leaves the formation.
  for (let i = 1; i < cells.length; i++) {
    const cell = cellAt(grid, cells[i - 1]!);
    putCell(copy, grid, cells[i]!, cell);
    moved.push(cell.card);
  }
  return { grid: copy, direction, line, moved, expelled };
}

/**
 * Motivate (Drummers and Fifers): an extra move in the same direction along `line` (the line just pushed, or
 * under ruling R15's `motivateLine: 'parallel'` any line parallel to it); the troop expelled from the formation
 * is placed in the empty slot at that line's entry edge, so the line turns one place round.
 * Rulebook: Special abilities > Motivate.
 */
export function motivate(grid: Grid, direction: Direction, line: number): PushOutcome {
  const cells = lineCells(grid, direction, line);
  const last = cellAt(grid, cells[cells.length - 1]!);
  const outcome = flankingManeuver(grid, last, direction, line);
  return { ...outcome, expelled: null };
}

/**
 * Command (Captain): exchange the troop north of the Captain with the one south of him (`vertical`), or
 * the one west with the one east (`horizontal`). Null when the Captain lacks a neighbour on that axis.
 * Rulebook: Special abilities > Command.
 */
export function command(grid: Grid, captain: Position, axis: 'vertical' | 'horizontal'): Grid | null {
  const a: Position =
    axis === 'vertical' ? { row: captain.row - 1, col: captain.col } : { row: captain.row, col: captain.col - 1 };
  const b: Position =
    axis === 'vertical' ? { row: captain.row + 1, col: captain.col } : { row: captain.row, col: captain.col + 1 };
  const first = grid[a.row]?.[a.col];
  const second = grid[b.row]?.[b.col];
  if (!first || !second) return null;
  return withCells(grid, [
    [a, second],
    [b, first],
  ]);
}
