import { describe, expect, it } from 'vitest';
import type { Cell, Grid } from './Grid.js';
import { command, flankingManeuver, motivate, squadronManeuver } from './push.js';

/** A grid from card numbers; negative numbers are B's (upside-down) troops. */
const grid = (rows: number[][]): Grid =>
  rows.map((r) => r.map((n): Cell => ({ card: Math.abs(n), owner: n < 0 ? 'B' : 'A' })));
const numbers = (g: Grid) => g.map((r) => r.map((c) => (c.owner === 'B' ? -c.card : c.card)));
const start = grid([
  [-1, -2, -3],
  [-4, -5, -6],
  [7, 8, 9],
  [10, 11, 12],
]);
const before = numbers(start);

describe('Squadron maneuver (Rulebook: "push in the direction of any of its arrows, from outside the Maneuver Grounds matrix")', () => {
  it('north along its column: the troop enters at the south edge and the troops south of its place shift north', () => {
    const out = squadronManeuver(start, { row: 1, col: 2 }, 'north');
    expect(numbers(out.grid)).toEqual([
      [-1, -2, -3],
      [-4, -5, 9],
      [7, 8, 12],
      [10, 11, -6],
    ]);
    expect(out).toMatchObject({ direction: 'north', line: 2, moved: [6, 12, 9], expelled: null });
  });

  it('west along its row: the troop enters at the east edge; the line is the row', () => {
    const out = squadronManeuver(start, { row: 3, col: 0 }, 'west');
    expect(numbers(out.grid)[3]).toEqual([11, 12, 10]);
    expect(numbers(out.grid).slice(0, 3)).toEqual(before.slice(0, 3));
    expect(out).toMatchObject({ direction: 'west', line: 3, moved: [10, 12, 11], expelled: null });
  });

  it('"there can be no empty space": a troop one place from the edge swaps with the troop at the edge', () => {
    const out = squadronManeuver(start, { row: 1, col: 0 }, 'south');
    expect(numbers(out.grid).map((r) => r[0])).toEqual([-4, -1, 7, 10]);
    expect(out.moved).toEqual([4, 1]);
  });

  it('the grid it was given is left as it was', () => {
    squadronManeuver(start, { row: 2, col: 2 }, 'east');
    expect(numbers(start)).toEqual(before);
  });
});

describe('Flanking maneuver (Rulebook: "put it in any exterior point of any Squadron … one troop will be expelled")', () => {
  it('west along a row: the troop enters at the east end, the troop at the west end is expelled', () => {
    const out = flankingManeuver(start, { card: 13, owner: 'B' }, 'west', 1);
    expect(numbers(out.grid)).toEqual([
      [-1, -2, -3],
      [-5, -6, -13],
      [7, 8, 9],
      [10, 11, 12],
    ]);
    expect(out).toMatchObject({ direction: 'west', line: 1, moved: [13, 6, 5], expelled: { card: 4, owner: 'B' } });
  });

  it('south along a column: every troop of the column moves and the southernmost leaves the formation', () => {
    const out = flankingManeuver(start, { card: 13, owner: 'A' }, 'south', 0);
    expect(numbers(out.grid).map((r) => r[0])).toEqual([13, -1, -4, 7]);
    expect(out.moved).toEqual([13, 1, 4, 7]);
    expect(out.expelled).toEqual({ card: 10, owner: 'A' });
    expect(numbers(start)).toEqual(before);
  });
});

describe('Motivate (Rulebook: "an extra move in the same direction … The troop expelled from the formation is placed in the empty slot")', () => {
  it('turns the line one place round, expelling nobody', () => {
    const out = motivate(start, 'south', 1);
    expect(numbers(out.grid).map((r) => r[1])).toEqual([11, -2, -5, 8]);
    expect(out).toMatchObject({ direction: 'south', line: 1, moved: [11, 2, 5, 8], expelled: null });
    expect(numbers(out.grid).map((r) => r[0])).toEqual(before.map((r) => r[0]));
  });
});

describe('Command (Rulebook: "exchange the troop above (north of the Captain) for the troop below … or the troop to the left (west of the Captain) for the troop to the right")', () => {
  it('vertical: north and south of the Captain change places, nothing else moves', () => {
    expect(numbers(command(start, { row: 2, col: 2 }, 'vertical')!)).toEqual([
      [-1, -2, -3],
      [-4, -5, 12],
      [7, 8, 9],
      [10, 11, -6],
    ]);
  });

  it('horizontal: west and east of the Captain change places, nothing else moves', () => {
    expect(numbers(command(start, { row: 1, col: 1 }, 'horizontal')!)).toEqual([
      [-1, -2, -3],
      [-6, -5, -4],
      [7, 8, 9],
      [10, 11, 12],
    ]);
    expect(numbers(start)).toEqual(before);
  });

  it('a Captain on an edge lacks the neighbour on that side, so that exchange is not possible', () => {
    expect(command(start, { row: 0, col: 1 }, 'vertical')).toBeNull();
    expect(command(start, { row: 3, col: 1 }, 'vertical')).toBeNull();
    expect(command(start, { row: 1, col: 0 }, 'horizontal')).toBeNull();
    expect(command(start, { row: 1, col: 2 }, 'horizontal')).toBeNull();
    // On the west edge he still has both neighbours north and south.
    expect(numbers(command(start, { row: 1, col: 0 }, 'vertical')!).map((r) => r[0])).toEqual([7, -4, -1, 10]);
  });
});
