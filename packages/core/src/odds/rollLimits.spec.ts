import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { enumerate } from './enumerate.js';
import { checkRollSize, MAX_ROLL_WORK, rollOptions } from './rollOptions.js';

// The bounds of exact odds (issue 22, defect 8) without the clock: which rolls `checkRollSize` refuses and
// what it says, and where `enumerate` stops. bounds.spec.ts times the same refusals.
function refusal(fn: () => unknown): MusterError {
  try {
    fn();
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  throw new Error('expected an enumeration-limit refusal');
}

const table = (options: ReturnType<typeof rollOptions>) => options.map((o) => [o.value, o.probability.toString()]);

describe('checkRollSize: a roll is refused when results x denominator bits exceed 2,000,000', () => {
  it('is 2,000,000', () => {
    expect(MAX_ROLL_WORK).toBe(2_000_000);
  });

  it('sums of d2: 1413d2 (1,414 totals x 1,413 bits) is computed, 1414d2 refused', () => {
    expect(() => {
      checkRollSize('sum', 1413, 2);
    }).not.toThrow();
    const error = refusal(() => {
      checkRollSize('sum', 1414, 2);
    });
    expect(error.code).toBe('enumeration-limit');
    expect(error.message).toBe(
      '1414d2 has 1415 totals over 1414-bit fractions: too large to compute exactly in seconds',
    );
    expect(error.context).toEqual({ expected: 'a smaller roll, or sampling (Monte Carlo)' });
  });

  it('pools of d2 needing 2: 1413 dice computed, 1414 refused; pool-at-most alike', () => {
    expect(() => {
      checkRollSize('pool', 1413, 2, 2);
    }).not.toThrow();
    expect(
      refusal(() => {
        checkRollSize('pool', 1414, 2, 2);
      }).message,
    ).toBe('1414d2 has 1415 results over 1414-bit fractions: too large to compute exactly in seconds');
    expect(() => {
      checkRollSize('pool-at-most', 1413, 2, 1);
    }).not.toThrow();
    expect(() => {
      checkRollSize('pool-at-most', 1414, 2, 1);
    }).toThrow(MusterError);
  });

  it('a pool counts the bits of its chance in lowest terms: 1000d6 needing 4+ (1/2) is computed, needing 2+ (5/6) refused', () => {
    expect(() => {
      checkRollSize('pool', 1000, 6, 4);
    }).not.toThrow();
    expect(
      refusal(() => {
        checkRollSize('pool', 1000, 6, 2);
      }).message,
    ).toBe('1000d6 has 1001 results over 2585-bit fractions: too large to compute exactly in seconds');
  });

  it('a pool-at-most counts faces at or under its ceiling: 1000d6 at most 5 (5/6) refused, needing 5+ (1/3) computed', () => {
    expect(() => {
      checkRollSize('pool-at-most', 1000, 6, 5);
    }).toThrow(MusterError);
    expect(() => {
      checkRollSize('pool', 1000, 6, 5);
    }).not.toThrow();
  });

  it('one die of 300,000 sides is refused, of 1000 computed', () => {
    expect(() => {
      checkRollSize('die', 1, 1000);
    }).not.toThrow();
    expect(
      refusal(() => {
        checkRollSize('die', 1, 300_000);
      }).message,
    ).toBe('1d300000 has 300000 results over 19-bit fractions: too large to compute exactly in seconds');
  });

  it('faces: 11d10 (167,960 multisets) computed, 12d10 (293,930) refused; 40d20 counted until past the bound', () => {
    expect(() => {
      checkRollSize('faces', 11, 10);
    }).not.toThrow();
    expect(
      refusal(() => {
        checkRollSize('faces', 12, 10);
      }).message,
    ).toBe('12d10 has 293930 combinations of faces over 40-bit fractions: too large to compute exactly in seconds');
    expect(
      refusal(() => {
        checkRollSize('faces', 40, 20);
      }).message,
    ).toBe(
      '40d20 has over 1 million combinations of faces over 173-bit fractions: too large to compute exactly in seconds',
    );
  });

  it('names the roll by its purpose when it has one, and counts millions of totals', () => {
    expect(
      refusal(() => {
        checkRollSize('sum', 1000, 1000, 0, 'move');
      }).message,
    ).toBe('1000d1000 for "move" has 999001 totals over 9966-bit fractions: too large to compute exactly in seconds');
    expect(
      refusal(() => {
        checkRollSize('sum', 2000, 1000);
      }).message,
    ).toBe('2000d1000 has over 1 million totals over 19932-bit fractions: too large to compute exactly in seconds');
    expect(
      refusal(() => {
        checkRollSize('sum', 1000, 1000, 0, '1000d1000');
      }).message,
    ).toMatch(/^1000d1000 has /);
  });
});

describe('rollOptions: every result of one roll, impossible ones left out', () => {
  it('a d6 is 1 to 6, each 1/6', () => {
    expect(table(rollOptions('die', 1, 6))).toEqual([1, 2, 3, 4, 5, 6].map((v) => [v, '1/6']));
  });

  it('2d6 needing 7: never a success; needing 1: always two', () => {
    expect(table(rollOptions('pool', 2, 6, 7))).toEqual([[0, '1']]);
    expect(table(rollOptions('pool', 2, 6, 1))).toEqual([[2, '1']]);
  });

  it('3d6 faces: three sixes 1/216, two sixes and a five 3/216, six-five-four 6/216', () => {
    const options = rollOptions('faces', 3, 6);
    const p = (faces: number[]) =>
      options.find((o) => o.faces?.join() === faces.join())?.probability.toString() ?? 'missing';
    expect(options).toHaveLength(56);
    expect(p([6, 6, 6])).toBe('1/216');
    expect(p([6, 6, 5])).toBe('1/72');
    expect(p([6, 5, 5])).toBe('1/72');
    expect(p([6, 5, 4])).toBe('1/36');
  });
});

describe('enumerate stops where it is told', () => {
  const twoD2 = (dice: Parameters<Parameters<typeof enumerate>[0]>[0]) => ({
    a: dice.d(2, 'first'),
    b: dice.d(2, 'second'),
  });

  it('maxLeaves: two d2 are 4 runs, allowed at 4 and refused at 3', () => {
    expect(enumerate(twoD2, { maxLeaves: 4 }).outcomes).toHaveLength(4);
    const error = refusal(() => enumerate(twoD2, { maxLeaves: 3 }));
    expect(error.code).toBe('enumeration-limit');
    expect(error.message).toBe('more than 3 branches to enumerate; use Monte Carlo instead');
    expect(error.context).toEqual({ expected: 'a mechanic with fewer roll combinations' });
  });

  it('maxLeaves: one roll of more results than allowed is refused before it is followed', () => {
    expect(enumerate((dice) => ({ f: dice.d(6, 'd6') }), { maxLeaves: 6 }).outcomes).toHaveLength(6);
    const error = refusal(() => enumerate((dice) => ({ f: dice.d(6, 'd6') }), { maxLeaves: 5 }));
    expect(error.message).toBe('one roll (1d6, d6) has 6 results, more than the 5 branches allowed');
    expect(error.code).toBe('enumeration-limit');
    expect(error.context).toEqual({ expected: 'a mechanic with fewer roll combinations' });
  });

  it('maxRollsPerRun: three rolls are allowed at 3 and refused at 2, naming the roll', () => {
    const three = (dice: Parameters<typeof twoD2>[0]) => ({ ...twoD2(dice), c: dice.d(2, 'third') });
    expect(enumerate(three, { maxRollsPerRun: 3 }).outcomes).toHaveLength(8);
    const error = refusal(() => enumerate(three, { maxRollsPerRun: 2 }));
    expect(error.message).toBe('a run made more than 2 rolls; the mechanic may re-roll forever');
    expect(error.code).toBe('enumeration-limit');
    expect(error.context).toEqual({ purpose: 'third' });
  });

  it('maxWork: 2d6 as two dice is 36 runs of one-word fractions: allowed at 36, refused at 35', () => {
    const twoD6 = (dice: Parameters<typeof twoD2>[0]) => ({ a: dice.d(6, 'a'), b: dice.d(6, 'b') });
    expect(enumerate(twoD6, { maxWork: 36 }).outcomes).toHaveLength(36);
    const error = refusal(() => enumerate(twoD6, { maxWork: 35 }));
    expect(error.code).toBe('enumeration-limit');
    expect(error.message).toBe(
      'the exact fractions grew too large to enumerate in seconds (36 branches, up to 64-bit fractions); use Monte Carlo instead',
    );
    expect(error.context).toEqual({ expected: 'a mechanic with fewer or smaller rolls' });
  });
});
