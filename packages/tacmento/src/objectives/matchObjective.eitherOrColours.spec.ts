import { createGame } from '@muster/core';
import { objectiveDistance } from '../bot/searchBot.js';
import { describe, expect, it } from 'vitest';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { objectivesComplete } from '../game/resolve.js';
import { TacmentoOptionsSchema } from '../options/options.js';
import { tacmento } from '../ruleset.js';
import { loadSetup } from '../solver/InstructionSetup.js';
import { solveInstruction, stateFromSetup } from '../solver/solveInstruction.js';
import { turnsLowerBound } from '../solver/turnsLowerBound.js';
// Ruling R24: a TEST CARD with two either/or letters (objectives/__fixtures__/testCards.ts).
import { twoEitherOrLetters as testCard } from './__fixtures__/testCards.js';
import { matchObjective } from './matchObjective.js';

const testDeck: DeckFile = { ...sampleDeck, name: 'either/or test deck', objectives: [testCard], battles: [] };
const troops = new Map(sampleDeck.troops.map((t) => [t.number, t]));
const independent = { allowMirror: false, eitherOrColours: 'independent' } as const;
const different = { allowMirror: false, eitherOrColours: 'different' } as const;
// Sample deck numbers: greens 1-5, reds 6-10, cavalry 11-13, artillery 15-17, Drummers 18 (Captain 14 removed).
/** Four greens in the north-west 2 x 2 block, no red next to them: A and B can only both be green. */
const allGreen = [
  [1, 2, 11],
  [3, 4, 12],
  [15, 13, 16],
  [17, 5, 18],
];
/** Greens over reds in the north-west 2 x 2 block: A green, B red. */
const greenOverRed = [
  [1, 2, 11],
  [6, 7, 12],
  [15, 13, 16],
  [17, 3, 18],
];
const setupOf = (tercio: number[][], reserve: number[]) =>
  loadSetup(
    { format: 'muster-tacmento-setup', formatVersion: 1, deck: testDeck, objectives: [14], tercio, reserve },
    'setup.json',
  );

describe('two either/or letters on one Objective card (ruling R24, eitherOrColours)', () => {
  it('independent (default): A and B may both choose green; different: they may not', () => {
    expect(TacmentoOptionsSchema.parse({}).eitherOrColours).toBe('independent');
    expect(matchObjective(testCard, allGreen, troops, independent)).toMatchObject({
      choices: { A: 'green', B: 'green' },
    });
    // Without the option the default applies.
    expect(matchObjective(testCard, allGreen, troops, { allowMirror: false })).not.toBeNull();
    expect(matchObjective(testCard, allGreen, troops, different)).toBeNull();
  });

  it('letters choosing different colours complete the card under both readings', () => {
    for (const options of [independent, different])
      expect(matchObjective(testCard, greenOverRed, troops, options)).toMatchObject({
        choices: { A: 'green', B: 'red' },
      });
  });

  it('the game follows the option: the Objective is complete, and a fixed Tercio completing it is refused', () => {
    const state = (eitherOrColours: 'independent' | 'different') =>
      stateFromSetup(setupOf(allGreen, [6, 7, 8]), TacmentoOptionsSchema.parse({ eitherOrColours }));
    expect(objectivesComplete(state('independent'))).toBe(true);
    expect(objectivesComplete(state('different'))).toBe(false);
    const start = (eitherOrColours: 'independent' | 'different') => () =>
      createGame(
        tacmento,
        { mode: 'instruction', deck: testDeck, objectives: [14], tercio: allGreen, reserve: [6, 7, 8] },
        { seed: 'r25', options: { eitherOrColours } },
      );
    expect(start('independent')).toThrow(/already complete/);
    expect(start('different')).not.toThrow();
  });

  it('the solver follows the option: 0 turns when A and B may share green, more when they must differ', () => {
    const setup = setupOf(allGreen, [6, 7, 8]);
    expect(solveInstruction(setup, { options: { eitherOrColours: 'independent' } })).toMatchObject({
      status: 'solved',
      turns: 0,
    });
    const options = TacmentoOptionsSchema.parse({ eitherOrColours: 'different' });
    // The lower bound counts the all-green block as a goal under the default only (asked in that order, so a
    // goal table kept for one reading is not served for the other).
    const bound = (rules: typeof options) =>
      turnsLowerBound(stateFromSetup(setup, rules)).bound(allGreen.flat(), Infinity);
    expect(bound(TacmentoOptionsSchema.parse({}))).toBe(0);
    expect(bound(options)).toBeGreaterThan(0);
    // The competent bot's distance to the Objectives sees it too.
    expect(objectiveDistance(stateFromSetup(setup, options))).toBeGreaterThan(0);
    const result = solveInstruction(setup, { options });
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.turns).toBeGreaterThan(0);
    // Its moves replay in the real game under the same option and complete the Instruction.
    const game = createGame(
      tacmento,
      { mode: 'instruction', deck: testDeck, objectives: [14], tercio: allGreen, reserve: [6, 7, 8] },
      { seed: 'r25', options },
    );
    for (const move of result.moves) expect(game.decide(move)).toEqual({ ok: true });
    expect(game.result()).toMatchObject({ winner: 'solo', turns: result.turns });
  });
});
