import { MusterError } from '../errors/MusterError.js';
import { shownValue } from '../json/Json.js';

/** The kind of a mechanic parameter, as typed on a command line or in a form. */
export type ParamKind = 'integer' | 'number' | 'boolean' | 'choice' | 'string';

/**
 * One parameter of a mechanic (`--range 12`, `--cover`, `--order fire`). The CLI builds its options,
 * and the club app its form fields, from these specs; {@link parseParams} checks the values.
 */
export interface ParamSpec {
  readonly name: string;
  readonly kind: ParamKind;
  readonly description: string;
  /** Used when the parameter is not given; a spec with no default is required (booleans default to false). */
  readonly default?: number | string | boolean;
  readonly min?: number;
  readonly max?: number;
  /** Allowed values for `choice`. */
  readonly choices?: readonly string[];
  /**
   * The game option this parameter reads a ruling from: a dotted path into the ruleset's validated
   * options (`'moraleBandAt0'`, `'dirtyWar.policy'`). When the user does not give the parameter,
   * {@link paramsUnderOptions} takes its value from the game's options, so a variant or an `--option`
   * that flips the ruling flips the odds too; a value typed for the parameter still wins.
   */
  readonly option?: string;
}

/** Parameter values after {@link parseParams}. */
export type ParamValues = Readonly<Record<string, number | string | boolean>>;

/**
 * Checks and converts raw parameter values (strings from a command line, or already-typed values from
 * JSON) against their specs. Unknown names, missing required values, wrong types and out-of-range numbers
 * are `bad-input` errors naming the parameter and what was expected.
 */
export function parseParams(
  specs: readonly ParamSpec[],
  raw: Readonly<Record<string, unknown>>,
  where = 'params',
): ParamValues {
  const out: Record<string, number | string | boolean> = {};
  const known = new Set(specs.map((s) => s.name));
  for (const name of Object.keys(raw)) {
    if (!known.has(name)) {
      throw new MusterError('bad-input', `unknown parameter --${name}`, {
        path: `${where}.${name}`,
        expected: specs.length ? `one of ${specs.map((s) => `--${s.name}`).join(', ')}` : 'no parameters',
      });
    }
  }
  for (const spec of specs) {
    const value = raw[spec.name];
    const path = `${where}.${spec.name}`;
    if (value === undefined) {
      if (spec.default !== undefined) out[spec.name] = spec.default;
      else if (spec.kind === 'boolean') out[spec.name] = false;
      else
        throw new MusterError('bad-input', `missing --${spec.name} (${spec.description})`, {
          path,
          expected: describeKind(spec),
        });
      continue;
    }
    out[spec.name] = convertParam(spec, value, path);
  }
  return out;
}

function describeKind(spec: ParamSpec): string {
  const range =
    spec.min !== undefined || spec.max !== undefined ? ` from ${spec.min ?? '-inf'} to ${spec.max ?? 'inf'}` : '';
  switch (spec.kind) {
    case 'integer':
      return `an integer${range}`;
    case 'number':
      return `a number${range}`;
    case 'boolean':
      return 'true or false';
    case 'choice':
      return `one of ${(spec.choices ?? []).join(', ')}`;
    case 'string':
      return 'a text';
  }
}

/** Converts one raw value to the spec's kind, or throws `bad-input` naming `path` (shared with {@link paramsUnderOptions}). */
export function convertParam(spec: ParamSpec, value: unknown, path: string): number | string | boolean {
  const fail = (): never => {
    throw new MusterError('bad-input', `--${spec.name} must be ${describeKind(spec)}`, {
      path,
      expected: describeKind(spec),
      received: shownValue(value),
    });
  };
  switch (spec.kind) {
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === '1' || value === '') return true;
      if (value === 'false' || value === '0') return false;
      return fail();
    }
    case 'integer':
    case 'number': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) return fail();
      if (spec.kind === 'integer' && !Number.isInteger(n)) return fail();
      if (spec.min !== undefined && n < spec.min) return fail();
      if (spec.max !== undefined && n > spec.max) return fail();
      return n;
    }
    case 'choice': {
      // Stryker disable next-line ArrayDeclaration: equivalent — a spec without choices accepts no real value, only the mutant's own text
      if (typeof value !== 'string' || !(spec.choices ?? []).includes(value)) return fail();
      return value;
    }
    case 'string': {
      if (typeof value !== 'string' || value.length === 0) return fail();
      return value;
    }
  }
}
