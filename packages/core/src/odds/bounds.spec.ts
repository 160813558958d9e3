// Issue 22, defect 8: exact odds were not bounded. `muster odds dice sum --dice 1000 --sides 1000` and
// `pool --dice 1000 --sides 1000 --target 500` ran for hours (checked before the fix: no answer within
// 30 s, and 100d100 sums took 9 s); `--max-branches` did not bound one roll's distribution.
import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { enumerate } from './enumerate.js';
import { binomial, Rational } from './Rational.js';
import { checkRollSize, rollOptions } from './rollOptions.js';

// The bounds are work counts (the size of a roll's distribution, the bits of its fractions), checked before the
// work is done, so these tests assert the refusal and the answer, never a time: speed belongs to `pnpm bench`.
function attempt<T>(fn: () => T): { error: MusterError | null; value: T | null } {
  try {
    return { error: null, value: fn() };
  } catch (error) {
    if (!MusterError.is(error)) throw error;
    return { error, value: null };
  }
}

describe('every exact computation is bounded', () => {
  it.each([
    ['sum', 1000, 1000, 0],
    ['sum', 100, 100, 0],
    ['sum', 1000, 6, 0],
    ['pool', 1000, 1000, 500],
    ['pool-at-most', 1000, 997, 500],
    ['faces', 40, 20, 0],
  ] as const)('refuses %s of %dd%d with enumeration-limit before rolling it', (kind, count, sides, target) => {
    const { error } = attempt(() =>
      enumerate((dice) => ({
        v:
          kind === 'faces'
            ? dice.faces(count, sides, 'x').length
            : kind === 'sum'
              ? dice.sum(count, sides, 'x')
              : kind === 'pool'
                ? dice.pool(count, sides, target, 'x')
                : dice.poolAtMost(count, sides, target, 'x'),
      })),
    );
    expect(error?.code).toBe('enumeration-limit');
    expect(error?.message).toMatch(
      new RegExp(`^${count}d${sides} for "x" has .* too large to compute exactly in seconds`),
    );
  });

  it('still answers large rolls that are cheap: a 1000d6 pool needing 4+ is binomial(1000, 1/2), in closed form', () => {
    const { value } = attempt(() => enumerate((dice) => ({ hits: dice.pool(1000, 6, 4, 'volley') })));
    const half = value!.marginal('hits').entries.find((e) => e.value === 500)!;
    expect(half.probability.equals(new Rational(binomial(1000, 500), 2n ** 1000n))).toBe(true);
    expect(value!.total().equals(Rational.ONE)).toBe(true);
  });

  it('sums by convolution: 100d20 exactly, every total', () => {
    const { value } = attempt(() => rollOptions('sum', 100, 20));
    expect(value).toHaveLength(1901);
    expect(value![0]!.probability.equals(new Rational(1n, 20n ** 100n))).toBe(true);
    expect(value!.reduce((sum, o) => sum.add(o.probability), Rational.ZERO).equals(Rational.ONE)).toBe(true);
  });

  it('bounds the work of many rolls with huge fractions (two 1000d6 pools needing 5+ in a row)', () => {
    const { error } = attempt(() =>
      enumerate((dice) => ({ a: dice.pool(1000, 6, 5, 'first'), b: dice.pool(1000, 6, 5, 'second') })),
    );
    expect(error?.code).toBe('enumeration-limit');
    expect(error?.message).toMatch(/exact fractions grew too large/);
  });

  it('--max-branches bounds one roll: a 2d6 sum has 11 results, more than 5 branches', () => {
    const { error } = attempt(() => enumerate((dice) => ({ t: dice.sum(2, 6, '2d6') }), { maxLeaves: 5 }));
    expect(error?.message).toMatch(/one roll \(2d6, 2d6\) has 11 results, more than the 5 branches allowed/);
  });

  it('checkRollSize names the roll and its purpose', () => {
    expect(() => {
      checkRollSize('sum', 1000, 1000, 0, 'the charge');
    }).toThrow(/^1000d1000 for "the charge" has 999001 totals over 9966-bit fractions/);
  });
});
