import { describe, expect, it } from 'vitest';
import { DEFAULT_CLOSE_COMBAT_RULES, combatDice, officerCombatDice, type CombatSide } from './closeCombat.js';

// Halberdiers kill on 5-6 against foot, officers' dice on a 6 only.
// Rulebook: Close Combat "extra dice" numbers, with the troop descriptions and ORDER. A troop's order in close
// combat is the one its description gives ("ARQUEBUSIERS ... Move and fight in open order"), whatever the side says;
// only pikes are "Pikes closed order ... fighting to their front".

const side = (troop: CombatSide['troop'], stands: number[], more: Partial<CombatSide> = {}): CombatSide => ({
  troop,
  stands,
  order: 'open',
  ...more,
});
const closedPikes = side('pikemen', [5, 5], { order: 'closed' });

describe('"Units in open order are -1 when fighting closed order troops"', () => {
  it('"ARQUEBUSIERS - ... Move and fight in open order": formed closed, they still fight open (-1), and -2 against pikes to front', () => {
    // 5 dice for a stand of 5, -1 open against closed, -2 fighting pikes to their front: 2 dice killing on a 6.
    const expected = { onFive: 0, onSix: 2 };
    expect(combatDice(side('arquebusiers', [5], { order: 'closed' }), closedPikes, false)).toEqual(expected);
    expect(combatDice(side('arquebusiers', [5]), closedPikes, false)).toEqual(expected);
  });

  it('"Pikes closed order are fighting to their front": Halberdiers in closed order (ruling R12) are not pikes, no -2', () => {
    const closedHalberdiers = side('halberdiers', [5], { order: 'closed' });
    expect(combatDice(side('arquebusiers', [5]), closedHalberdiers, false)).toEqual({ onFive: 0, onSix: 4 });
  });
});

describe('ruling R4: dice for the stands that still have figures', () => {
  it('a fixed number of D6 a stand (closeCombatDicePerStand 2): a stand with no figure left rolls none', () => {
    const rules = { ...DEFAULT_CLOSE_COMBAT_RULES, dicePerStand: 2 };
    expect(combatDice(side('halberdiers', [5, 0]), side('halberdiers', [5]), false, rules)).toEqual({
      onFive: 2,
      onSix: 0,
    });
  });

  it('"Ordinary officers ... add one D6 per stand in the unit": the stands with figures, when the unit is not given', () => {
    expect(
      combatDice(side('halberdiers', [5, 0, 5], { officer: 'ordinary' }), side('halberdiers', [5]), false),
    ).toEqual({ onFive: 10, onSix: 2 });
  });

  it('an officer of a unit with no stand left adds no die, a Dummkopf neither ("Dummkopf +1 D6")', () => {
    expect(officerCombatDice('dummkopf', 0, 'down')).toBe(0);
    expect(officerCombatDice('exceptional', 0, 'up')).toBe(0);
    expect(officerCombatDice('dummkopf', 1, 'down')).toBe(1);
  });
});
