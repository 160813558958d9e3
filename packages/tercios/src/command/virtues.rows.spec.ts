import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { resolveMelee, resolveShooting, sufferWear } from '../mechanics/__fixtures__/asWritten.js';
import { movementAllowance } from '../orders/movementAllowance.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { commanderMove, commandRadius } from './commandReach.js';
import type { VirtueId } from './virtues.js';

// Rulebook: Command > Virtues: "Virtues add 1 point to a value of the attached unit. This point is always added
// to that value once all the bonuses and penalties concerning it have been applied." Common Traits list:
// "Dedication: +1 to Mvt. Dexterity: +1 to Melee. Drill: +1 to Shoot. Loyalty: +1 to Discipline. Zeal: +1 to
// Stamina. Sacrifice: +1 to Courage on the resistance test against shooting. Will: +1 to Courage on the
// resistance test against combat. Presence: extends the command radius to 9 inches. Impetus: extends movement to
// 9 inches." Each row: the Musketeer Company (Mvt 5, Melee 2, Shoot 3, Disc. 3, Courage 3, Stamina 2) with a
// rank 2 commander attached, against the same unit without it.
const led = (virtue: VirtueId): TerciosUnit => ({
  ...MUSKETEERS,
  commander: { rank: 2, virtues: [virtue], traits: [] },
});
const SIXES = Array<number>(40).fill(6);

describe('Virtues: +1 to a value of the attached unit, after bonuses and penalties', () => {
  it('"Dedication: +1 to Mvt": 5 -> 6; with Run! (5++ = 10) 11', () => {
    expect([movementAllowance(MUSKETEERS, 'ready'), movementAllowance(led('dedication'), 'ready')]).toEqual([5, 6]);
    expect(movementAllowance(led('dedication'), 'run')).toBe(11);
  });

  it('"Dexterity: +1 to Melee": charging with Assault! 2+ = 3, then 4', () => {
    const dice = (attacker: TerciosUnit) =>
      resolveMelee(ScriptedDice.of(Array<number>(40).fill(1)), { attacker, defender: TERCIO }).rounds[0]!.attacker
        .meleeDice;
    expect([dice(MUSKETEERS), dice(led('dexterity'))]).toEqual([3, 4]);
  });

  it('"Drill: +1 to Shoot": Ready! 3- = 2, then 3', () => {
    const dice = (shooter: TerciosUnit) =>
      resolveShooting(ScriptedDice.of([1, 1, 1, 1]), { shooter, target: TERCIO, range: 6, order: 'ready' }).shootDice;
    expect([dice(MUSKETEERS), dice(led('drill'))]).toEqual([2, 3]);
  });

  it('"Loyalty: +1 to Discipline": an order test with 1 Dm rolls 3, then 4 dice', () => {
    const dice = (unit: TerciosUnit) =>
      terciosMoralePlugin.orderTest(ScriptedDice.of([1, 1, 1, 1]), { unit: { ...unit, wear: 1 }, inCommand: true })
        .dice;
    expect([dice(MUSKETEERS), dice(led('loyalty'))]).toEqual([3, 4]);
  });

  it('"Zeal: +1 to Stamina": a 3rd Dm is a Rout Point at Stamina 2, a 4th at 3', () => {
    expect(sufferWear(ScriptedDice.of([1, 1, 1]), { ...MUSKETEERS, wear: 2 }, 1).routTest?.routPoints).toBe(1);
    const zeal = sufferWear(ScriptedDice.of([]), { ...led('zeal'), wear: 2 }, 1);
    expect(zeal.routTest).toBeUndefined();
    expect(zeal.unit.wear).toBe(3);
    // A 4th Dm is one Rout Point over Stamina 3; passed, the unit is held at 3.
    const fourth = sufferWear(ScriptedDice.of([6, 1, 1]), { ...led('zeal'), wear: 3 }, 1);
    expect(fourth.routTest?.routPoints).toBe(1);
    expect(fourth.unit.wear).toBe(3);
  });

  it('"Sacrifice: +1 to Courage ... against shooting": 3 -> 4 dice; in combat no change', () => {
    const shot = (target: TerciosUnit) =>
      resolveShooting(ScriptedDice.of(SIXES), { shooter: TERCIO, target, range: 6, order: 'fire' }).resistance?.dice;
    expect([shot(MUSKETEERS), shot(led('sacrifice'))]).toEqual([3, 4]);
    const melee = (defender: TerciosUnit) =>
      resolveMelee(ScriptedDice.of(SIXES), { attacker: TERCIO, defender }).rounds[0]!.attacker.resistance.dice;
    expect([melee(MUSKETEERS), melee(led('sacrifice'))]).toEqual([3, 3]);
  });

  it('"Will: +1 to Courage ... against combat": 3 -> 4 dice; against shooting no change', () => {
    const melee = (defender: TerciosUnit) =>
      resolveMelee(ScriptedDice.of(SIXES), { attacker: TERCIO, defender }).rounds[0]!.attacker.resistance.dice;
    expect([melee(MUSKETEERS), melee(led('will'))]).toEqual([3, 4]);
    const shot = (target: TerciosUnit) =>
      resolveShooting(ScriptedDice.of(SIXES), { shooter: TERCIO, target, range: 6, order: 'fire' }).resistance?.dice;
    expect([shot(MUSKETEERS), shot(led('will'))]).toEqual([3, 3]);
  });

  it('the example: "Courage 3 that has a bonus (+) and ... a virtue has a final value of 5, not 6" (in cover, Sacrifice)', () => {
    const r = resolveShooting(ScriptedDice.of(SIXES), {
      shooter: TERCIO,
      target: led('sacrifice'),
      range: 6,
      order: 'fire',
      cover: true,
    });
    expect(r.resistance?.dice).toBe(5);
  });

  it.each([
    { row: 'Presence: extends the command radius to 9 inches (else 6)', fn: commandRadius, trait: 'presence' as const },
    { row: 'Impetus: extends movement to 9 inches (else 6)', fn: commanderMove, trait: 'impetus' as const },
  ])('"$row"', ({ fn, trait }) => {
    expect([fn({ traits: [] }), fn({ traits: [trait] })]).toEqual([6, 9]);
  });
});
