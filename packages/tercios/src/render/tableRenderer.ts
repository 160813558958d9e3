import type { BattleState } from '../game/State.js';
import { renderSvg } from './renderSvg.js';

/**
 * The drawing hook the `muster` CLI looks for (`muster battle tercios --svg FILE`): the table as SVG,
 * and the turn of a state so the CLI can also draw it after each turn.
 *
 * @example
 * writeFileSync('battle.svg', tableRenderer.svg(game.state, 'the end'));
 */
export const tableRenderer: {
  readonly ruleset: 'tercios';
  svg(state: unknown, caption?: string): string;
  turn(state: unknown): number;
} = {
  ruleset: 'tercios',
  svg: (state, caption) => renderSvg(state as BattleState, caption !== undefined ? { caption } : {}),
  turn: (state) => (state as BattleState).turn,
};
