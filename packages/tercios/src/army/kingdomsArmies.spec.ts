import type { ArmyReport } from '@muster/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getFaction } from '../factions/FACTIONS.js';
import { KINGDOMS_ARMY_TYPES } from '../factions/kingdomsArmyTypes.js';
import type { ArmyFile, ArmyRegiment } from './ArmyFile.js';
import { POLISH_LITHUANIAN_1000 } from './examples/polishLithuanian1000.js';
import { terciosArmies } from './terciosArmies.js';
import { validateArmy } from './validateArmy.js';

// The Kingdoms army types of the community file (tercios-community-profiles.md 2c; ruling kingdoms-armies).

const POLAND = POLISH_LITHUANIAN_1000;

function variant(base: ArmyFile, edit: (a: ArmyFile) => void): ArmyFile {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
}

function messages(report: ArmyReport): string[] {
  return report.violations.map((v) => `${v.path}: ${v.message}`);
}

const cavalry = (unit: string, n: number, rank = 1): ArmyRegiment => ({
  type: 'cavalry-regiment',
  commander: { rank },
  units: Array.from({ length: n }, () => ({ unit })),
});
const foot = (unit: string, n: number, companies: string[] = []): ArmyRegiment => ({
  type: 'infantry-regiment',
  commander: { rank: 1 },
  units: [...Array.from({ length: n }, () => ({ unit })), ...companies.map((unit) => ({ unit }))],
});
const battleGroup = (...units: string[]): ArmyRegiment => ({
  type: 'battle-group',
  commander: { rank: 0 },
  units: units.map((unit) => ({ unit })),
});
const battery = (unit = 'light-artillery'): ArmyRegiment => ({ type: 'artillery-battery', units: [{ unit }] });

function army(faction: string, regiments: ArmyRegiment[]): ArmyFile {
  return {
    format: 'muster-army',
    formatVersion: 1,
    ruleset: 'tercios',
    edition: 'liber-militum',
    name: faction,
    faction,
    commanderInChief: { rank: 3 },
    regiments,
  };
}

describe('Kingdoms sides build with their community army types', () => {
  it('the Polish-Lithuanian example is valid: 965 of 1000 points, every unit a community profile', () => {
    const report = validateArmy(
      JSON.parse(readFileSync(new URL('../../data/armies/polish-lithuanian-1000.json', import.meta.url), 'utf8')),
    );
    expect(report.violations).toEqual([]);
    // C-C rank 3 = 50; 3 Heavy Hussars 345 + rank 2 = 25; 3 Lisowczycy 165 + rank 1 = 10;
    // 3 Battalions 300 + rank 1 = 10; Light Artillery 60.
    expect(report.points).toBe(50 + 370 + 175 + 310 + 60);
    expect(report.details).toMatchObject({ base: 'Polish-Lithuanian army', Horde: 'no' });
    expect(terciosArmies.examples['polish-lithuanian-1000']).toEqual(report.valid ? POLAND : undefined);
  });

  it('the data file and the exported example are the same list', () => {
    expect(
      JSON.parse(readFileSync(new URL('../../data/armies/polish-lithuanian-1000.json', import.meta.url), 'utf8')),
    ).toEqual(POLAND);
  });

  it('every Kingdoms side is labelled community and has an army type', () => {
    for (const id of ['poland-lithuania', 'croatia', 'hungary', 'russia', 'ottoman-empire', 'cossacks', 'tartars']) {
      const f = getFaction(id);
      expect(f.source).toBe('community');
      expect(f.kingdoms?.source).toBe('community');
      expect(f.editions).toEqual(['liber-militum']);
    }
    expect(() => getFaction('russia', 'brevis')).toThrow(/unknown brevis faction/);
  });

  it('Poland: at least one Heavy Hussar regiment, and cavalry regiments at least all others combined', () => {
    const noHussars = variant(POLAND, (a) => (a.regiments[0] = cavalry('lisowczycy', 2)));
    expect(messages(validateArmy(noHussars))).toContain('regiments: no regiment of heavy-hussars');
    const footHeavy = army('poland-lithuania', [
      cavalry('heavy-hussars', 2),
      cavalry('lisowczycy', 2),
      foot('kingdoms-battalion', 2),
      foot('levies', 2),
      battery(),
    ]);
    expect(messages(validateArmy(footHeavy))).toEqual(['regiments: 2 cavalry regiments against 3 others']);
  });

  it('Poland: one East regiment of Cossacks (2-6 units); a second is refused', () => {
    const one = army('poland-lithuania', [cavalry('heavy-hussars', 2), cavalry('cossacks', 2)]);
    expect(validateArmy(one).violations).toEqual([]);
    const two = army('poland-lithuania', [cavalry('heavy-hussars', 2), cavalry('cossacks', 2), cavalry('cossacks', 3)]);
    expect(messages(validateArmy(two))).toEqual(['regiments: 2 East Cavalry regiments; at most 1']);
    const small = army('poland-lithuania', [cavalry('heavy-hussars', 2), cavalry('cossacks', 1)]);
    expect(messages(validateArmy(small))).toEqual(['regiments[1].units: 1 cavalry unit; at least 2 needed']);
  });

  it('Poland: the foot takes 1-4 battalions and at most one company; Haiduks only as their own battle group', () => {
    const twoCompanies = army('poland-lithuania', [
      cavalry('heavy-hussars', 2),
      cavalry('lisowczycy', 2),
      foot('levies', 2, ['musketeer-company', 'pikemen-company']),
    ]);
    expect(messages(validateArmy(twoCompanies))).toEqual(['regiments[2].units: 2 companies; at most 1 allowed']);
    const haidukInFoot = army('poland-lithuania', [
      cavalry('heavy-hussars', 2),
      cavalry('lisowczycy', 2),
      foot('levies', 2, ['haiduks']),
    ]);
    expect(messages(validateArmy(haidukInFoot))).toEqual([
      'regiments[2].units[2]: Haiduks is not available to Polish-Lithuanian Commonwealth in this regiment',
      'regiments[2].units[2]: Haiduks serve only in their own battle group',
    ]);
    const haidukGroup = army('poland-lithuania', [
      cavalry('heavy-hussars', 2),
      cavalry('lisowczycy', 2),
      battleGroup('haiduks', 'haiduks'),
    ]);
    expect(validateArmy(haidukGroup).violations).toEqual([]);
    const mixed = army('poland-lithuania', [
      cavalry('heavy-hussars', 2),
      cavalry('lisowczycy', 2),
      battleGroup('haiduks', 'musketeer-company'),
    ]);
    expect(messages(validateArmy(mixed))).toEqual([
      'regiments[2].units: haiduks companies form a battle group of their own',
    ]);
  });

  it('units of other sides are refused with the side named', () => {
    const janissaries = army('poland-lithuania', [
      cavalry('heavy-hussars', 2),
      cavalry('lisowczycy', 2),
      foot('janissaries', 2),
    ]);
    expect(messages(validateArmy(janissaries))).toEqual([
      'regiments[2].units[0]: Janissaries is not available to Polish-Lithuanian Commonwealth as a battalion',
      'regiments[2].units[1]: Janissaries is not available to Polish-Lithuanian Commonwealth as a battalion',
    ]);
  });

  it('a Dragoons regiment counts apart (0-1, 1-2 Dragoons, no companies)', () => {
    const withDragoons = army('russia', [foot('streltsi', 2), cavalry('dragoons-mounted', 2)]);
    expect(validateArmy(withDragoons).violations).toEqual([]);
    const two = army('russia', [foot('streltsi', 2), cavalry('dragoons-mounted', 1), cavalry('dragoons-mounted', 1)]);
    expect(messages(validateArmy(two))).toEqual(['regiments: 2 dragoons regiments; at most 1 allowed']);
  });

  it('Balkan: artillery needs the foot regiment; only one regiment with Boyars; Horde without foot', () => {
    const gunsNoFoot = army('hungary', [cavalry('light-hussars', 2), battery()]);
    const report = validateArmy(gunsNoFoot);
    expect(messages(report)).toEqual(['regiments: artillery without a foot regiment']);
    expect(report.details?.Horde).toBe('yes');
    const withFoot = validateArmy(
      army('croatia', [cavalry('light-hussars', 2), foot('kingdoms-battalion', 1, ['haiduks']), battery()]),
    );
    expect(withFoot.violations).toEqual([]);
    expect(withFoot.details?.Horde).toBe('no');
    const boyars = army('croatia', [cavalry('boyars', 2), cavalry('boyars', 1)]);
    expect(messages(validateArmy(boyars))).toEqual([
      'regiments[1]: a second regiment with boyars (the first is regiments[0])',
    ]);
  });

  it('Russia: no more batteries than foot regiments; Cossack regiments no more than other horse', () => {
    const guns = army('russia', [foot('kingdoms-battalion', 2), battery(), battery('super-heavy-artillery')]);
    expect(messages(validateArmy(guns))).toEqual(['regiments: 2 batteries for 1 foot regiment']);
    const cossacks = army('russia', [foot('levies', 2), cavalry('cossacks', 2)]);
    expect(messages(validateArmy(cossacks))).toEqual([
      'regiments: 1 East Cavalry regiment against 0 other cavalry regiments',
    ]);
    const streltsiGroup = army('russia', [
      foot('levies', 2),
      {
        ...battleGroup('musketeer-company', 'pikemen-company'),
        units: [{ unit: 'streltsi' }, { unit: 'musketeer-company' }, { unit: 'pikemen-company' }],
      },
    ]);
    expect(validateArmy(streltsiGroup).violations).toEqual([]);
  });

  it('Ottomans: Janissaries with Bashi-Bazouk companies only; one Armatoles battle group at most', () => {
    expect(
      validateArmy(
        army('ottoman-empire', [
          foot('janissaries', 2, ['bashi-bazouk']),
          cavalry('sipahi', 2),
          battleGroup('armatoles', 'armatoles'),
        ]),
      ).violations,
    ).toEqual([]);
    const musketeers = army('ottoman-empire', [foot('janissaries', 2, ['musketeer-company']), cavalry('sipahi', 2)]);
    expect(messages(validateArmy(musketeers))).toEqual([
      'regiments[0].units[2]: Musketeer Company is not available to Ottoman Empire in this regiment',
    ]);
    const twoArmatoles = army('ottoman-empire', [
      foot('janissaries', 2),
      cavalry('akinci', 2),
      battleGroup('armatoles', 'armatoles'),
      battleGroup('armatoles', 'armatoles'),
    ]);
    expect(messages(validateArmy(twoArmatoles))).toEqual(['regiments[3]: at most 1 such battle group']);
  });

  it('Eastern Riders: 2-8 East Cavalry regiments, more than battle groups, no foot or guns, always Horde', () => {
    const riders = validateArmy(
      army('tartars', [cavalry('tatars', 3), cavalry('cossacks', 2), battleGroup('azapes', 'azapes')]),
    );
    expect(riders.violations).toEqual([]);
    expect(riders.details?.Horde).toBe('yes');
    const equal = army('cossacks', [
      cavalry('cossacks', 2),
      cavalry('cossacks', 2),
      battleGroup('plastun', 'plastun'),
      battleGroup('plastun', 'combat-company'),
    ]);
    expect(messages(validateArmy(equal))).toEqual(['regiments: 2 cavalry regiments against 2 battle groups']);
    const foot1 = army('cossacks', [cavalry('cossacks', 2), cavalry('cossacks', 2), foot('kingdoms-battalion', 2)]);
    expect(messages(validateArmy(foot1))).toEqual(
      expect.arrayContaining(['regiments: 1 infantry regiment; at most 0 allowed']),
    );
  });

  it('no rulebook army base and no Elite unit for a Kingdoms side', () => {
    const based = variant(POLAND, (a) => (a.base = 'cavalry'));
    expect(messages(validateArmy(based))).toEqual([
      'base: a Kingdoms side builds a Polish-Lithuanian army, not the cavalry army base',
    ]);
    const elite = variant(POLAND, (a) => (a.elite = { unit: 'heavy-hussars' }));
    expect(messages(validateArmy(elite))).toContain('elite: a Polish-Lithuanian army has no Elite unit');
  });

  it('the five army types are all community data with their source text', () => {
    for (const type of Object.values(KINGDOMS_ARMY_TYPES)) {
      expect(type.source).toBe('community');
      expect(type.text.length).toBeGreaterThan(20);
    }
  });
});

describe('showing a Kingdoms army', () => {
  it('names the army type instead of a rulebook army base', async () => {
    const { showArmy } = await import('./showArmy.js');
    expect(showArmy(POLAND).split('\n')[0]).toBe(
      'Polish-Lithuanian army at Kircholm, 1605 — Polish-Lithuanian Commonwealth (Liber Militum, Polish-Lithuanian army (Kingdoms, community file))',
    );
  });
});
