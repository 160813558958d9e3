import { z } from 'zod';

/**
 * Terrain kinds. Rulebook: FIRE target classifications — Cover ("woods, buildings, stone walls, hedges"),
 * Field Works ("trenches & earthworks, towns if entire town has been arrayed for defense"); close combat —
 * walls, higher levels, broken terrain and urban areas.
 */
export const TERRAIN_KINDS = [
  'woods',
  'buildings',
  'hedge',
  'wall',
  'field-works',
  'fortified-town',
  'broken',
  'hill',
] as const;

/** A terrain kind. */
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/** An area of terrain: an axis-aligned rectangle on the table, x/y its lower-left corner, in inches. */
export const TerrainSchema = z.strictObject({
  kind: z.enum(TERRAIN_KINDS),
  name: z.string().max(80),
  x: z.number().min(0).max(1000),
  y: z.number().min(0).max(1000),
  width: z.number().positive().max(1000),
  height: z.number().positive().max(1000),
});

/** A terrain area. */
export type Terrain = z.output<typeof TerrainSchema>;

/** Cover for fire: woods, buildings, stone walls, hedges. */
export const COVER: readonly TerrainKind[] = ['woods', 'buildings', 'hedge', 'wall'];
/** Field works for fire, and by default (ruling R59) the "towns, forts, trenches" of the +1 morale. */
export const FIELD_WORKS: readonly TerrainKind[] = ['field-works', 'fortified-town'];
/**
 * "Units in towns, forts, trenches, etc." +1 morale (ruling R59): field works and fortified towns, and under
 * `townMorale: 'any-town'` buildings too (a town not arrayed for defence).
 */
export const TOWN_MORALE = {
  'fortified-only': FIELD_WORKS,
  'any-town': [...FIELD_WORKS, 'buildings'],
} as const satisfies Record<string, readonly TerrainKind[]>;
/** Broken terrain or urban areas other than streets (close combat), and halved movement (ruling R2). */
export const BROKEN: readonly TerrainKind[] = ['woods', 'buildings', 'broken', 'fortified-town'];
/** Areas that block a line of fire through them (ruling R40): woods, buildings and towns. Walls, hedges and hills do not. */
export const BLOCKS_SIGHT: readonly TerrainKind[] = ['woods', 'buildings', 'fortified-town'];
