import { describe, expect, it } from 'vitest';
import { LIGHT_ARTILLERY, TERCIO } from '../mechanics/__fixtures__/units.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { baseSpeed } from './baseSpeed.js';

// Killers of the mutants of baseSpeed.ts (docs/mutation/tercios-orders.md).
// Artillery > Horse Teams: "Artillery units have two movement values in their profile. The first corresponds to that
// applicable when the pieces are unhitched. ... A unit with horses may move at the speed of the second value
// indicated. For this, the unit must be hitched." Light Artillery: Mvt 2/6.
describe('Artillery > Horse Teams: the Speed before modifiers', () => {
  it('Light Artillery: 2 unhitched, 6 hitched', () => {
    expect([baseSpeed(LIGHT_ARTILLERY), baseSpeed({ ...LIGHT_ARTILLERY, hitched: true })]).toEqual([2, 6]);
  });

  it('a unit of one movement value moves at it, hitched flag or not (Tercio: 4)', () => {
    expect([baseSpeed(TERCIO), baseSpeed({ ...TERCIO, hitched: true })]).toEqual([4, 4]);
  });

  // "A unit with horses": the Horse Teams rule gives the second value whatever the category. A made-up unit (no
  // printed profile has the rule outside artillery): a company with Mvt 0/4 and the rule.
  it('a unit with the Horse Teams rule moves hitched at its second value, whatever its category', () => {
    const teamed: TerciosUnit = {
      ...TERCIO,
      category: 'company',
      values: { ...TERCIO.values, speed: [0, 4] },
      rules: ['horse-teams'],
    };
    expect([baseSpeed(teamed), baseSpeed({ ...teamed, hitched: true })]).toEqual([0, 4]);
    // Without the rule (and not artillery) there are no horses to hitch: the first value, even if flagged hitched.
    expect(baseSpeed({ ...teamed, rules: [], hitched: true })).toBe(0);
  });
});
