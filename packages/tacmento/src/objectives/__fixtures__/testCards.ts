// Objective cards for the specs that are not printed cards (each titled TEST CARD), for rules the sample deck cannot
// show.
import type { ObjectiveCard } from '../../cards/ObjectiveCard.js';

/**
 * Ruling R24. Rulebook: Completing an Instruction pattern — "For A, you can choose only one color among the two
 * indicated." The sample deck has at most one such letter per card, so this card has two: A and B, each green or
 * red, in a 2 x 2 block (A over B).
 */
export const twoEitherOrLetters: ObjectiveCard = {
  number: 14,
  side: 'green-red',
  title: 'TEST CARD: two either/or letters',
  pattern: ['AA', 'BB'],
  legend: { A: { oneOf: ['green', 'red'] }, B: { oneOf: ['green', 'red'] } },
  move: true,
  rotate: true,
  banners: Array<'white'>(12).fill('white'),
};
