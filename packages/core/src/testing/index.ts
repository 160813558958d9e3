/**
 * @muster/core/testing — what a ruleset's tests need: the conformance kit every ruleset runs, a small race
 * ruleset to test tools against, and scripted dice that return the faces a test chooses.
 *
 * @example
 * import { runConformance } from '@muster/core/testing';
 * expect(runConformance(myRuleset, { games: 20, seed: 'ci' }).violations).toEqual([]);
 *
 * @packageDocumentation
 */
export { runConformance } from './runConformance.js';
export type { ConformanceOptions, ConformanceReport, ConformanceViolation } from './runConformance.js';
export { defineRaceCombat, raceCombat, raceRules, raceRulesWith, raceRuleset, raceSequence } from './raceRuleset.js';
export type { RaceCombat, RaceDecision, RaceEvent, RaceState, StrideSituation } from './raceRuleset.js';
export { musterErrorOf } from './musterErrorOf.js';
export { ScriptedDice } from '../dice/ScriptedDice.js';
export type { DiceRequest, FaceProvider } from '../dice/ScriptedDice.js';
export { readMap } from '../render/readMap.js';
export type { ReadMap, ReadPiece } from '../render/readMap.js';
