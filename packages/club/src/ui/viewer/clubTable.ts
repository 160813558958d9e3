import { SIDE_COLOURS, SvgMap, svgNumber, type MapPiece, type MapPoint, type TableRenderer } from '@muster/core';
import { adapterOf } from '../../adapters/adapters.js';
import type { ClubCommander, ClubSide, ClubState, ClubUnit } from '../../model/ClubSchemas.js';

/** Cards per row, a unit card's size and a commander's, in the map's cells (12 px each). */
const COLUMNS = 5;
const UNIT = { w: 12, h: 3 };
const COMMANDER = { w: 8, h: 2 };
const GAP = 1;
const WIDTH = COLUMNS * (UNIT.w + GAP) + GAP;

const sideWord = (state: ClubState, side: ClubSide): string => `${side} (${state.armyNames[side === 'A' ? 0 : 1]})`;

/** A unit's state in words, as the key and the tooltip give it: the ruleset's condition, then every mark. */
function unitStatus(state: ClubState, unit: ClubUnit): string {
  const adapter = adapterOf(state.ruleset);
  const words = [adapter.condition(unit, state.commanders, state.options)];
  if (unit.losses > 0) words.push(`${unit.losses} ${adapter.lossLabel}`);
  if (unit.disordered) words.push('disordered');
  if (unit.routed) words.push('routed');
  if (unit.destroyed) words.push('destroyed');
  if (unit.order !== null) words.push(`order: ${unit.order}`);
  if (unit.activated) words.push('activated this turn');
  const withIt = state.commanders.filter((c) => c.attachedTo === unit.id && !c.lost).map((c) => c.name);
  if (withIt.length > 0) words.push(`with ${withIt.join(', ')}`);
  for (const m of state.moves.filter((x) => x.unit === unit.id)) words.push(`to move: ${m.kind}`);
  for (const t of state.tests.filter((x) => x.unit === unit.id)) words.push(`to test: ${t.mechanic}`);
  return words.join(', ');
}

const commanderStatus = (state: ClubState, c: ClubCommander): string => {
  const words = [c.rating];
  if (c.lost) words.push('lost');
  else if (c.attachedTo !== null)
    words.push(`with ${state.units.find((u) => u.id === c.attachedTo)?.name ?? c.attachedTo}`);
  if (c.exhausted) words.push('exhausted');
  return words.filter((w) => w !== '').join(', ');
};

/** The map's title: the turn and the step of the sequence, or how the game ended. */
function clubTitle(state: ClubState): string {
  if (state.over)
    return `Game over after turn ${state.turn}: ${state.winner ? `${sideWord(state, state.winner)} wins` : 'a draw'}`;
  const step = adapterOf(state.ruleset).steps[state.step]?.title ?? `step ${state.step + 1}`;
  return `Turn ${state.turn} of ${state.maxTurns}: ${step} — ${sideWord(state, state.activeSide)} to act`;
}

const rect = (x: number, y: number, w: number, h: number): MapPoint[] => [
  { x, y: y + h },
  { x: x + w, y: y + h },
  { x: x + w, y },
  { x, y },
];

/**
 * Draws a club game's state. The club records what happened to each unit on the real table, not where it
 * stands, so its "table" is a board of cards: side B's units along the top, side A's along the bottom, in
 * army-list order, each with its losses as a bar, its marks (disordered, routed, destroyed, activated) and
 * its state in words in the key; commanders beside them. A pure function of the state, like every
 * ruleset's map, so the viewer shows exactly what the club's reducer gives.
 *
 * @example
 * const svg = clubTableRenderer.svg(session.state, 'after the first shot');
 */
export const clubTableRenderer: TableRenderer = {
  ruleset: 'club',
  turn: (state) => (state as ClubState).turn,
  pieces: (state): MapPiece[] => (state as ClubState).units.map((u) => ({ id: u.id, name: u.name, side: u.side })),
  svg(raw, caption) {
    const state = raw as ClubState;
    const adapter = adapterOf(state.ruleset);
    const rowsOf = (n: number, per: number) => Math.max(1, Math.ceil(n / per));
    const units = (side: ClubSide) => state.units.filter((u) => u.side === side);
    const commanders = (side: ClubSide) => state.commanders.filter((c) => c.side === side);
    const commanderColumns = Math.floor((WIDTH - GAP) / (COMMANDER.w + GAP));
    const bandOf = (side: ClubSide) =>
      rowsOf(units(side).length, COLUMNS) * (UNIT.h + GAP) +
      (commanders(side).length > 0 ? rowsOf(commanders(side).length, commanderColumns) * (COMMANDER.h + GAP) : 0);
    const middle = 2;
    const height = GAP + bandOf('A') + middle + bandOf('B');
    const map = new SvgMap({
      width: WIDTH,
      height,
      inches: false,
      scale: 16,
      ground: '#f3efe4',
      title: clubTitle(state),
      caption: caption ?? state.title,
      sides: `${sideWord(state, 'A')} red, along the bottom: ${state.points.A} VP — ${sideWord(state, 'B')} blue, along the top: ${state.points.B} VP — the club records no positions: units by side in list order`,
      edges: { top: sideWord(state, 'B'), bottom: sideWord(state, 'A') },
    });
    const centre = GAP + bandOf('A') + middle / 2;
    map.underlay(
      `<line class="sides-divider" x1="${svgNumber(map.x({ x: 0, y: centre }))}" y1="${svgNumber(map.y({ x: 0, y: centre }))}" x2="${svgNumber(map.x({ x: WIDTH, y: centre }))}" y2="${svgNumber(map.y({ x: WIDTH, y: centre }))}" stroke="#999" stroke-dasharray="6 4"/>`,
    );
    const px = (p: MapPoint) => `${svgNumber(map.x(p))},${svgNumber(map.y(p))}`;
    // Side A fills upwards from the bottom edge, side B downwards from the top edge (units by the edge).
    for (const side of ['A', 'B'] as const) {
      const colour = SIDE_COLOURS[side] ?? '#777';
      const unitRows = rowsOf(units(side).length, COLUMNS);
      const unitY = (row: number) => (side === 'A' ? GAP + row * (UNIT.h + GAP) : height - (row + 1) * (UNIT.h + GAP));
      const commanderY = (row: number) =>
        side === 'A'
          ? GAP + unitRows * (UNIT.h + GAP) + row * (COMMANDER.h + GAP)
          : height - unitRows * (UNIT.h + GAP) - (row + 1) * (COMMANDER.h + GAP);
      for (const [i, u] of units(side).entries()) {
        const x = GAP + (i % COLUMNS) * (UNIT.w + GAP);
        const y = unitY(Math.floor(i / COLUMNS));
        const track = Math.max(1, adapter.track?.(u, state.commanders) ?? u.size);
        const parts = [
          `<polygon points="${rect(x, y, UNIT.w, UNIT.h)
            .map(px)
            .join(
              ' ',
            )}" fill="${colour}" fill-opacity="${u.destroyed ? 0.25 : 0.9}" stroke="${u.routed || u.destroyed ? '#111' : '#333'}"${u.routed || u.destroyed ? ' stroke-dasharray="4 3" stroke-width="2"' : ''}/>`,
        ];
        if (u.losses > 0) {
          map.legend({
            id: 'losses',
            label: `losses (${adapter.lossLabel}): the black bar, out of the unit's track`,
            swatch:
              '<rect x="1" y="9" width="22" height="4" fill="#fff"/><rect x="1" y="9" width="9" height="4" fill="#111"/>',
          });
          parts.push(
            `<polygon points="${rect(x + 0.3, y + 0.2, UNIT.w - 0.6, 0.5)
              .map(px)
              .join(' ')}" fill="#fff"/>`,
            `<polygon class="losses" points="${rect(
              x + 0.3,
              y + 0.2,
              (UNIT.w - 0.6) * Math.min(1, u.losses / track),
              0.5,
            )
              .map(px)
              .join(' ')}" fill="#111"/>`,
          );
        }
        if (u.disordered) {
          map.legend({
            id: 'disordered',
            label: 'disordered',
            swatch: '<polygon points="14,1 23,1 23,10" fill="#f1c40f" stroke="#111"/>',
          });
          parts.push(
            `<polygon class="disordered" points="${[
              { x: x + UNIT.w - 1.6, y: y + UNIT.h },
              { x: x + UNIT.w, y: y + UNIT.h },
              { x: x + UNIT.w, y: y + UNIT.h - 1.6 },
            ]
              .map(px)
              .join(' ')}" fill="#f1c40f" stroke="#111"/>`,
          );
        }
        if (u.activated) {
          map.legend({
            id: 'activated',
            label: 'activated this turn',
            swatch: '<circle cx="6" cy="6" r="4" fill="#fff" stroke="#111"/>',
          });
          const c = { x: x + 0.7, y: y + UNIT.h - 0.7 };
          parts.push(
            `<circle class="activated" cx="${svgNumber(map.x(c))}" cy="${svgNumber(map.y(c))}" r="4" fill="#fff" stroke="#111"/>`,
          );
        }
        if (u.routed)
          map.legend({
            id: 'routed',
            label: 'routed (dashed outline)',
            swatch: `<rect x="1" y="2" width="22" height="10" fill="#999" stroke="#111" stroke-dasharray="4 3" stroke-width="2"/>`,
          });
        if (u.destroyed)
          map.legend({
            id: 'destroyed',
            label: 'destroyed or left the field (faded)',
            swatch: `<rect x="1" y="2" width="22" height="10" fill="#999" fill-opacity="0.25" stroke="#111" stroke-dasharray="4 3" stroke-width="2"/>`,
          });
        map.piece({
          id: u.id,
          name: u.name,
          side,
          outline: rect(x, y, UNIT.w, UNIT.h),
          body: parts.join(''),
          status: unitStatus(state, u),
          data: {
            group: u.groupName,
            losses: u.losses,
            track,
            disordered: u.disordered,
            routed: u.routed,
            destroyed: u.destroyed,
            activated: u.activated,
            order: u.order ?? '',
          },
        });
      }
      for (const [i, c] of commanders(side).entries()) {
        map.legend({
          id: 'commander',
          label: 'commander, brigadier or officer (white card)',
          swatch: `<rect x="4" y="3" width="16" height="8" fill="#fff" stroke="#111" stroke-width="2"/>`,
        });
        const x = GAP + (i % commanderColumns) * (COMMANDER.w + GAP);
        const y = commanderY(Math.floor(i / commanderColumns));
        map.piece({
          id: c.id,
          name: c.name,
          side,
          outline: rect(x, y, COMMANDER.w, COMMANDER.h),
          body: `<polygon points="${rect(x, y, COMMANDER.w, COMMANDER.h).map(px).join(' ')}" fill="#fff" stroke="${colour}" stroke-width="2"${c.lost ? ' stroke-dasharray="4 3"' : ''}/>`,
          status: commanderStatus(state, c),
          data: { commander: true, lost: c.lost, exhausted: c.exhausted, attached: c.attachedTo ?? '' },
        });
      }
    }
    return map.toString();
  },
};
