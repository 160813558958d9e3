import type { TacmentoState } from './State.js';

/**
 * Card conservation and formation shape, each broken one as a sentence: every troop card is in exactly one
 * place (hand, Squadron, grid, Reserve, Prisoners or out of play), the formation is 4 x 3 with no gap,
 * and the 3-prisoner ending's counters stay in range.
 */
export function tacmentoInvariants(state: TacmentoState): string[] {
  const broken: string[] = [];
  const seen: number[] = [];
  if (state.mode === 'maneuver') {
    seen.push(
      ...state.hands.A,
      ...state.hands.B,
      ...state.placed.A.map((p) => p.card),
      ...state.placed.B.map((p) => p.card),
    );
    seen.push(
      ...state.grid.flat().map((c) => c.card),
      ...state.reserve.A,
      ...state.reserve.B,
      ...state.prisoners.A.map((p) => p.card),
      ...state.prisoners.B.map((p) => p.card),
    );
    if (state.phase !== 'draft' && (state.grid.length !== 4 || state.grid.some((row) => row.length !== 3)))
      broken.push('the Maneuver Grounds are not 4 x 3 with no empty space');
    if (state.prisoners.A.length > 3 || state.prisoners.B.length > 3)
      broken.push('a Contender holds more than 3 Prisoners in a round');
    if (state.catchUp && (state.catchUp.turnsLeft < 0 || state.catchUp.turnsLeft > 2))
      broken.push('the rival has more than 2 extra turns');
    if (state.phase === 'maneuver') {
      for (const side of ['A', 'B'] as const)
        for (const p of state.prisoners[side])
          if (p.owner === side) broken.push(`${side} holds its own troop as a Prisoner`);
    }
    if (seen.length !== state.troops.length)
      broken.push(`${seen.length} cards accounted for, not ${state.troops.length}`);
  } else {
    seen.push(
      ...state.grid.flat().map((c) => c.card),
      ...state.reserve,
      ...state.unused,
      ...state.objectives.map((o) => o.number).filter((n) => state.troops.some((t) => t.number === n)),
    );
    if (state.grid.length !== 4 || state.grid.some((row) => row.length !== 3)) broken.push('the Tercio is not 4 x 3');
    if (state.turn > state.turnLimit) broken.push(`turn ${state.turn} is past the limit of ${state.turnLimit}`);
    if (state.grid.flat().some((c) => c.owner !== 'A')) broken.push('a Tercio card is upside-down');
  }
  const unique = new Set(seen);
  if (unique.size !== seen.length) broken.push('a troop card is in two places at once');
  return broken;
}
