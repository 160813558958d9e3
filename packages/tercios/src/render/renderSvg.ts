import { corners, frontCentre, forwardOf, type Vec } from '@muster/core';
import type { BattleState, TerrainState, UnitState } from '../game/State.js';
import type { SceneryType } from '../scenery/SceneryType.js';

/** Options of {@link renderSvg}. */
export interface RenderSvgOptions {
  /** Pixels per inch (default 12: a 72"x48" table is 864x576 plus margins). */
  readonly scale?: number;
  /** A caption under the title (e.g. "after turn 3"). */
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

const SIDE_FILL = { A: '#c0392b', B: '#2c5aa0' } as const;

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Draws the table as an SVG document: scenery by type (with its features in the tooltip), every troop base
 * with its facing (a heavy front edge and an arrow), its side, Wear (Dm), Disorder and whether it has
 * acted this turn, commanders (a star for the Commander-in-Chief, hollow when Exhausted), and a title with
 * the turn and victory points. Deterministic: the same state gives the same bytes.
 *
 * @example
 * writeFileSync('battle.svg', renderSvg(game.state));
 */
export function renderSvg(state: BattleState, options: RenderSvgOptions = {}): string {
  const k = options.scale ?? 12;
  const margin = 40;
  const W = state.table.width * k;
  const H = state.table.height * k;
  const X = (p: Vec) => n(margin + p.x * k);
  const Y = (p: Vec) => n(margin + (state.table.height - p.y) * k);
  const pts = (ps: readonly Vec[]) => ps.map((p) => `${X(p)},${Y(p)}`).join(' ');
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(W + 2 * margin)}" height="${n(H + 2 * margin + 24)}" viewBox="0 0 ${n(W + 2 * margin)} ${n(H + 2 * margin + 24)}" font-family="sans-serif">`,
  );
  const title = `Tercios — turn ${state.turn}${state.stage === 'over' ? ' (battle over)' : ''} — victory points A ${state.points.A}, B ${state.points.B}`;
  out.push(`<text x="${margin}" y="24" font-size="16" font-weight="bold">${esc(title)}</text>`);
  if (options.caption)
    out.push(`<text x="${margin + W}" y="24" font-size="12" text-anchor="end">${esc(options.caption)}</text>`);
  out.push(`<rect x="${margin}" y="${margin}" width="${n(W)}" height="${n(H)}" fill="#cfe3a8" stroke="#555"/>`);
  // Deployment zone lines 12" from the centre, for orientation.
  out.push(`<g stroke="#8a9a6a" stroke-dasharray="4 4">`);
  out.push(
    `<line x1="${margin}" y1="${Y({ x: 0, y: state.table.height / 2 - 12 })}" x2="${n(margin + W)}" y2="${Y({ x: 0, y: state.table.height / 2 - 12 })}"/>`,
  );
  out.push(
    `<line x1="${margin}" y1="${Y({ x: 0, y: state.table.height / 2 + 12 })}" x2="${n(margin + W)}" y2="${Y({ x: 0, y: state.table.height / 2 + 12 })}"/>`,
  );
  out.push(`</g>`);
  for (const t of state.terrain) out.push(terrainSvg(t, pts, X, Y));
  for (const u of state.units) out.push(unitSvg(u, state, pts, X, Y, k));
  for (const c of state.commanders) {
    if (c.removed) continue;
    const at = c.attachedTo ? (state.units.find((u) => u.id === c.attachedTo)?.base.centre ?? c.position) : c.position;
    const fill = c.exhausted ? 'none' : SIDE_FILL[c.side];
    const r = c.commanderInChief ? 0.8 * k : 0.6 * k;
    out.push(
      `<g><title>${esc(`${c.name} (rank ${c.rank}${c.commanderInChief ? ', Commander-in-Chief' : ''}${c.exhausted ? ', Exhausted' : ''}${c.attachedTo ? `, attached to ${c.attachedTo}` : ''})`)}</title>` +
        `<circle cx="${X(at)}" cy="${Y(at)}" r="${n(r)}" fill="${fill}" stroke="#f1c40f" stroke-width="2"/>` +
        (c.commanderInChief
          ? `<text x="${X(at)}" y="${n(Number(Y(at)) + 4)}" font-size="11" text-anchor="middle" fill="#f1c40f">★</text>`
          : '') +
        `</g>`,
    );
  }
  const legendY = n(margin + H + 22);
  out.push(
    `<text x="${margin}" y="${legendY}" font-size="11">Side A (red) deploys at the bottom edge y=0, side B (blue) at the top. Heavy edge and arrow: front. Faded: already activated. Yellow dashes: Disorder. Dm: Wear.</text>`,
  );
  out.push('</svg>');
  return out.join('\n') + '\n';
}

function terrainSvg(
  t: TerrainState,
  pts: (ps: readonly Vec[]) => string,
  X: (p: Vec) => string,
  Y: (p: Vec) => string,
): string {
  const cx = t.points.reduce((s, p) => s + p.x, 0) / t.points.length;
  const cy = t.points.reduce((s, p) => s + p.y, 0) / t.points.length;
  const dashed = t.features.includes('impassable') ? ' stroke-width="2"' : ' stroke-dasharray="3 2"';
  return (
    `<g><title>${esc(`${t.type} (${t.features.join(', ')})`)}</title>` +
    `<polygon points="${pts(t.points)}" fill="${TERRAIN_FILL[t.type]}" fill-opacity="0.85" stroke="#333"${dashed}/>` +
    `<text x="${X({ x: cx, y: cy })}" y="${Y({ x: cx, y: cy })}" font-size="9" text-anchor="middle" fill="#222">${esc(t.type)}</text></g>`
  );
}

function unitSvg(
  u: UnitState,
  state: BattleState,
  pts: (ps: readonly Vec[]) => string,
  X: (p: Vec) => string,
  Y: (p: Vec) => string,
  k: number,
): string {
  const cs = corners(u.base);
  const fill = SIDE_FILL[u.side];
  if (u.destroyed) {
    return `<g opacity="0.35"><title>${esc(`${u.name}: destroyed`)}</title><polygon points="${pts(cs)}" fill="none" stroke="${fill}" stroke-dasharray="2 2"/></g>`;
  }
  const f = frontCentre(u.base);
  const tip = { x: f.x + forwardOf(u.base).x * 0.8, y: f.y + forwardOf(u.base).y * 0.8 };
  const opacity = u.activated && state.stage === 'action' ? 0.55 : 0.95;
  const label = `${u.id}${u.wear > 0 ? ` Dm${u.wear}` : ''}`;
  const status = [
    u.order && state.stage !== 'planning' ? 'order placed' : null,
    u.activated ? 'activated' : null,
    u.disordered ? 'Disorder' : null,
    u.inBuilding ? `in ${u.inBuilding}` : null,
  ]
    .filter((x) => x !== null)
    .join(', ');
  return (
    `<g><title>${esc(`${u.name} (${u.side}) — ${u.wear} Dm${status ? `, ${status}` : ''}`)}</title>` +
    `<polygon points="${pts(cs)}" fill="${fill}" fill-opacity="${opacity}" stroke="${u.disordered ? '#f1c40f' : '#111'}"${u.disordered ? ' stroke-dasharray="3 2" stroke-width="2"' : ''}/>` +
    `<line x1="${X(cs[0])}" y1="${Y(cs[0])}" x2="${X(cs[1])}" y2="${Y(cs[1])}" stroke="#fff" stroke-width="3"/>` +
    `<line x1="${X(f)}" y1="${Y(f)}" x2="${X(tip)}" y2="${Y(tip)}" stroke="#111" stroke-width="2"/>` +
    `<text x="${X(u.base.centre)}" y="${n(Number(Y(u.base.centre)) + 3)}" font-size="${n(Math.max(7, k * 0.7))}" text-anchor="middle" fill="#fff">${esc(label)}</text></g>`
  );
}
