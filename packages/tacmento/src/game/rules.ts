import type { GameRules } from '@muster/core';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import { describeDecision, describeEvent } from './describe.js';
import { reduceTacmento } from './reduce.js';
import { resolveTacmento } from './resolve.js';
import { setupGame } from './setup.js';
import type { TacmentoDecision } from './Decision.js';
import type { TacmentoEvent } from './Event.js';
import type { TacmentoScenario } from './Scenario.js';
import type { TacmentoState } from './State.js';

/** Taĉmento's game rules for these options (rulings). No dice in play: only shuffles draw on the dice. */
export function createTacmentoRules(
  options: TacmentoOptions = TacmentoOptionsSchema.parse({}),
): GameRules<TacmentoState, TacmentoDecision, TacmentoEvent, TacmentoScenario> {
  return {
    id: 'tacmento/rules',
    description: 'troop cards pushed along their arrows; prisoners, objectives and scoring',
    setup: (scenario, dice) => setupGame(scenario, options, dice),
    resolve: (context, decision, player) => {
      resolveTacmento(context, decision, player);
    },
    reduce: reduceTacmento,
    describeEvent,
    describeDecision,
  };
}
