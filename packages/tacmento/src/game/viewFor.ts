import type { Side } from '../grounds/Grid.js';
import type { InstructionState, ManeuverState, TacmentoState } from './State.js';

/** The card number a view shows in place of a card its player may not see (no troop card has number 0). */
export const HIDDEN_CARD = 0;

const hide = (cards: readonly number[]): number[] => cards.map(() => HIDDEN_CARD);

/**
 * What `player` may see of a state: the same shape, with every card the rules keep from that player
 * replaced by {@link HIDDEN_CARD} (how many there are, and where, stays visible). Ruling R20.
 *
 * Maneuver mode (Rulebook: Maneuver Grounds set up): the rival's hand during the draft ("they can peek at
 * them": only their holder), the rival's Squadron cards placed "face down" until both flip them, and the
 * rival's Reserve, kept "hidden during the ensuing Maneuver". A player who is neither Contender (an
 * observer) sees neither side's hidden cards. Prisoners and the Maneuver Grounds are face up.
 *
 * Instruction and Campaign (solo): the Tercio and the Reserve are the player's own; only the troop cards
 * set aside unused ("will not be used in this Instruction", the rest of a shuffled deck) are hidden.
 *
 * @example
 * const view = viewFor(game.state, 'A'); // B's Reserve shows as [0, 0, 0]
 */
export function viewFor(state: TacmentoState, player: string): TacmentoState {
  if (state.mode === 'instruction') return { ...state, unused: hide(state.unused) } satisfies InstructionState;
  const cards = (side: Side, held: readonly number[]): number[] => (side === player ? [...held] : hide(held));
  // Literals, not spreads (a spread with an override takes V8's slow path; the bot views every state of the draft).
  const placed = (side: Side) =>
    state.placed[side].map((p) => ({ card: side === player ? p.card : HIDDEN_CARD, row: p.row, col: p.col }));
  // Field by field, not a spread with overrides: see the reducer's nextManeuver (the bot views every state).
  return {
    mode: state.mode,
    rules: state.rules,
    troops: state.troops,
    match: state.match,
    phase: state.phase,
    round: state.round,
    firstPlayer: state.firstPlayer,
    hands: { A: cards('A', state.hands.A), B: cards('B', state.hands.B) },
    placed: { A: placed('A'), B: placed('B') },
    grid: state.grid,
    reserve: { A: cards('A', state.reserve.A), B: cards('B', state.reserve.B) },
    prisoners: state.prisoners,
    scores: state.scores,
    turn: state.turn,
    roundTurns: state.roundTurns,
    turnsPlayed: state.turnsPlayed,
    passes: state.passes,
    catchUp: state.catchUp,
    outcome: state.outcome,
  } satisfies ManeuverState;
}
