import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../cards/BattleCard.js';
import { instructionScore, turnPoints, victoryName } from './instructionScore.js';

// Rulebook: Alternative scoring in Instruction Mode — the Instruction Mode Score Summary (Table 1), the
// Level III bonus (Table 2) and the levels of victory; every row through the functions the end of an
// Instruction calls (`instructionScore`, `victoryName` in game/resolve.ts).
const TABLE = { kind: 'instruction-table' } as const;

describe('Instruction Mode Score Summary (Rulebook: "Turn | Points")', () => {
  it.each([
    ['1-2-3 | 10', 1, 10],
    ['1-2-3 | 10', 2, 10],
    ['1-2-3 | 10', 3, 10],
    ['4 | 9', 4, 9],
    ['5 | 8', 5, 8],
    ['6 | 7', 6, 7],
    ['7 | 6', 7, 6],
    ['8 | 5', 8, 5],
    ['9 | 4', 9, 4],
    ['10 | 3', 10, 3],
    ['11 | 2', 11, 2],
    ['12 | 1', 12, 1],
  ])('"%s": finished on turn %i scores %i', (_row, turn, points) => {
    expect(turnPoints(turn)).toBe(points);
    // Easy has no bonus: the score is the turn table's value.
    expect(instructionScore(turn, 'easy', TABLE, false)).toBe(points);
  });
});

describe('Advanced difficulty level (Level III) bonus (Rulebook: "Level | Bonus")', () => {
  it.each([
    ['Easy | +0 Points', 'easy', 0],
    ['Normal | +1 Points', 'normal', 1],
    ['Hard | +2 Points', 'difficult', 2],
    ['Extreme | +3 Points', 'extreme', 3],
  ] as const)('"%s"', (_row, difficulty: Difficulty, bonus) => {
    // On turn 12 (1 point) and on turn 1 (10 points).
    expect(instructionScore(12, difficulty, TABLE, false)).toBe(1 + bonus);
    expect(instructionScore(1, difficulty, TABLE, false)).toBe(10 + bonus);
    // Rulebook: Campaign Mode, Note — "In these cases, only Table 1 is considered. Table 2 is not considered."
    expect(instructionScore(12, difficulty, TABLE, true)).toBe(1);
  });
});

describe('Levels of victory (Rulebook: "Scoring | Level of victory")', () => {
  it.each([
    ['1 | Crude', 1, 'Crude'],
    ['2-3 | Mediocre', 2, 'Mediocre'],
    ['2-3 | Mediocre', 3, 'Mediocre'],
    ['4-5 | Decorous', 4, 'Decorous'],
    ['4-5 | Decorous', 5, 'Decorous'],
    ['6-7 | Skilled', 6, 'Skilled'],
    ['6-7 | Skilled', 7, 'Skilled'],
    ['+8 | Glorious', 8, 'Glorious'],
    // The highest score there is: turn 1-3 (10) at Extreme (+3).
    ['+8 | Glorious', 13, 'Glorious'],
  ])('"%s": a score of %i is %s', (_row, score, name) => {
    expect(victoryName(score)).toBe(name);
  });

  it('"A victory is required to score": no score, no level of victory', () => {
    expect(victoryName(0)).toBe('no victory');
  });
});
