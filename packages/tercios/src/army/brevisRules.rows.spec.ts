import { describe, expect, it } from 'vitest';
import { normaliseRuleId, TROOP_RULES } from '../rules/troopRules.js';
import { WEAPON_RULES } from '../rules/weaponRules.js';
import { BREVIS_RULES } from './armyBases.js';

// Ruling brevis-card-rules: the rules Brevis Editio prints, row by row. "Weapon rules: Pikes, Halberds, Firearms"
// (firearms: the fire weapons that are guns or firearms, as the ruling Fire! reaction with guns reads the word);
// "Field Squares ...; Light ...; Large ...; Brigade ...; Extended Arc ...; Dragoons ..."; "Horse gets Mobility,
// Evasion and Pursuit; artillery gets Crew Defence and No Escape"; Caracole (Shooting).
describe("Brevis Editio's weapon rules (ruling brevis-card-rules)", () => {
  it.each([
    ['Pikes', 'pikes'],
    ['Halberds', 'halberds'],
    ['Firearms: pistols', 'pistols'],
    ['Firearms: arquebus', 'arquebus'],
    ['Firearms: muskets', 'musket'],
    ['Firearms: arquebus or musket', 'arquebus-musket'],
    ['Firearms: flintlock', 'flintlock'],
    ['Firearms: light gun', 'light-gun'],
    ['Firearms: medium gun', 'medium-gun'],
    ['Firearms: heavy gun', 'heavy-gun'],
  ])('"%s" is the weapon rule %s', (_words, id) => {
    expect(BREVIS_RULES.weapons.has(id)).toBe(true);
    expect(WEAPON_RULES[id]?.id).toBe(id);
  });

  it.each(['swordsmen', 'two-handed-swords', 'lances', 'heavy-lances', 'bow', 'crossbow', 'bardiches', 'grenades'])(
    '%s is not one of them',
    (id) => {
      expect(BREVIS_RULES.weapons.has(id)).toBe(false);
    },
  );
  it('no other weapon is', () => {
    expect(BREVIS_RULES.weapons.size).toBe(10);
  });
});

describe("Brevis Editio's troop rules (ruling brevis-card-rules)", () => {
  it.each([
    ['Field Squares', 'square'],
    ['Light', 'light'],
    ['Large', 'large'],
    ['Brigade', 'brigade'],
    ['Extended Arc', 'extended-arc'],
    ['Dragoons', 'dragoon'],
    ['Horse gets Mobility', 'mobility'],
    ['Evasion', 'evasion'],
    ['Pursuit', 'pursuit'],
    ['Caracole', 'caracole'],
    ['artillery gets Crew Defence', 'crew-defence'],
    ['No Escape', 'no-escape'],
  ])('"%s" is the troop rule %s, by its canonical id', (_words, id) => {
    expect(BREVIS_RULES.troopRules.has(id)).toBe(true);
    expect(TROOP_RULES[id]?.id).toBe(id);
    expect(normaliseRuleId(id)).toBe(id);
  });

  it.each(['mercenaries', 'impetuous', 'vanguard', 'mortar', 'horse-teams', 'skirmishers', 'elite'])(
    '%s is not one of them',
    (id) => {
      expect(BREVIS_RULES.troopRules.has(id)).toBe(false);
    },
  );
  it('no other troop rule is', () => {
    expect(BREVIS_RULES.troopRules.size).toBe(12);
  });
});
