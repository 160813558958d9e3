import type { ParamValues } from '@muster/core';

/**
 * A cache of the units a mechanic's parameters describe, built once per parameter object: Monte Carlo runs
 * the same parameters thousands of times, and building units (rules, options) costs more than the dice. Each
 * caller makes its own, so two tools wrapping the same parameter object never read each other's units.
 *
 * @example
 * const prepared = preparedUnitsCache();
 * const { shooter, target } = prepared(params, () => ({ shooter: build(params, 'shooter'), target: build(params, 'target') }));
 */
export function preparedUnitsCache(): <T>(params: ParamValues, build: () => T) => T {
  const cache = new WeakMap<ParamValues, unknown>();
  return <T>(params: ParamValues, build: () => T): T => {
    let prepared = cache.get(params) as T | undefined;
    if (prepared === undefined) {
      prepared = build();
      cache.set(params, prepared);
    }
    return prepared;
  };
}
