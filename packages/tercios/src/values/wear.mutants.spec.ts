import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { isFresh, isWeary, routPoints } from './wear.js';

// Rulebook: Components > Status Markers: "Fresh [Steady]: the unit has no Dm. Weary: when the unit has accumulated
// as many Dm as its Stamina value." "Adaptation: this notion may be applied as soon as a unit has at least 1 Dm."
// Shooting > Rout test: "The Dm "in excess" of the unit's Stamina value are called "Rout Points"."
describe('Fresh, Weary and Rout Points', () => {
  it('"Fresh: the unit has no Dm": 0 Dm is fresh, 1 Dm is not', () => {
    expect([isFresh(0), isFresh(1), isFresh(3)]).toEqual([true, false, false]);
  });

  it('Weary at as many Dm as Stamina, by the rule (the default options when none are given)', () => {
    expect([isWeary(1, 2), isWeary(2, 2), isWeary(3, 2)]).toEqual([false, true, true]);
  });

  it('a unit with no Dm is fresh, never Weary, even at Stamina 0', () => {
    expect(isWeary(0, 0)).toBe(false);
    expect(isWeary(1, 0)).toBe(true);
  });

  it('the Adaptation ("at least 1 Dm"): Weary from the first Dm whatever the Stamina', () => {
    const adaptation = TerciosOptionsSchema.parse({ wearyAt: 'first-wear' });
    expect([isWeary(0, 5, adaptation), isWeary(1, 5, adaptation), isWeary(5, 5, adaptation)]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('Rout Points are the Dm in excess of Stamina, never fewer than none', () => {
    expect([routPoints(7, 5), routPoints(5, 5), routPoints(3, 5)]).toEqual([2, 0, 0]);
  });
});
