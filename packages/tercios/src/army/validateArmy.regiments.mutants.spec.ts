import type { ArmyViolation } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { ArmyFile, ArmyUnit } from './ArmyFile.js';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';
import { validateArmy } from './validateArmy.js';

// Killers of validateArmy.ts's regiment rules (checkLiberMilitumRegiment, checkSameType, checkShooterCompanies,
// checkRange's messages): every violation in full, docs/mutation/tercios-army.md.

/** The Spanish example (Tercio regiments 0 and 1, cavalry regiment 2, battery 3) for a side, with a 3000-point limit. */
function spain(edit: (a: ArmyFile) => void, faction = 'spanish-empire'): ArmyFile {
  const army = structuredClone(SPANISH_EMPIRE_1000);
  delete army.battleSize;
  army.pointsLimit = 3000;
  army.faction = faction;
  // The Tercio Viejo option is the Spanish Empire's alone.
  if (faction !== 'spanish-empire') delete army.regiments[0]!.units[0]!.options;
  edit(army);
  return army;
}

const units = (...ids: string[]): ArmyUnit[] => ids.map((unit) => ({ unit }));
/** The example with regiment `r`'s units replaced. */
const withUnits = (r: number, ids: string[], faction?: string): readonly ArmyViolation[] =>
  validateArmy(spain((a) => (a.regiments[r]!.units = units(...ids)), faction)).violations;

const FLAG_RULE =
  'The Army > Choosing a Side: When a unit type has one or more icons, this means it is available only for the nations concerned.';

describe('Infantry Regiment (The Army > Infantry Regiment: Battalions (2-4); Companies (0-2))', () => {
  const BATTALIONS =
    'The Army > Infantry Regiment: Compulsory: one Commander and 2 infantry battalions. Options: up to 4 battalions';

  it('1 battalion is too few, 5 too many; 2 and 4 are taken', () => {
    expect(withUnits(1, ['tercio'])).toEqual([
      { path: 'regiments[1].units', rule: BATTALIONS, message: '1 battalion; at least 2 needed' },
    ]);
    expect(withUnits(1, ['tercio', 'tercio', 'tercio', 'tercio', 'tercio'])).toEqual([
      { path: 'regiments[1].units', rule: BATTALIONS, message: '5 battalions; at most 4 allowed' },
    ]);
    expect(withUnits(1, ['tercio', 'tercio'])).toEqual([]);
    expect(withUnits(1, ['tercio', 'tercio', 'tercio', 'tercio'])).toEqual([]);
  });

  it('up to 2 companies: 3 are refused', () => {
    expect(withUnits(1, ['tercio', 'tercio', 'musketeer-company', 'pikemen-company'])).toEqual([]);
    expect(withUnits(1, ['tercio', 'tercio', 'musketeer-company', 'pikemen-company', 'combat-company'])).toEqual([
      {
        path: 'regiments[1].units',
        rule: 'The Army > Infantry Regiment: Options: up to 2 companies',
        message: '3 companies; at most 2 allowed',
      },
    ]);
  });

  it('no cavalry and no artillery in the diagram', () => {
    const diagram = 'The Army > Infantry Regiment: Commander (1); Battalions (2-4); Companies (0-2).';
    expect(withUnits(1, ['tercio', 'cuirassiers', 'tercio', 'light-artillery'])).toEqual([
      {
        path: 'regiments[1].units[1]',
        rule: diagram,
        message: 'Cuirassiers (cavalry) cannot be part of an infantry regiment',
      },
      {
        path: 'regiments[1].units[3]',
        rule: diagram,
        message: 'Light Artillery (artillery) cannot be part of an infantry regiment',
      },
    ]);
  });

  it('"the battalions must be of the same type": the odd one is named against the first battalion', () => {
    expect(withUnits(1, ['musketeer-company', 'tercio', 'classic-battalion'], 'holy-roman-empire')).toEqual([
      {
        path: 'regiments[1].units[2]',
        rule: 'The Army > Infantry Regiment: Constraints: the battalions must be of the same type (Tercio, Classic, Reformed or Modern).',
        message: 'Classic Battalion is not of the same type as Tercio (units[1])',
      },
    ]);
  });

  it("units without the side's flag: a battalion and a company", () => {
    expect(withUnits(1, ['reformed-battalion', 'reformed-battalion', 'haiduks'])).toEqual([
      {
        path: 'regiments[1].units[0]',
        rule: FLAG_RULE,
        message: 'Reformed Battalion is not available to Spanish Empire as a battalion',
      },
      {
        path: 'regiments[1].units[1]',
        rule: FLAG_RULE,
        message: 'Reformed Battalion is not available to Spanish Empire as a battalion',
      },
      {
        path: 'regiments[1].units[2]',
        rule: FLAG_RULE,
        message: 'Haiduks is not available to Spanish Empire as a company',
      },
    ]);
  });
});

describe('Battle Group (The Army > Battle Group: Companies (2-4))', () => {
  const COMPANIES = 'The Army > Battle Group: Compulsory: one Commander and 2 companies. Options: up to 4 companies.';
  const group = (ids: string[], faction?: string): readonly ArmyViolation[] =>
    validateArmy(
      spain((a) => a.regiments.push({ type: 'battle-group', commander: { rank: 0 }, units: units(...ids) }), faction),
    ).violations;

  it('1 company is too few, 5 too many; 2 and 4 are taken', () => {
    expect(group(['musketeer-company'])).toEqual([
      { path: 'regiments[4].units', rule: COMPANIES, message: '1 company; at least 2 needed' },
    ]);
    expect(
      group(['musketeer-company', 'musketeer-company', 'pikemen-company', 'pikemen-company', 'combat-company']),
    ).toEqual([{ path: 'regiments[4].units', rule: COMPANIES, message: '5 companies; at most 4 allowed' }]);
    expect(group(['musketeer-company', 'pikemen-company'])).toEqual([]);
    expect(group(['musketeer-company', 'musketeer-company', 'pikemen-company', 'combat-company'])).toEqual([]);
  });

  it('companies only: no battalion, cavalry or artillery; companies of the side only', () => {
    const diagram = 'The Army > Battle Group: Commander (1); Companies (2-4).';
    expect(group(['musketeer-company', 'tercio', 'pikemen-company', 'cuirassiers', 'light-artillery'])).toEqual([
      { path: 'regiments[4].units[1]', rule: diagram, message: 'Tercio (battalion) cannot be part of a battle group' },
      {
        path: 'regiments[4].units[3]',
        rule: diagram,
        message: 'Cuirassiers (cavalry) cannot be part of a battle group',
      },
      {
        path: 'regiments[4].units[4]',
        rule: diagram,
        message: 'Light Artillery (artillery) cannot be part of a battle group',
      },
    ]);
    expect(group(['musketeer-company', 'haiduks'])).toEqual([
      {
        path: 'regiments[4].units[1]',
        rule: FLAG_RULE,
        message: 'Haiduks is not available to Spanish Empire as a company',
      },
    ]);
  });
});

describe('Cavalry Regiment (The Army > Cavalry Regiment: Cavalry units (1-4); Companies (0-2))', () => {
  const CAVALRY = 'The Army > Cavalry Regiment: Compulsory: one Commander and 1 cavalry unit. Options: up to 4 units.';
  const SHOOTERS = 'The Army > Cavalry Regiment: Up to 2 companies of shooters';
  const NOT_MORE =
    'The Army > Cavalry Regiment: Constraints: There may not be more companies of shooters than cavalry units.';

  it('1 to 4 cavalry units: 5 are refused', () => {
    expect(withUnits(2, ['cuirassiers'])).toEqual([]);
    expect(withUnits(2, ['cuirassiers', 'cuirassiers', 'cuirassiers', 'cuirassiers'])).toEqual([]);
    expect(withUnits(2, ['cuirassiers', 'cuirassiers', 'cuirassiers', 'cuirassiers', 'cuirassiers'])).toEqual([
      { path: 'regiments[2].units', rule: CAVALRY, message: '5 cavalry units; at most 4 allowed' },
    ]);
    expect(withUnits(2, ['musketeer-company'])).toEqual([
      { path: 'regiments[2].units', rule: CAVALRY, message: '0 cavalry units; at least 1 needed' },
      { path: 'regiments[2].units', rule: NOT_MORE, message: '1 company for 0 cavalry units' },
    ]);
  });

  it('up to 2 companies of shooters, and no more of them than cavalry units', () => {
    // One company for one cavalry unit is as many, not more.
    expect(withUnits(2, ['cuirassiers', 'musketeer-company'])).toEqual([]);
    expect(withUnits(2, ['cuirassiers', 'musketeer-company', 'musketeer-company'])).toEqual([
      { path: 'regiments[2].units', rule: NOT_MORE, message: '2 companies for 1 cavalry unit' },
    ]);
    expect(
      withUnits(2, [
        'cuirassiers',
        'cuirassiers',
        'cuirassiers',
        'musketeer-company',
        'musketeer-company',
        'musketeer-company',
      ]),
    ).toEqual([{ path: 'regiments[2].units', rule: SHOOTERS, message: '3 companies; at most 2 allowed' }]);
  });

  it('a company that does not shoot is no company of shooters (Pikemen, Combat Company: Shoot 0)', () => {
    expect(withUnits(2, ['cuirassiers', 'cuirassiers', 'pikemen-company', 'combat-company'])).toEqual([
      { path: 'regiments[2].units[2]', rule: SHOOTERS, message: 'Pikemen Company is not a company of shooters' },
      { path: 'regiments[2].units[3]', rule: SHOOTERS, message: 'Combat Company is not a company of shooters' },
    ]);
  });

  it('no battalion and no artillery in the diagram', () => {
    const diagram = 'The Army > Cavalry Regiment: Commander (1); Cavalry units (1-4); Companies (0-2).';
    expect(withUnits(2, ['cuirassiers', 'tercio', 'light-artillery'])).toEqual([
      {
        path: 'regiments[2].units[1]',
        rule: diagram,
        message: 'Tercio (battalion) cannot be part of a cavalry regiment',
      },
      {
        path: 'regiments[2].units[2]',
        rule: diagram,
        message: 'Light Artillery (artillery) cannot be part of a cavalry regiment',
      },
    ]);
  });

  it('"The cavalry units must be of the same type": the odd one is named against the first cavalry unit', () => {
    expect(withUnits(2, ['musketeer-company', 'arquebusiers-on-horseback', 'cuirassiers'])).toEqual([
      {
        path: 'regiments[2].units[2]',
        rule: 'The Army > Cavalry Regiment: Constraints: The cavalry units must be of the same type (Arquebusiers, cuirassiers, heavy cavalry, chevau-légers, dragoons or light).',
        message: 'Cuirassiers is not of the same type as Arquebusiers on horseback (units[1])',
      },
    ]);
  });

  it("cavalry and companies without the side's flag", () => {
    expect(withUnits(2, ['lisowczycy', 'haiduks'])).toEqual([
      {
        path: 'regiments[2].units[0]',
        rule: FLAG_RULE,
        message: 'Lisowczycy is not available to Spanish Empire as cavalry',
      },
      {
        path: 'regiments[2].units[1]',
        rule: FLAG_RULE,
        message: 'Haiduks is not available to Spanish Empire as a company',
      },
    ]);
    expect(withUnits(2, ['lisowczycy'], 'holy-roman-empire')).toEqual([]);
  });
});

describe('Artillery battery (ruling artillery-battery: exactly 1 artillery unit and up to 2 companies)', () => {
  const RULE =
    'Artillery battery (ruling artillery-battery, community source S3): exactly 1 artillery unit and up to 2 companies';

  it('no gun, or two, are refused; a gun with 2 companies is taken, with 3 refused', () => {
    expect(withUnits(3, ['musketeer-company'])).toEqual([
      { path: 'regiments[3].units', rule: RULE, message: '0 artillery units; at least 1 needed' },
    ]);
    expect(withUnits(3, ['light-artillery', 'light-artillery'])).toEqual([
      { path: 'regiments[3].units', rule: RULE, message: '2 artillery units; at most 1 allowed' },
    ]);
    expect(withUnits(3, ['light-artillery', 'musketeer-company', 'pikemen-company'])).toEqual([]);
    expect(withUnits(3, ['light-artillery', 'musketeer-company', 'pikemen-company', 'combat-company'])).toEqual([
      { path: 'regiments[3].units', rule: RULE, message: '3 companies; at most 2 allowed' },
    ]);
  });

  it('no battalion and no cavalry; guns and companies of the side only', () => {
    expect(withUnits(3, ['light-artillery', 'tercio', 'cuirassiers'])).toEqual([
      {
        path: 'regiments[3].units[1]',
        rule: RULE,
        message: 'Tercio (battalion) cannot be part of an artillery battery',
      },
      {
        path: 'regiments[3].units[2]',
        rule: RULE,
        message: 'Cuirassiers (cavalry) cannot be part of an artillery battery',
      },
    ]);
    expect(withUnits(3, ['super-heavy-artillery', 'haiduks'])).toEqual([
      {
        path: 'regiments[3].units[0]',
        rule: FLAG_RULE,
        message: 'Super Heavy Artillery is not available to Spanish Empire as artillery',
      },
      {
        path: 'regiments[3].units[1]',
        rule: FLAG_RULE,
        message: 'Haiduks is not available to Spanish Empire as a company',
      },
    ]);
  });
});
