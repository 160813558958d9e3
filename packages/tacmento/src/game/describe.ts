import type { TroopCard } from '../cards/TroopCard.js';
import type { Cell, Grid } from '../grounds/Grid.js';
import type { Ability, TacmentoDecision } from './Decision.js';
import type { TacmentoEvent } from './Event.js';
import { reduceTacmento } from './reduce.js';
import type { InstructionState, ManeuverState, TacmentoState } from './State.js';

const NAMES: Record<TroopCard['troop'], string> = {
  pikemen: 'Pikemen',
  arquebusiers: 'Arquebusiers',
  cavalry: 'Cavalry',
  captain: 'Captain',
  artillery: 'Artillery',
  drummers: 'Drummers and Fifers',
};

const SHORT: Record<TroopCard['troop'], string> = {
  pikemen: 'Pike',
  arquebusiers: 'Arq',
  cavalry: 'Cav',
  captain: 'Capt',
  artillery: 'Art',
  drummers: 'Drum',
};

/** "Pikemen 3": a card's troop type and number. */
export function cardName(troops: readonly TroopCard[], card: number): string {
  const troop = troops.find((t) => t.number === card);
  return troop ? `${NAMES[troop.troop]} ${card}` : `card ${card}`;
}

/** "Pike3": a card's troop and number in the few letters a board line needs. */
const shortName = (troops: readonly TroopCard[], card: number): string => {
  const troop = troops.find((t) => t.number === card);
  return troop ? `${SHORT[troop.troop]}${card}` : `card${card}`;
};

/**
 * The board on one line, north to south, rows apart by " | ": a Maneuver's cells as "A:Pike3" (the owner, whose
 * troops are right-side-up to him), an Instruction's Tercio as "Pike3" (every card is the player's).
 */
function boardLine(grid: readonly (readonly Cell[])[], troops: readonly TroopCard[], owners: boolean): string {
  return grid
    .map((row, r) => {
      const cells = row.map((c) => (owners ? `${c.owner}:` : '') + shortName(troops, c.card));
      return owners ? `row ${r + 1} ${cells.join(' ')}` : cells.join(' ');
    })
    .join(' | ');
}

/** An Instruction turn's line ends with the Tercio and Reserve after it (and, on the 1st turn, where it began). */
function tercioAfter(event: TacmentoEvent, state: InstructionState): string {
  const after = reduceTacmento(state, event) as InstructionState;
  const start = state.turn === 0 ? `; the Tercio started from: ${boardLine(state.grid, state.troops, false)}` : '';
  const reserve = after.reserve.map((card) => shortName(state.troops, card)).join(' ') || 'empty';
  return `${start}; Tercio now: ${boardLine(after.grid, state.troops, false)}; Reserve: ${reserve}`;
}

const where = (row: number, col: number) => `row ${row + 1} column ${col + 1}`;
const line = (direction: string, index: number) =>
  direction === 'east' || direction === 'west' ? `row ${index + 1}` : `column ${index + 1}`;
/** Ruling R15 (`motivateLine: 'parallel'`): " along row 2" for a Motivate that names its line; "" otherwise. */
const motivateAlong = (ability: Ability, direction: string): string =>
  ability.kind === 'motivate' && ability.line !== undefined ? ` along ${line(direction, ability.line)}` : '';
/** An ability in an event's line: "Command", "Motivate" or "Motivate along column 3". */
const abilityName = (ability: Ability, direction: string): string =>
  ability.kind === 'command' ? 'Command' : `Motivate${motivateAlong(ability, direction)}`;
const cellName = (troops: readonly TroopCard[], cell: Cell) =>
  `${cardName(troops, cell.card)} (${cell.owner === 'A' ? 'A' : 'B'}'s)`;

/** One line describing a decision. */
export function describeDecision(decision: TacmentoDecision, state: TacmentoState, player: string): string {
  const troops = state.troops;
  const then = (a: Ability | undefined, direction: string) =>
    a
      ? a.kind === 'command'
        ? `, then Command (${a.axis} exchange)`
        : `, then Motivate${motivateAlong(a, direction)}`
      : '';
  const ability =
    'ability' in decision
      ? then(decision.ability, decision.direction) +
        ('secondAbility' in decision ? then(decision.secondAbility, decision.direction) : '')
      : '';
  switch (decision.kind) {
    case 'draft':
      return `${player} keeps a card face down at ${where(decision.row, decision.col)}`;
    case 'keep':
      return `${player} keeps a card for the Reserve and passes the rest`;
    case 'squadron': {
      const cell = state.grid[decision.row]?.[decision.col];
      return `${player}: squadron maneuver, ${cell ? cardName(troops, cell.card) : 'a troop'} from ${where(decision.row, decision.col)} pushes ${decision.direction}${ability}`;
    }
    case 'flanking':
      return `${player}: flanking maneuver, ${cardName(troops, decision.card)} from the Reserve pushes ${decision.direction} along ${line(decision.direction, decision.line)}${decision.from === 'between' ? ' from between the Squadrons' : ''}${ability}`;
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
    case 'kept':
      return `${event.side} keeps a card for the Reserve`;
    case 'squadrons-revealed': {
      const grid = (reduceTacmento(state, event) as ManeuverState).grid as Grid;
      return `Both Contenders flip their Squadrons; the last 3 cards in hand are the Reserves. The Grounds, north to south: ${boardLine(grid, troops, true)}`;
    }
    case 'maneuvered': {
      const out = event.expelled
        ? `; ${cellName(troops, event.expelled)} ${event.to === 'prisoner' ? 'is taken Prisoner' : 'returns to the Reserve'}`
        : '';
      const what =
        event.maneuver.kind === 'squadron'
          ? 'squadron maneuver'
          : `flanking maneuver with ${cardName(troops, event.maneuver.card)}`;
      // Ruling R14 (`flankingPoints: 'squadrons'`): a flank from the point between the two Squadrons.
      const between =
        event.maneuver.kind === 'flanking' && event.maneuver.from === 'between' ? ' from between the Squadrons' : '';
      return state.mode === 'maneuver'
        ? `${event.side}: ${what} ${event.maneuver.direction}${between}${out}`
        : `${what} ${event.maneuver.direction}${event.maneuver.ability ? ` with ${abilityName(event.maneuver.ability, event.maneuver.direction)}` : ''}${event.maneuver.secondAbility ? ` and ${abilityName(event.maneuver.secondAbility, event.maneuver.direction)}` : ''}${tercioAfter(event, state)}`;
    }
    case 'passed':
      return state.mode === 'maneuver'
        ? `${event.side} skips the turn`
        : `the turn is spent${tercioAfter(event, state)}`;
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
