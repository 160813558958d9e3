import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';
import { initialMoraleFor } from './initialMorale.js';
import { moraleScore } from './moraleCheck.js';

// Every die of the morale rules is logged with the unit and the rule it is rolled for, so a player reading the
// battle log can check it against the rulebook: MORALE (the Initial Morale Chart, C. To Check Morale with ruling
// R1's D6 + morale + the F. alterations), OFFICERS (the D20), ROUTED UNITS (the D4).

const purposes = (dice: ScriptedDice) => dice.takeRolls().map((r) => r.purpose);

describe('the log of the morale rolls', () => {
  it('C. To Check Morale (ruling R1): the die, the morale and the sum of the F. alterations, signed', () => {
    const dice = ScriptedDice.of([4, 4, 4, 4]);
    expect(moraleScore(dice, 3)).toBe(7);
    expect(moraleScore(dice, 3, { fortified: true, square: true }, 6, 'Swiss pike')).toBe(9);
    expect(moraleScore(dice, 3, { disordered: true, attackedInRear: true }, 8, 'Swiss pike')).toBe(5);
    expect(moraleScore(dice, 3, { fortified: true, disordered: true }, 6, 'Swiss pike')).toBe(7);
    expect(purposes(dice)).toEqual([
      'unit: morale check (D6 + morale 3)',
      'Swiss pike: morale check (D6 + morale 3 +2)',
      'Swiss pike: morale check (D8 + morale 3 -2)',
      'Swiss pike: morale check (D6 + morale 3)',
    ]);
  });

  it('"Roll 1 die and use Initial Morale Rating Chart" (a D6): the unit and its row', () => {
    const dice = ScriptedDice.of([6]);
    expect(swordAndPikeMoralePlugin.initialMorale(dice, { unit: 'Swiss pike', moraleClass: 'swiss-foot' })).toEqual({
      roll: 6,
      rating: 4,
    });
    expect(dice.takeRolls().map((r) => [r.purpose, r.sides])).toEqual([
      ['Swiss pike: Initial Morale Chart, Swiss Foot row', 6],
    ]);
  });

  it('OFFICERS "roll a D20": the officer and whether fire or melee casualties called for it', () => {
    const dice = ScriptedDice.of([19, 19]);
    expect(swordAndPikeCombatPlugin.officerCasualty(dice, { officer: 'Colonel with the pike', cause: 'fire' })).toBe(
      'wounded',
    );
    expect(swordAndPikeCombatPlugin.officerCasualty(dice, { officer: 'Colonel with the pike', cause: 'melee' })).toBe(
      'captured',
    );
    expect(purposes(dice)).toEqual([
      'Colonel with the pike: officer casualty D20 (fire)',
      'Colonel with the pike: officer casualty D20 (melee)',
    ]);
  });

  it('ROUTED UNITS "take a D4 of casualties": the routing unit', () => {
    const dice = ScriptedDice.of([2]);
    expect(swordAndPikeMoralePlugin.routCasualties(dice, { unit: 'Landsknechts' })).toBe(2);
    expect(purposes(dice)).toEqual(['Landsknechts routs: D4 casualties']);
  });

  it('the bound morale plugin says which rules it plays', () => {
    expect(swordAndPikeMoralePlugin.description).toBe('Initial Morale Chart and the Morale Results table');
  });
});

describe('the Initial Morale Chart is read for a D6 only', () => {
  it('a face outside 1-6 has no row entry and is refused', () => {
    expect(initialMoraleFor('swiss-foot', 1)).toBe(2);
    expect(initialMoraleFor('gunners-auxiliaries', 6)).toBe(3);
    expect(() => initialMoraleFor('swiss-foot', 7)).toThrow(new RangeError('a D6 shows 1-6, not 7'));
    expect(() => initialMoraleFor('other-foot', 0)).toThrow(new RangeError('a D6 shows 1-6, not 0'));
  });
});
