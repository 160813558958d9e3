import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';
import type { MoraleClass } from '../profiles/TroopType.js';

// "Roll 1 die and use Initial Morale Rating Chart to determine a units Basic Morale" (MORALE > Morale rules): the D6
// is logged with the unit and the chart's row by its printed name, for every row, so a player can check the battle
// log against the chart (the printed "Landsknect" and "Ausiliaries" are logged with their spelling corrected).
const ROWS: readonly [MoraleClass, string][] = [
  ['swiss-foot', 'Swiss Foot'],
  ['landsknecht-foot', 'Landsknecht Foot'],
  ['other-foot', 'Other Foot'],
  ['heavy-cavalry', 'Gendarmes & other heavy cav.'],
  ['lighter-mounted', 'Lighter mounted units'],
  ['gunners-auxiliaries', 'Gunners & Auxiliaries'],
];

describe('the Initial Morale Chart roll names its row', () => {
  it.each(ROWS)('%s: "<unit>: Initial Morale Chart, %s row"', (moraleClass, row) => {
    const dice = ScriptedDice.of([1]);
    swordAndPikeMoralePlugin.initialMorale(dice, { unit: 'The unit', moraleClass });
    expect(dice.takeRolls().map((r) => [r.purpose, r.sides])).toEqual([
      [`The unit: Initial Morale Chart, ${row} row`, 6],
    ]);
  });
});
