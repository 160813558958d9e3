import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import { tacmento } from '../ruleset.js';
import { AbilitySchema, TacmentoDecisionSchema, type ManeuverDecision, type TacmentoDecision } from './Decision.js';
import { describeDecision, describeEvent } from './describe.js';
import type { InstructionState } from './State.js';

// Ruling R15, option motivateLine. Rulebook: Motivate (Drummers and Fifers) — "Each time you move the Drummers and
// Fifers (either by choosing them or moving them with another troop), you can make an extra move in the same
// direction of movement that just occurred. The troop expelled from the formation is placed in the empty slot."
// 'same': the pushed line again; 'parallel': any line parallel to it, in the same direction, the troop it expels
// placed in the slot left empty at that line's start.
// Sample deck: greens 1-5, reds 6-10, cavalry 11-13, Captain 14 (N S), artillery 15-17, Drummers 18 (all arrows).
type MotivateLine = TacmentoOptions['motivateLine'];
const tercio = [
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
];
const start = (motivateLine?: MotivateLine) =>
  createGame<InstructionState, TacmentoDecision>(
    tacmento,
    { mode: 'instruction', objectives: [12], tercio, reserve: [8, 9, 10] },
    { seed: 'r15', options: motivateLine === undefined ? {} : { motivateLine } },
  );
const column = (state: InstructionState, col: number) => state.grid.map((r) => r[col]!.card);
const row = (state: InstructionState, r: number) => state.grid[r]!.map((c) => c.card);
/** The Captain (row 1, column 2) pushed north: column 2 becomes 18, 13, 17, 14 — the Drummers move with it. */
const captainNorth = { kind: 'squadron', row: 0, col: 1, direction: 'north' } as const;
/** The Drummers (row 2, column 2) pushed east: row 2 becomes 18, 6, 7. */
const drummersEast = { kind: 'squadron', row: 1, col: 1, direction: 'east' } as const;
/** The abilities the legal decisions offer after `move`. */
const abilitiesAfter = (legal: readonly TacmentoDecision[], move: ManeuverDecision) =>
  legal
    .filter((d) => d.kind === move.kind && 'ability' in d && d.ability !== undefined)
    .filter((d) => JSON.stringify({ ...d, ability: undefined }) === JSON.stringify({ ...move, ability: undefined }))
    .map((d) => (d as ManeuverDecision).ability);

describe('Motivate pushes the same line, or any line parallel to it (ruling R15, motivateLine)', () => {
  it("'same' is the default; the option takes its two values only; a line is a number from 0 to 3", () => {
    expect(TacmentoOptionsSchema.parse({}).motivateLine).toBe('same');
    expect(start().state.rules.motivateLine).toBe('same');
    expect(() => TacmentoOptionsSchema.parse({ motivateLine: 'any' })).toThrow();
    expect(AbilitySchema.safeParse({ kind: 'motivate', line: 3 }).success).toBe(true);
    for (const line of [-1, 4, 1.5, '1'])
      expect(AbilitySchema.safeParse({ kind: 'motivate', line }).success, String(line)).toBe(false);
    expect(TacmentoDecisionSchema.safeParse({ ...captainNorth, ability: { kind: 'motivate', line: 4 } }).success).toBe(
      false,
    );
  });

  it("'same': Motivate names no line and turns the pushed column again (the Drummers expelled at the north end fill the south slot)", () => {
    const game = start('same');
    expect(abilitiesAfter(game.legalDecisions(), captainNorth)).toEqual([
      { kind: 'command', axis: 'horizontal' },
      { kind: 'motivate' },
    ]);
    expect(game.decide({ ...captainNorth, ability: { kind: 'motivate' } })).toEqual({ ok: true });
    expect(column(game.state, 1)).toEqual([13, 17, 14, 18]);
    expect(column(game.state, 0)).toEqual([2, 6, 11, 16]);
  });

  it("'parallel': Motivate is offered along each column of a push north (3), each named; another column turns, the pushed one stays as the push left it", () => {
    const game = start('parallel');
    expect(abilitiesAfter(game.legalDecisions(), captainNorth)).toEqual([
      { kind: 'command', axis: 'horizontal' },
      { kind: 'motivate', line: 0 },
      { kind: 'motivate', line: 1 },
      { kind: 'motivate', line: 2 },
    ]);
    expect(game.decide({ ...captainNorth, ability: { kind: 'motivate', line: 0 } })).toEqual({ ok: true });
    // Column 1 (2, 6, 11, 16) pushed north once more: 2 leaves at the north end and fills the south slot.
    expect(column(game.state, 0)).toEqual([6, 11, 16, 2]);
    expect(column(game.state, 1)).toEqual([18, 13, 17, 14]);
    expect(column(game.state, 2)).toEqual([3, 7, 15, 4]);
    expect(game.state.abilityUsedThisRound).toBe(true);
  });

  it("'parallel': Motivate along the pushed line itself is the 'same' reading's move", () => {
    const game = start('parallel');
    expect(game.decide({ ...captainNorth, ability: { kind: 'motivate', line: 1 } })).toEqual({ ok: true });
    const same = start('same');
    same.decide({ ...captainNorth, ability: { kind: 'motivate' } });
    expect(game.state.grid).toEqual(same.state.grid);
  });

  it("'parallel': a push east is followed along any of the 4 rows; the last row's east card fills its west slot", () => {
    const game = start('parallel');
    const offered = abilitiesAfter(game.legalDecisions(), drummersEast);
    expect(offered).toEqual([0, 1, 2, 3].map((line) => ({ kind: 'motivate', line })));
    expect(game.decide({ ...drummersEast, ability: { kind: 'motivate', line: 3 } })).toEqual({ ok: true });
    expect(row(game.state, 1)).toEqual([18, 6, 7]);
    expect(row(game.state, 3)).toEqual([4, 16, 17]);
    expect(row(game.state, 0)).toEqual([2, 14, 3]);
  });

  it('a Motivate that names its line wrongly for the option is refused with the reason', () => {
    const same = start('same');
    const named = same.decide({ ...captainNorth, ability: { kind: 'motivate', line: 1 } });
    expect(named).toMatchObject({ ok: false });
    expect(!named.ok && named.reason).toMatch(/names no line under option motivateLine 'same' \(ruling R15\)/);
    const parallel = start('parallel');
    const bare = parallel.decide({ ...captainNorth, ability: { kind: 'motivate' } });
    expect(!bare.ok && bare.reason).toMatch(
      /must name its line under option motivateLine 'parallel'.*column \(0 to 2\)/,
    );
    const past = parallel.decide({ ...captainNorth, ability: { kind: 'motivate', line: 3 } });
    expect(!past.ok && past.reason).toMatch(/line 3 is not a column of the Tercio: a push north .* from 0 to 2/);
    const rowPush = parallel.decide({ ...drummersEast, ability: { kind: 'motivate' } });
    expect(!rowPush.ok && rowPush.reason).toMatch(/the row \(0 to 3\)/);
    // Nothing was played.
    expect(parallel.state.turn).toBe(0);
    // A Motivate whose card did not move is refused as before.
    const still = parallel.decide({
      kind: 'squadron',
      row: 2,
      col: 0,
      direction: 'east',
      ability: { kind: 'motivate', line: 0 },
    });
    expect(!still.ok && still.reason).toBe('that special ability cannot be used after this maneuver');
  });

  it('describes the line of a Motivate that names one, and none otherwise', () => {
    const game = start('parallel');
    const decision = { ...captainNorth, ability: { kind: 'motivate', line: 2 } } as const;
    expect(describeDecision(decision, game.state, 'solo')).toBe(
      'solo: squadron maneuver, Captain 14 from row 1 column 2 pushes north, then Motivate along column 3',
    );
    expect(describeDecision({ ...drummersEast, ability: { kind: 'motivate', line: 3 } }, game.state, 'solo')).toMatch(
      /pushes east, then Motivate along row 4$/,
    );
    expect(describeDecision({ ...captainNorth, ability: { kind: 'motivate' } }, game.state, 'solo')).toMatch(
      /pushes north, then Motivate$/,
    );
    const event = { kind: 'maneuvered', side: 'A', maneuver: decision, expelled: null, to: null } as const;
    expect(describeEvent(event, game.state)).toMatch(/^squadron maneuver north with Motivate along column 3; /);
    // Column 2 after the push: 18, 13, 17, 14; column 3 (3, 7, 15, 4) turned north: 7, 15, 4, 3.
    expect(describeEvent(event, game.state)).toMatch(
      /Tercio now: Pike2 Drum18 Arq7 \| Arq6 Cav13 Art15 \| Cav11 Art17 Pike4 \| Art16 Capt14 Pike3; /,
    );
  });
});
