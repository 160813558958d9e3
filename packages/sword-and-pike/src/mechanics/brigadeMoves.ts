import type { Dice } from '@muster/core';

/** The Commander-in-Chief roll of both sides. */
export interface BrigadeMoves {
  readonly A: number;
  readonly B: number;
  readonly first: 'A' | 'B';
}

/**
 * "Each side rolls 2xD6 and sums the total. The highest side moves first, moving the total of Brigades equal
 * to the sum." Equal totals are rolled again (ruling R20). Rulebook: SEQUENCE OF ACTIONS 1.
 */
export function brigadeMoves(dice: Dice, turn: number): BrigadeMoves {
  for (let attempt = 0; attempt < 100; attempt++) {
    const A = dice.sum(2, 6, `turn ${turn}: side A Commander-in-Chief 2D6 (brigades to move)`);
    const B = dice.sum(2, 6, `turn ${turn}: side B Commander-in-Chief 2D6 (brigades to move)`);
    if (A !== B) return { A, B, first: A > B ? 'A' : 'B' };
  }
  // 100 ties in a row cannot happen with fair dice; keep the function total.
  return { A: 7, B: 7, first: turn % 2 === 1 ? 'A' : 'B' };
}
