import { describe, expect, it } from 'vitest';
import type { ArmyFile, ArmyRegiment, RegimentType } from './ArmyFile.js';
import { ARMY_BASES, BREVIS_ARMY, REGIMENT_NAMES } from './armyBases.js';
import { validateArmy } from './validateArmy.js';

// Every regiment count of every army base, broken from above and (where there is a minimum) from below.

const TEMPLATES: Record<RegimentType, ArmyRegiment> = {
  'infantry-regiment': {
    type: 'infantry-regiment',
    commander: { rank: 0 },
    units: [{ unit: 'tercio' }, { unit: 'tercio' }],
  },
  'cavalry-regiment': {
    type: 'cavalry-regiment',
    commander: { rank: 0 },
    units: [{ unit: 'arquebusiers-on-horseback' }],
  },
  'artillery-battery': { type: 'artillery-battery', units: [{ unit: 'light-artillery', options: ['horse-team'] }] },
  'battle-group': {
    type: 'battle-group',
    commander: { rank: 0 },
    units: [{ unit: 'musketeer-company' }, { unit: 'pikemen-company' }],
  },
};

function army(base: ArmyFile['base'], counts: Partial<Record<RegimentType, number>>): ArmyFile {
  const regiments: ArmyRegiment[] = [];
  for (const [type, n] of Object.entries(counts) as [RegimentType, number][]) {
    for (let i = 0; i < n; i++) regiments.push(structuredClone(TEMPLATES[type]));
  }
  return {
    format: 'muster-army',
    formatVersion: 1,
    ruleset: 'tercios',
    edition: 'liber-militum',
    name: 'test',
    faction: 'spanish-empire',
    base: base ?? 'standard',
    commanderInChief: { rank: 5 },
    regiments,
  };
}

describe('army bases: regiment counts (Rulebook: The Army > ... Army Base diagrams)', () => {
  for (const base of Object.values(ARMY_BASES)) {
    const minimum = Object.fromEntries(Object.entries(base.regiments).map(([t, r]) => [t, r.min])) as Record<
      RegimentType,
      number
    >;

    it(`${base.name}: the minimum army is valid`, () => {
      // A cavalry base also needs its cavalry majority: the minimum is 2 cavalry regiments and nothing else.
      expect(validateArmy(army(base.id, minimum)).violations).toEqual([]);
    });

    for (const [type, { min, max }] of Object.entries(base.regiments) as [
      RegimentType,
      { min: number; max: number },
    ][]) {
      const rule = `The Army > ${base.name}: ${REGIMENT_NAMES['liber-militum'][type]} (${min}-${max})`;
      it(`${base.name}: ${type} above ${max}`, () => {
        const report = validateArmy(army(base.id, { ...minimum, [type]: max + 1 }));
        expect(report.violations).toContainEqual(expect.objectContaining({ path: 'regiments', rule }));
      });
      if (min > 0) {
        it(`${base.name}: ${type} below ${min}`, () => {
          const counts = { ...minimum, [type]: min - 1 };
          // At least one regiment must remain for the file's shape.
          if (Object.values(counts).every((n) => n === 0)) counts['artillery-battery'] = 1;
          const report = validateArmy(army(base.id, counts));
          expect(report.violations).toContainEqual(expect.objectContaining({ path: 'regiments', rule }));
        });
      }
    }
  }
});

describe('Brevis Editio: regiment counts', () => {
  for (const [type, { min, max }] of Object.entries(BREVIS_ARMY) as [RegimentType, { min: number; max: number }][]) {
    it(`${type}: ${min}-${max}`, () => {
      const build = (n: number): ArmyFile => {
        const a = army('standard', { 'infantry-regiment': 1, [type]: n });
        a.edition = 'brevis';
        delete a.base;
        a.commanderInChief = { rank: 3 };
        a.pointsLimit = 100;
        for (const r of a.regiments) {
          r.regimentPoints = 1;
          delete r.commander;
        }
        return a;
      };
      const rule =
        'Brevis Editio: An army takes 1-3 Foot Regiments, 0-3 Horse Regiments, 0-2 Artillery Batteries and 0-1 Battle Group.';
      expect(validateArmy(build(type === 'infantry-regiment' ? 1 : max)).violations).toEqual([]);
      expect(validateArmy(build(max + 1)).violations).toContainEqual(
        expect.objectContaining({ path: 'regiments', rule }),
      );
    });
  }
});
