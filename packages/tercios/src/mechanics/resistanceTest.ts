import type { Dice } from '@muster/core';

/** The result of a resistance test: dice, successes, hits cancelled, Dm taken and whether the unit falls into Disorder. */
export interface ResistanceResult {
  readonly rolled: boolean;
  readonly dice: number;
  readonly target: number;
  readonly successes: number;
  readonly wear: number;
  /** No success on the roll: Disorder (in addition to the Dm). */
  readonly disordered: boolean;
}

/** What a resistance test is made on: the hits to resist, the Courage dice, the score each needs. */
export interface ResistanceInput {
  readonly hits: number;
  readonly courage: number;
  readonly target: number;
  readonly purpose: string;
  /** Ruling: Resistance without hits: roll even with no hit (a roll of no success is Disorder). */
  readonly rollWithoutHits?: boolean;
}

/**
 * A resistance test: roll Courage dice against `target` (4+ against light weapons, 6 against artillery, 5+
 * in combat); each success cancels one hit; no success at all puts the unit into Disorder. With no hits
 * there is nothing to resist (unless `rollWithoutHits`: ruling Resistance without hits).
 * Rulebook: Shooting > Resistance test; Combat > Resistance roll.
 */
export function resistanceTest(dice: Dice, input: ResistanceInput): ResistanceResult {
  if (input.hits === 0 && !input.rollWithoutHits) {
    return { rolled: false, dice: 0, target: input.target, successes: 0, wear: 0, disordered: false };
  }
  const successes = dice.pool(input.courage, 6, input.target, input.purpose);
  return {
    rolled: true,
    dice: input.courage,
    target: input.target,
    successes,
    wear: Math.max(0, input.hits - successes),
    disordered: successes === 0,
  };
}
