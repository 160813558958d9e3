import type { TableRenderer } from '@muster/core';
import type { BattleState } from '../game/State.js';
import { renderMap, wss6mmMarks, wss6mmTurn } from './renderMap.js';

/**
 * The drawing hook `muster battle wss-6mm --svg FILE` and `muster view` use: the table as SVG, the turn of
 * a state, the arrows of an event and the units and commanders named as the log names them.
 *
 * @example
 * writeFileSync('battle.svg', tableRenderer.svg(game.state, 'the end'));
 */
export const tableRenderer: TableRenderer & { readonly ruleset: 'wss-6mm' } = {
  ruleset: 'wss-6mm',
  svg: (state, caption, options = {}) =>
    renderMap(state as BattleState, { ...options, ...(caption !== undefined ? { caption } : {}) }),
  turn: (state) => wss6mmTurn(state as BattleState),
  marks: (before, event, after) => wss6mmMarks(before as BattleState, event as { kind: string }, after as BattleState),
  pieces: (state) => {
    const s = state as BattleState;
    return [
      ...s.units.map((u) => ({ id: u.id, name: u.name, side: u.side })),
      ...s.brigades.map((b) => ({ id: `brigadier-${b.id}`, name: `Brigadier ${b.brigadier}`, side: b.side })),
      ...(s.cincs
        ? (['A', 'B'] as const).map((side) => ({ id: `cinc-${side}`, name: s.cincs![side].name, side }))
        : []),
    ];
  },
};
