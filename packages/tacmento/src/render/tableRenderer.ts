import type { TableRenderer } from '@muster/core';
import { cardName } from '../game/describe.js';
import type { TacmentoEvent } from '../game/Event.js';
import type { TacmentoState } from '../game/State.js';
import { renderMap, tacmentoMarks, tacmentoTurn } from './renderMap.js';

/**
 * The drawing hook `muster battle tacmento --svg FILE` and `muster view` use: the Grounds, Reserves and
 * Prisoners as SVG, the turn of a state, the arrow of a maneuver and the cards named as the log names them.
 *
 * @example
 * writeFileSync('game.svg', tableRenderer.svg(game.state, 'the end'));
 */
export const tableRenderer: TableRenderer & { readonly ruleset: 'tacmento' } = {
  ruleset: 'tacmento',
  svg: (state, caption, options = {}) =>
    renderMap(state as TacmentoState, { ...options, ...(caption !== undefined ? { caption } : {}) }),
  turn: (state) => tacmentoTurn(state as TacmentoState),
  marks: (before, event) => tacmentoMarks(before as TacmentoState, event as TacmentoEvent),
  pieces: (state) => {
    const s = state as TacmentoState;
    return s.troops.map((t) => ({ id: `card-${t.number}`, name: cardName(s.troops, t.number), side: '' }));
  },
};
