import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { PROFILES } from './PROFILES.js';
import { KINGDOMS_PROFILES } from './data/kingdomsProfiles.js';
import { TROOP_RULES, normaliseRuleId } from '../rules/troopRules.js';
import { WEAPON_RULES, normaliseWeaponId } from '../rules/weaponRules.js';
import { UnitProfileSchema } from './UnitProfile.js';
import { getProfile } from './getProfile.js';
import { allRules } from './implicitRules.js';

const RULEBOOK_IDS = [
  'tercio',
  'musketeer-company',
  'arquebusiers-on-horseback',
  'dragoons-mounted',
  'light-artillery',
];

describe('bundled profiles', () => {
  it.each(PROFILES.map((p) => [p.id, p] as const))('%s validates against UnitProfileSchema', (_id, profile) => {
    expect(UnitProfileSchema.safeParse(profile).success).toBe(true);
  });

  it('ids are kebab-case and unique', () => {
    const ids = PROFILES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses only rule and weapon ids the rules registry knows (on cards and options, added or removed)', () => {
    for (const p of PROFILES) {
      const rules = [...p.rules, ...p.options.flatMap((o) => [...(o.addRules ?? []), ...(o.removeRules ?? [])])];
      const weapons = [
        ...p.weapons,
        ...p.options.flatMap((o) => [...(o.addWeapons ?? []), ...(o.removeWeapons ?? [])]),
      ];
      for (const r of rules) expect(TROOP_RULES[normaliseRuleId(r)], `${p.id}: rule ${r}`).toBeDefined();
      for (const w of weapons) expect(WEAPON_RULES[normaliseWeaponId(w)], `${p.id}: weapon ${w}`).toBeDefined();
    }
  });

  it('exactly the five complete rulebook rows are source: rulebook; all others are community', () => {
    expect(PROFILES.filter((p) => p.source === 'rulebook').map((p) => p.id)).toEqual(RULEBOOK_IDS);
    for (const p of PROFILES.filter((q) => !RULEBOOK_IDS.includes(q.id))) expect(p.source).toBe('community');
  });

  it('flags the values the community file marks UNCERTAIN', () => {
    expect(getProfile('modern-battalion').uncertain).toContain('values.discipline');
    expect(getProfile('field-artillery').uncertain).toContain('points');
    expect(getProfile('heavy-artillery').uncertain).toContain('points');
    expect(getProfile('musketeer-corps').uncertain).toContain('book');
    expect(getProfile('combat-company').uncertain).toContain('name');
    const veterans = getProfile('plastun').options.find((o) => o.id === 'veterans');
    expect(veterans?.uncertain).toEqual(['set.discipline']);
    // Every Kingdoms unit's book attribution is inferred by the community file.
    for (const p of KINGDOMS_PROFILES) expect(p.uncertain).toContain('book');
  });

  it('omits units with no source at all', () => {
    for (const missing of ['forlorn-hope', 'dragoons-dismounted', 'heavy-cavalry', 'chevau-legers']) {
      expect(PROFILES.some((p) => p.id === missing)).toBe(false);
    }
  });
});

describe('rulebook rows equal the printed numbers (Rulebook: Unit Profiles)', () => {
  // Printed: Unit Mvt Melee Shoot Disc. Courage Stamina | Def. Inf. Def. Cav. Def. Volley Def. Ball | Points
  it('Tercio 4 4 3/2 5 4 5 | 4 5 4 3 | Pikes; Arquebuses / Muskets | Dense | 140', () => {
    const p = getProfile('tercio');
    expect(p.values).toEqual({ speed: 4, melee: 4, shoot: [3, 2], discipline: 5, courage: 4, stamina: 5 });
    expect(p.defence).toEqual({ infantry: 4, cavalry: 5, salvo: 4, ball: 3 });
    expect(p.weapons).toEqual(['pikes', 'arquebus-musket']);
    expect(p.rules).toEqual(['dense']);
    expect(p.points).toBe(140);
    expect(p.options.map((o) => [o.id, o.points])).toEqual([
      ['square-of-pikemen', 10],
      ['viejo', 45],
      ['modern', 15],
      ['depleted', -15],
      ['swordsmen', 5],
      ['halberds', 5],
    ]);
  });

  it('Musketeer Company 5 2 3 3 3 2 | 3 3 4 4 | Muskets | Light | 60', () => {
    const p = getProfile('musketeer-company');
    expect(p.values).toEqual({ speed: 5, melee: 2, shoot: 3, discipline: 3, courage: 3, stamina: 2 });
    expect(p.defence).toEqual({ infantry: 3, cavalry: 3, salvo: 4, ball: 4 });
    expect(p.weapons).toEqual(['musket']);
    expect(p.rules).toEqual(['light']);
    expect(p.points).toBe(60);
    expect(p.options.map((o) => [o.id, o.points])).toEqual([
      ['veteran', 10],
      ['skirmishers', 10],
      ['obsolete', -10],
      ['mercenaries', -5],
      ['brigade', 0],
      ['dense-formation', 20],
    ]);
  });

  it('Arquebusiers on horseback 8 3 3 3 3 3 | 4 3 3 3 | Arquebuses | Caracole | 65', () => {
    const p = getProfile('arquebusiers-on-horseback');
    expect(p.values).toEqual({ speed: 8, melee: 3, shoot: 3, discipline: 3, courage: 3, stamina: 3 });
    expect(p.defence).toEqual({ infantry: 4, cavalry: 3, salvo: 3, ball: 3 });
    expect(p.weapons).toEqual(['arquebus']);
    expect(p.rules).toEqual(['caracole']);
    expect(p.points).toBe(65);
    expect(p.options.map((o) => [o.id, o.points])).toEqual([
      ['dense-formation', 20],
      ['veteran', 10],
      ['pistols', 5],
      ['crossbows', 0],
    ]);
    // The community file says Def Ball 4: the printed 3 is kept and the conflict recorded.
    expect(p.conflicts).toContainEqual({ field: 'defence.ball', rulebook: '3', community: '4' });
  });

  it('Dragoons, mounted 8 3 0 3 2 2 | 4 3 3 4 | Muskets | Light, Evasion, Mobility | 70', () => {
    const p = getProfile('dragoons-mounted');
    expect(p.values).toEqual({ speed: 8, melee: 3, shoot: 0, discipline: 3, courage: 2, stamina: 2 });
    expect(p.defence).toEqual({ infantry: 4, cavalry: 3, salvo: 3, ball: 4 });
    expect(p.weapons).toEqual(['musket']);
    expect(p.rules).toEqual(['light', 'evasion', 'mobility']);
    expect(p.points).toBe(70);
    expect(p.options.map((o) => [o.id, o.points])).toEqual([
      ['veteran', 10],
      ['small-unit', -15],
      ['vanguard', 5],
    ]);
    expect(p.conflicts?.map((c) => c.field)).toEqual([
      'values.shoot',
      'values.courage',
      'values.stamina',
      'points',
      'rules',
    ]);
  });

  it('Light Artillery 2/6 2 1 3 2 1 | 3 3 5 5 | Light gun | 60', () => {
    const p = getProfile('light-artillery');
    expect(p.values).toEqual({ speed: [2, 6], melee: 2, shoot: 1, discipline: 3, courage: 2, stamina: 1 });
    expect(p.defence).toEqual({ infantry: 3, cavalry: 3, salvo: 5, ball: 5 });
    expect(p.weapons).toEqual(['light-gun']);
    expect(p.points).toBe(60);
    expect(p.options.map((o) => [o.id, o.points])).toEqual([
      ['veteran', 5],
      ['great-battery', 35],
      ['regimental-gun', 15],
      ['leather-guns', -5],
      ['horse-team', 5],
    ]);
  });

  it('partially printed rows agree with the community values kept', () => {
    expect(getProfile('classic-battalion').values.speed).toBe(4);
    expect(getProfile('pikemen-company').values).toMatchObject({ speed: 4, melee: 3 });
    expect(getProfile('cuirassiers').values.speed).toBe(7);
    expect(getProfile('field-artillery').values).toMatchObject({ speed: [0, 5], melee: 2, shoot: 1, discipline: 3 });
    expect(getProfile('modern-cavalry').points).toBe(85);
  });
});

describe('implicit rules (Rulebook: The Troops)', () => {
  it('cavalry has Mobility, Evasion and Pursuit; artillery Integral Command, Crew Defence, No Escape', () => {
    expect(allRules(getProfile('arquebusiers-on-horseback'))).toEqual(['caracole', 'mobility', 'evasion', 'pursuit']);
    expect(allRules(getProfile('light-artillery'))).toEqual(['integral-command', 'crew-defence', 'no-escape']);
    expect(allRules(getProfile('dragoons-mounted'))).toEqual(['light', 'evasion', 'mobility', 'pursuit', 'dragoon']);
    expect(allRules(getProfile('boyars'))).toEqual(['heavy-cavalry', 'evasion', 'pursuit']);
  });
});

describe('getProfile', () => {
  it('throws bad-input with close matches for an unknown id', () => {
    try {
      getProfile('tercios');
      expect.unreachable();
    } catch (e) {
      expect(MusterError.is(e)).toBe(true);
      const err = e as MusterError;
      expect(err.code).toBe('bad-input');
      expect(err.message).toContain('"tercio"');
      expect(err.context.suggestions).toEqual(['tercio']);
    }
  });
  it('suggests musketeer-company for a misspelling', () => {
    expect(() => getProfile('musketer-company')).toThrow(/musketeer-company/);
  });
});
