import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { FIELD_WORKS, TERRAIN_KINDS, type TerrainKind } from '../table/Terrain.js';
import { faces, handBuiltTable, recordingContext, scenarioUnit } from './__fixtures__/playDecisions.js';
import { tableTest } from './moraleTests.js';

// F. Morale Altered Temporarily: "Units in towns, forts, trenches, etc. -raise Morale 1 point." FIRE, target
// classifications: "Cover = woods, buildings, stone walls, hedges." "Field Works = trenches & earthworks, towns if
// entire town has been arrayed for defense." Ruling R59 (and R28): the +1 is for field works and fortified towns; a
// unit in buildings (Cover, not arrayed for defence) has none, unless `townMorale: 'any-town'`.
describe('"Units in towns, forts, trenches, etc." +1 morale (ruling R59, option `townMorale`)', () => {
  /** The score of a standing test (D6 1 + morale 3) of pikes whose centre is in an area of `kind`. */
  const scoreIn = (kind: TerrainKind | null, townMorale?: string) => {
    const terrain = kind === null ? [] : [{ kind, name: kind, x: 20, y: 15, width: 20, height: 10 }];
    const options = SwordAndPikeOptionsSchema.parse(townMorale === undefined ? {} : { townMorale });
    const pikes = scenarioUnit({ id: 'p', troop: 'pikemen', order: 'closed', x: 30, y: 20 });
    const enemy = scenarioUnit({ id: 'enemy', troop: 'pikemen', x: 60, y: 40 });
    const s0 = handBuiltTable('town morale', [pikes], [enemy], options, terrain);
    const s = { ...s0, units: s0.units.map((x) => ({ ...x, morale: 3 })) };
    const run = recordingContext(s, faces([1]));
    tableTest(run.ctx, 'p', 'fire casualties', 'standing');
    return run.events.find((e) => e.type === 'morale-tested')!;
  };

  it('in the open: D6 1 + 3 = 4', () => {
    expect(scoreIn(null)).toMatchObject({ score: 4 });
  });

  it("default 'fortified-only': +1 in earthworks and a fortified town, none in buildings or any other terrain", () => {
    for (const kind of TERRAIN_KINDS)
      expect([kind, scoreIn(kind).score]).toEqual([kind, FIELD_WORKS.includes(kind) ? 5 : 4]);
    expect(scoreIn('buildings')).toMatchObject({ score: 4 });
  });

  it("'any-town': buildings count as a town too (+1); still none in woods, hedges, walls, broken ground, hills", () => {
    for (const kind of TERRAIN_KINDS) {
      const town = kind === 'buildings' || FIELD_WORKS.includes(kind);
      expect([kind, scoreIn(kind, 'any-town').score]).toEqual([kind, town ? 5 : 4]);
    }
  });
});
