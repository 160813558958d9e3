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
  const sees = (side: Side) => side === player;
  const perSide = <T>(pick: (side: Side) => T): { A: T; B: T } => ({ A: pick('A'), B: pick('B') });
  return {
    ...state,
    hands: perSide((side) => (sees(side) ? [...state.hands[side]] : hide(state.hands[side]))),
    placed: perSide((side) => state.placed[side].map((p) => (sees(side) ? { ...p } : { ...p, card: HIDDEN_CARD }))),
    reserve: perSide((side) => (sees(side) ? [...state.reserve[side]] : hide(state.reserve[side]))),
  } satisfies ManeuverState;
}
