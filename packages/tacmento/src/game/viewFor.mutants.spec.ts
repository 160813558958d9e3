import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { Cell } from '../grounds/Grid.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { InstructionState, ManeuverState } from './State.js';
import { HIDDEN_CARD, viewFor } from './viewFor.js';

// Ruling R20 (docs/rulings/tacmento.md) on the Rulebook's Maneuver Grounds set up (/work/shared/rules/tacmento.txt):
// the draft's cards "they can peek at" and place "face down", the Reserve kept "hidden during the ensuing Maneuver";
// Instruction: "The rest of the cards will not be used in this Instruction".

const cell = (card: number, owner: 'A' | 'B'): Cell => ({ card, owner });
/** A Maneuver state in which every field has a value of its own, so a field copied from the wrong place shows. */
const maneuver: ManeuverState = {
  mode: 'maneuver',
  rules: { ...DEFAULT_OPTIONS, roundTurnLimit: 41 },
  troops: sampleDeck.troops,
  match: 1,
  phase: 'draft',
  round: 2,
  firstPlayer: 'B',
  hands: { A: [1, 2], B: [3, 4, 5] },
  placed: {
    A: [{ card: 6, row: 2, col: 0 }],
    B: [
      { card: 7, row: 0, col: 1 },
      { card: 8, row: 1, col: 2 },
    ],
  },
  grid: [[cell(9, 'A'), cell(10, 'B')]],
  reserve: { A: [11, 12], B: [13] },
  prisoners: { A: [cell(14, 'B')], B: [cell(15, 'A')] },
  scores: { A: [4], B: [6] },
  turn: 'A',
  roundTurns: 3,
  turnsPlayed: 17,
  passes: 1,
  catchUp: { captor: 'B', turnsLeft: 1 },
  outcome: { winner: 'B', victory: 'v', points: { A: 4, B: 6 } },
};

describe('viewFor in the Maneuver (ruling R20)', () => {
  it("A sees his own hand, Squadron cards and Reserve, B's as hidden cards (how many and where kept), all else as is", () => {
    expect(viewFor(maneuver, 'A')).toEqual({
      ...maneuver,
      hands: { A: [1, 2], B: [HIDDEN_CARD, HIDDEN_CARD, HIDDEN_CARD] },
      placed: {
        A: [{ card: 6, row: 2, col: 0 }],
        B: [
          { card: HIDDEN_CARD, row: 0, col: 1 },
          { card: HIDDEN_CARD, row: 1, col: 2 },
        ],
      },
      reserve: { A: [11, 12], B: [HIDDEN_CARD] },
    });
  });

  it('B sees the mirror image', () => {
    expect(viewFor(maneuver, 'B')).toEqual({
      ...maneuver,
      hands: { A: [HIDDEN_CARD, HIDDEN_CARD], B: [3, 4, 5] },
      placed: { A: [{ card: HIDDEN_CARD, row: 2, col: 0 }], B: maneuver.placed.B },
      reserve: { A: [HIDDEN_CARD, HIDDEN_CARD], B: [13] },
    });
  });

  it('an observer sees no hidden card of either side', () => {
    const view = viewFor(maneuver, 'solo') as ManeuverState;
    expect([...view.hands.A, ...view.hands.B, ...view.reserve.A, ...view.reserve.B]).toEqual(
      Array<number>(8).fill(HIDDEN_CARD),
    );
    expect([...view.placed.A, ...view.placed.B].map((p) => p.card)).toEqual([0, 0, 0]);
  });

  it('a view is a copy: editing it leaves the state alone; no troop card is numbered 0', () => {
    const view = viewFor(maneuver, 'A') as ManeuverState;
    view.hands.A.push(99);
    view.reserve.A.push(99);
    (view.placed.A[0] as { card: number }).card = 99;
    expect(maneuver.hands.A).toEqual([1, 2]);
    expect(maneuver.reserve.A).toEqual([11, 12]);
    expect(maneuver.placed.A[0]!.card).toBe(6);
    expect(HIDDEN_CARD).toBe(0);
    expect(sampleDeck.troops.some((t) => t.number === HIDDEN_CARD)).toBe(false);
  });
});

describe('viewFor in an Instruction (ruling R20: only the cards set aside are hidden)', () => {
  it('the unused troop cards are hidden, the Tercio and the Reserve shown', () => {
    const state = {
      mode: 'instruction',
      troops: sampleDeck.troops,
      grid: [[cell(2, 'A')]],
      reserve: [3, 4, 5],
      unused: [16, 17],
      turn: 4,
    } as unknown as InstructionState;
    expect(viewFor(state, 'solo')).toEqual({ ...state, unused: [HIDDEN_CARD, HIDDEN_CARD] });
    expect(state.unused).toEqual([16, 17]);
  });
});
