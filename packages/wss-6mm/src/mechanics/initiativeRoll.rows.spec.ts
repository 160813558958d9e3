import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { initiativeRoll } from './initiativeRoll.js';

// "Each turn both CinCs will roll a dice to determine who goes first, (the highest goes first)." The die is not
// named: ruling R11 (1d20 by default, `initiativeDie`); ties are re-rolled. Rulebook: Command and Control.

const roll = (faces: number[], sides = 20) => {
  const dice = ScriptedDice.of(faces);
  const result = initiativeRoll(dice, sides, ['French', 'Allies']);
  return { ...result, log: dice.takeRolls().map((r) => `${r.purpose} [d${r.sides}]`) };
};

describe('Brigade activation: "the highest goes first" (Rulebook: Command and Control; ruling R11)', () => {
  it('the first side rolling higher goes first', () => {
    expect(roll([12, 7])).toEqual({
      first: 'French',
      rolls: [[12, 7]],
      log: ['French CinC initiative [d20]', 'Allies CinC initiative [d20]'],
    });
  });
  it('the second side rolling higher goes first, by one pip', () => {
    expect(roll([14, 15]).first).toBe('Allies');
  });
  it('a tie is re-rolled until one is higher, every pair kept', () => {
    expect(roll([9, 9, 4, 4, 6, 5])).toMatchObject({
      first: 'French',
      rolls: [
        [9, 9],
        [4, 4],
        [6, 5],
      ],
    });
  });
  it('the die of initiativeDie (a d6)', () => {
    expect(roll([2, 5], 6).log).toEqual(['French CinC initiative [d6]', 'Allies CinC initiative [d6]']);
  });
});
