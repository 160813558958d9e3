import {
  corners,
  deploymentEdges,
  DISORDERED_OUTLINE,
  forwardOf,
  rearCentre,
  SHARED_SWATCHES,
  SIDE_COLOURS,
  sidesLine,
  SvgMap,
  svgNumber,
  type DrawOptions,
  type MapMark,
  type MapPoint,
  type TableEdge,
} from '@muster/core';
import { DEFAULT_ZONE_DEPTH } from '../game/deployment.js';
import type { BattleState, BattleUnit } from '../game/State.js';
import { baseOf, remaining } from '../game/table.js';
import type { Terrain } from '../game/terrain.js';

const TERRAIN_FILL: Readonly<Record<Terrain['kind'], string>> = {
  road: '#c8b48a',
  disordering: '#6f8f7a',
  obstacle: '#2f5a24',
  'field-fortification': '#a0855b',
  'major-fortification': '#6d4028',
};

const TERRAIN_LABEL: Readonly<Record<Terrain['kind'], string>> = {
  road: 'road',
  disordering: 'disordering terrain',
  obstacle: 'obstacle (wall, hedge, river bank)',
  'field-fortification': 'field fortification',
  'major-fortification': 'major fortification',
};

const p = (x: number, y: number): MapPoint => ({ x, y });

/** The turn a state belongs to (a finished battle: its last turn). */
export function wss6mmTurn(state: BattleState): number {
  return state.result ? state.result.turns : state.turn;
}

/** The title of a state: the turn and its phase, or how the battle ended. */
export function wss6mmTitle(state: BattleState): string {
  if (state.result) {
    const who = state.result.winner === null ? 'draw' : `${state.result.winner} wins`;
    return `6mm War of the Spanish Succession — battle over after turn ${state.result.turns}: ${who} (${state.result.victory})`;
  }
  return `6mm War of the Spanish Succession — turn ${state.turn}, ${state.phase}`;
}

function status(u: BattleUnit): string {
  if (u.status === 'destroyed') return 'destroyed';
  if (u.status === 'left-table') return `left the table (${u.order})`;
  const kind = u.arm === 'battery' ? 'guns' : 'elements';
  return [
    `${remaining(u)} of ${u.elements} ${kind}`,
    u.formation,
    u.changing ? `changing to ${u.changing.to}` : null,
    u.order !== 'steady' ? u.order : null,
    u.engaged.length > 0 ? 'in melee' : null,
  ]
    .filter((x) => x !== null)
    .join(', ');
}

function zone(edge: TableEdge, depth: number, table: { width: number; depth: number }): MapPoint[] {
  const { width: w, depth: h } = table;
  if (edge === 'south') return [p(0, 0), p(w, 0), p(w, depth), p(0, depth)];
  if (edge === 'north') return [p(0, h - depth), p(w, h - depth), p(w, h), p(0, h)];
  if (edge === 'west') return [p(0, 0), p(depth, 0), p(depth, h), p(0, h)];
  return [p(w - depth, 0), p(w, 0), p(w, h), p(w - depth, h)];
}

/**
 * Draws a 6mm WSS state as an SVG document: terrain, each side's deployment zone (ruling R15: the
 * scenario's depth, 12" by default, from the edge its units stood at the start), every unit's base with
 * its facing and formation (line, column, square...), its order (disordered, falling back, routed), the
 * elements it has lost, brigadiers and the Commanders-in-Chief, arrows, a legend of exactly what is drawn,
 * an inch scale, and every unit and commander named as the log names them.
 *
 * @example
 * writeFileSync('battle.svg', renderMap(game.state, { caption: 'the end', scenario }));
 */
export function renderMap(
  state: BattleState,
  options: DrawOptions & { readonly caption?: string; readonly scale?: number } = {},
): string {
  const start = (options.start as BattleState | undefined) ?? state;
  const table = { width: state.table.width, height: state.table.depth };
  const edges = deploymentEdges(
    start.units.map((u) => ({ side: u.side, x: u.x, y: u.y })),
    table,
  );
  const scenario = options.scenario as { deployment?: { zoneDepth?: number } } | undefined;
  const depth = scenario?.deployment?.zoneDepth ?? DEFAULT_ZONE_DEPTH;
  const map = new SvgMap({
    width: table.width,
    height: table.height,
    ...(options.scale !== undefined ? { scale: options.scale } : {}),
    title: wss6mmTitle(state),
    ...(options.caption !== undefined ? { caption: options.caption } : {}),
    sides: sidesLine(edges, { A: state.armies.A.name, B: state.armies.B.name }),
    edges: { top: 'north edge', bottom: 'south edge' },
  });
  for (const side of ['A', 'B'] as const) {
    const edge = edges[side];
    if (edge === null) continue;
    const colour = SIDE_COLOURS[side]!;
    map.legend({
      id: `zone-${side}`,
      label: `deployment zone of side ${side} (${depth}" from its edge, ruling R15)`,
      swatch: `<rect x="1" y="1" width="22" height="12" fill="${colour}" fill-opacity="0.12" stroke="${colour}" stroke-dasharray="4 3"/>`,
    });
    map.underlay(
      `<polygon class="zone" data-side="${side}" points="${map.points(zone(edge, depth, state.table))}" fill="${colour}" fill-opacity="0.08" stroke="${colour}" stroke-dasharray="4 3"/>`,
    );
  }
  for (const t of state.table.terrain) {
    map.legend({
      id: `terrain-${t.kind}`,
      label: TERRAIN_LABEL[t.kind],
      swatch: `<rect x="1" y="1" width="22" height="12" fill="${TERRAIN_FILL[t.kind]}" stroke="#333" stroke-dasharray="3 2"/>`,
    });
    map.underlay(
      `<g class="terrain" data-id="${t.id}" data-kind="${t.kind}"><title>${t.id} (${TERRAIN_LABEL[t.kind]})</title><polygon points="${map.points(t.polygon.points)}" fill="${TERRAIN_FILL[t.kind]}" fill-opacity="0.8" stroke="#333" stroke-dasharray="3 2"/></g>`,
    );
  }
  for (const u of state.units) unit(map, u);
  for (const b of state.brigades) {
    const host = b.attached ? state.units.find((u) => u.id === b.attached) : undefined;
    commander(map, {
      id: `brigadier-${b.id}`,
      name: `Brigadier ${b.brigadier}`,
      side: b.side,
      at: host ? behind(host) : p(b.x, b.y),
      status: `${b.name}, ${b.rating}${host ? `, with ${host.name}` : ''}, ${b.activation}`,
      cinc: false,
    });
  }
  if (state.cincs)
    for (const side of ['A', 'B'] as const) {
      const c = state.cincs[side];
      const host = c.attached ? state.units.find((u) => u.id === c.attached) : undefined;
      commander(map, {
        id: `cinc-${side}`,
        name: c.name,
        side,
        at: host ? behind(host, 1.6) : p(c.x, c.y),
        status: `Commander-in-Chief${host ? `, with ${host.name}` : ''}`,
        cinc: true,
      });
    }
  for (const m of options.marks ?? []) map.mark(m);
  return map.toString();
}

function behind(u: BattleUnit, by = 0.9): MapPoint {
  const base = baseOf(u);
  const rear = rearCentre(base);
  const fw = forwardOf(base);
  return p(rear.x - fw.x * by, rear.y - fw.y * by);
}

function unit(map: SvgMap, u: BattleUnit): void {
  const cs = corners(baseOf(u));
  const colour = SIDE_COLOURS[u.side]!;
  const data = {
    x: svgNumber(u.x),
    y: svgNumber(u.y),
    facing: svgNumber(u.facing),
    formation: u.formation,
    order: u.order,
    status: u.status,
    lost: u.lost,
  };
  map.legend({
    id: `side-${u.side}`,
    label: `unit of side ${u.side}; white edge: its front; tick: its facing`,
    swatch: SHARED_SWATCHES.unit(colour),
  });
  if (u.status !== 'active') {
    map.legend({
      id: 'gone',
      label: 'dotted outline: destroyed or left the table, where it was last',
      swatch: SHARED_SWATCHES.gone,
    });
    map.gonePiece({ id: u.id, name: u.name, side: u.side, outline: cs, status: status(u), data });
    return;
  }
  const extras: string[] = [];
  if (u.order === 'disordered')
    map.legend({
      id: 'disordered',
      label: 'yellow dashed outline: disordered',
      swatch: SHARED_SWATCHES.disordered,
    });
  if (u.order === 'falling-back')
    map.legend({
      id: 'falling-back',
      label: 'orange dashed outline: falling back',
      swatch: `<rect x="2" y="3" width="20" height="9" fill="#888" stroke="#e67e22" stroke-width="2" stroke-dasharray="3 2"/>`,
    });
  if (u.order === 'routed') {
    map.legend({
      id: 'routed',
      label: 'white cross: routed',
      swatch: SHARED_SWATCHES.routed,
    });
    extras.push(map.cross(cs));
  }
  if (u.lost > 0) {
    map.legend({
      id: 'lost',
      label: 'black dots behind the base: elements (or guns) lost, one each',
      swatch: `<circle cx="6" cy="7" r="2.5" fill="#000"/><circle cx="13" cy="7" r="2.5" fill="#000"/>`,
    });
    const base = baseOf(u);
    const rear = rearCentre(base);
    const fw = forwardOf(base);
    for (let i = 0; i < u.lost; i++) {
      const off = (i - (u.lost - 1) / 2) * 0.4;
      const at = p(rear.x - fw.x * 0.3 + fw.y * off, rear.y - fw.y * 0.3 - fw.x * off);
      extras.push(
        `<circle class="lost" cx="${svgNumber(map.x(at))}" cy="${svgNumber(map.y(at))}" r="2" fill="#000" stroke="#fff" stroke-width="0.5"/>`,
      );
    }
  }
  if (u.formation !== 'line')
    map.legend({
      id: 'formation',
      label: `letter on the base: formation (${formationLetters()})`,
      swatch: `<rect x="2" y="3" width="20" height="9" fill="#888" stroke="#111"/><text x="12" y="11" font-size="8" text-anchor="middle" fill="#fff">C</text>`,
    });
  const centre = baseOf(u).centre;
  const letter = FORMATION_LETTER[u.formation];
  map.piece({
    id: u.id,
    name: u.name,
    side: u.side,
    outline: cs,
    status: status(u),
    data,
    body:
      map.base(cs, {
        fill: colour,
        ...(u.order === 'disordered'
          ? DISORDERED_OUTLINE
          : u.order === 'falling-back'
            ? { stroke: '#e67e22', dash: '3 2' }
            : {}),
      }) +
      extras.join('') +
      (letter
        ? `<text class="formation" x="${svgNumber(map.x(centre) + map.k * 0.7)}" y="${svgNumber(map.y(centre) + 3)}" font-size="8" fill="#fff" stroke="#000" stroke-width="1.5" paint-order="stroke">${letter}</text>`
        : ''),
  });
}

const FORMATION_LETTER: Readonly<Record<BattleUnit['formation'], string>> = {
  line: '',
  column: 'C',
  square: 'Sq',
  'two-by-two': '2',
  pc: 'Pc',
  pf: 'Pf',
  deployed: '',
  limbered: 'L',
};

const formationLetters = (): string =>
  'C column, Sq square, 2 two by two, Pc/Pf horse, L limbered; none: line or deployed guns';

function commander(
  map: SvgMap,
  c: { id: string; name: string; side: 'A' | 'B'; at: MapPoint; status: string; cinc: boolean },
): void {
  const colour = SIDE_COLOURS[c.side]!;
  map.legend({
    id: c.cinc ? 'cinc' : 'brigadier',
    label: c.cinc ? 'gold ring with a star: Commander-in-Chief' : 'gold ring: brigadier (behind the unit he joined)',
    swatch: `<circle cx="12" cy="7" r="5" fill="${colour}" stroke="#f1c40f" stroke-width="2"/>${c.cinc ? '<text x="12" y="10" font-size="8" text-anchor="middle" fill="#f1c40f">★</text>' : ''}`,
  });
  const r = c.cinc ? 0.55 : 0.4;
  map.piece({
    id: c.id,
    name: c.name,
    side: c.side,
    outline: [
      p(c.at.x - r, c.at.y - r),
      p(c.at.x + r, c.at.y - r),
      p(c.at.x + r, c.at.y + r),
      p(c.at.x - r, c.at.y + r),
    ],
    status: c.status,
    data: { x: svgNumber(c.at.x), y: svgNumber(c.at.y), commander: true },
    body:
      `<circle cx="${svgNumber(map.x(c.at))}" cy="${svgNumber(map.y(c.at))}" r="${svgNumber(r * map.k)}" fill="${colour}" stroke="#f1c40f" stroke-width="2"/>` +
      (c.cinc
        ? `<text x="${svgNumber(map.x(c.at))}" y="${svgNumber(map.y(c.at) + 3)}" font-size="8" text-anchor="middle" fill="#f1c40f">★</text>`
        : ''),
  });
}

/**
 * The arrows of one event: a shot (firer to target), a declared charge (charger to target), and every unit
 * the event moved (from where it stood to where it stands).
 */
export function wss6mmMarks(before: BattleState, event: { readonly kind: string }, after: BattleState): MapMark[] {
  const was = (id: string) => before.units.find((u) => u.id === id);
  const e = event as { kind: string; unit?: string; target?: string; charger?: string };
  const marks: MapMark[] = [];
  if (e.kind === 'shot' && e.unit && e.target) {
    const u = was(e.unit);
    const t = was(e.target);
    if (u && t) marks.push({ kind: 'shot', from: p(u.x, u.y), to: p(t.x, t.y), label: `${u.name} fires at ${t.name}` });
  }
  if (e.kind === 'charge-declared' && e.charger && e.target) {
    const u = was(e.charger);
    const t = was(e.target);
    if (u && t)
      marks.push({ kind: 'charge', from: p(u.x, u.y), to: p(t.x, t.y), label: `${u.name} charges ${t.name}` });
  }
  for (const u of after.units) {
    const old = was(u.id);
    if (!old || (old.x === u.x && old.y === u.y)) continue;
    marks.push({ kind: 'move', from: p(old.x, old.y), to: p(u.x, u.y), label: `${u.name} moves` });
  }
  return marks;
}
