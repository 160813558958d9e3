import type { Dice } from '@muster/core';
import type { Casualty } from '../organisation/conditions.js';

/** The arm of a charging unit, as the charge table lists it. */
export type ChargeArm = 'foot' | 's-horse' | 'p-horse';

/** The state of a would-be charger. */
export interface ChargerState {
  readonly arm: ChargeArm;
  readonly casualty: Casualty;
  readonly disordered: boolean;
  readonly officerAttached: boolean;
  /** P horse in Pf formation. */
  readonly pfFormation: boolean;
}

/** Base requirement on 1d20. Rulebook: Charges. */
export const CHARGE_REQUIRES: Readonly<Record<ChargeArm, number>> = { foot: 18, 's-horse': 6, 'p-horse': 10 };

/**
 * The modified requirement (a required score, so BLOODED makes it higher). Rulebook: Charges:
 * BLOODED +1/+2, DISTRESSED +2/+4, DISORDERED n/p (foot) / +4 (horse), Officer Attached -3/-6,
 * Pf formation Horse -2. Returns null where the charge is not permitted (DISORDERED foot).
 */
export function chargeRequirement(c: ChargerState): number | null {
  const horse = c.arm !== 'foot';
  if (!horse && c.disordered) return null;
  let need = CHARGE_REQUIRES[c.arm];
  if (c.casualty === 'blooded') need += horse ? 2 : 1;
  if (c.casualty === 'distressed') need += horse ? 4 : 2;
  if (c.disordered) need += 4;
  if (c.officerAttached) need -= horse ? 6 : 3;
  if (c.pfFormation && c.arm === 'p-horse') need -= 2;
  return need;
}

/**
 * "Foot may not charge Horse. No unit that is ROUTED, FALLING BACK or in pursuit may charge, and
 * DISORDERED foot may not charge." Returns the reason, or null when the charge may be declared.
 * Rulebook: Charges.
 */
export function chargeForbidden(
  arm: ChargeArm,
  order: 'steady' | 'disordered' | 'falling-back' | 'routed',
  pursuing: boolean,
  targetIsHorse: boolean,
): string | null {
  if (arm === 'foot' && targetIsHorse) return 'Foot may not charge Horse';
  if (order === 'routed' || order === 'falling-back' || pursuing)
    return 'no unit that is ROUTED, FALLING BACK or in pursuit may charge';
  if (arm === 'foot' && order === 'disordered') return 'DISORDERED foot may not charge';
  return null;
}

/** What a charge test rolled. */
export interface ChargeTestResult {
  readonly roll: number;
  readonly needed: number;
  readonly charges: boolean;
}

/**
 * "To see if a unit charges roll 1d20": charges when the roll is at least the modified requirement.
 * Rulebook: Charges.
 *
 * @example
 * chargeTest(dice, { arm: 's-horse', casualty: 'fresh', disordered: false, officerAttached: false, pfFormation: false }, options, 'Lumley'); // 6+: 15/20
 */
// The charge test depends on no ruling: the options are taken only to fit the morale contract.
export function chargeTest(dice: Dice, c: ChargerState, _options: unknown, who: string): ChargeTestResult {
  const needed = chargeRequirement(c);
  if (needed === null) return { roll: 0, needed: 21, charges: false };
  const roll = dice.d(20, `${who} charge test (needs ${needed}+)`);
  return { roll, needed, charges: roll >= needed };
}

/** A charged unit's attempt to fire or form square in time. */
export interface ChargeReactionSituation {
  /** Inches charged by the attacker (the gap it had to close). */
  readonly distanceCharged: number;
  readonly attempt: 'fire' | 'square';
}

/**
 * Charged infantry that pass their morale test may attempt to fire or form square: "roll 1d20, if they
 * roll less than or equal twice distance charged by the attacker they have succeeded, failure results in
 * no fire and a disordered square." Depends on no ruling. Rulebook: Charges.
 *
 * @example
 * chargeReactionTest(dice, { distanceCharged: 4, attempt: 'square' }, options, 'Navarre'); // 8 or less: 8/20
 */
export function chargeReactionTest(
  dice: Dice,
  s: ChargeReactionSituation,
  _options: unknown,
  who: string,
): { roll: number; succeeded: boolean } {
  const roll = dice.d(
    20,
    `${who} attempts to ${s.attempt === 'fire' ? 'fire' : 'form square'} (needs ${2 * s.distanceCharged} or less)`,
  );
  return { roll, succeeded: roll <= 2 * s.distanceCharged };
}

/**
 * The 1d20 reaction test (`chargeReactionTest`) a charged unit must pass before its reaction, or null when it reacts
 * without one. Charges: "Charged Infantry Units, which pass their morale test may attempt to either fire or form
 * Square" — foot roll to fire and to form square; "Charged Cavalry Units may either fire or countercharge" with no
 * roll given (ruling R18), unless `horseReactionRoll`: then horse fire or countercharge only on the foot's test to
 * fire, failing which they only stand. Standing or falling back needs no test. The battle and the club both ask this.
 *
 * @example
 * chargeReactionAttempt('foot', 'square', { horseReactionRoll: false }); // 'square'
 * chargeReactionAttempt('horse', 'fire', { horseReactionRoll: false }); // null
 * chargeReactionAttempt('horse', 'countercharge', { horseReactionRoll: true }); // 'fire'
 */
export function chargeReactionAttempt(
  arm: 'foot' | 'horse' | 'battery',
  reaction: 'fire' | 'square' | 'countercharge' | 'stand' | 'fall-back',
  options: { readonly horseReactionRoll: boolean },
): ChargeReactionSituation['attempt'] | null {
  if (arm === 'foot') return reaction === 'fire' || reaction === 'square' ? reaction : null;
  return arm === 'horse' && options.horseReactionRoll && (reaction === 'fire' || reaction === 'countercharge')
    ? 'fire'
    : null;
}

/**
 * Whether a unit charged in its flank or rear may make `reaction`. Melee: "Units hits in the flank or rear are
 * automatically disordered and may not fire": no fire, nor (ruling R34) a countercharge, which rides out along the
 * unit's own front, away from the charger. Charges: "Charged Infantry Units, which pass their morale test may attempt
 * to either fire or form Square": the square stays open to foot (`flankChargedSquare`, ruling R34; `false` leaves
 * them only to stand or fall back). Standing and falling back are always open. The battle and the club both ask this.
 *
 * @example
 * mayReactInFlankOrRear('square', { flankChargedSquare: true }); // true
 * mayReactInFlankOrRear('fire', { flankChargedSquare: true }); // false
 */
export function mayReactInFlankOrRear(
  reaction: 'fire' | 'square' | 'countercharge' | 'stand' | 'fall-back',
  options: { readonly flankChargedSquare: boolean },
): boolean {
  if (reaction === 'square') return options.flankChargedSquare;
  return reaction === 'stand' || reaction === 'fall-back';
}
