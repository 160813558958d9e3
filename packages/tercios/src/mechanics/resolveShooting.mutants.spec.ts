import { ScriptedDice, type DiceRequest } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { bonus } from '../values/Modifier.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { DRAGOONS, HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { resolveShooting } from './__fixtures__/asWritten.js';
import { caracoleDistances, shootingRestriction } from './resolveShooting.js';

// Killers for the resolveShooting.ts mutants Stryker left alive (docs/mutation.md). Rulebook: Shooting (Shooting
// Dice, Resistance test, Damage) and The Troops (Dragoon, Caracole).

/** Dice that show `shooting` on every shooting die and `other` on every other die, logging each request. */
const dice = (shooting: number, other: number, asked: DiceRequest[] = []) =>
  new ScriptedDice((request) => {
    asked.push(request);
    return Array.from({ length: request.count }, () => (request.purpose.includes(' shooting at ') ? shooting : other));
  });

describe('A refused shot changes nothing (Rulebook: Shooting > Range)', () => {
  // "Weapon / Range (inches)": beyond its range a unit does not shoot, so the target keeps its Dm and its order.
  it('out of range: no dice, no Dm, the target keeps its 2 Dm and its Disorder, nobody destroyed', () => {
    const asked: DiceRequest[] = [];
    const result = resolveShooting(dice(6, 6, asked), {
      shooter: { ...MUSKETEERS, wear: 1 },
      target: { ...TERCIO, wear: 2, disordered: true },
      range: 13,
      order: 'fire',
    });
    expect(asked).toEqual([]);
    expect(result).toStrictEqual({
      allowed: false,
      reason: 'out-of-range',
      shootDice: 0,
      defence: 0,
      fire: 'volley',
      hits: 0,
      wear: 0,
      targetWear: 2,
      targetDisordered: true,
      targetDestroyed: false,
      shooterWearTaken: 0,
      shooterWear: 1,
      shooterDestroyed: false,
    });
  });

  it('a fresh, ordered target refused a shot stays fresh and in order', () => {
    const result = resolveShooting(dice(6, 6), { shooter: MUSKETEERS, target: TERCIO, range: 13, order: 'fire' });
    expect(result.targetWear).toBe(0);
    expect(result.targetDisordered).toBe(false);
  });
});

describe('Who may shoot (Rulebook: Shooting; The Troops > Dragoon)', () => {
  it('a unit with no shooting weapon has no shot at any range', () => {
    const pikes: TerciosUnit = { ...TERCIO, weapons: ['pikes'] };
    expect(shootingRestriction({ shooter: pikes, range: 3, order: 'fire' })).toBe('no-shooting-weapon');
    expect(shootingRestriction({ shooter: pikes, range: 30, order: 'fire' })).toBe('no-shooting-weapon');
  });

  it('a unit whose Shoot is 0 (mounted Dragoons) has no shot within range', () => {
    expect(shootingRestriction({ shooter: DRAGOONS, range: 6, order: 'fire' })).toBe('no-shoot-value');
  });
});

describe('Modifiers given to the shot (Rulebook: Shooting > Shooting Dice; Resistance test)', () => {
  // "The shooting unit rolls as many dice as its Shoot value allows. This value must take into account any
  // bonuses or penalties"; the target "rolls as many dice as its Courage value, modified up or down".
  it("the shooter's given modifiers change its Shoot dice", () => {
    const plain = resolveShooting(dice(1, 1), { shooter: MUSKETEERS, target: TERCIO, range: 6, order: 'fire' });
    const helped = resolveShooting(dice(1, 1), {
      shooter: MUSKETEERS,
      target: TERCIO,
      range: 6,
      order: 'fire',
      modifiers: { shooter: [bonus('shoot', 'test')] },
    });
    expect(helped.shootDice).toBeGreaterThan(plain.shootDice);
  });

  it("the target's given modifiers change its Courage dice", () => {
    const plain = resolveShooting(dice(6, 1), { shooter: MUSKETEERS, target: TERCIO, range: 6, order: 'fire' });
    const helped = resolveShooting(dice(6, 1), {
      shooter: MUSKETEERS,
      target: TERCIO,
      range: 6,
      order: 'fire',
      modifiers: { target: [bonus('courage', 'test')] },
    });
    expect(helped.resistance?.dice).toBeGreaterThan(plain.resistance?.dice ?? Infinity);
  });
});

describe('The rolls in the log (Rulebook: Shooting)', () => {
  it('names the shot, the resistance test and the caracole test with their dice and targets', () => {
    const asked: DiceRequest[] = [];
    resolveShooting(dice(6, 1, asked), {
      shooter: HORSE_ARQUEBUSIERS,
      target: MUSKETEERS,
      range: 6,
      order: 'fire',
      caracole: true,
    });
    expect(asked.map((request) => request.purpose)).toEqual([
      'Arquebusiers on horseback shooting at Musketeer Company: 3d6 needing 4+',
      'Musketeer Company resisting 3 hit(s): 3d6 needing 4+',
      expect.stringMatching(/^Musketeer Company/),
      'Arquebusiers on horseback caracole test: 3d6 needing 5+',
    ]);
  });
});

describe('The result carries only what happened', () => {
  it('a shot without hits has no resistance, rout test or caracole field at all', () => {
    const result = resolveShooting(dice(1, 1), { shooter: MUSKETEERS, target: TERCIO, range: 6, order: 'fire' });
    expect(Object.keys(result)).not.toContain('resistance');
    expect(Object.keys(result)).not.toContain('routTest');
    expect(Object.keys(result)).not.toContain('shooterRoutTest');
    expect(Object.keys(result)).not.toContain('caracole');
  });
});

describe('Caracole (Rulebook: The Troops > Cavalry > Caracole)', () => {
  // "After such a unit has fired, it may make a Discipline test which, if passed, allows it a withdrawal".
  it('tested as an order test, a shooter not said to be out of command is in command', () => {
    const options = { ...DEFAULT_TERCIOS_OPTIONS, caracoleTest: 'as-order-test' as const };
    const shot = (inCommand: boolean | undefined) => {
      const asked: DiceRequest[] = [];
      resolveShooting(dice(1, 1, asked), {
        shooter: { ...HORSE_ARQUEBUSIERS, wear: 1 },
        target: MUSKETEERS,
        range: 6,
        order: 'fire',
        caracole: true,
        options,
        ...(inCommand === undefined ? {} : { shooterInCommand: inCommand }),
      });
      return asked.slice(1);
    };
    expect(shot(undefined)).toEqual(shot(true));
    expect(shot(undefined)).not.toEqual(shot(false));
  });

  // Liber Militum, Command > Virtues: "Loyalty [Loyalty]: +1 to Discipline." The caracole's "Discipline test" is
  // made with the unit's Discipline as modified: Arquebusiers on horseback (Discipline 3) led by a commander with
  // Loyalty roll 4 dice, each a success on 5+ (ruling Caracole, default `discipline-test`).
  it("the caracole test rolls the shooter's Discipline with its commander's Loyalty: 4d6, not 3d6", () => {
    const asked: DiceRequest[] = [];
    const result = resolveShooting(dice(1, 5, asked), {
      shooter: { ...HORSE_ARQUEBUSIERS, commander: { rank: 2, virtues: ['loyalty'], traits: [] } },
      target: MUSKETEERS,
      range: 6,
      order: 'fire',
      caracole: true,
    });
    expect(asked.at(-1)).toMatchObject({
      count: 4,
      purpose: 'Arquebusiers on horseback caracole test: 4d6 needing 5+',
    });
    expect(result.caracole).toEqual({ passed: true, distance: 8 });
  });
});

describe('Caracole withdrawal distances (Rulebook: The Troops > Cavalry > Caracole; ruling Caracole is a decision)', () => {
  // "allows it a withdrawal movement at its speed": by default (`up-to-speed`) any whole number of inches from 1 to
  // its Speed; with `full-speed`, exactly its Speed. Arquebusiers on horseback have Speed 8.
  it('up to its Speed: 1" to 8" for Arquebusiers on horseback, each once', () => {
    expect(caracoleDistances(HORSE_ARQUEBUSIERS, DEFAULT_TERCIOS_OPTIONS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('its whole Speed (option full-speed): 8" only', () => {
    const options = { ...DEFAULT_TERCIOS_OPTIONS, caracoleWithdrawal: 'full-speed' as const };
    expect(caracoleDistances(HORSE_ARQUEBUSIERS, options)).toEqual([8]);
  });

  it('a unit of Speed 1 withdraws 1" under either reading', () => {
    const slow: TerciosUnit = { ...HORSE_ARQUEBUSIERS, values: { ...HORSE_ARQUEBUSIERS.values, speed: 1 } };
    expect(caracoleDistances(slow, DEFAULT_TERCIOS_OPTIONS)).toEqual([1]);
    expect(caracoleDistances(slow, { ...DEFAULT_TERCIOS_OPTIONS, caracoleWithdrawal: 'full-speed' })).toEqual([1]);
  });
});
