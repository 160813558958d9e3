import { ScriptedDice, type DiceRequest } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { resolveShooting } from './__fixtures__/asWritten.js';
import { caracoleDistances } from './resolveShooting.js';

// Killers for the number mutants of resolveShooting.ts (scripts/mutation/numbers.mjs, table tercios-shooting;
// docs/mutation/numbers-tercios.md).

/** Dice that show `shooting` on the shooting dice and `other` on every other die, logging each request. */
const dice = (shooting: number, other: number, asked: DiceRequest[] = []) =>
  new ScriptedDice((request) => {
    asked.push(request);
    return Array.from({ length: request.count }, () => (request.purpose.includes(' shooting at ') ? shooting : other));
  });

describe('Experimental guns roll six-sided dice like every other shot', () => {
  // Rulebook: Shooting > Shooting Dice: "a number of six-sided dice equal to its Shoot value"; The Troops > Artillery >
  // Experimental: "1 Dm on each shot where a "1" is rolled on the die" (the faces are read, so the shot asks for
  // them, still of a d6).
  it('a Light Artillery with leather guns (Experimental) asks for 1 face of a d6 for its shot', () => {
    const asked: DiceRequest[] = [];
    const leatherGun: TerciosUnit = { ...LIGHT_ARTILLERY, rules: ['experimental'] };
    resolveShooting(dice(2, 6, asked), { shooter: leatherGun, target: TERCIO, range: 10, order: 'fire' });
    expect(asked[0]).toMatchObject({ kind: 'faces', count: 1, sides: 6 });
  });
});

describe('The caracole test: one success needed (Rulebook: The Troops > Cavalry > Caracole)', () => {
  // "it may make a Discipline test which, if passed, allows it a withdrawal movement at its speed"; Order Cards >
  // Testing Orders: a Discipline test passes with at least one 5+. Arquebusiers on horseback: Discipline 3.
  const shot = (other: number) =>
    resolveShooting(dice(1, other, []), {
      shooter: HORSE_ARQUEBUSIERS,
      target: MUSKETEERS,
      range: 6,
      order: 'fire',
      caracole: true,
    });

  it('3 dice showing 4: no 5+, the caracole test fails and the unit stays', () => {
    expect(shot(4).caracole).toEqual({ passed: false, distance: 8 });
  });

  it('3 dice showing 5: passed, withdrawal of up to 8"', () => {
    expect(shot(5).caracole).toEqual({ passed: true, distance: 8 });
  });
});

describe('Caracole withdrawal of a slow unit (ruling Caracole: any whole number of inches up to its Speed)', () => {
  // The Troops > Cavalry > Caracole: "a withdrawal movement at its speed". Speed 2 (a unit slowed to 2") may
  // withdraw 1" or 2"; only the option full-speed leaves it 2" alone.
  it('a unit of Speed 2 may withdraw 1" or 2"', () => {
    const slowed: TerciosUnit = { ...HORSE_ARQUEBUSIERS, values: { ...HORSE_ARQUEBUSIERS.values, speed: 2 } };
    expect(caracoleDistances(slowed, DEFAULT_TERCIOS_OPTIONS)).toEqual([1, 2]);
    expect(caracoleDistances(slowed, { ...DEFAULT_TERCIOS_OPTIONS, caracoleWithdrawal: 'full-speed' })).toEqual([2]);
  });
});
