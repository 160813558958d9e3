import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { DeckFile } from '../cards/DeckFile.js';
import type { ObjectiveCard } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { TacmentoDecision } from '../game/Decision.js';
import { objectivesComplete } from '../game/resolve.js';
import type { InstructionState } from '../game/State.js';
import { TacmentoOptionsSchema } from '../options/options.js';
import { tacmento } from '../ruleset.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { loadSetup } from './InstructionSetup.js';
import { solveInstruction, stateFromSetup } from './solveInstruction.js';
import { positionOf, solverModel } from './SolverModel.js';
import { engineAfter as after } from '../game/__fixtures__/states.js';

// Ruling R25 in the solver. Campaign: abilities have "no limit of use"; with `each-moved` the Captain and the
// Drummers that both moved in a turn's manoeuvre may both act. Sample deck: Captain 14 (N S), Drummers 18.
const tercio = [
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
];
/**
 * A TEST CARD (not printed), fixed where drawn: the Tercio that the Captain pushed north, then Command across
 * (row 4: 4, 14, 16), then Motivate (column 2: 13, 17, 14, 18) leaves: 14 and 4, 18 in rows 3 and 4.
 */
const testCard: ObjectiveCard = {
  number: 12,
  side: 'blue',
  title: 'TEST CARD: Command and Motivate',
  pattern: ['...', '...', '.C.', 'GD.'],
  legend: { C: { card: 14 }, G: { card: 4 }, D: { card: 18 } },
  move: false,
  rotate: false,
  banners: Array(12).fill('white'),
};
const deck: DeckFile = {
  ...sampleDeck,
  name: 'abilities test deck',
  objectives: [testCard],
  // Battle 1 as printed in the sample (no rules: abilities without limit), dealt as above.
  battles: [{ ...sampleDeck.battles[0]!, setup: { objectives: [12], tercio, reserve: [8, 9, 10] } }],
};
const setup = loadSetup(
  {
    format: 'muster-tacmento-setup',
    formatVersion: 1,
    deck,
    objectives: [12],
    tercio,
    reserve: [8, 9, 10],
    rules: { abilities: 'unlimited' },
  },
  'campaign.json',
);

describe('the solver with both abilities in one Campaign turn (ruling R25)', () => {
  it('tabulates the pairs of a special card flanked in from the Reserve as the game plays them', () => {
    // The Drummers flanked east into row 2 push the Captain to its east end (row 2: 18, 7, 14); the Captain
    // flanked north into column 2 pushes the Drummers to its north end (column 2: 18, 13, 17, 14): both moved.
    const cases = [
      {
        tercio: [
          [2, 6, 3],
          [7, 14, 8],
          [11, 13, 15],
          [16, 17, 4],
        ],
        reserve: [18, 9, 10],
        pair: {
          kind: 'flanking',
          card: 18,
          direction: 'east',
          line: 1,
          ability: { kind: 'command', axis: 'vertical' },
        },
      },
      {
        tercio: [
          [2, 6, 3],
          [7, 18, 8],
          [11, 13, 15],
          [16, 17, 4],
        ],
        reserve: [14, 9, 10],
        pair: {
          kind: 'flanking',
          card: 14,
          direction: 'north',
          line: 1,
          ability: { kind: 'command', axis: 'horizontal' },
        },
      },
    ];
    for (const { tercio, reserve, pair } of cases) {
      const flanked = loadSetup(
        {
          format: 'muster-tacmento-setup',
          formatVersion: 1,
          objectives: [12],
          tercio,
          reserve,
          rules: { abilities: 'unlimited' },
        },
        'flanked.json',
      );
      const state = stateFromSetup(flanked, TacmentoOptionsSchema.parse({ campaignAbilitiesPerTurn: 'each-moved' }));
      const engine = new Map(
        legalDecisions(state).map((d) => [JSON.stringify(d), JSON.stringify(positionOf(after(state, d)))]),
      );
      const model = new Map(
        solverModel(state)
          .moves(positionOf(state))
          .map((m) => [JSON.stringify(m.decision), JSON.stringify(m.next)]),
      );
      expect(model).toEqual(engine);
      expect([...engine.keys()]).toContain(JSON.stringify({ ...pair, secondAbility: { kind: 'motivate' } }));
    }
  });

  it('one (default): no single turn of the engine completes the test card, and the solver needs more than 1', () => {
    const state = stateFromSetup(setup);
    expect(legalDecisions(state).some((d) => objectivesComplete(after(state, d)))).toBe(false);
    const result = solveInstruction(setup, { maxStates: 200_000 });
    expect(result.status === 'solved' ? result.turns : 99).toBeGreaterThan(1);
  });

  it('each-moved: 1 turn (the Captain north, Command, then Motivate), which replays in the Campaign battle', () => {
    const options = TacmentoOptionsSchema.parse({ campaignAbilitiesPerTurn: 'each-moved' });
    const state = stateFromSetup(setup, options);
    expect(legalDecisions(state).some((d) => objectivesComplete(after(state, d)))).toBe(true);
    const result = solveInstruction(setup, { options });
    expect(result).toMatchObject({
      status: 'solved',
      turns: 1,
      moves: [
        {
          kind: 'squadron',
          row: 0,
          col: 1,
          direction: 'north',
          ability: { kind: 'command', axis: 'horizontal' },
          secondAbility: { kind: 'motivate' },
        },
      ],
    });
    if (result.status !== 'solved') return;
    const game = createGame<InstructionState, TacmentoDecision>(
      tacmento,
      { mode: 'instruction', deck, battle: 1 },
      { seed: 'r25', options },
    );
    for (const move of result.moves) expect(game.decide(move)).toEqual({ ok: true });
    expect(game.result()).toMatchObject({ winner: 'solo', turns: 1 });
  });
});
