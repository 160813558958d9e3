import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { resistanceTest } from './resistanceTest.js';

// Killer for the resistanceTest.ts mutant Stryker left alive (docs/mutation.md).

describe('Resistance test without hits (Rulebook: Shooting > Resistance test)', () => {
  // "the target that has been hit may then attempt to resist ... If no success is obtained on this roll, the unit
  // is put into Disorder": a unit not hit makes no roll, so it cannot fail one and is not disordered.
  it('no hit: no roll, no Dm, no Disorder', () => {
    const dice = ScriptedDice.of([]);
    expect(resistanceTest(dice, { hits: 0, courage: 3, target: 4, purpose: 'resisting' })).toStrictEqual({
      rolled: false,
      dice: 0,
      target: 4,
      successes: 0,
      wear: 0,
      disordered: false,
    });
    expect(dice.takeRolls()).toEqual([]);
  });
});
