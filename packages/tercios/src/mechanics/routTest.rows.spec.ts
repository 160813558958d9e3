import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { terciosMoralePlugin } from '../plugins/morale.js';
import { MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { sufferWear } from './__fixtures__/asWritten.js';

// Rulebook: Shooting > Rout Test: "Rout tests are carried out as soon as a unit has Dm beyond its Stamina value
// ... The Dm "in excess" of the unit's Stamina value are called "Rout Points". ... roll as many dice as the unit's
// Discipline value. For this test, the Discipline value is never modified by bonuses or penalties. To pass a Rout
// test, you must obtain as many "6"s as the number of Rout Points recorded. Discipline # D6, success = 6. If the
// test fails, the unit is broken and removed from the game. ... the excess Dm are removed. It then becomes
// "Weary" (usé) ... a number of Dm equal to its Stamina."
// Musketeer Company: Discipline 3, Stamina 2. Tercio: Discipline 5, Stamina 5.
describe('Rout test', () => {
  it.each([
    {
      row: 'Dm equal to Stamina: no Rout Point, no test',
      unit: MUSKETEERS,
      wear: 1,
      dm: 1,
      faces: [],
      tested: false,
      destroyed: false,
      after: 2,
    },
    {
      row: '1 Rout Point, one 6: holds, Weary at Stamina 2',
      unit: MUSKETEERS,
      wear: 2,
      dm: 1,
      faces: [6, 1, 1],
      tested: true,
      destroyed: false,
      after: 2,
    },
    {
      row: '1 Rout Point, a 5 is not a 6: broken',
      unit: MUSKETEERS,
      wear: 2,
      dm: 1,
      faces: [5, 5, 5],
      tested: true,
      destroyed: true,
      after: 3,
    },
    {
      row: '2 Rout Points, two 6s: holds',
      unit: MUSKETEERS,
      wear: 2,
      dm: 2,
      faces: [6, 6, 1],
      tested: true,
      destroyed: false,
      after: 2,
    },
    {
      row: '2 Rout Points, one 6: broken',
      unit: MUSKETEERS,
      wear: 2,
      dm: 2,
      faces: [6, 5, 5],
      tested: true,
      destroyed: true,
      after: 4,
    },
    {
      row: 'Tercio, 1 Rout Point: 5 dice, a 6 on the last holds at Stamina 5',
      unit: TERCIO,
      wear: 5,
      dm: 1,
      faces: [5, 5, 5, 5, 6],
      tested: true,
      destroyed: false,
      after: 5,
    },
  ])('$row', ({ unit, wear, dm, faces, tested, destroyed, after }) => {
    const r = sufferWear(ScriptedDice.of(faces), { ...unit, wear }, dm);
    expect(r.destroyed).toBe(destroyed);
    expect(r.unit.wear).toBe(after);
    if (tested) {
      expect(r.routTest).toMatchObject({
        routPoints: wear + dm - unit.values.stamina,
        tested: true,
        passed: !destroyed,
        dice: unit.values.discipline,
      });
    } else {
      expect(r.routTest).toBeUndefined();
    }
  });

  it('Discipline is never modified: a disordered, out-of-command Musketeer Company still rolls 3 dice', () => {
    const r = terciosMoralePlugin.routTest(ScriptedDice.of([1, 1, 6]), {
      unit: { ...MUSKETEERS, wear: 3, disordered: true, inRadiusOf: [] },
      routPoints: 1,
    });
    expect(r).toEqual({
      routPoints: 1,
      tested: true,
      passed: true,
      dice: 3,
      sixes: 1,
      rerolled: false,
      commanderKilled: false,
    });
  });
});
