import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { Commander } from './AttachedCommander.js';

/** A commander's state during a turn. Rulebook: Command > Exhausted Commander; Attached Commander. */
export interface CommanderTurnState {
  readonly exhausted: boolean;
  readonly joinedThisTurn: boolean;
}

/**
 * Joining a troop unit: the commander moves into contact with a side of the unit, its virtues now apply to
 * the unit, it can no longer make command actions, and it is Exhausted (so it cannot leave the same turn).
 * Rulebook: Command > Attached Commander; Commanders and Losses > Joining a troop.
 */
export function attachCommander(unit: TerciosUnit, commander: Commander): { unit: TerciosUnit; commander: CommanderTurnState } {
  return { unit: { ...unit, commander }, commander: { exhausted: true, joinedThisTurn: true } };
}

/**
 * Leaving a troop ("Coward"): allowed if the commander did not join this turn and the unit has not been
 * activated; it then moves from any edge and must make a command action. Returns null when not allowed.
 * Rulebook: Command > Leaving a Troop.
 */
export function detachCommander(unit: TerciosUnit, state: CommanderTurnState, unitActivated: boolean): { unit: TerciosUnit; commander: Commander } | null {
  if (!unit.commander || state.joinedThisTurn || unitActivated) return null;
  const { commander, ...rest } = unit;
  return { unit: rest, commander };
}

/** Planning phase: both players remove the Exhausted markers. Rulebook: Game Sequence > Planning phase. */
export function newTurnCommanderState(): CommanderTurnState {
  return { exhausted: false, joinedThisTurn: false };
}
