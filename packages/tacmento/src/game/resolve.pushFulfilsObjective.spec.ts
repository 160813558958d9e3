import { createGame, replay, type SavedGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import { tacmento } from '../ruleset.js';
import type { ManeuverDecision, TacmentoDecision } from './Decision.js';
import type { InstructionState } from './State.js';
import { cells, instructionState } from './__fixtures__/states.js';

// Ruling R27. Rulebook: Instruction Objective — "The Instruction ends at the moment the Objective is fulfilled. It
// is not necessary to complete all 12 turns of play." Special abilities — "Special abilities are extra actions that
// you can perform at the end of a turn." Sample deck: Arquebusiers 6-10 red, Captain 14, Drummers 18; Objective 1
// is RRR in any row or (rotated) column.
type PushFulfils = TacmentoOptions['pushFulfilsObjective'];
const rules = (pushFulfilsObjective: PushFulfils) => TacmentoOptionsSchema.parse({ pushFulfilsObjective });
const rows = (state: InstructionState) => state.grid.map((r) => r.map((c) => c.card));
/** The decisions that name an ability after `move` (the push itself left out). */
const abilitiesAfter = (legal: readonly TacmentoDecision[], move: ManeuverDecision) =>
  legal.filter(
    (d) =>
      d.kind === move.kind &&
      'ability' in d &&
      d.ability !== undefined &&
      JSON.stringify({ ...d, ability: undefined, secondAbility: undefined }) ===
        JSON.stringify({ ...move, ability: undefined, secondAbility: undefined }),
  );

/** The referee's Tercio: 8 flanked east along row 2 makes column 1 red (6, 8, 7) and moves the Captain (14). */
const tercio = [
  [6, 4, 5],
  [14, 2, 3],
  [7, 11, 12],
  [13, 15, 16],
];
const flankEight = { kind: 'flanking', card: 8, direction: 'east', line: 1 } as const;
/** Command across (the Captain now in row 2, column 2) exchanges 8 and 2: column 1 is red no more. */
const breaking = { ...flankEight, ability: { kind: 'command', axis: 'horizontal' } } as const;
/** Command up and down exchanges 4 and 11 in column 2: column 1 stays red. */
const keeping = { ...flankEight, ability: { kind: 'command', axis: 'vertical' } } as const;
const instruction = (pushFulfilsObjective?: PushFulfils) =>
  createGame<InstructionState, TacmentoDecision>(
    tacmento,
    { mode: 'instruction', objectives: [1], tercio, reserve: [8, 17, 18] },
    { seed: 'r27', options: pushFulfilsObjective === undefined ? {} : { pushFulfilsObjective } },
  );

describe('an ability after the push that fulfils the Objective (ruling R27, pushFulfilsObjective)', () => {
  it('ends-instruction is the default; the option takes its two values only', () => {
    expect(TacmentoOptionsSchema.parse({}).pushFulfilsObjective).toBe('ends-instruction');
    expect(instruction().state.rules.pushFulfilsObjective).toBe('ends-instruction');
    expect(() => TacmentoOptionsSchema.parse({ pushFulfilsObjective: 'both' })).toThrow();
  });

  it('ends-instruction: the push that fulfils the Objective is offered alone, and the Instruction ends with it', () => {
    const game = instruction();
    const legal = game.legalDecisions();
    expect(legal).toContainEqual(flankEight);
    expect(abilitiesAfter(legal, flankEight)).toEqual([]);
    // Abilities are offered after the other pushes that move the Captain or the Drummers (none fulfils it).
    expect(legal.filter((d) => 'ability' in d && d.ability !== undefined).length).toBeGreaterThan(0);
    // Neither the ability that would break the pattern nor the one that would keep it is taken.
    expect(game.decide(breaking)).toMatchObject({ ok: false });
    expect(game.decide(keeping)).toMatchObject({ ok: false });
    expect(game.decide(flankEight)).toEqual({ ok: true });
    expect(rows(game.state).map((r) => r[0])).toEqual([6, 8, 7, 13]);
    expect(game.isOver()).toBe(true);
    expect(game.result()).toMatchObject({ winner: 'solo', turns: 1 });
  });

  it('ability-follows: the ability is part of the turn and the Objective is checked after it', () => {
    const broken = instruction('ability-follows');
    expect(abilitiesAfter(broken.legalDecisions(), flankEight)).toEqual([keeping, breaking]);
    expect(broken.decide(breaking)).toEqual({ ok: true });
    // Column 1 holds 6, 2, 7 after the exchange: the Instruction goes on to turn 2.
    expect(rows(broken.state)).toEqual([
      [6, 4, 5],
      [2, 14, 8],
      [7, 11, 12],
      [13, 15, 16],
    ]);
    expect(broken.isOver()).toBe(false);
    expect(broken.state.turn).toBe(1);
    const kept = instruction('ability-follows');
    expect(kept.decide(keeping)).toEqual({ ok: true });
    expect(kept.result()).toMatchObject({ winner: 'solo', turns: 1 });
  });

  it('a push that does not fulfil the Objective keeps its abilities, and one that then fulfils it ends the turn won (both values)', () => {
    // 10 flanked east along row 3 gives 10, 18, 17 (14 to the Reserve); the Drummers moved, and Motivate turns the
    // row again to 17, 10, 18: column 2 is 7, 9, 10.
    const push = { kind: 'flanking', card: 10, direction: 'east', line: 2 } as const;
    const motivated = { ...push, ability: { kind: 'motivate' } } as const;
    for (const value of ['ends-instruction', 'ability-follows'] as const) {
      const state = instructionState({
        rules: rules(value),
        objectives: [sampleDeck.objectives.find((o) => o.number === 1)!],
        grid: cells([
          [16, 7, 12],
          [11, 9, 15],
          [18, 17, 14],
          [13, 5, 6],
        ]),
        reserve: [4, 10, 8],
        unused: [2, 3],
      });
      expect(legalDecisions(state)).toContainEqual(push);
      expect(legalDecisions(state)).toContainEqual(motivated);
    }
    const game = createGame<InstructionState, TacmentoDecision>(
      tacmento,
      {
        mode: 'instruction',
        objectives: [1],
        tercio: [
          [16, 7, 12],
          [11, 9, 15],
          [18, 17, 14],
          [13, 5, 6],
        ],
        reserve: [4, 10, 8],
      },
      { seed: 'r27' },
    );
    expect(game.decide(motivated)).toEqual({ ok: true });
    expect(rows(game.state).map((r) => r[1])).toEqual([7, 9, 10, 5]);
    expect(game.result()).toMatchObject({ winner: 'solo', turns: 1 });
  });

  it('with both abilities a Campaign turn (R25): no second ability follows a first that fulfils the Objective', () => {
    // 6 flanked north up column 3 gives 18, 4, 14, 6 (3 to the Reserve): the Captain and the Drummers both moved.
    // Command up and down exchanges 4 and 6, so row 2 is 8, 7, 6; Motivate after it would turn column 3 again.
    const battleTercio = [
      [15, 5, 3],
      [8, 7, 18],
      [13, 11, 4],
      [17, 12, 14],
    ];
    const deck: DeckFile = {
      ...sampleDeck,
      name: 'R27 test deck',
      battles: sampleDeck.battles.map((b) =>
        b.number === 1 ? { ...b, setup: { objectives: [1], tercio: battleTercio, reserve: [6, 10, 9] } } : b,
      ),
    };
    const campaign = (pushFulfilsObjective: PushFulfils) =>
      createGame<InstructionState, TacmentoDecision>(
        tacmento,
        { mode: 'instruction', deck, battle: 1 },
        { seed: 'r27', options: { pushFulfilsObjective, campaignAbilitiesPerTurn: 'each-moved' } },
      );
    const push = { kind: 'flanking', card: 6, direction: 'north', line: 2 } as const;
    const command = { ...push, ability: { kind: 'command', axis: 'vertical' } } as const;
    const both = { ...command, secondAbility: { kind: 'motivate' } } as const;
    const ends = campaign('ends-instruction');
    expect(ends.state.abilities).toBe('unlimited');
    expect(ends.legalDecisions()).toContainEqual(command);
    expect(ends.legalDecisions()).not.toContainEqual(both);
    // Motivate first does not fulfil it, so Command may still follow it.
    expect(ends.legalDecisions()).toContainEqual({
      ...push,
      ability: { kind: 'motivate' },
      secondAbility: { kind: 'command', axis: 'vertical' },
    });
    expect(ends.decide(both)).toMatchObject({ ok: false });
    expect(ends.decide(command)).toEqual({ ok: true });
    expect(rows(ends.state)[1]).toEqual([8, 7, 6]);
    expect(ends.isOver()).toBe(true);
    const follows = campaign('ability-follows');
    expect(follows.decide(both)).toEqual({ ok: true });
    expect(follows.isOver()).toBe(false);
  });

  it('a saved game with such a turn replays under ability-follows only (the decision is not legal by default)', () => {
    const game = instruction('ability-follows');
    expect(game.decide(breaking)).toEqual({ ok: true });
    expect(game.decide({ kind: 'pass' })).toEqual({ ok: true });
    const saved = JSON.parse(JSON.stringify(game.save())) as SavedGame;
    expect(replay(tacmento, saved).identical).toBe(true);
    // The same log with the option at its default (a game saved before R27 holds no such field): refused.
    const options = { ...(saved.options as TacmentoOptions), pushFulfilsObjective: 'ends-instruction' };
    const report = replay(tacmento, { ...saved, options });
    expect(report.identical).toBe(false);
    expect(report.firstDifference?.actual).toMatch(/refused/);
  });
});
