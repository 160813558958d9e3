import { musterErrorOf } from '@muster/core/testing';
import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { tacmento } from '../ruleset.js';
import type { TacmentoDecision } from './Decision.js';
import type { InstructionState, TacmentoState } from './State.js';

// Rulebook (/work/shared/rules/tacmento.txt): Setting up the Tercio — "Shuffle all the Objective cards and place 1 on
// the right side"; Level I — "take 2 Objective cards instead of 1", "Complete the two Objectives simultaneously";
// Level II — "take 3 Objective cards instead of 1", "Complete the three Objectives simultaneously". A scenario that
// names Level I or II and its Objectives names as many as that level takes (ruling R30): before, the named cards won
// silently, so "level II" with one Objective card was played as a basic Instruction. Named without a level, the
// cards set it (as every Level I and II spec written before this ruling does).

const start = (scenario: unknown, scenarioFile?: string) =>
  createGame<TacmentoState, TacmentoDecision>(tacmento, scenario, {
    seed: 'referee',
    ...(scenarioFile !== undefined ? { scenarioFile } : {}),
  });

describe('a level and the Objective cards it names (ruling R30)', () => {
  it('"Level II … take 3 Objective cards instead of 1": level II naming one card is refused, naming the field', () => {
    const error = musterErrorOf(() => start({ mode: 'instruction', level: 'II', objectives: [3] }));
    expect(error.code).toBe('bad-input');
    expect(error.context).toMatchObject({ path: 'scenario.objectives' });
    expect(error.toUserLine()).toBe(
      'scenario.objectives: level II takes 3 Objective cards, not 1 (expected 3 objective numbers, or level "basic" for 1)',
    );
  });

  it('"Level I … take 2 Objective cards instead of 1": level I naming three is refused, naming the file too', () => {
    expect(
      musterErrorOf(() => start({ mode: 'instruction', level: 'I', objectives: [3, 5, 7] }, 'mine.json')).toUserLine(),
    ).toBe(
      'mine.json: scenario.objectives: level I takes 2 Objective cards, not 3 (expected 2 objective numbers, or level "II" for 3)',
    );
    expect(musterErrorOf(() => start({ mode: 'instruction', level: 'II', objectives: [3, 5] })).toUserLine()).toBe(
      'scenario.objectives: level II takes 3 Objective cards, not 2 (expected 3 objective numbers, or level "I" for 2)',
    );
  });

  it('Objectives named without a level (the default, basic) set it: two cards are a Level I Instruction', () => {
    const state = start({ mode: 'instruction', objectives: [3, 5] }).state as InstructionState;
    expect(state.objectives.map((o) => o.number)).toEqual([3, 5]);
  });

  it('a level naming its own count plays them all; the troops left over are 18 less the removed and the 15 dealt', () => {
    const cases = [
      { level: 'basic', objectives: [3], unused: 2 },
      { level: 'I', objectives: [3, 5], unused: 1 },
      { level: 'II', objectives: [3, 5, 7], unused: 0 },
    ] as const;
    for (const { level, objectives, unused } of cases) {
      const state = start({ mode: 'instruction', level, objectives }).state as InstructionState;
      expect(state.objectives.map((o) => o.number)).toEqual(objectives);
      expect(state.unused).toHaveLength(unused);
    }
  });

  it("a Campaign Battle's Objectives come from its card: battle 7's three with the default level", () => {
    const state = start({ mode: 'instruction', battle: 7 }).state as InstructionState;
    expect(state.objectives.map((o) => o.number)).toEqual([4, 10, 17]);
  });
});

// Campaign Resolution: "Prepare the troops as outlined in the Campaign card"; Battle cards: "If the text of a Battle
// card contradicts the rules, heed the card". The card names the Battle's Objectives (and may fix its Tercio and
// Reserve): a scenario naming them too beside a `battle` was played with the card's, its own dropped without a word
// (a doubt of the referee of 7 Dec 2026). Ruling R31 refuses what the card already sets, naming the field.
describe('what a scenario names beside a battle the card already sets (ruling R31)', () => {
  it('Objectives beside a battle are refused: battle 7 names 4, 10 and 17', () => {
    expect(
      musterErrorOf(() => start({ mode: 'instruction', battle: 7, objectives: [3] }, 'mine.json')).toUserLine(),
    ).toBe(
      "mine.json: scenario.objectives: battle 7's card names its Objectives (4, 10, 17) (expected no objectives with a battle)",
    );
  });

  it('a level beside a battle is refused: the card sets how many Objectives (battle 3 names two)', () => {
    const error = musterErrorOf(() => start({ mode: 'instruction', battle: 3, level: 'I' }));
    expect(error.context).toMatchObject({ path: 'scenario.level' });
    expect(error.toUserLine()).toBe(
      'scenario.level: battle 3\'s card names its Objectives (2, 11), so its level (expected no level, or "basic", with a battle)',
    );
  });

  it('a Tercio or a Reserve beside a battle whose card fixes it is refused (battle 4 fixes both)', () => {
    const tercio = [
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 10],
      [11, 12, 13],
    ];
    expect(musterErrorOf(() => start({ mode: 'instruction', battle: 4, tercio })).toUserLine()).toBe(
      "scenario.tercio: battle 4's card fixes the Tercio (expected no tercio with this battle)",
    );
    expect(musterErrorOf(() => start({ mode: 'instruction', battle: 4, reserve: [14, 15, 16] })).toUserLine()).toBe(
      "scenario.reserve: battle 4's card fixes the Reserve (expected no reserve with this battle)",
    );
  });

  it('a Tercio and Reserve beside a battle whose card deals them fix the deployment, as in any Instruction', () => {
    // Battle 3 names Objectives 2 and 11 and no deployment: the 16 troop cards left (18 less 2 and 11) are the 12 placed
    // and the 3 in Reserve, and 1 is left unused.
    const tercio = [
      [1, 8, 6],
      [13, 4, 10],
      [3, 5, 7],
      [9, 12, 14],
    ];
    const state = start({ mode: 'instruction', battle: 3, tercio, reserve: [15, 16, 17] }).state as InstructionState;
    expect(state.objectives.map((o) => o.number)).toEqual([2, 11]);
    expect(state.reserve).toEqual([15, 16, 17]);
    expect(state.unused).toEqual([18]);
  });
});
