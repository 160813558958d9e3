import { MusterError } from '../errors/MusterError.js';

/** Plain JSON data: what states, decisions, events and saved games are made of. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * Deepest nesting of arrays and objects Muster reads or compares. The deepest state of any ruleset is
 * about a dozen levels; a file nested thousands of levels deep would otherwise overflow the stack of every
 * recursive walk (schemas, comparison, canonical JSON) and surface as an internal error.
 */
export const MAX_JSON_DEPTH = 256;

function tooDeep(path: readonly (string | number)[], where: { file?: string; path?: string }): MusterError {
  const shown = path
    .slice(0, 6)
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
  // With a path (checkJsonDepth's), data refused is deeper than 256, so `shown` is never empty there.
  const prefix =
    where.path !== undefined ? `${where.path}${shown.startsWith('[') ? '' : '.'}${shown}` : shown || '(root)';
  return new MusterError(
    where.file !== undefined ? 'bad-file' : 'bad-input',
    `nested more than ${MAX_JSON_DEPTH} levels deep`,
    {
      ...(where.file !== undefined ? { file: where.file } : {}),
      path: path.length > 6 ? `${prefix}…` : prefix,
      expected: `data nested at most ${MAX_JSON_DEPTH} levels deep`,
    },
  );
}

/**
 * Refuses data nested deeper than `MAX_JSON_DEPTH` (256) with a `bad-file` (given `file`) or `bad-input`
 * MusterError naming where: an iterative walk, so it cannot overflow the stack itself.
 *
 * @example
 * checkJsonDepth(JSON.parse(text), { file: 'battle.json' });
 */
export function checkJsonDepth(value: unknown, where: { file?: string; path?: string } = {}): void {
  // The walk is iterative (it cannot overflow the stack itself); the path is looked up only on failure.
  if (depthOf(value, MAX_JSON_DEPTH + 1) > MAX_JSON_DEPTH) throw tooDeep(pathTo(value), where);
}

/** The first steps of the path from `root` down its deepest branch (only called once something is too deep). */
function pathTo(root: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  let node = root;
  while (node !== null && typeof node === 'object' && path.length < 7) {
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, i) => [i, item])
      : Object.entries(node);
    // Follow the deepest child: the one that leads to the refused node.
    let next: [string | number, unknown] | undefined;
    // Stryker disable next-line UnaryOperator: equivalent — the child followed within 7 steps is always more than 249 deep
    let best = -1;
    for (const entry of entries) {
      const d = depthOf(entry[1], MAX_JSON_DEPTH + 1);
      if (d > best) [best, next] = [d, entry];
    }
    if (next === undefined) break;
    path.push(next[0]);
    node = next[1];
  }
  return path;
}

/** Nesting depth of `value`, counted up to `limit`. */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest >= limit) return deepest;
    for (const item of Array.isArray(v) ? v : Object.values(v)) {
      if (item !== null && typeof item === 'object') {
        values.push(item);
        depths.push(depth + 1);
      }
    }
  }
  return deepest;
}

/** Deep equality of JSON data (key order ignored). Data nested deeper than `MAX_JSON_DEPTH` (256) is refused. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return equalAt(a, b, 0);
}

function equalAt(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (depth >= MAX_JSON_DEPTH) throw tooDeep([], {});
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => equalAt(x, bb[i], depth + 1));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bk = Object.keys(bo).filter((k) => bo[k] !== undefined);
  return ak.length === bk.length && ak.every((k) => equalAt(ao[k], bo[k], depth + 1));
}

/** JSON text with keys sorted at every level: byte-identical for equal data. Data nested deeper than `MAX_JSON_DEPTH` (256) is refused. */
export function canonicalJson(value: unknown, indent?: number): string {
  return JSON.stringify(sortKeys(value, 0), null, indent);
}

function sortKeys(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_JSON_DEPTH) throw tooDeep([], {});
  if (Array.isArray(value)) return value.map((v) => sortKeys(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = sortKeys(v, depth + 1);
  }
  return out;
}

/** `JSON.stringify` typed as it behaves. */
const stringifyOrNone: (value: unknown) => string | undefined = JSON.stringify;

/**
 * A received value as an error shows it: its JSON, or `String(value)` where JSON has none (`undefined`, a
 * function, a symbol), since `JSON.stringify` returns `undefined` for those although typed `string`.
 */
export function shownValue(value: unknown): string {
  return stringifyOrNone(value) ?? String(value);
}
