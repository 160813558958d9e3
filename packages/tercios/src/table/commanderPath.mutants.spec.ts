import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { ScenarioTerrain } from '../game/Scenario.js';
import type { BattleState } from '../game/State.js';
import { commanderPathProblem } from './commanderPath.js';

// Rulebook (Liber Militum): Command > Activating a Commander: "A commander's movement is never penalised by terrain,
// except impassable terrain, which it must go around. A commander may pass through friendly units as long as no
// overlap is found at the end of the movement." Movement > Overlap: "Units may not pass through other units" (the
// commander exception is for friendly units).

const square = (id: string, type: ScenarioTerrain['type'], x0: number, y0: number, size = 4): ScenarioTerrain => ({
  id,
  type,
  points: [
    { x: x0, y: y0 },
    { x: x0 + size, y: y0 },
    { x: x0 + size, y: y0 + size },
    { x: x0, y: y0 + size },
  ],
});

/** Side A's commander goes from (36, 10) to (36, 30); what stands between is the test's. */
function table(
  extra: { A?: Parameters<typeof fixtureState>[0]['A']; B?: Parameters<typeof fixtureState>[0]['B'] },
  terrain: ScenarioTerrain[] = [],
): BattleState {
  return fixtureState({
    A: [{ unit: unitOf('a1', 'tercio'), at: { x: 6, y: 6, facing: 90 } }, ...(extra.A ?? [])],
    B: [{ unit: unitOf('b1', 'tercio'), at: { x: 66, y: 42, facing: -90 } }, ...(extra.B ?? [])],
    terrain,
  });
}
const from = { x: 36, y: 10 };
const to = { x: 36, y: 30 };

describe('Activating a Commander: "never penalised by terrain, except impassable terrain, which it must go around"', () => {
  it('a wood, a hedge and a building across the way do not stop it', () => {
    const state = table({}, [
      square('wood', 'large-forest', 34, 12),
      square('house', 'small-building', 34, 18),
      square('hedge', 'hedge', 30, 25, 1),
    ]);
    expect(commanderPathProblem(state, 'A', from, to)).toBeNull();
  });

  it('a lake across the way does: it must go around', () => {
    const state = table({}, [square('lake', 'small-lake', 34, 18)]);
    expect(commanderPathProblem(state, 'A', from, to)).toBe('impassable terrain is in the way');
    // Going around it is allowed.
    expect(commanderPathProblem(state, 'A', from, { x: 30, y: 30 })).toBeNull();
  });
});

describe('Activating a Commander: "may pass through friendly units"; enemy units bar its way', () => {
  it("side B's commander is stopped by side A's unit, and names it", () => {
    const state = table({ A: [{ unit: unitOf('inway', 'musketeer-company'), at: { x: 36, y: 20, facing: 90 } }] });
    expect(commanderPathProblem(state, 'A', from, to)).toBeNull();
    expect(commanderPathProblem(state, 'B', from, to)).toBe(
      'the enemy Musketeer Company inway is in the way: a commander passes through friendly units only',
    );
  });

  it('a destroyed enemy unit is no longer in the way', () => {
    const state = table({ B: [{ unit: unitOf('inway', 'musketeer-company'), at: { x: 36, y: 20, facing: -90 } }] });
    expect(commanderPathProblem(state, 'A', from, to)).toMatch(/^the enemy .* inway is in the way/);
    const gone = { ...state, units: state.units.map((u) => (u.id === 'inway' ? { ...u, destroyed: true } : u)) };
    expect(commanderPathProblem(gone, 'A', from, to)).toBeNull();
  });

  it('the 3" gap of troops\' moves (Movement > Obstacles) is not asked of a commander: it slips between two enemies', () => {
    // Two enemy companies 1" apart, the commander's line through the middle of the gap.
    const state = table({
      B: [
        { unit: unitOf('left', 'musketeer-company'), at: { x: 36 - 0.5 - 1.575, y: 20, facing: -90 } },
        { unit: unitOf('right', 'musketeer-company'), at: { x: 36 + 0.5 + 1.575, y: 20, facing: -90 } },
      ],
    });
    expect(commanderPathProblem(state, 'A', from, to)).toBeNull();
  });
});
