import { describe, expect, it } from 'vitest';
import type { TacmentoDecision } from '../game/Decision.js';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { dealtSetup } from './__fixtures__/dealt.js';
import { bruteForce } from '../game/__fixtures__/states.js';
import { loadSetup } from './InstructionSetup.js';
import { solveInstruction, stateFromSetup } from './solveInstruction.js';
import { positionOf, searchModel, solverModel } from './SolverModel.js';

// Ruling R27 in the solver: "The Instruction ends at the moment the Objective is fulfilled" — by default no ability
// follows a push that fulfils it. Sample deck: Arquebusiers 6-10 red, Captain 14; Objective 1 is RRR in any line.
type PushFulfils = TacmentoOptions['pushFulfilsObjective'];
/** The referee's Tercio: 8 flanked east along row 2 makes column 1 red (6, 8, 7) and moves the Captain (14). */
const setup = loadSetup(
  {
    format: 'muster-tacmento-setup',
    formatVersion: 1,
    objectives: [1],
    tercio: [
      [6, 4, 5],
      [14, 2, 3],
      [7, 11, 12],
      [13, 15, 16],
    ],
    reserve: [8, 17, 18],
  },
  'r27.json',
);
const flankEight = { kind: 'flanking', card: 8, direction: 'east', line: 1 } as const;
const isFlankEight = (d: TacmentoDecision) =>
  d.kind === 'flanking' && d.card === 8 && d.direction === 'east' && d.line === 1;
const stateOf = (pushFulfilsObjective: PushFulfils) =>
  stateFromSetup(setup, TacmentoOptionsSchema.parse({ pushFulfilsObjective }));

describe('an ability after the push that fulfils the Objective, in the solver (ruling R27)', () => {
  it("the model offers that push alone by default, and with its two Commands under ability-follows, as the game's legal decisions do", () => {
    for (const [value, count] of [
      ['ends-instruction', 1],
      ['ability-follows', 3],
    ] as const) {
      const state = stateOf(value);
      const model = solverModel(state)
        .moves(positionOf(state))
        .map((m) => m.decision);
      expect(model.filter(isFlankEight)).toHaveLength(count);
      expect(legalDecisions(state).filter(isFlankEight)).toHaveLength(count);
    }
  });

  it("the search's own model leaves the test out (it never plays those moves), and answers the same: 1 turn, the push alone", () => {
    const state = stateOf('ends-instruction');
    const search = searchModel(state)
      .moves(positionOf(state))
      .map((m) => m.decision);
    expect(search.filter(isFlankEight)).toHaveLength(3);
    for (const pushFulfilsObjective of ['ends-instruction', 'ability-follows'] as const)
      expect(solveInstruction(setup, { options: { pushFulfilsObjective } })).toMatchObject({
        status: 'solved',
        turns: 1,
        moves: [flankEight],
      });
  });

  it('answers as an exhaustive search of the engine does under both values (dealt setups, turn limit 2)', () => {
    const answers: string[] = [];
    for (const pushFulfilsObjective of ['ends-instruction', 'ability-follows'] as const)
      for (let i = 0; i < 6; i++) {
        const dealt = dealtSetup(`r27/${i}`, (['basic', 'I'] as const)[i % 2]!, { turnLimit: 2 });
        const options = TacmentoOptionsSchema.parse({ pushFulfilsObjective });
        const truth = bruteForce(stateFromSetup(dealt, options));
        const result = solveInstruction(dealt, { options });
        answers.push(result.status === 'solved' ? String(result.turns) : result.status);
        if (truth === null) expect(result.status).toBe('impossible');
        else expect(result).toMatchObject({ status: 'solved', turns: truth });
      }
    expect(answers.some((a) => a === '1' || a === '2')).toBe(true);
  });
});
