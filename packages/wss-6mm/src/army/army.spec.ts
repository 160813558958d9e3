import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { BRITISH_ARMY, FRENCH_ARMY } from './exampleArmies.js';
import { wss6mmArmies } from './wss6mmArmies.js';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('army lists (Rulebook: Organisation; Command and Control)', () => {
  it('both examples are valid and shown brigade by brigade', () => {
    for (const army of [BRITISH_ARMY, FRENCH_ARMY]) {
      const report = wss6mmArmies.validate(army);
      expect(report.violations).toEqual([]);
      expect(report.valid).toBe(true);
    }
    expect(wss6mmArmies.validate(BRITISH_ARMY).details).toMatchObject({
      brigades: 3,
      units: 11,
      elements: 52,
      guns: 3,
    });
    const text = wss6mmArmies.show(FRENCH_ARMY);
    expect(text).toContain('Brigade irlandaise — Brigadier Lord Clare (good)');
    expect(text).toContain("Clare's: Irish foot RF, 6 elements");
  });

  it('reports every violation with its path', () => {
    const army = clone(BRITISH_ARMY);
    const b0 = army.brigades[0]!;
    b0.units[1] = { ...b0.units[1]!, elements: 8 };
    b0.units[2] = { ...b0.units[2]!, nationality: 'French' };
    b0.units[3] = { ...b0.units[3]!, id: 'foot-guards' };
    b0.units[4] = { id: 'big', name: 'Big battery', type: 'field-battery', nationality: 'British', guns: 4 };
    army.brigades[2]!.units[0] = {
      id: 'qh',
      name: "Queen's Horse",
      type: 'british-dutch-horse',
      nationality: 'British',
      elements: 4,
      battalionGun: true,
    };
    army.brigades[1]!.units[0] = { id: 'x', name: 'X', type: 'swiss-foot', nationality: 'Swiss', elements: 8 };
    const report = wss6mmArmies.validate(army);
    expect(report.valid).toBe(false);
    expect(report.violations.map((v) => v.path).sort()).toEqual(
      [
        'brigades[0].units[1].elements',
        'brigades[0].units[2].nationality',
        'brigades[0].units[3].id',
        'brigades[0].units[4].guns',
        'brigades[1].units[0].type',
        'brigades[2].units[0].battalionGun',
      ].sort(),
    );
  });

  it('P horse is "Other": any nationality but British and Dutch', () => {
    const army = clone(FRENCH_ARMY);
    (army.brigades[3]!.units[0] as { nationality: string }).nationality = 'Dutch';
    expect(wss6mmArmies.validate(army).violations[0]?.path).toBe('brigades[3].units[0].nationality');
  });

  it('shape errors are MusterErrors naming the field; other rulesets and newer versions are refused', () => {
    const bad = (data: unknown) => {
      try {
        wss6mmArmies.validate(data);
        return 'accepted';
      } catch (e) {
        return MusterError.is(e) ? `${e.context.path}` : `crash ${String(e)}`;
      }
    };
    expect(bad({ ...clone(BRITISH_ARMY), brigades: [] })).toBe('brigades');
    expect(bad({ ...clone(BRITISH_ARMY), ruleset: 'tercios' })).toBe('ruleset');
    expect(bad({ ...clone(BRITISH_ARMY), formatVersion: 2 })).toBe('formatVersion');
    expect(bad('nonsense')).toBe('(root)');
    const noRating = clone(BRITISH_ARMY) as unknown as { brigades: { brigadier: { rating: string } }[] };
    noRating.brigades[0]!.brigadier.rating = 'superb';
    expect(bad(noRating)).toBe('brigades[0].brigadier.rating');
  });
});
