import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import type { BattleState } from './State.js';
import { battleOutcome } from './victory.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt), The Battle > Duration:
// "Unless the players have decided on a fixed duration for their game, it may have a variable length. The game ends
// as follows: At the end of the 5th turn, a player with an advantage of 5 points or more: decisive victory. At the
// end of the 6th turn, a player with an advantage of 3 points or more: clear victory. At the end of the 7th turn, a
// player with an advantage of at least 1 point: narrow victory. At the end of the 8th turn, whatever happens (a
// Pyrrhic victory?)." Ruling "End of the battle" (docs/rulings/tercios.md): the battle also ends as soon as a side
// has no troop left ("army destroyed").

function state(turn: number, A: number, B: number, destroyed: readonly string[] = []): BattleState {
  const s = fixtureState({
    A: [{ unit: unitOf('a', 'tercio'), at: { x: 20, y: 10, facing: 90 } }],
    B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
  });
  return {
    ...s,
    turn,
    points: { A, B },
    units: s.units.map((u) => (destroyed.includes(u.id) ? { ...u, destroyed: true } : u)),
  };
}

describe('The Battle > Duration: the lead either way', () => {
  it('side B 5 points ahead at the end of turn 5: a decisive victory of B, with the points and the turn', () => {
    expect(battleOutcome(state(5, 1, 6), true)).toEqual({
      winner: 'B',
      victory: 'decisive',
      points: { A: 1, B: 6 },
      turns: 5,
    });
  });

  it('turn 5 with a lead of 4 either way, turn 6 with 2, turn 7 level: the battle goes on', () => {
    expect(battleOutcome(state(5, 4, 0), true)).toBeNull();
    expect(battleOutcome(state(5, 0, 4), true)).toBeNull();
    expect(battleOutcome(state(6, 2, 0), true)).toBeNull();
    expect(battleOutcome(state(6, 0, 2), true)).toBeNull();
    expect(battleOutcome(state(7, 0, 0), true)).toBeNull();
  });

  it('each threshold belongs to its own turn: a lead of 5 at turn 4, 6 or 7 is judged by that turn alone', () => {
    expect(battleOutcome(state(4, 9, 0), true)).toBeNull();
    expect(battleOutcome(state(6, 5, 0), true)).toMatchObject({ winner: 'A', victory: 'clear' });
    expect(battleOutcome(state(7, 5, 0), true)).toMatchObject({ winner: 'A', victory: 'narrow' });
    expect(battleOutcome(state(7, 0, 1), true)).toMatchObject({ winner: 'B', victory: 'narrow', turns: 7 });
  });

  it('"At the end of the 8th turn, whatever happens": a battle still going at turn 9 ends too', () => {
    expect(battleOutcome(state(9, 3, 1), true)).toEqual({
      winner: 'A',
      victory: 'pyrrhic',
      points: { A: 3, B: 1 },
      turns: 9,
    });
    expect(battleOutcome(state(8, 2, 2), true)).toEqual({
      winner: null,
      victory: 'draw',
      points: { A: 2, B: 2 },
      turns: 8,
    });
  });
});

describe('"a fixed duration for their game"', () => {
  it('ends at that turn or after it, a draw when level, and not before it whatever the lead', () => {
    expect(battleOutcome({ ...state(3, 9, 0), fixedTurns: 4 }, true)).toBeNull();
    expect(battleOutcome({ ...state(5, 1, 1), fixedTurns: 4 }, true)).toMatchObject({
      winner: null,
      victory: 'draw',
      turns: 5,
    });
    expect(battleOutcome({ ...state(4, 0, 2), fixedTurns: 4 }, true)).toMatchObject({
      winner: 'B',
      victory: 'victory on points',
    });
  });

  it('a fixed duration of 10 turns overrides the Duration table: no decisive victory at turn 5, none at turn 8', () => {
    expect(battleOutcome({ ...state(5, 9, 0), fixedTurns: 10 }, true)).toBeNull();
    expect(battleOutcome({ ...state(8, 9, 0), fixedTurns: 10 }, true)).toBeNull();
  });
});

describe('Ruling "End of the battle": an army destroyed', () => {
  it('side A with no troop left: B wins, at any moment of the turn, whatever the points', () => {
    expect(battleOutcome(state(2, 4, 0, ['a']), false)).toEqual({
      winner: 'B',
      victory: 'army destroyed',
      points: { A: 4, B: 0 },
      turns: 2,
    });
  });

  it('side B with no troop left: A wins', () => {
    expect(battleOutcome(state(3, 0, 2, ['b']), true)).toEqual({
      winner: 'A',
      victory: 'army destroyed',
      points: { A: 0, B: 2 },
      turns: 3,
    });
  });

  it('both armies gone: mutual destruction, won on points by the leader, a draw when level', () => {
    expect(battleOutcome(state(3, 2, 1, ['a', 'b']), false)).toEqual({
      winner: 'A',
      victory: 'mutual destruction',
      points: { A: 2, B: 1 },
      turns: 3,
    });
    expect(battleOutcome(state(3, 2, 2, ['a', 'b']), false)).toMatchObject({ winner: null, victory: 'draw' });
  });

  it('both armies on the table in the middle of a turn: the battle goes on, whatever the turn and lead', () => {
    expect(battleOutcome(state(5, 9, 0), false)).toBeNull();
  });
});
