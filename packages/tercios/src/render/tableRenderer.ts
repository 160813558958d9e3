import type { MapMark, TableRenderer } from '@muster/core';
import type { BattleEvent } from '../game/Event.js';
import type { BattleState } from '../game/State.js';
import { renderSvg, terciosTurn } from './renderSvg.js';

/**
 * The arrows one event draws: a unit's move (from where it stood), a declared charge and a shot (to the
 * target's centre). Every other event draws none.
 */
export function terciosMarks(before: BattleState, event: BattleEvent): MapMark[] {
  const unit = (id: string) => before.units.find((u) => u.id === id);
  switch (event.kind) {
    case 'unit-moved': {
      const u = unit(event.unit);
      return u
        ? [{ kind: 'move', from: u.base.centre, to: event.base.centre, label: `${u.name} moves (${event.reason})` }]
        : [];
    }
    case 'charge-declared': {
      const u = unit(event.unit);
      const t = unit(event.target);
      return u && t
        ? [{ kind: 'charge', from: u.base.centre, to: t.base.centre, label: `${u.name} charges ${t.name}` }]
        : [];
    }
    case 'shot': {
      const u = unit(event.shooter);
      const t = unit(event.target);
      return u && t
        ? [{ kind: 'shot', from: u.base.centre, to: t.base.centre, label: `${u.name} shoots at ${t.name}` }]
        : [];
    }
    default:
      return [];
  }
}

/**
 * The drawing hook `muster battle tercios --svg FILE` and `muster view` use: the table as SVG, the turn of a
 * state, the arrows of an event and the units named as the log names them.
 *
 * @example
 * writeFileSync('battle.svg', tableRenderer.svg(game.state, 'the end'));
 */
export const tableRenderer: TableRenderer & { readonly ruleset: 'tercios' } = {
  ruleset: 'tercios',
  svg: (state, caption, options = {}) =>
    renderSvg(state as BattleState, { ...options, ...(caption !== undefined ? { caption } : {}) }),
  turn: (state) => terciosTurn(state as BattleState),
  marks: (before, event) => terciosMarks(before as BattleState, event as BattleEvent),
  pieces: (state) => [
    ...(state as BattleState).units.map((u) => ({ id: u.id, name: u.name, side: u.side })),
    ...(state as BattleState).commanders.map((c) => ({ id: c.id, name: c.name, side: c.side })),
  ],
};
