import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { battleOutcome } from './victory.js';
import { victoryPointsOf } from './setup.js';

const state = (turn: number, A: number, B: number) => ({
  ...fixtureState({
    A: [{ unit: unitOf('a', 'tercio'), at: { x: 20, y: 10, facing: 90 } }],
    B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
  }),
  turn,
  points: { A, B },
});

describe('The Battle > Duration', () => {
  it('ends at turn 5 with a lead of 5 (decisive), not with 4', () => {
    expect(battleOutcome(state(5, 7, 2), true)).toMatchObject({ winner: 'A', victory: 'decisive', turns: 5 });
    expect(battleOutcome(state(5, 6, 2), true)).toBeNull();
  });
  it('ends at turn 6 with a lead of 3 (clear), at turn 7 with a lead of 1 (narrow)', () => {
    expect(battleOutcome(state(6, 1, 4), true)).toMatchObject({ winner: 'B', victory: 'clear' });
    expect(battleOutcome(state(6, 1, 3), true)).toBeNull();
    expect(battleOutcome(state(7, 3, 2), true)).toMatchObject({ winner: 'A', victory: 'narrow' });
    expect(battleOutcome(state(7, 2, 2), true)).toBeNull();
  });
  it('always ends at turn 8: a lead is a pyrrhic victory, equal points a draw', () => {
    expect(battleOutcome(state(8, 2, 2), true)).toMatchObject({ winner: null, victory: 'draw' });
    expect(battleOutcome(state(8, 0, 1), true)).toMatchObject({ winner: 'B', victory: 'pyrrhic' });
  });
  it('does not end in the middle of a turn unless an army is gone', () => {
    expect(battleOutcome(state(8, 2, 2), false)).toBeNull();
    const s = state(3, 2, 0);
    const wiped = { ...s, units: s.units.map((u) => (u.side === 'B' ? { ...u, destroyed: true } : u)) };
    expect(battleOutcome(wiped, false)).toMatchObject({ winner: 'A', victory: 'army destroyed' });
  });
  it('a fixed duration ends the battle at its turn', () => {
    expect(battleOutcome({ ...state(4, 1, 0), fixedTurns: 4 }, true)).toMatchObject({
      winner: 'A',
      victory: 'victory on points',
    });
  });
});

describe('victory points (Brevis)', () => {
  it('squadrons score 2, companies, horse and artillery 1, unless the scenario says otherwise', () => {
    expect(victoryPointsOf(unitOf('t', 'tercio'), {})).toBe(2);
    expect(victoryPointsOf(unitOf('m', 'musketeer-company'), {})).toBe(1);
    expect(victoryPointsOf(unitOf('c', 'arquebusiers-on-horseback'), {})).toBe(1);
    expect(victoryPointsOf(unitOf('g', 'light-artillery'), {})).toBe(1);
    expect(victoryPointsOf(unitOf('t', 'tercio'), { victoryPoints: { squadron: 3, other: 1 } })).toBe(3);
  });
});
