import type { Dice } from '@muster/core';

/** Where the unit stands when it tests: the results table reads differently for each. */
export type MoraleSituation = 'moving' | 'standing' | 'falling-back' | 'lost-close-combat' | 'artillerists-charged';

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
export function moraleScore(dice: Dice, rating: number, modifiers: MoraleModifiers = {}, die = 6, label = 'unit'): number {
  return dice.d(die, `${label}: morale check (D${die} + morale ${rating}${signed(moraleModifier(modifiers))})`) + rating + moraleModifier(modifiers);
}

/**
 * Reads a morale score on D. Morale Results for a situation. Rulebook: MORALE > D. Morale Results;
 * Close Combat E ("A 6 or more, Falls Back in good order. Less than 6, loser Routs"); Notes on Morale
 * (artillerists never stand: they fall back in good order or rout).
 */
export function moraleResult(score: number, situation: MoraleSituation, standLost: boolean): MoraleResult {
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
