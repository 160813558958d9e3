import { randomLegalBot, rulesetModule, type Bot, type Ruleset } from '@muster/core';
import { ArmyFileSchema } from './army/ArmyFile.js';
import { terciosArmies } from './army/terciosArmies.js';
import { BattleDecisionSchema } from './game/Decision.js';
import { BattleEventSchema } from './game/Event.js';
import { BattleStateSchema } from './game/State.js';
import { battleInvariants } from './game/invariants.js';
import { terciosRules } from './game/rules.js';
import { competentBot } from './bot/competentBot.js';
import { terciosMechanics } from './mechanics/terciosMechanics.js';
import { terciosCombatPlugin, terciosMoralePlugin } from './plugins/combat.js';
import { TerciosOptionsSchema, type TerciosOptions } from './options/options.js';
import { exampleScenario } from './scenario/exampleScenario.js';
import { scenarioFromArmies } from './scenario/scenarioFromArmies.js';
import { TerciosScenarioSchema, type TerciosScenario } from './game/Scenario.js';
import { terciosSequence } from './sequence/sequence.js';

/** The most decisions a battle may take: 8 turns of planning, activations, actions and reactions for two armies. */
export const TERCIOS_MAX_DECISIONS = 6000;

/**
 * Liber Militum: Tercios as a Muster ruleset: a whole battle on a 72"x48" table between two armies.
 *
 * @example
 * const game = playGame(tercios, tercios.exampleScenario(), { seed: 'club-night', bots: { A: tercios.bots.competent!(), B: tercios.bots.random!() } });
 * game.result(); // { winner, victory, points, turns }
 */
export const tercios: Ruleset<TerciosScenario> = {
  id: 'tercios',
  name: 'Liber Militum: Tercios',
  version: '0.1.0',
  description: 'Pike and shot in the Thirty Years War: D6 pools, face-down order cards, reactions, commanders (Liber Militum and Brevis Editio)',
  module: rulesetModule({
    sequence: terciosSequence,
    rules: terciosRules,
    options: (raw: unknown) => raw as TerciosOptions,
    combat: terciosCombatPlugin,
    morale: terciosMoralePlugin,
  }),
  schemas: {
    scenario: TerciosScenarioSchema,
    state: BattleStateSchema,
    decision: BattleDecisionSchema,
    event: BattleEventSchema,
    army: ArmyFileSchema,
    options: TerciosOptionsSchema,
  },
  mechanics: terciosMechanics,
  exampleScenario,
  bots: {
    competent: () => competentBot() as unknown as Bot,
    random: () => randomLegalBot(),
  },
  maxDecisions: TERCIOS_MAX_DECISIONS,
  armies: terciosArmies,
  invariants: (state) => battleInvariants(state as never),
  scenarioFromArmies,
};
