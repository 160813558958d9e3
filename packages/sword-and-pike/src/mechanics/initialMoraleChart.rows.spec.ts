import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';
import type { MoraleClass } from '../profiles/TroopType.js';
import { moraleRating } from './moraleCheck.js';

// Rulebook: MORALE > Initial Morale Chart, every row and every face of the D6, pinned through the bound morale
// plugin's `initialMorale` (what the battle calls at a unit's first check, through `moraleRating`).
//
// 	Die roll (D6)
// 	-1-	-2-	-3-	-4-	-5-	-6-
// Swiss Foot	2	3	3	4	4	4
// Landsknect Foot	2	3	3	3	3	4
// Other Foot	1	2	2	3	3	4
// Gendarmes & other heavy cav.	2	3	3	4	4	4
// Lighter mounted units	2	3	3	3	3	4
// Gunners & Ausiliaries	1	2	2	2	2	3
const CHART: readonly {
  row: string;
  moraleClass: MoraleClass;
  ratings: readonly [number, number, number, number, number, number];
}[] = [
  { row: 'Swiss Foot', moraleClass: 'swiss-foot', ratings: [2, 3, 3, 4, 4, 4] },
  { row: 'Landsknect Foot', moraleClass: 'landsknecht-foot', ratings: [2, 3, 3, 3, 3, 4] },
  { row: 'Other Foot', moraleClass: 'other-foot', ratings: [1, 2, 2, 3, 3, 4] },
  { row: 'Gendarmes & other heavy cav.', moraleClass: 'heavy-cavalry', ratings: [2, 3, 3, 4, 4, 4] },
  { row: 'Lighter mounted units', moraleClass: 'lighter-mounted', ratings: [2, 3, 3, 3, 3, 4] },
  { row: 'Gunners & Ausiliaries', moraleClass: 'gunners-auxiliaries', ratings: [1, 2, 2, 2, 2, 3] },
];

const cases = CHART.flatMap((r) => r.ratings.map((rating, i) => ({ ...r, roll: i + 1, rating })));

describe('Initial Morale Chart: every cell (Rulebook: MORALE > Initial Morale Chart)', () => {
  it.each(cases)('$row, die roll -$roll-: Basic Morale $rating', ({ moraleClass, roll, rating }) => {
    const dice = ScriptedDice.of([roll]);
    expect(swordAndPikeMoralePlugin.initialMorale(dice, { unit: 'unit', moraleClass })).toEqual({ roll, rating });
  });

  it.each(CHART)('$row: the whole row, faces 1-6, as printed', ({ moraleClass, ratings }) => {
    const read = [1, 2, 3, 4, 5, 6].map(
      (roll) => swordAndPikeMoralePlugin.initialMorale(ScriptedDice.of([roll]), { unit: 'unit', moraleClass }).rating,
    );
    expect(read).toEqual(ratings);
  });

  it('"Roll 1 die and use Initial Morale Rating Chart ... when first having to check Morale": Other Foot, -1-, after a rout (-1) rates 0', () => {
    // E. "If a unit Routs due to enemy action - lower Morale 1 point": the shift is added to the chart's value.
    const rating = moraleRating(
      ScriptedDice.of([1]),
      { unit: 'unit', moraleClass: 'other-foot', basicMorale: null, moraleShift: -1 },
      (dice, roll) => swordAndPikeMoralePlugin.initialMorale(dice, roll),
    );
    expect(rating).toBe(0);
    // Once rated, the chart is not rolled again (an empty script would throw).
    expect(
      moraleRating(
        ScriptedDice.of([]),
        { unit: 'unit', moraleClass: 'other-foot', basicMorale: 1, moraleShift: 1 },
        (dice, roll) => swordAndPikeMoralePlugin.initialMorale(dice, roll),
      ),
    ).toBe(2);
  });
});
