import { SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { flankingManeuver } from '../grounds/push.js';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { tacmentoSequence } from '../sequence/sequence.js';
import type { TacmentoDecision } from './Decision.js';
import { describeDecision, describeEvent } from './describe.js';
import type { TacmentoEvent } from './Event.js';
import { reduceTacmento } from './reduce.js';
import { resolveTacmento } from './resolve.js';
import type { ManeuverState, TacmentoState } from './State.js';
import { cells, instructionState, maneuverState } from './__fixtures__/states.js';

// Ruling R14, option flankingPoints. Rulebook: Flanking maneuver — "Choose and take one troop from your hidden Reserve
// (your hand) and put it in any exterior point of any Squadron. The pushing works just the same, but in this case,
// one troop will be expelled from the Maneuver Grounds." Maneuver Grounds set up — "The initial Squadron of each
// Contender forms a matrix of 2 rows and 3 columns." 'grounds': the ends of the rows and columns of the whole 4 x 3
// Grounds; 'squadrons': each Squadron's own exterior points, so also the edge between them, from which a flank pushes
// north into B's Squadron (rows 1-2) or south into A's (rows 3-4): the two troops of that Squadron's column move, the
// one at the Grounds' edge is expelled.
// Sample deck: Captain 14 (arrows north and south), Drummers 18 (every arrow); B's cards lie upside-down.
type FlankingPoints = TacmentoOptions['flankingPoints'];
const grounds = (flankingPoints?: FlankingPoints, overrides: Partial<ManeuverState> = {}) =>
  maneuverState({
    rules: TacmentoOptionsSchema.parse(flankingPoints === undefined ? {} : { flankingPoints }),
    ...overrides,
  });
const numbers = (state: TacmentoState) => state.grid.map((r) => r.map((c) => (c.owner === 'B' ? -c.card : c.card)));
const betweenOf = (legal: readonly TacmentoDecision[]) =>
  legal.filter((d) => d.kind === 'flanking' && d.from === 'between');

/** Resolves one decision as the engine does: each event applied to the state before the next is emitted. */
function resolve(state: TacmentoState, decision: TacmentoDecision, player: string) {
  const events: TacmentoEvent[] = [];
  let current = state;
  resolveTacmento(
    {
      get state() {
        return current;
      },
      dice: SeededDice.fromSeed('r14'),
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

describe('a flank from between the Squadrons (ruling R14, flankingPoints)', () => {
  it("'grounds' is the default; the option takes its two values only; no flank from between is offered by default", () => {
    expect(TacmentoOptionsSchema.parse({}).flankingPoints).toBe('grounds');
    expect(() => TacmentoOptionsSchema.parse({ flankingPoints: 'both' })).toThrow();
    expect(betweenOf(legalDecisions(grounds()))).toEqual([]);
  });

  it("'squadrons': each Reserve card is offered from between the Squadrons along each column, in the directions of its arrows", () => {
    const between = betweenOf(legalDecisions(grounds('squadrons')));
    // A's Reserve: 13 (Cavalry), 14 (Captain: north and south), 15 (Artillery).
    const ofCaptain = between.filter((d) => d.kind === 'flanking' && d.card === 14);
    expect(ofCaptain).toEqual(
      ['north', 'south'].flatMap((direction) =>
        [0, 1, 2].map((line) => ({ kind: 'flanking', card: 14, direction, line, from: 'between' })),
      ),
    );
    // The usual flanks are still offered, before those from between.
    const legal = legalDecisions(grounds('squadrons'));
    expect(legal).toContainEqual({ kind: 'flanking', card: 14, direction: 'north', line: 1 });
    expect(legal.filter((d) => d.kind === 'flanking' && d.from === undefined)).toEqual(
      legalDecisions(grounds()).filter((d) => d.kind === 'flanking'),
    );
  });

  it("north into B's Squadron: the incoming troop takes row 2, B's row-2 troop moves to row 1, B's row-1 troop is expelled (a Prisoner); A's rows stay", () => {
    const decision = { kind: 'flanking', card: 14, direction: 'north', line: 1, from: 'between' } as const;
    const { state, events } = resolve(grounds('squadrons'), decision, 'A');
    expect(numbers(state)).toEqual([
      [-1, -5, -3],
      [-4, 14, -6],
      [7, 8, 9],
      [10, 11, 12],
    ]);
    expect(events[0]).toMatchObject({ kind: 'maneuvered', expelled: { card: 2, owner: 'B' }, to: 'prisoner' });
    const after = state as ManeuverState;
    expect(after.prisoners.A).toEqual([{ card: 2, owner: 'B' }]);
    expect(after.reserve.A).toEqual([13, 15]);
  });

  it("south into A's own Squadron: rows 3-4 of the column move, A's row-4 troop returns to the Reserve; B's rows stay", () => {
    const decision = { kind: 'flanking', card: 14, direction: 'south', line: 2, from: 'between' } as const;
    const { state, events } = resolve(grounds('squadrons'), decision, 'A');
    expect(numbers(state)).toEqual([
      [-1, -2, -3],
      [-4, -5, -6],
      [7, 8, 14],
      [10, 11, 9],
    ]);
    expect(events[0]).toMatchObject({ kind: 'maneuvered', expelled: { card: 12, owner: 'A' }, to: 'reserve' });
    expect((state as ManeuverState).reserve.A).toEqual([13, 15, 12]);
  });

  it("B's upside-down card pushes along its arrows turned half a circle, from between as from the edges", () => {
    const state = grounds('squadrons', { turn: 'B' });
    const between = betweenOf(legalDecisions(state)).filter((d) => d.kind === 'flanking' && d.card === 18);
    expect(between).toHaveLength(6);
    const { state: after } = resolve(
      state,
      { kind: 'flanking', card: 18, direction: 'south', line: 0, from: 'between' },
      'B',
    );
    expect(numbers(after).map((r) => r[0])).toEqual([-1, -4, -18, 7]);
  });

  it('the push itself: the half of the column ahead of the point moves, the card at the edge leaves, as a whole-column flank does at its end', () => {
    const grid = cells([
      [-1, -2, -3],
      [-4, -5, -6],
      [7, 8, 9],
      [10, 11, 12],
    ]);
    const north = flankingManeuver(grid, { card: 14, owner: 'A' }, 'north', 0, true);
    expect(north.grid.map((r) => r[0]!.card)).toEqual([4, 14, 7, 10]);
    expect(north.moved).toEqual([14, 4]);
    expect(north.expelled).toEqual({ card: 1, owner: 'B' });
    const whole = flankingManeuver(grid, { card: 14, owner: 'A' }, 'north', 0);
    expect(whole.grid.map((r) => r[0]!.card)).toEqual([4, 7, 10, 14]);
    expect(whole.moved).toEqual([14, 10, 7, 4]);
  });

  it('is refused with the reason: by default, east or west, and in an Instruction (a Tercio has no Squadrons)', () => {
    const flank = { kind: 'flanking', card: 14, direction: 'north', line: 1, from: 'between' } as const;
    expect(tacmentoSequence.checkDecision(grounds(), flank)).toMatch(
      /needs option flankingPoints 'squadrons' \(ruling R14\)/,
    );
    expect(
      tacmentoSequence.checkDecision(grounds('squadrons', { turn: 'B' }), { ...flank, card: 18, direction: 'east' }),
    ).toMatch(/pushes along a column, north or south \(ruling R14\)/);
    const instruction = instructionState({ rules: TacmentoOptionsSchema.parse({ flankingPoints: 'squadrons' }) });
    expect(betweenOf(legalDecisions(instruction))).toEqual([]);
    expect(tacmentoSequence.checkDecision(instruction, { ...flank, card: 8 })).toMatch(
      /Instruction Tercio has no Squadrons/,
    );
    // Allowed and legal: no reason.
    expect(tacmentoSequence.checkDecision(grounds('squadrons'), flank)).toBeNull();
    // A card not in the Reserve: the usual reason.
    expect(tacmentoSequence.checkDecision(grounds('squadrons'), { ...flank, card: 1 })).toMatch(
      /flanking maneuver is not allowed now/,
    );
  });

  it('describes a flank from between the Squadrons', () => {
    const state = grounds('squadrons');
    const flank = { kind: 'flanking', card: 14, direction: 'north', line: 1, from: 'between' } as const;
    expect(describeDecision(flank, state, 'A')).toBe(
      'A: flanking maneuver, Captain 14 from the Reserve pushes north along column 2 from between the Squadrons',
    );
    const { events } = resolve(state, flank, 'A');
    expect(describeEvent(events[0]!, state)).toBe(
      "A: flanking maneuver with Captain 14 north from between the Squadrons; Pikemen 2 (B's) is taken Prisoner",
    );
    expect(describeDecision({ ...flank, from: undefined }, state, 'A')).toMatch(/along column 2$/);
  });
});
