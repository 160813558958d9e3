import type { Dice } from '@muster/core';

/** The result of a command test. */
export interface CommandTestResult {
  readonly dice: number;
  readonly target: number;
  readonly successes: number;
  /** At least one success: the action takes effect. */
  readonly passed: boolean;
  /** Fewer than two successes: the commander becomes Exhausted. */
  readonly exhausted: boolean;
  /** Fast (all commanders): after a successful test the commander may move again. */
  readonly mayMoveAgain: boolean;
}

/**
 * A command test: roll the commander's rank in dice, successes on 5+ (6 for Comrade-in-arms and Cold
 * Blood). One success makes the action work; fewer than two exhaust the commander.
 * Rulebook: Command > Command Actions; Common Traits (Fast); Optional Traits (Comrade-in-arms); Kingdoms (Cold Blood).
 *
 * @example
 * commandTest(dice, { rank: 3 }); // 3d6 needing 5+
 */
export function commandTest(dice: Dice, input: { rank: number; target?: 5 | 6; purpose?: string }): CommandTestResult {
  const target = input.target ?? 5;
  const successes = dice.pool(
    input.rank,
    6,
    target,
    input.purpose ?? `command test: ${input.rank}d6 needing ${target}+`,
  );
  return {
    dice: input.rank,
    target,
    successes,
    passed: successes >= 1,
    exhausted: successes < 2,
    mayMoveAgain: successes >= 1,
  };
}
