import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { TacmentoDecision } from './Decision.js';
import type { InstructionState } from './State.js';
import { tacmento } from '../ruleset.js';

// Rulebook: Setting up the Tercio, Level I and Level II — how many Objective cards each level takes,
// through the Instruction setup the game runs (`createGame` with an instruction scenario).
const SEEDS = Array.from({ length: 8 }, (_, i) => `level-${i}`);
const deal = (level: 'basic' | 'I' | 'II', seed: string, extra: Record<string, unknown> = {}) =>
  createGame<InstructionState, TacmentoDecision>(tacmento, { mode: 'instruction', level, ...extra }, { seed });

describe('Objectives per level (Rulebook: Setting up the Tercio; Level I; Level II)', () => {
  it.each([
    ['Setting up the Tercio: "Shuffle all the Objective cards and place 1 on the right side."', 'basic', 1],
    ['Level I: "take 2 Objective cards instead of 1"', 'I', 2],
    ['Level II: "take 3 Objective cards instead of 1"', 'II', 3],
  ] as const)('%s', (_row, level, objectives) => {
    for (const seed of SEEDS) {
      const { state } = deal(level, seed);
      expect(state.objectives).toHaveLength(objectives);
      expect(new Set(state.objectives.map((o) => o.number)).size).toBe(objectives);
      // "remove the card with a matching number on the active Objective card" (every Objective's).
      const inPlay = [...state.grid.flat().map((c) => c.card), ...state.reserve];
      for (const o of state.objectives) expect([...inPlay, ...state.unused]).not.toContain(o.number);
      // "a face-up matrix of 4 rows and 3 columns (total of 12 troops)"; "Take 3 troop cards … These are your Reserve."
      expect(state.grid.map((row) => row.length)).toEqual([3, 3, 3, 3]);
      expect(state.reserve).toHaveLength(3);
      // "The rest of the cards will not be used": 18 - Objectives - 15.
      expect(state.unused).toHaveLength(18 - objectives - 15);
      expect(new Set([...inPlay, ...state.unused]).size).toBe(18 - objectives);
    }
  });

  it('"in 12 turns or less": 12 turns, "2 rounds of 6 turns each"; after 12 turns the Instruction is forfeited', () => {
    const game = deal('basic', 'turns');
    expect(game.state).toMatchObject({ turnLimit: 12, roundLength: 6, abilities: 'once-per-round' });
    for (let i = 0; i < 11; i++) game.decide({ kind: 'pass' });
    expect(game.isOver()).toBe(false);
    game.decide({ kind: 'pass' });
    expect(game.result()).toMatchObject({ winner: null, victory: 'forfeited', turns: 12 });
  });

  it('"If, after performing the setup, the Objective is completed, keep the Objective and reshuffle"', () => {
    // An Objective asking only for troop card 13 anywhere in the Tercio: complete whenever 13 is dealt there.
    const deck = structuredClone(sampleDeck);
    const card = deck.objectives.find((o) => o.number === 1)!;
    card.pattern = ['X'];
    card.legend = { X: { card: 13 } };
    for (const seed of SEEDS) {
      const { state } = deal('basic', seed, { deck, objectives: [1] });
      expect(state.objectives.map((o) => o.number)).toEqual([1]);
      expect(state.grid.flat().map((c) => c.card)).not.toContain(13);
    }
  });
});
