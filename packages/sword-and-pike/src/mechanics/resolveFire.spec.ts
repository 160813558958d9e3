import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { resolveFire, type FireInput } from './resolveFire.js';

// Rulebook: FIRE ("one D20 per eligible figure", three per gunner; a hit when the die is at most the Firing weapon
// table's number), "Modifiers to above dice rolls" (-2 the first time the unit has fired, +1 Shaken, +2 light rain;
// DISORDERED UNITS "Shoot at -1", ruling R18), N/A (ruling R19), and "Skirmishers, artillerists, drovers etc. ...
// takes 2 hits to mark one figure" (ruling R46: the odd hit waits). Arquebus at 10" (short range): hits on 5, 4, 3,
// 1 against classes I-IV.

const arquebus: FireInput = { weapon: 'arquebus', range: 10, firers: 4, targetClass: 1 };
const fire = (faces: number[], input: Partial<FireInput>) => {
  const dice = ScriptedDice.of(faces);
  const result = resolveFire(dice, { ...arquebus, ...input });
  return { ...result, rolls: dice.takeRolls().map((r) => `${r.purpose} [${r.count}d${r.sides}]`) };
};

describe('the fire dice and their log', () => {
  it('one pool of D20s, named by the weapon, the target class in Roman numerals, the range and the hit number', () => {
    expect(fire([1, 4, 5, 20], { targetClass: 2 })).toEqual({
      dice: 4,
      hitsOn: 4,
      hits: 2,
      casualties: 2,
      hitsCarried: 0,
      rolls: ['arquebus fire (class II, 10"), hits on 1-4 [4d20]'],
    });
    expect(fire([1, 1, 1, 1], { targetClass: 3 }).rolls).toEqual([
      'arquebus fire (class III, 10"), hits on 1-3 [4d20]',
    ]);
    expect(fire([1, 1, 1, 1], { targetClass: 4 }).rolls).toEqual(['arquebus fire (class IV, 10"), hits on 1-1 [4d20]']);
    expect(fire([1, 1, 1, 1], { label: 'Swiss shot at the pike' }).rolls).toEqual([
      'Swiss shot at the pike (class I, 10"), hits on 1-5 [4d20]',
    ]);
  });

  it('cannon: three D20s a gunner', () => {
    expect(fire(Array<number>(12).fill(20), { weapon: 'heavy-cannon', range: 10, firers: 4 }).dice).toBe(12);
  });

  it('no figure firing (or a count below 0) throws no die', () => {
    expect(fire([], { firers: 0 })).toMatchObject({ dice: 0, hits: 0, casualties: 0, rolls: [] });
    expect(fire([], { firers: -3 })).toMatchObject({ dice: 0, hits: 0, casualties: 0, rolls: [] });
  });
});

describe('"Modifiers to above dice rolls" (positive is worse: a hit is a low die)', () => {
  it.each([
    { line: '-2 the first time that the unit has fired in the game', modifiers: { firstFire: true }, hitsOn: 7 },
    { line: '+1 if firing unit "Shaken"', modifiers: { shaken: true }, hitsOn: 4 },
    { line: '+2 if weather is "light rain"', modifiers: { rain: true }, hitsOn: 3 },
    { line: 'DISORDERED UNITS "Shoot at -1" (ruling R18)', modifiers: { disordered: true }, hitsOn: 4 },
    {
      line: 'all four at once',
      modifiers: { firstFire: true, shaken: true, rain: true, disordered: true },
      hitsOn: 3,
    },
  ])('$line: class I hits on 1-$hitsOn', ({ modifiers, hitsOn }) => {
    expect(fire(Array<number>(4).fill(20), { modifiers }).hitsOn).toBe(hitsOn);
  });

  it('modifiers that leave no face hitting throw no die (long range, class I: 3, +4)', () => {
    const worst = { shaken: true, rain: true, disordered: true };
    expect(fire([], { range: 15, modifiers: worst })).toMatchObject({ dice: 0, hitsOn: 0, hits: 0, rolls: [] });
  });

  it('ruling R19: N/A stays N/A however good the modifiers (long range, class IV)', () => {
    expect(fire([], { range: 15, targetClass: 4, modifiers: { firstFire: true } })).toMatchObject({
      dice: 0,
      hitsOn: 0,
      rolls: [],
    });
  });
});

describe('"takes 2 hits to mark one figure" (ruling R46: an odd hit waits for the next)', () => {
  it('three hits on skirmishers: one figure and a hit carried; with a hit carried before: two figures', () => {
    expect(fire([1, 1, 1, 20], { skirmishTarget: true })).toMatchObject({ hits: 3, casualties: 1, hitsCarried: 1 });
    expect(fire([1, 1, 1, 20], { skirmishTarget: true, carriedHits: 1 })).toMatchObject({
      hits: 3,
      casualties: 2,
      hitsCarried: 0,
    });
  });

  it('a target in close order carries nothing: every hit is a figure', () => {
    expect(fire([1, 1, 1, 20], { carriedHits: 1 })).toMatchObject({ hits: 3, casualties: 3, hitsCarried: 0 });
  });

  it("a volley that throws no die keeps the skirmishers' carried hit; any other target has none", () => {
    expect(fire([], { firers: 0, skirmishTarget: true, carriedHits: 1 }).hitsCarried).toBe(1);
    expect(fire([], { firers: 0, skirmishTarget: true }).hitsCarried).toBe(0);
    expect(fire([], { firers: 0, carriedHits: 1 }).hitsCarried).toBe(0);
  });
});
