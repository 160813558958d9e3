import { describe, expect, it } from 'vitest';
import { inclineShares, inclineWay, mayFireAfter, wheel } from './manoeuvre.js';

// Rulebook: Manoeuvre. "Units may incline as they march, 1" to the flank for each 1" forward/backward. Or Units may
// wheel, pivoting on the outside man. Foot wheeling do so at half speed, or they may do so at full speed and become
// disordered, this must be decided BEFORE the dice are thrown. Disordered Units may only wheel at half speed.
// Foot may not manoeuvre and Fire."

describe('inclining (Rulebook: Manoeuvre)', () => {
  it('"1" to the flank for each 1" forward/backward": a move backward goes as far to the flank as forward', () => {
    expect(inclineShares(0.5, 'right', false)).toEqual({ forward: 0.5, flank: 0.5, length: Math.SQRT1_2 });
    expect(inclineShares(0.5, 'left', true)).toEqual({ forward: -0.5, flank: -0.5, length: Math.SQRT1_2 });
    // Ruling R23: a larger share forward (at most 1: straight ahead, nothing to the flank).
    expect(inclineShares(0.75, 'right', true)).toEqual({ forward: -0.75, flank: 0.25, length: Math.hypot(0.75, 0.25) });
    expect(inclineShares(1, 'left', false)).toEqual({ forward: 1, flank: -0, length: 1 });
  });

  it('the way an incline goes, as the log and the decisions word it: the flank, then "backwards" when backward', () => {
    expect(inclineWay('left', false)).toBe('left');
    expect(inclineWay('right', false)).toBe('right');
    expect(inclineWay('left', true)).toBe('left backwards');
    expect(inclineWay('right', true)).toBe('right backwards');
  });
});

describe('wheeling (Rulebook: Manoeuvre)', () => {
  it('"Foot wheeling do so at half speed": half the move, not disordered', () => {
    expect(wheel('foot', 5, false, false)).toEqual({ distance: 2.5, disorders: false });
  });

  it('"or they may do so at full speed and become disordered"', () => {
    expect(wheel('foot', 5, true, false)).toEqual({ distance: 5, disorders: true });
  });

  it('"Disordered Units may only wheel at half speed": foot and horse alike, even when asked for full speed', () => {
    expect(wheel('foot', 5, true, true)).toEqual({ distance: 2.5, disorders: false });
    expect(wheel('horse', 8, true, true)).toEqual({ distance: 4, disorders: false });
    expect(wheel('horse', 8, false, true)).toEqual({ distance: 4, disorders: false });
  });

  it('horse are not slowed nor disordered by a wheel (only "Foot wheeling" are)', () => {
    expect(wheel('horse', 8, false, false)).toEqual({ distance: 8, disorders: false });
    expect(wheel('horse', 8, true, false)).toEqual({ distance: 8, disorders: false });
  });
});

describe('"Foot may not manoeuvre and Fire." (Rulebook: Manoeuvre)', () => {
  it('foot that manoeuvred may not fire; foot that did not, and horse either way, may', () => {
    expect(mayFireAfter('foot', true)).toBe(false);
    expect(mayFireAfter('foot', false)).toBe(true);
    expect(mayFireAfter('horse', true)).toBe(true);
    expect(mayFireAfter('horse', false)).toBe(true);
  });
});
