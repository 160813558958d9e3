import { describe, expect, it } from 'vitest';
import { PROFILES } from '../profiles/PROFILES.js';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { effectiveRules, hasEffect } from './effectiveRules.js';
import { terrainEffect } from './terrainSpeed.js';
import { normaliseRuleId, TROOP_RULES } from './troopRules.js';
import { normaliseWeaponId, WEAPON_RULES } from './weaponRules.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { shootValueAtRange } from './shootValueAtRange.js';

// Rulebook: The Troops; Rules from "Kingdoms"; Adaptations; Armament.
const BOOK_RULES = [
  'Square',
  'Skirmishers',
  'Light',
  'Large',
  'Elite',
  'Brigade',
  'Mobility',
  'Evasion',
  'Pursuit',
  'Extended Arc of Fire',
  'Caracole',
  'Dragoon',
  'Impetuous',
  'Integral Command',
  'Crew Defence',
  'No Escape',
  'Horse Teams',
  'Experimental',
  'Allies',
  'Ambush',
  'Frenzied',
  'Heavy Cavalry',
  'Harasser',
  'Horde',
  'Forlorn Hope',
  'Mercenaries',
];
const BOOK_WEAPONS = [
  'Pikes',
  'Swordsmen',
  'Halberds',
  'Two-handed swords',
  'Lances',
  'Heavy lances',
  'Arquebus',
  'Arquebus/Musket',
  'Bow',
  'Crossbow',
  'Light guns',
  'Medium guns',
  'Heavy guns',
  'Pistols',
  'Muskets',
  'Great bows',
];

describe('the rule registry', () => {
  it('has every troop special rule of the book', () => {
    for (const name of BOOK_RULES) expect(TROOP_RULES[normaliseRuleId(name)], name).toBeDefined();
  });

  it('has every weapon of Armament, with the range table of Shooting', () => {
    for (const name of BOOK_WEAPONS) expect(WEAPON_RULES[normaliseWeaponId(name)], name).toBeDefined();
    const ranges = Object.fromEntries(
      Object.values(WEAPON_RULES)
        .filter((w) => w.range)
        .map((w) => [w.id, w.range]),
    );
    expect(ranges).toMatchObject({
      pistols: 4,
      arquebus: 8,
      musket: 12,
      crossbow: 12,
      bow: 12,
      'great-bow': 16,
      'light-gun': 18,
      'medium-gun': 24,
      'heavy-gun': 36,
    });
  });

  it('knows every rule and weapon id the bundled profiles use', () => {
    for (const p of PROFILES) {
      for (const id of p.rules) expect(TROOP_RULES[normaliseRuleId(id)], `${p.id}: rule ${id}`).toBeDefined();
      for (const id of p.weapons) expect(WEAPON_RULES[normaliseWeaponId(id)], `${p.id}: weapon ${id}`).toBeDefined();
      for (const o of p.options) {
        for (const id of o.addRules ?? [])
          expect(TROOP_RULES[normaliseRuleId(id)], `${p.id}/${o.id}: rule ${id}`).toBeDefined();
        for (const id of o.addWeapons ?? [])
          expect(WEAPON_RULES[normaliseWeaponId(id)], `${p.id}/${o.id}: weapon ${id}`).toBeDefined();
      }
    }
  });

  it('cavalry has Mobility, Evasion and Pursuit; artillery Integral Command, Crew Defence, No Escape; Heavy Cavalry loses Mobility', () => {
    expect(effectiveRules(HORSE_ARQUEBUSIERS)).toEqual(
      expect.arrayContaining(['mobility', 'evasion', 'pursuit', 'caracole']),
    );
    expect(effectiveRules(LIGHT_ARTILLERY)).toEqual(
      expect.arrayContaining(['integral-command', 'crew-defence', 'no-escape']),
    );
    expect(effectiveRules({ ...HORSE_ARQUEBUSIERS, rules: ['heavy-cavalry'] })).not.toContain('mobility');
    expect(effectiveRules({ ...MUSKETEERS, rules: ['forlorn-hope'] })).toEqual(
      expect.arrayContaining(['skirmishers', 'open-order', 'harasser', 'extended-arc', 'light']),
    );
    expect(hasEffect(TERCIO, 'resist-per-success')).toBe(true); // "Dense" is Large
  });

  it('attached commanders give rules: Brave (Impetuous, Elite), Passionate (Frenzied); Prepared gives Light units Evasion', () => {
    expect(effectiveRules({ ...TERCIO, commander: { rank: 1, virtues: [], traits: ['brave', 'passionate'] } })).toEqual(
      expect.arrayContaining(['impetuous', 'elite', 'frenzied']),
    );
    expect(effectiveRules({ ...MUSKETEERS, inRadiusOf: ['prepared'] })).toContain('evasion');
  });

  it("keeps one answer per rules list, category and trait, never another unit's: views sharing a rules array each get their own rules", () => {
    // A battle's views of its units share their rules arrays, so the cache is keyed by the array; every
    // variant must still be told apart, and match what a rules array of its own gives.
    const shared = ['light'];
    const views = [
      { ...MUSKETEERS, rules: shared },
      { ...MUSKETEERS, rules: shared, inRadiusOf: ['prepared' as const] },
      { ...MUSKETEERS, rules: shared, commander: { rank: 1, virtues: [], traits: ['brave' as const] } },
      {
        ...MUSKETEERS,
        rules: shared,
        commander: { rank: 1, virtues: [], traits: ['passionate' as const] },
        inRadiusOf: ['prepared' as const],
      },
      { ...HORSE_ARQUEBUSIERS, rules: shared },
    ];
    const answers = views.map((v) => [...effectiveRules(v)].sort());
    expect(answers).toEqual(views.map((v) => [...effectiveRules({ ...v, rules: ['light'] })].sort()));
    expect(answers[0]).not.toContain('evasion');
    expect(answers[1]).toContain('evasion');
    expect(answers[2]).toEqual(expect.arrayContaining(['impetuous', 'elite']));
    expect(answers[0]).not.toContain('elite');
    expect(answers[3]).toEqual(expect.arrayContaining(['frenzied', 'evasion']));
    expect(answers[4]).toEqual(expect.arrayContaining(['mobility', 'evasion', 'pursuit']));
    expect(effectiveRules(views[1]!)).toBe(effectiveRules({ ...views[1]! })); // asked again of a new view: kept
  });

  it('shoot values by band for units with two shooting weapons: the first up to the shorter range', () => {
    const unit = {
      ...HORSE_ARQUEBUSIERS,
      weapons: ['pistols', 'arquebus'],
      values: { ...HORSE_ARQUEBUSIERS.values, shoot: [3, 2] as [number, number] },
    };
    expect(shootValueAtRange(unit, 4)).toMatchObject({ shoot: 3, band: 'near' });
    expect(shootValueAtRange(unit, 6)).toMatchObject({ shoot: 2, band: 'far' });
    expect(shootValueAtRange(unit, 9)).toBeNull();
  });
});

describe('terrainEffect (Terrain and Movement)', () => {
  it('Difficult: Speed -; Very difficult: Speed - and Disorder; Easy: Speed +; Impassable: no', () => {
    expect(terrainEffect(TERCIO, 'difficult')).toEqual({
      passable: true,
      modifiers: [{ value: 'speed', steps: -1, source: 'difficult terrain' }],
      disorders: false,
    });
    expect(terrainEffect(TERCIO, 'very-difficult').disorders).toBe(true);
    expect(terrainEffect(TERCIO, 'easy').modifiers[0]!.steps).toBe(1);
    expect(terrainEffect(TERCIO, 'impassable').passable).toBe(false);
  });

  it('Light: very difficult as difficult (no Disorder); Skirmishers ignore both; the amounts are options', () => {
    expect(terrainEffect(MUSKETEERS, 'very-difficult')).toMatchObject({ disorders: false, modifiers: [{ steps: -1 }] });
    expect(terrainEffect({ ...MUSKETEERS, rules: ['skirmishers'] }, 'very-difficult')).toEqual({
      passable: true,
      modifiers: [],
      disorders: false,
    });
    const options = TerciosOptionsSchema.parse({ terrainSpeed: { difficult: -2, easy: 0 } });
    expect(terrainEffect(TERCIO, 'difficult', options).modifiers[0]!.steps).toBe(-2);
    expect(terrainEffect(TERCIO, 'easy', options).modifiers).toEqual([]);
  });
});
