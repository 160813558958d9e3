import { describe, expect, it } from 'vitest';
import { commanderRank } from './commanders.js';
import { BATTLE_SIZES } from './battleSizes.js';
import { resolveUnit } from './armyUnits.js';
import { getProfile } from '../profiles/getProfile.js';

// Rulebook: The Army > Unit Profiles. The five rows printed whole, every number, and every printed option of
// those cards with its cost and the values it sets; priced through resolveUnit, as validateArmy prices a list.
const unit = (id: string, options: string[] = []) => resolveUnit({ unit: id, options }, 'infantry-regiment')!;

describe('Unit Profiles: the five complete rows', () => {
  it.each([
    // Unit | Mvt | Melee | Shoot | Disc. | Courage | Stamina | Def. Inf. | Def. Cav. | Def. Volley | Def. Ball | Points
    {
      row: 'Tercio 4 4 3/2 5 4 5 | 4 5 4 3 | 140',
      id: 'tercio',
      values: { speed: 4, melee: 4, shoot: [3, 2], discipline: 5, courage: 4, stamina: 5 },
      defence: { infantry: 4, cavalry: 5, salvo: 4, ball: 3 },
      points: 140,
    },
    {
      row: 'Musketeer Company 5 2 3 3 3 2 | 3 3 4 4 | 60',
      id: 'musketeer-company',
      values: { speed: 5, melee: 2, shoot: 3, discipline: 3, courage: 3, stamina: 2 },
      defence: { infantry: 3, cavalry: 3, salvo: 4, ball: 4 },
      points: 60,
    },
    {
      row: 'Arquebusiers on horseback 8 3 3 3 3 3 | 4 3 3 3 | 65',
      id: 'arquebusiers-on-horseback',
      values: { speed: 8, melee: 3, shoot: 3, discipline: 3, courage: 3, stamina: 3 },
      defence: { infantry: 4, cavalry: 3, salvo: 3, ball: 3 },
      points: 65,
    },
    {
      row: 'Dragoons, mounted 8 3 0 3 2 2 | 4 3 3 4 | 70',
      id: 'dragoons-mounted',
      values: { speed: 8, melee: 3, shoot: 0, discipline: 3, courage: 2, stamina: 2 },
      defence: { infantry: 4, cavalry: 3, salvo: 3, ball: 4 },
      points: 70,
    },
    {
      row: 'Light Artillery 2/6 2 1 3 2 1 | 3 3 5 5 | 60',
      id: 'light-artillery',
      values: { speed: [2, 6], melee: 2, shoot: 1, discipline: 3, courage: 2, stamina: 1 },
      defence: { infantry: 3, cavalry: 3, salvo: 5, ball: 5 },
      points: 60,
    },
  ])('"$row"', ({ id, values, defence, points }) => {
    const p = getProfile(id);
    expect(p.source).toBe('rulebook');
    expect(p.values).toEqual(values);
    expect(p.defence).toEqual(defence);
    expect(p.points).toBe(points);
    expect(unit(id).points).toBe(points);
  });
});

describe('Unit Profiles: printed options of the complete rows (cost, values set)', () => {
  it.each([
    {
      row: 'Tercio: Square of pikemen, +10 points',
      id: 'tercio',
      option: 'square-of-pikemen',
      cost: 10,
      set: {},
      rules: ['square', 'extended-arc-of-fire'],
    },
    {
      row: 'Tercio: Viejo: Courage and Melee 5, +45 points',
      id: 'tercio',
      option: 'viejo',
      cost: 45,
      set: { courage: 5, melee: 5 },
      rules: [],
    },
    {
      row: 'Tercio: Modern: Shoot 4/3, +15 points',
      id: 'tercio',
      option: 'modern',
      cost: 15,
      set: { shoot: [4, 3] },
      rules: [],
    },
    {
      row: 'Tercio: Depleted: Stamina 4, -15 points',
      id: 'tercio',
      option: 'depleted',
      cost: -15,
      set: { stamina: 4 },
      rules: [],
    },
    { row: 'Tercio: Swordsmen: +5 points', id: 'tercio', option: 'swordsmen', cost: 5, set: {}, rules: [] },
    { row: 'Tercio: Halberds: +5 points', id: 'tercio', option: 'halberds', cost: 5, set: {}, rules: [] },
    {
      row: 'Musketeer Company: Veteran: Discipline 4, +10 points',
      id: 'musketeer-company',
      option: 'veteran',
      cost: 10,
      set: { discipline: 4 },
      rules: [],
    },
    {
      row: 'Musketeer Company: Skirmishers: Courage 2, +10 points',
      id: 'musketeer-company',
      option: 'skirmishers',
      cost: 10,
      set: { courage: 2 },
      rules: ['skirmishers'],
    },
    {
      row: 'Musketeer Company: Obsolete: arquebuses, -10 points',
      id: 'musketeer-company',
      option: 'obsolete',
      cost: -10,
      set: {},
      rules: [],
    },
    {
      row: 'Musketeer Company: Mercenaries: -5 points',
      id: 'musketeer-company',
      option: 'mercenaries',
      cost: -5,
      set: {},
      rules: ['mercenaries'],
    },
    {
      row: 'Musketeer Company: Brigade: +0 points',
      id: 'musketeer-company',
      option: 'brigade',
      cost: 0,
      set: {},
      rules: ['brigade'],
    },
    {
      row: 'Musketeer Company: Dense formation: Shoot 4, Stamina 3, +20 points',
      id: 'musketeer-company',
      option: 'dense-formation',
      cost: 20,
      set: { shoot: 4, stamina: 3 },
      rules: [],
    },
    {
      row: 'Arquebusiers on horseback: Dense formation: Shoot and Stamina 4, +20 points',
      id: 'arquebusiers-on-horseback',
      option: 'dense-formation',
      cost: 20,
      set: { shoot: 4, stamina: 4 },
      rules: [],
    },
    {
      row: 'Arquebusiers on horseback: Veteran: Discipline 4, +10 points',
      id: 'arquebusiers-on-horseback',
      option: 'veteran',
      cost: 10,
      set: { discipline: 4 },
      rules: [],
    },
    {
      row: 'Arquebusiers on horseback: Pistols: +5 points',
      id: 'arquebusiers-on-horseback',
      option: 'pistols',
      cost: 5,
      set: {},
      rules: [],
    },
    {
      row: 'Arquebusiers on horseback: Crossbows: +0 points',
      id: 'arquebusiers-on-horseback',
      option: 'crossbows',
      cost: 0,
      set: {},
      rules: [],
    },
    {
      row: 'Dragoons: Veteran: Discipline 4, +10 points',
      id: 'dragoons-mounted',
      option: 'veteran',
      cost: 10,
      set: { discipline: 4 },
      rules: [],
    },
    {
      row: 'Dragoons: Small unit: Melee and Stamina 2, -15 points',
      id: 'dragoons-mounted',
      option: 'small-unit',
      cost: -15,
      set: { melee: 2, stamina: 2 },
      rules: [],
    },
    {
      row: 'Dragoons: Vanguard: +5 points',
      id: 'dragoons-mounted',
      option: 'vanguard',
      cost: 5,
      set: {},
      rules: ['vanguard'],
    },
    {
      row: 'Light Artillery: Veteran: Discipline 4, +5 points',
      id: 'light-artillery',
      option: 'veteran',
      cost: 5,
      set: { discipline: 4 },
      rules: [],
    },
    {
      row: 'Light Artillery: Great battery: Shoot and Stamina 2, +35 points',
      id: 'light-artillery',
      option: 'great-battery',
      cost: 35,
      set: { shoot: 2, stamina: 2 },
      rules: [],
    },
    {
      row: 'Light Artillery: Regimental gun: +15 points',
      id: 'light-artillery',
      option: 'regimental-gun',
      cost: 15,
      set: {},
      rules: [],
    },
    {
      row: 'Light Artillery: Leather guns (experimental): -5 points',
      id: 'light-artillery',
      option: 'leather-guns',
      cost: -5,
      set: {},
      rules: ['experimental'],
    },
    {
      row: 'Light Artillery: Horse team: +5 points',
      id: 'light-artillery',
      option: 'horse-team',
      cost: 5,
      set: {},
      rules: [],
    },
  ])('"$row"', ({ id, option, cost, set, rules }) => {
    const base = getProfile(id);
    const chosen = unit(id, [option]);
    expect(chosen.points - base.points).toBe(cost);
    expect(chosen.values).toEqual({ ...base.values, ...set });
    for (const r of rules) expect(chosen.rules).toContain(r);
  });

  it('weapons the options change: Obsolete arquebuses for muskets; Crossbows for the arquebus, losing Caracole', () => {
    expect(unit('musketeer-company', ['obsolete']).weapons).toEqual(['arquebus']);
    const crossbows = unit('arquebusiers-on-horseback', ['crossbows']);
    expect(crossbows.weapons).toEqual(['crossbow']);
    expect(crossbows.rules).not.toContain('caracole');
    expect(unit('musketeer-company', ['dense-formation']).rules).not.toContain('light');
  });
});

// Rulebook: The Army > Standard Army Base: "Elite = +15 points. Additional point of discipline = +5 points."
describe('Elite unit', () => {
  it.each([
    { row: 'Elite = +15 points', extra: 0, points: 140 + 15, discipline: 5 },
    { row: 'Additional point of discipline = +5 points', extra: 1, points: 140 + 15 + 5, discipline: 6 },
  ])('Tercio as the Elite unit: "$row"', ({ extra, points, discipline }) => {
    const elite = resolveUnit({ unit: 'tercio', extraDiscipline: extra }, 'elite')!;
    expect(elite.points).toBe(points);
    expect(elite.values.discipline).toBe(discipline);
  });
});

// Rulebook: The Army > Standard Army Base (Commander-in-Chief, rank 2 to 5) and Infantry Regiment (Commander,
// rank 0 to 4): "Rank Virtues Traits Points".
describe('Commander rank table', () => {
  it.each([
    { row: '0 0 0 5', rank: 0, virtues: 0, traits: 0, points: 5 },
    { row: '1 0 1 10', rank: 1, virtues: 0, traits: 1, points: 10 },
    { row: '2 1 1 25', rank: 2, virtues: 1, traits: 1, points: 25 },
    { row: '3 1 2 50', rank: 3, virtues: 1, traits: 2, points: 50 },
    { row: '4 2 2 100', rank: 4, virtues: 2, traits: 2, points: 100 },
    { row: '5 2 3 250', rank: 5, virtues: 2, traits: 3, points: 250 },
  ])('Rank "$row"', ({ rank, virtues, traits, points }) => {
    expect(commanderRank(rank)).toEqual({ rank, virtues, traits, points });
  });
});

// Rulebook: The Army > Battle Sizes: "Battle Points".
describe('Battle sizes', () => {
  it.each([
    { row: 'Small 500', size: 'small', points: 500 },
    { row: 'Medium 1000', size: 'medium', points: 1000 },
    { row: 'Large 1500', size: 'large', points: 1500 },
    { row: 'Very large 2000', size: 'very-large', points: 2000 },
    { row: 'Huge 3000', size: 'huge', points: 3000 },
  ] as const)('"$row"', ({ size, points }) => {
    expect(BATTLE_SIZES[size]).toBe(points);
  });
});
