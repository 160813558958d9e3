import { SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { ObjectiveCard } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { Cell } from '../grounds/Grid.js';
import { infiltrationPoints } from '../maneuver/maneuverScoring.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { TacmentoDecision } from './Decision.js';
import type { TacmentoEvent } from './Event.js';
import { reduceTacmento } from './reduce.js';
import { afterInstructionDecision, objectivesComplete, resolveTacmento } from './resolve.js';
import type { InstructionState, ManeuverState, TacmentoState } from './State.js';
import { cells, instructionState, maneuverState } from './__fixtures__/states.js';

const grounds = maneuverState;
// Objective 1, "Line of shot": three reds abreast. Arquebusiers 10 (every arrow) from the Reserve pushed west along
// row 1 makes 6 7 10.
const instruction = (overrides: Partial<InstructionState> = {}): InstructionState =>
  instructionState({
    objectives: [sampleDeck.objectives.find((o) => o.number === 1)!],
    grid: cells([
      [2, 6, 7],
      [3, 11, 12],
      [4, 13, 14],
      [5, 15, 16],
    ]),
    reserve: [10, 17, 18],
    unused: [8, 9],
    ...overrides,
  });

// Rulebook (/work/shared/rules/tacmento.txt): Maneuver Grounds set up (the draft), 1st Round, End of the Round,
// 1st Round Scoring, 2nd Round, 2nd Round and Final scoring ("In the event of a tie, repeat the Maneuver from the
// very beginning"), Instruction Mode Round ("The Instruction ends at the moment the Objective is fulfilled");
// rulings R1 (catchUpFailure), R2 (roundTurnLimit), R3 (maxReplays), R6 (allowMirror) of docs/rulings/tacmento.md.
// Prisoner table: Pikeman 1, Arquebusier 1, Cavalry 2, Captain 3, Artillery 2, Drummers and Fifers 3.
// Sample deck: Pikemen 1-5, Arquebusiers 6-10, Cavalry 11-13, Captain 14, Artillery 15-17, Drummers 18.

const prisoners = (...ns: number[]): Cell[] => ns.map((n) => ({ card: Math.abs(n), owner: n < 0 ? 'B' : 'A' }));
const winningFlank: TacmentoDecision = { kind: 'flanking', card: 10, direction: 'west', line: 0 };

/** Resolves one decision as the engine does: each event applied to the state before the next is emitted. */
function resolve(state: TacmentoState, decision: TacmentoDecision, player: string, seed = 'resolve') {
  const events: TacmentoEvent[] = [];
  let current = state;
  resolveTacmento(
    {
      get state() {
        return current;
      },
      dice: SeededDice.fromSeed(seed),
      emit: (e) => {
        events.push(e);
        current = reduceTacmento(current, e);
      },
    },
    decision,
    player,
  );
  return { events, state: current };
}
const kinds = (events: TacmentoEvent[]) => events.map((e) => e.kind);

describe('the draft (Rulebook: "Repeat this action until you have placed 6 cards in your squadron")', () => {
  const drafting = (a: number, b: number) =>
    grounds({
      phase: 'draft',
      grid: [],
      hands: { A: [1, 2, 3], B: [4, 5, 6] },
      reserve: { A: [], B: [] },
      placed: {
        A: Array.from({ length: a }, (_, i) => ({ card: 7 + i, row: 2 + Math.floor(i / 3), col: i % 3 })),
        B: Array.from({ length: b }, (_, i) => ({ card: 13 + i, row: Math.floor(i / 3), col: i % 3 })),
      },
    });

  it('a pick is placed; the Squadrons are revealed after the last pick only', () => {
    expect(resolve(drafting(1, 0), { kind: 'draft', card: 4, row: 0, col: 0 }, 'B').events).toEqual([
      { kind: 'drafted', side: 'B', card: 4, row: 0, col: 0 },
    ]);
    const last = resolve(drafting(6, 5), { kind: 'draft', card: 4, row: 1, col: 2 }, 'B');
    expect(kinds(last.events)).toEqual(['drafted', 'squadrons-revealed']);
    expect((last.state as ManeuverState).phase).toBe('maneuver');
  });
});

describe('a turn of the Maneuver (Rulebook: 1st Round; End of the Round)', () => {
  it('a maneuver names the troop expelled and where it goes: a Prisoner, the Reserve, or none', () => {
    const north = resolve(grounds(), { kind: 'flanking', card: 13, direction: 'north', line: 0 }, 'A');
    expect(north.events).toEqual([
      {
        kind: 'maneuvered',
        side: 'A',
        maneuver: { kind: 'flanking', card: 13, direction: 'north', line: 0 },
        expelled: { card: 1, owner: 'B' },
        to: 'prisoner',
      },
    ]);
    const south = resolve(grounds(), { kind: 'flanking', card: 13, direction: 'south', line: 0 }, 'A');
    expect(south.events[0]).toMatchObject({ expelled: { card: 10, owner: 'A' }, to: 'reserve' });
    const squadron = resolve(grounds(), { kind: 'squadron', row: 2, col: 1, direction: 'north' }, 'A');
    expect(squadron.events[0]).toMatchObject({ expelled: null, to: null });
    expect(kinds(resolve(grounds({ turn: 'B' }), { kind: 'pass' }, 'B').events)).toEqual(['passed']);
  });

  it('"When any Contender manages to get 3 Prisoners, his rival has a chance … in no more than 2 extra moves"', () => {
    const two = grounds({ prisoners: { A: prisoners(-16, -17), B: prisoners(9, 12) } });
    const third = resolve(two, { kind: 'flanking', card: 13, direction: 'north', line: 0 }, 'A');
    expect(third.events.slice(1)).toEqual([{ kind: 'catch-up-started', captor: 'A' }]);
    // The captor's own later turns start nothing new.
    const later = grounds({
      prisoners: { A: prisoners(-16, -17, -18), B: prisoners(9, 12) },
      catchUp: { captor: 'A', turnsLeft: 1 },
    });
    expect(kinds(resolve(later, { kind: 'pass' }, 'A').events)).toEqual(['passed']);
    // Two Prisoners are not three.
    expect(kinds(resolve(grounds({ prisoners: { A: prisoners(-16), B: [] } }), winningFlankA, 'A').events)).toEqual([
      'maneuvered',
    ]);
  });

  it('"or will automatically lose the Maneuver and his rival shall be proclaimed Maestre de Campo" (ruling R1)', () => {
    const state = grounds({
      turn: 'B',
      prisoners: { A: prisoners(-16, -17, -18), B: prisoners(14, 15) },
      scores: { A: [4], B: [6] },
      round: 2,
      catchUp: { captor: 'A', turnsLeft: 1 },
    });
    const { events, state: after } = resolve(state, { kind: 'squadron', row: 1, col: 1, direction: 'north' }, 'B');
    expect(events.slice(1)).toEqual([
      { kind: 'maneuver-lost', loser: 'B' },
      {
        kind: 'game-ended',
        winner: 'A',
        victory: 'Maestre de Campo (the rival failed to take 3 Prisoners in 2 turns)',
        // Artillery 16, 17 and the Drummers 18: 2 + 2 + 3; the Captain and Artillery 15: 3 + 2. In the 2nd round the
        // troops infiltrated count too: B's move turned column 1 (-2 -5 8 11 to -2 8 11 -5), A's Arquebusiers 8 now in
        // B's Squadron area and B's Pikemen 5 in A's, 1 each.
        totals: { A: 4 + 7 + 1, B: 6 + 5 + 1 },
      },
    ]);
    expect(after.outcome).not.toBeNull();
    // With a turn left the Maneuver goes on.
    const early = resolve({ ...state, catchUp: { captor: 'A', turnsLeft: 2 } }, { kind: 'pass' }, 'B');
    expect(kinds(early.events)).toEqual(['passed']);
  });

  it('with catchUpFailure "end-round" the round ends instead, saying why (ruling R1)', () => {
    const state = grounds({
      turn: 'B',
      rules: { ...DEFAULT_OPTIONS, catchUpFailure: 'end-round' },
      prisoners: { A: prisoners(-16, -17, -18), B: prisoners(14) },
      catchUp: { captor: 'A', turnsLeft: 1 },
    });
    const { events } = resolve(state, { kind: 'pass' }, 'B');
    expect(events.slice(1)).toEqual([
      {
        kind: 'round-ended',
        round: 1,
        prisoners: { A: 7, B: 3 },
        infiltration: { A: 0, B: 0 },
        why: 'B did not take 3 Prisoners in 2 turns',
      },
      // "The rival will be first Player during the second round."
      { kind: 'round-started', round: 2, first: 'B' },
    ]);
  });

  it('both Contenders with 3 Prisoners end the round; the 2nd round is led by the rival of the 1st first player', () => {
    const state = grounds({
      firstPlayer: 'B',
      prisoners: { A: prisoners(-16, -17), B: prisoners(14, 15, 18) },
      catchUp: { captor: 'B', turnsLeft: 1 },
    });
    const { events } = resolve(state, { kind: 'flanking', card: 13, direction: 'north', line: 0 }, 'A');
    expect(events.slice(1)).toEqual([
      {
        kind: 'round-ended',
        round: 1,
        // Pikemen 1 is A's third: 2 + 2 + 1; B: 3 + 2 + 3.
        prisoners: { A: 5, B: 8 },
        infiltration: { A: 0, B: 0 },
        why: 'both Contenders have 3 Prisoners',
      },
      { kind: 'round-started', round: 2, first: 'A' },
    ]);
  });

  it('two skipped turns in a row end the round (no maneuver possible); one does not', () => {
    const ended = resolve(grounds({ turn: 'B', passes: 1 }), { kind: 'pass' }, 'B');
    expect(ended.events.slice(1)).toMatchObject([
      { kind: 'round-ended', why: 'neither Contender can manoeuvre' },
      { kind: 'round-started' },
    ]);
    expect(kinds(resolve(grounds({ turn: 'B' }), { kind: 'pass' }, 'B').events)).toEqual(['passed']);
  });

  it('a round without 3 Prisoners ends at roundTurnLimit turns (ruling R2), not a turn before', () => {
    const limit = DEFAULT_OPTIONS.roundTurnLimit;
    const at = resolve(
      grounds({ roundTurns: limit - 1 }),
      { kind: 'squadron', row: 2, col: 1, direction: 'north' },
      'A',
    );
    expect(at.events.slice(1)).toMatchObject([
      { kind: 'round-ended', why: `the round reached ${limit} turns (ruling R2)` },
      { kind: 'round-started' },
    ]);
    const before = resolve(
      grounds({ roundTurns: limit - 2 }),
      { kind: 'squadron', row: 2, col: 1, direction: 'north' },
      'A',
    );
    expect(kinds(before.events)).toEqual(['maneuvered']);
    // During a catch-up the limit waits for its own end.
    const catchingUp = grounds({
      turn: 'B',
      roundTurns: limit + 3,
      passes: 2,
      prisoners: { A: prisoners(-16, -17, -18), B: [] },
      catchUp: { captor: 'A', turnsLeft: 2 },
    });
    expect(kinds(resolve(catchingUp, { kind: 'pass' }, 'B').events)).toEqual(['passed']);
  });
});

// A's last turn of the 2nd round: A takes his 3rd Prisoner while B already holds 3.
const secondRoundEnd = (overrides: Partial<ManeuverState>) =>
  grounds({
    round: 2,
    firstPlayer: 'B',
    prisoners: { A: prisoners(-16, -17), B: prisoners(14, 15, 18) },
    catchUp: { captor: 'B', turnsLeft: 1 },
    ...overrides,
  });
const winningFlankA: TacmentoDecision = { kind: 'flanking', card: 13, direction: 'north', line: 0 };

describe('the 2nd Round and Final scoring (Rulebook: "Sum up the scores of both Rounds")', () => {
  it('the 2nd round scores infiltration: the troops in the enemy Squadron area', () => {
    // A's Arquebusiers 7 and 8 stand in B's Squadron area (rows 1-2).
    const grid = cells([
      [-1, -2, -3],
      [7, 8, -6],
      [-4, -5, 9],
      [10, 11, 12],
    ]);
    const { events } = resolve(secondRoundEnd({ grid, scores: { A: [20], B: [1] } }), winningFlankA, 'A');
    const ended = events.find((e) => e.kind === 'round-ended')!;
    // Column 1 pushed north by Cavalry 13: 7, B's Pikemen 4, 10, 13 (B's Pikemen 1 taken).
    const after = cells([
      [7, -2, -3],
      [-4, 8, -6],
      [10, -5, 9],
      [13, 11, 12],
    ]);
    expect(ended).toEqual({
      kind: 'round-ended',
      round: 2,
      prisoners: { A: 5, B: 8 },
      infiltration: {
        A: infiltrationPoints(after, 'A', sampleDeck.troops),
        B: infiltrationPoints(after, 'B', sampleDeck.troops),
      },
      why: 'both Contenders have 3 Prisoners',
    });
    // A: Arquebusiers 7 and 8 (1 + 1); B: Pikemen 5 (1).
    expect((ended as { infiltration: { A: number; B: number } }).infiltration).toEqual({ A: 2, B: 1 });
    expect(events.at(-1)).toEqual({
      kind: 'game-ended',
      winner: 'A',
      victory: 'Maestre de Campo (higher Combat Value)',
      totals: { A: 20 + 5 + 2, B: 1 + 8 + 1 },
    });
  });

  // On the Grounds of grounds(), after Cavalry 13 pushes column 1 north, A's Arquebusiers 7 stands in B's area (1).
  it('the higher Combat Value wins, B as well as A', () => {
    const { events } = resolve(secondRoundEnd({ scores: { A: [1], B: [20] } }), winningFlankA, 'A');
    expect(events.at(-1)).toEqual({
      kind: 'game-ended',
      winner: 'B',
      victory: 'Maestre de Campo (higher Combat Value)',
      totals: { A: 1 + 5 + 1, B: 20 + 8 },
    });
  });

  it('"In the event of a tie, repeat the Maneuver from the very beginning": dealt again (ruling R3 bounds it)', () => {
    const { events, state } = resolve(
      secondRoundEnd({ scores: { A: [9], B: [7] }, match: 1 }),
      winningFlankA,
      'A',
      'tie',
    );
    expect(kinds(events)).toEqual(['maneuvered', 'round-ended', 'tied', 'dealt']);
    expect(events[2]).toEqual({ kind: 'tied', totals: { A: 15, B: 15 } });
    const dealt = events[3] as Extract<TacmentoEvent, { kind: 'dealt' }>;
    expect(dealt.match).toBe(2);
    expect([...dealt.decks.A, ...dealt.decks.B].sort((a, b) => a - b)).toEqual(sampleDeck.troops.map((t) => t.number));
    expect(dealt.decks.A).toHaveLength(9);
    expect((state as ManeuverState).phase).toBe('draft');
  });

  it('a tie after the last replay allowed (maxReplays) ends in a draw', () => {
    const last = secondRoundEnd({ scores: { A: [9], B: [7] }, match: DEFAULT_OPTIONS.maxReplays });
    const { events } = resolve(last, winningFlankA, 'A');
    expect(kinds(events)).toEqual(['maneuvered', 'round-ended', 'tied', 'game-ended']);
    expect(events.at(-1)).toEqual({
      kind: 'game-ended',
      winner: null,
      victory: `draw (tied after ${DEFAULT_OPTIONS.maxReplays + 1} Maneuvers)`,
      totals: { A: 15, B: 15 },
    });
  });
});

describe('the end of an Instruction (Rulebook: Instruction Mode Round; Instruction Score Summary)', () => {
  it('"The Instruction ends at the moment the Objective is fulfilled": its turn, score and victory', () => {
    const { events } = resolve(instruction({ turn: 3 }), winningFlank, 'solo');
    expect(events).toEqual([
      { kind: 'maneuvered', side: 'A', maneuver: winningFlank, expelled: null, to: null },
      // Turn 4 of the table: 13 - 4 = 9 points on the easy level.
      { kind: 'instruction-ended', completed: true, turn: 4, score: 9, victory: 'Glorious' },
    ]);
  });

  it("a Battle card's own scoring, with no level bonus in the Campaign", () => {
    const turnTable = { kind: 'turn-table' as const, points: [10, 10, 9, 8, 7, 6, 5, 4, 3, 2] };
    const battle = resolve(instruction({ turn: 2, battle: 2, scoring: turnTable }), winningFlank, 'solo');
    expect(battle.events[1]).toMatchObject({ kind: 'instruction-ended', turn: 3, score: 9 });
    const hard = resolve(instruction({ turn: 3, difficulty: 'extreme' }), winningFlank, 'solo');
    const hardBattle = resolve(instruction({ turn: 3, difficulty: 'extreme', battle: 1 }), winningFlank, 'solo');
    expect((hard.events[1] as { score: number }).score).toBeGreaterThan(
      (hardBattle.events[1] as { score: number }).score,
    );
  });

  it('a spent turn, and the turns run out at the limit: forfeited', () => {
    expect(resolve(instruction({ turn: 4 }), { kind: 'pass' }, 'solo').events).toEqual([{ kind: 'passed', side: 'A' }]);
    expect(resolve(instruction({ turn: 11 }), { kind: 'pass' }, 'solo').events).toEqual([
      { kind: 'passed', side: 'A' },
      { kind: 'instruction-ended', completed: false, turn: 12, score: 0, victory: 'forfeited' },
    ]);
    expect(resolve(instruction({ turn: 9, turnLimit: 10 }), { kind: 'pass' }, 'solo').events.at(-1)).toMatchObject({
      completed: false,
      turn: 10,
    });
  });

  it('a draft decision plays nothing in an Instruction', () => {
    expect(resolve(instruction(), { kind: 'draft', card: 8, row: 0, col: 0 }, 'solo').events).toEqual([]);
  });

  // Instruction Mode (Solo mode) > Setting up the Tercio has no draft (the Tercio is dealt face up, "a face-up matrix
  // of 4 rows and 3 columns"), so a draft spends nothing: the solver's successor (afterInstructionDecision, the
  // engine's reducer) leaves the state as it was, while a pass ("You can spend the turn") moves to the next turn.
  it("the solver's successor of an Instruction: a draft leaves the state as it was, a pass spends the turn", () => {
    const start = instruction({ turn: 4 });
    expect(afterInstructionDecision(start, { kind: 'draft', card: 8, row: 0, col: 0 })).toBe(start);
    const passed = afterInstructionDecision(start, { kind: 'pass' });
    expect(passed.turn).toBe(5);
    expect(passed.grid).toEqual(start.grid);
  });
});

describe('objectivesComplete (Rulebook: Levels I and II, "simultaneously")', () => {
  const lShape: ObjectiveCard = {
    number: 99,
    side: 'green-red',
    title: 'an L of reds',
    pattern: ['R.', 'RR'],
    legend: { R: { colour: 'red' } },
    move: true,
    rotate: false,
    banners: Array<ObjectiveCard['banners'][number]>(12).fill('white'),
  };
  // The L mirrored: ".R" over "RR".
  const mirroredL = cells([
    [1, 6, 2],
    [7, 8, 3],
    [4, 5, 11],
    [12, 13, 15],
  ]);

  it('every Objective at once; one of two is not enough', () => {
    const one = sampleDeck.objectives.find((o) => o.number === 1)!;
    const line = cells([
      [6, 7, 8],
      [2, 11, 3],
      [11, 12, 13],
      [14, 15, 16],
    ]);
    expect(objectivesComplete(instruction({ objectives: [one], grid: line }))).toBe(true);
    const two = sampleDeck.objectives.find((o) => o.number === 2)!;
    expect(objectivesComplete(instruction({ objectives: [one, two], grid: line }))).toBe(false);
  });

  it("a mirrored pattern counts only with allowMirror (ruling R6), on the Tercio's own size", () => {
    expect(objectivesComplete(instruction({ objectives: [lShape], grid: mirroredL }))).toBe(false);
    expect(
      objectivesComplete(
        instruction({ objectives: [lShape], grid: mirroredL, rules: { ...DEFAULT_OPTIONS, allowMirror: true } }),
      ),
    ).toBe(true);
    // A two-column Tercio has room for the L only where it stands.
    const narrow = cells([
      [1, 6],
      [7, 8],
    ]);
    expect(
      objectivesComplete(
        instruction({ objectives: [lShape], grid: narrow, rules: { ...DEFAULT_OPTIONS, allowMirror: true } }),
      ),
    ).toBe(true);
    expect(objectivesComplete(instruction({ objectives: [lShape], grid: [] }))).toBe(false);
  });
});
