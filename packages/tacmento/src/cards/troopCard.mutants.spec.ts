import { describe, expect, it } from 'vitest';
import { TroopCardSchema } from './TroopCard.js';

// Rulebook: Taĉmento Quartermaster's Office > Troop cards ("Pikemen (green), Arquebusiers (red), Cavalries (blue),
// Captain (blue), Artilleries (yellow/gold), Drummers and Fifers (yellow/gold)"; "Pushing arrows (there are cards
// with 1, 2 or 4 arrows)") and Special abilities (the Captain's Command, the Drummers and Fifers' Motivate). What a
// card file is told when a card breaks one of them: every issue, with its code, path and message.

const issues = (card: unknown) =>
  TroopCardSchema.safeParse(card).error?.issues.map(({ code, path, message }) => ({ code, path, message }));

describe('a troop card that breaks the printed cards', () => {
  it('the wrong colour: "Captain (blue)"', () => {
    expect(issues({ number: 14, troop: 'captain', colour: 'red', arrows: ['north'], ability: 'command' })).toEqual([
      { code: 'custom', path: ['colour'], message: 'captain cards are blue' },
    ]);
  });
  it('the wrong ability: the Captain has Command, the Drummers and Fifers Motivate, a Pikemen card none', () => {
    expect(issues({ number: 14, troop: 'captain', colour: 'blue', arrows: ['north'], ability: 'motivate' })).toEqual([
      { code: 'custom', path: ['ability'], message: 'captain cards have ability command' },
    ]);
    expect(issues({ number: 18, troop: 'drummers', colour: 'yellow', arrows: ['north'], ability: null })).toEqual([
      { code: 'custom', path: ['ability'], message: 'drummers cards have ability motivate' },
    ]);
    expect(issues({ number: 1, troop: 'pikemen', colour: 'green', arrows: ['north'], ability: 'command' })).toEqual([
      { code: 'custom', path: ['ability'], message: 'pikemen cards have ability null' },
    ]);
  });
  it('an arrow listed twice: two arrows must point two ways', () => {
    expect(issues({ number: 1, troop: 'pikemen', colour: 'green', arrows: ['north', 'north'], ability: null })).toEqual(
      [{ code: 'custom', path: ['arrows'], message: 'an arrow is listed twice' }],
    );
    expect(
      issues({ number: 1, troop: 'pikemen', colour: 'green', arrows: ['north', 'south'], ability: null }),
    ).toBeUndefined();
  });
  it("a card number from 1 to 99 (the deck file's range: the printed cards are pictures, ruling R0)", () => {
    const numbered = (number: number) => ({
      number,
      troop: 'pikemen',
      colour: 'green',
      arrows: ['north'],
      ability: null,
    });
    expect(issues(numbered(1))).toBeUndefined();
    expect(issues(numbered(99))).toBeUndefined();
    expect(issues(numbered(0))).toMatchObject([{ code: 'too_small', path: ['number'] }]);
    expect(issues(numbered(100))).toMatchObject([{ code: 'too_big', path: ['number'] }]);
  });
});
