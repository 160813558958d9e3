import { forwardOf, type Base } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { ScenarioTerrain } from '../game/Scenario.js';
import { involuntaryMove } from './movement.js';
import { baseEntersPolygon, polygonOf, unitById } from './tableQueries.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt):
// Terrain and Movement: "Impassable: no unit may cross or enter it."
// Movement: "Any change of position or orientation of a unit counts as movement for the turn. This may be voluntary
// during the unit's activation, but also involuntary, for example during a retreat or fall-back after a lost combat."
// Combat > Consequences of Combat, Retreat: "It must disengage over a distance equal to double its movement, with its
// back to the enemy. [...] If this movement cannot be carried out in full, the unit receives one additional Dm."
// Ruling (docs/rulings/tercios.md, Movement (session 28), "Retreat with its back to the enemy"): when the turn in
// place does not fit, the unit slides back along the move's direction before it turns, and the slide counts as part
// of the move. The slide is a move too, so it may not cross what it would stop at: here, the corner of a lake.

const TERCIO_WIDTH = 4.724409448818897;
const TERCIO_DEPTH = 2.3622047244094486;
/** The loser's rear-left corner, standing at (36, 20) facing north. */
const X0 = 36 - TERCIO_WIDTH / 2;
const Y0 = 20 - TERCIO_DEPTH / 2;

/**
 * A lake (impassable) whose top-right corner lies 0.17" right of and 0.155" below the loser's rear-left corner: the
 * corner of the base sliding south-east along the retreat (30 degrees below east) passes over the lake's corner
 * between two 0.25" steps of the slide, and no step's base touches the lake.
 */
const lake: ScenarioTerrain = {
  id: 'lake',
  type: 'small-lake',
  points: [
    { x: X0 - 5, y: Y0 - 6 },
    { x: X0 + 0.3865, y: Y0 - 6 },
    { x: X0 + 0.3865, y: Y0 - 0.155 },
    { x: X0 - 5, y: Y0 - 0.155 },
  ],
};

/** The loser at (36, 20) facing north, the winner touching its front; the retreat turned 30 degrees below east. */
function retreat(terrain: ScenarioTerrain[]) {
  const state = fixtureState({
    A: [{ unit: unitOf('loser', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('winner', 'tercio'), at: { x: 36, y: 20 + TERCIO_DEPTH, facing: -90 } }],
    terrain,
  });
  const loser = unitById(state, 'loser')!;
  const start: Base = { ...loser.base, facing: (-30 * Math.PI) / 180 };
  return { state, got: involuntaryMove(state, loser, start, forwardOf(start), 8) };
}

describe('the slide back before a turn cannot pass through what it would stop at', () => {
  it('on an open table it slides, turns and makes its whole 8" move (the turn in place overlaps the winner)', () => {
    const { got } = retreat([]);
    expect(got.blocked).toBe(false);
    expect(got.moved).toBeCloseTo(8, 6);
  });

  it("a lake's corner across the slide stops it: the unit is stopped before the lake, blocked", () => {
    const { state, got } = retreat([lake]);
    // The base sliding south-east first touches the lake's corner 0.31" along the way.
    expect(got.blocked).toBe(true);
    expect(got.moved).toBeLessThan(0.31);
    expect(baseEntersPolygon(got.base, polygonOf(state.terrain[0]!))).toBe(false);
  });
});
