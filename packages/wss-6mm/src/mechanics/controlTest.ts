import type { Dice } from '@muster/core';
import type { Wss6mmOptions } from '../options/options.js';
import { moraleTest, type MoraleSituation } from './moraleTest.js';
import { resolveTest } from './resolveTest.js';

/**
 * "Order may be recovered by passing a Control Test." The Control Test is not defined (ruling R10): by
 * default a Morale test scoring STEADY; `controlTest: 'resolve-okay'` uses a Resolve test scoring Okay.
 * Rulebook: Disorder.
 */
export function controlTest(dice: Dice, s: MoraleSituation, options: Wss6mmOptions, who: string): { roll: number; score: number; recovered: boolean } {
  if (options.controlTest === 'resolve-okay') {
    const r = resolveTest(dice, { disordered: true, casualty: s.casualty, hitDifference: 0, hitOnFlankOrRear: false, officerAttached: s.officerAttached }, options, `${who} control test`);
    return { roll: r.roll, score: r.score, recovered: r.result === 'okay' };
  }
  const r = moraleTest(dice, s, options, `${who} control test`);
  return { roll: r.roll, score: r.score, recovered: r.result === 'steady' };
}
