import { ScriptedDice, baseGap } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { unitById } from './tableQueries.js';
import { plannedCharge } from '../game/plannedCharge.js';
import { plannedMove } from '../game/plannedMove.js';
import { fixtureContext, fixtureState, fixtureTable, placed } from '../game/__fixtures__/battleFixture.js';
import { resolveBattle } from '../game/resolve.js';

// Combat > Charges: "To carry out a charge, all the basic rules of movement apply [...] The unit stops as soon as
// contact is made between the two bases." Movement > Obstacles: "Units may ignore terrain or units crossed during their
// movement if the line drawn between their front centre and the destination point does not cut through them. It is
// considered that these units adapt their formation to take these obstacles into account." Order Cards > Assault!:
// "Combat takes place if base contact is made."
//
// A's Tercio `ter` (12 x 6 cm: 4.724" x 2.362") at (30, 20) facing +y: front centre (30, 21.181), base x 27.638 to
// 32.362. B's Tercio `foe` faces it, its front edge at y = 26.181: 5" ahead, within the Assault! move (Mvt 4, + : 6").
// A's musketeer company `f` (3.150" x 1.575") at (33.5, 22.8): x 31.925 to 35.075, y 22.013 to 23.588. The straight
// line from the Tercio's front centre to the foe's (x = 30) passes 1.9" from it, and no other obstacle stands on the
// other side (no 3" gap to keep); the Tercio's right edge (x = 32.362) sweeps over the company's left corner on the way.
// Where the charge stops (centre y = 25, base y 23.819 to 26.181) it is clear of the company (which ends at 23.588).
const scene = (friendX = 33.5) => ({
  A: [placed('ter', 'tercio', 30, 20, 90), placed('f', 'musketeer-company', friendX, 22.8, 90)],
  B: [placed('foe', 'tercio', 30, 27.362, -90)],
});

describe('Combat > Charges with Movement > Obstacles: a unit beside the charge line', () => {
  it('does not stop the charge: the Tercio reaches its foe 5" ahead and stops in contact', () => {
    const s = fixtureState(scene());
    const plan = plannedCharge(s, unitById(s, 'ter')!, unitById(s, 'foe')!, false, DEFAULT_TERCIOS_OPTIONS);
    expect(plan.reachable).toBe(true);
    if (!plan.reachable) return;
    expect(plan.distance).toBeCloseTo(5, 3);
    expect(plan.base.centre.x).toBeCloseTo(30, 3);
    expect(plan.base.centre.y).toBeCloseTo(25, 3);
    // An ordinary move of the Tercio to 0.08" short of the same end is legal (only the line and the end are checked).
    expect(plannedMove(s, unitById(s, 'ter')!, { x: 30, y: 26.1 }, 'assault', DEFAULT_TERCIOS_OPTIONS).ok).toBe(true);
  });

  it('in play: the charge makes base contact and the combat is fought (the old engine stopped 0.001" short, no combat)', () => {
    const s = fixtureTable(
      scene().A,
      scene().B,
      { ter: 'assault', foe: null, f: null },
      {
        foe: { activated: true },
        f: { activated: true },
      },
    );
    const ctx = fixtureContext(s, ScriptedDice.of(Array<number>(100).fill(3)));
    resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'foe' }, 'A');
    expect(ctx.events).toContainEqual(expect.objectContaining({ kind: 'unit-moved', unit: 'ter', reason: 'charge' }));
    expect(baseGap(unitById(ctx.state, 'ter')!.base, unitById(ctx.state, 'foe')!.base)).toBeCloseTo(0, 3);
    // Both Tercios have pikes and every die is a 3: no hit either way, a tie, and Dirty war! is asked (a combat).
    expect(ctx.events.some((e) => e.kind === 'combat' || e.kind === 'combat-question')).toBe(true);
  });

  it('a unit the line cuts through still bars the charge; one where the charge would stop bars that way', () => {
    // The company at x = 31.5 (x 29.925 to 33.075, y 22.013 to 23.588): the lines from the front centre to the foe's
    // front, rear and left (x = 32.362) centres cut it; the one to its right centre (x = 27.638) runs at x 29.68 to
    // 29.08 there and passes it by, but the Tercio stopping against the foe that way (centre about (28.83, 24.23),
    // turned 21 degrees to the left) has its rear edge across the company's top-left corner (at x = 29.925 the edge is
    // at y 23.38, under 23.588): it may not end there. No centre can be reached.
    const cut = fixtureState(scene(31.5));
    expect(plannedCharge(cut, unitById(cut, 'ter')!, unitById(cut, 'foe')!, false, DEFAULT_TERCIOS_OPTIONS)).toEqual({
      reachable: false,
      reason: 'no centre of the target can be reached',
    });
    // The company at (33.5, 24.5) (y 23.713 to 25.288) beside the line, but the Tercio stopped in contact straight
    // ahead (y 23.819 to 26.181, x to 32.362) would overlap it, and so would the charge turned towards the foe's centre
    // on that side: the charge is made towards the foe's other side centre (its right, at x = 27.638), the Tercio
    // turned away from the company and stopping clear of it, in contact with the foe.
    const s = fixtureState({
      A: [placed('ter', 'tercio', 30, 20, 90), placed('f', 'musketeer-company', 33.5, 24.5, 90)],
      B: [placed('foe', 'tercio', 30, 27.362, -90)],
    });
    const plan = plannedCharge(s, unitById(s, 'ter')!, unitById(s, 'foe')!, false, DEFAULT_TERCIOS_OPTIONS);
    expect(plan).toMatchObject({ reachable: true, centre: 'right' });
    if (!plan.reachable) return;
    expect(plan.base.centre.x).toBeLessThan(30);
    expect(baseGap(plan.base, unitById(s, 'f')!.base)).toBeGreaterThan(0);
    expect(baseGap(plan.base, unitById(s, 'foe')!.base)).toBeCloseTo(0, 3);
  });
});
