import type { Order } from '../organisation/conditions.js';
import type { RuleRoll } from '../plugins/RuleRoll.js';
import type { MoraleOutcome, MoraleSituation } from './moraleTest.js';
import type { ResolveOutcome, ResolveSituation } from './resolveTest.js';

/** What a Control test rolled: whether the unit recovers order. */
export interface ControlOutcome {
  readonly roll: number;
  readonly score: number;
  readonly recovered: boolean;
}

/**
 * "Order may be recovered by passing a Control Test." The Control Test is not defined (ruling R10): by
 * default a Morale test scoring STEADY; `controlTest: 'resolve-okay'` uses a Resolve test scoring Okay.
 * It is built from the Morale and Resolve tests it reads, so a morale plugin that changes those tests
 * changes the Control test with them. Rulebook: Disorder.
 *
 * @example
 * const control = controlTestBy(moraleTest, resolveTest);
 * control(dice, moraleSituation, options, 'Navarre'); // { roll, score, recovered }
 */
export function controlTestBy(
  moraleTest: RuleRoll<MoraleSituation, MoraleOutcome>,
  resolveTest: RuleRoll<ResolveSituation, ResolveOutcome>,
): RuleRoll<MoraleSituation, ControlOutcome> {
  return (dice, s, options, who) => {
    if (options.controlTest === 'resolve-okay') {
      const r = resolveTest(
        dice,
        {
          disordered: true,
          casualty: s.casualty,
          hitDifference: 0,
          hitOnFlankOrRear: false,
          officerAttached: s.officerAttached,
        },
        options,
        `${who} control test`,
      );
      return { roll: r.roll, score: r.score, recovered: r.result === 'okay' };
    }
    const r = moraleTest(dice, s, options, `${who} control test`);
    return { roll: r.roll, score: r.score, recovered: r.result === 'steady' };
  };
}

/**
 * The consequence of a Control test, written once for the battle and the club companion: a unit that
 * passes recovers order (STEADY); one that fails stays as it is (null). Rulebook: Disorder.
 */
export function orderAfterControl(outcome: Pick<ControlOutcome, 'recovered'>): Order | null {
  return outcome.recovered ? 'steady' : null;
}
