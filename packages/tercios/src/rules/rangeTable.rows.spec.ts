import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { resolveShooting } from '../mechanics/__fixtures__/asWritten.js';
import { shootingRestriction } from '../mechanics/resolveShooting.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { shootValueAtRange } from './shootValueAtRange.js';

// Rulebook: Shooting > Selecting the Target > Range: "Weapon / Range (inches)".
// Each row: in range at its printed number of inches, out of range half an inch beyond, so a range moved by
// one either way fails a test. Light weapons on a Musketeer Company body, cannons on the Light Artillery body.
const armed = (weapon: string, cannon: boolean): TerciosUnit =>
  cannon ? { ...LIGHT_ARTILLERY, name: weapon, weapons: [weapon] } : { ...MUSKETEERS, name: weapon, weapons: [weapon] };

describe('Range table (Shooting > Range)', () => {
  it.each([
    { row: 'Pistols 4', weapon: 'pistols', range: 4, cannon: false },
    { row: 'Arquebuses 8', weapon: 'arquebus', range: 8, cannon: false },
    { row: 'Muskets 12', weapon: 'musket', range: 12, cannon: false },
    { row: 'Crossbows 12', weapon: 'crossbow', range: 12, cannon: false },
    { row: 'Bows 12', weapon: 'bow', range: 12, cannon: false },
    { row: 'Great bows 16', weapon: 'great-bow', range: 16, cannon: false },
    { row: 'Light guns 18', weapon: 'light-gun', range: 18, cannon: true },
    { row: 'Medium guns 24', weapon: 'medium-gun', range: 24, cannon: true },
    { row: 'Heavy guns 36', weapon: 'heavy-gun', range: 36, cannon: true },
  ])('"$row": in range at $range", out of range beyond', ({ weapon, range, cannon }) => {
    const unit = armed(weapon, cannon);
    expect(shootValueAtRange(unit, range)).toMatchObject({ shoot: unit.values.shoot, maxRange: range });
    expect(shootValueAtRange(unit, range + 0.5)).toBeNull();
    expect(shootingRestriction({ shooter: unit, range, order: 'fire' })).toBeNull();
    expect(shootingRestriction({ shooter: unit, range: range + 0.5, order: 'fire' })).toBe('out-of-range');
    // The battle's shot: in range it rolls its Shoot dice; beyond, it rolls none.
    const shot = resolveShooting(ScriptedDice.of([1, 1, 1]), { shooter: unit, target: TERCIO, range, order: 'fire' });
    expect(shot).toMatchObject({ allowed: true, shootDice: unit.values.shoot, fire: cannon ? 'ball' : 'volley' });
    const beyond = resolveShooting(ScriptedDice.of([]), {
      shooter: unit,
      target: TERCIO,
      range: range + 0.5,
      order: 'fire',
    });
    expect(beyond).toMatchObject({ allowed: false, reason: 'out-of-range', shootDice: 0 });
  });

  // Rulebook: Armament > Arquebus/Musket: "the first value ... applies at a range of 8 inches at most. The
  // second value ... applying to targets between 8 and 12 inches". Tercio: Shoot 3/2.
  it.each([
    { row: 'Arquebus/Musket "4/3": first value at 8 inches at most', range: 8, shoot: 3, band: 'near' },
    { row: 'Arquebus/Musket: second value between 8 and 12 inches', range: 8.5, shoot: 2, band: 'far' },
    { row: 'Arquebus/Musket: second value up to 12 inches', range: 12, shoot: 2, band: 'far' },
  ])('$row: Tercio at $range" rolls $shoot dice', ({ range, shoot, band }) => {
    expect(shootValueAtRange(TERCIO, range)).toMatchObject({ shoot, band, maxRange: 12 });
    const shot = resolveShooting(ScriptedDice.of([1, 1, 1]), {
      shooter: TERCIO,
      target: MUSKETEERS,
      range,
      order: 'fire',
    });
    expect(shot).toMatchObject({ shootDice: shoot, band });
  });

  it('Arquebus/Musket: beyond 12 inches, out of range', () => {
    expect(shootValueAtRange(TERCIO, 12.5)).toBeNull();
  });

  // Rulebook: Armament > Cannons: "cannons may only fire with the Fire! order."
  it.each(['light-gun', 'medium-gun', 'heavy-gun'])('Cannons (%s): Fire! only; Ready! may not fire', (weapon) => {
    const gun = armed(weapon, true);
    expect(shootingRestriction({ shooter: gun, range: 6, order: 'ready' })).toBe('fire-order-only');
    expect(shootingRestriction({ shooter: gun, range: 6, order: 'fire' })).toBeNull();
  });
});
