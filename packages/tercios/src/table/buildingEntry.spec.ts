import { distance, frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { plannedMove } from '../game/plannedMove.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { unitById } from './tableQueries.js';

// Rulebook: Scenery > Building: "To occupy a building it is enough to move into it with a Ready! order"; the unit
// is then placed in the building (on its centre). Ruling: Buildings (option battle.buildingEntry): by default the
// building's centre, where the unit is placed, must be within its movement: entering never carries it further
// than its order allows.

const house = (y0: number) => ({
  id: 'house',
  type: 'large-building' as const,
  points: [
    { x: 30, y: y0 },
    { x: 36, y: y0 },
    { x: 36, y: y0 + 6 },
    { x: 30, y: y0 + 6 },
  ],
});

function company(y0: number) {
  return fixtureState({
    A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 33, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    terrain: [house(y0)],
  });
}

describe('Moving into a building (Scenery > Building)', () => {
  it('a company (Speed 5) may not jump to the centre of a building 6.2" away by reaching its edge', () => {
    const state = company(24);
    const mus = unitById(state, 'mus')!;
    expect(distance(frontCentre(mus.base), { x: 33, y: 27 })).toBeGreaterThan(5);
    const plan = plannedMove(state, mus, { x: 33, y: 24.5 }, 'ready', DEFAULT_TERCIOS_OPTIONS);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.reason).toMatch(/centre of house/);
  });

  it('a building whose centre is within the move is entered, the move measured to that centre', () => {
    const state = company(21.5);
    const mus = unitById(state, 'mus')!;
    const plan = plannedMove(state, mus, { x: 33, y: 22 }, 'ready', DEFAULT_TERCIOS_OPTIONS);
    expect(plan).toMatchObject({ ok: true, inBuilding: 'house' });
    if (plan.ok) expect(plan.distance).toBeCloseTo(distance(frontCentre(mus.base), { x: 33, y: 24.5 }), 6);
  });

  it('option reach-building: reaching into the building is enough, the unit placed on its centre', () => {
    const options = TerciosOptionsSchema.parse({ battle: { buildingEntry: 'reach-building' } });
    const state = company(24);
    const plan = plannedMove(state, unitById(state, 'mus')!, { x: 33, y: 24.5 }, 'ready', options);
    expect(plan).toMatchObject({ ok: true, inBuilding: 'house' });
    if (plan.ok) expect(plan.base.centre).toEqual({ x: 33, y: 27 });
  });
});
