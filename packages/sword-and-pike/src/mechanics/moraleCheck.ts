import type { Dice } from '@muster/core';
import type { MoraleClass } from '../profiles/TroopType.js';

/**
 * Where the unit stands when it tests: the results table reads differently for each. `to-close` is a charger's
 * "To Close" test (Close Combat B), read as a moving unit's unless ruling R54 reads every failure as a stop.
 */
export type MoraleSituation =
  'moving' | 'to-close' | 'standing' | 'falling-back' | 'lost-close-combat' | 'artillerists-charged';

/**
 * Ruling R54 (Close Combat B: "if he fails, Stops 1\" from target"): a failed "To Close" test reads on D. Morale
 * Results as a moving unit's ('morale-results': 5 halts, 4 falls back, 3 or less routs) or only stops the charger
 * ('stops': every failure halts it 1" from its target).
 */
export type ToCloseFailure = 'morale-results' | 'stops';

/**
 * Outcomes of D. Morale Results: carry on; halt (moving unit, considered standing); fall back; rout (attempt
 * rally next turn); captured (a 2 for the loser of a close combat); rout-from-table (a 1 with a stand gone).
 */
export type MoraleResult = 'carry-on' | 'halt' | 'fall-back' | 'rout' | 'captured' | 'rout-from-table';

/** The temporary alterations of F. Morale Altered Temporarily, as they apply to one test. */
export interface MoraleModifiers {
  /** "Units in towns, forts, trenches, etc." +1. */
  readonly fortified?: boolean;
  /** "Pikes in Square formation" +1. */
  readonly square?: boolean;
  /** "Officer attached to unit adds his Morale Bonus" (ruling R5 gives the values). */
  readonly officerBonus?: number;
  /** "Gendarmes vs. Lighter cavalry, raise Gendarmes morale 1 point." */
  readonly gendarmesVsLighterCavalry?: boolean;
  /** "Units attacked in rear" -1 (also Rear Attacks: "The Defender checks Morale at minus 1"; counted once). */
  readonly attackedInRear?: boolean;
  /** Ruling R43: attacked in the flank, minus this many points (option `flankAttacks.moralePenalty`, default 0). */
  readonly flankPenalty?: number;
  /** "disordered unit" -1 (DISORDERED UNITS: "Are -1 on morale"; counted once). */
  readonly disordered?: boolean;
}

/** The sum of the temporary alterations. */
export function moraleModifier(m: MoraleModifiers = {}): number {
  return (
    (m.fortified ? 1 : 0) +
    (m.square ? 1 : 0) +
    (m.officerBonus ?? 0) +
    (m.gendarmesVsLighterCavalry ? 1 : 0) -
    (m.attackedInRear ? 1 : 0) -
    (m.flankPenalty ?? 0) -
    (m.disordered ? 1 : 0)
  );
}

/**
 * The morale check: one die plus the unit's morale and its temporary alterations, read on the results table.
 * Rulebook: MORALE > C. To Check Morale is empty in the text; ruling R1 supplies "1 D6 + morale".
 */
export function moraleScore(
  dice: Dice,
  rating: number,
  modifiers: MoraleModifiers = {},
  die = 6,
  label = 'unit',
): number {
  return (
    dice.d(die, `${label}: morale check (D${die} + morale ${rating}${signed(moraleModifier(modifiers))})`) +
    rating +
    moraleModifier(modifiers)
  );
}

/**
 * Reads a morale score on D. Morale Results for a situation. Rulebook: MORALE > D. Morale Results;
 * Close Combat E ("A 6 or more, Falls Back in good order. Less than 6, loser Routs"); Notes on Morale
 * (artillerists never stand: they fall back in good order or rout).
 */
export function moraleResult(score: number, situation: MoraleSituation, standLost: boolean): MoraleResult {
  if (situation === 'to-close') return moraleResult(score, 'moving', standLost);
  if (score <= 1) return standLost ? 'rout-from-table' : situation === 'lost-close-combat' ? 'captured' : 'rout';
  if (score === 2) return situation === 'lost-close-combat' ? 'captured' : 'rout';
  if (score === 3) return 'rout';
  if (situation === 'lost-close-combat') return score >= 6 ? 'fall-back' : 'rout';
  if (situation === 'artillerists-charged') return score >= 5 ? 'fall-back' : 'rout';
  if (score >= 6) return 'carry-on';
  if (score === 5) return situation === 'moving' ? 'halt' : situation === 'standing' ? 'fall-back' : 'rout';
  // score 4
  return situation === 'moving' ? 'fall-back' : 'rout';
}

/** Pass/fail tests (rally from rout or disorder, the Spent test): "pass" is a result of 6 or more. */
export function moralePassed(score: number): boolean {
  return score >= 6;
}

function signed(n: number): string {
  return n === 0 ? '' : n > 0 ? ` +${n}` : ` ${n}`;
}

/** How a check is read: on D. Morale Results for where the unit stands, or pass/fail (6 or more passes). */
export type MoraleReading = MoraleSituation | 'pass-fail';

/** What a check comes to for a reading: a Morale Results entry, or passed/failed. */
export type MoraleReadingResult<R extends MoraleReading> = R extends 'pass-fail' ? 'passed' | 'failed' : MoraleResult;

/** A unit rolling on the Initial Morale Chart. */
export interface InitialMoraleRoll {
  /** The unit's name, for the roll's purpose. */
  readonly unit: string;
  /** The row of the chart (Swiss Foot, Heavy Cavalry...). */
  readonly moraleClass: MoraleClass;
}

/** The Initial Morale Chart's die and the Basic Morale it gives. */
export interface InitialMorale {
  readonly roll: number;
  readonly rating: number;
}

/**
 * A morale check as the battle builds it from the table (and the odds and the club from their parameters): the
 * unit's rating, the temporary alterations that apply, and how the result is read.
 */
export interface MoraleCheck<R extends MoraleReading = MoraleReading> {
  /** The unit's name, for the roll's purpose. */
  readonly unit: string;
  /** Its current rating: Basic Morale plus E. Morale Altered Permanently. */
  readonly rating: number;
  readonly reading: R;
  /** At least one full stand is gone (a 1 then routs it from the table). */
  readonly standLost: boolean;
  readonly modifiers: MoraleModifiers;
  /** The die of the check (ruling R1: a D6 by default). */
  readonly die: number;
  /** Ruling R54: how a failed `to-close` test reads (the game's option `toCloseFailure`; 'morale-results' if left out). */
  readonly toCloseFailure?: ToCloseFailure;
}

/** What a morale check came to. */
export interface MoraleCheckOutcome<R extends MoraleReading = MoraleReading> {
  readonly score: number;
  readonly result: MoraleReadingResult<R>;
}

/**
 * Reads a score: pass/fail, or D. Morale Results for the situation. A unit standing against a charge from its
 * rear that does not carry on routs (Rear Attacks: "The Defender checks Morale at minus 1, if he fails, he
 * Routs"). A charger that fails its "To Close" test under ruling R54's `stops` only halts.
 */
export function readMorale<R extends MoraleReading>(
  score: number,
  check: Pick<MoraleCheck<R>, 'reading' | 'standLost' | 'modifiers' | 'toCloseFailure'>,
): MoraleReadingResult<R> {
  if (check.reading === 'pass-fail') return (moralePassed(score) ? 'passed' : 'failed') as MoraleReadingResult<R>;
  const result = moraleResult(score, check.reading, check.standLost);
  if (check.reading === 'to-close' && check.toCloseFailure === 'stops' && result !== 'carry-on')
    return 'halt' as MoraleReadingResult<R>;
  const rearFailure =
    check.reading === 'standing' &&
    check.modifiers.attackedInRear === true &&
    result !== 'carry-on' &&
    result !== 'captured' &&
    result !== 'rout-from-table';
  return (rearFailure ? 'rout' : result) as MoraleReadingResult<R>;
}

/**
 * The morale check: D6 + morale + alterations (ruling R1), read for the situation.
 *
 * @example
 * checkMorale(dice, { unit: 'Swiss pike', rating: 4, reading: 'standing', standLost: false, modifiers: { square: true }, die: 6 });
 */
export function checkMorale<R extends MoraleReading>(dice: Dice, check: MoraleCheck<R>): MoraleCheckOutcome<R> {
  const score = moraleScore(dice, check.rating, check.modifiers, check.die, check.unit);
  return { score, result: readMorale(score, check) };
}

/** A unit about to test, whose Basic Morale may not be rolled yet. */
export interface UnitMorale {
  readonly unit: string;
  /** Its row of the Initial Morale Chart. */
  readonly moraleClass: MoraleClass;
  /** Its Basic Morale, or null before its first check. */
  readonly basicMorale: number | null;
  /** E. Morale Altered Permanently so far (+1 per close combat won, -1 per rout...). */
  readonly moraleShift: number;
}

/**
 * A unit's current rating for a check: "Roll 1 die and use Initial Morale Rating Chart to determine a units Basic
 * Morale when first having to check Morale" (with `initialMorale`, the bound plugin's), plus its permanent
 * alterations. `rated` hears of a chart roll before the check's own die is rolled (the battle logs it).
 */
export function moraleRating(
  dice: Dice,
  unit: UnitMorale,
  initialMorale: (dice: Dice, roll: InitialMoraleRoll) => InitialMorale,
  rated?: (initial: InitialMorale) => void,
): number {
  if (unit.basicMorale !== null) return unit.basicMorale + unit.moraleShift;
  const initial = initialMorale(dice, { unit: unit.unit, moraleClass: unit.moraleClass });
  rated?.(initial);
  return initial.rating + unit.moraleShift;
}

/** What a Morale Results entry makes a unit do, for the battle and the club alike. */
export interface MoraleConsequence {
  /** "Moving unit halts" (considered standing): a charge stops. */
  readonly halts: boolean;
  /** Falls back a normal move to the rear, disordered. */
  readonly fallsBack: boolean;
  /** Routs: a D4 of casualties and a normal move to the rear (ROUTED UNITS). */
  readonly routs: boolean;
  /** Leaves the game at once: captured (a 2 for the loser of a close combat) or routed from the table. */
  readonly removed: 'captured' | 'left-field' | null;
}

/** The consequence of a Morale Results entry. Rulebook: MORALE > D. Morale Results. */
export function moraleConsequence(result: MoraleResult): MoraleConsequence {
  return {
    halts: result === 'halt',
    fallsBack: result === 'fall-back',
    routs: result === 'rout',
    removed: result === 'captured' ? 'captured' : result === 'rout-from-table' ? 'left-field' : null,
  };
}
