import { describe, expect, it } from 'vitest';
import { owesNewFireLossTest } from './fireLossTests.js';

// Casualties: "Whenever a unit loses one or more elements it should take a Morale test"; the tests are taken in
// "6. Morale Tests" (ruling R59): one for each step in which the unit lost elements ('each-phase'), or one for all of
// the turn's losses ('once').
describe('a Morale test owed for losses to fire (Casualties; ruling R59)', () => {
  it("'each-phase': the first loss of a step owes one more, a second loss in the same step none", () => {
    expect(owesNewFireLossTest({ owed: 0, owedForThisStep: false }, 'each-phase')).toBe(true);
    expect(owesNewFireLossTest({ owed: 1, owedForThisStep: false }, 'each-phase')).toBe(true);
    expect(owesNewFireLossTest({ owed: 1, owedForThisStep: true }, 'each-phase')).toBe(false);
  });
  it("'once': the turn's first loss owes one, none after it in any step", () => {
    expect(owesNewFireLossTest({ owed: 0, owedForThisStep: false }, 'once')).toBe(true);
    expect(owesNewFireLossTest({ owed: 1, owedForThisStep: false }, 'once')).toBe(false);
    expect(owesNewFireLossTest({ owed: 1, owedForThisStep: true }, 'once')).toBe(false);
  });
});
