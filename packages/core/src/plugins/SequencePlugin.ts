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
 * The candidate decisions of a state, judged one at a time: every decision that may be legal, in the order
 * {@link SequencePlugin.legalDecisions} lists the legal ones, and a test of each. `possible` filtered by
 * `isLegal` is exactly `legalDecisions(state)`, the same objects in the same order (the conformance kit checks
 * it). A bot that scores decisions cheaply and wants only the best legal one need not pay for judging the
 * rest (`bestDecision`).
 */
export interface Candidates<Decision = unknown> {
  /** Every decision that may be legal now, in the order of the legal ones. */
  readonly possible: readonly Decision[];
  /** Whether `possible[index]` is legal now (judged on the first call; the answer is kept). */
  readonly isLegal: (index: number) => boolean;
}

/**
 * Every legal decision as {@link Candidates}, each already judged: for a sequence without its own
 * `candidates`.
 *
 * @example
 * const all = allLegal(sequence.legalDecisions(state));
 * all.isLegal(0); // true
 */
export function allLegal<Decision>(legal: readonly Decision[]): Candidates<Decision> {
  return { possible: legal, isLegal: () => true };
}

/**
 * The candidates judged legal, in their order: every one judged (what `legalDecisions` lists, for a sequence whose
 * candidates agree with it).
 *
 * @example
 * const legal = legalOf(sequence.candidates!(state));
 */
export function legalOf<Decision>(candidates: Candidates<Decision>): Decision[] {
  return candidates.possible.filter((_, i) => candidates.isLegal(i));
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
  /**
   * The same decisions as `legalDecisions`, each judged only when asked ({@link Candidates}). Optional: where
   * judging a candidate costs more than listing it (a move's path, a wheel's sweep), a bot that wants the best
   * one judges only those that could beat it. The engine's bot games call it when it is given.
   */
  candidates?(state: State): Candidates<Decision>;
  /** Null when `decision` is legal now, otherwise the reason in plain words. */
  checkDecision(state: State, decision: Decision): string | null;
  /** True when the game has ended. */
  isOver(state: State): boolean;
  /** The result of an ended game. */
  result(state: State): GameResult;
}
