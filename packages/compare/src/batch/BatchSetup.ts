import { pathToFileURL } from 'node:url';
import { defineVariant, mergeOptions, MusterError, variantFromJson, type Variant } from '@muster/core';

/**
 * Where a batch's variant comes from, in a form a worker thread can be sent (structured-cloneable): a JSON
 * variant's parsed contents, or the URL of an ES module variant, which each worker imports itself (plugins
 * are functions and cannot cross threads).
 */
export type VariantSource =
  | { readonly kind: 'json'; readonly data: unknown; readonly file?: string }
  | { readonly kind: 'module'; readonly url: string; readonly file?: string };

/**
 * How every battle of a batch is set up besides its seed: a variant (its options and plugin rebinds) and
 * the options the games are created with. `options` are the variant's options with any `--option` laid
 * over them ({@link withOptions}), so every thread plays exactly the same rules.
 */
export interface BatchSetup {
  readonly variant?: Variant;
  /** How worker threads load `variant` (required to play a variant on more than one thread). */
  readonly source?: VariantSource;
  /** The games' options: the variant's with overrides laid over them. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** The options a batch's games are created with: the variant's, with `overrides` laid over them. */
export function withOptions(
  variant: Variant | undefined,
  overrides: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return mergeOptions(variant?.options ?? {}, overrides);
}

/**
 * The variant an ES module exports as its default (built with core's `defineVariant`, or an object of the
 * same shape, which is validated the same way). A module that cannot be imported, or whose default
 * export is not a variant, is a `bad-file` error naming the file and what was expected.
 *
 * @example
 * const variant = await variantFromModule(pathToFileURL('house-rules/tercios/rout-5.mjs').href, 'rout-5.mjs');
 */
export async function variantFromModule(url: string, file: string = url): Promise<Variant> {
  const expected = 'an ES module whose default export is defineVariant({ ruleset, name, options?, plugins? })';
  let mod: Record<string, unknown>;
  try {
    mod = (await import(url)) as Record<string, unknown>;
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    throw new MusterError('bad-file', `cannot be imported: ${why}`, { file, expected });
  }
  const exported = mod.default;
  if (typeof exported !== 'object' || exported === null)
    throw new MusterError('bad-file', 'has no default export of a variant', { file, path: 'default', expected });
  try {
    return defineVariant(exported as Parameters<typeof defineVariant>[0], { file });
  } catch (error) {
    // A default export that throws when read (a getter, a Proxy) is the module's fault, not an internal error.
    if (MusterError.is(error)) throw error;
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    throw new MusterError('bad-file', `its default export throws when read: ${why}`, {
      file,
      path: 'default',
      expected,
    });
  }
}

/** Loads the variant of a {@link VariantSource} (in a worker thread, or in the calling one). */
export async function loadVariantSource(source: VariantSource): Promise<Variant> {
  const where = source.file !== undefined ? { file: source.file } : {};
  return source.kind === 'json' ? variantFromJson(source.data, where) : variantFromModule(source.url, source.file);
}

/** The file URL of a module path, for {@link VariantSource}. */
export const moduleUrlOf = (path: string): string => pathToFileURL(path).href;
