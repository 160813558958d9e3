import type { MapMark, MapPoint } from './TableRenderer.js';

/** The colour of each side on every map (the legend says which is which). */
export const SIDE_COLOURS: Readonly<Record<string, string>> = { A: '#c0392b', B: '#2c5aa0' };

/** One entry of a map's legend: what a mark means, and a small drawing of it (in a 24 x 14 box). */
export interface LegendEntry {
  readonly id: string;
  readonly label: string;
  /** SVG elements drawn in a box from (0, 0) to (24, 14). */
  readonly swatch: string;
}

/** Options of {@link SvgMap}. */
export interface SvgMapOptions {
  /** Table size in inches (or in cells when `inches` is false). */
  readonly width: number;
  readonly height: number;
  /** Pixels per inch (or per cell); default 12. */
  readonly scale?: number;
  readonly title: string;
  readonly caption?: string;
  /** Where each side stands, under the caption. */
  readonly sides?: string;
  /** Labels of the table's top and bottom edges. */
  readonly edges?: { readonly top: string; readonly bottom: string };
  /** Draw an inch scale (default true); a card grid has none. */
  readonly inches?: boolean;
  /** The table's colour. */
  readonly ground?: string;
}

/** A piece on the map: a unit, a battery, a card. */
export interface MapPieceSpec {
  readonly id: string;
  /** Its name as the log writes it. */
  readonly name: string;
  readonly side: string;
  /** Its outline in table coordinates (the label goes at its middle, or a number when it does not fit). */
  readonly outline: readonly MapPoint[];
  /** The piece's drawing, in pixels (built with {@link SvgMap.x} and {@link SvgMap.y}). */
  readonly body: string;
  /** Its state in words, for the key and the tooltip ("Disorder, 2 Dm"). */
  readonly status: string;
  /** Extra `data-` attributes (facing, formation...), so tests and the viewer can read what is drawn. */
  readonly data?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * Legend swatches of the marks every miniatures map shares (a side's unit, a unit out of play, disorder, a
 * rout), so the same mark looks the same in every ruleset; each ruleset writes the label in its own words.
 */
export const SHARED_SWATCHES = {
  unit: (colour: string): string =>
    `<rect x="2" y="3" width="20" height="9" fill="${colour}" stroke="#111"/><line x1="2" y1="3" x2="22" y2="3" stroke="#fff" stroke-width="3"/>`,
  gone: '<rect x="2" y="3" width="20" height="9" fill="none" stroke="#555" stroke-dasharray="2 2" opacity="0.5"/>',
  disordered:
    '<rect x="2" y="3" width="20" height="9" fill="#888" stroke="#f1c40f" stroke-width="2" stroke-dasharray="3 2"/>',
  routed:
    '<rect x="2" y="3" width="20" height="9" fill="#888" stroke="#111"/><path d="M2,3 L22,12 M22,3 L2,12" stroke="#fff" stroke-width="2"/>',
} as const;

/** The outline of a disordered base (yellow, dashed), for {@link SvgMap.base}. */
export const DISORDERED_OUTLINE = { stroke: '#f1c40f', dash: '3 2' } as const;

/** Escapes text for SVG content and attributes. */
export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A number rounded to hundredths, as text (so the bytes do not depend on float noise). */
export const svgNumber = (v: number): string => (Math.round(v * 100) / 100 + 0).toString();

const LABEL_FONT = 9;
const CHAR_WIDTH = 0.56; // of the font size, for a sans-serif label: an estimate, kept on the safe side
const LINE = 14;

const MARK_STYLE: Readonly<Record<MapMark['kind'], { colour: string; width: number; dash: string; label: string }>> = {
  move: { colour: '#222222', width: 1.5, dash: '5 3', label: 'move (from where the unit stood)' },
  charge: { colour: '#8e24aa', width: 3, dash: '', label: 'charge (charger to target)' },
  shot: { colour: '#e67e22', width: 1.5, dash: '2 2', label: 'shot (shooter to target)' },
};

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** True when `q` lies inside the convex polygon `ring` (either winding). */
function insideConvex(ring: readonly { x: number; y: number }[], q: { x: number; y: number }): boolean {
  let sign = 0;
  for (const [i, a] of ring.entries()) {
    const b = ring[(i + 1) % ring.length]!;
    const cross = (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x);
    if (Math.abs(cross) < 1e-9) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return ring.length >= 3;
}

const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The drawing kit every ruleset's map is made with: a title, a caption and a line saying where each
 * side stands; the table drawn north up (y grows up the page); an inch scale; a legend listing exactly
 * the marks used; every piece named as the log names it — inside its base when the name fits, else by a
 * number (moved aside on a leader line when it would cover another label) and a numbered key beside the
 * table that also gives each piece's state. Output is deterministic.
 *
 * @example
 * const map = new SvgMap({ width: 72, height: 48, title: 'Turn 3', caption: 'after the charge' });
 * map.piece({ id: 'u1', name: 'Tercio A1.1', side: 'A', outline, body, status: 'Disorder' });
 * const svg = map.toString();
 */
export class SvgMap {
  readonly k: number;
  private readonly left = 30;
  private readonly top: number;
  private readonly ground: string[] = [];
  private readonly pieces: string[] = [];
  private readonly marks: string[] = [];
  private readonly labels: string[] = [];
  private readonly placed: Box[] = [];
  private readonly key: { n: number; id: string; name: string; side: string; status: string }[] = [];
  private readonly legendEntries = new Map<string, LegendEntry>();

  constructor(private readonly options: SvgMapOptions) {
    this.k = options.scale ?? 12;
    this.top = options.sides !== undefined ? 84 : 68;
  }

  /** Page x of a table point, in pixels. */
  x(p: MapPoint): number {
    return this.left + p.x * this.k;
  }

  /** Page y of a table point, in pixels (north, high y, at the top). */
  y(p: MapPoint): number {
    return this.top + (this.options.height - p.y) * this.k;
  }

  /** A polygon's `points` attribute. */
  points(ps: readonly MapPoint[]): string {
    return ps.map((p) => `${svgNumber(this.x(p))},${svgNumber(this.y(p))}`).join(' ');
  }

  /**
   * A base drawn as the rulesets draw them: its outline filled, a white front edge and a short tick out of
   * the front centre showing its facing. `corners` are front-left, front-right, rear-right, rear-left.
   */
  base(
    corners: readonly [MapPoint, MapPoint, MapPoint, MapPoint],
    style: { readonly fill: string; readonly opacity?: number; readonly stroke?: string; readonly dash?: string },
  ): string {
    const [fl, fr, rr, rl] = corners;
    const front = { x: (fl.x + fr.x) / 2, y: (fl.y + fr.y) / 2 };
    const rear = { x: (rl.x + rr.x) / 2, y: (rl.y + rr.y) / 2 };
    const depth = Math.hypot(front.x - rear.x, front.y - rear.y) || 1;
    const reach = Math.max(0.5, Math.min(0.8, depth * 0.6)) / depth;
    const tip = { x: front.x + (front.x - rear.x) * reach, y: front.y + (front.y - rear.y) * reach };
    const n = svgNumber;
    return (
      `<polygon points="${this.points(corners)}" fill="${style.fill}" fill-opacity="${style.opacity ?? 0.95}" stroke="${style.stroke ?? '#111'}"${style.dash ? ` stroke-dasharray="${style.dash}" stroke-width="2"` : ''}/>` +
      `<line x1="${n(this.x(fl))}" y1="${n(this.y(fl))}" x2="${n(this.x(fr))}" y2="${n(this.y(fr))}" stroke="#fff" stroke-width="3"/>` +
      `<line x1="${n(this.x(front))}" y1="${n(this.y(front))}" x2="${n(this.x(tip))}" y2="${n(this.y(tip))}" stroke="#111" stroke-width="2"/>`
    );
  }

  /** A piece out of play (destroyed, removed, gone from the table), drawn where it was last: a faded dotted outline. */
  gonePiece(spec: Omit<MapPieceSpec, 'body'>): void {
    this.piece({
      ...spec,
      body: `<polygon points="${this.points(spec.outline)}" fill="none" stroke="${SIDE_COLOURS[spec.side] ?? '#555'}" stroke-dasharray="2 2" opacity="0.5"/>`,
    });
  }

  /** A white cross over a base (a routed unit); `corners` are front-left, front-right, rear-right, rear-left. */
  cross(corners: readonly [MapPoint, MapPoint, MapPoint, MapPoint]): string {
    const [fl, fr, rr, rl] = corners;
    const n = svgNumber;
    return `<path d="M${n(this.x(fl))},${n(this.y(fl))} L${n(this.x(rr))},${n(this.y(rr))} M${n(this.x(fr))},${n(this.y(fr))} L${n(this.x(rl))},${n(this.y(rl))}" stroke="#fff" stroke-width="2"/>`;
  }

  /** Records a legend entry (the first use of each id counts; the legend lists only what was used). */
  legend(entry: LegendEntry): void {
    if (!this.legendEntries.has(entry.id)) this.legendEntries.set(entry.id, entry);
  }

  /** Adds drawing under the pieces: terrain, deployment zones, grid lines. */
  underlay(svg: string): void {
    this.ground.push(svg);
  }

  /** Adds a piece, its label or number, and its line in the key. */
  piece(spec: MapPieceSpec): void {
    const n = this.key.length + 1;
    this.key.push({ n, id: spec.id, name: spec.name, side: spec.side, status: spec.status });
    const xs = spec.outline.map((p) => this.x(p));
    const ys = spec.outline.map((p) => this.y(p));
    const cx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const cy = ys.reduce((a, b) => a + b, 0) / ys.length;
    const textWidth = spec.name.length * LABEL_FONT * CHAR_WIDTH;
    const hw = textWidth / 2 + 1;
    const hh = LABEL_FONT / 2 + 1;
    const ring = spec.outline.map((q) => ({ x: this.x(q), y: this.y(q) }));
    const fits = [
      { x: cx - hw, y: cy - hh },
      { x: cx + hw, y: cy - hh },
      { x: cx + hw, y: cy + hh },
      { x: cx - hw, y: cy + hh },
    ].every((corner) => insideConvex(ring, corner));
    const data = Object.entries(spec.data ?? {})
      .map(([key, value]) => ` data-${key}="${escapeXml(String(value))}"`)
      .join('');
    let label: string;
    if (fits) {
      const mine = { x0: cx - textWidth / 2, y0: cy - LABEL_FONT / 2, x1: cx + textWidth / 2, y1: cy + LABEL_FONT / 2 };
      this.placed.push(mine);
      label = `<text class="piece-label" x="${svgNumber(cx)}" y="${svgNumber(cy + 3)}" font-size="${LABEL_FONT}" text-anchor="middle" fill="#fff" stroke="#000" stroke-width="2" paint-order="stroke">${escapeXml(spec.name)}</text>`;
    } else {
      const text = String(n);
      const r = 3 + text.length * 2.5;
      const at = this.freeSpot(cx, cy, r);
      const leader =
        at.x !== cx || at.y !== cy
          ? `<line x1="${svgNumber(cx)}" y1="${svgNumber(cy)}" x2="${svgNumber(at.x)}" y2="${svgNumber(at.y)}" stroke="#000" stroke-width="0.8"/>`
          : '';
      label =
        `${leader}<circle cx="${svgNumber(at.x)}" cy="${svgNumber(at.y)}" r="${svgNumber(r)}" fill="#fff" stroke="#000" stroke-width="0.8"/>` +
        `<text class="piece-number" x="${svgNumber(at.x)}" y="${svgNumber(at.y + 3)}" font-size="8" text-anchor="middle" fill="#000">${text}</text>`;
    }
    this.pieces.push(
      `<g class="piece" data-id="${escapeXml(spec.id)}" data-name="${escapeXml(spec.name)}" data-side="${escapeXml(spec.side)}" data-n="${n}"${data}><title>${escapeXml(`${spec.name} (${spec.side})${spec.status ? `: ${spec.status}` : ''}`)}</title>${spec.body}</g>`,
    );
    this.labels.push(`<g class="label" data-for="${escapeXml(spec.id)}">${label}</g>`);
  }

  /** A spot for a number marker near (cx, cy) that covers no label placed before (the first free of a spiral). */
  private freeSpot(cx: number, cy: number, r: number): { x: number; y: number } {
    const boxAt = (x: number, y: number) => ({ x0: x - r, y0: y - r, x1: x + r, y1: y + r });
    for (let ring = 0; ring <= 6; ring++) {
      const steps = ring === 0 ? 1 : 8;
      for (let i = 0; i < steps; i++) {
        const angle = (i * Math.PI) / 4 - Math.PI / 2;
        const x = cx + Math.cos(angle) * ring * (2 * r + 2);
        const y = cy + Math.sin(angle) * ring * (2 * r + 2);
        const b = boxAt(x, y);
        if (!this.placed.some((p) => overlaps(p, b))) {
          this.placed.push(b);
          return { x, y };
        }
      }
    }
    this.placed.push(boxAt(cx, cy));
    return { x: cx, y: cy };
  }

  /** Draws an arrow (a move, a charge, a shot) and adds its legend entry. */
  mark(m: MapMark): void {
    const style = MARK_STYLE[m.kind];
    this.legend({
      id: `mark-${m.kind}`,
      label: style.label,
      swatch: `<line x1="1" y1="7" x2="19" y2="7" stroke="${style.colour}" stroke-width="${style.width}"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''} marker-end="url(#arrow-${m.kind})"/>`,
    });
    this.marks.push(
      `<g class="mark" data-kind="${m.kind}" data-from="${svgNumber(m.from.x)},${svgNumber(m.from.y)}" data-to="${svgNumber(m.to.x)},${svgNumber(m.to.y)}"><title>${escapeXml(m.label)}</title>` +
        `<line x1="${svgNumber(this.x(m.from))}" y1="${svgNumber(this.y(m.from))}" x2="${svgNumber(this.x(m.to))}" y2="${svgNumber(this.y(m.to))}" stroke="${style.colour}" stroke-width="${style.width}"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''} marker-end="url(#arrow-${m.kind})"/></g>`,
    );
  }

  /** The whole document. */
  toString(): string {
    const o = this.options;
    const W = o.width * this.k;
    const H = o.height * this.k;
    const L = this.left;
    const T = this.top;
    const keyX = L + W + 24;
    const keyLines = this.key.map((item) => `${item.n}. ${item.name}${item.status ? ` — ${item.status}` : ''}`);
    const keyWidth = Math.max(160, ...keyLines.map((line) => line.length * 10 * CHAR_WIDTH + 24));
    const legend = [...this.legendEntries.values()];
    const legendTop = T + H + (o.edges ? 20 : 8) + (o.inches === false ? 0 : 30);
    const column = Math.max(120, ...legend.map((e) => e.label.length * 11 * CHAR_WIDTH + 44));
    const columns = Math.max(1, Math.floor((W + keyWidth) / column));
    const legendRows = Math.ceil(legend.length / columns);
    const bottom = Math.max(legendTop + 20 + legendRows * 18 + 10, T + 20 + this.key.length * LINE + 10);
    const pageW = keyX + keyWidth;
    const out: string[] = [];
    out.push(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${svgNumber(pageW)}" height="${svgNumber(bottom)}" viewBox="0 0 ${svgNumber(pageW)} ${svgNumber(bottom)}" font-family="sans-serif">`,
    );
    out.push('<defs>');
    for (const [kind, style] of Object.entries(MARK_STYLE))
      out.push(
        `<marker id="arrow-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${style.colour}"/></marker>`,
      );
    out.push('</defs>');
    out.push(`<rect width="100%" height="100%" fill="#fff"/>`);
    out.push(`<text class="map-title" x="${L}" y="22" font-size="16" font-weight="bold">${escapeXml(o.title)}</text>`);
    if (o.caption !== undefined)
      out.push(`<text class="map-caption" x="${L}" y="42" font-size="12">${escapeXml(o.caption)}</text>`);
    if (o.sides !== undefined)
      out.push(
        `<text class="map-sides" x="${L}" y="${o.caption !== undefined ? 60 : 42}" font-size="12">${escapeXml(o.sides)}</text>`,
      );
    if (o.edges) {
      out.push(
        `<text class="map-edge" data-edge="top" x="${svgNumber(L + W / 2)}" y="${T - 5}" font-size="10" text-anchor="middle" fill="#555">${escapeXml(o.edges.top)}</text>`,
      );
      out.push(
        `<text class="map-edge" data-edge="bottom" x="${svgNumber(L + W / 2)}" y="${svgNumber(T + H + 13)}" font-size="10" text-anchor="middle" fill="#555">${escapeXml(o.edges.bottom)}</text>`,
      );
    }
    out.push(
      `<g class="table"><rect x="${L}" y="${T}" width="${svgNumber(W)}" height="${svgNumber(H)}" fill="${o.ground ?? '#dfe9c4'}" stroke="#555"/>`,
    );
    out.push(...this.ground, ...this.pieces, ...this.marks, ...this.labels, '</g>');
    if (o.inches !== false) out.push(this.scaleBar(L, T + H + (o.edges ? 20 : 8)));
    out.push(
      `<g class="map-legend"><text x="${L}" y="${legendTop + 10}" font-size="12" font-weight="bold">Legend</text>`,
    );
    legend.forEach((e, i) => {
      const x = L + (i % columns) * column;
      const y = legendTop + 18 + Math.floor(i / columns) * 18;
      out.push(
        `<g class="legend-item" data-id="${escapeXml(e.id)}" transform="translate(${svgNumber(x)},${svgNumber(y)})">${e.swatch}<text x="30" y="11" font-size="11">${escapeXml(e.label)}</text></g>`,
      );
    });
    out.push('</g>');
    out.push(`<g class="map-key"><text x="${keyX}" y="${T + 10}" font-size="12" font-weight="bold">Key</text>`);
    for (const [i, item] of this.key.entries()) {
      const y = T + 10 + item.n * LINE;
      out.push(
        `<g class="key-item" data-id="${escapeXml(item.id)}" data-n="${item.n}"><rect x="${keyX}" y="${y - 9}" width="8" height="10" fill="${SIDE_COLOURS[item.side] ?? '#777'}"/>` +
          `<text x="${keyX + 12}" y="${y}" font-size="10">${escapeXml(keyLines[i]!)}</text></g>`,
      );
    }
    out.push('</g>', '</svg>');
    return `${out.join('\n')}\n`;
  }

  /** An inch scale: a bar with a tick every 3", as long as a quarter of the table (6", 12" or 24"). */
  private scaleBar(x: number, y: number): string {
    const inches = this.options.width >= 96 ? 24 : this.options.width >= 48 ? 12 : 6;
    const parts: string[] = [
      `<g class="scale" data-inches="${inches}"><line x1="${x}" y1="${y + 8}" x2="${svgNumber(x + inches * this.k)}" y2="${y + 8}" stroke="#000" stroke-width="2"/>`,
    ];
    for (let i = 0; i <= inches; i += 3) {
      const tx = svgNumber(x + i * this.k);
      parts.push(
        `<line x1="${tx}" y1="${y + 4}" x2="${tx}" y2="${y + 12}" stroke="#000"/><text x="${tx}" y="${y + 22}" font-size="9" text-anchor="middle">${i}"</text>`,
      );
    }
    parts.push(
      `<text x="${svgNumber(x + inches * this.k + 10)}" y="${y + 12}" font-size="10">scale: ${inches} inches (${this.k} px to the inch)</text></g>`,
    );
    return parts.join('');
  }
}
