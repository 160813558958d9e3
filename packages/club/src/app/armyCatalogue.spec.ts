import { SPANISH_EMPIRE_1000 } from '@muster/tercios';
import { frenchArmy } from '@muster/sword-and-pike';
import { BRITISH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { catalogueOf, rosterOf, withUnit, withoutUnit } from './armyCatalogue.js';
import { checkArmy } from './checkArmy.js';

const json = (x: unknown): unknown => structuredClone(x);

describe('the army builder: catalogue, roster, add and remove', () => {
  it('Tercios: the catalogue prices each card as the ruleset does, and the roster adds up to the validated total', () => {
    const tercio = catalogueOf('tercios').find((e) => e.id === 'tercio')!;
    expect(tercio).toMatchObject({ name: 'Tercio', points: 140 });
    const army = json(SPANISH_EMPIRE_1000);
    const total = rosterOf('tercios', army)
      .flatMap((g) => g.units)
      .reduce((sum, u) => sum + (u.points ?? 0), 0);
    const check = checkArmy('tercios', army);
    // The roster's units (without the Elite unit and the commanders' costs) never exceed the validated total.
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(check.points!);
    const added = withUnit('tercios', army, 0, 'tercio');
    expect(checkArmy('tercios', added).points).toBe(check.points! + 140);
    expect(
      checkArmy('tercios', withoutUnit('tercios', added, 0, rosterOf('tercios', added)[0]!.units.length - 1)).points,
    ).toBe(check.points);
  });

  it('The Sword and the Pike and 6mm WSS: no points (their rules have none); an added unit is valid and has its own id', () => {
    for (const [ruleset, army, entry] of [
      ['sword-and-pike', frenchArmy, 'pikemen'],
      ['wss-6mm', BRITISH_ARMY, 'british-foot'],
    ] as const) {
      expect(catalogueOf(ruleset).every((e) => e.points === null)).toBe(true);
      const added = withUnit(ruleset, json(army), 0, entry);
      const check = checkArmy(ruleset, added);
      expect(check.problems).toEqual([]);
      expect(check.points).toBeNull();
      const ids = rosterOf(ruleset, added)[0]!.units.map((u) => u.path);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
