import type { GameRules } from '@muster/core';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/TacmentoOptions.js';
import { describeDecision, describeEvent } from './describeTacmento.js';
import { reduceTacmento } from './reduceTacmento.js';
import { resolveTacmento } from './resolveTacmento.js';
import { setupGame } from './setupGame.js';
import type { TacmentoDecision } from './TacmentoDecision.js';
import type { TacmentoEvent } from './TacmentoEvent.js';
import type { TacmentoScenario } from './TacmentoScenario.js';
import type { TacmentoState } from './TacmentoState.js';

/** Taĉmento's game rules for these options (rulings). No dice in play: only shuffles draw on the dice. */
export function createTacmentoRules(options: TacmentoOptions = TacmentoOptionsSchema.parse({})): GameRules<TacmentoState, TacmentoDecision, TacmentoEvent, TacmentoScenario> {
  return {
    id: 'tacmento/rules',
    description: 'troop cards pushed along their arrows; prisoners, objectives and scoring',
    setup: (scenario, dice) => setupGame(scenario, options, dice),
    resolve: (context, decision, player) => resolveTacmento(context, decision, player),
    reduce: reduceTacmento,
    describeEvent,
    describeDecision,
  };
}
