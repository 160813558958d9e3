import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import type { Dice } from '../dice/Dice.js';
import { enumerate } from './enumerate.js';
import { checkRollSize } from './rollOptions.js';

// The bounds of exact odds at their exact edges (Stryker's survivors on core-odds, docs/mutation/core-odds.md).
// The contract: `checkRollSize` refuses a `faces` roll of MORE than 200,000 multisets of faces and any other roll
// whose results x denominator bits are MORE than 2,000,000; `enumerate` counts each run's fraction as its 64-bit
// words squared against `maxWork`.
function refusal(fn: () => unknown): MusterError {
  try {
    fn();
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  throw new Error('expected an enumeration-limit refusal');
}

describe('checkRollSize at its exact bounds', () => {
  it('faces: 199999d2 has exactly 200,000 multisets (0 to 199,999 twos) and is allowed; 200000d2 is refused', () => {
    expect(() => {
      checkRollSize('faces', 199_999, 2);
    }).not.toThrow();
    expect(
      refusal(() => {
        checkRollSize('faces', 200_000, 2);
      }).message,
    ).toBe(
      '200000d2 has 200001 combinations of faces over 200000-bit fractions: too large to compute exactly in seconds',
    );
  });

  it('faces: the multiset count goes on past exactly 200,000 (199999d3 has C(200001, 2), over 20 thousand million)', () => {
    expect(
      refusal(() => {
        checkRollSize('faces', 199_999, 3);
      }).message,
    ).toBe(
      '199999d3 has over 20000 million combinations of faces over 316991-bit fractions: too large to compute exactly in seconds',
    );
  });

  it('faces with more sides than dice: 3d104 (C(106, 3) = 192,920) allowed, 3d106 (C(108, 3) = 204,156) refused', () => {
    expect(() => {
      checkRollSize('faces', 3, 104);
    }).not.toThrow();
    expect(
      refusal(() => {
        checkRollSize('faces', 3, 106);
      }).message,
    ).toBe('3d106 has 204156 combinations of faces over 21-bit fractions: too large to compute exactly in seconds');
  });

  it('a certain pool counts at least one bit: 1999999d6 needing 1+ (2,000,000 results x 1) allowed, one die more refused', () => {
    expect(() => {
      checkRollSize('pool', 1_999_999, 6, 1);
    }).not.toThrow();
    expect(
      refusal(() => {
        checkRollSize('pool', 2_000_000, 6, 1);
      }).message,
    ).toBe('2000000d6 has over 2 million results over 0-bit fractions: too large to compute exactly in seconds');
  });

  it('says "over N million" only past one million: 999d1002 has 1,000,000 totals, said in full', () => {
    expect(
      refusal(() => {
        checkRollSize('sum', 999, 1002);
      }).message,
    ).toBe('999d1002 has 1000000 totals over 9959-bit fractions: too large to compute exactly in seconds');
  });
});

describe('enumerate: the work of a run is its fraction words squared', () => {
  // 70d2 needing 2 as one pool: 71 runs, 0 to 70 successes; 0 successes is 1/2^70, a fraction of two 64-bit words.
  const pool70 = (dice: Dice) => ({ successes: dice.pool(70, 2, 2, '70d2') });

  it('71 runs of which some need two words cost more than 71, and at most 4 each', () => {
    expect(enumerate(pool70, { maxWork: 284 }).outcomes).toHaveLength(71);
    const error = refusal(() => enumerate(pool70, { maxWork: 71 }));
    expect(error.code).toBe('enumeration-limit');
    expect(error.message).toMatch(/up to 128-bit fractions\); use Monte Carlo instead$/);
  });
});
