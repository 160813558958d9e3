import { describe, expect, it } from 'vitest';
import { firstValue, secondValue } from './splitValue.js';

// Rulebook: Armament > Arquebus/Musket: "its Shoot value is shown in the form "4/3". In this case the first value
// ... applies at a range of 8 inches at most. The second value therefore corresponds to the fire of the muskets
// alone". Unit Profiles: "Where two Mvt values are given, the first applies unhitched and the second hitched".
describe('split values ("4/3", "2/6")', () => {
  it('Tercio Shoot 3/2: the first value is 3, the second 2', () => {
    expect([firstValue([3, 2]), secondValue([3, 2])]).toEqual([3, 2]);
  });

  it('Light Artillery Mvt 2/6: 2 unhitched, 6 hitched', () => {
    expect([firstValue([2, 6]), secondValue([2, 6])]).toEqual([2, 6]);
  });

  it('a single value is both its first and its second', () => {
    expect([firstValue(5), secondValue(5)]).toEqual([5, 5]);
  });
});
