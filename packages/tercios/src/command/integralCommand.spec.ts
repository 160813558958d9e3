import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { inCommand } from '../game/commandOnTable.js';
import { unitById } from '../table/tableQueries.js';

// Rulebook: The Troops > Artillery > Integral Command: "these units are always considered to be within the
// command radius of an officer. The additional units provided with the artillery (companies) also benefit from
// this if they are 6 inches from the artillery or less."
describe('Integral Command: the companies of a battery', () => {
  // The fixture puts side A's units in one regiment (the battery); no commander is on the table.
  const battery = (companyY: number, company = 'musketeer-company') =>
    fixtureState({
      A: [
        { unit: unitOf('gun', 'light-artillery'), at: { x: 30, y: 10, facing: 90 } },
        { unit: unitOf('coy', company), at: { x: 30, y: companyY, facing: 90 } },
      ],
      B: [{ unit: unitOf('foe', 'musketeer-company'), at: { x: 30, y: 40, facing: -90 } }],
    });
  const gap = (state: ReturnType<typeof battery>) => {
    const gun = unitById(state, 'gun')!.base;
    const coy = unitById(state, 'coy')!.base;
    return coy.centre.y - coy.depth / 2 - (gun.centre.y + gun.depth / 2);
  };

  it('the artillery itself is always in command', () => {
    const state = battery(16);
    expect(inCommand(state, unitById(state, 'gun')!)).toBe(true);
  });

  it('a company of the battery 6 inches or less from its artillery is in command', () => {
    const state = battery(17);
    expect(gap(state)).toBeLessThanOrEqual(6);
    expect(inCommand(state, unitById(state, 'coy')!)).toBe(true);
  });

  it('a company of the battery more than 6 inches from its artillery is not (no commander near)', () => {
    const state = battery(24);
    expect(gap(state)).toBeGreaterThan(6);
    expect(inCommand(state, unitById(state, 'coy')!)).toBe(false);
  });

  it('only companies: a battalion of the same regiment 2 inches from the guns is not', () => {
    const state = battery(15, 'tercio');
    expect(inCommand(state, unitById(state, 'coy')!)).toBe(false);
  });
});
