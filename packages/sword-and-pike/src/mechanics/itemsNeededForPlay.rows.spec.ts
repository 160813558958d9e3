import { enumerate, Rational, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';
import { brigadeMoves } from './brigadeMoves.js';

// Rulebook: ITEMS NEEDED FOR PLAY — "Four-sided die (referred to as D4)", "Six-sided dice (referred to as D6)",
// "Twenty-sided dice (referred to as D20)" — each die where the rules name it, with exact odds so that its size is
// pinned, through the bound plugins (and the Commander-in-Chief roll the battle makes each turn).
const uniform = (sides: number) => (value: number) => value >= 1 && value <= sides;

describe('The dice of each roll (Rulebook: ITEMS NEEDED FOR PLAY)', () => {
  // ROUTED UNITS: "Rounted unit take a D4 of casualties when they rout"
  it('"Rounted unit take a D4 of casualties": 1-4, each 1/4', () => {
    const dist = enumerate((dice) => ({ casualties: swordAndPikeMoralePlugin.routCasualties(dice, { unit: 'u' }) }));
    const entries = dist.marginal('casualties').entries;
    expect(entries.map((e) => e.value).sort()).toEqual([1, 2, 3, 4]);
    for (const e of entries) expect(e.probability.equals(Rational.of(1, 4))).toBe(true);
  });

  // FIRE: "Reiters attacked by other cavalry ... Roll a D4 and the result is the number of ranks which may fire."
  it('"Roll a D4 and the result is the number of ranks which may fire": 1-4, mean 5/2', () => {
    const dist = enumerate((dice) => ({ ranks: swordAndPikeCombatPlugin.reiterRanks(dice, { unit: 'u' }) }));
    expect(dist.marginal('ranks').entries.every((e) => uniform(4)(e.value as number))).toBe(true);
    expect(dist.mean('ranks').equals(Rational.of(5, 2))).toBe(true);
  });

  // OFFICERS: "roll a D20. If the result is "20" then an attached officer is killed"
  it('OFFICERS "roll a D20": killed with exactly 1/20, wounded under fire 1/20', () => {
    const dist = enumerate((dice) => ({
      fate: swordAndPikeCombatPlugin.officerCasualty(dice, { officer: 'o', cause: 'fire' }),
    }));
    const p = (v: string) => dist.marginal('fate').entries.find((e) => e.value === v)!.probability;
    expect(p('killed').equals(Rational.of(1, 20))).toBe(true);
    expect(p('wounded').equals(Rational.of(1, 20))).toBe(true);
  });

  // Ruling R1: the morale check is one D6 (+ morale): rating 3 standing carries on with faces 3-6, 4/6.
  it('ruling R1: the morale check rolls one D6 (rating 3 carries on with exactly 2/3)', () => {
    const dist = enumerate((dice) => ({
      result: swordAndPikeMoralePlugin.moraleCheck(dice, {
        unit: 'u',
        rating: 3,
        reading: 'standing',
        standLost: false,
        modifiers: {},
        die: 6,
      }).result,
    }));
    expect(
      dist
        .marginal('result')
        .entries.find((e) => e.value === 'carry-on')!
        .probability.equals(Rational.of(2, 3)),
    ).toBe(true);
  });

  // Initial Morale Chart: "Die roll (D6)"
  it('the Initial Morale Chart is read with one D6: Swiss Foot rate 4 with exactly 1/2', () => {
    const dist = enumerate((dice) => ({
      rating: swordAndPikeMoralePlugin.initialMorale(dice, { unit: 'u', moraleClass: 'swiss-foot' }).rating,
    }));
    expect(
      dist
        .marginal('rating')
        .entries.find((e) => e.value === 4)!
        .probability.equals(Rational.of(1, 2)),
    ).toBe(true);
  });
});

describe('SEQUENCE OF ACTIONS 1: "Each side rolls 2xD6 and sums the total. The highest side moves first"', () => {
  it.each([
    { faces: [3, 4, 2, 2], expected: { A: 7, B: 4, first: 'A' } },
    { faces: [1, 1, 6, 5], expected: { A: 2, B: 11, first: 'B' } },
    // Ruling R20: equal totals roll again.
    { faces: [3, 3, 2, 4, 6, 6, 1, 1], expected: { A: 12, B: 2, first: 'A' } },
  ] as const)('faces $faces → $expected', ({ faces, expected }) => {
    const dice = ScriptedDice.of([...faces]);
    expect(brigadeMoves(dice, 1)).toEqual(expected);
    // "2xD6" for each side, each time.
    expect(dice.takeRolls().map((r) => [r.kind, r.count, r.sides])).toEqual(
      Array.from({ length: faces.length / 2 }, () => ['sum', 2, 6]),
    );
  });
});
