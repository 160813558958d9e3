import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { routTest } from './routTest.js';

// Rulebook: Shooting > Rout Test: "a unit that has more Dm than its Stamina ... rolls its Discipline and must
// obtain one 6 per Rout Point". Each result in full: what the battle log, the club and `muster odds` read.
describe('Rout test: the whole result', () => {
  it('no Rout Point: no test, no die, no six; passed, nobody re-rolls or dies', () => {
    const purposes: string[] = [];
    const dice = ScriptedDice.of([], (roll) => purposes.push(roll.purpose));
    expect(routTest(dice, { unit: TERCIO, routPoints: 0 })).toEqual({
      routPoints: 0,
      tested: false,
      passed: true,
      dice: 0,
      sixes: 0,
      rerolled: false,
      commanderKilled: false,
    });
    expect(purposes).toEqual([]);
  });

  it('Mercenaries (ruling: no rout test): no die, no six; failed, nobody re-rolls or dies', () => {
    const merc = { ...MUSKETEERS, rules: ['mercenaries'] };
    expect(routTest(ScriptedDice.of([]), { unit: merc, routPoints: 2 })).toEqual({
      routPoints: 2,
      tested: false,
      passed: false,
      dice: 0,
      sixes: 0,
      rerolled: false,
      commanderKilled: false,
    });
  });

  it('Tercio, Discipline 5, two Rout Points: 5d6 showing 6, 6, 1, 2, 3 passes', () => {
    const purposes: string[] = [];
    const dice = ScriptedDice.of([6, 6, 1, 2, 3], (roll) => purposes.push(roll.purpose));
    expect(routTest(dice, { unit: TERCIO, routPoints: 2 })).toEqual({
      routPoints: 2,
      tested: true,
      passed: true,
      dice: 5,
      sixes: 2,
      rerolled: false,
      commanderKilled: false,
    });
    expect(purposes).toEqual(['Tercio rout test: 5d6 needing 2 six(es)']);
  });

  it('Musketeer Company, Discipline 3, one Rout Point: no six fails', () => {
    expect(routTest(ScriptedDice.of([5, 4, 1]), { unit: MUSKETEERS, routPoints: 1 })).toEqual({
      routPoints: 1,
      tested: true,
      passed: false,
      dice: 3,
      sixes: 0,
      rerolled: false,
      commanderKilled: false,
    });
  });

  it('Selfless: the failed test is re-rolled (named as such); a second failure still kills the commander', () => {
    const unit = { ...MUSKETEERS, commander: { rank: 2, virtues: [], traits: ['selfless' as const] } };
    const purposes: string[] = [];
    const dice = ScriptedDice.of([1, 2, 3, 4, 5, 1], (roll) => purposes.push(roll.purpose));
    expect(routTest(dice, { unit, routPoints: 1 })).toEqual({
      routPoints: 1,
      tested: true,
      passed: false,
      dice: 3,
      sixes: 0,
      rerolled: true,
      commanderKilled: true,
    });
    expect(purposes).toEqual([
      `${MUSKETEERS.name} rout test: 3d6 needing 1 six(es)`,
      `${MUSKETEERS.name} rout test: 3d6 needing 1 six(es) (Selfless re-roll)`,
    ]);
  });
});
