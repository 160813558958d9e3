import { enumerate, Rational, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { routTest } from './routTest.js';

const pPass = (unit: TerciosUnit, routPoints: number, options = TerciosOptionsSchema.parse({})) =>
  enumerate((dice) => ({ passed: routTest(dice, { unit, routPoints, options }).passed })).probabilityOf(
    (o) => o.passed,
  );

describe('routTest (Shooting > Rout Test)', () => {
  it('5 dice, 2 rout points: at least two 6s = 1 - (5/6)^5 - 5(1/6)(5/6)^4 = 763/3888', () => {
    // 1 - 3125/7776 - 3125/7776 = 1526/7776 = 763/3888
    expect(pPass(TERCIO, 2).toString()).toBe('763/3888');
  });

  it('Discipline 3, one rout point: 1 - (5/6)^3 = 91/216', () => {
    expect(pPass(MUSKETEERS, 1).toString()).toBe('91/216');
  });

  it('uses the original Discipline: Disorder, Weary, a Loyalty virtue do not change it', () => {
    const unit = {
      ...TERCIO,
      wear: 7,
      disordered: true,
      commander: { rank: 2, virtues: ['loyalty' as const], traits: [] },
    };
    expect(pPass(unit, 2).toString()).toBe('763/3888');
  });

  it('no rout points: no roll, passed', () => {
    expect(routTest(ScriptedDice.of([]), { unit: TERCIO, routPoints: 0 })).toMatchObject({
      tested: false,
      passed: true,
    });
  });

  it('Mercenaries take no rout test by default (destroyed); with mercenariesRout "rout-test" they roll', () => {
    const merc = { ...MUSKETEERS, rules: ['mercenaries'] };
    expect(pPass(merc, 1).isZero()).toBe(true);
    expect(pPass(merc, 1, TerciosOptionsSchema.parse({ mercenariesRout: 'rout-test' })).toString()).toBe('91/216');
  });

  it('Wealthy commander in radius: Mercenaries roll with Discipline - (3 → 2): 1 - (5/6)^2 = 11/36', () => {
    expect(pPass({ ...MUSKETEERS, rules: ['mercenaries'], inRadiusOf: ['wealthy'] }, 1).toString()).toBe('11/36');
  });

  it('Selfless: a failed test is re-rolled, and the commander dies either way', () => {
    const unit = { ...MUSKETEERS, commander: { rank: 2, virtues: [], traits: ['selfless' as const] } };
    const p = Rational.of(91, 216);
    const expected = p.add(Rational.ONE.sub(p).mul(p));
    expect(pPass(unit, 1).equals(expected)).toBe(true);
    const result = routTest(ScriptedDice.of([1, 2, 3, 6, 1, 1]), { unit, routPoints: 1 });
    expect(result).toMatchObject({ passed: true, rerolled: true, commanderKilled: true });
  });

  it('Selfless: "may re-roll its dice": the player may decline (option selflessReroll, or per test)', () => {
    const unit = { ...MUSKETEERS, commander: { rank: 2, virtues: [], traits: ['selfless' as const] } };
    const never = TerciosOptionsSchema.parse({ selflessReroll: 'never' });
    const declined = { passed: false, rerolled: false, commanderKilled: false, sixes: 0 };
    expect(routTest(ScriptedDice.of([1, 2, 3, 6, 6, 6]), { unit, routPoints: 1, options: never })).toMatchObject(
      declined,
    );
    expect(routTest(ScriptedDice.of([1, 2, 3, 6, 6, 6]), { unit, routPoints: 1, selflessReroll: false })).toMatchObject(
      declined,
    );
    // The answer given for the test wins over the option.
    expect(
      routTest(ScriptedDice.of([1, 2, 3, 6, 1, 1]), { unit, routPoints: 1, options: never, selflessReroll: true }),
    ).toMatchObject({ passed: true, rerolled: true, commanderKilled: true });
  });

  it('Selfless: the player asked once the test has failed, shown the failed roll; the answer decides', () => {
    const unit = { ...MUSKETEERS, commander: { rank: 2, virtues: [], traits: ['selfless' as const] } };
    const asked: unknown[] = [];
    const ask = (answer: boolean) => (failed: unknown) => {
      asked.push(failed);
      return answer;
    };
    // Three dice, one 6, two 6s needed: failed, then re-rolled (three 6s) or not.
    expect(
      routTest(ScriptedDice.of([6, 1, 1, 6, 6, 6]), { unit, routPoints: 2, selflessReroll: ask(true) }),
    ).toMatchObject({ passed: true, rerolled: true, commanderKilled: true, sixes: 3 });
    expect(asked).toEqual([{ routPoints: 2, dice: 3, sixes: 1 }]);
    expect(routTest(ScriptedDice.of([6, 1, 1]), { unit, routPoints: 2, selflessReroll: ask(false) })).toMatchObject({
      passed: false,
      rerolled: false,
      commanderKilled: false,
      sixes: 1,
    });
    // A test passed asks nothing.
    asked.length = 0;
    expect(routTest(ScriptedDice.of([6, 6, 1]), { unit, routPoints: 2, selflessReroll: ask(false) }).passed).toBe(true);
    expect(asked).toEqual([]);
  });
});
