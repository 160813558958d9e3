import { describe, expect, it } from 'vitest';
import { BLOCKS_SIGHT, BROKEN, COVER, FIELD_WORKS, TERRAIN_KINDS, TerrainSchema } from './Terrain.js';

// The terrain kinds and the rule classes they fall in. Rulebook (/work/shared/rules/sword-and-pike.txt), FIRE:
// "Cover = woods, buildings, stone walls, hedges." "Field Works = trenches & earthworks, towns if entire town has
// been arrayed for defense"; MORALE: "Units in towns, forts, trenches, etc. -raise Morale 1 point"; the close combat
// factors: "broken terrain or urban areas other than in the streets". Rulings R2 (halved movement), R28 (terrain and
// the standard table) and R40 (what blocks a line of fire), docs/rulings/sword-and-pike.md.

const area = { kind: 'woods', name: 'Wood', x: 10, y: 10, width: 20, height: 8 };

describe('terrain kinds (ruling R28)', () => {
  it('the eight kinds a scenario may name', () => {
    expect(TERRAIN_KINDS).toEqual([
      'woods',
      'buildings',
      'hedge',
      'wall',
      'field-works',
      'fortified-town',
      'broken',
      'hill',
    ]);
  });

  it('FIRE "Cover = woods, buildings, stone walls, hedges"', () => {
    expect([...COVER].sort()).toEqual(['buildings', 'hedge', 'wall', 'woods']);
  });

  it('FIRE "Field Works = trenches & earthworks, towns if entire town has been arrayed for defense"', () => {
    expect([...FIELD_WORKS].sort()).toEqual(['field-works', 'fortified-town']);
  });

  it('close combat "broken terrain or urban areas other than in the streets" (and R2 halved movement)', () => {
    expect([...BROKEN].sort()).toEqual(['broken', 'buildings', 'fortified-town', 'woods']);
  });

  it('R40: woods, buildings and towns block a line of fire; walls, hedges and hills do not', () => {
    expect([...BLOCKS_SIGHT].sort()).toEqual(['buildings', 'fortified-town', 'woods']);
  });
});

describe('a terrain area of a scenario (TerrainSchema)', () => {
  it('accepts an area of every kind, on the table, with a name', () => {
    for (const kind of TERRAIN_KINDS) expect(TerrainSchema.safeParse({ ...area, kind }).success).toBe(true);
    expect(TerrainSchema.parse(area)).toEqual(area);
  });

  it('refuses an unknown kind, a missing or an extra field', () => {
    expect(TerrainSchema.safeParse({ ...area, kind: 'swamp' }).success).toBe(false);
    const { name: _name, ...noName } = area;
    expect(TerrainSchema.safeParse(noName).success).toBe(false);
    expect(TerrainSchema.safeParse({ ...area, colour: 'green' }).success).toBe(false);
  });

  it('a name of at most 80 characters', () => {
    expect(TerrainSchema.safeParse({ ...area, name: 'w'.repeat(80) }).success).toBe(true);
    expect(TerrainSchema.safeParse({ ...area, name: 'w'.repeat(81) }).success).toBe(false);
  });

  it('the lower-left corner from 0 to 1000 inches', () => {
    for (const key of ['x', 'y'] as const) {
      expect(TerrainSchema.safeParse({ ...area, [key]: 0 }).success).toBe(true);
      expect(TerrainSchema.safeParse({ ...area, [key]: 1000 }).success).toBe(true);
      expect(TerrainSchema.safeParse({ ...area, [key]: 500 }).success).toBe(true);
      expect(TerrainSchema.safeParse({ ...area, [key]: -0.5 }).success).toBe(false);
      expect(TerrainSchema.safeParse({ ...area, [key]: 1000.5 }).success).toBe(false);
    }
  });

  it('a width and height over 0, at most 1000 inches', () => {
    for (const key of ['width', 'height'] as const) {
      expect(TerrainSchema.safeParse({ ...area, [key]: 0.5 }).success).toBe(true);
      expect(TerrainSchema.safeParse({ ...area, [key]: 1000 }).success).toBe(true);
      expect(TerrainSchema.safeParse({ ...area, [key]: 0 }).success).toBe(false);
      expect(TerrainSchema.safeParse({ ...area, [key]: 1000.5 }).success).toBe(false);
    }
  });
});
