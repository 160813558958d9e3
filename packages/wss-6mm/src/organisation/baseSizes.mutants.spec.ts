import { describe, expect, it } from 'vitest';
import { BASE_SIZES } from './baseSizes.js';

// Rulebook: Organisation > Base Sizes. "The standard frontage for an element is 1". The depth varies. Infantry 3/8",
// Horse 3/4", Field Artillery 1". Battalion guns have a frontage of 1/2" and a depth of 3/4"."

describe('element base sizes (Rulebook: Organisation > Base Sizes)', () => {
  it('every kind of element, frontage and depth in inches', () => {
    expect(BASE_SIZES).toEqual({
      infantry: { frontage: 1, depth: 0.375 },
      horse: { frontage: 1, depth: 0.75 },
      'field-artillery': { frontage: 1, depth: 1 },
      'battalion-gun': { frontage: 0.5, depth: 0.75 },
    });
  });
});
