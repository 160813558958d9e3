import { MusterError, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { moveDistance, type MoveArm, type MoveMode } from './movementTable.js';

// Every cell of the printed movement table, with the die at 1 and at 6 (so a multiplier, a divisor and an
// added inch each change the result). Rulebook: Movement; Falling Back ("a normal move").

// "All movement is in inches and governed by the throw of a d6."
const move = (face: number, arm: MoveArm, mode: MoveMode) =>
  moveDistance(
    ScriptedDice.of([face], (r: { sides: number }) => {
      expect(r.sides).toBe(6);
    }),
    arm,
    mode,
    'u',
  );

// [row label, arm, mode, inches for a 1, inches for a 6]
const CELLS: readonly (readonly [string, MoveArm, MoveMode, number, number])[] = [
  ['Movement\tFoot 1d6', 'foot', 'move', 1, 6],
  ['Movement\tHorse 1d6 x 2', 'horse', 'move', 2, 12],
  ['Movement\tOfficers 1d6 x 2', 'officer', 'move', 2, 12],
  ['Charge Bonus\tFoot +1 (on a 1d6 move)', 'foot', 'charge', 1 + 1, 6 + 1],
  ['Charge Bonus\tHorse +2 (on a 1d6 x 2 move)', 'horse', 'charge', 2 + 2, 12 + 2],
  ['Move & Fire\tFoot 1d6 / 2', 'foot', 'move-and-fire', 0.5, 3],
  ['March Column\tFoot 1d6 x 2', 'foot', 'march-column', 2, 12],
  ['March Column\tHorse 1d6 x 3', 'horse', 'march-column', 3, 18],
  ['March Column\tArtillery 1d6', 'artillery', 'march-column', 1, 6],
  ['Routing\tFoot 1d6 x 2', 'foot', 'routing', 2, 12],
  ['Routing\tHorse 1d6 x 3', 'horse', 'routing', 3, 18],
  ['Pursuit\tFoot 1d6 +1', 'foot', 'pursuit', 2, 7],
  ['Pursuit\tHorse 1d6 +2', 'horse', 'pursuit', 3, 8],
  ['Falling Back: "a normal move"\tFoot 1d6', 'foot', 'fall-back', 1, 6],
  ['Falling Back: "a normal move"\tHorse 1d6 x 2', 'horse', 'fall-back', 2, 12],
];

describe('Movement table (Rulebook: Movement)', () => {
  it.each(CELLS)('"%s"', (_row, arm, mode, one, six) => {
    expect(move(1, arm, mode)).toBe(one);
    expect(move(6, arm, mode)).toBe(six);
  });
  // "-" cells: the table gives no such move.
  it.each([
    ['Charge Bonus\tArtillery -', 'artillery', 'charge'],
    ['Charge Bonus\tOfficers -', 'officer', 'charge'],
    ['Movement\tArtillery -', 'artillery', 'move'],
    ['Move & Fire\tHorse -', 'horse', 'move-and-fire'],
    ['Move & Fire\tArtillery -', 'artillery', 'move-and-fire'],
    ['Move & Fire\tOfficers -', 'officer', 'move-and-fire'],
    ['March Column\tOfficers -', 'officer', 'march-column'],
    ['Routing\tArtillery -', 'artillery', 'routing'],
    ['Routing\tOfficers -', 'officer', 'routing'],
    ['Pursuit\tArtillery -', 'artillery', 'pursuit'],
    ['Pursuit\tOfficers -', 'officer', 'pursuit'],
  ] as const)('"%s": no such move', (_row, arm, mode) => {
    expect(() => move(3, arm, mode)).toThrow(MusterError);
  });
  it('"If in March Column and on a road a unit may roll 2 d6 and use the best result before applying the multiplier"', () => {
    expect(moveDistance(ScriptedDice.of([1, 6]), 'horse', 'march-column', 'u', true)).toBe(18);
    expect(moveDistance(ScriptedDice.of([3, 2]), 'artillery', 'march-column', 'u', true)).toBe(3);
    // Only march column: a normal move on a road rolls one die.
    expect(moveDistance(ScriptedDice.of([1, 6]), 'foot', 'move', 'u', true)).toBe(1);
  });
});
