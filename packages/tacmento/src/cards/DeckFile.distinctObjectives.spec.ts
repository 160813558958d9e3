import { musterErrorOf } from '@muster/core/testing';
import { createGame, parseWith } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { TacmentoDecision } from '../game/Decision.js';
import { tacmentoInvariants } from '../game/invariants.js';
import type { TacmentoState } from '../game/State.js';
import { tacmento } from '../ruleset.js';
import { InstructionSetupSchema, loadSetup } from '../solver/InstructionSetup.js';
import { loadDeck } from './loadDeck.js';
import { ObjectiveNumbersSchema } from './ObjectiveCard.js';
import { sampleDeck } from './sampleDeck.js';

// Rulebook (/work/shared/rules/tacmento.txt): Quartermaster's Office — "18 objective cards"; Level I — "Shuffle the
// Objective cards and place 2 in the Objective Zone. Remove from the game the troops whose numbers match the numbers
// on the Objective cards." Each Objective card is one card: it cannot be placed twice, and its troop is removed once.
// A Battle card, an Instruction scenario and a solver setup are refused when they name one twice (one check,
// `ObjectiveNumbersSchema`), naming the file, the field and what was expected.

const deckJson = (objectives: number[]) =>
  JSON.parse(
    JSON.stringify({
      ...sampleDeck,
      sample: true,
      battles: sampleDeck.battles.map((b) => (b.number === 3 ? { ...b, setup: { objectives } } : b)),
    }),
  ) as unknown;
const start = (scenario: unknown, scenarioFile?: string) =>
  createGame<TacmentoState, TacmentoDecision>(tacmento, scenario, {
    seed: 'referee',
    ...(scenarioFile !== undefined ? { scenarioFile } : {}),
  });

describe('a Battle card cannot name the same Objective card twice', () => {
  it('the deck file is refused, naming the file, the field and what was expected', () => {
    const error = musterErrorOf(() => loadDeck(deckJson([2, 2]), 'deck.json'));
    expect(error.code).toBe('bad-file');
    expect(error.context).toMatchObject({ file: 'deck.json', path: 'battles[2].setup.objectives[1]' });
    expect(error.toUserLine()).toBe(
      'deck.json: battles[2].setup.objectives[1]: objective 2 is listed twice (expected different objectives)',
    );
    // The later repeat is named, wherever it is.
    expect(musterErrorOf(() => loadDeck(deckJson([4, 9, 4]), 'deck.json')).context.path).toBe(
      'battles[2].setup.objectives[2]',
    );
  });

  it('different Objective cards load, as the sample deck does', () => {
    expect(loadDeck(deckJson([2, 4, 9]), 'deck.json').battles[2]!.setup.objectives).toEqual([2, 4, 9]);
    expect(loadDeck(JSON.parse(JSON.stringify(sampleDeck)), 'deck.json').battles).toHaveLength(7);
  });

  it('a scenario carrying such a deck inline is refused before any set-up', () => {
    const error = musterErrorOf(() => start({ mode: 'instruction', battle: 3, deck: deckJson([2, 2]) }));
    expect(error.toUserLine()).toBe(
      'scenario.deck.battles[2].setup.objectives[1]: objective 2 is listed twice (expected different objectives)',
    );
  });

  const setup = {
    format: 'muster-tacmento-setup',
    formatVersion: 1,
    objectives: [1],
    tercio: [
      [2, 3, 4],
      [5, 6, 7],
      [8, 9, 10],
      [11, 12, 13],
    ],
    reserve: [14, 15, 16],
  };

  it('a solver setup carrying such a deck inline is refused', () => {
    expect(musterErrorOf(() => loadSetup({ ...setup, deck: deckJson([2, 2]) }, 'setup.json')).toUserLine()).toBe(
      'setup.json: deck.battles[2].setup.objectives[1]: objective 2 is listed twice (expected different objectives)',
    );
  });

  it("the same check gives the solver setup's own message for its objectives (so loadSetup may use it)", () => {
    const schema = InstructionSetupSchema.extend({ objectives: ObjectiveNumbersSchema });
    expect(
      musterErrorOf(() => parseWith(schema, { ...setup, objectives: [17, 17] }, { file: 'setup.json' })).toUserLine(),
    ).toBe('setup.json: objectives[1]: objective 17 is listed twice (expected different objectives)');
    expect(musterErrorOf(() => loadSetup({ ...setup, objectives: [17, 17] }, 'setup.json')).toUserLine()).toBe(
      'setup.json: objectives[1]: objective 17 is listed twice (expected different objectives)',
    );
  });
});

describe('an Instruction scenario cannot name the same Objective card twice', () => {
  it('is refused at validation, naming the field and what was expected (the engine would start a broken state)', () => {
    const error = musterErrorOf(() => start({ mode: 'instruction', objectives: [2, 2] }));
    expect(error.code).toBe('bad-input');
    expect(error.toUserLine()).toBe(
      'scenario.objectives[1]: objective 2 is listed twice (expected different objectives)',
    );
    expect(
      musterErrorOf(() => start({ mode: 'instruction', level: 'II', objectives: [5, 9, 5] }, 'mine.json')).toUserLine(),
    ).toBe('mine.json: objectives[2]: objective 5 is listed twice (expected different objectives)');
  });

  it('different Objective cards set up a state the invariants accept', () => {
    const game = start({ mode: 'instruction', level: 'I', objectives: [2, 3] });
    expect(tacmentoInvariants(game.state)).toEqual([]);
  });
});
