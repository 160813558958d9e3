import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { resolveShooting } from './__fixtures__/asWritten.js';

// Rulebook: Shooting > Shooting Dice: "Shoot [Tir] # D6 compared to target Defence ... Volley [Salve] for light
// weapon fire, Ball [Boulet] for artillery fire. Each die that gets a result equal to or higher than the enemy
// defence counts as a success, or "hit"."
// Target: Tercio, Def 4/5/4/3 (Volley 4, Ball 3). Shooters: Musketeer Company (Shoot 3, muskets), Light Artillery (Shoot 1).
const GREAT_BATTERY: TerciosUnit = { ...LIGHT_ARTILLERY, values: { ...LIGHT_ARTILLERY.values, shoot: 2, stamina: 2 } };

describe('Shooting dice against the target Defence', () => {
  it.each([
    { row: 'Volley: a 4 hits Volley 4', shooter: MUSKETEERS, faces: [4, 1, 1], hits: 1, defence: 4, fire: 'volley' },
    { row: 'Volley: a 3 misses Volley 4', shooter: MUSKETEERS, faces: [3, 3, 3], hits: 0, defence: 4, fire: 'volley' },
    { row: 'Ball: a 3 hits Ball 3', shooter: LIGHT_ARTILLERY, faces: [3], hits: 1, defence: 3, fire: 'ball' },
    { row: 'Ball: a 2 misses Ball 3', shooter: LIGHT_ARTILLERY, faces: [2], hits: 0, defence: 3, fire: 'ball' },
  ])('$row', ({ shooter, faces, hits, defence, fire }) => {
    const shot = resolveShooting(ScriptedDice.of([...faces, 6, 6, 6, 6]), {
      shooter,
      target: TERCIO,
      range: 6,
      order: 'fire',
    });
    expect(shot).toMatchObject({ hits, defence, fire });
    if (hits === 0) expect(shot.resistance).toBeUndefined();
  });
});

// Rulebook: Order Cards: "Ready! ... If it shoots, its shooting is reduced (-) (Shoot-)"; "Fire!: ... a volley
// at full effectiveness"; Reactions: "Ready!: ... The shot is subject to a penalty (-) (Shoot-)"; "Fire!: ...
// light weapon fire, which benefits from a bonus (+) on these reaction shots"; Components: Weary: "a penalty
// (-) to its combat and shooting values". Value progression: 3 with - is 2, 3 with + is 4; 2 with + is 3.
describe('Shoot modifiers of the orders and of Weary (Musketeer Company, Shoot 3)', () => {
  it.each([
    { row: 'Fire!: full effectiveness', order: 'fire', reaction: false, wear: 0, dice: 3 },
    { row: 'Ready!: Shoot-', order: 'ready', reaction: false, wear: 0, dice: 2 },
    { row: 'Ready! reaction: Shoot-', order: 'ready', reaction: true, wear: 0, dice: 2 },
    { row: 'Fire! reaction, light weapons: Shoot+', order: 'fire', reaction: true, wear: 0, dice: 4 },
    { row: 'Weary (Dm = Stamina 2): Shoot-', order: 'fire', reaction: false, wear: 2, dice: 2 },
    { row: 'Weary, Fire! reaction: + and - cancel', order: 'fire', reaction: true, wear: 2, dice: 3 },
    { row: 'One Dm below Stamina: not Weary', order: 'fire', reaction: false, wear: 1, dice: 3 },
  ] as const)('$row: $dice dice', ({ order, reaction, wear, dice }) => {
    const shot = resolveShooting(ScriptedDice.of([1, 1, 1, 1]), {
      shooter: { ...MUSKETEERS, wear },
      target: TERCIO,
      range: 6,
      order,
      reaction,
    });
    expect(shot.shootDice).toBe(dice);
  });

  it('Fire! reaction bonus is for light weapons only: a Great battery (Shoot 2) keeps 2 dice', () => {
    const shot = resolveShooting(ScriptedDice.of([1, 1, 1]), {
      shooter: GREAT_BATTERY,
      target: TERCIO,
      range: 6,
      order: 'fire',
      reaction: true,
    });
    expect(shot.shootDice).toBe(2);
  });
});
