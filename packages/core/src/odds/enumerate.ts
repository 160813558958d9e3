import type { Dice } from '../dice/Dice.js';
import type { RollKind } from '../dice/Roll.js';
import { validateDiceArgs } from '../dice/validateRoll.js';
import { MusterError } from '../errors/MusterError.js';
import { Distribution } from './Distribution.js';
import type { Outcome } from './Outcome.js';
import { Rational } from './Rational.js';
import { checkRollSize, rollOptions, type RollOption } from './rollOptions.js';

/** Limits of {@link enumerate}. */
export interface EnumerateOptions {
  /** Most leaves (complete runs) to explore before giving up with `enumeration-limit` (default 2,000,000). */
  readonly maxLeaves?: number;
  /** Most rolls in one run, catching mechanics that re-roll forever (default 10,000). */
  readonly maxRollsPerRun?: number;
  /**
   * Most work in all (default `MAX_ENUMERATION_WORK`, 6,000,000): each leaf costs the square of its exact
   * weight's size in 64-bit words, as reducing a fraction does. A leaf of small fractions costs 1; one of
   * two 1000-die pools in a row (3,170-bit fractions) costs 2,500, so those few leaves weigh as much as
   * millions of small ones.
   */
  readonly maxWork?: number;
}

/** Default of {@link EnumerateOptions.maxWork}: a few seconds of exact arithmetic. */
export const MAX_ENUMERATION_WORK = 6_000_000;

/**
 * Dice that follow a path of choices through the tree of possible rolls, extending it with the first
 * possible result whenever the mechanic rolls further than the path goes.
 */
class PathDice implements Dice {
  readonly branches: (readonly RollOption[])[] = [];
  readonly path: number[];
  weight = Rational.ONE;
  private position = 0;

  constructor(
    prefix: readonly number[],
    private readonly maxRolls: number,
    private readonly maxLeaves: number,
  ) {
    this.path = [...prefix];
  }

  private next(kind: RollKind, count: number, sides: number, target: number, purpose: string): RollOption {
    validateDiceArgs(count, sides, purpose);
    if (this.position >= this.maxRolls) {
      throw new MusterError(
        'enumeration-limit',
        `a run made more than ${this.maxRolls} rolls; the mechanic may re-roll forever`,
        {
          purpose,
        },
      );
    }
    checkRollSize(kind, count, sides, target, purpose);
    const options = rollOptions(kind, count, sides, target);
    if (options.length > this.maxLeaves) {
      throw new MusterError(
        'enumeration-limit',
        `one roll (${count}d${sides}, ${purpose}) has ${options.length} results, more than the ${this.maxLeaves} branches allowed`,
        {
          expected: 'a mechanic with fewer roll combinations',
        },
      );
    }
    if (this.position >= this.path.length) this.path.push(0);
    this.branches.push(options);
    const option = options[this.path[this.position]!]!;
    this.position++;
    this.weight = this.weight.mul(option.probability);
    return option;
  }

  d(sides: number, purpose: string): number {
    return this.next('die', 1, sides, 0, purpose).value;
  }
  pool(count: number, sides: number, target: number, purpose: string): number {
    return this.next('pool', count, sides, target, purpose).value;
  }
  poolAtMost(count: number, sides: number, ceiling: number, purpose: string): number {
    return this.next('pool-at-most', count, sides, ceiling, purpose).value;
  }
  sum(count: number, sides: number, purpose: string): number {
    return this.next('sum', count, sides, 0, purpose).value;
  }
  faces(count: number, sides: number, purpose: string): number[] {
    return [...(this.next('faces', count, sides, 0, purpose).faces ?? [])];
  }
}

/**
 * The exact distribution of a mechanic's outcomes: runs `mechanic` once along every branch of every
 * roll it makes, weights each run by the exact probability of its rolls and merges equal outcomes.
 * Pools branch on their success count (binomial), so 10d6 is 11 branches, not 6^10.
 *
 * The mechanic must be a pure function of its dice (the same rolls give the same outcome).
 *
 * @example
 * const dist = enumerate((dice) => ({ hits: dice.pool(3, 6, 4, 'shooting') }));
 * dist.marginal('hits'); // 0: 1/8, 1: 3/8, 2: 3/8, 3: 1/8
 */
export function enumerate<T extends Outcome>(
  mechanic: (dice: Dice) => T,
  options: EnumerateOptions = {},
): Distribution<T> {
  const maxLeaves = options.maxLeaves ?? 2_000_000;
  const maxRolls = options.maxRollsPerRun ?? 10_000;
  const maxWork = options.maxWork ?? MAX_ENUMERATION_WORK;
  const distribution = new Distribution<T>();
  const stack: number[][] = [[]];
  let leaves = 0;
  let work = 0;
  while (stack.length > 0) {
    const prefix = stack.pop()!;
    if (++leaves > maxLeaves) {
      throw new MusterError(
        'enumeration-limit',
        `more than ${maxLeaves} branches to enumerate; use Monte Carlo instead`,
        {
          expected: 'a mechanic with fewer roll combinations',
        },
      );
    }
    const dice = new PathDice(prefix, maxRolls, maxLeaves);
    const outcome = mechanic(dice);
    const words = Math.ceil(dice.weight.den.toString(16).length / 16);
    work += words * words;
    if (work > maxWork) {
      throw new MusterError(
        'enumeration-limit',
        `the exact fractions grew too large to enumerate in seconds (${leaves} branches, up to ${words * 64}-bit fractions); use Monte Carlo instead`,
        {
          expected: 'a mechanic with fewer or smaller rolls',
        },
      );
    }
    distribution.add(outcome, dice.weight);
    for (let i = dice.path.length - 1; i >= prefix.length; i--) {
      const count = dice.branches[i]!.length;
      for (let j = count - 1; j >= 1; j--) {
        const sibling = dice.path.slice(0, i);
        sibling.push(j);
        stack.push(sibling);
      }
    }
  }
  return distribution;
}
