import { randomLegalBot, rulesetModule, type Ruleset } from '@muster/core';
import { searchBot } from './bot/searchBot.js';
import { createTacmentoRules } from './game/rules.js';
import { tacmentoInvariants } from './game/invariants.js';
import { tacmentoSequence } from './sequence/sequence.js';
import { TacmentoDecisionSchema, type TacmentoDecision } from './game/Decision.js';
import { TacmentoEventSchema, type TacmentoEvent } from './game/Event.js';
import { exampleScenario, TacmentoScenarioSchema, type TacmentoScenarioInput } from './game/Scenario.js';
import { TacmentoStateSchema, type TacmentoState } from './game/State.js';
import { tacmentoMechanics } from './mechanics/tacmentoMechanics.js';
import { TacmentoOptionsSchema } from './options/options.js';

/** The package version (kept in step with package.json). */
export const TACMENTO_VERSION = '0.1.0';

/**
 * Taĉmento as a Muster ruleset: no dice in play and no morale, so it binds only the sequence, the game
 * rules and the seeded dice (which shuffle the cards, so every deal is logged and replays). The example
 * scenario is a Maneuver game with the sample deck; an Instruction scenario plays the solo mode.
 *
 * @example
 * const game = playGame(tacmento, tacmento.exampleScenario(), { seed: 'naples', bots: { A: tacmento.bots.competent!(), B: tacmento.bots.random!() } });
 * game.result(); // { winner: 'A', victory: 'Maestre de Campo (higher Combat Value)', ... }
 */
export const tacmento: Ruleset<TacmentoScenarioInput, TacmentoState, TacmentoDecision, TacmentoEvent> = {
  id: 'tacmento',
  name: 'Taĉmento',
  version: TACMENTO_VERSION,
  description: 'card game of tercio manoeuvres: 2-player Maneuver mode, solo Instruction (Levels I-III) and Campaign',
  module: rulesetModule({
    sequence: tacmentoSequence,
    rules: createTacmentoRules,
    options: (raw: unknown) => TacmentoOptionsSchema.parse(raw ?? {}),
  }),
  schemas: {
    scenario: TacmentoScenarioSchema,
    state: TacmentoStateSchema,
    decision: TacmentoDecisionSchema,
    event: TacmentoEventSchema,
    options: TacmentoOptionsSchema,
  },
  mechanics: tacmentoMechanics,
  exampleScenario,
  bots: { competent: () => searchBot(), random: () => randomLegalBot() },
  maxDecisions: 2_000,
  invariants: (state) => tacmentoInvariants(state),
};
