import type { TroopCard } from '../cards/TroopCard.js';
import type { Cell } from '../grounds/Grid.js';
import type { TacmentoDecision } from './Decision.js';
import type { TacmentoEvent } from './Event.js';
import type { TacmentoState } from './State.js';

const NAMES: Record<TroopCard['troop'], string> = {
  pikemen: 'Pikemen',
  arquebusiers: 'Arquebusiers',
  cavalry: 'Cavalry',
  captain: 'Captain',
  artillery: 'Artillery',
  drummers: 'Drummers and Fifers',
};

/** "Pikemen 3": a card's troop type and number. */
export function cardName(troops: readonly TroopCard[], card: number): string {
  const troop = troops.find((t) => t.number === card);
  return troop ? `${NAMES[troop.troop]} ${card}` : `card ${card}`;
}

const where = (row: number, col: number) => `row ${row + 1} column ${col + 1}`;
const line = (direction: string, index: number) =>
  direction === 'east' || direction === 'west' ? `row ${index + 1}` : `column ${index + 1}`;
const cellName = (troops: readonly TroopCard[], cell: Cell) =>
  `${cardName(troops, cell.card)} (${cell.owner === 'A' ? 'A' : 'B'}'s)`;

/** One line describing a decision. */
export function describeDecision(decision: TacmentoDecision, state: TacmentoState, player: string): string {
  const troops = state.troops;
  const ability =
    'ability' in decision && decision.ability
      ? decision.ability.kind === 'command'
        ? `, then Command (${decision.ability.axis} exchange)`
        : ', then Motivate'
      : '';
  switch (decision.kind) {
    case 'draft':
      return `${player} keeps a card face down at ${where(decision.row, decision.col)}`;
    case 'squadron': {
      const cell = state.grid[decision.row]?.[decision.col];
      return `${player}: squadron maneuver, ${cell ? cardName(troops, cell.card) : 'a troop'} from ${where(decision.row, decision.col)} pushes ${decision.direction}${ability}`;
    }
    case 'flanking':
      return `${player}: flanking maneuver, ${cardName(troops, decision.card)} from the Reserve pushes ${decision.direction} along ${line(decision.direction, decision.line)}${ability}`;
    case 'pass':
      return `${player} skips the turn`;
  }
}

/** One line describing an event. */
export function describeEvent(event: TacmentoEvent, state: TacmentoState): string {
  const troops = state.troops;
  switch (event.kind) {
    case 'dealt':
      return event.match === 0
        ? 'The 18 troop cards are shuffled into two decks of 9'
        : `Tie: the Maneuver is repeated from the very beginning (Maneuver ${event.match + 1})`;
    case 'drafted':
      return `${event.side} places a card face down in the Squadron`;
    case 'squadrons-revealed':
      return 'Both Contenders flip their Squadrons; the last 3 cards in hand are the Reserves';
    case 'maneuvered': {
      const out = event.expelled
        ? `; ${cellName(troops, event.expelled)} ${event.to === 'prisoner' ? 'is taken Prisoner' : 'returns to the Reserve'}`
        : '';
      const what =
        event.maneuver.kind === 'squadron'
          ? 'squadron maneuver'
          : `flanking maneuver with ${cardName(troops, event.maneuver.card)}`;
      return state.mode === 'maneuver'
        ? `${event.side}: ${what} ${event.maneuver.direction}${out}`
        : `${what} ${event.maneuver.direction}${event.maneuver.ability ? ` with ${event.maneuver.ability.kind === 'command' ? 'Command' : 'Motivate'}` : ''}`;
    }
    case 'passed':
      return state.mode === 'maneuver' ? `${event.side} skips the turn` : 'the turn is spent';
    case 'catch-up-started':
      return `${event.captor} has 3 Prisoners: the rival has at most 2 turns to take 3`;
    case 'round-ended':
      return `Round ${event.round} ends (${event.why}): A scores ${event.prisoners.A + event.infiltration.A} (prisoners ${event.prisoners.A}, infiltration ${event.infiltration.A}), B scores ${event.prisoners.B + event.infiltration.B} (prisoners ${event.prisoners.B}, infiltration ${event.infiltration.B})`;
    case 'round-started':
      return `Round 2: Prisoners join the Reserves; ${event.first} plays first`;
    case 'maneuver-lost':
      return `${event.loser} failed to take 3 Prisoners in 2 turns and loses the Maneuver`;
    case 'tied':
      return `Combat Value tied at ${event.totals.A}`;
    case 'game-ended':
      return event.winner
        ? `${event.winner} is proclaimed Maestre de Campo, ${event.totals[event.winner]} to ${event.totals[event.winner === 'A' ? 'B' : 'A']}`
        : `The Maneuver ends in a draw (${event.victory})`;
    case 'instruction-ended':
      return event.completed
        ? `Instruction complete on turn ${event.turn}: ${event.score} points, ${event.victory}`
        : `Instruction forfeited: the Objectives are not complete after ${event.turn} turns`;
  }
}
