import type { Dice } from '@muster/core';
import { MusterError } from '@muster/core';

/** Who moves: the columns of the movement table. */
export type MoveArm = 'foot' | 'horse' | 'artillery' | 'officer';
/** How it moves: the rows of the movement table ("fall-back" is "a normal move"). */
export type MoveMode = 'move' | 'charge' | 'move-and-fire' | 'march-column' | 'routing' | 'pursuit' | 'fall-back';

/** One cell: 1d6 times `multiply`, divided by `divide`, plus `add`; null where the table prints "-". */
export interface Cell {
  readonly multiply: number;
  readonly divide: number;
  readonly add: number;
}
const cell = (multiply: number, add = 0, divide = 1): Cell => ({ multiply, divide, add });

/**
 * The movement table. Rulebook: Movement. A charge is a normal move plus the charge bonus (+1 foot,
 * +2 horse); falling back is "a normal move" (Rulebook: Falling Back).
 */
export const MOVEMENT_TABLE: Readonly<Record<MoveMode, Readonly<Record<MoveArm, Cell | null>>>> = {
  move: { foot: cell(1), horse: cell(2), artillery: null, officer: cell(2) },
  charge: { foot: cell(1, 1), horse: cell(2, 2), artillery: null, officer: null },
  'move-and-fire': { foot: cell(1, 0, 2), horse: null, artillery: null, officer: null },
  'march-column': { foot: cell(2), horse: cell(3), artillery: cell(1), officer: null },
  routing: { foot: cell(2), horse: cell(3), artillery: null, officer: null },
  pursuit: { foot: cell(1, 1), horse: cell(1, 2), artillery: null, officer: null },
  'fall-back': { foot: cell(1), horse: cell(2), artillery: null, officer: null },
};

/** True when the table allows this arm to move in this mode. */
export function canMove(arm: MoveArm, mode: MoveMode): boolean {
  return MOVEMENT_TABLE[mode][arm] !== null;
}

/**
 * Rolls a move in inches. "If in March Column and on a road a unit may roll 2 d6 and use the best result
 * before applying the multiplier." Move & Fire halves the die (fractions of an inch are kept).
 * Rulebook: Movement.
 *
 * @example
 * moveDistance(dice, 'horse', 'charge', 'Lumley's Horse'); // 1d6 x 2 + 2
 */
export function moveDistance(dice: Dice, arm: MoveArm, mode: MoveMode, who: string, onRoad = false): number {
  const c = MOVEMENT_TABLE[mode][arm];
  if (!c)
    throw new MusterError('bad-input', `${arm} has no "${mode}" move on the movement table`, {
      path: 'mode',
      expected: 'a move the table allows',
    });
  const road = onRoad && mode === 'march-column';
  const die = road ? (dice.faces(2, 6, `${who} ${mode} on a road (best of 2d6)`)[0] ?? 1) : dice.d(6, `${who} ${mode}`);
  return (die * c.multiply) / c.divide + c.add;
}
