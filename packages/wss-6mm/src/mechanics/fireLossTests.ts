import type { Wss6mmOptions } from '../options/options.js';

/**
 * Whether a unit that loses elements to fire now owes one Morale test more. Rulebook: Casualties — "Whenever a unit
 * loses one or more elements it should take a Morale test", taken in "6. Morale Tests" (ruling R59): one for each
 * step (phase) in which it lost elements, so none more when it owes one for this step's losses already; with
 * `fireLossTests: 'once'`, one for all of the turn's losses, so none more when it owes one at all. The battle and the
 * club companion both ask this.
 *
 * @example
 * owesNewFireLossTest({ owed: 0, owedForThisStep: false }, 'each-phase') // true
 * owesNewFireLossTest({ owed: 1, owedForThisStep: true }, 'each-phase') // false
 * owesNewFireLossTest({ owed: 1, owedForThisStep: false }, 'once') // false
 */
export function owesNewFireLossTest(
  unit: { readonly owed: number; readonly owedForThisStep: boolean },
  fireLossTests: Wss6mmOptions['fireLossTests'],
): boolean {
  return !unit.owedForThisStep && (fireLossTests !== 'once' || unit.owed === 0);
}
