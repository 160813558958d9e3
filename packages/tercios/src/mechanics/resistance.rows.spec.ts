import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { terciosCombatPlugin } from '../plugins/combat.js';
import { LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { resolveMelee, resolveShooting } from './__fixtures__/asWritten.js';

// Rulebook: Shooting > Resistance test: "rolls as many dice as its Courage value ... The target needs a 6 for
// artillery, and a 4 or more for other weapons. Each success on a die in this roll cancels one hit ... If no
// success is obtained on this roll, the unit is put into Disorder (in addition to the Dm suffered)."
// Rulebook: Combat > Resistance roll: "Courage # D6: 5+".
// Each row at its boundary: the lowest face that succeeds cancels the hit; the highest that fails leaves a Dm
// and Disorder. Target of the shots: Tercio (Courage 4, Volley 4, Ball 3).
describe('Resistance test targets', () => {
  it.each([
    {
      row: 'other weapons: 4 or more (a 4 cancels)',
      shooter: MUSKETEERS,
      shot: [4, 1, 1],
      resist: [4, 1, 1, 1],
      wear: 0,
      disordered: false,
      target: 4,
    },
    {
      row: 'other weapons: a 3 fails',
      shooter: MUSKETEERS,
      shot: [4, 1, 1],
      resist: [3, 3, 3, 3],
      wear: 1,
      disordered: true,
      target: 4,
    },
    {
      row: 'artillery: a 6 (a 6 cancels)',
      shooter: LIGHT_ARTILLERY,
      shot: [3],
      resist: [6, 1, 1, 1],
      wear: 0,
      disordered: false,
      target: 6,
    },
    {
      row: 'artillery: a 5 fails',
      shooter: LIGHT_ARTILLERY,
      shot: [3],
      resist: [5, 5, 5, 5],
      wear: 1,
      disordered: true,
      target: 6,
    },
  ])('Shooting, $row', ({ shooter, shot, resist, wear, disordered, target }) => {
    const r = resolveShooting(ScriptedDice.of([...shot, ...resist]), {
      shooter,
      target: TERCIO,
      range: 6,
      order: 'fire',
    });
    expect(r.resistance).toMatchObject({ rolled: true, dice: 4, target, successes: 1 - wear, wear });
    expect(r).toMatchObject({ hits: 1, wear, targetWear: wear, targetDisordered: disordered });
  });

  // Tercio charges (Assault! Melee+: 6 dice) a Musketeer Company (Infantry defence 3, Courage 3); the company's
  // two dice of 1 never hit back.
  it.each([
    { row: 'Combat: 5+ (a 5 cancels)', resist: [5, 1, 1], wear: 0, disordered: false },
    { row: 'Combat: a 4 fails', resist: [4, 4, 4], wear: 1, disordered: true },
  ])('$row', ({ resist, wear, disordered }) => {
    const r = resolveMelee(ScriptedDice.of([3, 1, 1, 1, 1, 1, ...resist, 1, 1]), {
      attacker: TERCIO,
      defender: MUSKETEERS,
    });
    expect(r.rounds[0]!.attacker).toMatchObject({ meleeDice: 6, defence: 3, hits: 1, wear });
    expect(r.rounds[0]!.attacker.resistance).toMatchObject({ rolled: true, dice: 3, target: 5, successes: 1 - wear });
    expect(r).toMatchObject({ defenderWear: wear, defenderDisordered: disordered });
  });

  it.each([
    { row: 'each success cancels one hit', hits: 3, faces: [4, 4, 1], wear: 1, disordered: false },
    { row: 'more successes than hits: no Dm', hits: 1, faces: [4, 4, 4], wear: 0, disordered: false },
    { row: 'no success: Disorder in addition to the Dm', hits: 2, faces: [1, 2, 3], wear: 2, disordered: true },
  ])('resistanceTest: $row', ({ hits, faces, wear, disordered }) => {
    const r = terciosCombatPlugin.resistanceTest(ScriptedDice.of(faces), {
      hits,
      courage: 3,
      target: 4,
      purpose: 'row',
    });
    expect(r).toEqual({
      rolled: true,
      dice: 3,
      target: 4,
      successes: faces.filter((f) => f >= 4).length,
      wear,
      disordered,
    });
  });
});

// Rulebook: Components > Status Markers: Disorder: "a penalty (-) to its Courage"; Shooting and Terrain: "In
// cover: the target receives a bonus (+) to its Courage value"; Flank Charges: "Melee and Courage values reduced
// (penalty -)"; Reactions > Resist!: "The Courage test in a combat that follows a charge benefits from a bonus (+)";
// Terrain Effects in Combat > Protected: "a bonus (+) to its Courage value". Progression: 4+ = 6, 4- = 2, 3+ = 4, 3- = 2.
describe('Courage modifiers of the resistance test', () => {
  it.each([
    { row: 'Shooting, plain: Courage 4', cover: false, disordered: false, dice: 4 },
    { row: 'In cover: Courage+', cover: true, disordered: false, dice: 6 },
    { row: 'Disorder: Courage-', cover: false, disordered: true, dice: 2 },
    { row: 'In cover and in Disorder cancel', cover: true, disordered: true, dice: 4 },
  ])('$row -> $dice dice', ({ cover, disordered, dice }) => {
    const r = resolveShooting(ScriptedDice.of([6, 6, 6, 6, 6, 6, 6, 6, 6]), {
      shooter: MUSKETEERS,
      target: { ...TERCIO, disordered },
      range: 6,
      order: 'fire',
      cover,
    });
    expect(r.resistance?.dice).toBe(dice);
  });

  it.each([
    { row: 'Combat, plain: Courage 3', input: {}, dice: 3 },
    { row: 'Flank charge: Courage-', input: { flank: true }, dice: 2 },
    { row: 'Resist! reaction: Courage+', input: { defenderReaction: 'resist' as const }, dice: 4 },
    { row: 'Protected (fortified): Courage+', input: { defenderProtected: true }, dice: 4 },
    { row: 'Disorder: Courage-', input: { defender: { ...MUSKETEERS, disordered: true } }, dice: 2 },
  ])('$row -> $dice dice', ({ input, dice }) => {
    const r = resolveMelee(ScriptedDice.of(Array<number>(40).fill(6)), {
      attacker: TERCIO,
      defender: MUSKETEERS,
      ...input,
    });
    expect(r.rounds[0]!.attacker.resistance.dice).toBe(dice);
  });
});
