import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { moraleScore } from './moraleCheck.js';

// The number mutator's survivor on moraleCheck.ts (docs/mutation/numbers-sword-and-pike-wss-6mm.md): the sign of the
// F. alterations in the log of C. To Check Morale (ruling R1: D6 + morale + alterations), at one point either way.
// Rulebook: MORALE > F. Morale Altered Temporarily.

describe('F. Morale Altered Temporarily, one point either way, in the log of the check', () => {
  it('"Pikes in Square formation - raise Morale 1 point" is logged +1; "disordered unit - lower Morale 1 point" -1', () => {
    const dice = ScriptedDice.of([3, 3]);
    expect(moraleScore(dice, 2, { square: true }, 6, 'Swiss pike')).toBe(6);
    expect(moraleScore(dice, 2, { disordered: true }, 6, 'Swiss pike')).toBe(4);
    expect(dice.takeRolls().map((r) => r.purpose)).toEqual([
      'Swiss pike: morale check (D6 + morale 2 +1)',
      'Swiss pike: morale check (D6 + morale 2 -1)',
    ]);
  });
});
