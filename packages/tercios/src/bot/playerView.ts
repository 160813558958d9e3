import type { BattleState } from '../game/State.js';
import type { Side } from '../game/Scenario.js';
import { stateWith, unitWith } from '../game/stateShapes.js';

/**
 * What one player may know of a battle: the enemy's Order cards are face down. The state keeps every
 * order (a saved game must resume), so a bot decides on this view instead: each enemy card not yet
 * revealed shows as Ready!, a placeholder that says a card is there but not which one. A card is
 * revealed when its unit is activated (`acting`) or reacts (it is then spent). Brigade cards stay
 * visible as shared (the Brigade is declared at planning). Rulebook: Order Cards ("placed face down").
 *
 * @example
 * const view = playerView(state, 'A'); // B's planned orders all read 'ready'
 */
export function playerView(state: BattleState, player: Side): BattleState {
  const revealed = state.acting?.unit;
  const units = state.units.map((u) =>
    u.side === player || u.order === null || u.order === 'ready' || u.id === revealed
      ? u
      : unitWith(u, { order: 'ready' }),
  );
  return units.some((u, i) => u !== state.units[i]) ? stateWith(state, { units }) : state;
}
