import { cornerCoordinates, type Base } from './Base.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/** The playing area: x from 0 to `width`, y from 0 (side A's edge) to `height` (side B's edge), in inches. */
export interface Table {
  readonly width: number;
  readonly height: number;
}

/** The common 6' x 4' table: 72" wide, 48" deep. */
export const TABLE_72x48: Table = Object.freeze({ width: 72, height: 48 });

/**
 * Whether the whole base is on the table (touching an edge counts as on it).
 *
 * @example
 * baseInside(baseAt(vec(36, 6), NORTH, 12, 6), TABLE_72x48) // true: rear edge on side A's edge
 */
export function baseInside(base: Base, table: Table, tolerance = GEOMETRY_EPSILON): boolean {
  const c = cornerCoordinates(base, CORNERS);
  for (let i = 0; i < 8; i += 2) {
    const x = c[i] as number;
    const y = c[i + 1] as number;
    if (!(x >= -tolerance && x <= table.width + tolerance && y >= -tolerance && y <= table.height + tolerance))
      return false;
  }
  return true;
}

// Scratch corners for baseInside (synchronous and not re-entrant, so one buffer serves every call).
const CORNERS = new Float64Array(8);
