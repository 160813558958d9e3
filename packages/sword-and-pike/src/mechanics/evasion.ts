import type { Dice } from '@muster/core';
import { moraleResult, moraleScore, type MoraleModifiers, type MoraleResult } from './moraleCheck.js';

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

/**
 * The evasion test as a function of dice: a morale check (ruling R1) read as a moving unit.
 *
 * @example
 * evasionTest(dice, 3, {}, 6, false) // 'evades' on a D6 of 3 or more
 */
export function evasionTest(dice: Dice, rating: number, modifiers: MoraleModifiers, die: number, standLost: boolean, label = 'unit'): { score: number; result: MoraleResult; outcome: EvasionOutcome } {
  const score = moraleScore(dice, rating, modifiers, die, `${label} attempting to evade`);
  const result = moraleResult(score, 'moving', standLost);
  return { score, result, outcome: evasionOutcome(result) };
}
