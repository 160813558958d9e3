import type { Dice } from '@muster/core';

/**
 * A seeded Fisher-Yates shuffle drawn from the game's dice, so every shuffle is recorded in the log and
 * replays exactly: card i (from the end) swaps with a card chosen by a d(i+1).
 * Rulebook: Maneuver Grounds set up, step 2; Setting up the Tercio, steps 1 and 3.
 */
export function shuffle<T>(items: readonly T[], dice: Dice, purpose: string): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.d(i + 1, `${purpose} (card ${out.length - i} of ${out.length})`) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
