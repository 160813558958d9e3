import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { activationTest } from './activationTest.js';

// Every row of the printed brigadier ratings, through the activation roll the battle makes.
// "When attempting to activate a Brigade roll 1d20, if the score is equal for greater than the Brigadiers
// activation score the Brigade may move". Rulebook: Command and Control.

const d20 = (roll: number) =>
  ScriptedDice.of([roll], (r: { sides: number }) => {
    expect(r.sides).toBe(20);
  });

describe('Brigadier ratings: Activation Roll (Rulebook: Command and Control)', () => {
  it.each([
    ['a.\tExcellent\t3', 'excellent', 3],
    ['b.\tGood\t5', 'good', 5],
    ['c.\tAverage\t7', 'average', 7],
    ['d.\tWeak\t9', 'weak', 9],
    ['e.\tPoor\t11', 'poor', 11],
  ] as const)('"%s": the roll equal to it activates, the roll below does not', (_row, rating, needed) => {
    expect(activationTest(d20(needed), rating, 'b')).toEqual({ roll: needed, needed, activated: true });
    expect(activationTest(d20(needed - 1), rating, 'b')).toEqual({ roll: needed - 1, needed, activated: false });
  });
});
