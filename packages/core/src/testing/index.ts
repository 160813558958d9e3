/**
 * @muster/core/testing — the conformance kit every ruleset runs in its tests.
 *
 * @packageDocumentation
 */
export { runConformance } from './runConformance.js';
export type { ConformanceOptions, ConformanceReport, ConformanceViolation } from './runConformance.js';
export { defineRaceCombat, raceCombat, raceRules, raceRulesWith, raceRuleset, raceSequence } from './raceRuleset.js';
export type { RaceCombat, RaceDecision, RaceEvent, RaceState, StrideSituation } from './raceRuleset.js';
