import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { ARQUEBUS_MUSKET_NEAR_BAND, shootValueAtRange } from './shootValueAtRange.js';
import { WEAPON_RULES } from './weaponRules.js';

// Rulebook: Shooting > Range, "Weapon / Range (inches)": Pistols 4, Arquebus 8, Muskets 12, ... Light guns 18.
// Armament > Arquebus/Musket: "the first value ... applies at a range of 8 inches at most. The second value ...
// applying to targets between 8 and 12 inches". Ruling "Split Shoot values" (docs/rulings/tercios.md): a pair of
// Shoot values with two weapons of different ranges uses the first value up to the shorter range, the second
// beyond it; a pair with one weapon (or weapons of one range) uses the first value.

/** Community data (pistols and arquebus, Shoot 3/2): a pair of values over two weapons of different ranges. */
const PISTOLS_AND_ARQUEBUS: TerciosUnit = {
  ...HORSE_ARQUEBUSIERS,
  name: 'Pistols and arquebus',
  values: { ...HORSE_ARQUEBUSIERS.values, shoot: [3, 2] },
  weapons: ['arquebus', 'pistols'],
};

describe('Shoot at a range: one value', () => {
  it('Muskets 12": Shoot 3 from 0" to 12" inclusive, no shot at 12.5"', () => {
    expect(shootValueAtRange(MUSKETEERS, 0)).toEqual({
      shoot: 3,
      weapon: WEAPON_RULES.musket,
      band: 'single',
      maxRange: 12,
    });
    expect(shootValueAtRange(MUSKETEERS, 12)).toEqual({
      shoot: 3,
      weapon: WEAPON_RULES.musket,
      band: 'single',
      maxRange: 12,
    });
    expect(shootValueAtRange(MUSKETEERS, 12.5)).toBeNull();
  });

  it('Light guns 18": the light gun is the weapon at 18", nothing beyond', () => {
    expect(shootValueAtRange(LIGHT_ARTILLERY, 18)).toEqual({
      shoot: 1,
      weapon: WEAPON_RULES['light-gun'],
      band: 'single',
      maxRange: 18,
    });
    expect(shootValueAtRange(LIGHT_ARTILLERY, 18.5)).toBeNull();
  });

  it('one value over two weapons: the shortest weapon that reaches is the one used (Pistols within 4", Arquebus beyond)', () => {
    const unit: TerciosUnit = { ...HORSE_ARQUEBUSIERS, weapons: ['arquebus', 'pistols'] };
    expect(shootValueAtRange(unit, 4)?.weapon).toBe(WEAPON_RULES.pistols);
    expect(shootValueAtRange(unit, 4.5)?.weapon).toBe(WEAPON_RULES.arquebus);
    expect(shootValueAtRange(unit, 8)).toMatchObject({ shoot: 3, band: 'single', maxRange: 8 });
  });

  it('a unit with no shooting weapon (Pikes alone) has no Shoot at any range', () => {
    expect(shootValueAtRange({ ...TERCIO, weapons: ['pikes'] }, 0)).toBeNull();
    expect(shootValueAtRange({ ...TERCIO, weapons: [] }, 0)).toBeNull();
  });
});

describe('Shoot at a range: Arquebus/Musket 3/2', () => {
  it('the near band is 8"', () => {
    expect(ARQUEBUS_MUSKET_NEAR_BAND).toBe(8);
  });

  it('first value 3 at 8" or less, second value 2 above 8" to 12", always the Arquebus/Musket weapon', () => {
    const weapon = WEAPON_RULES['arquebus-musket'];
    expect(shootValueAtRange(TERCIO, 8)).toEqual({ shoot: 3, weapon, band: 'near', maxRange: 12 });
    expect(shootValueAtRange(TERCIO, 8.5)).toEqual({ shoot: 2, weapon, band: 'far', maxRange: 12 });
    expect(shootValueAtRange(TERCIO, 12)).toEqual({ shoot: 2, weapon, band: 'far', maxRange: 12 });
    expect(shootValueAtRange(TERCIO, 12.5)).toBeNull();
  });

  it('the weapon named as printed ("Arquebuses/Muskets") is the same weapon', () => {
    const unit: TerciosUnit = { ...TERCIO, weapons: ['Pikes', 'Arquebuses/Muskets'] };
    expect(shootValueAtRange(unit, 10)).toMatchObject({ shoot: 2, band: 'far' });
  });
});

describe('Shoot at a range: a pair of values over other weapons (ruling "Split Shoot values")', () => {
  it('Pistols 4" and Arquebus 8": first value with the pistols to 4", second with the arquebus beyond', () => {
    expect(shootValueAtRange(PISTOLS_AND_ARQUEBUS, 4)).toEqual({
      shoot: 3,
      weapon: WEAPON_RULES.pistols,
      band: 'near',
      maxRange: 8,
    });
    expect(shootValueAtRange(PISTOLS_AND_ARQUEBUS, 4.5)).toEqual({
      shoot: 2,
      weapon: WEAPON_RULES.arquebus,
      band: 'far',
      maxRange: 8,
    });
    expect(shootValueAtRange(PISTOLS_AND_ARQUEBUS, 8.5)).toBeNull();
  });

  it('a pair with one weapon uses the first value all the way to its range', () => {
    const unit: TerciosUnit = { ...PISTOLS_AND_ARQUEBUS, weapons: ['arquebus'] };
    expect(shootValueAtRange(unit, 8)).toEqual({
      shoot: 3,
      weapon: WEAPON_RULES.arquebus,
      band: 'near',
      maxRange: 8,
    });
  });

  it('a pair over two weapons of one range (Muskets and Bow, 12") uses the first value to 12", with the longest-ranged weapon', () => {
    // Of weapons of one range, the last listed is the longest: here the Bow, whose "no reaction fire" then applies.
    const unit: TerciosUnit = { ...PISTOLS_AND_ARQUEBUS, weapons: ['musket', 'bow'] };
    expect(shootValueAtRange(unit, 12)).toEqual({ shoot: 3, weapon: WEAPON_RULES.bow, band: 'near', maxRange: 12 });
    expect(shootValueAtRange(unit, 2)).toEqual({ shoot: 3, weapon: WEAPON_RULES.bow, band: 'near', maxRange: 12 });
  });
});
