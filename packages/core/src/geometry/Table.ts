import { corners, type Base } from './Base.js';
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
  return corners(base).every(
    (c) => c.x >= -tolerance && c.x <= table.width + tolerance && c.y >= -tolerance && c.y <= table.height + tolerance,
  );
}
