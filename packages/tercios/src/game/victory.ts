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

/**
 * Whether the battle ends at the end of the current turn, and how. Rulebook: The Battle > Duration
 * (end of turn 5 with a lead of 5+: decisive; turn 6, 3+: clear; turn 7, 1+: narrow; turn 8 whatever
 * happens); a fixed duration agreed by the players ends it at that turn. Ruling "An army destroyed":
 * the battle also ends when a side has no troop left on the table.
 */
export function battleOutcome(state: BattleState, endOfTurn: boolean): BattleOutcome | null {
  const { A, B } = state.points;
  const lead = Math.abs(A - B);
  const leader: Side | null = A > B ? 'A' : B > A ? 'B' : null;
  const turn = state.turn;
  const done = (victory: string): BattleOutcome => ({
    winner: leader,
    victory: leader ? victory : 'draw',
    points: { A, B },
    turns: turn,
  });
  const wiped = (['A', 'B'] as const).filter((s) => liveUnits(state, s).length === 0);
  if (wiped.length > 0) {
    if (wiped.length === 2) return done('mutual destruction');
    const survivor: Side = wiped[0] === 'A' ? 'B' : 'A';
    return { winner: survivor, victory: 'army destroyed', points: { A, B }, turns: turn };
  }
  if (!endOfTurn) return null;
  if (state.fixedTurns !== null) return turn >= state.fixedTurns ? done('victory on points') : null;
  if (turn === 5 && lead >= 5) return done('decisive');
  if (turn === 6 && lead >= 3) return done('clear');
  if (turn === 7 && lead >= 1) return done('narrow');
  if (turn >= 8) return done('pyrrhic');
  return null;
}
