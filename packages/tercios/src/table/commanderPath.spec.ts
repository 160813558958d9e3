import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { checkCommand, commanderMoveProblem } from '../game/commanderActivation.js';
import { commanderMoveSample, commanderPathProblem } from './commanderPath.js';
import type { BattleState, CommanderState } from '../game/State.js';

// Rulebook: Command > Activating a Commander: "A commander may pass through friendly units as long as no overlap
// is found at the end of the movement." Enemy units are not passed through (Movement > Overlap: "Units may not
// pass through other units"; the exception is for a commander passed through by a unit).

const commander: CommanderState = {
  id: 'c1',
  side: 'A',
  name: 'Maestro',
  rank: 2,
  commanderInChief: false,
  regiment: 'RA',
  traits: [],
  virtues: [],
  position: { x: 36, y: 16 },
  attachedTo: null,
  exhausted: false,
  joinedThisTurn: false,
  removed: false,
};

function across(side: 'A' | 'B'): BattleState {
  // A company 3" ahead of the commander, its base across the commander's straight way.
  const inWay = { unit: unitOf('inway', 'musketeer-company'), at: { x: 36, y: 19, facing: 90 } };
  const state = fixtureState({
    A: [{ unit: unitOf('a1', 'tercio'), at: { x: 10, y: 10, facing: 90 } }, ...(side === 'A' ? [inWay] : [])],
    B: [{ unit: unitOf('b1', 'tercio'), at: { x: 60, y: 40, facing: -90 } }, ...(side === 'B' ? [inWay] : [])],
  });
  return { ...state, commanders: [commander] };
}

describe('Commanders pass through friendly units only (Command > Activating a Commander)', () => {
  const to = { x: 36, y: 21.5 };

  it('passes through a friendly unit', () => {
    const state = across('A');
    expect(checkCommand(state, 'c1', to, { kind: 'hold' })).toBeNull();
    expect(commanderMoveProblem(state, commander, commander.position, to, 6)).toBeNull();
  });

  it('is stopped by an enemy unit across its way', () => {
    const state = across('B');
    expect(checkCommand(state, 'c1', to, { kind: 'hold' })).toMatch(/enemy/);
    expect(commanderMoveProblem(state, commander, commander.position, to, 6)).toMatch(/enemy/);
  });
});

describe('In the wrong place: the commander moving away passes through the enemy unit that contacted it', () => {
  // Commanders and Losses > In the wrong place: "it may make a movement to move away from the enemy": its way out of
  // the unit it stood under is not barred by that unit (`through`); any other enemy still bars it.
  const from = { x: 36, y: 16 };
  const to = { x: 36, y: 21.5 };
  it('the unit named is passed through; without it, it bars the way', () => {
    const state = across('B');
    expect(commanderPathProblem(state, 'A', from, to, ['inway'])).toBeNull();
    expect(commanderPathProblem(state, 'A', from, to)).toBe(
      'the enemy Musketeer Company inway is in the way: a commander passes through friendly units only',
    );
    expect(commanderPathProblem(state, 'A', from, to, ['b1'])).not.toBeNull();
  });
});

describe('commanderMoveSample: the destinations offered for a commander move (In the wrong place, Accomplice)', () => {
  it('its full and half movement in eight directions, east first, each step cut towards it to a thousandth', () => {
    const sample = commanderMoveSample({ x: 10.5, y: 20 }, 9);
    expect(sample).toHaveLength(16);
    expect(sample.slice(0, 3)).toEqual([
      { x: 19.5, y: 20 },
      // 9 cos 45° = 6.36396...: cut to 6.363, so the diagonal is 8.9989", within the 9".
      { x: 16.863, y: 26.363 },
      { x: 10.5, y: 29 },
    ]);
    expect(sample[4]).toEqual({ x: 1.5, y: 20 });
    expect(sample[5]).toEqual({ x: 4.137, y: 13.637 });
    expect(sample[6]).toEqual({ x: 10.5, y: 11 });
    expect(sample[8]).toEqual({ x: 15, y: 20 });
    expect(sample[13]).toEqual({ x: 7.319, y: 16.819 });
    for (const p of sample.slice(0, 8)) {
      expect(Math.hypot(p.x - 10.5, p.y - 20)).toBeLessThanOrEqual(9);
      expect(Math.hypot(p.x - 10.5, p.y - 20)).toBeGreaterThan(8.998);
    }
    for (const p of sample.slice(8)) expect(Math.hypot(p.x - 10.5, p.y - 20)).toBeCloseTo(4.5, 2);
  });
});
