import { statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { variantFromModule, type VariantSource } from '@muster/compare';
import { MusterError, VariantFileSchema, variantFromJson, type Variant } from '@muster/core';
import { readJsonFile } from '../io/readJsonFile.js';

/** A variant file as loaded: the variant, where it came from, and how a worker thread loads it again. */
export interface LoadedVariant {
  readonly file: string;
  readonly variant: Variant;
  readonly source: VariantSource;
}

/**
 * Loads a variant file (`--variant FILE`): a `.json` variant (`"format": "muster-variant"`, options
 * only) read with {@link readJsonFile}, or an ES module (`.mjs`, `.js`) whose default export is built with
 * core's `defineVariant`, imported by file URL. Every way it can be wrong is a `bad-file` error naming
 * the file (and the field): missing, not JSON, a shape the schema refuses, a module that fails to import
 * or exports no variant. Which ruleset it must be for is checked by {@link gameSetup}.
 *
 * @example
 * const { variant } = await loadVariantFile('examples/house-rules/tercios/weary-at-first-wear.json');
 */
export async function loadVariantFile(file: string): Promise<LoadedVariant> {
  const ext = extname(file).toLowerCase();
  if (ext === '.json') {
    const data = readJsonFile(file, VariantFileSchema, { what: 'a variant (muster-variant JSON)' });
    return { file, variant: variantFromJson(data, { file }), source: { kind: 'json', data, file } };
  }
  if (ext === '.mjs' || ext === '.js') {
    // A missing file says so, rather than as an import error.
    const expected = 'an ES module variant';
    let isFile: boolean;
    try {
      isFile = statSync(file).isFile();
    } catch {
      throw new MusterError('bad-file', 'no such file', { file, expected });
    }
    if (!isFile) throw new MusterError('bad-file', 'is not a regular file', { file, expected });
    const url = pathToFileURL(resolve(file)).href;
    return { file, variant: await variantFromModule(url, file), source: { kind: 'module', url, file } };
  }
  throw new MusterError(
    'bad-input',
    'a variant file ends in .json (options only) or .mjs/.js (an ES module exporting defineVariant(...))',
    {
      file,
      path: 'variant',
      expected: 'FILE.json, FILE.mjs or FILE.js',
    },
  );
}
