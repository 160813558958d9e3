import { describe, expect, it } from 'vitest';
import type { Cell, Grid } from './Grid.js';
import { tableDirection } from './Grid.js';
import { command, flankingManeuver, motivate, squadronManeuver } from './push.js';

/** A grid from card numbers; negative numbers are B's (upside-down) troops. */
const grid = (rows: number[][]): Grid =>
  rows.map((r) => r.map((n): Cell => ({ card: Math.abs(n), owner: n < 0 ? 'B' : 'A' })));
const numbers = (g: Grid) => g.map((r) => r.map((c) => (c.owner === 'B' ? -c.card : c.card)));

/** The Grounds of every spec here: B's troops north (negative), A's south. */
const start = grid([
  [-1, -2, -3],
  [-4, -5, -6],
  [7, 8, 9],
  [10, 11, 12],
]);

describe('pushes (Rulebook: Squadron maneuver, Flanking maneuver)', () => {
  it('a squadron maneuver pushes the troop in from outside along its row and leaves no empty space', () => {
    // Troop 9 (row 3, column 3) pushed east: it enters at the west edge, 7 and 8 shift east into its place.
    const out = squadronManeuver(start, { row: 2, col: 2 }, 'east');
    expect(numbers(out.grid)[2]).toEqual([9, 7, 8]);
    expect(out.moved).toEqual([9, 7, 8]);
    expect(out.expelled).toBeNull();
  });

  it('a squadron maneuver along a column pushes through the enemy Squadron (infiltration)', () => {
    // Troop 11 pushed south enters at the north edge of column 2: -2, -5 and 8 shift south.
    const out = squadronManeuver(start, { row: 3, col: 1 }, 'south');
    expect(numbers(out.grid).map((r) => r[1])).toEqual([11, -2, -5, 8]);
  });

  it('a troop already at the entry edge comes back to its place and moves no other troop; it was chosen (R4)', () => {
    const out = squadronManeuver(start, { row: 2, col: 0 }, 'east');
    expect(numbers(out.grid)).toEqual(numbers(start));
    // Command and Motivate follow a card moved "by choosing him" (a manoeuvre only under `stationaryManeuver`).
    expect(out.moved).toEqual([7]);
  });

  it('a flanking maneuver pushes the whole line and expels the troop at the far end', () => {
    const out = flankingManeuver(start, { card: 13, owner: 'A' }, 'north', 2);
    expect(numbers(out.grid).map((r) => r[2])).toEqual([-6, 9, 12, 13]);
    expect(out.expelled).toEqual({ card: 3, owner: 'B' });
  });

  it("B's cards lie upside-down, so their printed arrows turn half a circle on the table", () => {
    expect(tableDirection('north', 'A')).toBe('north');
    expect(tableDirection('north', 'B')).toBe('south');
    expect(tableDirection('east', 'B')).toBe('west');
  });

  it('Motivate: an extra move in the same direction, the expelled troop filling the empty slot', () => {
    const once = flankingManeuver(start, { card: 13, owner: 'A' }, 'east', 3);
    expect(numbers(once.grid)[3]).toEqual([13, 10, 11]);
    expect(numbers(motivate(once.grid, 'east', 3).grid)[3]).toEqual([11, 13, 10]);
  });

  it('Command: exchanges the troops north and south, or west and east, of the Captain', () => {
    expect(numbers(command(start, { row: 1, col: 1 }, 'vertical')!).map((r) => r[1])).toEqual([8, -5, -2, 11]);
    expect(numbers(command(start, { row: 2, col: 1 }, 'horizontal')!)[2]).toEqual([9, 8, 7]);
    // On the edge he has no troop to the north.
    expect(command(start, { row: 0, col: 1 }, 'vertical')).toBeNull();
  });
});

describe('a push builds a new grid and leaves the one it was given as it was', () => {
  const before = structuredClone(start);

  it('a push along a row copies that row alone: the other rows are the very same arrays, the given grid unchanged', () => {
    for (const out of [
      squadronManeuver(start, { row: 2, col: 2 }, 'east'),
      flankingManeuver(start, { card: 13, owner: 'A' }, 'west', 1),
      motivate(start, 'east', 3),
    ]) {
      const changed = out.line;
      out.grid.forEach((row, r) => {
        if (r === changed) expect(row).not.toBe(start[r]);
        else expect(row).toBe(start[r]);
      });
      expect(out.grid).not.toBe(start);
    }
    expect(start).toEqual(before);
  });

  it('a push along a column copies every row it moves a troop in; a Command copies the rows of its two troops', () => {
    const south = squadronManeuver(start, { row: 3, col: 1 }, 'south');
    expect(south.grid.map((row, r) => row === start[r])).toEqual([false, false, false, false]);
    // Ruling R14's flank from between the Squadrons moves the half of the column it enters (rows 2 and 3).
    const between = flankingManeuver(start, { card: 13, owner: 'A' }, 'south', 0, true);
    expect(numbers(between.grid).map((r) => r[0])).toEqual([-1, -4, 13, 7]);
    expect([0, 1].map((r) => between.grid[r] === start[r])).toEqual([true, true]);
    expect([2, 3].map((r) => between.grid[r] === start[r])).toEqual([false, false]);
    // The Captain at row 1, column 1: across exchanges -4 and -6 in his row; up and down, -2 and 8 in rows 0 and 2.
    const across = command(start, { row: 1, col: 1 }, 'horizontal')!;
    expect(numbers(across)[1]).toEqual([-6, -5, -4]);
    expect(across.map((row, r) => row === start[r])).toEqual([true, false, true, true]);
    const upDown = command(start, { row: 1, col: 1 }, 'vertical')!;
    expect(numbers(upDown).map((r) => r[1])).toEqual([8, -5, -2, 11]);
    expect(upDown.map((row, r) => row === start[r])).toEqual([false, true, false, true]);
    expect(start).toEqual(before);
  });
});
