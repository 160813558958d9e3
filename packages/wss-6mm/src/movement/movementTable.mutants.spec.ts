import { MusterError, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { canMove, MOVEMENT_TABLE, moveDistance, type MoveArm, type MoveMode } from './movementTable.js';

// The movement table as data, which moves it allows, and how a move is rolled and named in the log.
// Rulebook: Movement ("All movement is in inches and governed by the throw of a d6", the table, "If in March
// Column and on a road a unit may roll 2 d6 and use the best result before applying the multiplier");
// Falling Back ("Units falling back do so facing the enemy a normal move").

const ARMS: readonly MoveArm[] = ['foot', 'horse', 'artillery', 'officer'];
const MODES: readonly MoveMode[] = [
  'move',
  'charge',
  'move-and-fire',
  'march-column',
  'routing',
  'pursuit',
  'fall-back',
];

describe('the printed table, cell by cell (Rulebook: Movement)', () => {
  it('every cell: 1d6 times, divided by, plus; "-" where the table prints no move', () => {
    expect(MOVEMENT_TABLE).toEqual({
      // "Movement  1d6  1d6 x 2  -  1d6 x 2"
      move: {
        foot: { multiply: 1, divide: 1, add: 0 },
        horse: { multiply: 2, divide: 1, add: 0 },
        artillery: null,
        officer: { multiply: 2, divide: 1, add: 0 },
      },
      // "Charge Bonus  +1  +2  -  -" on a normal move
      charge: {
        foot: { multiply: 1, divide: 1, add: 1 },
        horse: { multiply: 2, divide: 1, add: 2 },
        artillery: null,
        officer: null,
      },
      // "Move & Fire  1d6 / 2  -  -  -"
      'move-and-fire': { foot: { multiply: 1, divide: 2, add: 0 }, horse: null, artillery: null, officer: null },
      // "March Column  1d6 x 2  1d6 x 3  1d6  -"
      'march-column': {
        foot: { multiply: 2, divide: 1, add: 0 },
        horse: { multiply: 3, divide: 1, add: 0 },
        artillery: { multiply: 1, divide: 1, add: 0 },
        officer: null,
      },
      // "Routing  1d6 x 2  1d6 x 3  -  -"
      routing: {
        foot: { multiply: 2, divide: 1, add: 0 },
        horse: { multiply: 3, divide: 1, add: 0 },
        artillery: null,
        officer: null,
      },
      // "Pursuit  1d6 +1  1d6 +2  -  -"
      pursuit: {
        foot: { multiply: 1, divide: 1, add: 1 },
        horse: { multiply: 1, divide: 1, add: 2 },
        artillery: null,
        officer: null,
      },
      // Falling back: "a normal move"
      'fall-back': {
        foot: { multiply: 1, divide: 1, add: 0 },
        horse: { multiply: 2, divide: 1, add: 0 },
        artillery: null,
        officer: null,
      },
    });
  });

  it('canMove: true exactly where the table prints a move', () => {
    const allowed = MODES.flatMap((mode) => ARMS.filter((arm) => canMove(arm, mode)).map((arm) => `${mode} ${arm}`));
    expect(allowed).toEqual([
      'move foot',
      'move horse',
      'move officer',
      'charge foot',
      'charge horse',
      'move-and-fire foot',
      'march-column foot',
      'march-column horse',
      'march-column artillery',
      'routing foot',
      'routing horse',
      'pursuit foot',
      'pursuit horse',
      'fall-back foot',
      'fall-back horse',
    ]);
  });
});

describe('rolling a move (Rulebook: Movement)', () => {
  it('"governed by the throw of a d6": one d6, named by who moves and how', () => {
    const dice = ScriptedDice.of([5]);
    expect(moveDistance(dice, 'horse', 'charge', "Lumley's Horse")).toBe(12);
    expect(dice.takeRolls()).toEqual([
      { kind: 'die', purpose: "Lumley's Horse charge", count: 1, sides: 6, result: 5 },
    ]);
  });

  it('"on a road a unit may roll 2 d6 and use the best result": two d6, named as such', () => {
    const dice = ScriptedDice.of([2, 5]);
    expect(moveDistance(dice, 'foot', 'march-column', 'Navarre', true)).toBe(10);
    expect(dice.takeRolls()).toEqual([
      {
        kind: 'faces',
        purpose: 'Navarre march-column on a road (best of 2d6)',
        count: 2,
        sides: 6,
        result: 2,
        faces: [5, 2],
      },
    ]);
  });

  it('off a road (the default) a march column rolls one die', () => {
    const dice = ScriptedDice.of([2, 5]);
    expect(moveDistance(dice, 'foot', 'march-column', 'Navarre')).toBe(4);
    expect(dice.takeRolls()).toHaveLength(1);
  });

  it('a "-" cell is refused with an error naming the arm, the move and what is expected', () => {
    const refused = (() => {
      try {
        moveDistance(ScriptedDice.of([3]), 'artillery', 'charge', 'Batterie royale');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(MusterError);
    const error = refused as MusterError;
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('artillery has no "charge" move on the movement table');
    expect(error.context).toEqual({ path: 'mode', expected: 'a move the table allows' });
  });
});
