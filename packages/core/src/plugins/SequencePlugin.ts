import type { PluginInfo } from './PluginInfo.js';

/** A side in a game: `'A'`, `'B'`, or a ruleset's own names. Solo games have one. */
export type PlayerId = string;

/** The end of a game. */
export interface GameResult {
  /** The winning side, or null for a draw. */
  readonly winner: PlayerId | null;
  /** The kind of victory in the rules' words (e.g. `decisive`, `marginal`, `draw`). */
  readonly victory: string;
  /** Points per side (victory points, prisoners...). */
  readonly points: Readonly<Record<PlayerId, number>>;
  /** Turns played. */
  readonly turns: number;
}

/**
 * The turn structure of a ruleset: who decides next, what they may decide, when the game ends.
 *
 * `legalDecisions` lists a finite set of candidate decisions (for continuous movement, a representative
 * set); `checkDecision` judges any decision, and returns why it is illegal as a value rather than
 * throwing, as boardgame.io's INVALID_MOVE does.
 */
export interface SequencePlugin<State = unknown, Decision = unknown> extends PluginInfo {
  /** The phases of a turn, in order, in the rules' words. */
  readonly phases: readonly string[];
  /** The side that must decide now, or null when the game is over. */
  activePlayer(state: State): PlayerId | null;
  /** Candidate legal decisions for the active player (never empty while the game is not over). */
  legalDecisions(state: State): Decision[];
  /** Null when `decision` is legal now, otherwise the reason in plain words. */
  checkDecision(state: State, decision: Decision): string | null;
  /** True when the game has ended. */
  isOver(state: State): boolean;
  /** The result of an ended game. */
  result(state: State): GameResult;
}
