import { enumerate, Rational, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { orderTest } from './orderTest.js';
import { resistOrder } from '../mechanics/__fixtures__/asWritten.js';
import { impetuousTest } from './impetuousTest.js';
import { orderFallback } from './orderFallback.js';
import { TerciosOptionsSchema } from '../options/options.js';

const pPass = (unit: TerciosUnit, extra: Partial<Parameters<typeof orderTest>[1]> = {}) =>
  enumerate((dice) => ({ passed: orderTest(dice, { unit, inCommand: true, ...extra }).passed })).probabilityOf(
    (o) => o.passed,
  );

const worn = (unit: TerciosUnit, wear = 1): TerciosUnit => ({ ...unit, wear });

describe('orderTest (Order Cards > Testing Orders)', () => {
  it('Discipline 3 with Dm: at least one 5+ on 3d6 = 19/27', () => {
    expect(pPass(worn(MUSKETEERS)).toString()).toBe('19/27');
  });

  it('out of command: Discipline 3- = 2 dice, 1 - (2/3)^2 = 5/9', () => {
    expect(pPass(worn(MUSKETEERS), { inCommand: false }).toString()).toBe('5/9');
  });

  it('a fresh unit carries out its order without a roll', () => {
    const dice = ScriptedDice.of([]);
    expect(orderTest(dice, { unit: MUSKETEERS, inCommand: false })).toMatchObject({ tested: false, passed: true });
  });

  it('a reaction always tests, even when fresh', () => {
    expect(pPass(MUSKETEERS, { reaction: 'volley' }).toString()).toBe('19/27');
  });

  it('Elite and Integral Command are never reduced out of command', () => {
    expect(pPass(worn({ ...MUSKETEERS, rules: ['elite'] }), { inCommand: false }).toString()).toBe('19/27');
    expect(pPass(worn({ ...MUSKETEERS, category: 'artillery' }), { inCommand: false }).toString()).toBe('19/27');
  });

  it('a reaction against a flank charge is Discipline - (Tercio 5 → 3: 19/27); a Square is never flanked', () => {
    expect(pPass(TERCIO, { reaction: 'resist', againstFlankCharge: true }).toString()).toBe('19/27');
    expect(
      pPass({ ...TERCIO, rules: ['square'] }, { reaction: 'resist', againstFlankCharge: true }).equals(
        Rational.ONE.sub(Rational.of(32, 243)),
      ),
    ).toBe(true);
  });

  it('Evasion from an infantry charge: Discipline + (3 → 4: 1 - (2/3)^4 = 65/81); from cavalry no bonus', () => {
    expect(pPass(HORSE_ARQUEBUSIERS, { reaction: 'evasion', enemy: TERCIO }).toString()).toBe('65/81');
    expect(pPass(HORSE_ARQUEBUSIERS, { reaction: 'evasion', enemy: HORSE_ARQUEBUSIERS }).toString()).toBe('19/27');
  });

  it('Imperturbable in radius: reaction Discipline +; an Aggressive charger: evasion Discipline -', () => {
    expect(pPass({ ...MUSKETEERS, inRadiusOf: ['imperturbable'] }, { reaction: 'volley' }).toString()).toBe('65/81');
    const aggressive = { ...TERCIO, commander: { rank: 2, virtues: [], traits: ['aggressive' as const] } };
    // Evasion + (infantry charger) and Aggressive - cancel: Discipline 3.
    expect(pPass(HORSE_ARQUEBUSIERS, { reaction: 'evasion', enemy: aggressive }).toString()).toBe('19/27');
  });

  it('Loyalty virtue adds 1 after the penalty: Discipline 3 out of command, inspired with Loyalty → 2 + 1 = 3 dice; attached → 4', () => {
    expect(pPass(worn({ ...MUSKETEERS, inspiredBy: 'loyalty' }), { inCommand: false }).toString()).toBe('19/27');
    const attached = worn({ ...MUSKETEERS, commander: { rank: 2, virtues: ['loyalty'], traits: [] } });
    expect(pPass(attached, { inCommand: true }).toString()).toBe('65/81');
  });

  it('a unit with an attached commander is under command whatever inCommand says', () => {
    expect(
      pPass(worn({ ...MUSKETEERS, commander: { rank: 0, virtues: [], traits: [] } }), { inCommand: false }).toString(),
    ).toBe('19/27');
  });

  it('Authoritarian: no order test', () => {
    expect(
      orderTest(ScriptedDice.of([]), { unit: worn(MUSKETEERS), inCommand: true, authoritarian: true }).tested,
    ).toBe(false);
  });
});

describe('resistOrder (Order Cards > Resist!; Large; Elite)', () => {
  it('removes one Dm from the second onwards; with one Dm it has no effect', () => {
    expect(resistOrder(ScriptedDice.of([5, 1, 1]), { unit: worn(MUSKETEERS, 2), inCommand: true }).wear).toBe(1);
    expect(resistOrder(ScriptedDice.of([5, 1, 1]), { unit: worn(MUSKETEERS, 1), inCommand: true }).wear).toBe(1);
    expect(resistOrder(ScriptedDice.of([1, 1, 1]), { unit: worn(MUSKETEERS, 2), inCommand: true }).wear).toBe(2);
  });

  it('Large (Dense) removes one Dm per 5+, never the last', () => {
    expect(resistOrder(ScriptedDice.of([6, 5, 5, 2, 1]), { unit: worn(TERCIO, 4), inCommand: true }).wear).toBe(1);
    expect(resistOrder(ScriptedDice.of([6, 5, 1, 2, 1]), { unit: worn(TERCIO, 4), inCommand: true }).wear).toBe(2);
  });

  it('Elite may return to 0 (per success by default; all with eliteResist "all")', () => {
    const elite = worn({ ...MUSKETEERS, rules: ['elite'] }, 3);
    expect(resistOrder(ScriptedDice.of([6, 5, 1]), { unit: elite, inCommand: true }).wear).toBe(1);
    expect(
      resistOrder(ScriptedDice.of([6, 1, 1]), {
        unit: elite,
        inCommand: true,
        options: TerciosOptionsSchema.parse({ eliteResist: 'all' }),
      }).wear,
    ).toBe(0);
    expect(resistOrder(ScriptedDice.of([6, 1, 1]), { unit: worn(elite, 1), inCommand: true }).wear).toBe(0);
  });
});

describe('impetuousTest and orderFallback', () => {
  it('a fresh Impetuous unit without Assault! tests; failed, it must charge', () => {
    const impetuous = { ...HORSE_ARQUEBUSIERS, rules: ['impetuous'] };
    expect(
      impetuousTest(ScriptedDice.of([1, 2, 3]), { unit: impetuous, order: 'fire', canCharge: true, inCommand: true }),
    ).toEqual({ tested: true, mustCharge: true });
    expect(
      impetuousTest(ScriptedDice.of([]), { unit: impetuous, order: 'assault', canCharge: true, inCommand: true })
        .tested,
    ).toBe(false);
    expect(
      impetuousTest(ScriptedDice.of([]), {
        unit: { ...impetuous, wear: 1 },
        order: 'fire',
        canCharge: true,
        inCommand: true,
      }).tested,
    ).toBe(false);
  });

  it('an impossible order: nothing by the rule, at least one inch with the Adaptation', () => {
    expect(orderFallback(TerciosOptionsSchema.parse({}))).toEqual({ action: 'nothing', minimumInches: 0 });
    expect(orderFallback(TerciosOptionsSchema.parse({ advanceOneInchWhenOrderImpossible: true }))).toEqual({
      action: 'advance',
      minimumInches: 1,
    });
  });
});
