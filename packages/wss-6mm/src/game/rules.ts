import { extendContext, type GameRules, type MechanicPlugins } from '@muster/core';
import type { Wss6mmOptions } from '../options/options.js';
import type { Wss6mmCombat } from '../plugins/combat.js';
import type { Wss6mmMorale } from '../plugins/morale.js';
import type { BattleDecision } from './Decision.js';
import { describeDecision, describeEvent } from './describe.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import { reduceBattle } from './reduce.js';
import { resolveBattle } from './resolve.js';
import type { Wss6mmScenario } from './Scenario.js';
import { setupBattle } from './setup.js';

/**
 * The game rules of wss-6mm for a set of options (rulings) and the morale and combat plugins the
 * container binds: every morale and combat roll of the battle goes through `plugins`.
 *
 * @example
 * createWss6mmRules(DEFAULT_OPTIONS, { combat: wss6mmCombatPlugin, morale: wss6mmMoralePlugin });
 */
export function createWss6mmRules(
  options: Wss6mmOptions,
  plugins: MechanicPlugins<Wss6mmCombat, Wss6mmMorale>,
): GameRules<BattleState, BattleDecision, BattleEvent, Wss6mmScenario> {
  const { combat, morale } = plugins;
  return {
    id: 'wss-6mm/battle',
    description: 'a battle on a virtual table: deployment by ruling, the full turn sequence, end by ruling',
    setup: (scenario, dice) => setupBattle(scenario, dice, options),
    resolve: (ctx, decision) => {
      resolveBattle(extendContext(ctx, { options, combat, morale }), decision);
    },
    reduce: reduceBattle,
    describeEvent,
    describeDecision,
  };
}
