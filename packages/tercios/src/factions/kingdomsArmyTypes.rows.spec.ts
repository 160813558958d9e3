import type { ArmyViolation } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { ArmyFile, ArmyRegiment, RegimentType } from '../army/ArmyFile.js';
import { validateArmy } from '../army/validateArmy.js';
import { KINGDOMS_ARMY_TYPES, type KingdomsArmyType } from './kingdomsArmyTypes.js';

// Every number of the Kingdoms army types, row by row, as the community file gives them
// (tercios-community-profiles.md 2c, "Kingdoms army types (S4)" and "Kingdoms regiments (S3)"; ruling
// kingdoms-armies): each range accepted at its bound and refused one beyond, through validateArmy.

const regiment = (type: ArmyRegiment['type'], units: string[]): ArmyRegiment => ({
  type,
  ...(type === 'artillery-battery' ? {} : { commander: { rank: 1 } }),
  units: units.map((unit) => ({ unit })),
});
const times = (n: number, unit: string): string[] => Array.from({ length: n }, () => unit);

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
const violations = (faction: string, regiments: ArmyRegiment[]): readonly ArmyViolation[] =>
  validateArmy(army(faction, regiments)).violations;

const rule = (type: KingdomsArmyType['id']): string =>
  `Kingdoms army type (community file 2c, sources S3-S4): ${KINGDOMS_ARMY_TYPES[type].text}`;

type Kind = RegimentType | 'dragoons';
const NAMES: Record<Kind, { name: string; one: string; many: string }> = {
  'infantry-regiment': { name: 'Infantry regiment', one: 'infantry regiment', many: 'infantry regiments' },
  'cavalry-regiment': { name: 'Cavalry regiment', one: 'cavalry regiment', many: 'cavalry regiments' },
  'artillery-battery': { name: 'Artillery battery', one: 'artillery battery', many: 'artillery batteries' },
  'battle-group': { name: 'Battle group', one: 'battle group', many: 'battle groups' },
  dragoons: { name: 'Dragoons regiment', one: 'dragoons regiment', many: 'dragoons regiments' },
};

/** One regiment of each kind that the side may field as it is. */
const BATTERY = regiment('artillery-battery', ['light-artillery']);
const GROUP = regiment('battle-group', ['musketeer-company', 'pikemen-company']);
const DRAGOONS = regiment('cavalry-regiment', ['dragoons-mounted']);
const SIDES: Record<KingdomsArmyType['id'], { faction: string; regiment: Record<Kind, ArmyRegiment> }> = {
  'polish-lithuanian': {
    faction: 'poland-lithuania',
    regiment: {
      'infantry-regiment': regiment('infantry-regiment', ['levies', 'levies']),
      'cavalry-regiment': regiment('cavalry-regiment', ['heavy-hussars', 'heavy-hussars']),
      'artillery-battery': BATTERY,
      'battle-group': GROUP,
      dragoons: DRAGOONS,
    },
  },
  balkan: {
    faction: 'hungary',
    regiment: {
      'infantry-regiment': regiment('infantry-regiment', ['kingdoms-battalion']),
      'cavalry-regiment': regiment('cavalry-regiment', ['light-hussars', 'light-hussars']),
      'artillery-battery': BATTERY,
      'battle-group': GROUP,
      dragoons: DRAGOONS,
    },
  },
  russian: {
    faction: 'russia',
    regiment: {
      'infantry-regiment': regiment('infantry-regiment', ['streltsi', 'streltsi']),
      'cavalry-regiment': regiment('cavalry-regiment', ['reitar']),
      'artillery-battery': BATTERY,
      'battle-group': GROUP,
      dragoons: DRAGOONS,
    },
  },
  ottoman: {
    faction: 'ottoman-empire',
    regiment: {
      'infantry-regiment': regiment('infantry-regiment', ['janissaries']),
      'cavalry-regiment': regiment('cavalry-regiment', ['sipahi']),
      'artillery-battery': BATTERY,
      'battle-group': GROUP,
      dragoons: DRAGOONS,
    },
  },
  'eastern-riders': {
    faction: 'tartars',
    regiment: {
      'infantry-regiment': regiment('infantry-regiment', ['kingdoms-battalion']),
      'cavalry-regiment': regiment('cavalry-regiment', ['tatars', 'tatars']),
      'artillery-battery': BATTERY,
      'battle-group': regiment('battle-group', ['azapes', 'azapes']),
      dragoons: DRAGOONS,
    },
  },
};

/** A regiment of another kind, so that an army has one even with none of the kind counted. */
const filler = (type: KingdomsArmyType['id'], kind: Kind): ArmyRegiment =>
  SIDES[type].regiment[kind === 'battle-group' ? 'cavalry-regiment' : 'battle-group'];

describe('Kingdoms army types: regiments per kind (community 2c, Kingdoms army types)', () => {
  // [army type, kind, min, max, the community text]
  const rows: [KingdomsArmyType['id'], Kind, number, number, string][] = [
    ['polish-lithuanian', 'infantry-regiment', 0, 2, 'Polish-Lithuanian (Foot 0–2'],
    ['polish-lithuanian', 'cavalry-regiment', 2, 6, 'Polish-Lithuanian (... Cavalry 2–6'],
    ['polish-lithuanian', 'artillery-battery', 0, 1, 'Polish-Lithuanian (... Artillery 0–1'],
    ['polish-lithuanian', 'battle-group', 0, 2, 'Polish-Lithuanian (... Battle Group 0–2'],
    ['polish-lithuanian', 'dragoons', 0, 1, 'Polish-Lithuanian (... Dragoons 0–1'],
    ['balkan', 'infantry-regiment', 0, 1, 'Balkan – Croatia, Hungary (Foot 0–1'],
    ['balkan', 'cavalry-regiment', 1, 6, 'Balkan (... Cavalry 1–6'],
    ['balkan', 'artillery-battery', 0, 2, 'Balkan (... Artillery 0–2'],
    ['balkan', 'battle-group', 0, 3, 'Balkan (... Battle Groups 0–3'],
    ['balkan', 'dragoons', 0, 1, 'Balkan (... Dragoons 0–1'],
    ['russian', 'infantry-regiment', 1, 6, 'Russian (Foot 1–6'],
    ['russian', 'cavalry-regiment', 0, 3, 'Russian (... Cavalry 0–3'],
    ['russian', 'artillery-battery', 0, 3, 'Russian (... Artillery 0–3'],
    ['russian', 'battle-group', 0, 2, 'Russian (... Battle Group 0–2'],
    ['russian', 'dragoons', 0, 1, 'Russian (... Dragoons 0–1'],
    ['ottoman', 'infantry-regiment', 1, 4, 'Ottoman (Foot 1–4'],
    ['ottoman', 'cavalry-regiment', 1, 4, 'Ottoman (... Cavalry 1–4'],
    ['ottoman', 'artillery-battery', 0, 2, 'Ottoman (... Artillery 0–2'],
    ['ottoman', 'battle-group', 0, 2, 'Ottoman (... Battle Group 0–2'],
    ['ottoman', 'dragoons', 0, 1, 'Ottoman (... Dragoons 0–1'],
    [
      'eastern-riders',
      'infantry-regiment',
      0,
      0,
      'Eastern Riders (East Cavalry 2–8, Eastern Battle Group 0–2): no Foot listed',
    ],
    ['eastern-riders', 'cavalry-regiment', 2, 8, 'Eastern Riders – Cossacks, Tartars (East Cavalry 2–8'],
    [
      'eastern-riders',
      'artillery-battery',
      0,
      0,
      'Eastern Riders (East Cavalry 2–8, Eastern Battle Group 0–2): no Artillery listed',
    ],
    ['eastern-riders', 'battle-group', 0, 2, 'Eastern Riders (... Eastern Battle Group 0–2'],
    [
      'eastern-riders',
      'dragoons',
      0,
      0,
      'Eastern Riders (East Cavalry 2–8, Eastern Battle Group 0–2): no Dragoons listed',
    ],
  ];

  it.each(rows)('%s %s: %i to %i ("%s")', (type, kind, min, max) => {
    const { faction, regiment: one } = SIDES[type];
    const { name, one: singular, many } = NAMES[kind];
    const counted = (n: number): string => `${n} ${n === 1 ? singular : many}`;
    /** The count violations of this kind, whatever the range its rule names. */
    const count = (n: number): readonly ArmyViolation[] =>
      violations(faction, [...times(n, '').map(() => one[kind]), filler(type, kind)]).filter(
        (v) => v.path === 'regiments' && v.rule.startsWith(`${rule(type)}: ${name} (`),
      );
    const text = `${rule(type)}: ${name} (${min}-${max})`;
    expect(count(max)).toEqual([]);
    expect(count(max + 1)).toEqual([
      { path: 'regiments', rule: text, message: `${counted(max + 1)}; at most ${max} allowed` },
    ]);
    if (min > 0) {
      expect(count(min)).toEqual([]);
      expect(count(min - 1)).toEqual([
        { path: 'regiments', rule: text, message: `${counted(min - 1)}; at least ${min} needed` },
      ]);
    } else expect(count(0)).toEqual([]);
  });
});

describe('Kingdoms regiments: units and companies in each (community 2c, Kingdoms regiments)', () => {
  interface Row {
    type: KingdomsArmyType['id'];
    kind: RegimentType;
    /** The main unit, its noun in the violation, and how many the regiment takes. */
    unit: string;
    noun: string;
    units: readonly [number, number];
    /** A company the regiment may take, its noun, and how many. */
    company: string;
    companyNoun: string;
    companies: readonly [number, number];
    text: string;
  }
  const foot = { kind: 'infantry-regiment', noun: 'battalion', companyNoun: 'company' } as const;
  const horse = { kind: 'cavalry-regiment', noun: 'cavalry unit', company: 'musketeer-company' } as const;
  const shooters = { companyNoun: 'company of shooters', companies: [0, 2] } as const;
  const rows: Row[] = [
    {
      type: 'polish-lithuanian',
      ...foot,
      unit: 'levies',
      units: [1, 4],
      company: 'musketeer-company',
      companies: [0, 1],
      text: 'Polish-Lithuanian Foot 1–4 (Battalion, Levies) + 0–1 company',
    },
    {
      type: 'polish-lithuanian',
      ...horse,
      ...shooters,
      unit: 'lisowczycy',
      units: [1, 4],
      text: 'Polish-Lithuanian Cavalry 1–4 (Heavy Hussar, Lisowczycy); Horse Regiment 1–4 units + 0–2 companies',
    },
    {
      type: 'balkan',
      ...foot,
      unit: 'kingdoms-battalion',
      units: [1, 3],
      company: 'haiduks',
      companies: [0, 2],
      text: 'Balkan Foot 1–3 (Battalion) + 0–2 companies incl. Haiduks',
    },
    {
      type: 'balkan',
      ...horse,
      ...shooters,
      unit: 'light-hussars',
      units: [1, 4],
      text: 'Balkan Cavalry 1–4 (Light Hussar, Boyars); Horse Regiment 1–4 units + 0–2 companies',
    },
    {
      type: 'russian',
      ...foot,
      unit: 'streltsi',
      units: [2, 6],
      company: 'musketeer-company',
      companies: [0, 2],
      text: "Russian Foot 2–6 (Battalion, Levies, Streltsi); its companies the rulebook's 0-2 (ruling kingdoms-regiments)",
    },
    {
      type: 'russian',
      ...horse,
      ...shooters,
      unit: 'reitar',
      units: [1, 3],
      text: 'Russian Cavalry 1–3 (Reitar, Boyars); Horse Regiment 1–4 units + 0–2 companies',
    },
    {
      type: 'ottoman',
      ...foot,
      unit: 'janissaries',
      units: [1, 4],
      company: 'bashi-bazouk',
      companies: [0, 2],
      text: 'Ottoman Foot 1–4 (Janissaries) + 0–2 Bashi-Bazouk',
    },
    {
      type: 'ottoman',
      ...horse,
      ...shooters,
      unit: 'sipahi',
      units: [1, 4],
      text: 'Ottoman Cavalry 1–4 (Sipahi, Akinci); Horse Regiment 1–4 units + 0–2 companies',
    },
    {
      type: 'russian',
      kind: 'battle-group',
      unit: 'musketeer-company',
      noun: 'company',
      units: [2, 4],
      company: 'streltsi',
      companyNoun: 'battalion',
      companies: [0, 1],
      text: 'Russian Battle Group 0–1 Streltsi + 2–4 companies',
    },
  ];
  const plural: Record<string, string> = {
    battalion: 'battalions',
    company: 'companies',
    'cavalry unit': 'cavalry units',
    'company of shooters': 'companies of shooters',
  };
  const counted = (n: number, noun: string): string => `${n} ${n === 1 ? noun : plural[noun]}`;

  it.each(rows)('$type $kind: "$text"', (row) => {
    const { type, kind, unit, noun, company, companyNoun } = row;
    const [min, max] = row.units;
    const [cMin, cMax] = row.companies;
    // A battle group's size names the ruling on its size; every other check, the army type's text.
    const sizeRule =
      kind === 'battle-group' ? `${rule(type)} (ruling kingdoms-battle-groups: 2-4 companies)` : rule(type);
    /** The Kingdoms violations of the regiment's size, the regiment alone in its army. */
    const size = (units: number, companies: number): readonly ArmyViolation[] =>
      violations(SIDES[type].faction, [regiment(kind, [...times(units, unit), ...times(companies, company)])]).filter(
        (v) => v.path === 'regiments[0].units' && v.rule.startsWith(rule(type)),
      );
    const tooMany = (n: number, what: string, most: number, by = rule(type)) => ({
      path: 'regiments[0].units',
      rule: by,
      message: `${counted(n, what)}; at most ${most} allowed`,
    });
    // Main units: the least and the most, one more refused, one fewer refused (with a company, so the
    // regiment is not empty).
    expect(size(min, 0)).toEqual([]);
    expect(size(max, 0)).toEqual([]);
    expect(size(max + 1, 0)).toEqual([tooMany(max + 1, noun, max, sizeRule)]);
    expect(size(min - 1, 1)).toContainEqual({
      path: 'regiments[0].units',
      rule: sizeRule,
      message: `${counted(min - 1, noun)}; at least ${min} needed`,
    });
    // Companies: none, the most, and one more refused (a cavalry regiment has as many units as companies).
    expect(size(max, cMin)).toEqual([]);
    expect(size(max, cMax)).toEqual([]);
    expect(size(max, cMax + 1)).toEqual([tooMany(cMax + 1, companyNoun, cMax)]);
  });
});
