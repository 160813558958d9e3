import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { reactionPlans } from '../orders/reactions.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { shootingRestriction } from './resolveShooting.js';
import { resolveShooting } from './__fixtures__/asWritten.js';

// Rulebook: The Troops > Artillery > Experimental: "Units with this rule receive 1 Dm on each shot where a
// "1" is rolled on the die." Light Artillery options: "Leather guns (experimental): -5 points."
// Ruling (docs/rulings/tercios.md, Experimental guns): one Dm per shot showing a 1 (option 'per-one': one per 1).
// Light Artillery row: Shoot 1, Discipline 3, Stamina 1; "Great battery: Shoot and Stamina 2".
const LEATHER_GUN: TerciosUnit = { ...LIGHT_ARTILLERY, rules: ['experimental'] };
const GREAT_LEATHER_BATTERY: TerciosUnit = {
  ...LEATHER_GUN,
  values: { ...LIGHT_ARTILLERY.values, shoot: 2, stamina: 2 },
};
const PER_ONE = TerciosOptionsSchema.parse({ experimentalWear: 'per-one' });
// The Tercio's Ball defence is 3 (Def 4/5/4/3): a 1 never hits it.

describe('Experimental: "receive 1 Dm on each shot where a 1 is rolled"', () => {
  it.each([
    // [faces of the shot, per-shot Dm (default), per-one Dm]
    { faces: [1], perShot: 1, perOne: 1, note: 'one die showing 1' },
    { faces: [2], perShot: 0, perOne: 0, note: 'the lowest face that is not a 1' },
    { faces: [1, 1], perShot: 1, perOne: 2, note: 'two 1s on one shot (Great battery)' },
    { faces: [1, 6], perShot: 1, perOne: 1, note: 'a 1 beside a hit' },
    { faces: [2, 2], perShot: 0, perOne: 0, note: 'no 1' },
  ])('$note: $faces gives $perShot Dm per shot, $perOne per one', ({ faces, perShot, perOne }) => {
    const gun = faces.length === 1 ? LEATHER_GUN : GREAT_LEATHER_BATTERY;
    // The target's resistance dice (Courage 4 at 6) follow the shot when it hits; 6s cancel every hit.
    const script = [...faces, 6, 6, 6, 6];
    const shot = resolveShooting(ScriptedDice.of(script), { shooter: gun, target: TERCIO, range: 10, order: 'fire' });
    expect(shot).toMatchObject({
      allowed: true,
      fire: 'ball',
      shootDice: faces.length,
      shooterWearTaken: perShot,
      shooterWear: perShot,
      shooterDestroyed: false,
    });
    expect(shot.shooterRoutTest).toBeUndefined();
    const one = resolveShooting(ScriptedDice.of(script), {
      shooter: gun,
      target: TERCIO,
      range: 10,
      order: 'fire',
      options: PER_ONE,
    });
    expect(one).toMatchObject({ shooterWearTaken: perOne, shooterWear: perOne, shooterDestroyed: false });
  });

  it('a gun without the rule takes no Dm for a 1', () => {
    const shot = resolveShooting(ScriptedDice.of([1]), {
      shooter: LIGHT_ARTILLERY,
      target: TERCIO,
      range: 10,
      order: 'fire',
    });
    expect(shot).toMatchObject({ hits: 0, shooterWearTaken: 0, shooterWear: 0, shooterDestroyed: false });
  });

  it('the Dm beyond its Stamina (1) is a Rout Point: Discipline 3 dice with no 6 destroy the gun', () => {
    // Rulebook: Rout Test: "roll as many dice as the unit's Discipline value ... as many 6s as ... Rout Points."
    const shot = resolveShooting(ScriptedDice.of([1, 5, 5, 5]), {
      shooter: { ...LEATHER_GUN, wear: 1 },
      target: TERCIO,
      range: 10,
      order: 'fire',
    });
    expect(shot).toMatchObject({
      hits: 0,
      wear: 0,
      targetWear: 0,
      shooterWearTaken: 1,
      shooterDestroyed: true,
      targetDestroyed: false,
    });
    expect(shot.shooterRoutTest).toEqual({
      routPoints: 1,
      tested: true,
      passed: false,
      dice: 3,
      sixes: 0,
      rerolled: false,
      commanderKilled: false,
    });
  });

  it('a 6 on the rout test holds the gun at its Stamina (Weary: 1 Dm)', () => {
    const shot = resolveShooting(ScriptedDice.of([1, 5, 5, 6]), {
      shooter: { ...LEATHER_GUN, wear: 1 },
      target: TERCIO,
      range: 10,
      order: 'fire',
    });
    expect(shot).toMatchObject({ shooterWearTaken: 1, shooterWear: 1, shooterDestroyed: false });
    expect(shot.shooterRoutTest).toEqual({
      routPoints: 1,
      tested: true,
      passed: true,
      dice: 3,
      sixes: 1,
      rerolled: false,
      commanderKilled: false,
    });
  });

  it("the gun's own Dm does not change what its shot does to the target", () => {
    // Great battery [1, 3]: the 3 hits Ball 3; the Tercio resists with Courage 4 needing a 6.
    const shot = resolveShooting(ScriptedDice.of([1, 3, 5, 5, 5, 5]), {
      shooter: GREAT_LEATHER_BATTERY,
      target: TERCIO,
      range: 10,
      order: 'fire',
    });
    expect(shot).toMatchObject({
      hits: 1,
      wear: 1,
      targetWear: 1,
      targetDisordered: true,
      shooterWearTaken: 1,
      shooterWear: 1,
    });
  });
});

// Rulebook: Armament > Bow: "Bows do not permit fire on reaction. A bow has a range of 12 inches, a great bow 16 inches."
describe('Bow: "Bows do not permit fire on reaction"', () => {
  const archers = (weapon: string): TerciosUnit => ({ ...MUSKETEERS, name: `${weapon} company`, weapons: [weapon] });
  it.each([
    { weapon: 'bow', reaction: true, reason: 'no-reaction-fire' },
    { weapon: 'great-bow', reaction: true, reason: 'no-reaction-fire' },
    { weapon: 'bow', reaction: false, reason: null },
    { weapon: 'great-bow', reaction: false, reason: null },
    { weapon: 'crossbow', reaction: true, reason: null },
    { weapon: 'musket', reaction: true, reason: null },
  ])('$weapon, reaction $reaction: $reason', ({ weapon, reaction, reason }) => {
    expect(shootingRestriction({ shooter: archers(weapon), range: 6, order: 'fire', reaction })).toBe(reason);
    const shot = resolveShooting(ScriptedDice.of([1, 1, 1, 1, 1, 1]), {
      shooter: archers(weapon),
      target: TERCIO,
      range: 6,
      order: 'fire',
      reaction,
    });
    expect(shot.allowed).toBe(reason === null);
    if (reason !== null) expect(shot).toMatchObject({ reason, shootDice: 0, hits: 0, wear: 0 });
  });

  it('a bow unit is offered no shooting reaction under Fire! or Ready!; a crossbow unit is', () => {
    const kinds = (weapon: string, order: 'fire' | 'ready') =>
      reactionPlans({ unit: archers(weapon), order, trigger: 'approach', enemy: TERCIO }).filter((p) => p.shoots)
        .length;
    expect([kinds('bow', 'fire'), kinds('bow', 'ready'), kinds('great-bow', 'fire')]).toEqual([0, 0, 0]);
    expect([kinds('crossbow', 'fire'), kinds('crossbow', 'ready')]).toEqual([1, 1]);
  });
});
