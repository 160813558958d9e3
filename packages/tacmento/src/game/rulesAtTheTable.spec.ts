// A referee's awkward cases, read from the rulebook (/work/shared/rules/tacmento.txt) before the code: each test
// quotes its clause and builds the situation by hand; every expected Tercio, Reserve and outcome is worked from the
// sample deck's arrows below, not copied from the engine.
// Sample deck: greens 1-5, reds 6-10, cavalry 11-13 (blue), Captain 14 (blue, N S), artillery 15-17 (yellow),
// Drummers 18 (yellow, all arrows). Arrows: 1 N; 2 N S; 3 E W; 4 all; 5 E; 6 N; 7 W; 8 N E; 9 S W; 10 all; 11 E W;
// 12 N; 13 all; 14 N S; 15 S; 16 N W; 17 E; 18 all.
import { describe, expect, it } from 'vitest';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { tacmentoSequence } from '../sequence/sequence.js';
import { simulate } from '../bot/simulate.js';
import type { Cell } from '../grounds/Grid.js';
import type { TacmentoDecision } from './Decision.js';
import type { InstructionState, ManeuverState } from './State.js';
import { cells, engineAfter, instructionState, maneuverState } from './__fixtures__/states.js';

const numbers = (state: InstructionState) => state.grid.map((row) => row.map((c) => c.card));
/** The abilities offered after one manoeuvre (none: the manoeuvre alone). */
const abilitiesAfter = (state: InstructionState, move: TacmentoDecision) =>
  legalDecisions(state)
    .filter((d) => JSON.stringify({ ...d, ability: undefined }) === JSON.stringify({ ...move, ability: undefined }))
    .map((d) => ('ability' in d && d.ability ? JSON.stringify(d.ability) : 'none'));

// Objective 12 (RRR over GGG, not rotated) is complete in none of these Tercios: no row of three reds.
const noCaptainTercio = [
  [2, 3, 6],
  [7, 11, 13],
  [15, 16, 17],
  [4, 9, 10],
];

describe('Instruction at the table (Rulebook: Instruction Mode Round; Special abilities)', () => {
  it('"You cannot take cards from the Reserve 2 turns in a row": a flank on turn 6 forbids one on turn 7, in the new round', () => {
    // Turn 6, the last of the 1st round, with the round's ability used.
    const turn6 = instructionState({ turn: 5, abilityUsedThisRound: true });
    const flank: TacmentoDecision = { kind: 'flanking', card: 10, direction: 'east', line: 0 };
    expect(legalDecisions(turn6)).toContainEqual(flank);
    const turn7 = engineAfter(turn6, flank);
    // Arquebusiers 10 in at the west end of row 1: 10, 2, 14; Pikemen 3 leaves at the east end, back to the Reserve.
    expect(numbers(turn7)[0]).toEqual([10, 2, 14]);
    expect(turn7.reserve).toEqual([8, 9, 3]);
    // "2 turns in a row" counts turns, not rounds: turns 6 and 7 are in a row.
    expect(legalDecisions(turn7).some((d) => d.kind === 'flanking')).toBe(false);
    // The 2nd round's own special ability is open ("Repeat the process in the 2nd Round"): the Drummers (row 2,
    // column 2) pushed east move, so Motivate follows.
    expect(legalDecisions(turn7)).toContainEqual({
      kind: 'squadron',
      row: 1,
      col: 1,
      direction: 'east',
      ability: { kind: 'motivate' },
    });
  });

  it('the Captain flanked in from the Reserve commands only where he has a troop on each side: none at a corner', () => {
    const state = instructionState({ grid: cells(noCaptainTercio), reserve: [14, 18, 8] });
    // North along column 1: the Captain comes in at the south-west corner: no troop south of him nor west.
    expect(abilitiesAfter(state, { kind: 'flanking', card: 14, direction: 'north', line: 0 })).toEqual(['none']);
    // North along column 2: he ends in the middle of the south edge: west and east, not north and south.
    const middle: TacmentoDecision = { kind: 'flanking', card: 14, direction: 'north', line: 1 };
    expect(abilitiesAfter(state, middle)).toEqual(['none', JSON.stringify({ kind: 'command', axis: 'horizontal' })]);
    const after = engineAfter(state, { ...middle, ability: { kind: 'command', axis: 'horizontal' } });
    // Column 2 was 3, 11, 16, 9: pushed north it is 11, 16, 9, 14 and Pikemen 3 returns to the Reserve; then the
    // Captain exchanges Pikemen 4 (west) and Arquebusiers 10 (east) in row 4.
    expect(numbers(after)).toEqual([
      [2, 11, 6],
      [7, 16, 13],
      [15, 9, 17],
      [10, 14, 4],
    ]);
    expect(after.reserve).toEqual([18, 8, 3]);
  });

  it('"must be in the Tercio (not in the Reserve)": the Drummers pushed out by a flank give no Motivate', () => {
    const state = instructionState({
      grid: cells([
        [18, 3, 6],
        [7, 11, 13],
        [15, 16, 17],
        [4, 9, 10],
      ]),
      reserve: [14, 2, 8],
    });
    // Pikemen 2 pushed north along column 1: the Drummers at its north end leave the formation for the Reserve.
    const out: TacmentoDecision = { kind: 'flanking', card: 2, direction: 'north', line: 0 };
    expect(engineAfter(state, out).reserve).toEqual([14, 8, 18]);
    expect(abilitiesAfter(state, out)).toEqual(['none']);
    // Pushed south along the same column, they move one place and stay: Motivate follows.
    expect(abilitiesAfter(state, { kind: 'flanking', card: 2, direction: 'south', line: 0 })).toEqual([
      'none',
      JSON.stringify({ kind: 'motivate' }),
    ]);
  });

  it('Level III "Blue: You cannot choose blue troop cards this turn": the Captain moved by another troop still commands', () => {
    // Objective 12's banners: white, blue, white... Turn 2 under "Normal" (the 1st Objective card's banners) is blue.
    const turn2 = instructionState({ difficulty: 'normal', turn: 1 });
    const legal = legalDecisions(turn2);
    const chosen = (d: TacmentoDecision) => (d.kind === 'squadron' ? turn2.grid[d.row]![d.col]!.card : null);
    // Neither the Captain (row 1, column 2) nor Cavalry 11 and 13 may be chosen.
    expect(legal.some((d) => [11, 13, 14].includes(chosen(d) ?? 0))).toBe(false);
    // The Drummers (yellow), chosen and pushed south from the north end of column 2, push the Captain one place south.
    const push: TacmentoDecision = { kind: 'squadron', row: 1, col: 1, direction: 'south' };
    const command: TacmentoDecision = { ...push, ability: { kind: 'command', axis: 'horizontal' } };
    expect(legal).toContainEqual(command);
    expect(tacmentoSequence.checkDecision(turn2, command)).toBeNull();
    // Column 2: 18, 14, 13, 17; then the Captain in row 2 exchanges Arquebusiers 6 (west) and 7 (east).
    expect(numbers(engineAfter(turn2, command))).toEqual([
      [2, 18, 3],
      [7, 14, 6],
      [11, 13, 15],
      [16, 17, 4],
    ]);
  });
});

const prisoners = (...ns: number[]): Cell[] => ns.map((n) => ({ card: Math.abs(n), owner: n < 0 ? 'B' : 'A' }));

describe('the Maneuver at the table (Rulebook: End of the Round)', () => {
  it('"or will automatically lose the Maneuver": in the 2nd round, whatever the Combat Values', () => {
    // B leads by far on Combat Value (20 in the 1st round) but has 1 Prisoner when A has 3, and one turn left.
    const state: ManeuverState = maneuverState({
      round: 2,
      turn: 'B',
      scores: { A: [1], B: [20] },
      prisoners: { A: prisoners(-16, -17, -18), B: prisoners(13) },
      reserve: { A: [14, 15], B: [] },
      catchUp: { captor: 'A', turnsLeft: 1 },
    });
    // B's Pikemen 5 (printed east, west on the table for B) pushed west along row 2.
    const last: TacmentoDecision = { kind: 'squadron', row: 1, col: 1, direction: 'west' };
    expect(tacmentoSequence.checkDecision(state, last)).toBeNull();
    const after = simulate(state, last, 'B') as ManeuverState;
    expect(after.phase).toBe('over');
    expect(after.outcome).toMatchObject({
      winner: 'A',
      victory: 'Maestre de Campo (the rival failed to take 3 Prisoners in 2 turns)',
    });
  });
});
