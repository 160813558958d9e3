import { describe, expect, it } from 'vitest';
import { baseAt, NORTH } from './Base.js';
import { lineOfSight } from './lineOfSight.js';
import { vec } from './Vec.js';

// lineOfSight tests each blocker near the line for a crossing as it comes and builds outlines only for the gap rule
// (stop 67, a speed change): the blocker reported is still the first in the list that the line crosses.
describe('lineOfSight reports the first blocker in the list that the line crosses', () => {
  const from = vec(36, 10);
  const to = vec(36, 40);
  const across = (x: number, y: number) => baseAt(vec(x, y), NORTH, 4, 2);
  // Two units 2" apart beside the line (a gap the rule refuses), listed before the crossings.
  const narrow = [
    { id: 'L', base: across(33, 15) },
    { id: 'R', base: across(39, 15) },
  ];

  it('the first crossing in the order given, not the nearest, nor a narrow gap listed before it', () => {
    const far = { id: 'far', base: across(36, 35) };
    const near = { id: 'near', base: across(36, 20) };
    expect(lineOfSight(from, to, [far, near])).toEqual({ clear: false, blockedBy: 'far', reason: 'crosses' });
    expect(lineOfSight(from, to, [near, far])).toEqual({ clear: false, blockedBy: 'near', reason: 'crosses' });
    expect(lineOfSight(from, to, [...narrow, far])).toEqual({ clear: false, blockedBy: 'far', reason: 'crosses' });
    // Without the crossing, the narrow gap blocks.
    expect(lineOfSight(from, to, narrow)).toMatchObject({ clear: false, reason: 'gap', between: ['L', 'R'] });
  });

  it('a blocker of a base and a polygon, and blockers without an id named by their place', () => {
    const wood = { points: [vec(34, 25), vec(38, 25), vec(38, 27), vec(34, 27)] };
    const aside = across(50, 20);
    expect(lineOfSight(from, to, [{ id: 'both', base: aside, polygon: wood }])).toEqual({
      clear: false,
      blockedBy: 'both',
      reason: 'crosses',
    });
    expect(lineOfSight(from, to, [{}, { base: aside }, { polygon: wood }])).toEqual({
      clear: false,
      blockedBy: '#2',
      reason: 'crosses',
    });
    // Off the line's box: neither crosses nor counts for the gap rule.
    expect(lineOfSight(from, to, [{ base: aside }, { base: across(60, 20) }])).toEqual({ clear: true });
  });

  it('a gap between a polygon and a base is measured from their outlines', () => {
    const wood = { id: 'W', polygon: { points: [vec(37, 20), vec(45, 20), vec(45, 30), vec(37, 30)] } };
    const unit = { id: 'U', base: across(33, 25) }; // x 31..35
    expect(lineOfSight(from, to, [unit, wood])).toMatchObject({ clear: false, reason: 'gap', gapWidth: 2 });
    expect(lineOfSight(from, to, [unit, wood], { gap: 2 })).toEqual({ clear: true });
  });
});
