import { mechanicsOf, MusterError, parseWith, pluginIds, resolvePlugins, type MechanicDefinition, type PluginIds, type Ruleset, type Variant } from '@muster/core';
import { withOptions, type BatchSetup, type VariantSource } from '@muster/compare';
import type { LoadedVariant } from './loadVariantFile.js';

/** How the games of a command are set up: the variant (if any), the options and the plugins they bind. */
export interface GameSetup {
  /** The variant's name, or `rules as written`. */
  readonly name: string;
  readonly variant?: Variant;
  /** How worker threads load the variant. */
  readonly source?: VariantSource;
  /** The options games are created with: the variant's, with `--option`s laid over them (not yet defaulted). */
  readonly options: Record<string, unknown>;
  /** The ids of the plugins bound. */
  readonly plugins: PluginIds;
  /** The mechanics `muster odds` offers under this setup: the bound plugins' then the ruleset's. */
  readonly mechanics: readonly MechanicDefinition[];
}

/** Points an "unknown field" error at the field: `options.foo`, not `options`. */
function atField(error: unknown): unknown {
  if (!MusterError.is(error)) return error;
  const unknown = /^unknown field "([^"]+)"/.exec(error.message);
  if (!unknown) return error;
  return new MusterError(error.code, error.message, { ...error.context, path: `${error.context.path ?? 'options'}.${unknown[1]}` });
}

/**
 * Checks a variant against the ruleset and lays `--option`s over its options, validating each step
 * with the ruleset's options schema: a variant of another ruleset, or options it refuses, are errors
 * naming the variant file (or, for an `--option`, `options.<key>`) and what the schema expected.
 *
 * @example
 * const setup = gameSetup(tercios, await loadVariantFile('house.json'), { wearyAt: 'first-wear' });
 */
export function gameSetup(ruleset: Ruleset, loaded: LoadedVariant | undefined, overrides: Record<string, unknown> = {}): GameSetup {
  const variant = loaded?.variant;
  const schema = ruleset.schemas.options;
  if (loaded && variant) {
    if (variant.ruleset !== ruleset.id) {
      throw new MusterError('bad-input', `variant '${variant.name}' is for ${variant.ruleset}, not ${ruleset.id}`, { file: loaded.file, path: 'ruleset', expected: ruleset.id });
    }
    if (schema) {
      try {
        parseWith(schema, variant.options, { file: loaded.file, path: 'options' });
      } catch (error) {
        throw atField(error);
      }
    }
  }
  const options = withOptions(variant, overrides);
  if (schema) {
    try {
      parseWith(schema, options, { path: 'options' });
    } catch (error) {
      throw atField(error);
    }
  } else if (Object.keys(overrides).length > 0) {
    throw new MusterError('bad-input', `${ruleset.id} has no options`, { path: `options.${Object.keys(overrides)[0]}`, expected: 'no --option' });
  }
  const bound = resolvePlugins(ruleset, undefined, options, variant);
  return {
    name: variant?.name ?? 'rules as written',
    ...(variant !== undefined ? { variant } : {}),
    ...(loaded !== undefined ? { source: loaded.source } : {}),
    options,
    plugins: pluginIds(bound),
    mechanics: mechanicsOf(ruleset, bound),
  };
}

/** The batch setup of a game setup (for `runBatch` and `runAb`). */
export function batchSetup(setup: GameSetup): BatchSetup {
  return {
    ...(setup.variant !== undefined ? { variant: setup.variant } : {}),
    ...(setup.source !== undefined ? { source: setup.source } : {}),
    ...(Object.keys(setup.options).length > 0 ? { options: setup.options } : {}),
  };
}
