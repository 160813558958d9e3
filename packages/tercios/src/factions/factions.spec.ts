import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ArmyFileSchema } from '../army/ArmyFile.js';
import { PROFILES } from '../profiles/PROFILES.js';
import { FACTIONS, KINGDOMS_SIDE_IDS, factionsOf, getFaction } from './FACTIONS.js';

describe('factions', () => {
  it('Brevis Editio offers exactly its six factions', () => {
    expect(
      factionsOf('brevis')
        .map((f) => f.id)
        .sort(),
    ).toEqual(['england', 'france', 'german-protestant', 'holy-roman-empire', 'spanish-empire', 'swedish-empire']);
  });

  it('Liber Militum adds Denmark-Norway, Transylvania, the United Provinces and the seven Kingdoms sides', () => {
    expect(factionsOf('liber-militum')).toHaveLength(16);
    expect(
      factionsOf('liber-militum')
        .filter((f) => f.kingdoms)
        .map((f) => f.id)
        .sort(),
    ).toEqual(['cossacks', 'croatia', 'hungary', 'ottoman-empire', 'poland-lithuania', 'russia', 'tartars']);
    expect(getFaction('denmark-norway').battalions).toEqual(['reformed-battalion']);
    expect(() => getFaction('denmark-norway', 'brevis')).toThrow(MusterError);
  });

  it('battalion types by side (community S2): Spain fields Tercios, Sweden Modern Battalions and Musketeer Corps', () => {
    expect(getFaction('spanish-empire').battalions).toEqual(['tercio']);
    expect(getFaction('swedish-empire').battalions).toEqual(['modern-battalion', 'musketeer-corps']);
    for (const f of FACTIONS) expect(f.source).toBe('community');
  });

  it('an unknown faction throws bad-input with a close match', () => {
    try {
      getFaction('swedish-empyre');
      expect.unreachable();
    } catch (e) {
      expect(MusterError.is(e)).toBe(true);
      expect((e as MusterError).code).toBe('bad-input');
      expect(((e as MusterError).context.suggestions as string[])[0]).toBe('swedish-empire');
    }
  });

  it('every faction named by an option restriction is a known side (no typos)', () => {
    const known = new Set([...FACTIONS.map((f) => f.id), ...KINGDOMS_SIDE_IDS]);
    for (const p of PROFILES) {
      for (const o of p.options)
        for (const id of o.factions ?? []) expect(known.has(id), `${p.id}/${o.id}: ${id}`).toBe(true);
    }
  });

  it('the army file schema exports as JSON Schema', () => {
    const schema = z.toJSONSchema(ArmyFileSchema) as { properties?: Record<string, unknown> };
    expect(Object.keys(schema.properties ?? {})).toEqual(
      expect.arrayContaining(['format', 'edition', 'faction', 'regiments']),
    );
  });
});
