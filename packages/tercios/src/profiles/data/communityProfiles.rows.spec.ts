import { describe, expect, it } from 'vitest';
import { getProfile } from '../getProfile.js';
import { resolveUnit } from '../../army/armyUnits.js';

// Secondary source: tercios-community-profiles.md, table 2 ("Liber Militum: Tercios — unit profiles", source S1),
// the file communityProfiles.ts and kingdomsProfiles.ts name. Each row quotes the table's Speed, Melee, Shoot,
// Disc, Courage, Stamina, Def Inf, Def Cav, Def Salvo, Def Art and Pts under the table's unit name. The two field
// guns keep their printed two speeds: the rulebook prints "Field (medium) Artillery 0/5", and the table's notes give
// "with Carthorses ... shown as 0/5" (Medium) and "0/4" (Heavy). The five complete rulebook rows are pinned in
// army/points.rows.spec.ts (the rulebook wins over this table).
describe('Community unit profiles (table 2)', () => {
  it.each([
    {
      row: 'Classic Squadron: 4 4 3/2 4 4 4 4 5 4 3 | 110 pts',
      id: 'classic-battalion',
      values: { speed: 4, melee: 4, shoot: [3, 2], discipline: 4, courage: 4, stamina: 4 },
      defence: { infantry: 4, cavalry: 5, salvo: 4, ball: 3 },
      points: 110,
    },
    {
      row: 'Reformed Battalion: 4 4 4/2 4 4 4 4 5 4 4 | 125 pts',
      id: 'reformed-battalion',
      values: { speed: 4, melee: 4, shoot: [4, 2], discipline: 4, courage: 4, stamina: 4 },
      defence: { infantry: 4, cavalry: 5, salvo: 4, ball: 4 },
      points: 125,
    },
    {
      row: 'Modern Squadron: 4 3 4 4 4 3 4 5 4 4 | 110 pts',
      id: 'modern-battalion',
      values: { speed: 4, melee: 3, shoot: 4, discipline: 4, courage: 4, stamina: 3 },
      defence: { infantry: 4, cavalry: 5, salvo: 4, ball: 4 },
      points: 110,
    },
    {
      row: 'Musketeer Corps: 5 4 4 3 3 3 3 3 4 4 | 85 pts',
      id: 'musketeer-corps',
      values: { speed: 5, melee: 4, shoot: 4, discipline: 3, courage: 3, stamina: 3 },
      defence: { infantry: 3, cavalry: 3, salvo: 4, ball: 4 },
      points: 85,
    },
    {
      row: 'Pike Company: 4 3 0 3 3 3 4 5 4 4 | 60 pts',
      id: 'pikemen-company',
      values: { speed: 4, melee: 3, shoot: 0, discipline: 3, courage: 3, stamina: 3 },
      defence: { infantry: 4, cavalry: 5, salvo: 4, ball: 4 },
      points: 60,
    },
    {
      row: 'Melee Company: 5 3 0 3 3 3 4 4 4 4 | 50 pts',
      id: 'combat-company',
      values: { speed: 5, melee: 3, shoot: 0, discipline: 3, courage: 3, stamina: 3 },
      defence: { infantry: 4, cavalry: 4, salvo: 4, ball: 4 },
      points: 50,
    },
    {
      row: 'Cuirassiers: 7 4 2 3 4 3 4 4 3 4 | 100 pts',
      id: 'cuirassiers',
      values: { speed: 7, melee: 4, shoot: 2, discipline: 3, courage: 4, stamina: 3 },
      defence: { infantry: 4, cavalry: 4, salvo: 3, ball: 4 },
      points: 100,
    },
    {
      row: 'Light Horse: 8 3 2 2 3 2 4 3 4 5 | 50 pts',
      id: 'light-cavalry',
      values: { speed: 8, melee: 3, shoot: 2, discipline: 2, courage: 3, stamina: 2 },
      defence: { infantry: 4, cavalry: 3, salvo: 4, ball: 5 },
      points: 50,
    },
    {
      row: 'Modern cavalry: 8 4 0 3 3 3 4 4 3 4 | 85 pts',
      id: 'modern-cavalry',
      values: { speed: 8, melee: 4, shoot: 0, discipline: 3, courage: 3, stamina: 3 },
      defence: { infantry: 4, cavalry: 4, salvo: 3, ball: 4 },
      points: 85,
    },
    {
      row: 'Medium Artillery: 0 2 1 3 2 1 3 3 5 5 | 70 pts',
      id: 'field-artillery',
      values: { speed: [0, 5], melee: 2, shoot: 1, discipline: 3, courage: 2, stamina: 1 },
      defence: { infantry: 3, cavalry: 3, salvo: 5, ball: 5 },
      points: 70,
    },
    {
      row: 'Heavy Artillery: 0 2 1 3 2 1 3 3 5 5 | 85 pts',
      id: 'heavy-artillery',
      values: { speed: [0, 4], melee: 2, shoot: 1, discipline: 3, courage: 2, stamina: 1 },
      defence: { infantry: 3, cavalry: 3, salvo: 5, ball: 5 },
      points: 85,
    },
    {
      row: 'Battalion: 4 4 3/2 3 4 4 4 5 4 3 | 100 pts',
      id: 'kingdoms-battalion',
      values: { speed: 4, melee: 4, shoot: [3, 2], discipline: 3, courage: 4, stamina: 4 },
      defence: { infantry: 4, cavalry: 5, salvo: 4, ball: 3 },
      points: 100,
    },
    {
      row: 'Levies: 4 2 2 2 3 4 4 4 4 3 | 50 pts',
      id: 'levies',
      values: { speed: 4, melee: 2, shoot: 2, discipline: 2, courage: 3, stamina: 4 },
      defence: { infantry: 4, cavalry: 4, salvo: 4, ball: 3 },
      points: 50,
    },
    {
      row: 'Haiduks: 5 3 3 3 3 3 3 3 4 4 | 70 pts',
      id: 'haiduks',
      values: { speed: 5, melee: 3, shoot: 3, discipline: 3, courage: 3, stamina: 3 },
      defence: { infantry: 3, cavalry: 3, salvo: 4, ball: 4 },
      points: 70,
    },
    {
      row: 'Heavy Hussar: 7 4 0 4 4 3 4 4 4 4 | 115 pts',
      id: 'heavy-hussars',
      values: { speed: 7, melee: 4, shoot: 0, discipline: 4, courage: 4, stamina: 3 },
      defence: { infantry: 4, cavalry: 4, salvo: 4, ball: 4 },
      points: 115,
    },
    {
      row: 'Lisowczycy: 8 3 2 2 3 2 4 3 4 5 | 55 pts',
      id: 'lisowczycy',
      values: { speed: 8, melee: 3, shoot: 2, discipline: 2, courage: 3, stamina: 2 },
      defence: { infantry: 4, cavalry: 3, salvo: 4, ball: 5 },
      points: 55,
    },
    {
      row: 'Streltsi: 5 4 3 4 4 3 4 4 4 4 | 100 pts',
      id: 'streltsi',
      values: { speed: 5, melee: 4, shoot: 3, discipline: 4, courage: 4, stamina: 3 },
      defence: { infantry: 4, cavalry: 4, salvo: 4, ball: 4 },
      points: 100,
    },
    {
      row: 'Boyars: 6 3 0 3 4 3 4 4 3 4 | 70 pts',
      id: 'boyars',
      values: { speed: 6, melee: 3, shoot: 0, discipline: 3, courage: 4, stamina: 3 },
      defence: { infantry: 4, cavalry: 4, salvo: 3, ball: 4 },
      points: 70,
    },
    {
      row: 'Reitar: 7 3 3 3 3 3 4 4 3 4 | 70 pts',
      id: 'reitar',
      values: { speed: 7, melee: 3, shoot: 3, discipline: 3, courage: 3, stamina: 3 },
      defence: { infantry: 4, cavalry: 4, salvo: 3, ball: 4 },
      points: 70,
    },
    {
      row: 'Super Heavy Artillery: 0 2 1 3 2 1 3 3 5 5 | 95 pts',
      id: 'super-heavy-artillery',
      values: { speed: 0, melee: 2, shoot: 1, discipline: 3, courage: 2, stamina: 1 },
      defence: { infantry: 3, cavalry: 3, salvo: 5, ball: 5 },
      points: 95,
    },
    {
      row: 'Janissaries: 5 3 3 3 3 4 4 4 4 4 | 70 pts',
      id: 'janissaries',
      values: { speed: 5, melee: 3, shoot: 3, discipline: 3, courage: 3, stamina: 4 },
      defence: { infantry: 4, cavalry: 4, salvo: 4, ball: 4 },
      points: 70,
    },
    {
      row: 'Bashi-Bazouk: 5 2 3 2 2 2 3 3 4 4 | 40 pts',
      id: 'bashi-bazouk',
      values: { speed: 5, melee: 2, shoot: 3, discipline: 2, courage: 2, stamina: 2 },
      defence: { infantry: 3, cavalry: 3, salvo: 4, ball: 4 },
      points: 40,
    },
    {
      row: 'Azapes: 6 3 3 2 3 2 3 3 4 4 | 55 pts',
      id: 'azapes',
      values: { speed: 6, melee: 3, shoot: 3, discipline: 2, courage: 3, stamina: 2 },
      defence: { infantry: 3, cavalry: 3, salvo: 4, ball: 4 },
      points: 55,
    },
    {
      row: 'Armatoles: 5 3 3 3 3 3 3 3 4 4 | 55 pts',
      id: 'armatoles',
      values: { speed: 5, melee: 3, shoot: 3, discipline: 3, courage: 3, stamina: 3 },
      defence: { infantry: 3, cavalry: 3, salvo: 4, ball: 4 },
      points: 55,
    },
    {
      row: 'Sipahi: 8 3 2 3 3 3 4 4 3 4 | 70 pts',
      id: 'sipahi',
      values: { speed: 8, melee: 3, shoot: 2, discipline: 3, courage: 3, stamina: 3 },
      defence: { infantry: 4, cavalry: 4, salvo: 3, ball: 4 },
      points: 70,
    },
    {
      row: 'Akinci: 8 3 3 2 2 2 4 3 4 5 | 60 pts',
      id: 'akinci',
      values: { speed: 8, melee: 3, shoot: 3, discipline: 2, courage: 2, stamina: 2 },
      defence: { infantry: 4, cavalry: 3, salvo: 4, ball: 5 },
      points: 60,
    },
    {
      row: 'Light Hussar: 8 3 2 2 3 2 4 3 4 5 | 45 pts',
      id: 'light-hussars',
      values: { speed: 8, melee: 3, shoot: 2, discipline: 2, courage: 3, stamina: 2 },
      defence: { infantry: 4, cavalry: 3, salvo: 4, ball: 5 },
      points: 45,
    },
    {
      row: 'Plastun: 6 3 2 2 3 2 3 3 4 4 | 70 pts',
      id: 'plastun',
      values: { speed: 6, melee: 3, shoot: 2, discipline: 2, courage: 3, stamina: 2 },
      defence: { infantry: 3, cavalry: 3, salvo: 4, ball: 4 },
      points: 70,
    },
    {
      row: 'Cossacks: 8 3 2 2 3 2 4 3 4 5 | 55 pts',
      id: 'cossacks',
      values: { speed: 8, melee: 3, shoot: 2, discipline: 2, courage: 3, stamina: 2 },
      defence: { infantry: 4, cavalry: 3, salvo: 4, ball: 5 },
      points: 55,
    },
    {
      row: 'Tartars: 8 3 2 2 3 2 4 3 4 5 | 65 pts',
      id: 'tatars',
      values: { speed: 8, melee: 3, shoot: 2, discipline: 2, courage: 3, stamina: 2 },
      defence: { infantry: 4, cavalry: 3, salvo: 4, ball: 5 },
      points: 65,
    },
  ])('"$row"', ({ id, values, defence, points }) => {
    const p = getProfile(id);
    expect(p.source).toBe('community');
    expect(p.values).toEqual(values);
    expect(p.defence).toEqual(defence);
    expect(p.points).toBe(points);
    expect(resolveUnit({ unit: id }, 'infantry-regiment')!.points).toBe(points);
  });
});
