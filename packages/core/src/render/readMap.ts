import { XMLParser } from 'fast-xml-parser';

/** A piece as a map draws it, read back from the SVG. */
export interface ReadPiece {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  /** Every `data-` attribute of the piece, without the prefix. */
  readonly data: Readonly<Record<string, string>>;
  /** The name written on the piece, or null when it carries a number instead. */
  readonly label: string | null;
  /** The number written on or beside the piece (then named in the key), or null. */
  readonly number: string | null;
}

/** What a map shows, read back from its SVG text with an XML parser (for tests). */
export interface ReadMap {
  readonly title: string;
  readonly caption: string | null;
  readonly sides: string | null;
  readonly edges: Readonly<Record<string, string>>;
  /** Legend entries: id and label, in order. */
  readonly legend: readonly { readonly id: string; readonly label: string }[];
  readonly pieces: readonly ReadPiece[];
  /** Key lines by piece id ("3. Tercio A1.3 — Disorder"). */
  readonly key: Readonly<Record<string, string>>;
  readonly marks: readonly { readonly kind: string; readonly from: string; readonly to: string }[];
  /** Inches of the scale bar, or null when the map has none. */
  readonly scaleInches: number | null;
}

type Node = Record<string, unknown>;

const children = (node: Node): Node[] => (Array.isArray(node.$$) ? (node.$$ as Node[]) : []);
const name = (node: Node): string => Object.keys(node).find((k) => k !== ':@' && k !== '$$' && k !== '#text') ?? '';
const attrs = (node: Node): Record<string, string> => (node[':@'] ?? {}) as Record<string, string>;
const textOf = (node: Node): string => {
  if (typeof node['#text'] === 'string' || typeof node['#text'] === 'number') return String(node['#text']);
  const inner = node[name(node)];
  return Array.isArray(inner) ? (inner as Node[]).map(textOf).join('') : '';
};
const kids = (node: Node): Node[] => {
  const inner = node[name(node)];
  return Array.isArray(inner) ? (inner as Node[]) : children(node);
};
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const k of kids(node)) yield* walk(k);
}

/**
 * Parses a map made with core's `SvgMap` kit and returns what it shows: title, caption, legend, pieces with
 * their labels or numbers, key lines, arrows and the scale. Tests check these against the state drawn.
 *
 * @example
 * const map = readMap(tableRenderer.svg(state));
 * expect(map.legend.map((e) => e.id)).toContain('disorder');
 */
export function readMap(svg: string): ReadMap {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    preserveOrder: true,
    trimValues: false,
    processEntities: true,
  });
  const root = (parser.parse(svg) as Node[]).find((n) => name(n) === 'svg');
  if (!root) throw new Error('not an SVG document');
  const all = [...walk(root)];
  const byClass = (c: string) => all.filter((n) => attrs(n).class === c);
  const first = (c: string) => {
    const n = byClass(c)[0];
    return n ? textOf(n) : null;
  };
  const labels = new Map<string, Node>();
  for (const l of byClass('label')) labels.set(attrs(l)['data-for'] ?? '', l);
  const pieces = byClass('piece').map((n): ReadPiece => {
    const a = attrs(n);
    const data: Record<string, string> = {};
    for (const [k, v] of Object.entries(a)) if (k.startsWith('data-')) data[k.slice(5)] = v;
    const label = labels.get(a['data-id'] ?? '');
    const inside = label ? [...walk(label)] : [];
    const written = inside.find((x) => attrs(x).class === 'piece-label');
    const numbered = inside.find((x) => attrs(x).class === 'piece-number');
    return {
      id: a['data-id'] ?? '',
      name: a['data-name'] ?? '',
      side: a['data-side'] ?? '',
      data,
      label: written ? textOf(written) : null,
      number: numbered ? textOf(numbered) : null,
    };
  });
  const key: Record<string, string> = {};
  for (const n of byClass('key-item')) key[attrs(n)['data-id'] ?? ''] = textOf(n);
  const edges: Record<string, string> = {};
  for (const n of byClass('map-edge')) edges[attrs(n)['data-edge'] ?? ''] = textOf(n);
  const scale = byClass('scale')[0];
  return {
    title: first('map-title') ?? '',
    caption: first('map-caption'),
    sides: first('map-sides'),
    edges,
    legend: byClass('legend-item').map((n) => ({ id: attrs(n)['data-id'] ?? '', label: textOf(n) })),
    pieces,
    key,
    marks: byClass('mark').map((n) => ({
      kind: attrs(n)['data-kind'] ?? '',
      from: attrs(n)['data-from'] ?? '',
      to: attrs(n)['data-to'] ?? '',
    })),
    scaleInches: scale ? Number(attrs(scale)['data-inches']) : null,
  };
}
