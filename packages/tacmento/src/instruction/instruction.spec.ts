import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { TacmentoDecision } from '../game/Decision.js';
import type { InstructionState } from '../game/State.js';
import { tacmento } from '../ruleset.js';
import { instructionScore, LEVEL_BONUS, turnPoints, victoryName } from './instructionScore.js';

// Sample deck: greens 1-5, reds 6-10, cavalry 11-13, Captain 14 (N S), artillery 15-17, Drummers 18 (all arrows).
const tercio = [
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
];
const start = (extra: Record<string, unknown> = {}) =>
  createGame<InstructionState, TacmentoDecision>(
    tacmento,
    { mode: 'instruction', objectives: [12], tercio, reserve: [8, 9, 10], ...extra },
    { seed: 'instruction' },
  );
const column = (state: InstructionState, col: number) => state.grid.map((r) => r[col]!.card);
const pass: TacmentoDecision = { kind: 'pass' };
const captainNorth: TacmentoDecision = { kind: 'squadron', row: 0, col: 1, direction: 'north' };

describe('Instruction mode (Rulebook: Instruction Mode Round)', () => {
  it('any card of the Tercio may be taken, pushed along its arrows', () => {
    const game = start();
    expect(game.decide(captainNorth)).toEqual({ ok: true });
    expect(column(game.state, 1)).toEqual([18, 13, 17, 14]);
  });

  it('a flanking maneuver returns the expelled troop to the Reserve', () => {
    const game = start();
    expect(game.decide({ kind: 'flanking', card: 10, direction: 'east', line: 0 })).toEqual({ ok: true });
    expect(game.state.grid[0]!.map((c) => c.card)).toEqual([10, 2, 14]);
    expect(game.state.reserve).toEqual([8, 9, 3]);
  });

  it('cards cannot be taken from the Reserve 2 turns in a row; a spent turn or a squadron maneuver allows it again', () => {
    const game = start();
    game.decide({ kind: 'flanking', card: 10, direction: 'east', line: 0 });
    expect(game.legalDecisions().some((d) => d.kind === 'flanking')).toBe(false);
    expect(game.decide({ kind: 'flanking', card: 8, direction: 'north', line: 0 })).toMatchObject({ ok: false });
    game.decide(pass);
    expect(game.legalDecisions().some((d) => d.kind === 'flanking')).toBe(true);
  });

  it('Command: moving the Captain lets him exchange his west and east neighbours (none to his south at the edge)', () => {
    const game = start();
    const legal = game.legalDecisions();
    expect(legal).toContainEqual({ ...captainNorth, ability: { kind: 'command', axis: 'horizontal' } });
    expect(legal).not.toContainEqual({ ...captainNorth, ability: { kind: 'command', axis: 'vertical' } });
    game.decide({ ...captainNorth, ability: { kind: 'command', axis: 'horizontal' } });
    expect(game.state.grid[3]!.map((c) => c.card)).toEqual([4, 14, 16]);
    expect(game.state.reminder).toBe(8);
  });

  it('Motivate: moving the Drummers gives an extra move in the same direction, the expelled troop filling the slot', () => {
    const game = start();
    game.decide({ ...captainNorth, ability: { kind: 'motivate' } });
    expect(column(game.state, 1)).toEqual([13, 17, 14, 18]);
  });

  it('an ability needs its card to move this turn', () => {
    const game = start();
    // The Drummers (row 2, column 2) pushed east: they and Arquebusiers 6 move, the Captain does not.
    const legal = game
      .legalDecisions()
      .filter((d) => d.kind === 'squadron' && d.row === 1 && d.col === 1 && d.direction === 'east');
    expect(legal.map((d) => (d.kind === 'squadron' ? (d.ability?.kind ?? 'none') : 'none'))).toEqual([
      'none',
      'motivate',
    ]);
  });

  it('one special ability per round, whichever it is; the next round allows another', () => {
    const game = start();
    game.decide({ ...captainNorth, ability: { kind: 'command', axis: 'horizontal' } });
    for (let turn = 2; turn <= 6; turn++) {
      expect(game.legalDecisions().some((d) => 'ability' in d && d.ability)).toBe(false);
      game.decide(pass);
    }
    expect(game.state.turn).toBe(6);
    expect(game.legalDecisions().some((d) => 'ability' in d && d.ability?.kind === 'motivate')).toBe(true);
    expect(game.state.reminder).toBeNull();
  });

  it('in a Campaign battle abilities have no limit of use', () => {
    const game = createGame<InstructionState, TacmentoDecision>(
      tacmento,
      { mode: 'instruction', battle: 4 },
      { seed: 'campaign' },
    );
    expect(game.state.abilities).toBe('unlimited');
    expect(game.state.reserveTwiceInARow).toBe(true);
  });

  it('the Instruction is forfeited after 12 turns without the Objective', () => {
    const game = start();
    for (let i = 0; i < 12; i++) game.decide(pass);
    expect(game.isOver()).toBe(true);
    expect(game.result()).toEqual({ winner: null, victory: 'forfeited', points: { solo: 0 }, turns: 12 });
  });

  it('the Instruction ends the moment the Objective is complete, scored by the turn', () => {
    const game = createGame<InstructionState, TacmentoDecision>(
      tacmento,
      {
        mode: 'instruction',
        objectives: [1],
        tercio: [
          [2, 3, 4],
          [11, 12, 13],
          [15, 16, 9],
          [6, 7, 5],
        ],
        reserve: [8, 10, 14],
        difficulty: 'normal',
      },
      { seed: 'one' },
    );
    expect(game.decide({ kind: 'flanking', card: 8, direction: 'east', line: 3 })).toEqual({ ok: true });
    expect(game.result()).toEqual({ winner: 'solo', victory: 'Glorious', points: { solo: 11 }, turns: 1 });
  });

  // Rulebook, Alternative scoring: "apply the advanced difficulty level bonus (Level III) if applicable"; Level
  // Summary: "Extreme: Use banner restrictions from the 3 Objective cards". With one Objective card only its
  // banners are in force (ruling R17): the restrictions of Normal, so the bonus of Normal.
  it("the Level III bonus follows the banners in force: Extreme with one Objective card scores Normal's +1", () => {
    const game = createGame<InstructionState, TacmentoDecision>(
      tacmento,
      {
        mode: 'instruction',
        objectives: [1],
        tercio: [
          [2, 3, 4],
          [11, 12, 13],
          [15, 16, 9],
          [6, 7, 5],
        ],
        reserve: [8, 10, 14],
        difficulty: 'extreme',
      },
      { seed: 'one' },
    );
    expect(game.decide({ kind: 'flanking', card: 8, direction: 'east', line: 3 })).toEqual({ ok: true });
    expect(game.result()).toMatchObject({ points: { solo: 10 + 1 }, turns: 1 });
  });
});

describe('Level III banners (Rulebook: Level III, Level Summary)', () => {
  // Objective 12's banners: turn 2 blue, turn 7 green, turn 10 red.
  it('a coloured banner forbids choosing troop cards of that colour on its turn', () => {
    const game = start({ difficulty: 'normal' });
    game.decide(pass);
    const blue = new Set([11, 12, 13, 14]);
    const chosen = game
      .legalDecisions()
      .flatMap((d) =>
        d.kind === 'squadron' ? [game.state.grid[d.row]![d.col]!.card] : d.kind === 'flanking' ? [d.card] : [],
      );
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.some((c) => blue.has(c))).toBe(false);
    expect(game.decide({ kind: 'squadron', row: 2, col: 1, direction: 'north' })).toMatchObject({ ok: false });
  });

  it('easy ignores the banners', () => {
    const game = start({ difficulty: 'easy' });
    game.decide(pass);
    expect(game.decide({ kind: 'squadron', row: 2, col: 1, direction: 'north' })).toEqual({ ok: true });
  });

  it('a gray banner forbids special abilities for the rest of the round', () => {
    // Objective 2 (a column of pikes, removes Pikemen 2) has a gray banner on turn 8.
    const game = createGame<InstructionState, TacmentoDecision>(
      tacmento,
      {
        mode: 'instruction',
        objectives: [2],
        tercio: [
          [1, 14, 3],
          [6, 18, 7],
          [11, 13, 15],
          [16, 17, 4],
        ],
        reserve: [8, 9, 10],
        difficulty: 'normal',
      },
      { seed: 'gray' },
    );
    for (let i = 0; i < 6; i++) game.decide(pass);
    expect(game.legalDecisions().some((d) => 'ability' in d && d.ability)).toBe(true); // turn 7
    game.decide(pass);
    expect(game.legalDecisions().some((d) => 'ability' in d && d.ability)).toBe(false); // turn 8, gray
    game.decide(pass);
    expect(game.legalDecisions().some((d) => 'ability' in d && d.ability)).toBe(false); // turn 9: rest of the round
  });
});

describe('Setting up the Tercio (Rulebook: Setting up the Tercio; Levels I and II)', () => {
  it.each([
    ['basic', 1, 2],
    ['I', 2, 1],
    ['II', 3, 0],
  ] as const)(
    'level %s: %i Objective(s), their troop numbers removed, 12 in the Tercio, 3 in Reserve, %i unused',
    (level, objectives, unused) => {
      for (let i = 0; i < 10; i++) {
        const game = createGame<InstructionState, TacmentoDecision>(
          tacmento,
          { mode: 'instruction', level },
          { seed: `setup-${level}-${i}` },
        );
        const s = game.state;
        expect(s.objectives).toHaveLength(objectives);
        const inPlay = [...s.grid.flat().map((c) => c.card), ...s.reserve];
        expect(s.grid.flat()).toHaveLength(12);
        expect(s.reserve).toHaveLength(3);
        expect(s.unused).toHaveLength(unused);
        for (const o of s.objectives) expect(inPlay).not.toContain(o.number);
        // The setup is reshuffled while an Objective is already complete.
        expect(game.isOver()).toBe(false);
      }
    },
  );

  it('refuses a fixed Tercio that already completes the Objective, naming the field', () => {
    expect(() =>
      createGame(
        tacmento,
        {
          mode: 'instruction',
          objectives: [1],
          tercio: [
            [6, 7, 8],
            [2, 3, 4],
            [11, 12, 13],
            [15, 16, 5],
          ],
          reserve: [9, 10, 14],
        },
        { seed: 'x' },
      ),
    ).toThrow(/already complete/);
  });
});

describe('Instruction scoring (Rulebook: Instruction Mode Score Summary)', () => {
  it('turns 1-3 score 10, then one less per turn down to 1 on turn 12', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(turnPoints)).toEqual([10, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('the Level III bonus: Easy +0, Normal +1, Hard +2, Extreme +3', () => {
    expect(LEVEL_BONUS).toEqual({ easy: 0, normal: 1, difficult: 2, extreme: 3 });
    expect(instructionScore(5, 'extreme', { kind: 'instruction-table' }, false)).toBe(11);
    // Campaign battles on the Instruction scorecard count Table 1 only.
    expect(instructionScore(5, 'extreme', { kind: 'instruction-table' }, true)).toBe(8);
    expect(instructionScore(2, 'easy', { kind: 'turn-table', points: [7, 6] }, true)).toBe(6);
  });

  it('levels of victory: 1 Crude, 2-3 Mediocre, 4-5 Decorous, 6-7 Skilled, 8+ Glorious', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 13].map(victoryName)).toEqual([
      'Crude',
      'Mediocre',
      'Mediocre',
      'Decorous',
      'Decorous',
      'Skilled',
      'Skilled',
      'Glorious',
      'Glorious',
    ]);
  });
});
