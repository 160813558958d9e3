import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { Ability, TacmentoDecision } from './Decision.js';
import type { InstructionState } from './State.js';
import { tacmento } from '../ruleset.js';
import { describeDecision } from './describe.js';
import { playManeuver } from './playManeuver.js';

// Ruling R25. Rulebook: Special abilities — "Special abilities are extra actions that you can perform at the end
// of a turn." Campaign — "they also have no limit of use. You can use the special skills as many times as you
// want." Sample deck: Captain 14 (N S), Drummers 18 (all arrows).
const tercio = [
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
];
/** The sample deck with its Battle 1 (rules as printed: none, so abilities without limit) dealt as `tercio`. */
const deck: DeckFile = {
  ...sampleDeck,
  name: 'abilities test deck',
  battles: sampleDeck.battles.map((b) =>
    b.number === 1 ? { ...b, setup: { objectives: [12], tercio, reserve: [8, 9, 10] } } : b,
  ),
};
type PerTurn = 'one' | 'each-moved';
const campaign = (campaignAbilitiesPerTurn: PerTurn) =>
  createGame<InstructionState, TacmentoDecision>(
    tacmento,
    { mode: 'instruction', deck, battle: 1 },
    { seed: 'r25', options: { campaignAbilitiesPerTurn } },
  );
const instruction = (campaignAbilitiesPerTurn: PerTurn) =>
  createGame<InstructionState, TacmentoDecision>(
    tacmento,
    { mode: 'instruction', deck, objectives: [12], tercio, reserve: [8, 9, 10] },
    { seed: 'r25', options: { campaignAbilitiesPerTurn } },
  );
const rows = (state: InstructionState) => state.grid.map((r) => r.map((c) => c.card));
/** The Captain (row 1, column 2) pushed north: column 2 turns to 18, 13, 17, 14, so both special cards moved. */
const captainNorth = { kind: 'squadron', row: 0, col: 1, direction: 'north' } as const;
const commandAcross: Ability = { kind: 'command', axis: 'horizontal' };
const commandUpDown: Ability = { kind: 'command', axis: 'vertical' };
const motivate: Ability = { kind: 'motivate' };
/** The pairs of abilities offered after `move` (first, then second). */
const pairsAfter = (legal: readonly TacmentoDecision[], move: { row: number; col: number; direction: string }) =>
  legal
    .filter((d) => d.kind === 'squadron' && d.row === move.row && d.col === move.col && d.direction === move.direction)
    .flatMap((d) => ('secondAbility' in d && d.secondAbility ? [[d.ability, d.secondAbility]] : []));

describe('both special abilities in one Campaign turn (ruling R25, campaignAbilitiesPerTurn)', () => {
  it('one (default): a turn carries one ability, even when the Captain and the Drummers both moved', () => {
    const game = campaign('one');
    expect(game.state.rules.campaignAbilitiesPerTurn).toBe('one');
    expect(game.state.abilities).toBe('unlimited');
    const legal = game.legalDecisions();
    expect(legal).toContainEqual({ ...captainNorth, ability: commandAcross });
    expect(legal).toContainEqual({ ...captainNorth, ability: motivate });
    expect(legal.some((d) => 'secondAbility' in d && d.secondAbility)).toBe(false);
    expect(game.decide({ ...captainNorth, ability: commandAcross, secondAbility: motivate })).toMatchObject({
      ok: false,
    });
  });

  it('each-moved: each special card that moved acts once, in either order', () => {
    const game = campaign('each-moved');
    // Command first: only across (the Captain ends on the south edge); Motivate first leaves him on row 3, where
    // he may exchange either way. The same ability never acts twice.
    expect(pairsAfter(game.legalDecisions(), captainNorth)).toEqual([
      [commandAcross, motivate],
      [motivate, commandUpDown],
      [motivate, commandAcross],
    ]);
    expect(
      describeDecision({ ...captainNorth, ability: commandAcross, secondAbility: motivate }, game.state, 'solo'),
    ).toMatch(/pushes north, then Command \(horizontal exchange\), then Motivate$/);
    // Command then Motivate: row 4 becomes 4, 14, 16; then column 2 turns north once more (13, 17, 14, 18).
    expect(game.decide({ ...captainNorth, ability: commandAcross, secondAbility: motivate })).toEqual({ ok: true });
    expect(rows(game.state)).toEqual([
      [2, 13, 3],
      [6, 17, 7],
      [11, 14, 15],
      [4, 18, 16],
    ]);
    // Motivate then Command: column 2 reads 13, 17, 14, 18, and the Captain (row 3) exchanges 11 and 15.
    const other = campaign('each-moved');
    expect(other.decide({ ...captainNorth, ability: motivate, secondAbility: commandAcross })).toEqual({ ok: true });
    expect(rows(other.state)).toEqual([
      [2, 13, 3],
      [6, 17, 7],
      [15, 14, 11],
      [16, 18, 4],
    ]);
  });

  it('a pair whose first ability cannot act is no turn (the Captain ends on the south edge: no vertical Command)', () => {
    const state = campaign('each-moved').state;
    const play = (ability: Ability) =>
      playManeuver(state.grid, state.troops, 'A', { ...captainNorth, ability, secondAbility: motivate });
    expect(play(commandAcross)).not.toBeNull();
    expect(play(commandUpDown)).toBeNull();
  });

  it("each-moved: Motivate's extra move of the Captain does not trigger Command (he did not move in the manoeuvre)", () => {
    // The Drummers (row 2, column 2) pushed north: column 2 turns to 14, 13, 17, 18, the Captain stays; Motivate
    // then carries him to row 4.
    const drummersNorth = { kind: 'squadron', row: 1, col: 1, direction: 'north' } as const;
    const game = campaign('each-moved');
    const legal = game.legalDecisions();
    expect(legal).toContainEqual({ ...drummersNorth, ability: motivate });
    expect(pairsAfter(legal, drummersNorth)).toEqual([]);
    expect(game.decide({ ...drummersNorth, ability: motivate, secondAbility: commandAcross }).ok).toBe(false);
  });

  it('each-moved changes nothing in an Instruction: "use only one of the 2 special abilities per Round"', () => {
    for (const perTurn of ['one', 'each-moved'] as const) {
      const legal = instruction(perTurn).legalDecisions();
      expect(legal).toContainEqual({ ...captainNorth, ability: motivate });
      expect(pairsAfter(legal, captainNorth)).toEqual([]);
    }
  });
});
