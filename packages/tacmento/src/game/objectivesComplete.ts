import type { Grid } from '../grounds/Grid.js';
import { matchObjective } from '../objectives/matchObjective.js';
import type { InstructionState } from './State.js';

/**
 * True when every Objective is complete at once (Levels I and II: "simultaneously") on the state's Tercio. Its own
 * file so that the legal decisions ask it too (ruling R27: no ability follows a push that fulfils the Objectives).
 */
export function objectivesComplete(
  state: Pick<InstructionState, 'objectives' | 'troops' | 'rules'> & { readonly grid: Grid },
): boolean {
  const troops = new Map(state.troops.map((t) => [t.number, t]));
  const tercio = state.grid.map((row) => row.map((cell) => cell.card));
  return state.objectives.every((o) => matchObjective(o, tercio, troops, state.rules) !== null);
}
