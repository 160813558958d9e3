/**
 * @muster/core/odds — exact distributions and Monte Carlo sampling of dice mechanics: the whole odds
 * toolkit (the root entry re-exports what rulesets and tools use most).
 *
 * @example
 * import { enumerate } from '@muster/core/odds';
 * const hits = enumerate((dice) => ({ hits: dice.pool(3, 6, 4, 'shooting') }));
 *
 * @packageDocumentation
 */
export { Rational, binomial } from './Rational.js';
export { Distribution, rationalFromNumber } from './Distribution.js';
export type { Marginal, WeightedOutcome } from './Distribution.js';
export { outcomeKey } from './Outcome.js';
export type { Outcome, OutcomeValue } from './Outcome.js';
export { enumerate } from './enumerate.js';
export type { EnumerateOptions } from './enumerate.js';
export { rollOptions } from './rollOptions.js';
export type { RollOption } from './rollOptions.js';
export { monteCarlo } from './monteCarlo.js';
export type { MonteCarloOptions, MonteCarloResult, SampledMarginal, SampledValue } from './monteCarlo.js';
export { RunningStats, t95, wilsonInterval, Z95 } from './stats.js';
export type { Interval } from './stats.js';
export { exactReport, sampledReport } from './OddsReport.js';
export type { IntervalMethod, OddsReport, ReportHeader } from './OddsReport.js';
export { diceMechanics } from './diceMechanics.js';
export type { MechanicDefinition } from './Mechanic.js';
