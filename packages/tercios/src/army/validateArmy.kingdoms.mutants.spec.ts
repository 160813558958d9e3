import type { ArmyViolation } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { KINGDOMS_ARMY_TYPES, type KingdomsArmyType } from '../factions/kingdomsArmyTypes.js';
import type { ArmyFile, ArmyRegiment } from './ArmyFile.js';
import { validateArmy } from './validateArmy.js';

// Killers of validateArmy.ts's Kingdoms rules (ruling kingdoms-armies: a Kingdoms side builds its community army
// type, tercios-community-profiles.md 2c, sources S3-S4): checkKingdomsRegiment and checkKingdomsArmy, every
// violation in full (docs/mutation/tercios-army.md).

const regiment = (type: ArmyRegiment['type'], ...units: string[]): ArmyRegiment => ({
  type,
  ...(type === 'artillery-battery' ? {} : { commander: { rank: 1 } }),
  units: units.map((unit) => ({ unit })),
});
const cavalry = (unit: string, n: number, ...companies: string[]): ArmyRegiment =>
  regiment('cavalry-regiment', ...Array.from({ length: n }, () => unit), ...companies);
const foot = (unit: string, n: number, ...companies: string[]): ArmyRegiment =>
  regiment('infantry-regiment', ...Array.from({ length: n }, () => unit), ...companies);

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
const found = (faction: string, regiments: ArmyRegiment[]): readonly ArmyViolation[] =>
  validateArmy(army(faction, regiments)).violations;

/** The rule of every Kingdoms violation: the army type's community text. */
const rule = (type: KingdomsArmyType['id']): string =>
  `Kingdoms army type (community file 2c, sources S3-S4): ${KINGDOMS_ARMY_TYPES[type].text}`;
const POLISH = rule('polish-lithuanian');
const RUSSIAN = rule('russian');
const RIDERS = rule('eastern-riders');
const SAME_CAVALRY =
  'The Army > Cavalry Regiment: Constraints: The cavalry units must be of the same type (Arquebusiers, cuirassiers, heavy cavalry, chevau-légers, dragoons or light).';
const HUSSARS = cavalry('heavy-hussars', 2);

describe('Kingdoms regiments against their army type (ruling kingdoms-armies)', () => {
  it('Eastern Riders: no foot and no guns; the regiment kind is named, and counted against 0-0', () => {
    expect(
      found('tartars', [
        cavalry('tatars', 2),
        cavalry('tatars', 2),
        foot('kingdoms-battalion', 2),
        regiment('artillery-battery', 'light-artillery'),
      ]),
    ).toEqual([
      { path: 'regiments[2].type', rule: RIDERS, message: 'an Eastern Riders army has no infantry regiment' },
      { path: 'regiments[3].type', rule: RIDERS, message: 'an Eastern Riders army has no artillery battery' },
      {
        path: 'regiments',
        rule: `${RIDERS}: Infantry regiment (0-0)`,
        message: '1 infantry regiment; at most 0 allowed',
      },
      {
        path: 'regiments',
        rule: `${RIDERS}: Artillery battery (0-0)`,
        message: '1 artillery battery; at most 0 allowed',
      },
    ]);
  });

  it('East Cavalry regiments: 2-6 units, no companies, nothing else (Eastern Riders, Russia)', () => {
    expect(found('tartars', [cavalry('cossacks', 1), cavalry('tatars', 7)])).toEqual([
      { path: 'regiments[0].units', rule: RIDERS, message: '1 cavalry unit; at least 2 needed' },
      { path: 'regiments[1].units', rule: RIDERS, message: '7 cavalry units; at most 6 allowed' },
    ]);
    expect(
      found('russia', [
        foot('streltsi', 2),
        cavalry('reitar', 1),
        cavalry('cossacks', 2, 'musketeer-company', 'tercio'),
      ]),
    ).toEqual([
      { path: 'regiments[2].units', rule: RUSSIAN, message: '1 company of shooters; at most 0 allowed' },
      {
        path: 'regiments[2].units[3]',
        rule: RUSSIAN,
        message: 'Tercio (battalion) cannot be part of an East Cavalry regiment',
      },
    ]);
  });

  it('Polish-Lithuanian Foot 1-4 battalions + 0-1 company; no horse or guns; battalions of the side, of one type', () => {
    expect(
      found('poland-lithuania', [
        HUSSARS,
        cavalry('lisowczycy', 2),
        foot('kingdoms-battalion', 5),
        regiment('infantry-regiment', 'tercio', 'levies', 'cuirassiers', 'light-artillery'),
      ]),
    ).toEqual([
      { path: 'regiments[2].units', rule: POLISH, message: '5 battalions; at most 4 allowed' },
      {
        path: 'regiments[3].units[2]',
        rule: POLISH,
        message: 'Cuirassiers (cavalry) cannot be part of an infantry regiment',
      },
      {
        path: 'regiments[3].units[3]',
        rule: POLISH,
        message: 'Light Artillery (artillery) cannot be part of an infantry regiment',
      },
      {
        path: 'regiments[3].units[1]',
        rule: 'The Army > Infantry Regiment: Constraints: the battalions must be of the same type (Tercio, Classic, Reformed or Modern).',
        message: 'Levies is not of the same type as Tercio (units[0])',
      },
      {
        path: 'regiments[3].units[0]',
        rule: POLISH,
        message: 'Tercio is not available to Polish-Lithuanian Commonwealth as a battalion',
      },
    ]);
    expect(
      found('poland-lithuania', [HUSSARS, cavalry('lisowczycy', 2), foot('levies', 0, 'musketeer-company')]),
    ).toEqual([{ path: 'regiments[2].units', rule: POLISH, message: '0 battalions; at least 1 needed' }]);
    expect(found('poland-lithuania', [HUSSARS, cavalry('lisowczycy', 2), foot('levies', 4, 'combat-company')])).toEqual(
      [],
    );
  });

  it('Polish-Lithuanian Cavalry 1-4 units + 0-2 companies of shooters, of one type, of the side', () => {
    expect(
      found('poland-lithuania', [
        cavalry('heavy-hussars', 5),
        regiment(
          'cavalry-regiment',
          'lisowczycy',
          'pikemen-company',
          'musketeer-company',
          'tercio',
          'light-artillery',
          'cuirassiers',
        ),
      ]),
    ).toEqual([
      { path: 'regiments[0].units', rule: POLISH, message: '5 cavalry units; at most 4 allowed' },
      {
        path: 'regiments[1].units[1]',
        rule: 'The Army > Cavalry Regiment: Up to 2 companies of shooters',
        message: 'Pikemen Company is not a company of shooters',
      },
      {
        path: 'regiments[1].units[3]',
        rule: POLISH,
        message: 'Tercio (battalion) cannot be part of a cavalry regiment',
      },
      {
        path: 'regiments[1].units[4]',
        rule: POLISH,
        message: 'Light Artillery (artillery) cannot be part of a cavalry regiment',
      },
      {
        path: 'regiments[1].units[5]',
        rule: SAME_CAVALRY,
        message: 'Cuirassiers is not of the same type as Lisowczycy (units[0])',
      },
      {
        path: 'regiments[1].units[5]',
        rule: POLISH,
        message: 'Cuirassiers is not available to Polish-Lithuanian Commonwealth as cavalry',
      },
    ]);
    expect(found('poland-lithuania', [HUSSARS, cavalry('lisowczycy', 1, 'musketeer-company')])).toEqual([]);
    expect(found('russia', [foot('streltsi', 2), cavalry('reitar', 1, 'haiduks')])).toEqual([
      {
        path: 'regiments[1].units[1]',
        rule: RUSSIAN,
        message: 'Haiduks is not available to Tsardom of Russia in this regiment',
      },
    ]);
  });

  it('a Dragoons regiment: 1-2 Dragoons, no companies (community 2c: "Dragoons Regiment 1-2 Dragoons, no companies")', () => {
    expect(found('russia', [foot('streltsi', 2), cavalry('dragoons-mounted', 3, 'musketeer-company')])).toEqual([
      {
        path: 'regiments[1].units',
        rule: `${RUSSIAN}; Dragoons Regiment 1-2 Dragoons, no companies`,
        message: '3 cavalry units; at most 2 allowed',
      },
      { path: 'regiments[1].units', rule: RUSSIAN, message: '1 company of shooters; at most 0 allowed' },
    ]);
    // Counted in the plural on its head noun: companies of shooters (not "company of shooterss").
    expect(
      found('russia', [foot('streltsi', 2), cavalry('dragoons-mounted', 2, 'musketeer-company', 'musketeer-company')]),
    ).toEqual([{ path: 'regiments[1].units', rule: RUSSIAN, message: '2 companies of shooters; at most 0 allowed' }]);
    // A Dragoons regiment is no cavalry regiment of the count, and no East regiment.
    expect(found('russia', [foot('streltsi', 2), cavalry('dragoons-mounted', 1), cavalry('cossacks', 2)])).toEqual([
      {
        path: 'regiments',
        rule: `${RUSSIAN}: Cossack regiments <= other horse regiments`,
        message: '1 East Cavalry regiment against 0 other cavalry regiments',
      },
    ]);
  });

  it('a cavalry regiment of companies alone is a cavalry regiment, not an East one, and has too few cavalry units', () => {
    expect(found('poland-lithuania', [HUSSARS, HUSSARS, regiment('cavalry-regiment', 'musketeer-company')])).toEqual([
      { path: 'regiments[2].units', rule: POLISH, message: '0 cavalry units; at least 1 needed' },
      {
        path: 'regiments[2].units',
        rule: 'The Army > Cavalry Regiment: Constraints: There may not be more companies of shooters than cavalry units.',
        message: '1 company for 0 cavalry units',
      },
    ]);
  });

  it('a Dragoons regiment takes no battalion', () => {
    expect(found('russia', [foot('streltsi', 2), regiment('cavalry-regiment', 'dragoons-mounted', 'tercio')])).toEqual([
      {
        path: 'regiments[1].units[1]',
        rule: RUSSIAN,
        message: 'Tercio (battalion) cannot be part of a Dragoons regiment',
      },
    ]);
  });

  it('battle groups: 2-4 companies (ruling kingdoms-battle-groups); the Russian one may take 0-1 Streltsi', () => {
    expect(
      found('russia', [
        foot('streltsi', 2),
        regiment(
          'battle-group',
          'streltsi',
          'streltsi',
          'musketeer-company',
          'haiduks',
          'cuirassiers',
          'light-artillery',
          'pikemen-company',
          'combat-company',
          'musketeer-company',
        ),
      ]),
    ).toEqual([
      {
        path: 'regiments[1].units',
        rule: `${RUSSIAN} (ruling kingdoms-battle-groups: 2-4 companies)`,
        message: '5 companies; at most 4 allowed',
      },
      { path: 'regiments[1].units', rule: RUSSIAN, message: '2 battalions; at most 1 allowed' },
      {
        path: 'regiments[1].units[4]',
        rule: RUSSIAN,
        message: 'Cuirassiers (cavalry) cannot be part of a battle group',
      },
      {
        path: 'regiments[1].units[5]',
        rule: RUSSIAN,
        message: 'Light Artillery (artillery) cannot be part of a battle group',
      },
      {
        path: 'regiments[1].units[3]',
        rule: RUSSIAN,
        message: 'Haiduks is not available to Tsardom of Russia in a battle group',
      },
    ]);
    expect(
      found('russia', [
        foot('streltsi', 2),
        regiment('battle-group', 'streltsi', 'musketeer-company', 'pikemen-company'),
      ]),
    ).toEqual([]);
    expect(
      found('poland-lithuania', [
        HUSSARS,
        HUSSARS,
        regiment('battle-group', 'kingdoms-battalion', 'musketeer-company'),
      ]),
    ).toEqual([
      {
        path: 'regiments[2].units',
        rule: `${POLISH} (ruling kingdoms-battle-groups: 2-4 companies)`,
        message: '1 company; at least 2 needed',
      },
      { path: 'regiments[2].units', rule: POLISH, message: '1 battalion; at most 0 allowed' },
      {
        path: 'regiments[2].units[0]',
        rule: POLISH,
        message: 'Battalion (Kingdoms) is not available to Polish-Lithuanian Commonwealth in a battle group',
      },
    ]);
  });

  it('batteries: 1 gun of the side and 0-2 companies (ruling artillery-battery)', () => {
    const battery = `${RUSSIAN}; artillery battery (ruling artillery-battery)`;
    expect(
      found('russia', [
        foot('streltsi', 2),
        foot('streltsi', 2),
        foot('streltsi', 2),
        regiment(
          'artillery-battery',
          'super-heavy-artillery',
          'tercio',
          'cossacks',
          'haiduks',
          'musketeer-company',
          'pikemen-company',
        ),
        regiment('artillery-battery', 'musketeer-company'),
        regiment('artillery-battery', 'light-artillery', 'light-artillery'),
      ]),
    ).toEqual([
      { path: 'regiments[3].units', rule: RUSSIAN, message: '3 companies; at most 2 allowed' },
      {
        path: 'regiments[3].units[1]',
        rule: RUSSIAN,
        message: 'Tercio (battalion) cannot be part of an artillery battery',
      },
      {
        path: 'regiments[3].units[2]',
        rule: RUSSIAN,
        message: 'Cossacks (cavalry) cannot be part of an artillery battery',
      },
      {
        path: 'regiments[3].units[3]',
        rule: RUSSIAN,
        message: 'Haiduks is not available to Tsardom of Russia in a battery',
      },
      { path: 'regiments[4].units', rule: battery, message: '0 artillery units; at least 1 needed' },
      { path: 'regiments[5].units', rule: battery, message: '2 artillery units; at most 1 allowed' },
    ]);
    expect(
      found('ottoman-empire', [
        foot('janissaries', 2),
        cavalry('sipahi', 2),
        regiment('artillery-battery', 'super-heavy-artillery'),
      ]),
    ).toEqual([
      {
        path: 'regiments[2].units[0]',
        rule: rule('ottoman'),
        message: 'Super Heavy Artillery is not available to Ottoman Empire as artillery',
      },
    ]);
  });
});

describe('Kingdoms army-wide rules (ruling kingdoms-armies)', () => {
  it('regiment counts are named by kind with their range', () => {
    const ottoman = rule('ottoman');
    expect(
      found(
        'ottoman-empire',
        ['sipahi', 'sipahi', 'sipahi', 'sipahi', 'akinci'].map((u) => cavalry(u, 1)),
      ),
    ).toEqual([
      {
        path: 'regiments',
        rule: `${ottoman}: Infantry regiment (1-4)`,
        message: '0 infantry regiments; at least 1 needed',
      },
      {
        path: 'regiments',
        rule: `${ottoman}: Cavalry regiment (1-4)`,
        message: '5 cavalry regiments; at most 4 allowed',
      },
    ]);
  });

  it('Poland: "cavalry regiments >= all others combined", Dragoons among the others', () => {
    const text = `${POLISH}: cavalry regiments >= all others combined`;
    const others = [foot('levies', 2), cavalry('dragoons-mounted', 1)];
    expect(found('poland-lithuania', [HUSSARS, cavalry('lisowczycy', 2), ...others])).toEqual([]);
    expect(
      found('poland-lithuania', [
        HUSSARS,
        cavalry('lisowczycy', 2),
        ...others,
        regiment('artillery-battery', 'light-artillery'),
      ]),
    ).toEqual([{ path: 'regiments', rule: text, message: '2 cavalry regiments against 3 others' }]);
    expect(
      found('poland-lithuania', [
        HUSSARS,
        cavalry('lisowczycy', 2),
        ...others,
        regiment('battle-group', 'haiduks', 'haiduks'),
      ]),
    ).toEqual([{ path: 'regiments', rule: text, message: '2 cavalry regiments against 3 others' }]);
    expect(found('poland-lithuania', [cavalry('lisowczycy', 2), cavalry('lisowczycy', 2)])).toEqual([
      {
        path: 'regiments',
        rule: `${POLISH}: at least one Heavy Hussar regiment`,
        message: 'no regiment of heavy-hussars',
      },
    ]);
  });

  it('Eastern Riders: "more cavalry regiments than battle groups"', () => {
    const groups = [
      regiment('battle-group', 'plastun', 'plastun'),
      regiment('battle-group', 'plastun', 'combat-company'),
    ];
    expect(
      found('cossacks', [cavalry('cossacks', 2), cavalry('cossacks', 2), cavalry('cossacks', 2), ...groups]),
    ).toEqual([]);
    expect(found('cossacks', [cavalry('cossacks', 2), cavalry('cossacks', 2), ...groups])).toEqual([
      {
        path: 'regiments',
        rule: `${RIDERS}: more cavalry regiments than battle groups`,
        message: '2 cavalry regiments against 2 battle groups',
      },
    ]);
  });

  it('Balkan: "artillery requires the foot regiment"; "only one cavalry regiment with Boyars"', () => {
    const balkan = rule('balkan');
    const guns = regiment('artillery-battery', 'light-artillery');
    expect(found('hungary', [cavalry('light-hussars', 2), foot('kingdoms-battalion', 1), guns])).toEqual([]);
    expect(found('hungary', [cavalry('light-hussars', 2), guns])).toEqual([
      {
        path: 'regiments',
        rule: `${balkan}: artillery requires the foot regiment`,
        message: 'artillery without a foot regiment',
      },
    ]);
    const boyars = (r: number) => ({
      path: `regiments[${r}]`,
      rule: `${balkan}: only one cavalry regiment with Boyars`,
      message: 'a second regiment with boyars (the first is regiments[0])',
    });
    expect(found('croatia', [cavalry('boyars', 2), cavalry('boyars', 1), cavalry('boyars', 1)])).toEqual([
      boyars(1),
      boyars(2),
    ]);
  });

  it('Russia: "no more batteries than foot regiments"; "Cossack regiments <= other horse regiments"', () => {
    const guns = regiment('artillery-battery', 'light-artillery');
    expect(found('russia', [foot('streltsi', 2), foot('streltsi', 2), guns, guns])).toEqual([]);
    expect(found('russia', [foot('streltsi', 2), guns, guns, guns])).toEqual([
      {
        path: 'regiments',
        rule: `${RUSSIAN}: no more batteries than foot regiments`,
        message: '3 batteries for 1 foot regiment',
      },
    ]);
    expect(found('russia', [foot('streltsi', 2), cavalry('reitar', 1), cavalry('cossacks', 2)])).toEqual([]);
    expect(
      found('russia', [foot('streltsi', 2), cavalry('reitar', 1), cavalry('cossacks', 2), cavalry('cossacks', 2)]),
    ).toEqual([
      {
        path: 'regiments',
        rule: `${RUSSIAN}: Cossack regiments <= other horse regiments`,
        message: '2 East Cavalry regiments against 1 other cavalry regiment',
      },
    ]);
  });

  it('Poland: one Haiduk battle group at most, Haiduks in no other regiment', () => {
    const text = `${POLISH}: Poland may use a Haiduk battle group`;
    const haiduks = regiment('battle-group', 'haiduks', 'haiduks');
    expect(found('poland-lithuania', [HUSSARS, HUSSARS, HUSSARS, haiduks, haiduks])).toEqual([
      { path: 'regiments[4]', rule: text, message: 'at most 1 such battle group' },
    ]);
    expect(found('poland-lithuania', [HUSSARS, cavalry('lisowczycy', 1, 'haiduks')])).toEqual([
      { path: 'regiments[1].units[1]', rule: text, message: 'Haiduks serve only in their own battle group' },
    ]);
  });

  it('a Heavy Hussar regiment with a company still counts; a battle group without Haiduks is no Haiduk battle group', () => {
    expect(
      found('poland-lithuania', [cavalry('heavy-hussars', 2, 'musketeer-company'), cavalry('lisowczycy', 2)]),
    ).toEqual([]);
    const haiduks = regiment('battle-group', 'haiduks', 'haiduks');
    const musketeers = regiment('battle-group', 'musketeer-company', 'pikemen-company');
    expect(found('poland-lithuania', [HUSSARS, HUSSARS, HUSSARS, haiduks, musketeers])).toEqual([]);
  });

  it('an unknown card is reported once, and the army-wide rules pass over it', () => {
    const unknown = (path: string) => ({ path, rule: 'Unit Profiles', message: 'unknown unit "zzz"' });
    expect(
      found('poland-lithuania', [
        HUSSARS,
        cavalry('lisowczycy', 1, 'zzz'),
        regiment('battle-group', 'haiduks', 'haiduks', 'zzz'),
      ]),
    ).toEqual([unknown('regiments[1].units[1].unit'), unknown('regiments[2].units[2].unit')]);
  });

  it('the report names the army type and the Horde rule; a rulebook base or an Elite unit is refused', () => {
    const polish = validateArmy({ ...army('poland-lithuania', [HUSSARS, HUSSARS]), base: 'standard' });
    expect(polish.violations).toEqual([]);
    expect(polish.details).toMatchObject({
      base: 'Polish-Lithuanian army',
      'army type': 'Polish-Lithuanian army (community file)',
      Horde: 'no',
    });
    expect(validateArmy(army('hungary', [cavalry('light-hussars', 2)])).details).toMatchObject({
      base: 'Balkan army',
      'army type': 'Balkan army (community file)',
      Horde: 'yes',
    });
    const based = validateArmy({ ...army('poland-lithuania', [HUSSARS, HUSSARS]), base: 'battle-group' });
    expect(based.violations).toEqual([
      {
        path: 'base',
        rule: POLISH,
        message: 'a Kingdoms side builds a Polish-Lithuanian army, not the battle-group army base',
      },
    ]);
    const elite = validateArmy({
      ...army('poland-lithuania', [HUSSARS, HUSSARS]),
      elite: { unit: 'kingdoms-battalion' },
    });
    expect(elite.violations).toEqual([
      {
        path: 'elite',
        rule: `${POLISH} (ruling kingdoms-armies: the Kingdoms army types list no Elite unit)`,
        message: 'a Polish-Lithuanian army has no Elite unit',
      },
    ]);
    // "an" before a vowel: an Ottoman army.
    expect(
      validateArmy({ ...army('ottoman-empire', [HUSSARS]), elite: { unit: 'janissaries' } }).violations,
    ).toContainEqual({
      path: 'elite',
      rule: `${rule('ottoman')} (ruling kingdoms-armies: the Kingdoms army types list no Elite unit)`,
      message: 'an Ottoman army has no Elite unit',
    });
  });
});
