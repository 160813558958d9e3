import { describe, expect, it } from 'vitest';
import type { BattleScoring } from '../cards/BattleCard.js';
import { instructionScore, LEVEL_BONUS, turnPoints } from './instructionScore.js';

// Rulebook: Alternative scoring in Instruction Mode. The rows themselves are pinned by instructionScore.rows.spec.ts;
// these are the edges of the table and the scoring a Battle card brings (ruling R19).

describe('the edges of the Instruction Mode Score Summary (Rulebook: "Turn | Points", "1-2-3 | 10" … "12 | 1")', () => {
  it('no turn played scores nothing (the table starts at turn 1)', () => {
    expect(turnPoints(0)).toBe(0);
    expect(turnPoints(-1)).toBe(0);
    expect(instructionScore(0, 'easy', { kind: 'instruction-table' }, false)).toBe(0);
  });

  it('turns past 12 (a Battle card allowing more turns) score nothing from the table, never less than nothing', () => {
    expect(turnPoints(13)).toBe(0);
    expect(turnPoints(20)).toBe(0);
    // With the Level III bonus: "apply the advanced difficulty level bonus (Level III) if applicable".
    expect(instructionScore(14, 'extreme', { kind: 'instruction-table' }, false)).toBe(LEVEL_BONUS.extreme);
  });
});

describe('a Battle card with its own scoring (Rulebook: Campaign Mode, "according to the scoring for each Campaign card")', () => {
  const card: BattleScoring = { kind: 'turn-table', points: [9, 7, 4] };

  it('reads the points of the finishing turn from the card, with no Level III bonus', () => {
    expect(instructionScore(1, 'extreme', card, true)).toBe(9);
    expect(instructionScore(2, 'normal', card, false)).toBe(7);
    expect(instructionScore(3, 'difficult', card, true)).toBe(4);
  });

  it('a turn the card has no points for scores nothing', () => {
    expect(instructionScore(4, 'easy', card, true)).toBe(0);
    expect(instructionScore(0, 'easy', card, true)).toBe(0);
  });
});
