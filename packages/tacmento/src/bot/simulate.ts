import type { Dice } from '@muster/core';
import { reduceTacmento } from '../game/reduce.js';
import { resolveTacmento, type TacmentoContext } from '../game/resolve.js';
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

/**
 * A look-ahead's resolve context: `emit` applies each event to `state` at once. `state` is a data property that
 * `emit` keeps up to date, not a getter (see core's extendContext for why); a class, so that the bot's every
 * candidate move makes one object and no closure.
 */
class LookAhead implements TacmentoContext {
  readonly dice = lookAheadDice;
  constructor(public state: TacmentoState) {}
  emit(event: TacmentoEvent): void {
    this.state = reduceTacmento(this.state, event);
  }
}

/** The state after `player` takes `decision`, by the real rules (resolve and reduce). */
export function simulate(state: TacmentoState, decision: TacmentoDecision, player: string): TacmentoState {
  const context = new LookAhead(state);
  resolveTacmento(context, decision, player);
  return context.state;
}
