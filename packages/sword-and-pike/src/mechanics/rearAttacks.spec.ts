import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';

// Rulebook: Rear Attacks, "The Defender checks Morale at minus 1, if he fails, he Routs", read with D. Morale
// Results "1 - Unit routs from table if at least 1 full stand is gone": a failure that takes the unit off the
// table is not softened to a rout it could rally from.

const standingInRear = (die: number, rating: number, standLost: boolean) =>
  swordAndPikeMoralePlugin.moraleCheck(ScriptedDice.of([die]), {
    unit: 'Halberdiers',
    rating,
    reading: 'standing',
    standLost,
    modifiers: { attackedInRear: true },
    die: 6,
  });

describe('Rear Attacks: "if he fails, he Routs", and a 1 with a stand gone still routs him from the table', () => {
  it('a score of 1 attacked in rear with a full stand gone: routs from the table', () => {
    expect(standingInRear(1, 1, true)).toEqual({ score: 1, result: 'rout-from-table' });
  });

  it('the same score with no stand gone: routs', () => {
    expect(standingInRear(1, 1, false)).toEqual({ score: 1, result: 'rout' });
  });
});
