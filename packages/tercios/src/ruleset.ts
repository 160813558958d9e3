import { randomLegalBot, rulesetModule, type Ruleset } from '@muster/core';
import { ArmyFileSchema } from './army/ArmyFile.js';
import { terciosArmies } from './army/terciosArmies.js';
import { BattleDecisionSchema, type BattleDecision } from './game/Decision.js';
import { BattleEventSchema, type BattleEvent } from './game/Event.js';
import { battleInvariants } from './game/invariants.js';
import { terciosRules } from './game/rules.js';
import { TerciosScenarioSchema, type TerciosScenario } from './game/Scenario.js';
import { BattleStateSchema, type BattleState } from './game/State.js';
import { competentBot } from './bot/competentBot.js';
import { TerciosOptionsSchema, type TerciosOptions } from './options/options.js';
import { TERCIOS_COMBAT_CONTRACT, terciosCombatPlugin } from './plugins/combat.js';
import { TERCIOS_MORALE_CONTRACT, terciosMoralePlugin } from './plugins/morale.js';
import { initiativeMechanic } from './command/initiativeMechanic.js';
import { exampleScenario } from './scenario/exampleScenario.js';
import { scenarioFromArmies } from './scenario/scenarioFromArmies.js';
import { terciosSequence } from './sequence/sequence.js';

/** The most decisions a battle may take: 8 turns of planning, activations, actions and reactions for two armies. */
export const TERCIOS_MAX_DECISIONS = 6000;

/**
 * Liber Militum: Tercios as a Muster ruleset: a whole battle on a 72"x48" table between two armies. Shots,
 * combats and tests roll through the bound `TerciosCombat` and `TerciosMorale` plugins (see
 * `defineTerciosCombat`, `defineTerciosMorale` to write a house rule).
 *
 * @example
 * const game = playGame(tercios, tercios.exampleScenario(), { seed: 'club-night', bots: { A: tercios.bots.competent!(), B: tercios.bots.random!() } });
 * game.result(); // { winner, victory, points, turns }
 */
export const tercios: Ruleset<TerciosScenario, BattleState, BattleDecision, BattleEvent> = {
  id: 'tercios',
  name: 'Liber Militum: Tercios',
  version: '0.1.0',
  description:
    'Pike and shot in the Thirty Years War: D6 pools, face-down order cards, reactions, commanders (Liber Militum and Brevis Editio)',
  module: rulesetModule({
    id: 'tercios',
    sequence: (options: TerciosOptions) => terciosSequence(options),
    rules: (options: TerciosOptions, plugins) => terciosRules(options, plugins),
    options: (raw: unknown) => raw as TerciosOptions,
    combat: terciosCombatPlugin,
    morale: terciosMoralePlugin,
    contract: { combat: TERCIOS_COMBAT_CONTRACT, morale: TERCIOS_MORALE_CONTRACT },
  }),
  schemas: {
    scenario: TerciosScenarioSchema,
    state: BattleStateSchema,
    decision: BattleDecisionSchema,
    event: BattleEventSchema,
    army: ArmyFileSchema,
    options: TerciosOptionsSchema,
  },
  // Every morale and combat roll is the bound plugins' (core's mechanicsOf lists them first); initiative is
  // a command roll of no plugin.
  mechanics: [initiativeMechanic],
  exampleScenario,
  bots: {
    competent: () => competentBot(),
    random: () => randomLegalBot(),
  },
  maxDecisions: TERCIOS_MAX_DECISIONS,
  armies: terciosArmies,
  invariants: battleInvariants,
  scenarioFromArmies,
};
