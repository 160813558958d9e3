import { parseWith } from '@muster/core';
import { TerciosOptionsSchema, type TerciosOptions, type TerciosOptionsInput } from './options.js';

/**
 * Validated options with defaults: accepts a complete options object, a partial one or nothing.
 * Bad input is a MusterError naming the field.
 */
export function resolveOptions(
  input: TerciosOptionsInput | TerciosOptions | undefined,
  where = 'options',
): TerciosOptions {
  return parseWith(TerciosOptionsSchema, input ?? {}, { path: where });
}
