import {
  mechanicsOf,
  MusterError,
  parseWith,
  pluginIds,
  resolvePlugins,
  type MechanicDefinition,
  type PluginIds,
  type Ruleset,
  type Variant,
} from '@muster/core';
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
  return new MusterError(error.code, error.message, {
    ...error.context,
    path: `${error.context.path ?? 'options'}.${unknown[1]}`,
  });
}

/**
 * Checks a variant against the ruleset and lays `--option`s over its options, validating each step
 * with the ruleset's options schema: a variant of another ruleset, or options it refuses, are errors
 * naming the variant file (or, for an `--option`, `options.<key>`) and what the schema expected.
 *
 * @example
 * const setup = gameSetup(tercios, await loadVariantFile('house.json'), { wearyAt: 'first-wear' });
 */
export function gameSetup(
  ruleset: Ruleset,
  loaded: LoadedVariant | undefined,
  overrides: Record<string, unknown> = {},
): GameSetup {
  const variant = loaded?.variant;
  const schema = ruleset.schemas.options;
  if (loaded && variant) {
    if (variant.ruleset !== ruleset.id) {
      throw new MusterError('bad-input', `variant '${variant.name}' is for ${variant.ruleset}, not ${ruleset.id}`, {
        file: loaded.file,
        path: 'ruleset',
        expected: ruleset.id,
      });
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
    throw new MusterError('bad-input', `${ruleset.id} has no options`, {
      path: `options.${Object.keys(overrides)[0]}`,
      expected: 'no --option',
    });
  }
  const bound = bindPlugins(ruleset, options, loaded);
  return {
    name: variant?.name ?? 'rules as written',
    ...(variant !== undefined ? { variant } : {}),
    ...(loaded !== undefined ? { source: loaded.source } : {}),
    options,
    plugins: pluginIds(bound),
    mechanics: mechanicsOf(ruleset, bound),
  };
}

/**
 * Resolves the plugins under a variant. A variant's plugins are the user's code: one that throws while
 * being built, or that serves another ruleset, is the variant file's fault (exit 2 naming it), not ours.
 */
function bindPlugins(
  ruleset: Ruleset,
  options: Record<string, unknown>,
  loaded: LoadedVariant | undefined,
): ReturnType<typeof resolvePlugins> {
  const variant = loaded?.variant;
  const kinds = (['combat', 'morale', 'dice'] as const).filter((k) => variant?.plugins[k] !== undefined);
  let bound;
  try {
    bound = resolvePlugins(ruleset, undefined, options, variant);
  } catch (error) {
    if (!loaded || kinds.length === 0) throw error;
    const path = `plugins.${kinds[0]}`;
    if (MusterError.is(error))
      throw new MusterError(error.code === 'internal' ? 'bad-file' : error.code, error.message, {
        path,
        ...error.context,
        file: loaded.file,
      });
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    throw new MusterError('bad-file', `the variant's plugins could not be built: ${why}`, {
      file: loaded.file,
      path: kinds.length === 1 ? path : 'plugins',
      expected: `${kinds.join(' and ')} plugins of ${ruleset.id}`,
    });
  }
  for (const kind of ['combat', 'morale'] as const) {
    const plugin = bound[kind];
    if (loaded && variant?.plugins[kind] !== undefined && plugin && plugin.ruleset !== ruleset.id) {
      throw new MusterError(
        'bad-file',
        `the ${kind} plugin '${plugin.id}' serves ${plugin.ruleset}, not ${ruleset.id}`,
        {
          file: loaded.file,
          path: `plugins.${kind}`,
          expected: `a ${kind} plugin of ${ruleset.id}`,
          received: plugin.ruleset,
        },
      );
    }
  }
  return bound;
}

/** The batch setup of a game setup (for `runBatch` and `runAb`). */
export function batchSetup(setup: GameSetup): BatchSetup {
  return {
    ...(setup.variant !== undefined ? { variant: setup.variant } : {}),
    ...(setup.source !== undefined ? { source: setup.source } : {}),
    ...(Object.keys(setup.options).length > 0 ? { options: setup.options } : {}),
  };
}
