import {
  randomLegalBot,
  rulesetModule,
  type CombatPlugin,
  type GameRules,
  type MoralePlugin,
  type Ruleset,
  type SequencePlugin,
} from '@muster/core';
import { swordAndPikeArmies } from './army/armySupport.js';
import { ArmyListSchema } from './army/ArmyList.js';
import { frenchArmy, imperialArmy } from './army/exampleArmies.js';
import { competentBot } from './bot/competentBot.js';
import { describeDecision, describeEvent } from './game/describe.js';
import { SwordAndPikeDecisionSchema, type SwordAndPikeDecision } from './game/Decision.js';
import { SwordAndPikeEventSchema, type SwordAndPikeEvent } from './game/Event.js';
import { SwordAndPikeStateSchema, type SwordAndPikeState } from './game/State.js';
import { checkDecision, fireDeclarer, legalDecisions, moverOf } from './sequence/legalDecisions.js';
import { reduce } from './game/reduce.js';
import { resolve } from './game/resolve.js';
import { SwordAndPikeScenarioSchema, type SwordAndPikeScenario } from './game/Scenario.js';
import { setupBattle } from './game/setup.js';
import { battleInvariants } from './game/invariants.js';
import { evasionMechanic, fireMechanic, meleeMechanic, moraleMechanic, swordAndPikeMechanics } from './mechanics/swordAndPikeMechanics.js';
import { SwordAndPikeOptionsSchema } from './options/options.js';
import { scenarioFromArmies } from './scenario/scenarioFromArmies.js';

/** The package version (kept in step with package.json). */
export const SWORD_AND_PIKE_VERSION = '0.1.0';

/** SEQUENCE OF ACTIONS as a sequence plugin: 2D6 brigade moves, three fire phases, then the winners' options. */
export const swordAndPikeSequence: SequencePlugin<SwordAndPikeState, SwordAndPikeDecision> = {
  id: 'sword-and-pike/brigade-moves',
  description: 'each side rolls 2D6 and moves that many brigades, highest first; artillery, infantry and mounted fire; charges; rallies',
  phases: [
    '1. Commander-in-Chief 2D6 and brigade moves',
    '2. Units attacked in close combat may not move',
    '3. Fire all artillery',
    '4. Fire all infantry',
    '5. Fire all mounted units',
    '6. Test "To Close"',
    '7. Test "To Stand"',
    '8. Fight all close combats',
    '9. Rally routed units',
    '10. Test Spent units',
  ],
  activePlayer: (s) => {
    if (s.step === 'over') return null;
    if (s.step === 'movement' && s.pendingEvasion) return s.units.find((u) => u.id === s.pendingEvasion?.target)?.side ?? null;
    if (s.step === 'movement') return moverOf(s);
    if (s.step === 'winner-options') {
      const w = s.winners[0];
      return w ? (s.units.find((u) => u.id === w.unit)?.side ?? null) : null;
    }
    return fireDeclarer(s);
  },
  legalDecisions,
  checkDecision,
  isOver: (s) => s.step === 'over',
  result: (s) => ({
    winner: s.result?.winner ?? null,
    victory: s.result?.victory ?? 'unfinished',
    points: { A: s.result?.points.A ?? 0, B: s.result?.points.B ?? 0 },
    turns: s.turn,
  }),
};

function rulesFor(options: unknown): GameRules<SwordAndPikeState, SwordAndPikeDecision, SwordAndPikeEvent, SwordAndPikeScenario> {
  const parsed = SwordAndPikeOptionsSchema.parse(options ?? {});
  return {
    id: 'sword-and-pike/rules',
    description: 'The Sword and the Pike (Jackson Gamers, 2008): D20 fire, D6 morale chart, D6 close combat per stand',
    setup: (scenario, dice) => setupBattle(scenario, dice, parsed),
    resolve,
    reduce,
    describeEvent,
    describeDecision,
  };
}

const combat: CombatPlugin = { id: 'sword-and-pike/combat', ruleset: 'sword-and-pike', description: 'D20 fire table and D6 close combat per stand', mechanics: [fireMechanic, meleeMechanic] };
const morale: MoralePlugin = { id: 'sword-and-pike/morale', ruleset: 'sword-and-pike', description: 'Initial Morale Chart and the Morale Results table', mechanics: [moraleMechanic, evasionMechanic] };

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
export const swordAndPike: Ruleset<SwordAndPikeScenario> = {
  id: 'sword-and-pike',
  name: 'The Sword and the Pike',
  version: SWORD_AND_PIKE_VERSION,
  description: 'Big-battle early Renaissance rules from the Jackson Gamers: D20 per figure fire, D6 morale chart, D6 per stand close combat, 2D6 brigade moves',
  module: rulesetModule({ sequence: swordAndPikeSequence, rules: rulesFor, combat, morale }),
  schemas: {
    scenario: SwordAndPikeScenarioSchema,
    state: SwordAndPikeStateSchema,
    decision: SwordAndPikeDecisionSchema,
    event: SwordAndPikeEventSchema,
    army: ArmyListSchema,
    options: SwordAndPikeOptionsSchema,
  },
  mechanics: swordAndPikeMechanics,
  exampleScenario: () => scenarioFromArmies([frenchArmy, imperialArmy], 'example'),
  bots: { competent: () => competentBot(), random: () => randomLegalBot() },
  maxDecisions: 4000,
  armies: swordAndPikeArmies,
  scenarioFromArmies,
  invariants: (state) => battleInvariants(state as SwordAndPikeState),
};
