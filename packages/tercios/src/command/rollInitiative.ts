import type { Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import type { Commander } from './AttachedCommander.js';
import type { TraitId } from './traits.js';

/** One side's claim to initiative: its Commander-in-Chief. */
export interface InitiativeSide {
  readonly player: string;
  readonly commanderInChief: Pick<Commander, 'rank' | 'traits'>;
}

/** A commander as the initiative tie reads it: its rank, whether it is the Commander-in-Chief, its traits. */
export interface InitiativeCommander {
  readonly rank: number;
  readonly commanderInChief: boolean;
  readonly traits: readonly string[];
}

/**
 * Whose rank (and traits) a side brings to the initiative tie, from its commanders left. Liber Militum: its
 * Commander-in-Chief; ruling Initiative without a Commander-in-Chief (`initiativeWithoutChief`): without one the
 * highest-ranked commander left stands in (none left: rank 0), or the side has no rank (-1: it loses a tie to a side
 * with its C-C). Brevis Editio: "ties go to the player with the highest-ranked commander" (ruling Editions), and
 * under `commanders: 'initiative-only'` (ruling Command in Brevis Editio) the rank alone: no trait.
 * Battles (`game/resolve.ts`) and the club's initiative form both ask this.
 *
 * @example
 * initiativeClaim([{ rank: 3, commanderInChief: true, traits: [] }], options); // { rank: 3, traits: [] }
 */
export function initiativeClaim(
  left: readonly InitiativeCommander[],
  options: TerciosOptions,
): InitiativeSide['commanderInChief'] {
  const standIn = options.initiativeWithoutChief === 'highest-commander';
  const byRank = options.edition === 'brevis-editio' || options.commanders === 'initiative-only';
  const highest = [...left].sort((a, b) => b.rank - a.rank)[0];
  const c = byRank ? highest : (left.find((x) => x.commanderInChief) ?? (standIn ? highest : undefined));
  if (!c) return { rank: standIn ? 0 : -1, traits: [] };
  return { rank: c.rank, traits: options.commanders === 'initiative-only' ? [] : (c.traits as TraitId[]) };
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
