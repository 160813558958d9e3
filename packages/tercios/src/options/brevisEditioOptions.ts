import { TerciosOptionsSchema, type TerciosOptions, type TerciosOptionsInput } from './options.js';

/**
 * Options for Tercios: Brevis Editio: the short edition gives Pikes their bonus only when charged by
 * Horse and has no Dirty war!. Anything in `overrides` wins.
 *
 * @example
 * const options = brevisEditioOptions({ wearyAt: 'first-wear' });
 */
export function brevisEditioOptions(overrides: TerciosOptionsInput = {}): TerciosOptions {
  return TerciosOptionsSchema.parse({
    edition: 'brevis-editio',
    pikesBonus: 'when-charged-by-cavalry',
    ...overrides,
    dirtyWar: { policy: 'never', ...(overrides.dirtyWar ?? {}) },
  });
}
