import { enumerate, Rational, SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { shuffle } from './shuffle.js';

describe('the seeded shuffle (Rulebook: "Shuffle the 18 troop cards")', () => {
  it('every order of 4 cards is exactly equally likely (1/24), by exact enumeration', () => {
    const distribution = enumerate((dice) => ({ order: shuffle(['a', 'b', 'c', 'd'], dice, 'test').join('') }));
    const entries = distribution.marginal('order').entries;
    expect(entries).toHaveLength(24);
    for (const { probability } of entries) expect(probability.equals(Rational.of(1n, 24n))).toBe(true);
  });

  it('is a permutation, the same for the same seed, and every draw is recorded with its purpose', () => {
    const cards = Array.from({ length: 18 }, (_, i) => i + 1);
    const dice = SeededDice.fromSeed('deal');
    const once = shuffle(cards, dice, 'shuffle the 18 troop cards');
    expect([...once].sort((a, b) => a - b)).toEqual(cards);
    expect(shuffle(cards, SeededDice.fromSeed('deal'), 'again')).toEqual(once);
    const rolls = dice.takeRolls();
    expect(rolls).toHaveLength(17);
    expect(rolls[0]).toMatchObject({ sides: 18, purpose: 'shuffle the 18 troop cards (card 1 of 18)' });
  });
});
