import { extendContext, type GameRules } from '@muster/core';
import type { TerciosOptions } from '../options/TerciosOptions.js';
import type { TerciosScenario } from '../scenario/TerciosScenario.js';
import type { BattleDecision } from './BattleDecision.js';
import type { BattleEvent } from './BattleEvent.js';
import type { BattleState } from './BattleState.js';
import { describeBattleDecision, describeBattleEvent } from './describeBattle.js';
import { reduceBattle } from './reduceBattle.js';
import { resolveBattle } from './resolveBattle.js';
import { setupBattle } from './setupBattle.js';

/** The game rules of a Tercios battle on the table: setup, resolution, the reducer, descriptions. */
export function terciosRules(options: TerciosOptions): GameRules<BattleState, BattleDecision, BattleEvent, TerciosScenario> {
  return {
    id: 'tercios/battle',
    description: 'Liber Militum: Tercios on a 72"x48" table: scenery, Brevis deployment, orders, movement, shooting, combat, command',
    setup: (scenario, dice) => setupBattle(scenario, dice),
    resolve: (context, decision, player) => resolveBattle(extendContext(context, { options }), decision, player as 'A' | 'B'),
    reduce: reduceBattle,
    describeEvent: describeBattleEvent,
    describeDecision: describeBattleDecision,
  };
}
