import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { variableMove, variableMoveMax } from './variableMove.js';

// Rulebook, Close Combat L, winners' "Bonus Options": "Attempt another Close Combat by passing Morale Check and
// rolling variable move dice". Ruling R41: a normal move plus 1D6 (default), or option `variableMove: '2d6'`.
describe("the winner's variable move (ruling R41)", () => {
  it("'normal-plus-d6': a normal move plus one D6, logged as such", () => {
    const dice = ScriptedDice.of([6]);
    expect(variableMove(dice, 12, 'normal-plus-d6', 'Reiters')).toBe(18);
    expect(dice.takeRolls().map((r) => [r.kind, r.count, r.sides, r.purpose])).toEqual([
      ['die', 1, 6, 'Reiters: variable move (normal move + D6)'],
    ]);
  });

  it("'2d6': the sum of two D6, whatever the normal move, logged as such", () => {
    const dice = ScriptedDice.of([6, 5]);
    expect(variableMove(dice, 6, '2d6', 'Pikemen')).toBe(11);
    expect(dice.takeRolls().map((r) => [r.kind, r.count, r.sides, r.purpose])).toEqual([
      ['sum', 2, 6, 'Pikemen: variable move (2D6)'],
    ]);
  });

  it('the longest variable move: a normal move plus 6, or 12 for 2D6', () => {
    expect(variableMoveMax(14, 'normal-plus-d6')).toBe(20);
    expect(variableMoveMax(6, 'normal-plus-d6')).toBe(12);
    expect(variableMoveMax(14, '2d6')).toBe(12);
  });
});
