import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { TroopCard } from '../cards/TroopCard.js';
import { HIDDEN_CARD } from '../game/viewFor.js';
import { cardPoints, prisonerPoints } from './maneuverScoring.js';

// Rulebook: 1st Round Scoring (the Prisoner table), read by card number.
// Sample deck numbers: Pikemen 1-5, Arquebusiers 6-10, Cavalries 11-13, Captain 14, Artilleries 15-17, Drummers 18.
const troops = sampleDeck.troops;

describe('a card\'s value by its number (cardPoints: "The table for scoring each Prisoner")', () => {
  it('Pikemen and Arquebusiers 1, Cavalries and Artilleries 2, the Captain and the Drummers 3', () => {
    expect([1, 5, 6, 10].map((n) => cardPoints(troops, n))).toEqual([1, 1, 1, 1]);
    expect([11, 13, 15, 17].map((n) => cardPoints(troops, n))).toEqual([2, 2, 2, 2]);
    expect([14, 18].map((n) => cardPoints(troops, n))).toEqual([3, 3]);
  });

  it('a number not in the list throws, the hidden card (0) among them', () => {
    // A list of its own, valued within this test.
    const deck = [...troops];
    expect(() => cardPoints(deck, HIDDEN_CARD)).toThrow('no troop card 0');
    expect(() => cardPoints(deck, 19)).toThrow('no troop card 19');
    expect(() => prisonerPoints([{ card: 99, owner: 'B' }], deck)).toThrow('no troop card 99');
  });

  it('a number listed twice counts its first card, and each list asked in turn gives its own values', () => {
    // Card 1 (Pikemen, 1 point) listed again as the Captain (3 points); a deck whose card 1 is the Drummers.
    const twice: TroopCard[] = [troops[0]!, { ...troops[13]!, number: 1 }, ...troops.slice(1)];
    const drummersFirst: TroopCard[] = [{ ...troops[17]!, number: 1 }, ...troops.slice(1)];
    expect(cardPoints(twice, 1)).toBe(1);
    expect(cardPoints(drummersFirst, 1)).toBe(3);
    expect(cardPoints(twice, 1)).toBe(1);
    expect(cardPoints(troops, 1)).toBe(1);
  });
});
