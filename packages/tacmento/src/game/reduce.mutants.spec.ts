import { describe, expect, it } from 'vitest';
import type { Cell } from '../grounds/Grid.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { ManeuverDecision } from './Decision.js';
import type { TacmentoEvent } from './Event.js';
import { playManeuver } from './playManeuver.js';
import { reduceTacmento } from './reduce.js';
import type { InstructionState, ManeuverState } from './State.js';
import { instructionState, maneuverState } from './__fixtures__/states.js';

const grounds = maneuverState;
const instruction = instructionState;

// Rulebook (/work/shared/rules/tacmento.txt): Maneuver Grounds set up (the draft), 1st Round (Squadron and Flanking
// maneuvers, Prisoners), End of the Round, 2nd Round, Final scoring; Instruction Mode Round and Special abilities.
// Sample deck arrows: 1 N; 7 W; 8 N E; 10 all; 13 all; 14 Captain N S; 18 Drummers all.

/** A grid as card numbers, B's negative. */
const numbersOf = (grid: ManeuverState['grid']) =>
  grid.map((row) => row.map((c: Cell) => (c.owner === 'B' ? -c.card : c.card)));
const reduceM = (state: ManeuverState, event: TacmentoEvent) => reduceTacmento(state, event) as ManeuverState;
const reduceI = (state: InstructionState, event: TacmentoEvent) => reduceTacmento(state, event) as InstructionState;
const maneuvered = (side: 'A' | 'B', maneuver: ManeuverDecision): TacmentoEvent => ({
  kind: 'maneuvered',
  side,
  maneuver,
  expelled: null,
  to: null,
});
/** Every field of a Maneuver state with a value of its own (checks that the reducer keeps what it does not change). */
const busy = grounds({
  rules: { ...DEFAULT_OPTIONS, roundTurnLimit: 33 },
  match: 2,
  round: 2,
  firstPlayer: 'B',
  hands: { A: [5], B: [6] },
  placed: { A: [{ card: 5, row: 2, col: 0 }], B: [] },
  prisoners: { A: [{ card: 2, owner: 'B' }], B: [{ card: 12, owner: 'A' }] },
  scores: { A: [3], B: [4] },
  turn: 'B',
  roundTurns: 7,
  turnsPlayed: 19,
  passes: 1,
  catchUp: { captor: 'A', turnsLeft: 2 },
  outcome: null,
});

describe('the Maneuver set up (Rulebook: Maneuver Grounds set up)', () => {
  it('"dealt": a Maneuver "from the very beginning": the decks in hand, everything else empty, the first player to move', () => {
    const decks = { A: [1, 2, 3, 4, 5, 6, 7, 8, 9], B: [10, 11, 12, 13, 14, 15, 16, 17, 18] };
    const after = reduceM(
      { ...busy, phase: 'over', outcome: { winner: null, victory: 'd', points: { A: 1, B: 1 } } },
      {
        kind: 'dealt',
        match: 3,
        decks,
      },
    );
    expect(after).toEqual({
      ...busy,
      match: 3,
      phase: 'draft',
      round: 1,
      hands: decks,
      placed: { A: [], B: [] },
      grid: [],
      reserve: { A: [], B: [] },
      prisoners: { A: [], B: [] },
      scores: { A: [], B: [] },
      turn: 'B',
      roundTurns: 0,
      passes: 0,
      catchUp: null,
      outcome: null,
    });
    expect(after.hands.A).not.toBe(decks.A);
  });

  it('"drafted": the card leaves the hand for its Squadron position; once both have chosen, the hands are exchanged', () => {
    const start = grounds({
      phase: 'draft',
      grid: [],
      hands: { A: [1, 2, 3], B: [4, 5, 6] },
      reserve: { A: [], B: [] },
    });
    const a = reduceM(start, { kind: 'drafted', side: 'A', card: 2, row: 3, col: 1 });
    expect(a.placed).toEqual({ A: [{ card: 2, row: 3, col: 1 }], B: [] });
    expect(a.hands).toEqual({ A: [1, 3], B: [4, 5, 6] });
    const b = reduceM(a, { kind: 'drafted', side: 'B', card: 6, row: 0, col: 2 });
    expect(b.placed).toEqual({ A: [{ card: 2, row: 3, col: 1 }], B: [{ card: 6, row: 0, col: 2 }] });
    // "give the rest of the cards to the other Contender"
    expect(b.hands).toEqual({ A: [4, 5], B: [1, 3] });
    expect(start.hands).toEqual({ A: [1, 2, 3], B: [4, 5, 6] });
    // A card not in hand leaves the hand as it was.
    expect(reduceM(start, { kind: 'drafted', side: 'A', card: 9, row: 2, col: 0 }).hands.A).toEqual([1, 2, 3]);
  });

  it('"squadrons-revealed": the Squadrons face up on the Grounds, "the last 3 chosen cards" the Reserves', () => {
    const start = grounds({
      phase: 'draft',
      grid: [],
      turn: 'B',
      hands: { A: [7, 8, 9], B: [10, 11, 12] },
      placed: {
        A: [
          { card: 1, row: 2, col: 0 },
          { card: 2, row: 3, col: 2 },
        ],
        B: [{ card: 3, row: 0, col: 1 }],
      },
      reserve: { A: [], B: [] },
    });
    const after = reduceM(start, { kind: 'squadrons-revealed' });
    expect(after.phase).toBe('maneuver');
    expect(after.grid).toEqual([
      [undefined, { card: 3, owner: 'B' }],
      [],
      [{ card: 1, owner: 'A' }],
      [undefined, undefined, { card: 2, owner: 'A' }],
    ]);
    expect(after.placed).toEqual({ A: [], B: [] });
    expect(after.reserve).toEqual({ A: [7, 8, 9], B: [10, 11, 12] });
    expect(after.hands).toEqual({ A: [], B: [] });
    expect(after.turn).toBe('A');
  });
});

describe('a turn of the Maneuver (Rulebook: 1st Round)', () => {
  it('a Squadron maneuver: the new Grounds, the rival to play, one more turn, the passes reset', () => {
    const maneuver = { kind: 'squadron', row: 2, col: 1, direction: 'north' } as const;
    const state = { ...busy, grid: grounds().grid, reserve: grounds().reserve, turn: 'A' as const };
    const after = reduceM(state, maneuvered('A', maneuver));
    expect(after.grid).toEqual(playManeuver(state.grid, state.troops, 'A', maneuver)!.grid);
    expect(after.grid).not.toEqual(state.grid);
    expect(after).toMatchObject({
      turn: 'B',
      roundTurns: 8,
      turnsPlayed: 20,
      passes: 0,
      reserve: state.reserve,
      prisoners: state.prisoners,
      // A holds 3 Prisoners' catch-up: his own turns do not count against the rival's 2.
      catchUp: { captor: 'A', turnsLeft: 2 },
      match: 2,
      round: 2,
      firstPlayer: 'B',
      scores: { A: [3], B: [4] },
      phase: 'maneuver',
      hands: { A: [5], B: [6] },
      placed: busy.placed,
      rules: busy.rules,
    });
  });

  it('"If the troop is an enemy (upside-down), it becomes a Prisoner": B takes one of A\'s troops', () => {
    const state = grounds({ turn: 'B', reserve: { A: [14, 15], B: [13, 16] } });
    const maneuver = { kind: 'flanking', card: 13, direction: 'south', line: 0 } as const;
    const after = reduceM(state, maneuvered('B', maneuver));
    // Column 1 pushed south from the north edge: A's Arquebusiers 10 leaves the Grounds.
    expect(after.prisoners).toEqual({ A: [], B: [{ card: 10, owner: 'A' }] });
    expect(after.reserve).toEqual({ A: [14, 15], B: [16] });
    expect(after.grid).toEqual(playManeuver(state.grid, state.troops, 'B', maneuver)!.grid);
    expect(after.turn).toBe('A');
  });

  it('"If it is a friendly unit (right-side-up), it will return to your hidden Reserve"', () => {
    const state = grounds({
      reserve: { A: [13, 14, 15], B: [16] },
      prisoners: { A: [{ card: 4, owner: 'B' }], B: [] },
    });
    const maneuver = { kind: 'flanking', card: 13, direction: 'south', line: 0 } as const;
    const after = reduceM(state, maneuvered('A', maneuver));
    expect(after.reserve).toEqual({ A: [14, 15, 10], B: [16] });
    expect(after.prisoners).toEqual({ A: [{ card: 4, owner: 'B' }], B: [] });
    // And an enemy taken by A.
    const north = reduceM(state, maneuvered('A', { kind: 'flanking', card: 13, direction: 'north', line: 0 }));
    expect(north.prisoners).toEqual({
      A: [
        { card: 4, owner: 'B' },
        { card: 1, owner: 'B' },
      ],
      B: [],
    });
    expect(north.reserve).toEqual({ A: [14, 15], B: [16] });
  });

  it('a flanking card leaves the Reserve once: a second card of the same number stays (the first one is taken)', () => {
    // Rulebook: Flanking maneuver — "take a card from your Reserve"; one card, even if two show the same number.
    const state = grounds({ reserve: { A: [13, 14, 13], B: [16] } });
    const after = reduceM(state, maneuvered('A', { kind: 'flanking', card: 13, direction: 'east', line: 3 }));
    // Row 3 pushed east: A's own 12 leaves the Grounds and returns to the Reserve, after the cards already there.
    expect(after.reserve).toEqual({ A: [14, 13, 12], B: [16] });
    expect(state.reserve).toEqual({ A: [13, 14, 13], B: [16] });
  });

  it("a turn that changes neither side's Reserve nor Prisoners leaves those pairs as they were", () => {
    const state = grounds({ prisoners: { A: [{ card: 4, owner: 'B' }], B: [] } });
    const after = reduceM(state, maneuvered('A', { kind: 'squadron', row: 3, col: 0, direction: 'west' }));
    expect(after.reserve).toEqual(state.reserve);
    expect(after.prisoners).toEqual(state.prisoners);
    expect(numbersOf(after.grid)[3]).toEqual([11, 12, 10]);
  });

  it('the catch-up: each turn of the rival of the captor uses one of his "maximum of 2 turns"', () => {
    const state = grounds({ turn: 'B', catchUp: { captor: 'A', turnsLeft: 2 } });
    const after = reduceM(state, maneuvered('B', { kind: 'squadron', row: 0, col: 0, direction: 'south' }));
    expect(after.catchUp).toEqual({ captor: 'A', turnsLeft: 1 });
    expect(reduceM(state, { kind: 'passed', side: 'B' }).catchUp).toEqual({ captor: 'A', turnsLeft: 1 });
    expect(reduceM({ ...state, turn: 'A' }, { kind: 'passed', side: 'A' }).catchUp).toEqual({
      captor: 'A',
      turnsLeft: 2,
    });
    expect(reduceM(grounds(), { kind: 'passed', side: 'A' }).catchUp).toBeNull();
    expect(reduceM(grounds(), { kind: 'catch-up-started', captor: 'B' }).catchUp).toEqual({
      captor: 'B',
      turnsLeft: 2,
    });
  });

  it('a maneuver that cannot be played (an ability in the Maneuver mode that cannot follow) changes nothing', () => {
    const state = grounds();
    const motivate = { kind: 'squadron', row: 2, col: 0, direction: 'west', ability: { kind: 'motivate' } } as const;
    expect(reduceM(state, maneuvered('A', motivate))).toBe(state);
  });

  it('"passed": the rival plays, one more turn and one more pass in a row', () => {
    const after = reduceM(busy, { kind: 'passed', side: 'B' });
    expect(after).toEqual({
      ...busy,
      catchUp: { captor: 'A', turnsLeft: 1 },
      turn: 'A',
      roundTurns: 8,
      turnsPlayed: 20,
      passes: 2,
    });
  });
});

describe('the rounds and the end (Rulebook: End of the Round, 2nd Round, Final scoring)', () => {
  it('"round-ended": each Contender\'s Combat Value for the round, Prisoners plus infiltration', () => {
    const after = reduceM(busy, {
      kind: 'round-ended',
      round: 2,
      prisoners: { A: 4, B: 6 },
      infiltration: { A: 3, B: 1 },
      why: 'w',
    });
    expect(after).toEqual({ ...busy, scores: { A: [3, 7], B: [4, 7] } });
  });

  it('"round-started": "your Prisoners are added to your Reserve for this Round", the rival first', () => {
    const state: ManeuverState = { ...busy, round: 1, reserve: { A: [13], B: [16, 17] } };
    const after = reduceM(state, { kind: 'round-started', round: 2, first: 'A' });
    expect(after).toEqual({
      ...state,
      round: 2,
      reserve: { A: [13, 2], B: [16, 17, 12] },
      prisoners: { A: [], B: [] },
      turn: 'A',
      roundTurns: 0,
      passes: 0,
      catchUp: null,
    });
  });

  it('"game-ended": the game is over with its winner, victory and Combat Values', () => {
    const after = reduceM(busy, {
      kind: 'game-ended',
      winner: 'A',
      victory: 'Maestre de Campo',
      totals: { A: 9, B: 4 },
    });
    expect(after).toEqual({
      ...busy,
      phase: 'over',
      outcome: { winner: 'A', victory: 'Maestre de Campo', points: { A: 9, B: 4 } },
    });
  });

  it("the events that change nothing in the Maneuver: a lost Maneuver, a tie (a deal follows), an Instruction's end", () => {
    expect(reduceM(busy, { kind: 'maneuver-lost', loser: 'A' })).toBe(busy);
    expect(reduceM(busy, { kind: 'tied', totals: { A: 3, B: 3 } })).toBe(busy);
    expect(reduceM(busy, { kind: 'instruction-ended', completed: true, turn: 3, score: 9, victory: 'v' })).toBe(busy);
  });
});

describe('a turn of an Instruction (Rulebook: Instruction Mode Round, Special abilities)', () => {
  const captainNorth = { kind: 'squadron', row: 0, col: 1, direction: 'north' } as const;

  it('a Squadron maneuver: the new Tercio (a copy of its own), the Reserve unchanged, the next turn', () => {
    const state = instruction({ turn: 2, tookReserveLastTurn: true, reminder: 9, abilityUsedThisRound: true });
    const after = reduceI(state, maneuvered('A', captainNorth));
    expect(after.grid).toEqual(playManeuver(state.grid, state.troops, 'A', captainNorth)!.grid);
    expect(after.grid).not.toEqual(state.grid);
    expect(after).toEqual({
      ...state,
      grid: after.grid,
      reserve: [8, 9, 10],
      tookReserveLastTurn: false,
      turn: 3,
      abilityUsedThisRound: true,
      reminder: 9,
    });
    expect(after.reserve).not.toBe(state.reserve);
    (after.grid[0] as Cell[])[0] = { card: 99, owner: 'A' };
    expect(state.grid[0]![0]!.card).toBe(2);
  });

  it('"In the case of a flanking maneuver, the troop expelled from the formation is returned to the reserve"', () => {
    const state = instruction();
    const after = reduceI(state, maneuvered('A', { kind: 'flanking', card: 10, direction: 'east', line: 0 }));
    expect(after.reserve).toEqual([8, 9, 3]);
    expect(after.tookReserveLastTurn).toBe(true);
    expect(after.grid[0]!.map((c) => c.card)).toEqual([10, 2, 14]);
    // "Instruction Mode (Solo mode)": the Tercio is the one player's, so the card taken from the Reserve is his (A's).
    expect(after.grid[0]![0]).toEqual({ card: 10, owner: 'A' });
  });

  it('"After using a special ability flip over one of the cards in your Reserve" (the first); one flipped stays', () => {
    const command = { ...captainNorth, ability: { kind: 'command', axis: 'horizontal' } } as const;
    const used = reduceI(instruction(), maneuvered('A', command));
    expect(used).toMatchObject({ abilityUsedThisRound: true, reminder: 8, turn: 1 });
    expect(reduceI(instruction({ reminder: 10 }), maneuvered('A', command)).reminder).toBe(10);
    expect(reduceI(instruction({ reserve: [] }), maneuvered('A', command)).reminder).toBeNull();
    // Without an ability the reminder and the round's use stay as they were.
    expect(reduceI(instruction(), maneuvered('A', captainNorth))).toMatchObject({
      abilityUsedThisRound: false,
      reminder: null,
    });
  });

  it('"You can use the flipped card in flanking maneuvers, just flip another one"', () => {
    const state = instruction({ reminder: 8, abilityUsedThisRound: true });
    const after = reduceI(state, maneuvered('A', { kind: 'flanking', card: 8, direction: 'east', line: 0 }));
    expect(after.reserve).toEqual([9, 10, 3]);
    expect(after.reminder).toBe(9);
    const last = instruction({ reminder: 8, reserve: [8], abilityUsedThisRound: true });
    // Arquebusiers 8 pushed north along column 1 from the south: Pikemen 2 leaves the Tercio for the Reserve.
    expect(reduceI(last, maneuvered('A', { kind: 'flanking', card: 8, direction: 'north', line: 0 })).reminder).toBe(2);
  });

  it('"After finishing the 1st round you can flip that card to its initial position": round of 6 turns', () => {
    const state = instruction({ turn: 5, reminder: 8, abilityUsedThisRound: true });
    expect(reduceI(state, { kind: 'passed', side: 'A' })).toEqual({
      ...state,
      turn: 6,
      abilityUsedThisRound: false,
      reminder: null,
      tookReserveLastTurn: false,
    });
    expect(reduceI({ ...state, turn: 4, tookReserveLastTurn: true }, { kind: 'passed', side: 'A' })).toEqual({
      ...state,
      turn: 5,
      tookReserveLastTurn: false,
    });
    // A Battle card's own round length.
    expect(reduceI({ ...state, roundLength: 5, turn: 4 }, { kind: 'passed', side: 'A' })).toMatchObject({
      turn: 5,
      reminder: null,
      abilityUsedThisRound: false,
    });
    expect(reduceI(state, maneuvered('A', captainNorth))).toMatchObject({
      turn: 6,
      reminder: null,
      abilityUsedThisRound: false,
    });
  });

  it('an ability that cannot follow the maneuver changes nothing', () => {
    const state = instruction();
    const motivate = { kind: 'squadron', row: 3, col: 2, direction: 'north', ability: { kind: 'motivate' } } as const;
    // Pikemen 4 pushed north moves column 3, which holds no Drummers.
    expect(reduceI(state, maneuvered('A', motivate))).toBe(state);
  });

  it('"instruction-ended": the turn it was completed and the score, or a forfeit', () => {
    const state = instruction({ turn: 4 });
    expect(
      reduceI(state, { kind: 'instruction-ended', completed: true, turn: 4, score: 9, victory: 'Major Victory' }),
    ).toEqual({
      ...state,
      completedAt: 4,
      outcome: { winner: 'solo', victory: 'Major Victory', points: { solo: 9 } },
    });
    expect(
      reduceI(state, { kind: 'instruction-ended', completed: false, turn: 12, score: 0, victory: 'forfeited' }),
    ).toEqual({ ...state, completedAt: null, outcome: { winner: null, victory: 'forfeited', points: { solo: 0 } } });
  });

  it("the Maneuver's own events change nothing in an Instruction", () => {
    const state = instruction();
    expect(reduceI(state, { kind: 'catch-up-started', captor: 'A' })).toBe(state);
    expect(reduceI(state, { kind: 'tied', totals: { A: 1, B: 1 } })).toBe(state);
  });
});
