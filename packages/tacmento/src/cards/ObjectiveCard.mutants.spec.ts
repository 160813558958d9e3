import { describe, expect, it } from 'vitest';
import { BANNER_COLOURS, ObjectiveCardSchema, RequirementSchema, type ObjectiveCard } from './ObjectiveCard.js';

// Rulebook: "Objective cards" and Level III. An Objective card is a picture (ruling R0): a number (the troop card
// with that number is removed: "remove the card with a matching number on the active Objective card"), its colour
// side, the pattern to form "either horizontally or vertically, within the formation … all 4 rows and 3 columns",
// whether it may be moved and/or rotated (R5) and "colored banners numbered from 1 to 12 (each banner represents a
// turn)". The schema is what a deck file is checked against.
const card: ObjectiveCard = {
  number: 9,
  side: 'green-red',
  title: 'Shot around the pikes',
  pattern: ['R.R', '.G.'],
  legend: { R: { colour: 'red' }, G: { colour: 'green' } },
  move: true,
  rotate: true,
  banners: ['white', 'green', 'white', 'white', 'white', 'red', 'white', 'white', 'yellow', 'white', 'white', 'gray'],
};
const result = (patch: Record<string, unknown>) => ObjectiveCardSchema.safeParse({ ...card, ...patch });
const parses = (patch: Record<string, unknown>) => result(patch).success;
const issues = (patch: Record<string, unknown>) =>
  (result(patch).error?.issues ?? []).map(({ code, path, message }) => ({ code, path, message }));
const requirement = (value: unknown) => RequirementSchema.safeParse(value).success;

describe('Level III banners (Rulebook: "White … Green … Red … Blue … Yellow … Gray")', () => {
  it('six banner colours, twelve banners a card', () => {
    expect(BANNER_COLOURS).toEqual(['white', 'green', 'red', 'blue', 'yellow', 'gray']);
    expect(parses({})).toBe(true);
    for (const colour of BANNER_COLOURS)
      expect(parses({ banners: Array.from({ length: 12 }, () => colour) })).toBe(true);
    expect(parses({ banners: card.banners.slice(1) })).toBe(false);
    expect(parses({ banners: [...card.banners, 'white'] })).toBe(false);
    expect(parses({ banners: [...card.banners.slice(1), 'black'] })).toBe(false);
  });
});

describe('the card', () => {
  it('a number from 1 to 99, one of the two colour sides, a title of 1 to 200 characters, move and rotate flags', () => {
    expect(parses({ number: 1 })).toBe(true);
    expect(parses({ number: 99 })).toBe(true);
    expect(parses({ number: 0 })).toBe(false);
    expect(parses({ number: 100 })).toBe(false);
    expect(parses({ number: 9.5 })).toBe(false);
    expect(parses({ side: 'blue' })).toBe(true);
    expect(parses({ side: 'red' })).toBe(false);
    expect(parses({ title: 'T' })).toBe(true);
    expect(parses({ title: 'T'.repeat(200) })).toBe(true);
    expect(parses({ title: '' })).toBe(false);
    expect(parses({ title: 'T'.repeat(201) })).toBe(false);
    expect(parses({ move: false, rotate: false })).toBe(true);
    expect(parses({ move: 'yes' })).toBe(false);
    expect(parses({ extra: 1 })).toBe(false);
  });
});

describe('what a cell of a pattern asks for (Rulebook: "the captain belongs to the cavalry (blue) and the Drummers and Fifers to the artillery (yellow)")', () => {
  it('a colour, a troop type (not the Captain nor the Drummers themselves), a card number, or one colour of several', () => {
    for (const colour of ['green', 'red', 'blue', 'yellow']) expect(requirement({ colour })).toBe(true);
    expect(requirement({ colour: 'white' })).toBe(false);
    for (const troop of ['pikemen', 'arquebusiers', 'cavalry', 'artillery']) expect(requirement({ troop })).toBe(true);
    expect(requirement({ troop: 'captain' })).toBe(false);
    expect(requirement({ troop: 'drummers' })).toBe(false);
    expect(requirement({ card: 1 })).toBe(true);
    expect(requirement({ card: 99 })).toBe(true);
    expect(requirement({ card: 0 })).toBe(false);
    expect(requirement({ card: 100 })).toBe(false);
    expect(requirement({ card: 1.5 })).toBe(false);
  });

  it('"For A, you can choose only one color among the two indicated": two to four colours', () => {
    expect(requirement({ oneOf: ['green', 'red'] })).toBe(true);
    expect(requirement({ oneOf: ['green', 'red', 'blue', 'yellow'] })).toBe(true);
    expect(requirement({ oneOf: ['green'] })).toBe(false);
    expect(requirement({ oneOf: ['green', 'red', 'blue', 'yellow', 'green'] })).toBe(false);
    expect(requirement({ oneOf: ['green', 'white'] })).toBe(false);
    expect(requirement({ colour: 'red', troop: 'pikemen' })).toBe(false);
  });
});

describe('the pattern (Rulebook: "Keep in mind that you have all 4 rows and 3 columns to achieve this")', () => {
  it('1 to 4 rows of 1 to 4 keys or dots', () => {
    expect(parses({ pattern: ['R'] })).toBe(true);
    expect(parses({ pattern: ['R..R', '....', '....', 'G...'] })).toBe(true);
    expect(parses({ pattern: [] })).toBe(false);
    expect(parses({ pattern: ['R', 'R', 'R', 'R', 'R'] })).toBe(false);
    expect(parses({ pattern: [''] })).toBe(false);
    expect(parses({ pattern: ['RRRRR'] })).toBe(false);
  });

  it('a row of anything but keys and dots is refused, with the reason', () => {
    expect(parses({ pattern: ['R R'] })).toBe(false);
    expect(parses({ pattern: ['xR'] })).toBe(false);
    expect(parses({ pattern: ['R\n'] })).toBe(false);
    expect(issues({ pattern: ['R-R'] })).toEqual([
      { code: 'invalid_format', path: ['pattern', 0], message: 'a pattern row is 1 to 4 keys or dots' },
      { code: 'custom', path: ['pattern', 0], message: 'key "-" is not in the legend' },
    ]);
  });

  it('an empty row is refused as a row, whatever else is wrong with the pattern', () => {
    expect(issues({ pattern: ['R', ''] })).toEqual([
      { code: 'invalid_format', path: ['pattern', 1], message: 'a pattern row is 1 to 4 keys or dots' },
      { code: 'custom', path: ['pattern', 1], message: 'every pattern row has 1 keys' },
    ]);
  });

  it('legend keys are one letter or digit, from A to Z, a to z and 0 to 9; every key of the pattern is in the legend', () => {
    const legend = Object.fromEntries(['A', 'Z', 'a', 'z', '0', '9'].map((key) => [key, { colour: 'red' }]));
    expect(parses({ pattern: ['AZaz', '09..'], legend })).toBe(true);
    expect(parses({ pattern: ['1a'], legend: { 1: { colour: 'red' }, a: { troop: 'cavalry' } } })).toBe(true);
    expect(parses({ legend: { ...card.legend, RR: { colour: 'red' } } })).toBe(false);
    expect(parses({ legend: { ...card.legend, '-': { colour: 'red' } } })).toBe(false);
    expect(parses({ legend: { ...card.legend, '': { colour: 'red' } } })).toBe(false);
    expect(result({ legend: { ...card.legend, '#': { colour: 'red' } } }).error?.issues).toEqual([
      expect.objectContaining({
        code: 'invalid_key',
        path: ['legend', '#'],
        issues: [expect.objectContaining({ message: 'a legend key is one letter or digit' })],
      }),
    ]);
    expect(issues({ pattern: ['R.B', '.G.'] })).toEqual([
      { code: 'custom', path: ['pattern', 0], message: 'key "B" is not in the legend' },
    ]);
  });

  it('every row has as many keys as the first', () => {
    expect(issues({ pattern: ['R.R', 'G.', 'G'] })).toEqual([
      { code: 'custom', path: ['pattern', 1], message: 'every pattern row has 3 keys' },
      { code: 'custom', path: ['pattern', 2], message: 'every pattern row has 3 keys' },
    ]);
  });

  it('a pattern asks for at least one troop', () => {
    expect(issues({ pattern: ['...', '...'] })).toEqual([
      { code: 'custom', path: ['pattern'], message: 'a pattern asks for at least one troop' },
    ]);
    expect(parses({ pattern: ['..', '.G'] })).toBe(true);
    expect(parses({ pattern: ['G.', '..'] })).toBe(true);
  });
});
