import { musterErrorOf } from '@muster/core/testing';
import { createGame, Game, replay, SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { BattleCard } from '../cards/BattleCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { tacmento } from '../ruleset.js';
import { bannersOn, levelInForce } from '../sequence/legalDecisions.js';
import type { TacmentoDecision } from './Decision.js';
import { setupInstruction } from './setup.js';
import type { InstructionState, TacmentoState } from './State.js';

// Rulebook (/work/shared/rules/tacmento.txt): the section heading "Advanced difficulty Levels for Instruction
// (Instruction Mode only)"; Level Summary: "If you prefer, you can use this table to modify the difficulty level in
// Instruction Mode"; Campaign Resolution: "3. Play the Battle using the Instruction Mode rules (with any
// modifications shown on the Campaign card)." Level III is a choice of Instruction Mode: a Campaign Battle's
// banners come only from its Battle card (ruling R28), and a scenario asking for a Level III difficulty together with
// a `battle` is refused at set-up.

const start = (scenario: unknown, scenarioFile?: string) =>
  createGame<TacmentoState, TacmentoDecision>(tacmento, scenario, {
    seed: 'referee',
    ...(scenarioFile !== undefined ? { scenarioFile } : {}),
  });

describe('Level III banners are Instruction Mode only (ruling R28)', () => {
  it('a Campaign battle whose card sets no difficulty plays without banners', () => {
    const state = start({ mode: 'instruction', battle: 1 }).state as InstructionState;
    expect(state.battle).toBe(1);
    // Sample battle 1 has rules: {} (no difficulty). Objective 1's 3rd banner is green.
    expect(sampleDeck.battles.find((b) => b.number === 1)!.rules).toEqual({});
    expect(state.difficulty).toBe('easy');
    expect(bannersOn(state, 3)).toEqual([]);
    expect(levelInForce(state)).toBe('easy');
  });

  it("a scenario's Level III difficulty with a battle is refused, naming the field and what was expected", () => {
    for (const difficulty of ['normal', 'difficult', 'extreme'] as const) {
      const error = musterErrorOf(() => start({ mode: 'instruction', battle: 1, difficulty }));
      expect(error.code).toBe('bad-input');
      expect(error.context).toMatchObject({ path: 'scenario.difficulty' });
      expect(error.toUserLine()).toBe(
        `scenario.difficulty: Level III ("${difficulty}") is for Instruction Mode only: a Campaign Battle's banners ` +
          'come from its Battle card (expected no difficulty, or "easy", with a battle)',
      );
    }
    // From a scenario file, the file is named too.
    expect(
      musterErrorOf(() =>
        start({ mode: 'instruction', battle: 3, difficulty: 'extreme' }, 'battle3.json'),
      ).toUserLine(),
    ).toBe(
      'battle3.json: scenario.difficulty: Level III ("extreme") is for Instruction Mode only: a Campaign Battle\'s ' +
        'banners come from its Battle card (expected no difficulty, or "easy", with a battle)',
    );
  });

  it('"easy" (no banners, the value every saved scenario holds by default) is accepted with a battle', () => {
    const state = start({ mode: 'instruction', battle: 2, difficulty: 'easy' }).state as InstructionState;
    expect(state.difficulty).toBe('easy');
    expect(levelInForce(state)).toBe('easy');
  });

  it("a Battle card's own difficulty still sets its banners (a modification shown on the Campaign card)", () => {
    // Sample battle 6: rules { difficulty: 'normal' }.
    const state = start({ mode: 'instruction', battle: 6 }).state as InstructionState;
    expect(state.difficulty).toBe('normal');
    expect(levelInForce(state)).toBe('normal');
    expect(bannersOn(state, 1)).toEqual([state.objectives[0]!.banners[0]]);
  });

  it('a plain Instruction keeps its Level III choice', () => {
    const state = start({ mode: 'instruction', level: 'II', difficulty: 'extreme' }).state as InstructionState;
    expect(state.battle).toBeNull();
    expect(levelInForce(state)).toBe('extreme');
    expect(bannersOn(state, 3)).toEqual(state.objectives.map((o) => o.banners[2]));
  });

  it('setupInstruction itself takes the difficulty only from the Battle card', () => {
    const bare: BattleCard = {
      number: 5,
      name: 'bare',
      year: 1600,
      introduction: 'test',
      setup: { objectives: [3] },
      rules: {},
      scoring: { kind: 'instruction-table' },
    };
    const deck = { ...sampleDeck, battles: [bare] };
    const dice = () => SeededDice.fromSeed('b');
    expect(
      setupInstruction(
        { mode: 'instruction', level: 'basic', difficulty: 'easy', deck, battle: 5 },
        DEFAULT_OPTIONS,
        dice(),
      ).difficulty,
    ).toBe('easy');
    const error = musterErrorOf(() =>
      setupInstruction(
        { mode: 'instruction', level: 'basic', difficulty: 'normal', deck, battle: 5 },
        DEFAULT_OPTIONS,
        dice(),
      ),
    );
    expect(error.context).toEqual({ path: 'scenario.difficulty', expected: 'no difficulty, or "easy", with a battle' });
  });

  it('a game saved before this ruling with such a scenario still resumes as it was played; replaying it is refused', () => {
    const saved = JSON.parse(JSON.stringify(start({ mode: 'instruction', battle: 1 }).save())) as {
      scenario: { difficulty: string };
      state: { difficulty: string };
    };
    saved.scenario.difficulty = 'extreme';
    saved.state.difficulty = 'extreme';
    const resumed = Game.resume<TacmentoState, TacmentoDecision>(tacmento, saved);
    expect((resumed.state as InstructionState).difficulty).toBe('extreme');
    // Replaying it reruns the set-up, which now refuses it, naming the file.
    expect(musterErrorOf(() => replay(tacmento, saved, { file: 'old.json' })).toUserLine()).toMatch(
      /^old\.json: scenario\.difficulty: Level III \("extreme"\) is for Instruction Mode only/,
    );
  });
});
