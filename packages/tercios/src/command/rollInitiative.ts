import type { Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import type { Commander } from './AttachedCommander.js';

/** One side's claim to initiative: its Commander-in-Chief. */
export interface InitiativeSide {
  readonly player: string;
  readonly commanderInChief: Pick<Commander, 'rank' | 'traits'>;
}

/** The initiative roll: the winner (who chooses who plays first), the rolls and how it was decided. */
export interface InitiativeResult {
  readonly winner: string;
  readonly rolls: readonly (readonly [number, number])[];
  readonly decidedBy: 'roll' | 'rank' | 'coin';
}

/**
 * Initiative: each player rolls 1D6, highest wins; a tie goes to the higher-ranked Commander-in-Chief;
 * otherwise re-roll. Ruling "Initiative trait": it adds 2 to the rank used to break a tie (default) or to
 * the roll; ruling "Initiative trait holders" says who has it. Ruling "Initiative re-rolls": after `initiativeMaxRerolls` tied re-rolls a fair coin decides,
 * which is what endless re-rolls of two equal sides come to.
 * Rulebook: Game Sequence; Initiative; Common Traits (Initiative).
 *
 * @example
 * rollInitiative(dice, [{ player: 'a', commanderInChief: cc1 }, { player: 'b', commanderInChief: cc2 }]).winner;
 */
export function rollInitiative(
  dice: Dice,
  sides: readonly [InitiativeSide, InitiativeSide],
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
): InitiativeResult {
  const [a, b] = sides;
  // Ruling Initiative trait holders: the chosen trait, or every commander's.
  const trait = (s: InitiativeSide) =>
    options.initiativeTraitHolders === 'all-commanders' || s.commanderInChief.traits.includes('initiative') ? 2 : 0;
  const rank = (s: InitiativeSide) =>
    s.commanderInChief.rank + (options.initiativeTrait === 'tie-break-rank' ? trait(s) : 0);
  const rollBonus = (s: InitiativeSide) => (options.initiativeTrait === 'add-to-roll' ? trait(s) : 0);
  const rolls: (readonly [number, number])[] = [];
  for (let attempt = 0; attempt <= options.initiativeMaxRerolls; attempt++) {
    const ra = dice.d(6, `initiative: ${a.player}`) + rollBonus(a);
    const rb = dice.d(6, `initiative: ${b.player}`) + rollBonus(b);
    rolls.push([ra, rb]);
    if (ra !== rb) return { winner: ra > rb ? a.player : b.player, rolls, decidedBy: 'roll' };
    if (rank(a) !== rank(b)) return { winner: rank(a) > rank(b) ? a.player : b.player, rolls, decidedBy: 'rank' };
  }
  const coin = dice.d(2, 'initiative: still tied, a coin decides');
  return { winner: coin === 1 ? a.player : b.player, rolls, decidedBy: 'coin' };
}
