import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DRAGOONS, HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { resistOrder, resolveShooting } from '../mechanics/__fixtures__/asWritten.js';
import { shootingRestriction } from '../mechanics/resolveShooting.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';

// Rule branches of The Troops that change an order, a test or a shot.
describe('Troop rules: order, test and shot branches', () => {
  // Infantry > Large (Dense): "When they test the Resist! order, they remove one Dm for each result of 5+. However,
  // they may not in this way remove their last Dm". The Tercio (Dense, Discipline 5).
  it.each([
    { row: 'two 5+ with 3 Dm: two removed', wear: 3, faces: [5, 6, 1, 1, 1], after: 1 },
    { row: 'three 5+ with 3 Dm: never the last', wear: 3, faces: [5, 5, 5, 1, 1], after: 1 },
    { row: 'one 5+ with 2 Dm: one removed', wear: 2, faces: [5, 4, 4, 4, 4], after: 1 },
    { row: 'no 5+ (4s): none removed', wear: 2, faces: [4, 4, 4, 4, 4], after: 2 },
  ])('Large (Dense), Resist!: $row', ({ wear, faces, after }) => {
    expect(resistOrder(ScriptedDice.of(faces), { unit: { ...TERCIO, wear }, inCommand: true }).wear).toBe(after);
  });

  // Infantry > Elite: "may remove all their Dm with a Resist! order ... and may thus return to 0 Dm. Their
  // Discipline is never reduced when they are outside the command radius". Ruling "Elite and Resist!" (default
  // per-success): one Dm per 5+, down to 0.
  it('Elite: Resist! with two 5+ brings 2 Dm to 0 (one 5+: 1); out of command its Discipline stays 3', () => {
    const elite: TerciosUnit = { ...MUSKETEERS, rules: ['light', 'elite'], wear: 2 };
    expect(resistOrder(ScriptedDice.of([5, 6, 1]), { unit: elite, inCommand: true }).wear).toBe(0);
    expect(resistOrder(ScriptedDice.of([5, 1, 1]), { unit: elite, inCommand: true }).wear).toBe(1);
    expect(terciosMoralePlugin.orderTest(ScriptedDice.of([1, 1, 5]), { unit: elite, inCommand: false })).toMatchObject({
      dice: 3,
      passed: true,
    });
  });

  // Cavalry > Impetuous: "if such a unit at 0 Dm (fresh) has an order other than Assault!, and this unit can consider
  // a charge on an enemy, it must make an Order test. If this test fails, it is obliged to charge".
  it.each([
    {
      row: 'fresh, Ready!, can charge: a 5 passes',
      wear: 0,
      order: 'ready',
      canCharge: true,
      faces: [5, 1, 1],
      tested: true,
      mustCharge: false,
    },
    {
      row: 'fresh, Ready!, can charge: 4s fail, must charge',
      wear: 0,
      order: 'ready',
      canCharge: true,
      faces: [4, 4, 4],
      tested: true,
      mustCharge: true,
    },
    {
      row: 'with Assault!: no test',
      wear: 0,
      order: 'assault',
      canCharge: true,
      faces: [],
      tested: false,
      mustCharge: false,
    },
    {
      row: 'no charge possible: no test',
      wear: 0,
      order: 'ready',
      canCharge: false,
      faces: [],
      tested: false,
      mustCharge: false,
    },
    {
      row: 'not fresh (1 Dm): no test',
      wear: 1,
      order: 'ready',
      canCharge: true,
      faces: [],
      tested: false,
      mustCharge: false,
    },
  ] as const)('Impetuous: $row', ({ wear, order, canCharge, faces, tested, mustCharge }) => {
    const impetuous: TerciosUnit = { ...HORSE_ARQUEBUSIERS, rules: ['caracole', 'impetuous'], wear };
    expect(
      terciosMoralePlugin.impetuousTest(ScriptedDice.of(faces), { unit: impetuous, order, canCharge, inCommand: true }),
    ).toEqual({ tested, mustCharge });
  });

  // Cavalry > Caracole: "After such a unit has fired, it may make a Discipline test which, if passed, allows it a
  // withdrawal movement at its speed ... The caracole cannot be used with a reaction." Arquebusiers on horseback:
  // Shoot 3, Discipline 3, Speed 8.
  it.each([
    { row: 'a 5 passes: withdraws 8"', test: [5, 1, 1], passed: true },
    { row: '4s fail', test: [4, 4, 4], passed: false },
  ])('Caracole: $row', ({ test, passed }) => {
    const r = resolveShooting(ScriptedDice.of([1, 1, 1, ...test]), {
      shooter: HORSE_ARQUEBUSIERS,
      target: TERCIO,
      range: 6,
      order: 'fire',
      caracole: true,
    });
    expect(r.caracole).toEqual({ passed, distance: 8 });
  });

  // Cavalry > Dragoon: "fire only with a Fire! order"; Horse Teams: "Such a hitched unit may not shoot"; Shooting and
  // Terrain > Hidden: no shot.
  it.each([
    {
      row: 'Dragoon with Ready!: no shot',
      shooter: { ...DRAGOONS, values: { ...DRAGOONS.values, shoot: 2 } },
      order: 'ready',
      hidden: false,
      reason: 'fire-order-only',
    },
    {
      row: 'Dragoon with Fire!: shoots',
      shooter: { ...DRAGOONS, values: { ...DRAGOONS.values, shoot: 2 } },
      order: 'fire',
      hidden: false,
      reason: null,
    },
    {
      row: 'hitched gun: no shot',
      shooter: { ...LIGHT_ARTILLERY, hitched: true },
      order: 'fire',
      hidden: false,
      reason: 'hitched',
    },
    { row: 'Hidden: no shot', shooter: MUSKETEERS, order: 'fire', hidden: true, reason: 'hidden' },
  ] as const)('$row', ({ shooter, order, hidden, reason }) => {
    expect(shootingRestriction({ shooter: shooter, range: 4, order, hidden })).toBe(reason);
  });
});
