/**
 * What the army form needs from a ruleset's zod army schema: the schema of a field at a path, the optional
 * fields an object may still take, and a starting value for a new field or list item. Read from zod's own
 * definitions (`_zod.def`), so every ruleset's army list gets the same form without a hand-written table.
 */

type Part = string | number;

interface Def {
  readonly type: string;
  readonly shape?: Record<string, unknown>;
  readonly element?: unknown;
  readonly innerType?: unknown;
  readonly in?: unknown;
  readonly out?: unknown;
  readonly entries?: Record<string, string | number>;
  readonly values?: readonly unknown[];
  readonly options?: readonly unknown[];
  readonly getter?: () => unknown;
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The schema without its optional, default, nullable, pipe and lazy wrappers. */
function unwrap(schema: unknown): unknown {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (!def) return s;
    if (
      def.type === 'optional' ||
      def.type === 'default' ||
      def.type === 'nullable' ||
      def.type === 'prefault' ||
      def.type === 'readonly' ||
      def.type === 'nonoptional'
    )
      s = def.innerType;
    // A preprocess (a pipe from a transform) validates with its output schema.
    else if (def.type === 'pipe') s = defOf(def.in)?.type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy' && def.getter) s = def.getter();
    else return s;
  }
  return s;
}

/** The schema of the value at `parts` (list items by their index), or undefined where it cannot tell. */
export function schemaAt(schema: unknown, parts: readonly Part[]): unknown {
  let s = unwrap(schema);
  for (const p of parts) {
    const def = defOf(s);
    if (!def) return undefined;
    if (def.type === 'object' && typeof p === 'string') s = unwrap(def.shape?.[p]);
    else if (def.type === 'array' && typeof p === 'number') s = unwrap(def.element);
    else if (def.type === 'tuple' && typeof p === 'number')
      s = unwrap((def as { items?: readonly unknown[] }).items?.[p]);
    else return undefined;
    if (s === undefined) return undefined;
  }
  return s;
}

/** The fields of an object schema that `value` does not have yet (optional ones, in the schema's order). */
export function missingFields(schema: unknown, value: Readonly<Record<string, unknown>>): string[] {
  const def = defOf(unwrap(schema));
  if (def?.type !== 'object' || !def.shape) return [];
  return Object.keys(def.shape).filter((k) => !(k in value));
}

/** The fields of an object schema that may be left out (removable from a list). */
export function optionalFields(schema: unknown): string[] {
  const def = defOf(unwrap(schema));
  if (def?.type !== 'object' || !def.shape) return [];
  return Object.keys(def.shape).filter((k) => defOf(def.shape![k])?.type === 'optional');
}

/** A starting value for a new field or list item: required fields filled, texts empty, numbers 0, lists empty. */
export function templateOf(schema: unknown, depth = 0): unknown {
  const s = unwrap(schema);
  const def = defOf(s);
  if (!def || depth > 8) return '';
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, field] of Object.entries(def.shape ?? {})) {
        const t = defOf(field)?.type;
        if (t === 'optional') continue;
        out[k] = templateOf(field, depth + 1);
      }
      return out;
    }
    case 'array':
      return [];
    case 'number':
    case 'int':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0] ?? '';
    case 'literal':
      return def.values?.[0] ?? '';
    case 'union':
      return templateOf(def.options?.[0], depth + 1);
    default:
      return '';
  }
}
