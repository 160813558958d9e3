/**
 * The optional drawing hook of a ruleset package, used by `muster battle --svg FILE`.
 *
 * A ruleset package that can draw its table exports a `tableRenderer` (one, or an array for several
 * rulesets) of this shape. The CLI finds it by that export name; nothing in core depends on it.
 *
 * @example
 * // packages/<ruleset>/src/index.ts
 * export const tableRenderer: TableRenderer = { ruleset: 'tercios', svg: (state) => drawTable(state) };
 */
export interface TableRenderer {
  /** Id of the ruleset whose states this draws. */
  readonly ruleset: string;
  /** The table in `state` (terrain, bases with facing, unit state) as a complete SVG document. */
  svg(state: unknown, caption?: string): string;
  /**
   * The turn number of a state. When present, `--svg FILE` also draws the table after each turn
   * (`FILE` without `.svg`, then `-turn-<N>.svg`).
   */
  turn?(state: unknown): number;
}

/** True when `value` has the shape of a {@link TableRenderer}. */
export function isTableRenderer(value: unknown): value is TableRenderer {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.ruleset === 'string' &&
    typeof r.svg === 'function' &&
    (r.turn === undefined || typeof r.turn === 'function')
  );
}
