import type { Dice } from '@muster/core';

/** Ruling R41: how the winner's "variable move dice" are read. */
export type VariableMoveMode = 'normal-plus-d6' | '2d6';

/**
 * The winner's variable move for "Attempt another Close Combat by passing Morale Check and rolling variable move
 * dice": a normal move plus 1D6 inches ('normal-plus-d6'), or 2D6 inches ('2d6').
 *
 * @example
 * variableMove(dice, 10, 'normal-plus-d6', 'Gendarmes'); // 11-16
 */
export function variableMove(dice: Dice, normalMove: number, mode: VariableMoveMode, unit: string): number {
  if (mode === '2d6') return dice.sum(2, 6, `${unit}: variable move (2D6)`);
  return normalMove + dice.d(6, `${unit}: variable move (normal move + D6)`);
}

/** The longest variable move, for offering the attempt only on targets it might reach. */
export function variableMoveMax(normalMove: number, mode: VariableMoveMode): number {
  return mode === '2d6' ? 12 : normalMove + 6;
}
