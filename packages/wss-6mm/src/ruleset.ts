import { randomLegalBot, rulesetModule, type Bot, type Ruleset } from '@muster/core';
import { ArmyListSchema } from './army/ArmyList.js';
import { wss6mmArmies } from './army/wss6mmArmies.js';
import { competentBot } from './bot/competentBot.js';
import { BattleDecisionSchema } from './game/Decision.js';
import { BattleEventSchema } from './game/Event.js';
import { BattleStateSchema } from './game/State.js';
import { createWss6mmRules } from './game/rules.js';
import { createWss6mmSequence } from './sequence/sequence.js';
import { tableInvariants } from './game/table.js';
import type { BattleState } from './game/State.js';
import { exampleScenario, scenarioFromArmies, Wss6mmScenarioSchema, type Wss6mmScenario } from './game/Scenario.js';
import { activationMechanic, artilleryMechanic, chargeMechanic, chargeReactionMechanic, droversMechanic, meleeMechanic, moraleMechanic, moveMechanic, rallyMechanic, resolveMechanic, smallArmsMechanic, wss6mmMechanics } from './mechanics/wss6mmMechanics.js';
import { Wss6mmOptionsSchema } from './options/options.js';

/** The package version (kept in step with package.json). */
export const WSS6MM_VERSION = '0.1.0';

/**
 * 6mm War of the Spanish Succession as a Muster ruleset.
 *
 * @example
 * const game = playGame(wss6mm, wss6mm.exampleScenario(), { seed: 'blenheim', bots: { A: wss6mm.bots.competent!(), B: wss6mm.bots.random!() } });
 * game.result();
 */
export const wss6mm: Ruleset<Wss6mmScenario> = {
  id: 'wss-6mm',
  name: '6mm War of the Spanish Succession',
  version: WSS6MM_VERSION,
  description: 'element-based: d20 brigade activation, d20 fire tables, d20 melee (ruling), resolve, rally and morale tests',
  module: rulesetModule({
    sequence: createWss6mmSequence,
    rules: createWss6mmRules,
    options: (raw: unknown) => Wss6mmOptionsSchema.parse(raw ?? {}),
    combat: {
      id: 'wss-6mm/combat',
      ruleset: 'wss-6mm',
      description: 'artillery and small arms fire tables, the melee table, charges and movement',
      mechanics: [smallArmsMechanic, artilleryMechanic, meleeMechanic, chargeMechanic, chargeReactionMechanic, moveMechanic, droversMechanic],
    },
    morale: {
      id: 'wss-6mm/morale',
      ruleset: 'wss-6mm',
      description: 'resolve, rally and morale tests; brigade activation',
      mechanics: [resolveMechanic, rallyMechanic, moraleMechanic, activationMechanic],
    },
  }),
  schemas: {
    scenario: Wss6mmScenarioSchema,
    state: BattleStateSchema,
    decision: BattleDecisionSchema,
    event: BattleEventSchema,
    army: ArmyListSchema,
    options: Wss6mmOptionsSchema,
  },
  mechanics: wss6mmMechanics,
  exampleScenario,
  bots: { competent: () => competentBot() as unknown as Bot, random: () => randomLegalBot() },
  maxDecisions: 5_000,
  armies: wss6mmArmies,
  invariants: (state) => tableInvariants(state as BattleState),
  scenarioFromArmies,
};
