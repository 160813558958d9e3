import { describe, expect, it } from 'vitest';
import { evasionOutcome } from './evasion.js';

// Ruling R32 (the Evasion procedure is missing): the charged unit checks morale as a moving unit and reads
// MORALE > D. Morale Results: 6+ "carry-on" evades, 5 "Moving unit halts" is caught, 4 "Moving unit Falls Back"
// falls back, 3 and 2 rout, 1 with a full stand gone routs from the table.

describe('ruling R32: every Morale Results entry read as an evasion', () => {
  it.each([
    { result: 'carry-on', outcome: 'evades' },
    { result: 'halt', outcome: 'caught' },
    { result: 'fall-back', outcome: 'falls-back' },
    { result: 'rout', outcome: 'routs' },
    // "2 - ... if loser in Close Combat, loser is captured": a house-rule check may read it; an evader routs.
    { result: 'captured', outcome: 'routs' },
    { result: 'rout-from-table', outcome: 'leaves-field' },
  ] as const)('$result → $outcome', ({ result, outcome }) => {
    expect(evasionOutcome(result)).toBe(outcome);
  });
});
