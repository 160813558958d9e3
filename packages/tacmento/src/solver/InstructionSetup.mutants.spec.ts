import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../cards/sampleDeck.js';
import { loadSetup, SETUP_FORMAT, SETUP_FORMAT_VERSION } from './InstructionSetup.js';

const tercio = [
  [2, 3, 4],
  [5, 6, 7],
  [8, 9, 10],
  [11, 12, 13],
];
const base = {
  format: SETUP_FORMAT,
  formatVersion: SETUP_FORMAT_VERSION,
  objectives: [1],
  tercio,
  reserve: [14, 15, 16],
};
/** The user line of the error a setup gives, or 'accepted'. */
const attempt = (json: unknown): string => {
  try {
    loadSetup(json, 'setup.json');
  } catch (error) {
    if (MusterError.is(error)) return error.toUserLine();
    throw error;
  }
  return 'accepted';
};

describe('an Instruction setup file (Rulebook: Setting up the Tercio, "remove the card with a matching number on the active Objective card")', () => {
  it('is a "muster-tacmento-setup" of version 1, Level I by default, with the sample deck when it names none', () => {
    expect(SETUP_FORMAT).toBe('muster-tacmento-setup');
    const setup = loadSetup(base, 'setup.json');
    expect(setup.difficulty).toBe('easy');
    expect(setup.rules).toEqual({});
    expect(setup.deck).toBe(sampleDeck);
    expect(setup.tercio).toEqual(tercio);
    // A deck given inline is the one used.
    const deck = { ...sampleDeck, name: 'my printed deck' };
    expect(loadSetup({ ...base, deck }, 'setup.json').deck.name).toBe('my printed deck');
    // A shape error names the file too: "Take 3 troop cards and lay them on the side. These are your Reserve."
    expect(attempt({ ...base, reserve: [14, 15, 16, 17] })).toMatch(/^setup\.json: reserve/);
    expect(attempt({ ...base, format: 'muster-deck' })).toMatch(
      /^setup\.json: format: this is not a Taĉmento Instruction setup \(format "muster-deck"\)/,
    );
  });

  it('a setup the deck cannot deal is a bad file (exit 2), named by its field', () => {
    let caught: unknown;
    try {
      loadSetup({ ...base, objectives: [1, 40] }, 'setup.json');
    } catch (error) {
      caught = error;
    }
    expect(MusterError.is(caught) && { code: caught.code, path: caught.context.path }).toEqual({
      code: 'bad-file',
      path: 'objectives[1]',
    });
  });

  it('names the field of an Objective the deck lacks or lists twice, and of a troop card the deck lacks, placed twice or removed', () => {
    expect(attempt({ ...base, objectives: [1, 40] })).toBe(
      'setup.json: objectives[1]: the deck has no objective card 40 (expected an objective number of the deck)',
    );
    expect(attempt({ ...base, objectives: [17, 17] })).toBe(
      'setup.json: objectives[1]: objective 17 is listed twice (expected different objectives)',
    );
    const unknown = tercio.map((row) => [...row]);
    unknown[2]![1] = 40;
    expect(attempt({ ...base, tercio: unknown })).toBe(
      'setup.json: tercio[2][1]: the deck has no troop card 40 (expected a troop card number of the deck)',
    );
    const twice = tercio.map((row) => [...row]);
    twice[3]![2] = 2;
    expect(attempt({ ...base, tercio: twice })).toBe(
      'setup.json: tercio[3][2]: troop card 2 is placed twice (expected each card once)',
    );
    expect(attempt({ ...base, objectives: [2] })).toBe(
      'setup.json: tercio[0][0]: troop card 2 is removed from the game by its Objective card (expected a card still in play)',
    );
    expect(attempt({ ...base, reserve: [14, 15, 99] })).toBe(
      'setup.json: reserve[2]: the deck has no troop card 99 (expected a troop card number of the deck)',
    );
    // The Reserve is checked against the Tercio's cards too.
    expect(attempt({ ...base, reserve: [14, 7] })).toBe(
      'setup.json: reserve[1]: troop card 7 is placed twice (expected each card once)',
    );
  });
});
