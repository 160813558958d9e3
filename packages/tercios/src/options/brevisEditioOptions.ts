import { TerciosOptionsSchema, type TerciosOptions, type TerciosOptionsInput } from './options.js';

/**
 * Options for Tercios: Brevis Editio: `edition: 'brevis-editio'`, which fills in the short edition's readings
 * (`BREVIS_EDITIO_READINGS`: Pikes only when charged by Horse, no Dirty war!, no Easy terrain) and breaks
 * initiative ties by the highest-ranked commander. Anything in `overrides` wins.
 *
 * @example
 * const options = brevisEditioOptions({ wearyAt: 'first-wear' });
 */
export function brevisEditioOptions(overrides: TerciosOptionsInput = {}): TerciosOptions {
  return TerciosOptionsSchema.parse({ edition: 'brevis-editio', ...overrides });
}
