import {
  corners,
  deploymentEdges,
  forwardOf,
  frontCentre,
  rearCentre,
  SHARED_SWATCHES,
  SIDE_COLOURS,
  sidesLine,
  SvgMap,
  svgNumber,
  type DrawOptions,
  type MapPoint,
  type TableEdge,
} from '@muster/core';
import type { BattleState, CommanderState, TerrainState, UnitState } from '../game/State.js';
import type { SceneryType } from '../scenery/SceneryType.js';

/** Options of {@link renderSvg}. */
export interface RenderSvgOptions extends DrawOptions {
  /** Pixels per inch (default 12: a 72"x48" table is 864x576 plus margins). */
  readonly scale?: number;
  /** A caption under the title (e.g. "end of turn 3"). */
  readonly caption?: string;
}

const TERRAIN_FILL: Readonly<Record<SceneryType, string>> = {
  road: '#c8b48a',
  'small-hill': '#b9c98a',
  'large-hill': '#a9bd78',
  'steep-hill': '#98ad68',
  'small-copse': '#4f7d3a',
  'large-forest': '#3f6b2e',
  'cultivated-field': '#d9cf7a',
  hedge: '#2f5a24',
  wall: '#8c8c8c',
  bridge: '#9a7b52',
  ford: '#7fb3c9',
  'small-building': '#8b5a3c',
  'large-building': '#7a4b30',
  town: '#6d4028',
  marsh: '#6f8f7a',
  rocks: '#9b9487',
  river: '#5a9bc4',
  'small-lake': '#5a9bc4',
  'large-lake': '#4a8bb4',
};

const STAGE: Readonly<Record<BattleState['stage'], string>> = {
  planning: 'planning (Order cards placed face down)',
  initiative: 'initiative',
  action: 'activations',
  over: 'battle over',
};

/** Brevis Editio: the deployment zones start 12" from the centre line (Deployment). */
const ZONE_FROM_CENTRE = 12;

/**
 * The title of a state: the turn being played and its stage, or, once the battle is over, how many turns
 * it lasted (the state's counter has already moved past the last turn then).
 */
export function terciosTitle(state: BattleState): string {
  const points = `victory points A ${state.points.A}, B ${state.points.B}`;
  if (state.stage === 'over' && state.result) {
    const who = state.result.winner === null ? 'draw' : `${state.result.winner} wins`;
    return `Liber Militum: Tercios — battle over after turn ${state.result.turns}: ${who} — ${points}`;
  }
  return `Liber Militum: Tercios — turn ${state.turn}, ${STAGE[state.stage]} — ${points}`;
}

/** The turn a state belongs to: the turn being played, or the last one played once the battle is over. */
export function terciosTurn(state: BattleState): number {
  return state.stage === 'over' && state.result ? state.result.turns : state.turn;
}

function unitStatus(u: UnitState, state: BattleState): string {
  if (u.destroyed) return 'destroyed';
  return [
    u.wear > 0 ? `${u.wear} Dm (Wear)` : null,
    u.disordered ? 'Disorder' : null,
    u.activated && state.stage === 'action' ? 'activated this turn' : null,
    u.inBuilding ? `in ${u.inBuilding}` : null,
    u.hitched ? 'hitched' : null,
  ]
    .filter((x) => x !== null)
    .join(', ');
}

function commanderStatus(c: CommanderState, state: BattleState): string {
  const unit = c.attachedTo ? state.units.find((u) => u.id === c.attachedTo) : undefined;
  return [
    `rank ${c.rank}`,
    c.commanderInChief ? 'Commander-in-Chief' : null,
    c.exhausted ? 'Exhausted' : null,
    unit ? `with ${unit.name}` : null,
    c.removed ? 'removed' : null,
  ]
    .filter((x) => x !== null)
    .join(', ');
}

function zone(edge: TableEdge, table: BattleState['table']): MapPoint[] {
  const { width: w, height: h } = table;
  const across = edge === 'north' || edge === 'south' ? h / 2 - ZONE_FROM_CENTRE : w / 2 - ZONE_FROM_CENTRE;
  if (across <= 0) return [];
  if (edge === 'south') return [p(0, 0), p(w, 0), p(w, across), p(0, across)];
  if (edge === 'north') return [p(0, h - across), p(w, h - across), p(w, h), p(0, h)];
  if (edge === 'west') return [p(0, 0), p(across, 0), p(across, h), p(0, h)];
  return [p(w - across, 0), p(w, 0), p(w, h), p(w - across, h)];
}

const p = (x: number, y: number): MapPoint => ({ x, y });

/**
 * Draws the table as an SVG document: scenery by type, each side's deployment zone (Brevis: from 12" off
 * the centre line to its edge, the edge read from where its units stood at the start), every troop base with
 * its facing (a white front edge and an arrow), its side, Wear (Dm), Disorder, whether it has acted this
 * turn and whether it is destroyed, commanders (a star for the Commander-in-Chief, hollow when Exhausted),
 * arrows for moves, charges and shots, a legend of exactly the marks drawn, an inch scale, and every unit and
 * commander named as the log names them. Deterministic: the same state gives the same bytes.
 *
 * @example
 * writeFileSync('battle.svg', renderSvg(game.state, { caption: 'the end', start: firstState }));
 */
export function renderSvg(state: BattleState, options: RenderSvgOptions = {}): string {
  const start = (options.start as BattleState | undefined) ?? state;
  const edges = deploymentEdges(
    start.units.map((u) => ({ side: u.side, ...u.base.centre })),
    state.table,
  );
  const map = new SvgMap({
    width: state.table.width,
    height: state.table.height,
    ...(options.scale !== undefined ? { scale: options.scale } : {}),
    title: terciosTitle(state),
    ...(options.caption !== undefined ? { caption: options.caption } : {}),
    sides: sidesLine(edges),
    edges: { top: 'north edge', bottom: 'south edge' },
  });
  for (const side of ['A', 'B'] as const) {
    const edge = edges[side];
    const pts = edge ? zone(edge, state.table) : [];
    if (pts.length === 0) continue;
    const colour = SIDE_COLOURS[side]!;
    map.legend({
      id: `zone-${side}`,
      label: `deployment zone of side ${side} (from 12" off the centre line to its edge)`,
      swatch: `<rect x="1" y="1" width="22" height="12" fill="${colour}" fill-opacity="0.12" stroke="${colour}" stroke-dasharray="4 3"/>`,
    });
    map.underlay(
      `<polygon class="zone" data-side="${side}" points="${map.points(pts)}" fill="${colour}" fill-opacity="0.08" stroke="${colour}" stroke-dasharray="4 3"/>`,
    );
  }
  for (const t of state.terrain) terrain(map, t);
  for (const u of state.units) unit(map, u, state);
  for (const c of state.commanders) commander(map, c, state);
  for (const m of options.marks ?? []) map.mark(m);
  return map.toString();
}

function terrain(map: SvgMap, t: TerrainState): void {
  const impassable = t.features.includes('impassable');
  map.legend({
    id: `terrain-${t.type}`,
    label: `${t.type}${t.features.length ? ` (${t.features.join(', ')})` : ''}`,
    swatch: `<rect x="1" y="1" width="22" height="12" fill="${TERRAIN_FILL[t.type]}" stroke="#333"${impassable ? ' stroke-width="2"' : ' stroke-dasharray="3 2"'}/>`,
  });
  map.underlay(
    `<g class="terrain" data-id="${t.id}" data-type="${t.type}"><title>${t.type} (${t.features.join(', ')})</title>` +
      `<polygon points="${map.points(t.points)}" fill="${TERRAIN_FILL[t.type]}" fill-opacity="0.85" stroke="#333"${impassable ? ' stroke-width="2"' : ' stroke-dasharray="3 2"'}/></g>`,
  );
}

function unit(map: SvgMap, u: UnitState, state: BattleState): void {
  const cs = corners(u.base);
  const colour = SIDE_COLOURS[u.side]!;
  map.legend({
    id: `side-${u.side}`,
    label: `unit of side ${u.side}; white edge: its front; arrow: its facing`,
    swatch: SHARED_SWATCHES.unit(colour),
  });
  const data = {
    x: svgNumber(u.base.centre.x),
    y: svgNumber(u.base.centre.y),
    facing: svgNumber(u.base.facing),
    wear: u.wear,
    disordered: u.disordered,
    destroyed: u.destroyed,
  };
  if (u.destroyed) {
    map.legend({
      id: 'destroyed',
      label: 'destroyed unit (where it fell)',
      swatch: SHARED_SWATCHES.gone,
    });
    map.gonePiece({ id: u.id, name: u.name, side: u.side, outline: cs, status: 'destroyed', data });
    return;
  }
  const f = frontCentre(u.base);
  const fw = forwardOf(u.base);
  const tip = { x: f.x + fw.x * 0.8, y: f.y + fw.y * 0.8 };
  const faded = u.activated && state.stage === 'action';
  if (faded)
    map.legend({
      id: 'activated',
      label: 'faded: activated this turn',
      swatch: `<rect x="2" y="3" width="20" height="9" fill="#888" fill-opacity="0.45" stroke="#111"/>`,
    });
  if (u.disordered)
    map.legend({
      id: 'disorder',
      label: 'yellow dashed outline: Disorder',
      swatch: SHARED_SWATCHES.disordered,
    });
  const pips: string[] = [];
  if (u.wear > 0) {
    map.legend({
      id: 'wear',
      label: 'black dots behind the base: damage markers (Dm, Wear), one each',
      swatch: `<circle cx="6" cy="7" r="2.5" fill="#000"/><circle cx="13" cy="7" r="2.5" fill="#000"/>`,
    });
    const rear = rearCentre(u.base);
    for (let i = 0; i < u.wear; i++) {
      const at = {
        x: rear.x - fw.x * 0.35 + fw.y * (i - (u.wear - 1) / 2) * 0.45,
        y: rear.y - fw.y * 0.35 - fw.x * (i - (u.wear - 1) / 2) * 0.45,
      };
      pips.push(
        `<circle class="wear" cx="${svgNumber(map.x(at))}" cy="${svgNumber(map.y(at))}" r="${svgNumber(Math.max(2, map.k * 0.18))}" fill="#000" stroke="#fff" stroke-width="0.5"/>`,
      );
    }
  }
  map.piece({
    id: u.id,
    name: u.name,
    side: u.side,
    outline: cs,
    status: unitStatus(u, state),
    data,
    body:
      `<polygon points="${map.points(cs)}" fill="${colour}" fill-opacity="${faded ? 0.45 : 0.95}" stroke="${u.disordered ? '#f1c40f' : '#111'}"${u.disordered ? ' stroke-dasharray="3 2" stroke-width="2"' : ''}/>` +
      `<line x1="${svgNumber(map.x(cs[0]))}" y1="${svgNumber(map.y(cs[0]))}" x2="${svgNumber(map.x(cs[1]))}" y2="${svgNumber(map.y(cs[1]))}" stroke="#fff" stroke-width="3"/>` +
      `<line x1="${svgNumber(map.x(f))}" y1="${svgNumber(map.y(f))}" x2="${svgNumber(map.x(tip))}" y2="${svgNumber(map.y(tip))}" stroke="#111" stroke-width="2"/>` +
      pips.join(''),
  });
}

function commander(map: SvgMap, c: CommanderState, state: BattleState): void {
  if (c.removed) return;
  const host = c.attachedTo ? state.units.find((u) => u.id === c.attachedTo) : undefined;
  // An attached commander stands just behind his unit's rear edge, so he never covers its name.
  const at = host ? rearOffset(host) : c.position;
  const r = (c.commanderInChief ? 0.8 : 0.6) * map.k;
  const colour = SIDE_COLOURS[c.side]!;
  map.legend({
    id: c.commanderInChief ? 'cinc' : 'commander',
    label: c.commanderInChief
      ? 'gold ring with a star: Commander-in-Chief (behind the unit he joined)'
      : 'gold ring: commander (behind the unit he joined)',
    swatch: `<circle cx="12" cy="7" r="5" fill="${colour}" stroke="#f1c40f" stroke-width="2"/>${c.commanderInChief ? '<text x="12" y="10" font-size="8" text-anchor="middle" fill="#f1c40f">★</text>' : ''}`,
  });
  if (c.exhausted)
    map.legend({
      id: 'exhausted',
      label: 'hollow ring: Exhausted commander',
      swatch: `<circle cx="12" cy="7" r="5" fill="none" stroke="#f1c40f" stroke-width="2"/>`,
    });
  const half = r / map.k;
  map.piece({
    id: c.id,
    name: c.name,
    side: c.side,
    outline: [
      p(at.x - half, at.y - half),
      p(at.x + half, at.y - half),
      p(at.x + half, at.y + half),
      p(at.x - half, at.y + half),
    ],
    status: commanderStatus(c, state),
    data: { x: svgNumber(at.x), y: svgNumber(at.y), commander: true, exhausted: c.exhausted },
    body:
      `<circle cx="${svgNumber(map.x(at))}" cy="${svgNumber(map.y(at))}" r="${svgNumber(r)}" fill="${c.exhausted ? 'none' : colour}" stroke="#f1c40f" stroke-width="2"/>` +
      (c.commanderInChief
        ? `<text x="${svgNumber(map.x(at))}" y="${svgNumber(map.y(at) + 4)}" font-size="11" text-anchor="middle" fill="#f1c40f">★</text>`
        : ''),
  });
}

function rearOffset(u: UnitState): MapPoint {
  const rear = rearCentre(u.base);
  const fw = forwardOf(u.base);
  return { x: rear.x - fw.x * 1.2, y: rear.y - fw.y * 1.2 };
}
