import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { brigadeMoves } from './brigadeMoves.js';

// Rulebook, SEQUENCE OF ACTIONS 1: "The Commander-in-ChiefEach side rolls 2xD6 and sums the total. The highest side
// moves first, moving the total of Brigades equal to the sum of the 2xD6." Ruling R20: equal totals roll again.
describe('the Commander-in-Chief roll (brigadeMoves)', () => {
  it('"Each side rolls 2xD6": side A first, then side B, each a sum of two D6 named for the log', () => {
    const dice = ScriptedDice.of([5, 6, 1, 2]);
    expect(brigadeMoves(dice, 4)).toEqual({ A: 11, B: 3, first: 'A' });
    expect(dice.takeRolls().map((r) => [r.kind, r.count, r.sides, r.purpose])).toEqual([
      ['sum', 2, 6, 'turn 4: side A Commander-in-Chief 2D6 (brigades to move)'],
      ['sum', 2, 6, 'turn 4: side B Commander-in-Chief 2D6 (brigades to move)'],
    ]);
  });

  it('"The highest side moves first": B by one pip', () => {
    expect(brigadeMoves(ScriptedDice.of([3, 3, 4, 3]), 1)).toEqual({ A: 6, B: 7, first: 'B' });
  });

  it('"The highest side moves first": A by one pip', () => {
    expect(brigadeMoves(ScriptedDice.of([4, 3, 3, 3]), 1)).toEqual({ A: 7, B: 6, first: 'A' });
  });

  it('R20: a tie is rolled again, as often as it comes', () => {
    const dice = ScriptedDice.of([2, 2, 1, 3, 6, 1, 4, 3, 2, 1, 1, 1]);
    expect(brigadeMoves(dice, 2)).toEqual({ A: 3, B: 2, first: 'A' });
    expect(dice.takeRolls()).toHaveLength(6);
  });

  // 100 ties in a row cannot happen with fair dice: after 100 attempts the function still answers, 7 each, the side
  // of the turn's parity first (A on odd turns). Dice that always tie pin the count and the answer.
  it.each([
    { turn: 1, first: 'A' },
    { turn: 2, first: 'B' },
    { turn: 3, first: 'A' },
  ] as const)('100 ties in a row on turn $turn: 7 each, $first first, after exactly 200 sums', ({ turn, first }) => {
    const dice = new ScriptedDice((req) => Array.from({ length: req.count }, () => 2));
    expect(brigadeMoves(dice, turn)).toEqual({ A: 7, B: 7, first });
    expect(dice.takeRolls()).toHaveLength(200);
  });
});
