import { randomLegalBot, rulesetModule, type Ruleset } from '@muster/core';
import { swordAndPikeArmies } from './army/armySupport.js';
import { ArmyListSchema } from './army/ArmyList.js';
import { frenchArmy, imperialArmy } from './army/exampleArmies.js';
import { competentBot } from './bot/competentBot.js';
import { SwordAndPikeDecisionSchema, type SwordAndPikeDecision } from './game/Decision.js';
import { SwordAndPikeEventSchema, type SwordAndPikeEvent } from './game/Event.js';
import { SwordAndPikeStateSchema, type SwordAndPikeState } from './game/State.js';
import { SwordAndPikeScenarioSchema, type SwordAndPikeScenario } from './game/Scenario.js';
import { battleInvariants } from './game/invariants.js';
import { swordAndPikeRules } from './game/rules.js';
import { SWORD_AND_PIKE_COMBAT_CONTRACT, swordAndPikeCombatPlugin } from './plugins/combat.js';
import { SWORD_AND_PIKE_MORALE_CONTRACT, swordAndPikeMoralePlugin } from './plugins/morale.js';
import { swordAndPikeSequence } from './sequence/sequence.js';
import { SwordAndPikeOptionsSchema, type SwordAndPikeOptions } from './options/options.js';
import { scenarioFromArmies } from './scenario/scenarioFromArmies.js';

/** The package version (kept in step with package.json). */
export const SWORD_AND_PIKE_VERSION = '0.1.0';

/**
 * The Sword and the Pike as a Muster ruleset.
 *
 * @example
 * import { playGame } from '@muster/core';
 * const game = playGame(swordAndPike, swordAndPike.exampleScenario(), {
 *   seed: 'pavia', bots: { A: swordAndPike.bots.competent!(), B: swordAndPike.bots.random!() },
 * });
 * game.result();
 */
export const swordAndPike: Ruleset<SwordAndPikeScenario, SwordAndPikeState, SwordAndPikeDecision, SwordAndPikeEvent> = {
  id: 'sword-and-pike',
  name: 'The Sword and the Pike',
  version: SWORD_AND_PIKE_VERSION,
  description:
    'Big-battle early Renaissance rules from the Jackson Gamers: D20 per figure fire, D6 morale chart, D6 per stand close combat, 2D6 brigade moves',
  module: rulesetModule({
    id: 'sword-and-pike',
    sequence: swordAndPikeSequence,
    rules: (options: SwordAndPikeOptions, { combat, morale }) => swordAndPikeRules(options, combat, morale),
    options: SwordAndPikeOptionsSchema,
    combat: swordAndPikeCombatPlugin,
    morale: swordAndPikeMoralePlugin,
    contract: { combat: SWORD_AND_PIKE_COMBAT_CONTRACT, morale: SWORD_AND_PIKE_MORALE_CONTRACT },
  }),
  schemas: {
    scenario: SwordAndPikeScenarioSchema,
    state: SwordAndPikeStateSchema,
    decision: SwordAndPikeDecisionSchema,
    event: SwordAndPikeEventSchema,
    army: ArmyListSchema,
    options: SwordAndPikeOptionsSchema,
  },
  // Every mechanic of this ruleset is a morale or combat roll: `muster odds` lists the bound plugins'.
  mechanics: [],
  exampleScenario: () => scenarioFromArmies([frenchArmy, imperialArmy]),
  bots: { competent: () => competentBot(), random: () => randomLegalBot() },
  maxDecisions: 4000,
  armies: swordAndPikeArmies,
  scenarioFromArmies,
  invariants: battleInvariants,
};
