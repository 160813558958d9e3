import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { getProfile } from '../profiles/getProfile.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { eliteRally, experienced, indefatigable } from './commandActions.js';
import { commandTest } from './commandTest.js';

// The numbers of the trait and command-action texts (Command > Optional Traits, Kingdoms Expansion Traits; The
// Troops > Elite), each at its boundary.
describe('Traits and command actions', () => {
  // Comrade-in-arms: "The test succeeds on a result of 6 instead of 5+." Cold Blood: "with one success for each 6
  // obtained. At least one success is needed to cancel the enemy action, and two to avoid becoming Exhausted."
  it.each([
    { row: 'a 6 succeeds', faces: [6, 5], successes: 1, passed: true, exhausted: true },
    { row: 'a 5 does not', faces: [5, 5], successes: 0, passed: false, exhausted: true },
    { row: 'two 6s: not Exhausted', faces: [6, 6], successes: 2, passed: true, exhausted: false },
  ])('Comrade-in-arms and Cold Blood (test on 6), rank 2: $row', ({ faces, successes, passed, exhausted }) => {
    expect(commandTest(ScriptedDice.of(faces), { rank: 2, target: 6 })).toMatchObject({
      dice: 2,
      target: 6,
      successes,
      passed,
      exhausted,
    });
  });

  // Experienced: "one of your companies of pikemen or musketeers that has no more than 1 Dm is detached to
  // reinforce a battalion ... the battalion may remove 2 Dm, even if this brings it to 0 Dm."
  it.each([
    { row: 'company with 1 Dm, battalion with 3 Dm: 1 left', companyWear: 1, battalionWear: 3, after: 1 },
    { row: 'battalion with 2 Dm: to 0', companyWear: 0, battalionWear: 2, after: 0 },
    { row: 'battalion with 1 Dm: to 0, not below', companyWear: 0, battalionWear: 1, after: 0 },
  ])('Experienced: $row', ({ companyWear, battalionWear, after }) => {
    expect(experienced({ ...MUSKETEERS, wear: companyWear }, { ...TERCIO, wear: battalionWear })).toEqual({
      companyRemoved: true,
      battalionWear: after,
    });
  });

  it('Experienced: a company with 2 Dm ("no more than 1 Dm") may not', () => {
    expect(experienced({ ...MUSKETEERS, wear: 2 }, { ...TERCIO, wear: 3 })).toBeNull();
  });

  // Rulebook: "one of your companies of pikemen or musketeers": a Combat Company (no pikes, no muskets) may not;
  // a Pikemen Company may. (It failed before: only the category was checked.)
  const company = (id: string): TerciosUnit => {
    const p = getProfile(id);
    const { name, category, values, defence, weapons, rules } = p;
    return { name, category, values, defence, weapons, rules, wear: 0 };
  };
  it('Experienced: a Combat Company is not "a company of pikemen or musketeers"', () => {
    expect(experienced(company('combat-company'), { ...TERCIO, wear: 3 })).toBeNull();
  });
  it('Experienced: a Pikemen Company is', () => {
    expect(experienced(company('pikemen-company'), { ...TERCIO, wear: 3 })).toEqual({
      companyRemoved: true,
      battalionWear: 1,
    });
  });

  // Indefatigable: "one Dm may be moved from one unit to another of the same type ... One of the units may thus
  // become fresh again (0 Dm)."
  it('Indefatigable: one Dm moves (1 -> 0, 2 -> 3); not between types, not from a fresh unit', () => {
    expect(indefatigable({ ...MUSKETEERS, wear: 1 }, { ...MUSKETEERS, wear: 2 })).toEqual({ fromWear: 0, toWear: 3 });
    expect(indefatigable({ ...MUSKETEERS, wear: 1 }, { ...TERCIO, wear: 2 })).toBeNull();
    expect(indefatigable({ ...MUSKETEERS, wear: 0 }, { ...MUSKETEERS, wear: 2 })).toBeNull();
  });

  // Elite: "may remove all their Dm with ... a command action (depending on the successes of the test above), and may
  // thus return to 0 Dm."
  it.each([
    { row: 'two successes remove 2 of 3 Dm', faces: [5, 6, 1], wear: 3, after: 1 },
    { row: 'three successes with 2 Dm: to 0', faces: [5, 5, 5], wear: 2, after: 0 },
    { row: 'a failed test removes none', faces: [4, 4, 4], wear: 2, after: 2 },
  ])('Elite rally by command action (rank 3): $row', ({ faces, wear, after }) => {
    const elite: TerciosUnit = { ...MUSKETEERS, rules: ['light', 'elite'], wear };
    expect(eliteRally(elite, commandTest(ScriptedDice.of(faces), { rank: 3 }))).toBe(after);
  });
});
