import type { Dice } from '@muster/core';
import { reduceTacmento } from '../game/reduce.js';
import { resolveTacmento } from '../game/resolve.js';
import type { TacmentoDecision } from '../game/Decision.js';
import type { TacmentoEvent } from '../game/Event.js';
import type { TacmentoState } from '../game/State.js';

/** Dice for look-ahead: a bot never sees the real shuffle, so a replayed Maneuver is dealt in a fixed order. */
const lookAheadDice: Dice = {
  d: () => 1,
  pool: () => 0,
  poolAtMost: () => 0,
  sum: (count) => count,
  faces: (count) => Array.from({ length: count }, () => 1),
};

/** The state after `player` takes `decision`, by the real rules (resolve and reduce). */
export function simulate(state: TacmentoState, decision: TacmentoDecision, player: string): TacmentoState {
  // `state` is a data property that `emit` keeps up to date, not a getter: see core's extendContext for why.
  const context: { state: TacmentoState; dice: Dice; emit(event: TacmentoEvent): void } = {
    state,
    dice: lookAheadDice,
    emit: (event) => {
      context.state = reduceTacmento(context.state, event);
    },
  };
  resolveTacmento(context, decision, player);
  return context.state;
}
