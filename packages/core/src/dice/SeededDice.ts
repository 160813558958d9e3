import type { RecordedDice } from './Dice.js';
import { Rng, type RngState } from './Rng.js';
import type { Roll, RollListener } from './Roll.js';
import { validateDiceArgs } from './validateRoll.js';

/** Options of {@link SeededDice}. */
export interface SeededDiceOptions {
  /** Keep every roll for {@link SeededDice.takeRolls} (default true). Turn off for Monte Carlo speed. */
  readonly record?: boolean;
  /** Called with every roll as it is made. */
  readonly onRoll?: RollListener;
}

/**
 * Dice driven by a seeded {@link Rng}: the dice of play and of Monte Carlo runs.
 * The same seed gives the same rolls, so a game is its seed plus its decisions.
 *
 * @example
 * const dice = SeededDice.fromSeed('demo');
 * const hits = dice.pool(3, 6, 4, 'Tercio shooting: 3d6 needing 4+');
 */
export class SeededDice implements RecordedDice {
  private rolls: Roll[] = [];
  private readonly record: boolean;
  private readonly onRoll: RollListener | undefined;

  constructor(
    readonly rng: Rng,
    options: SeededDiceOptions = {},
  ) {
    this.record = options.record ?? true;
    this.onRoll = options.onRoll;
  }

  /** Dice from a non-empty string seed. */
  static fromSeed(seed: string, options?: SeededDiceOptions): SeededDice {
    return new SeededDice(Rng.fromSeed(seed), options);
  }

  /** Dice resumed from a saved generator state (validated). */
  static fromState(state: unknown, options?: SeededDiceOptions): SeededDice {
    return new SeededDice(Rng.fromState(state), options);
  }

  /** The generator state, to save with a game. */
  state(): RngState {
    return this.rng.state();
  }

  d(sides: number, purpose: string): number {
    validateDiceArgs(1, sides, purpose);
    const result = this.rng.int(sides);
    this.note({ kind: 'die', purpose, count: 1, sides, result });
    return result;
  }

  pool(count: number, sides: number, target: number, purpose: string): number {
    validateDiceArgs(count, sides, purpose);
    const rng = this.rng;
    let successes = 0;
    for (let i = 0; i < count; i++) if (rng.int(sides) >= target) successes++;
    this.note({ kind: 'pool', purpose, count, sides, target, result: successes });
    return successes;
  }

  poolAtMost(count: number, sides: number, ceiling: number, purpose: string): number {
    validateDiceArgs(count, sides, purpose);
    const rng = this.rng;
    let successes = 0;
    for (let i = 0; i < count; i++) if (rng.int(sides) <= ceiling) successes++;
    this.note({ kind: 'pool-at-most', purpose, count, sides, target: ceiling, result: successes });
    return successes;
  }

  sum(count: number, sides: number, purpose: string): number {
    validateDiceArgs(count, sides, purpose);
    let total = 0;
    for (let i = 0; i < count; i++) total += this.rng.int(sides);
    this.note({ kind: 'sum', purpose, count, sides, result: total });
    return total;
  }

  faces(count: number, sides: number, purpose: string): number[] {
    validateDiceArgs(count, sides, purpose);
    const faces: number[] = [];
    for (let i = 0; i < count; i++) faces.push(this.rng.int(sides));
    faces.sort((x, y) => y - x);
    this.note({ kind: 'faces', purpose, count, sides, result: count, faces });
    return faces;
  }

  takeRolls(): Roll[] {
    const taken = this.rolls;
    this.rolls = [];
    return taken;
  }

  private note(roll: Roll): void {
    if (this.record) this.rolls.push(roll);
    this.onRoll?.(roll);
  }
}
