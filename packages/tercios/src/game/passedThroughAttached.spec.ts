import { describe, expect, it } from 'vitest';
import { unitById } from '../table/tableQueries.js';
import { placementProblem } from './passedThrough.js';
import { commanderOf, fixtureState, unitOf } from './__fixtures__/battleFixture.js';

// Movement > Overlap (/work/shared/rules/tercios-liber-militum.txt): a commander passed through "may be placed one
// inch from the unit, but on any side of it". Ruling "A commander passed through" (docs/rulings/tercios.md): not on
// another commander standing on its own. A commander that has joined a troop (Commanders and Losses > Joining a troop)
// is with that troop: the position it stood at when it joined is not a base on the table, and does not block the spot.

describe('Movement > Overlap: a commander passed through is placed one inch from the unit', () => {
  // The Tercio `m` of A has ended its move with its base over x 33.638-38.362, y 26.638-29; the spot (34.238, 30.6)
  // is one inch from its front edge. Commander c2 stood on that spot.
  const s0 = fixtureState({
    A: [
      { unit: unitOf('m', 'tercio'), at: { x: 36, y: 27.819, facing: 90 } },
      { unit: unitOf('mus', 'musketeer-company'), at: { x: 10, y: 10, facing: 90 } },
    ],
    B: [{ unit: unitOf('b1', 'tercio'), at: { x: 60, y: 44, facing: -90 } }],
  });
  const spot = { x: 34.238, y: 30.6 };
  const placing = (attachedTo: string | null) => {
    const state = {
      ...s0,
      commanders: [
        commanderOf({ position: { x: 36, y: 28 } }),
        commanderOf({ id: 'c2', name: 'Sargento', position: spot, attachedTo }),
      ],
    };
    return placementProblem(state, state.commanders[0]!, unitById(state, 'm')!, spot, 1.2);
  };

  it('refuses the spot while the other commander stands there on its own', () => {
    expect(placing(null)).toBe('the commander may not be placed on another commander');
  });

  it('accepts it once that commander has joined a troop elsewhere: its old position is no base on the table', () => {
    expect(placing('mus')).toBeNull();
  });
});
