import { randomLegalBot, rulesetModule, type Ruleset } from '@muster/core';
import { ArmyListSchema } from './army/ArmyList.js';
import { wss6mmArmies } from './army/wss6mmArmies.js';
import { competentBot } from './bot/competentBot.js';
import { BattleDecisionSchema, type BattleDecision } from './game/Decision.js';
import { BattleEventSchema, type BattleEvent } from './game/Event.js';
import { createWss6mmRules } from './game/rules.js';
import { exampleScenario, scenarioFromArmies, Wss6mmScenarioSchema, type Wss6mmScenario } from './game/Scenario.js';
import { BattleStateSchema, type BattleState } from './game/State.js';
import { tableInvariants } from './game/invariants.js';
import { wss6mmMechanics } from './mechanics/commandOdds.js';
import { parseOptions, Wss6mmOptionsSchema } from './options/options.js';
import { WSS6MM_COMBAT_CONTRACT, wss6mmCombatPlugin } from './plugins/combat.js';
import { WSS6MM_MORALE_CONTRACT, wss6mmMoralePlugin } from './plugins/morale.js';
import { createWss6mmSequence } from './sequence/sequence.js';

/** The package version (kept in step with package.json). */
export const WSS6MM_VERSION = '0.1.0';

/**
 * 6mm War of the Spanish Succession as a Muster ruleset. Its morale and combat plugins
 * ({@link wss6mmMoralePlugin}, {@link wss6mmCombatPlugin}) are bound by default; a variant may rebind
 * either with one built by `defineWss6mmMorale` / `defineWss6mmCombat`.
 *
 * @example
 * const game = playGame(wss6mm, wss6mm.exampleScenario(), { seed: 'blenheim', bots: { A: wss6mm.bots.competent!(), B: wss6mm.bots.random!() } });
 * game.result();
 */
export const wss6mm: Ruleset<Wss6mmScenario, BattleState, BattleDecision, BattleEvent> = {
  id: 'wss-6mm',
  name: '6mm War of the Spanish Succession',
  version: WSS6MM_VERSION,
  description:
    'element-based: d20 brigade activation, d20 fire tables, d20 melee (ruling), resolve, rally and morale tests',
  module: rulesetModule({
    id: 'wss-6mm',
    sequence: createWss6mmSequence,
    rules: createWss6mmRules,
    options: parseOptions,
    combat: wss6mmCombatPlugin,
    morale: wss6mmMoralePlugin,
    contract: { combat: [...WSS6MM_COMBAT_CONTRACT], morale: [...WSS6MM_MORALE_CONTRACT] },
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
  bots: { competent: competentBot, random: randomLegalBot },
  maxDecisions: 5_000,
  armies: wss6mmArmies,
  invariants: tableInvariants,
  scenarioFromArmies,
};
