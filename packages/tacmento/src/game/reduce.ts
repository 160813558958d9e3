import { ofSide, type Cell, type Grid, type Side } from '../grounds/Grid.js';
import { playManeuver } from './playManeuver.js';
import type { TacmentoEvent } from './Event.js';
import type { InstructionState, ManeuverState, TacmentoState } from './State.js';

const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');
/** A copy of `cards` without the first `card` (one array, built by a loop: a flanking candidate of the bot makes one). */
const without = (cards: readonly number[], card: number): number[] => {
  const out: number[] = [];
  let found = false;
  for (const c of cards) {
    if (c === card && !found) found = true;
    else out.push(c);
  }
  return out;
};
/** A copy of `list` with `item` added at the end (a loop, not a spread: the bot makes one per capture it weighs). */
function withLast<T>(list: readonly T[], item: T): T[] {
  const out: T[] = [];
  for (const x of list) out.push(x);
  out.push(item);
  return out;
}
/** A pair of per-side values, `side`'s first given (a literal, not a spread and a keyed store: see {@link nextManeuver}). */
const bySide = <T>(side: Side, mine: T, theirs: T): { A: T; B: T } =>
  side === 'A' ? { A: mine, B: theirs } : { A: theirs, B: mine };

/**
 * `state` with `changes`, built field by field in the schema's order. Not `{ ...state, ...changes }`: V8
 * takes a slow path for a spread of this 19-field object followed by overrides (about 40x a plain object
 * literal in a micro-benchmark), and the competent bot makes a state per candidate move (bench/README.md,
 * "Taĉmento games").
 */
function nextManeuver(state: ManeuverState, changes: Partial<ManeuverState>): ManeuverState {
  return {
    mode: 'maneuver',
    rules: state.rules,
    troops: state.troops,
    match: changes.match ?? state.match,
    phase: changes.phase ?? state.phase,
    round: changes.round ?? state.round,
    firstPlayer: state.firstPlayer,
    hands: changes.hands ?? state.hands,
    placed: changes.placed ?? state.placed,
    grid: changes.grid ?? state.grid,
    reserve: changes.reserve ?? state.reserve,
    prisoners: changes.prisoners ?? state.prisoners,
    scores: changes.scores ?? state.scores,
    turn: changes.turn ?? state.turn,
    roundTurns: changes.roundTurns ?? state.roundTurns,
    turnsPlayed: changes.turnsPlayed ?? state.turnsPlayed,
    passes: changes.passes ?? state.passes,
    catchUp: changes.catchUp === undefined ? state.catchUp : changes.catchUp,
    outcome: changes.outcome === undefined ? state.outcome : changes.outcome,
  };
}

/** The fields a turn changes (a manoeuvre or a pass), all given: see {@link afterTurn}. */
type TurnChanges = Pick<
  ManeuverState,
  'grid' | 'reserve' | 'prisoners' | 'catchUp' | 'turn' | 'roundTurns' | 'turnsPlayed' | 'passes'
>;

/**
 * `state` after a turn, built field by field as {@link nextManeuver} builds a state, from changes of one shape
 * with every field given: the bot makes one per candidate move, and nextManeuver, called with changes of many
 * shapes, reads each of its fields by V8's slower path for objects of many shapes.
 */
function afterTurn(state: ManeuverState, changes: TurnChanges): ManeuverState {
  return {
    mode: 'maneuver',
    rules: state.rules,
    troops: state.troops,
    match: state.match,
    phase: state.phase,
    round: state.round,
    firstPlayer: state.firstPlayer,
    hands: state.hands,
    placed: state.placed,
    grid: changes.grid,
    reserve: changes.reserve,
    prisoners: changes.prisoners,
    scores: state.scores,
    turn: changes.turn,
    roundTurns: changes.roundTurns,
    turnsPlayed: changes.turnsPlayed,
    passes: changes.passes,
    catchUp: changes.catchUp,
    outcome: state.outcome,
  };
}

/** The 3-prisoner ending after `side`'s turn: the rival of the captor has one turn fewer left. */
function catchUpAfter(state: ManeuverState, side: Side): ManeuverState['catchUp'] {
  const catchUp = state.catchUp;
  return catchUp && catchUp.captor !== side ? { captor: catchUp.captor, turnsLeft: catchUp.turnsLeft - 1 } : catchUp;
}

function reduceManeuver(state: ManeuverState, event: TacmentoEvent): ManeuverState {
  switch (event.kind) {
    case 'dealt':
      // A new Maneuver "from the very beginning" (also after a tie).
      return nextManeuver(state, {
        match: event.match,
        phase: 'draft',
        round: 1,
        hands: { A: [...event.decks.A], B: [...event.decks.B] },
        placed: { A: [], B: [] },
        grid: [],
        reserve: { A: [], B: [] },
        prisoners: { A: [], B: [] },
        scores: { A: [], B: [] },
        turn: state.firstPlayer,
        roundTurns: 0,
        passes: 0,
        catchUp: null,
        outcome: null,
      });
    case 'drafted': {
      // Pairs built by bySide, not spreads with a computed key (V8's slow path; every pick of the draft makes them).
      const side = event.side;
      const rival = other(side);
      const placed = bySide(
        side,
        [...state.placed[side], { card: event.card, row: event.row, col: event.col }],
        state.placed[rival],
      );
      let hands = bySide(side, without(state.hands[side], event.card), state.hands[rival]);
      // Rulebook: "give the rest of the cards to the other Contender" once both have chosen; R10 `kept`: not after
      // the 6th pick (each keeps the 3 left of the hand it chose from).
      if (placed.A.length === placed.B.length && !(placed.A.length === 6 && state.rules.draftReserve === 'kept'))
        hands = { A: hands.B, B: hands.A };
      return nextManeuver(state, { placed, hands });
    }
    case 'kept': {
      // R10 `chosen`: a card kept for the Reserve, the rest passed on once both have chosen.
      const side = event.side;
      const rival = other(side);
      const reserve = bySide(side, [...state.reserve[side], event.card], state.reserve[rival]);
      let hands = bySide(side, without(state.hands[side], event.card), state.hands[rival]);
      if (reserve.A.length === reserve.B.length) hands = { A: hands.B, B: hands.A };
      return nextManeuver(state, { reserve, hands });
    }
    case 'squadrons-revealed': {
      const grid: Cell[][] = [0, 1, 2, 3].map(() => []);
      for (const side of ['A', 'B'] as const)
        for (const p of state.placed[side]) grid[p.row]![p.col] = { card: p.card, owner: side };
      // Rulebook: "Keep the last 3 chosen cards in your hands (your Reserve)": those kept (R10 `chosen`) and in hand.
      return nextManeuver(state, {
        phase: 'maneuver',
        grid,
        placed: { A: [], B: [] },
        reserve: { A: [...state.reserve.A, ...state.hands.A], B: [...state.reserve.B, ...state.hands.B] },
        hands: { A: [], B: [] },
        turn: state.firstPlayer,
      });
    }
    case 'maneuvered': {
      const played = playManeuver(state.grid as Grid, state.troops, event.side, event.maneuver);
      if (!played) return state;
      const side = event.side;
      const rival = other(side);
      const reserveBefore = ofSide(state.reserve, side);
      const prisonersBefore = ofSide(state.prisoners, side);
      let reserve = reserveBefore;
      if (event.maneuver.kind === 'flanking') reserve = without(reserve, event.maneuver.card);
      let prisoners = prisonersBefore;
      const expelled = played.push.expelled;
      // Rulebook: Flanking maneuver — an enemy becomes a Prisoner, a friendly troop returns to the Reserve.
      if (expelled) {
        if (expelled.owner !== side) prisoners = withLast(prisoners, expelled);
        else reserve = withLast(reserve, expelled.card);
      }
      // The pairs kept when neither side's list changed (a squadron maneuver that expels nothing).
      const reservePair =
        // Stryker disable next-line ConditionalExpression: speed only — a new pair of the same lists holds the same lists
        reserve === reserveBefore ? state.reserve : bySide(side, reserve, ofSide(state.reserve, rival));
      const prisonerPair =
        // Stryker disable next-line ConditionalExpression: speed only — a new pair of the same lists holds the same lists
        prisoners === prisonersBefore ? state.prisoners : bySide(side, prisoners, ofSide(state.prisoners, rival));
      return afterTurn(state, {
        // Not copied again: every play builds a new grid (see playManeuver); the rows it did not change are shared
        // with the state before (grids are never changed once built: see shareRows).
        grid: played.grid as Cell[][],
        reserve: reservePair,
        prisoners: prisonerPair,
        catchUp: catchUpAfter(state, side),
        turn: rival,
        roundTurns: state.roundTurns + 1,
        turnsPlayed: state.turnsPlayed + 1,
        passes: 0,
      });
    }
    case 'passed':
      return afterTurn(state, {
        grid: state.grid,
        reserve: state.reserve,
        prisoners: state.prisoners,
        catchUp: catchUpAfter(state, event.side),
        turn: other(event.side),
        roundTurns: state.roundTurns + 1,
        turnsPlayed: state.turnsPlayed + 1,
        passes: state.passes + 1,
      });
    case 'catch-up-started':
      return nextManeuver(state, { catchUp: { captor: event.captor, turnsLeft: 2 } });
    case 'round-ended':
      return nextManeuver(state, {
        scores: {
          A: [...state.scores.A, event.prisoners.A + event.infiltration.A],
          B: [...state.scores.B, event.prisoners.B + event.infiltration.B],
        },
      });
    case 'round-started':
      // Rulebook: 2nd Round — "your Prisoners are added to your Reserve for this Round."
      return nextManeuver(state, {
        round: 2,
        reserve: {
          A: [...state.reserve.A, ...state.prisoners.A.map((p) => p.card)],
          B: [...state.reserve.B, ...state.prisoners.B.map((p) => p.card)],
        },
        prisoners: { A: [], B: [] },
        turn: event.first,
        roundTurns: 0,
        passes: 0,
        catchUp: null,
      });
    case 'maneuver-lost':
    case 'tied':
      return state;
    case 'game-ended':
      return nextManeuver(state, {
        phase: 'over',
        outcome: { winner: event.winner, victory: event.victory, points: { A: event.totals.A, B: event.totals.B } },
      });
    case 'instruction-ended':
      return state;
  }
}

function nextTurn(state: InstructionState): Pick<InstructionState, 'turn' | 'abilityUsedThisRound' | 'reminder'> {
  const turn = state.turn + 1;
  // Rulebook: "After finishing the 1st round you can flip that card to its initial position."
  const newRound = turn % state.roundLength === 0;
  return {
    turn,
    abilityUsedThisRound: newRound ? false : state.abilityUsedThisRound,
    reminder: newRound ? null : state.reminder,
  };
}

function reduceInstruction(state: InstructionState, event: TacmentoEvent): InstructionState {
  switch (event.kind) {
    case 'maneuvered': {
      const played = playManeuver(state.grid, state.troops, 'A', event.maneuver);
      if (!played) return state;
      let reserve =
        event.maneuver.kind === 'flanking' ? without(state.reserve, event.maneuver.card) : [...state.reserve];
      // Rulebook: Instruction Mode Round — "the troop expelled from the formation is returned to the reserve."
      if (played.push.expelled) reserve = [...reserve, played.push.expelled.card];
      const ability = event.maneuver.ability !== undefined;
      // Rulebook: "After using a special ability flip over one of the cards in your Reserve" as a reminder.
      let reminder = ability ? (state.reminder ?? reserve[0] ?? null) : state.reminder;
      // "You can use the flipped card in flanking maneuvers, just flip another one."
      if (reminder !== null && !reserve.includes(reminder)) reminder = reserve[0] ?? null;
      const next = nextTurn({ ...state, abilityUsedThisRound: state.abilityUsedThisRound || ability, reminder });
      return {
        ...state,
        // Not copied again, as in a Maneuver: every play builds a new grid (see shareRows).
        grid: played.grid as Cell[][],
        reserve,
        tookReserveLastTurn: event.maneuver.kind === 'flanking',
        ...next,
      };
    }
    case 'passed':
      return { ...state, tookReserveLastTurn: false, ...nextTurn(state) };
    case 'instruction-ended':
      return {
        ...state,
        completedAt: event.completed ? event.turn : null,
        outcome: { winner: event.completed ? 'solo' : null, victory: event.victory, points: { solo: event.score } },
      };
    default:
      return state;
  }
}

/** The one reducer of Taĉmento: applies an event to a state. Pure, rolls no dice. */
export function reduceTacmento(state: TacmentoState, event: TacmentoEvent): TacmentoState {
  return state.mode === 'maneuver' ? reduceManeuver(state, event) : reduceInstruction(state, event);
}
