import type { Dice } from '@muster/core';
import type { Casualty } from '../organisation/conditions.js';
import type { Wss6mmOptions } from '../options/options.js';

/** Results of the Resolve test. */
export type ResolveResult = 'okay' | 'disordered' | 'fall-back' | 'routed';

/** The situation of a unit taking a Resolve test. */
export interface ResolveSituation {
  readonly disordered: boolean;
  readonly casualty: Casualty;
  /** Hits this unit's side inflicted minus hits it took (negative for the loser). */
  readonly hitDifference: number;
  readonly hitOnFlankOrRear: boolean;
  readonly officerAttached: boolean;
}

/** Rulebook: Resolve Test (modifiers); the hit difference per hit is ruling R2. */
export function resolveModifier(
  s: ResolveSituation,
  options: Pick<Wss6mmOptions, 'resolveHitDifferencePerHit'>,
): number {
  let m = s.hitDifference * options.resolveHitDifferencePerHit;
  if (s.disordered) m -= 2;
  if (s.casualty === 'blooded') m -= 3;
  if (s.casualty === 'distressed') m -= 4;
  if (s.hitOnFlankOrRear) m -= 4;
  if (s.officerAttached) m += 2;
  return m;
}

/**
 * The Resolve table: 12 or more Okay; 2-11 DISORDERED; -2 to 2 FALL BACK; -3 or less ROUTED. A score of
 * 2 is in two bands (ruling R3, `resolveBandAt2`). Rulebook: Resolve Test.
 */
export function resolveResultFor(score: number, options: Pick<Wss6mmOptions, 'resolveBandAt2'>): ResolveResult {
  if (score >= 12) return 'okay';
  if (score >= 3) return 'disordered';
  if (score === 2) return options.resolveBandAt2;
  if (score >= -2) return 'fall-back';
  return 'routed';
}

/** Whether a Resolve result "passes" (ruling R5). */
export function resolvePassed(result: ResolveResult, options: Pick<Wss6mmOptions, 'resolvePass'>): boolean {
  return result === 'okay' || (options.resolvePass === 'disordered-or-better' && result === 'disordered');
}

/** What a Resolve test rolled: the result on the table and whether it passes (ruling R5). */
export interface ResolveOutcome {
  readonly roll: number;
  readonly score: number;
  readonly result: ResolveResult;
  readonly passed: boolean;
}

/**
 * "The testing unit rolls 1d20 modifies it and consults the following table." Rulebook: Resolve Test.
 *
 * @example
 * resolveTest(dice, { disordered: false, casualty: 'fresh', hitDifference: -1, hitOnFlankOrRear: false, officerAttached: false }, options, 'Picardie');
 */
export function resolveTest(
  dice: Dice,
  s: ResolveSituation,
  options: Pick<Wss6mmOptions, 'resolveHitDifferencePerHit' | 'resolveBandAt2' | 'resolvePass'>,
  who: string,
): ResolveOutcome {
  const roll = dice.d(20, `${who}: resolve test`);
  const score = roll + resolveModifier(s, options);
  const result = resolveResultFor(score, options);
  return { roll, score, result, passed: resolvePassed(result, options) };
}
