import { extendContext, type GameRules } from '@muster/core';
import type { SwordAndPikeOptions } from '../options/options.js';
import type { SwordAndPikeCombat } from '../plugins/combat.js';
import type { SwordAndPikeMorale } from '../plugins/morale.js';
import type { SwordAndPikeDecision } from './Decision.js';
import { describeDecision, describeEvent } from './describe.js';
import type { SwordAndPikeEvent } from './Event.js';
import { reduce } from './reduce.js';
import { resolve } from './resolve.js';
import type { SwordAndPikeScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { SwordAndPikeState } from './State.js';

/** The game rules of a battle played with these options and the morale and combat plugins the container binds. */
export function swordAndPikeRules(
  options: SwordAndPikeOptions,
  combat: SwordAndPikeCombat,
  morale: SwordAndPikeMorale,
): GameRules<SwordAndPikeState, SwordAndPikeDecision, SwordAndPikeEvent, SwordAndPikeScenario> {
  const plugins = { combat, morale };
  return {
    id: 'sword-and-pike/rules',
    description: 'The Sword and the Pike (Jackson Gamers, 2008): D20 fire, D6 morale chart, D6 close combat per stand',
    setup: (scenario, dice) => setupBattle(scenario, dice, options),
    resolve: (context, decision, player) => {
      resolve(extendContext(context, plugins), decision, player);
    },
    reduce,
    describeEvent,
    describeDecision,
  };
}
