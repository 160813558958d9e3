import { MusterError } from '../errors/MusterError.js';
import type { RecordedDice } from './Dice.js';
import type { Roll, RollKind, RollListener } from './Roll.js';
import { validateDiceArgs } from './validateRoll.js';

/** What a {@link ScriptedDice} asks for: `count` faces of a d`sides`, and why. */
export interface DiceRequest {
  readonly kind: RollKind;
  readonly count: number;
  readonly sides: number;
  readonly target?: number;
  readonly purpose: string;
}

/** Supplies faces for a request: players typing real dice, or a test's script. */
export type FaceProvider = (request: DiceRequest) => readonly number[];

/**
 * Dice that play given faces instead of random ones: for tests, and for players who roll real dice
 * and type the results in. Every roll consumes one face per die, in order. A face that no die of
 * that size can show, or a script that runs out, is refused with a `bad-dice` error naming the roll.
 *
 * @example
 * const dice = ScriptedDice.of([6, 2, 5]);
 * dice.pool(3, 6, 5, 'order test'); // 2 successes
 */
export class ScriptedDice implements RecordedDice {
  private rolls: Roll[] = [];

  constructor(
    private readonly provide: FaceProvider,
    private readonly onRoll?: RollListener,
  ) {}

  /** Dice that play `faces` in order, one per die rolled. */
  static of(faces: readonly number[], onRoll?: RollListener): ScriptedDice {
    let next = 0;
    return new ScriptedDice((request) => {
      if (next + request.count > faces.length) {
        throw new MusterError('bad-dice', `the script has no more dice for "${request.purpose}"`, {
          expected: `${request.count} more face(s) of a d${request.sides}`,
          received: `${faces.length - next} left`,
        });
      }
      const taken = faces.slice(next, next + request.count);
      next += request.count;
      return taken;
    }, onRoll);
  }

  d(sides: number, purpose: string): number {
    const [face] = this.take({ kind: 'die', count: 1, sides, purpose });
    const result = face ?? 0;
    this.note({ kind: 'die', purpose, count: 1, sides, result });
    return result;
  }

  pool(count: number, sides: number, target: number, purpose: string): number {
    const faces = this.take({ kind: 'pool', count, sides, target, purpose });
    const result = faces.filter((f) => f >= target).length;
    this.note({ kind: 'pool', purpose, count, sides, target, result, faces });
    return result;
  }

  poolAtMost(count: number, sides: number, ceiling: number, purpose: string): number {
    const faces = this.take({ kind: 'pool-at-most', count, sides, target: ceiling, purpose });
    const result = faces.filter((f) => f <= ceiling).length;
    this.note({ kind: 'pool-at-most', purpose, count, sides, target: ceiling, result, faces });
    return result;
  }

  sum(count: number, sides: number, purpose: string): number {
    const faces = this.take({ kind: 'sum', count, sides, purpose });
    const result = faces.reduce((a, b) => a + b, 0);
    this.note({ kind: 'sum', purpose, count, sides, result, faces });
    return result;
  }

  faces(count: number, sides: number, purpose: string): number[] {
    const faces = this.take({ kind: 'faces', count, sides, purpose });
    this.note({ kind: 'faces', purpose, count, sides, result: count, faces });
    return faces;
  }

  takeRolls(): Roll[] {
    const taken = this.rolls;
    this.rolls = [];
    return taken;
  }

  private take(request: DiceRequest): number[] {
    validateDiceArgs(request.count, request.sides, request.purpose);
    const faces = [...this.provide(request)];
    if (faces.length !== request.count) {
      throw new MusterError(
        'bad-dice',
        `expected ${request.count} dice for "${request.purpose}", got ${faces.length}`,
        {
          expected: `${request.count} face(s) of a d${request.sides}`,
        },
      );
    }
    for (const face of faces) {
      if (!Number.isInteger(face) || face < 1 || face > request.sides) {
        throw new MusterError('bad-dice', `a d${request.sides} cannot show ${face} ("${request.purpose}")`, {
          expected: `an integer from 1 to ${request.sides}`,
          received: String(face),
        });
      }
    }
    return faces.sort((x, y) => y - x);
  }

  private note(roll: Roll): void {
    this.rolls.push(roll);
    this.onRoll?.(roll);
  }
}
