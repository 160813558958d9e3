import { describe, expect, it } from 'vitest';
import { MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { shootValueAtRange } from './shootValueAtRange.js';

// Rulebook: Shooting > Selecting the Target > Range: "Range is always measured from the front centre of the
// shooting base to the nearest centre ... of the target base": a distance, never below 0.
describe('Range: a measured distance', () => {
  it('a target at 0" (base to base) is in range of every shooting weapon', () => {
    expect(shootValueAtRange(MUSKETEERS, 0)).toMatchObject({ shoot: 3, maxRange: 12 });
    expect(shootValueAtRange(TERCIO, 0)).toMatchObject({ shoot: 3, band: 'near' });
  });

  it('a negative distance, even half an inch, is no range: no shot', () => {
    expect(shootValueAtRange(MUSKETEERS, -0.5)).toBeNull();
    expect(shootValueAtRange(TERCIO, -0.5)).toBeNull();
  });
});
