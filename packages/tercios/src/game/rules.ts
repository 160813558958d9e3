import { extendContext, type GameRules } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import type { TerciosPlugins } from '../plugins/combat.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import type { TerciosScenario } from './Scenario.js';
import { describeBattleDecision, describeBattleEvent } from './describe.js';
import { reduceBattle } from './reduce.js';
import { resolveBattle } from './resolve.js';
import { setupBattle } from './setup.js';

/**
 * The game rules of a Tercios battle on the table: setup, resolution, the reducer, descriptions. Shots,
 * combats and tests roll through `plugins`, the morale and combat plugins the container binds.
 */
export function terciosRules(
  options: TerciosOptions,
  plugins: TerciosPlugins,
): GameRules<BattleState, BattleDecision, BattleEvent, TerciosScenario> {
  return {
    id: 'tercios/battle',
    description:
      'Liber Militum: Tercios on a 72"x48" table: scenery, Brevis deployment, orders, movement, shooting, combat, command',
    setup: (scenario, dice) => setupBattle(scenario, dice, options),
    resolve: (context, decision, player) => {
      resolveBattle(extendContext(context, { options, plugins }), decision, player as 'A' | 'B');
    },
    reduce: reduceBattle,
    describeEvent: describeBattleEvent,
    describeDecision: describeBattleDecision,
  };
}
