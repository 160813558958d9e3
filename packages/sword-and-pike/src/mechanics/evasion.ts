import type { Dice } from '@muster/core';
import type { MoraleCheck, MoraleCheckOutcome, MoraleResult } from './moraleCheck.js';

/**
 * What an attempt to evade a charge comes to (ruling R32): the unit withdraws a normal move in good order;
 * is caught where it stands ("Moving unit halts"); falls back disordered; routs; or leaves the field.
 */
export type EvasionOutcome = 'evades' | 'caught' | 'falls-back' | 'routs' | 'leaves-field';

/**
 * Reads an evasion test on D. Morale Results as a moving unit (trigger f: "When a unit attempts to withdraw
 * from a Close Combat as attacker moves in"): 6+ carry on = it evades; 5 "Moving unit halts" = caught;
 * 4 "Moving unit Falls Back" = falls back disordered; 3-2 rout; 1 with a stand gone routs from the table.
 */
export function evasionOutcome(result: MoraleResult): EvasionOutcome {
  switch (result) {
    case 'carry-on':
      return 'evades';
    case 'halt':
      return 'caught';
    case 'fall-back':
      return 'falls-back';
    case 'rout':
    case 'captured':
      return 'routs';
    case 'rout-from-table':
      return 'leaves-field';
  }
}

/** An evasion attempt: a morale check of the charged unit, always read as a moving unit. */
export type EvasionCheck = Omit<MoraleCheck<'moving'>, 'reading'>;

/** The morale check of an evasion and what it comes to. */
export interface EvasionResult extends MoraleCheckOutcome<'moving'> {
  readonly outcome: EvasionOutcome;
}

/**
 * The evasion test (ruling R32): `moraleCheck` (the bound plugin's) read as a moving unit.
 *
 * @example
 * evade(dice, { unit: 'Stradiots', rating: 3, standLost: false, modifiers: {}, die: 6 }, checkMorale).outcome // 'evades' on 3+
 */
export function evade(
  dice: Dice,
  check: EvasionCheck,
  moraleCheck: (dice: Dice, check: MoraleCheck<'moving'>) => MoraleCheckOutcome<'moving'>,
): EvasionResult {
  const checked = moraleCheck(dice, { ...check, reading: 'moving' });
  return { ...checked, outcome: evasionOutcome(checked.result) };
}
