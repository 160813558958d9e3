// Hand-built states for the rule specs (the *.mutants.spec.ts of game/ and sequence/): a Maneuver mid-game and an
// Instruction setup, each with the sample deck (Pikemen 1-5, Arquebusiers 6-10, Cavalry 11-13, Captain 14,
// Artillery 15-17, Drummers 18) and every field a spec may override.
import { sampleDeck } from '../../cards/sampleDeck.js';
import type { Cell } from '../../grounds/Grid.js';
import { DEFAULT_OPTIONS } from '../../options/options.js';
import type { TacmentoDecision } from '../Decision.js';
import { afterInstructionDecision } from '../resolve.js';
import { objectivesComplete } from '../objectivesComplete.js';
import { legalDecisions } from '../../sequence/legalDecisions.js';
import type { InstructionState, ManeuverState } from '../State.js';

/** Rows of card numbers as grid cells: a negative number is B's card, a positive one A's. */
export const cells = (rows: number[][]): Cell[][] =>
  rows.map((r) => r.map((n): Cell => ({ card: Math.abs(n), owner: n < 0 ? 'B' : 'A' })));

/** The Instruction setups' Tercio: every card A's. */
export const TERCIO = [
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
];

/** A Maneuver in round 1, A to play: B's Squadron on rows 0-1, A's on rows 2-3, three cards in each Reserve. */
export const maneuverState = (overrides: Partial<ManeuverState> = {}): ManeuverState => ({
  mode: 'maneuver',
  rules: DEFAULT_OPTIONS,
  troops: sampleDeck.troops,
  match: 0,
  phase: 'maneuver',
  round: 1,
  firstPlayer: 'A',
  hands: { A: [], B: [] },
  placed: { A: [], B: [] },
  grid: cells([
    [-1, -2, -3],
    [-4, -5, -6],
    [7, 8, 9],
    [10, 11, 12],
  ]),
  reserve: { A: [13, 14, 15], B: [16, 17, 18] },
  prisoners: { A: [], B: [] },
  scores: { A: [], B: [] },
  turn: 'A',
  roundTurns: 0,
  turnsPlayed: 0,
  passes: 0,
  catchUp: null,
  outcome: null,
  ...overrides,
});

/** An easy Instruction setup on {@link TERCIO} with Objective 12, before the first turn. */
export const instructionState = (overrides: Partial<InstructionState> = {}): InstructionState => ({
  mode: 'instruction',
  rules: DEFAULT_OPTIONS,
  troops: sampleDeck.troops,
  objectives: [sampleDeck.objectives.find((o) => o.number === 12)!],
  grid: cells(TERCIO),
  reserve: [8, 9, 10],
  unused: [1, 5],
  difficulty: 'easy',
  turnLimit: 12,
  roundLength: 6,
  abilities: 'once-per-round',
  reserveTwiceInARow: false,
  battle: null,
  scoring: { kind: 'instruction-table' },
  turn: 0,
  tookReserveLastTurn: false,
  abilityUsedThisRound: false,
  reminder: null,
  completedAt: null,
  outcome: null,
  ...overrides,
});

/** The engine's own successor of an Instruction decision (the reducer the game uses): the solver specs' reference. */
export const engineAfter = (state: InstructionState, d: TacmentoDecision): InstructionState =>
  afterInstructionDecision(state, d);

/**
 * Brute force, the solver specs' reference: breadth-first over the engine's legalDecisions and reducer, every
 * position of every turn (merging only identical states, turn included). The fewest turns, or null when none within
 * the turn limit.
 */
export function bruteForce(start: InstructionState): number | null {
  if (objectivesComplete(start)) return 0;
  let frontier = [start];
  const seen = new Set<string>();
  for (let turn = 1; turn <= start.turnLimit; turn++) {
    const next: InstructionState[] = [];
    for (const state of frontier)
      for (const d of legalDecisions(state)) {
        const then = engineAfter(state, d);
        if (d.kind !== 'pass' && objectivesComplete(then)) return turn;
        const key = JSON.stringify([
          then.grid,
          [...then.reserve].sort(),
          then.tookReserveLastTurn,
          then.abilityUsedThisRound,
          then.turn,
        ]);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(then);
      }
    frontier = next;
  }
  return null;
}
