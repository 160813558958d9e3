import type { TableRenderer } from '@muster/core';
import type { SwordAndPikeState } from '../game/State.js';
import { renderMap, swordAndPikeMarks, swordAndPikeTurn } from './renderMap.js';

/**
 * The drawing hook `muster battle sword-and-pike --svg FILE` and `muster view` use: the table as SVG, the
 * turn of a state, the arrows of an event and the units and officers named as the log names them.
 *
 * @example
 * writeFileSync('battle.svg', tableRenderer.svg(game.state, 'the end'));
 */
export const tableRenderer: TableRenderer & { readonly ruleset: 'sword-and-pike' } = {
  ruleset: 'sword-and-pike',
  svg: (state, caption, options = {}) =>
    renderMap(state as SwordAndPikeState, { ...options, ...(caption !== undefined ? { caption } : {}) }),
  turn: (state) => swordAndPikeTurn(state as SwordAndPikeState),
  marks: (before, event, after) =>
    swordAndPikeMarks(before as SwordAndPikeState, event as { type: string }, after as SwordAndPikeState),
  pieces: (state) => [
    ...(state as SwordAndPikeState).units.map((u) => ({ id: u.id, name: u.name, side: u.side })),
    ...(state as SwordAndPikeState).officers.map((o) => ({ id: o.id, name: o.name, side: o.side })),
  ],
};
