import type { Dice } from '@muster/core';
import type { Casualty, Order } from '../organisation/conditions.js';
import type { Wss6mmOptions } from '../options/options.js';
import type { MeleeResult } from './melee.js';

/** Results of a Morale test. */
export type MoraleResult = 'steady' | 'disordered' | 'fall-back' | 'routed';

/** The situation of a unit taking a Morale test. */
export interface MoraleSituation {
  readonly casualty: Casualty;
  readonly order: Order;
  readonly melee: MeleeResult;
  readonly enemyRoutingWithin6: number;
  readonly friendsRoutingWithin6: number;
  readonly defendingObstacle: boolean;
  readonly officerAttached: boolean;
  readonly attackedFlankOrRear: boolean;
}

/**
 * Rulebook: Morale Tests (modifiers): Winning in Melee +2, FRESH +2, STEADY +2, each enemy routing
 * within 6" +2, Defending obstacle +2, Officer Attached +2; SHAKEN -2 (ruling R7), BLOODED -2, Losing in
 * Melee -2, Attacked in flank/rear -2, DISTRESSED -4, each friend routing within 6" -4.
 */
export function moraleModifier(s: MoraleSituation, options: Pick<Wss6mmOptions, 'shakenMeans'>): number {
  let m = 0;
  if (s.melee === 'won') m += 2;
  if (s.melee === 'lost') m -= 2;
  if (s.casualty === 'fresh') m += 2;
  if (s.casualty === 'blooded') m -= 2;
  if (s.casualty === 'distressed') m -= 4;
  if (s.order === 'steady') m += 2;
  if (options.shakenMeans === 'disordered' && s.order === 'disordered') m -= 2;
  m += 2 * s.enemyRoutingWithin6;
  m -= 4 * s.friendsRoutingWithin6;
  if (s.defendingObstacle) m += 2;
  if (s.officerAttached) m += 2;
  if (s.attackedFlankOrRear) m -= 2;
  return m;
}

/**
 * The Morale table: 11 or more STEADY; 7-10 DISORDERED; 0-6 FALL BACK; 0 or less ROUTED. A score of 0 is
 * in two bands (ruling R4, `moraleBandAt0`). Rulebook: Morale Tests.
 */
export function moraleResultFor(score: number, options: Pick<Wss6mmOptions, 'moraleBandAt0'>): MoraleResult {
  if (score >= 11) return 'steady';
  if (score >= 7) return 'disordered';
  if (score >= 1) return 'fall-back';
  if (score === 0) return options.moraleBandAt0;
  return 'routed';
}

/** What a Morale test rolled. */
export interface MoraleOutcome {
  readonly roll: number;
  readonly score: number;
  readonly result: MoraleResult;
}

/**
 * "To take a Morale Test roll 1d20, modify the roll and consult the results table." Rulebook: Morale Tests.
 *
 * @example
 * moraleTest(dice, { casualty: 'fresh', order: 'steady', melee: 'none', ... }, options, 'Navarre');
 */
export function moraleTest(
  dice: Dice,
  s: MoraleSituation,
  options: Pick<Wss6mmOptions, 'shakenMeans' | 'moraleBandAt0'>,
  who: string,
): MoraleOutcome {
  const roll = dice.d(20, `${who}: morale test`);
  const score = roll + moraleModifier(s, options);
  return { roll, score, result: moraleResultFor(score, options) };
}
