import type { TableRenderer } from '@muster/core';

/**
 * The drawing hook of a ruleset package, used by `muster battle --svg FILE` and `muster view`: core's
 * `TableRenderer` contract (core declares it because the rulesets implement it and depend on core alone).
 * A ruleset package that can draw its table exports a `tableRenderer` (one, or an array for several
 * rulesets); the CLI finds it by that export name.
 *
 * @example
 * // packages/<ruleset>/src/index.ts
 * export const tableRenderer: TableRenderer = { ruleset: 'tercios', svg: (state, caption) => drawTable(state, caption) };
 */
export type { TableRenderer };

/** True when `value` has the shape of a {@link TableRenderer}. */
export function isTableRenderer(value: unknown): value is TableRenderer {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const optionalFunction = (v: unknown) => v === undefined || typeof v === 'function';
  return (
    typeof r.ruleset === 'string' &&
    typeof r.svg === 'function' &&
    optionalFunction(r.turn) &&
    optionalFunction(r.marks) &&
    optionalFunction(r.pieces)
  );
}
