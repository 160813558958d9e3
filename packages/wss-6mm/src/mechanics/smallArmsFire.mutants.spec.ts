import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { SMALL_ARMS_TABLE, smallArmsFire, smallArmsRow } from './smallArmsFire.js';

// Killers for the smallArmsFire.ts mutants the row tests left alive (docs/mutation.md): the roll's purpose, which the
// battle log prints ("every roll carries its purpose in the words of the rules", core Roll), and the lower clamp of
// smallArmsRow, which the bots' expectedFireElements reads for any unit, firing elements or not.

describe('Small Arms Fire in the log (Rulebook: Small Arms Fire)', () => {
  it('the 1d20 is logged with the firer, its firing elements, weapon and range', () => {
    const dice = ScriptedDice.of([12]);
    smallArmsFire(
      dice,
      {
        weapon: 'musket',
        elements: 4,
        range: 3,
        platoon: true,
        battalionGun: false,
        targetColumn: false,
        firerDisordered: false,
        failedToCharge: false,
        targetFortified: 'none',
      },
      DEFAULT_OPTIONS,
      'Foot Guards',
    );
    expect(dice.takeRolls()).toEqual([
      { kind: 'die', purpose: 'Foot Guards: 4 musket element(s) fire at 3"', count: 1, sides: 20, result: 12 },
    ]);
  });
});

describe('smallArmsRow clamps to the printed rows', () => {
  // The rows run from 1 element (musket 19, pistol 18) to 5 musket and 4 pistol elements; smallArmsRow's contract is
  // "at least one" element, so a unit with none is weighed on the first row rather than on no row at all.
  it('no firing element reads the 1-element row; more than the table reads the last row', () => {
    expect(smallArmsRow({ weapon: 'musket', elements: 0 })).toEqual(SMALL_ARMS_TABLE.musket[0]);
    expect(smallArmsRow({ weapon: 'pistol', elements: 0 })).toEqual([18, null]);
    expect(smallArmsRow({ weapon: 'musket', elements: 6 })).toEqual([8, 18]);
  });
});
