import { SIDE_COLOURS, SvgMap, svgNumber, type DrawOptions, type MapMark, type MapPoint } from '@muster/core';
import type { Colour, Direction, TroopCard } from '../cards/TroopCard.js';
import { tableDirection, type Side } from '../grounds/Grid.js';
import { cardName } from '../game/describe.js';
import type { TacmentoEvent } from '../game/Event.js';
import type { InstructionState, ManeuverState, TacmentoState } from '../game/State.js';

const COLOUR: Readonly<Record<Colour, string>> = {
  green: '#7fbf6a',
  red: '#e07a6a',
  blue: '#7fa8dc',
  yellow: '#ecd36a',
};

/** Cards are drawn in units of one Ground cell; the map is drawn 100 px to the cell. */
const K = 100;
const CARD = { w: 0.9, h: 0.9 };
const SMALL = { w: 0.9, h: 0.5 };
const PER_LINE = 6;

const p = (x: number, y: number): MapPoint => ({ x, y });

/**
 * The turn a state belongs to: the turns played so far (a turn's maneuver is its last entry), the draft and
 * the moment before the first maneuver counting as turn 1, as the log's headers do.
 */
export function tacmentoTurn(state: TacmentoState): number {
  return Math.max(1, state.mode === 'maneuver' ? state.turnsPlayed : state.turn);
}

/** The title of a state: the mode, the turn and who plays next, or how the game ended. */
export function tacmentoTitle(state: TacmentoState): string {
  const mode = state.mode === 'maneuver' ? 'Maneuver' : 'Instruction';
  const played = state.mode === 'maneuver' ? state.turnsPlayed : state.turn;
  if (state.outcome) {
    const who =
      state.outcome.winner === null
        ? 'no winner'
        : state.outcome.winner === 'solo'
          ? 'the player wins'
          : `${state.outcome.winner} wins`;
    return `Taĉmento — ${mode} over after turn ${played}: ${who} (${state.outcome.victory})`;
  }
  if (state.mode === 'instruction')
    return played === 0
      ? `Taĉmento — Instruction, turn 1 of ${state.turnLimit} to play`
      : `Taĉmento — Instruction, after turn ${played} of ${state.turnLimit}`;
  if (state.phase === 'draft') return `Taĉmento — Maneuver, turn 1: draft (Squadrons placed face down)`;
  return played === 0
    ? `Taĉmento — Maneuver, turn 1, round ${state.round}: ${state.turn} to play`
    : `Taĉmento — Maneuver, after turn ${played} (round ${state.round}): ${state.turn} to play next`;
}

interface Layout {
  readonly rows: number;
  readonly cols: number;
  readonly height: number;
}

/** The centre of a Ground cell (row 0 is the north row, at the top), in cells up from the map's bottom. */
const cellCentre = (l: Layout, row: number, col: number): MapPoint => p(0.3 + col + 0.5, l.height - 0.3 - row - 0.5);

function card(
  map: SvgMap,
  troops: readonly TroopCard[],
  spec: {
    number: number;
    owner: Side | 'solo';
    centre: MapPoint;
    size: { w: number; h: number };
    status: string;
    faceDown?: boolean;
    where: string;
  },
): void {
  const troop = troops.find((t) => t.number === spec.number);
  const { w, h } = spec.size;
  const c = spec.centre;
  const outline = [
    p(c.x - w / 2, c.y + h / 2),
    p(c.x + w / 2, c.y + h / 2),
    p(c.x + w / 2, c.y - h / 2),
    p(c.x - w / 2, c.y - h / 2),
  ];
  const border = spec.owner === 'solo' ? '#333' : SIDE_COLOURS[spec.owner]!;
  if (spec.owner !== 'solo')
    map.legend({
      id: `owner-${spec.owner}`,
      label: `thick ${spec.owner === 'A' ? 'red' : 'blue'} border: ${spec.owner}'s card (its arrows point as ${spec.owner} reads them)`,
      swatch: `<rect x="2" y="1" width="20" height="12" fill="#eee" stroke="${border}" stroke-width="3"/>`,
    });
  let fill = '#999';
  if (spec.faceDown)
    map.legend({
      id: 'face-down',
      label: 'grey card: face down (the viewer names it; the rival does not see it)',
      swatch: `<rect x="2" y="1" width="20" height="12" fill="#999" stroke="#333"/>`,
    });
  else if (troop) {
    fill = COLOUR[troop.colour];
    map.legend({
      id: `colour-${troop.colour}`,
      label: `${troop.colour} card: ${{ green: 'pikemen', red: 'arquebusiers', blue: 'cavalry and captain', yellow: 'artillery, drummers and fifers' }[troop.colour]}`,
      swatch: `<rect x="2" y="1" width="20" height="12" fill="${fill}" stroke="#333"/>`,
    });
  }
  const arrows: string[] = [];
  if (troop && !spec.faceDown && spec.size === CARD) {
    map.legend({
      id: 'arrows',
      label: 'black triangles: the directions the card pushes, on the table',
      swatch: `<path d="M12,1 L16,6 L8,6 z" fill="#000"/>`,
    });
    for (const arrow of troop.arrows) {
      const d = spec.owner === 'solo' ? arrow : tableDirection(arrow, spec.owner);
      arrows.push(triangle(map, c, d, w, h));
    }
  }
  map.piece({
    id: `card-${spec.number}`,
    name: cardName(troops, spec.number),
    side: spec.owner === 'solo' ? 'solo' : spec.owner,
    outline,
    status: spec.status,
    data: { card: spec.number, owner: spec.owner, where: spec.where, ...(spec.faceDown ? { facedown: true } : {}) },
    body: `<polygon points="${map.points(outline)}" fill="${fill}" stroke="${border}" stroke-width="3"/>${arrows.join('')}`,
  });
}

function triangle(map: SvgMap, c: MapPoint, d: Direction, w: number, h: number): string {
  const v = { north: p(0, 1), south: p(0, -1), east: p(1, 0), west: p(-1, 0) }[d];
  const reach = (v.x !== 0 ? w : h) / 2 - 0.04;
  const tip = p(c.x + v.x * reach, c.y + v.y * reach);
  const back = p(tip.x - v.x * 0.1, tip.y - v.y * 0.1);
  const side = p(v.y * 0.07, -v.x * 0.07);
  const pts = [tip, p(back.x + side.x, back.y + side.y), p(back.x - side.x, back.y - side.y)];
  return `<polygon class="arrow" data-direction="${d}" points="${map.points(pts)}" fill="#000"/>`;
}

/** A panel to the right of the Grounds: a heading and a line of small cards (Reserve, Prisoners...). */
function panel(
  map: SvgMap,
  troops: readonly TroopCard[],
  at: { x: number; y: number },
  heading: string,
  cards: readonly { number: number; owner: Side | 'solo' }[],
  status: string,
  where: string,
): number {
  map.underlay(
    `<text class="panel" x="${svgNumber(map.x(p(at.x, at.y)))}" y="${svgNumber(map.y(p(at.x, at.y)) + 12)}" font-size="12" font-weight="bold">${heading}${cards.length === 0 ? ': none' : ''}</text>`,
  );
  cards.forEach((c, i) => {
    const centre = p(at.x + (i % PER_LINE) + SMALL.w / 2, at.y - 0.25 - Math.floor(i / PER_LINE) * 0.6 - SMALL.h / 2);
    card(map, troops, { number: c.number, owner: c.owner, centre, size: SMALL, status, where });
  });
  return 0.3 + Math.max(1, Math.ceil(cards.length / PER_LINE)) * 0.6;
}

/**
 * Draws a Taĉmento state as an SVG document: the Grounds (north row at the top) with every card in its
 * troop colour, its owner's border and the directions it pushes, the Squadrons face down during the draft,
 * each side's Reserve and Prisoners (or, in an Instruction, the Reserve, the unused cards and the
 * Objectives), arrows for the maneuver just made, a legend of exactly what is drawn and every card named
 * as the log names it. Cards are not to scale, so the map has no inch scale.
 *
 * @example
 * writeFileSync('game.svg', renderMap(game.state, { caption: 'the end' }));
 */
export function renderMap(state: TacmentoState, options: DrawOptions & { readonly caption?: string } = {}): string {
  const rows = state.grid.length > 0 ? state.grid.length : 4;
  const cols = state.grid.length > 0 ? (state.grid[0]?.length ?? 3) : 3;
  const panels = state.mode === 'maneuver' ? maneuverPanels(state) : instructionPanels(state);
  const panelHeight = panels.reduce((s, x) => s + 0.3 + Math.max(1, Math.ceil(x.cards.length / PER_LINE)) * 0.6, 0);
  const height = Math.max(rows + 0.6, panelHeight + 0.4);
  const layout: Layout = { rows, cols, height };
  const map = new SvgMap({
    width: cols + 0.6 + PER_LINE + 0.2,
    height,
    scale: K,
    title: tacmentoTitle(state),
    ...(options.caption !== undefined ? { caption: options.caption } : {}),
    sides:
      state.mode === 'maneuver'
        ? `Contender A (red) holds the south rows of the Grounds, B (blue) the north; prisoners A ${state.prisoners.A.length}, B ${state.prisoners.B.length}; round scores A ${state.scores.A.join('+') || '-'}, B ${state.scores.B.join('+') || '-'}`
        : `Objectives: ${state.objectives.map((o) => `${o.title} (#${o.number})`).join(', ')}${state.completedAt !== null ? ` (completed at turn ${state.completedAt})` : ''}`,
    edges: { top: 'north', bottom: 'south' },
    inches: false,
    ground: '#f4efe1',
  });
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const centre = cellCentre(layout, r, c);
      map.underlay(
        `<rect class="cell" x="${svgNumber(map.x(p(centre.x - 0.5, centre.y + 0.5)))}" y="${svgNumber(map.y(p(0, centre.y + 0.5)))}" width="${K}" height="${K}" fill="none" stroke="#bbb"/>` +
          `<text x="${svgNumber(map.x(p(centre.x - 0.47, 0)))}" y="${svgNumber(map.y(p(0, centre.y + 0.5)) + 9)}" font-size="8" fill="#777">row ${r + 1} column ${c + 1}</text>`,
      );
    }
  if (state.mode === 'maneuver' && state.phase === 'draft') {
    for (const side of ['A', 'B'] as const)
      for (const pl of state.placed[side])
        card(map, state.troops, {
          number: pl.card,
          owner: side,
          centre: cellCentre(layout, pl.row, pl.col),
          size: CARD,
          status: `${side}'s, face down at row ${pl.row + 1} column ${pl.col + 1}`,
          faceDown: true,
          where: 'squadron',
        });
  } else {
    state.grid.forEach((row, r) => {
      row.forEach((cell, c) => {
        card(map, state.troops, {
          number: cell.card,
          owner: state.mode === 'maneuver' ? cell.owner : 'solo',
          centre: cellCentre(layout, r, c),
          size: CARD,
          status: `${state.mode === 'maneuver' ? `${cell.owner}'s, ` : ''}row ${r + 1} column ${c + 1}`,
          where: 'grounds',
        });
      });
    });
  }
  let y = height - 0.3;
  for (const x of panels) y -= panel(map, state.troops, { x: cols + 0.8, y }, x.heading, x.cards, x.status, x.where);
  // Marks come in Grounds coordinates (the top edge at y = 0, see tacmentoMarks): lifted to this map's height.
  for (const m of options.marks ?? [])
    map.mark({ ...m, from: p(m.from.x, m.from.y + height), to: p(m.to.x, m.to.y + height) });
  return map.toString();
}

interface Panel {
  readonly heading: string;
  readonly cards: readonly { number: number; owner: Side | 'solo' }[];
  readonly status: string;
  readonly where: string;
}

function maneuverPanels(state: ManeuverState): Panel[] {
  const out: Panel[] = [];
  for (const side of ['A', 'B'] as const) {
    if (state.phase === 'draft')
      out.push({
        heading: `${side}'s hand (${state.hands[side].length} cards)`,
        cards: state.hands[side].map((n) => ({ number: n, owner: side })),
        status: `in ${side}'s hand`,
        where: `hand-${side}`,
      });
    else
      out.push({
        heading: `${side}'s Reserve (face down in play)`,
        cards: state.reserve[side].map((n) => ({ number: n, owner: side })),
        status: `in ${side}'s Reserve`,
        where: `reserve-${side}`,
      });
  }
  for (const side of ['A', 'B'] as const)
    out.push({
      heading: `Prisoners taken by ${side}`,
      cards: state.prisoners[side].map((c) => ({ number: c.card, owner: c.owner })),
      status: `prisoner of ${side}`,
      where: `prisoners-${side}`,
    });
  return out;
}

function instructionPanels(state: InstructionState): Panel[] {
  return [
    {
      heading: 'Reserve',
      cards: state.reserve.map((n) => ({ number: n, owner: 'solo' as const })),
      status: 'in the Reserve',
      where: 'reserve',
    },
    {
      heading: 'Cards out of play',
      cards: state.unused.map((n) => ({ number: n, owner: 'solo' as const })),
      status: 'out of play',
      where: 'unused',
    },
  ];
}

/**
 * The arrow of a maneuver: the pushing card's path, one cell long (a flanking card's from outside the
 * Grounds), in Grounds coordinates: cells, the top edge of the map at y = 0 (the map lifts them to its height).
 */
export function tacmentoMarks(before: TacmentoState, event: TacmentoEvent): MapMark[] {
  if (event.kind !== 'maneuvered') return [];
  const rows = before.grid.length;
  const cols = before.grid[0]?.length ?? 0;
  const layout: Layout = { rows, cols, height: 0 };
  const m = event.maneuver;
  const v = { north: p(0, 1), south: p(0, -1), east: p(1, 0), west: p(-1, 0) }[m.direction];
  let from: MapPoint;
  let label: string;
  if (m.kind === 'squadron') {
    from = cellCentre(layout, m.row, m.col);
    const cell = before.grid[m.row]?.[m.col];
    label = `${cell ? cardName(before.troops, cell.card) : 'a card'} pushes ${m.direction}`;
  } else {
    const along = m.direction === 'east' || m.direction === 'west';
    const row = along ? m.line : m.direction === 'north' ? rows : -1;
    const col = along ? (m.direction === 'east' ? -1 : cols) : m.line;
    from = cellCentre(layout, row, col);
    label = `${cardName(before.troops, m.card)} from the Reserve pushes ${m.direction}`;
  }
  return [{ kind: 'move', from, to: p(from.x + v.x, from.y + v.y), label }];
}
