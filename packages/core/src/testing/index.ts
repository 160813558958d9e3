/**
 * @muster/core/testing — the conformance kit every ruleset runs in its tests.
 *
 * @packageDocumentation
 */
export { runConformance } from './runConformance.js';
export type { ConformanceOptions, ConformanceReport, ConformanceViolation } from './runConformance.js';
export { raceRules, raceRuleset, raceSequence } from './raceRuleset.js';
export type { RaceDecision, RaceEvent, RaceState } from './raceRuleset.js';
