import { SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { TacmentoDecision } from '../game/Decision.js';
import type { TacmentoEvent } from '../game/Event.js';
import { reduceTacmento } from '../game/reduce.js';
import { resolveTacmento } from '../game/resolve.js';
import type { ManeuverState, TacmentoState } from '../game/State.js';
import type { Cell } from '../grounds/Grid.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { infiltrationPoints, prisonerPoints } from './maneuverScoring.js';

// Rulebook: 1st Round Scoring (the Prisoner table), 2nd Round and Final scoring (infiltration), and the
// three worked examples, driven through the end of a round as the battle resolves it.
// Sample deck numbers: Pikemen 1-5, Arquebusiers 6-10, Cavalries 11-13, Captain 14, Artilleries 15-17, Drummers 18.
const troops = sampleDeck.troops;
// A negative number is B's card (upside-down for A), a positive one A's.
const cell = (n: number): Cell => ({ card: Math.abs(n), owner: n < 0 ? 'B' : 'A' });
const cells = (rows: number[][]): Cell[][] => rows.map((r) => r.map(cell));

// The last turn of a round: both Contenders hold 3 Prisoners and the captor (B) skips his turn, which
// the rulebook allows ("The Contender that already captured 3 Prisoners can skip his turn"); the round ends.
function roundEnd(
  round: 1 | 2,
  prisoners: { A: number[]; B: number[] },
  grid: number[][],
  scores: { A: number[]; B: number[] } = { A: [], B: [] },
) {
  const state: ManeuverState = {
    mode: 'maneuver',
    rules: DEFAULT_OPTIONS,
    troops,
    match: 0,
    phase: 'maneuver',
    round,
    firstPlayer: 'A',
    hands: { A: [], B: [] },
    placed: { A: [], B: [] },
    grid: cells(grid),
    reserve: { A: [], B: [] },
    prisoners: { A: prisoners.A.map(cell), B: prisoners.B.map(cell) },
    scores,
    turn: 'B',
    roundTurns: 9,
    turnsPlayed: 9,
    passes: 0,
    catchUp: { captor: 'B', turnsLeft: 1 },
    outcome: null,
  };
  const skip: TacmentoDecision = { kind: 'pass' };
  expect(legalDecisions(state)).toContainEqual(skip);
  const events: TacmentoEvent[] = [];
  let current: TacmentoState = state;
  resolveTacmento(
    {
      get state() {
        return current;
      },
      dice: SeededDice.fromSeed('rows'),
      emit: (e) => {
        events.push(e);
        current = reduceTacmento(current, e);
      },
    },
    skip,
    'B',
  );
  return { events, state: current };
}
// The Maneuver Grounds made of the 12 cards that are not Prisoners: B's Squadron (rows 1-2) B's cards, A's (rows 3-4) A's.
const groundsWithout = (prisoners: number[]): number[][] => {
  const rest = troops.map((t) => t.number).filter((n) => !prisoners.includes(n));
  expect(rest).toHaveLength(12);
  return [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6, 9), rest.slice(9, 12)].map((row, r) =>
    row.map((n) => (r < 2 ? -n : n)),
  );
};
const ended = (events: TacmentoEvent[]) => events.find((e) => e.kind === 'round-ended');

describe('1st Round Scoring: the Prisoner table (Rulebook: "The table for scoring each Prisoner")', () => {
  it.each([
    ['Pikemen (green) | 1 point', 1, 1],
    ['Arquebusiers (red) | 1 point', 6, 1],
    ['Cavalries (blue) | 2 points', 11, 2],
    ['Artilleries (yellow) | 2 points', 15, 2],
    ['Captain (blue) | 3 points', 14, 3],
    ['Drummers and Fifers (yellow) | 3 points', 18, 3],
  ])('"%s"', (_row, card, points) => {
    expect(prisonerPoints([cell(-card)], troops)).toBe(points);
    // In the battle: A holds this Prisoner and two 1-point ones, B three 1-point ones; the round ends.
    const ones = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== card);
    const A = [card, ones[0]!, ones[1]!];
    const B = [ones[2]!, ones[3]!, ones[4]!];
    const { events, state } = roundEnd(1, { A: A.map((n) => -n), B }, groundsWithout([...A, ...B]));
    expect(ended(events)).toMatchObject({ round: 1, prisoners: { A: points + 2, B: 3 }, infiltration: { A: 0, B: 0 } });
    expect(state.scores).toEqual({ A: [points + 2], B: [3] });
  });

  it('1st Round Scoring Example: "Arquebusier 1, Pikeman 1, Cavalry 2; TOTAL 4" and "Captain 3, Artillery 2, Pikeman 1; TOTAL 6"', () => {
    const A = [-6, -1, -11];
    const B = [14, 15, 2];
    const { events, state } = roundEnd(1, { A, B }, groundsWithout([6, 1, 11, 14, 15, 2]));
    expect(ended(events)).toMatchObject({ prisoners: { A: 4, B: 6 }, infiltration: { A: 0, B: 0 } });
    expect(state.scores).toEqual({ A: [4], B: [6] });
    // Rulebook: 2nd Round — "your Prisoners are added to your Reserve"; "The rival will be first Player during the second round."
    expect(state).toMatchObject({
      round: 2,
      turn: 'B',
      reserve: { A: [6, 1, 11], B: [14, 15, 2] },
      prisoners: { A: [], B: [] },
    });
  });
});

describe('2nd Round and Final scoring: infiltration (Rulebook: "score the troops that you managed to infiltrate in the enemy Squadron area")', () => {
  // One troop of A's in B's Squadron area (row 1) scores its Prisoner value; in A's own area it scores nothing.
  it.each([
    ['Pikemen (green) | 1 point', 1, 1],
    ['Arquebusiers (red) | 1 point', 6, 1],
    ['Cavalries (blue) | 2 points', 11, 2],
    ['Artilleries (yellow) | 2 points', 15, 2],
    ['Captain (blue) | 3 points', 14, 3],
    ['Drummers and Fifers (yellow) | 3 points', 18, 3],
  ])('"%s"', (_row, card, points) => {
    const others = troops.map((t) => t.number).filter((n) => n !== card);
    const infiltrated = [
      [card, ...others.slice(0, 2).map((n) => -n)],
      others.slice(2, 5).map((n) => -n),
      others.slice(5, 8),
      others.slice(8, 11),
    ];
    expect(infiltrationPoints(cells(infiltrated), 'A', troops)).toBe(points);
    expect(infiltrationPoints(cells(infiltrated), 'B', troops)).toBe(0);
    const home = [
      others.slice(0, 3).map((n) => -n),
      others.slice(3, 6).map((n) => -n),
      [card, ...others.slice(6, 8)],
      others.slice(8, 11),
    ];
    expect(infiltrationPoints(cells(home), 'A', troops)).toBe(0);
    // B's troop of this type in A's Squadron area (row 4) scores for B.
    const mirrored = [
      others.slice(0, 3).map((n) => -n),
      others.slice(3, 6).map((n) => -n),
      others.slice(6, 9),
      [-card, ...others.slice(9, 11)],
    ];
    expect(infiltrationPoints(cells(mirrored), 'B', troops)).toBe(points);
  });

  it('infiltration is scored at the end of the 2nd Round only', () => {
    // A's Captain (3) in B's area: nothing in the 1st round, 3 in the 2nd.
    const prisoners = { A: [-1, -2, -3], B: [4, 5, 6] };
    const grid = [
      [14, -7, -8],
      [-9, -10, -11],
      [12, 13, 15],
      [16, 17, 18],
    ];
    expect(ended(roundEnd(1, prisoners, grid).events)).toMatchObject({
      prisoners: { A: 3, B: 3 },
      infiltration: { A: 0, B: 0 },
    });
    expect(ended(roundEnd(2, prisoners, grid, { A: [0], B: [0] }).events)).toMatchObject({
      prisoners: { A: 3, B: 3 },
      infiltration: { A: 3, B: 0 },
    });
  });

  it('2nd Round Scoring Example and Final Scoring Example: "7 + 3 = 10 and 6 + 4 = 10"; totals "14" and "16"', () => {
    // Prisoners: "Captain 3, Drummers 3, Arquebusier 1; TOTAL 7" and "Cavalry 2, Cavalry 2, Artillery 2; TOTAL 6".
    // Infiltrated: "2x Arquebusier = 2 and 1x Pikeman = 1 (TOTAL = 3)" and "2x Arquebusier = 2 and 1x Artillery = 2 (TOTAL = 4)".
    const grid = [
      [7, 8, -2],
      [1, -3, -13],
      [-9, -10, 4],
      [-16, 5, 17],
    ];
    // 1st round: 4 and 6 (the 1st Round Scoring Example); the rival (B) played first in the 2nd round.
    const { events, state } = roundEnd(2, { A: [-14, -18, -6], B: [11, 12, 15] }, grid, { A: [4], B: [6] });
    expect(ended(events)).toMatchObject({ round: 2, prisoners: { A: 7, B: 6 }, infiltration: { A: 3, B: 4 } });
    expect(state.scores).toEqual({ A: [4, 10], B: [6, 10] });
    // "Contender 1 | 4 | 10 (7 + 3) | 14; Contender 2 | 6 | 10 (6 + 4) | 16" — the higher score wins.
    expect(events.at(-1)).toMatchObject({ kind: 'game-ended', winner: 'B', totals: { A: 14, B: 16 } });
  });
});
