import type { Side } from './Scenario.js';
import { liveUnits } from '../table/tableQueries.js';
import type { BattleState } from './State.js';

/** The end of a battle: the winner (null for a draw), the kind of victory, points and turns. */
export interface BattleOutcome {
  readonly winner: Side | null;
  readonly victory: string;
  readonly points: { A: number; B: number };
  readonly turns: number;
}

/** The Battle > Duration: the variable Duration ends "At the end of the 8th turn, whatever happens". */
export const DURATION_LAST_TURN = 8;

/** What the end of a battle reads: the turn, the victory points, a fixed duration (null: the book's), troops left. */
export interface BattleEndFacts {
  readonly turn: number;
  readonly points: { readonly A: number; readonly B: number };
  /** A fixed duration agreed by the players, in turns; null for the book's variable Duration. */
  readonly fixedTurns: number | null;
  /** Whether each side has a troop left on the table. */
  readonly troopsLeft: { readonly A: boolean; readonly B: boolean };
}

/**
 * Whether the battle ends at the end of the current turn, and how. Rulebook: The Battle > Duration
 * (end of turn 5 with a lead of 5+: decisive; turn 6, 3+: clear; turn 7, 1+: narrow; turn 8 whatever
 * happens); a fixed duration agreed by the players ends it at that turn. Ruling "An army destroyed":
 * the battle also ends when a side has no troop left on the table.
 */
export function battleOutcome(state: BattleState, endOfTurn: boolean): BattleOutcome | null {
  return battleEnd(
    {
      turn: state.turn,
      points: state.points,
      fixedTurns: state.fixedTurns,
      troopsLeft: { A: liveUnits(state, 'A').length > 0, B: liveUnits(state, 'B').length > 0 },
    },
    endOfTurn,
  );
}

/**
 * The battle's end (`battleOutcome`) from the facts it reads, for a game the engine does not hold (the club
 * companion, where the players type the points): an army destroyed ends it at once; the Duration table (or the fixed
 * duration) at the end of a turn (`endOfTurn`).
 *
 * @example
 * battleEnd({ turn: 6, points: { A: 7, B: 3 }, fixedTurns: null, troopsLeft: { A: true, B: true } }, true);
 * // { winner: 'A', victory: 'clear', points: { A: 7, B: 3 }, turns: 6 }
 */
export function battleEnd(facts: BattleEndFacts, endOfTurn: boolean): BattleOutcome | null {
  const { A, B } = facts.points;
  const lead = Math.abs(A - B);
  const leader: Side | null = A > B ? 'A' : B > A ? 'B' : null;
  const turn = facts.turn;
  const done = (victory: string): BattleOutcome => ({
    winner: leader,
    victory: leader ? victory : 'draw',
    points: { A, B },
    turns: turn,
  });
  const wiped = (['A', 'B'] as const).filter((s) => !facts.troopsLeft[s]);
  if (wiped.length > 0) {
    if (wiped.length === 2) return done('mutual destruction');
    const survivor: Side = wiped[0] === 'A' ? 'B' : 'A';
    return { winner: survivor, victory: 'army destroyed', points: { A, B }, turns: turn };
  }
  if (!endOfTurn) return null;
  if (facts.fixedTurns !== null) return turn >= facts.fixedTurns ? done('victory on points') : null;
  if (turn === 5 && lead >= 5) return done('decisive');
  if (turn === 6 && lead >= 3) return done('clear');
  if (turn === 7 && lead >= 1) return done('narrow');
  if (turn >= DURATION_LAST_TURN) return done('pyrrhic');
  return null;
}
