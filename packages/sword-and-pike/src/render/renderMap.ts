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
} from '@muster/core';
import type { OfficerState, Step, SwordAndPikeState, UnitState } from '../game/State.js';
import type { TerrainKind } from '../table/Terrain.js';
import { baseOf } from '../table/unitGeometry.js';

const TERRAIN_FILL: Readonly<Record<TerrainKind, string>> = {
  woods: '#3f6b2e',
  buildings: '#8b5a3c',
  hedge: '#2f5a24',
  wall: '#8c8c8c',
  'field-works': '#a0855b',
  'fortified-town': '#6d4028',
  broken: '#9b9487',
  hill: '#b9c98a',
};

const STEP: Readonly<Record<Step, string>> = {
  movement: 'movement',
  'fire-artillery': 'artillery fire',
  'fire-infantry': 'infantry fire',
  'fire-mounted': 'mounted fire',
  'winner-options': "close combat winners' options",
  over: 'battle over',
};

const p = (x: number, y: number): MapPoint => ({ x, y });

/** The turn a state belongs to: the turn being played, or the last one once the battle is over. */
export function swordAndPikeTurn(state: SwordAndPikeState): number {
  return state.step === 'over' && state.result ? state.result.turns : state.turn;
}

/** The title of a state: the turn and its step, or how the battle ended. */
export function swordAndPikeTitle(state: SwordAndPikeState): string {
  if (state.step === 'over' && state.result) {
    const who = state.result.winner === null ? 'draw' : `${state.result.winner} wins`;
    return `The Sword and the Pike — battle over after turn ${state.result.turns}: ${who} (${state.result.victory}) — points A ${state.result.points.A}, B ${state.result.points.B}`;
  }
  return `The Sword and the Pike — turn ${state.turn}, ${STEP[state.step]}`;
}

function status(u: UnitState): string {
  if (u.status === 'removed') return `removed (${u.removal ?? 'off the table'})`;
  return [
    `${u.figures} of ${u.startFigures} figures`,
    `${u.order} order${u.square ? ', square' : ''}`,
    u.status === 'disordered' ? 'Disordered' : null,
    u.status === 'routed' ? 'Routed' : null,
    u.spentMarked ? 'Spent' : null,
    u.morale !== null
      ? `morale ${u.morale}${u.moraleShift ? ` (${u.moraleShift > 0 ? '+' : ''}${u.moraleShift})` : ''}`
      : null,
    u.charge ? `charging ${u.charge.target}` : null,
  ]
    .filter((x) => x !== null)
    .join(', ');
}

/**
 * Draws a state of The Sword and the Pike as an SVG document: terrain areas, each side's home edge (the
 * rules give no deployment zone: the edge is read from where its units stood at the start), every unit's
 * base (its stands as ruling R21 sizes them) with its facing, side, order (closed, open, skirmish; square),
 * Disorder, rout, casualties (figures left) and removal, officers beside the unit they lead, arrows, a legend
 * of exactly what is drawn, an inch scale and every unit named as the log names it.
 *
 * @example
 * writeFileSync('battle.svg', renderMap(game.state, { caption: 'the end' }));
 */
export function renderMap(
  state: SwordAndPikeState,
  options: DrawOptions & { readonly caption?: string; readonly scale?: number } = {},
): string {
  const start = (options.start as SwordAndPikeState | undefined) ?? state;
  const edges = deploymentEdges(
    start.units.map((u) => ({ side: u.side, x: u.x, y: u.y })),
    state.table,
  );
  const map = new SvgMap({
    width: state.table.width,
    height: state.table.height,
    ...(options.scale !== undefined ? { scale: options.scale } : {}),
    title: swordAndPikeTitle(state),
    ...(options.caption !== undefined ? { caption: options.caption } : {}),
    sides: sidesLine(edges, state.sideNames),
    edges: { top: 'north edge', bottom: 'south edge' },
  });
  for (const side of ['A', 'B'] as const) {
    const edge = edges[side];
    if (edge === null) continue;
    const { width: w, height: h } = state.table;
    const line: Record<typeof edge, [MapPoint, MapPoint]> = {
      south: [p(0, 0), p(w, 0)],
      north: [p(0, h), p(w, h)],
      west: [p(0, 0), p(0, h)],
      east: [p(w, 0), p(w, h)],
    };
    const [a, b] = line[edge];
    const colour = SIDE_COLOURS[side]!;
    map.legend({
      id: `edge-${side}`,
      label: `thick line: side ${side}'s home edge (the rules set no deployment zone)`,
      swatch: `<line x1="1" y1="7" x2="23" y2="7" stroke="${colour}" stroke-width="5"/>`,
    });
    map.underlay(
      `<line class="home-edge" data-side="${side}" x1="${svgNumber(map.x(a))}" y1="${svgNumber(map.y(a))}" x2="${svgNumber(map.x(b))}" y2="${svgNumber(map.y(b))}" stroke="${colour}" stroke-width="5"/>`,
    );
  }
  for (const t of state.terrain) {
    map.legend({
      id: `terrain-${t.kind}`,
      label: t.kind,
      swatch: `<rect x="1" y="1" width="22" height="12" fill="${TERRAIN_FILL[t.kind]}" stroke="#333" stroke-dasharray="3 2"/>`,
    });
    const pts = [p(t.x, t.y), p(t.x + t.width, t.y), p(t.x + t.width, t.y + t.height), p(t.x, t.y + t.height)];
    map.underlay(
      `<g class="terrain" data-kind="${t.kind}"><title>${t.name} (${t.kind})</title><polygon points="${map.points(pts)}" fill="${TERRAIN_FILL[t.kind]}" fill-opacity="0.8" stroke="#333" stroke-dasharray="3 2"/></g>`,
    );
  }
  for (const u of state.units) unit(map, u);
  for (const o of state.officers) officer(map, o, state);
  for (const m of options.marks ?? []) map.mark(m);
  return map.toString();
}

function unit(map: SvgMap, u: UnitState): void {
  const base = baseOf(u);
  const cs = corners(base);
  const colour = SIDE_COLOURS[u.side]!;
  const data = {
    x: svgNumber(u.x),
    y: svgNumber(u.y),
    facing: svgNumber(u.facing),
    status: u.status,
    order: u.square ? 'square' : u.order,
    figures: u.figures,
  };
  map.legend({
    id: `side-${u.side}`,
    label: `unit of side ${u.side}; white edge: its front; tick: its facing`,
    swatch: SHARED_SWATCHES.unit(colour),
  });
  if (u.status === 'removed') {
    map.legend({
      id: 'removed',
      label: 'dotted outline: removed (destroyed, captured or left the field) where it was last',
      swatch: SHARED_SWATCHES.gone,
    });
    map.gonePiece({ id: u.id, name: u.name, side: u.side, outline: cs, status: status(u), data });
    return;
  }
  const extras: string[] = [];
  if (u.status === 'disordered')
    map.legend({
      id: 'disordered',
      label: 'yellow dashed outline: Disordered',
      swatch: SHARED_SWATCHES.disordered,
    });
  if (u.status === 'routed') {
    map.legend({
      id: 'routed',
      label: 'white cross: Routed',
      swatch: SHARED_SWATCHES.routed,
    });
    extras.push(map.cross(cs));
  }
  if (u.order !== 'closed' || u.square) {
    const id = u.square ? 'square' : u.order;
    map.legend({
      id: `order-${id}`,
      label: u.square ? 'double outline: in square' : `thin dotted fill: ${u.order} order`,
      swatch: u.square
        ? `<rect x="2" y="3" width="20" height="9" fill="#888" stroke="#111"/><rect x="4" y="5" width="16" height="5" fill="none" stroke="#fff"/>`
        : `<rect x="2" y="3" width="20" height="9" fill="#888" fill-opacity="${u.order === 'skirmish' ? 0.35 : 0.6}" stroke="#111" stroke-dasharray="1 2"/>`,
    });
  }
  if (u.figures < u.startFigures) {
    map.legend({
      id: 'casualties',
      label: 'dark bar behind the base: share of figures lost',
      swatch: `<rect x="2" y="5" width="20" height="4" fill="#ddd" stroke="#111" stroke-width="0.5"/><rect x="2" y="5" width="8" height="4" fill="#000"/>`,
    });
    extras.push(lossBar(map, u));
  }
  const opacity = u.square ? 0.95 : u.order === 'skirmish' ? 0.35 : u.order === 'open' ? 0.6 : 0.95;
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
        opacity,
        ...(u.status === 'disordered' ? DISORDERED_OUTLINE : {}),
      }) + extras.join(''),
  });
}

function lossBar(map: SvgMap, u: UnitState): string {
  const base = baseOf(u);
  const rear = rearCentre(base);
  const fw = forwardOf(base);
  const at = { x: rear.x - fw.x * 0.4, y: rear.y - fw.y * 0.4 };
  const w = 24;
  const lost = Math.round((w * (u.startFigures - u.figures)) / u.startFigures);
  const x = map.x(at) - w / 2;
  const y = map.y(at) - 2;
  return `<rect class="losses" x="${svgNumber(x)}" y="${svgNumber(y)}" width="${w}" height="4" fill="#ddd" stroke="#111" stroke-width="0.5"/><rect x="${svgNumber(x)}" y="${svgNumber(y)}" width="${lost}" height="4" fill="#000"/>`;
}

function officer(map: SvgMap, o: OfficerState, state: SwordAndPikeState): void {
  const host = state.units.find((u) => u.id === o.attachedTo);
  if (!host || host.status === 'removed' || o.status === 'killed' || o.status === 'captured') return;
  const base = baseOf(host);
  const rear = rearCentre(base);
  const fw = forwardOf(base);
  const at = { x: rear.x - fw.x * 1.1, y: rear.y - fw.y * 1.1 };
  const colour = SIDE_COLOURS[o.side]!;
  map.legend({
    id: 'officer',
    label: 'gold ring behind a unit: its officer (hollow: wounded)',
    swatch: `<circle cx="12" cy="7" r="5" fill="${colour}" stroke="#f1c40f" stroke-width="2"/>`,
  });
  const r = 0.45;
  map.piece({
    id: o.id,
    name: o.name,
    side: o.side,
    outline: [p(at.x - r, at.y - r), p(at.x + r, at.y - r), p(at.x + r, at.y + r), p(at.x - r, at.y + r)],
    status: `${o.quality} officer with ${host.name}${o.status === 'wounded' ? ', wounded' : ''}`,
    data: { x: svgNumber(at.x), y: svgNumber(at.y), officer: true },
    body: `<circle cx="${svgNumber(map.x(at))}" cy="${svgNumber(map.y(at))}" r="${svgNumber(r * map.k)}" fill="${o.status === 'wounded' ? 'none' : colour}" stroke="#f1c40f" stroke-width="2"/>`,
  });
}

/**
 * The arrows of one event: a fire (firer to target), a charge ordered (to its target), and every unit the
 * event moved (from where it stood to where it stands).
 */
export function swordAndPikeMarks(
  before: SwordAndPikeState,
  event: { readonly type: string },
  after: SwordAndPikeState,
): MapMark[] {
  const was = (id: string) => before.units.find((u) => u.id === id);
  const e = event as { type: string; unit?: string; target?: string | null; order?: string };
  const marks: MapMark[] = [];
  const charger = e.type === 'unit-ordered' && e.order === 'charge' ? e.unit : undefined;
  if (e.type === 'fired' && e.unit && e.target) {
    const u = was(e.unit);
    const t = was(e.target);
    if (u && t) marks.push({ kind: 'shot', from: p(u.x, u.y), to: p(t.x, t.y), label: `${u.name} fires at ${t.name}` });
  }
  if (e.type === 'unit-ordered' && e.order === 'charge' && e.unit && e.target) {
    const u = was(e.unit);
    const t = was(e.target);
    if (u && t)
      marks.push({ kind: 'charge', from: p(u.x, u.y), to: p(t.x, t.y), label: `${u.name} charges ${t.name}` });
  }
  for (const u of after.units) {
    const old = was(u.id);
    if (!old || (old.x === u.x && old.y === u.y) || u.id === charger) continue;
    marks.push({ kind: 'move', from: p(old.x, old.y), to: p(u.x, u.y), label: `${u.name} moves` });
  }
  return marks;
}
