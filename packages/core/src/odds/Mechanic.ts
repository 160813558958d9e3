import type { Dice } from '../dice/Dice.js';
import type { GameOptions } from '../params/GameOptions.js';
import type { ParamSpec, ParamValues } from '../params/ParamSpec.js';
import type { Outcome } from './Outcome.js';

/**
 * A rule mechanic written once, as a function of dice: the same `run` plays with seeded dice and yields
 * exact odds under `enumerate`. The `odds` command and the comparison tables list these.
 *
 * @example
 * const pool: MechanicDefinition = {
 *   id: 'pool',
 *   description: 'Roll N dice and count those at or above a target',
 *   params: [{ name: 'dice', kind: 'integer', min: 0, description: 'number of dice' }],
 *   outcomes: ['successes'],
 *   run: (dice, p) => ({ successes: dice.pool(p.dice as number, 6, 4, 'pool') }),
 * };
 */
export interface MechanicDefinition {
  /** Kebab-case id used on the command line (`shoot`, `rout-test`). */
  readonly id: string;
  /** One line, in the words of the rules. */
  readonly description: string;
  /** Where in the rulebook this is, e.g. `Shooting > Resistance test`. */
  readonly source?: string;
  readonly params: readonly ParamSpec[];
  /** Names of the outcomes `run` reports, in display order. */
  readonly outcomes: readonly string[];
  /** Checks parameters beyond their specs (unknown unit ids, impossible combinations); throws MusterError. */
  readonly validate?: (params: ParamValues) => void;
  /**
   * Parameter sets worth showing (raw values as typed on a command line). The conformance kit enumerates
   * each and checks its distribution sums to exactly 1; docs and `--help` may show them.
   */
  readonly examples?: readonly Readonly<Record<string, unknown>>[];
  /**
   * Runs the mechanic once. Must depend only on its dice, its parameters and `options`: the game's
   * validated options (a variant's rulings), for the rulings no parameter exposes; undefined means the
   * ruleset's defaults. A ruling a parameter exposes declares `option` on that parameter instead
   * ({@link ParamSpec.option}), so the caller fills it with {@link paramsUnderOptions}.
   */
  readonly run: (dice: Dice, params: ParamValues, options?: GameOptions) => Outcome;
}
