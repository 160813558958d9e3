import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { wss6mmCombatPlugin } from '../plugins/combat.js';
import { fightingElements, type MeleeSide } from './melee.js';

// Every row of the printed Melee table, driven through the combat plugin the battle binds.
// The die is a d20 by default (ruling R1: "roll 1d10" cannot reach the table's 22). Rulebook: Melee > The Combat.

const plain: MeleeSide = {
  arm: 'foot',
  elements: 1,
  charge: 'none',
  vsStationaryHorse: false,
  attackingFlank: false,
  attackingRear: false,
  opponentFallingBack: false,
  disordered: false,
  casualty: 'fresh',
  attackingFieldFortifications: false,
};
const melee = (roll: number, s: Partial<MeleeSide>, options = DEFAULT_OPTIONS) =>
  wss6mmCombatPlugin.meleeRoll(ScriptedDice.of([roll]), { ...plain, ...s }, options, 'u');

// "Melee  Dice Score Required for Casualties  1 Element  2 Elements" ("-" is null).
const ROWS = [
  { row: '1 Foot element\t18\t-', arm: 'foot', elements: 1, one: 18, two: null },
  { row: '2 Foot elements\t14\t-', arm: 'foot', elements: 2, one: 14, two: null },
  { row: '3 Foot elements\t12\t22', arm: 'foot', elements: 3, one: 12, two: 22 },
  { row: '4 Foot elements\t10\t20', arm: 'foot', elements: 4, one: 10, two: 20 },
  { row: '5 Foot elements\t8\t18', arm: 'foot', elements: 5, one: 8, two: 18 },
  { row: '1 Horse element\t12\t22', arm: 'horse', elements: 1, one: 12, two: 22 },
  { row: '2 Horse elements\t8\t18', arm: 'horse', elements: 2, one: 8, two: 18 },
] as const;

describe('Melee table (Rulebook: Melee > The Combat)', () => {
  it.each(ROWS)('"$row": one element from $one, none below', ({ arm, elements, one }) => {
    expect(melee(one, { arm, elements })).toEqual({ roll: one, score: one, elements: 1 });
    expect(melee(one - 1, { arm, elements })).toEqual({ roll: one - 1, score: one - 1, elements: 0 });
  });
  // 22 is beyond a bare d20: the two-element column is reached with "Attacking Rear +4".
  it.each(ROWS.filter((r) => r.two !== null))(
    '"$row": attacking the rear (+4), two elements from $two',
    ({ arm, elements, two }) => {
      const lowest = two - 4;
      expect(melee(lowest, { arm, elements, attackingRear: true })).toEqual({ roll: lowest, score: two, elements: 2 });
      expect(melee(lowest - 1, { arm, elements, attackingRear: true })).toEqual({
        roll: lowest - 1,
        score: two - 1,
        elements: 1,
      });
    },
  );
  it.each(ROWS.filter((r) => r.two === null))(
    '"$row": "-" for 2 Elements, a 20 attacking the rear (24) takes one',
    ({ arm, elements }) => {
      expect(melee(20, { arm, elements, attackingRear: true })).toEqual({ roll: 20, score: 24, elements: 1 });
    },
  );
  it('"For each unit in combat roll 1d10": a d20 by default (ruling R1), the printed d10 with meleeDie 10', () => {
    const sides: number[] = [];
    const listen = (options: typeof DEFAULT_OPTIONS) =>
      wss6mmCombatPlugin.meleeRoll(
        ScriptedDice.of([5], (r: { sides: number }) => sides.push(r.sides)),
        { ...plain, elements: 5 },
        options,
        'u',
      );
    listen(DEFAULT_OPTIONS);
    listen(Wss6mmOptionsSchema.parse({ meleeDie: 10 }));
    expect(sides).toEqual([20, 10]);
  });
});

describe('Melee modifiers, each at its printed value (Rulebook: Melee > The Combat)', () => {
  it.each([
    ['Charging units: P vs Foot\t+2', { charge: 'p-vs-foot' }, 2],
    ['Charging units: S vs Foot\t+3', { charge: 's-vs-foot' }, 3],
    ['Charging units: S vs Pf\t+2', { charge: 's-vs-pf' }, 2],
    ['Charging units: S vs Pc\t+3', { charge: 's-vs-pc' }, 3],
    ['Horse vs Stationary Horse\t+2', { vsStationaryHorse: true }, 2],
    ['Attacking Flank\t+2', { attackingFlank: true }, 2],
    ['Attacking Rear\t+4', { attackingRear: true }, 4],
    ['Opponent falling back\t+3', { opponentFallingBack: true }, 3],
    ['DISORDERED\t-2', { disordered: true }, -2],
    ['BLOODED\t-2', { casualty: 'blooded' }, -2],
    ['DISTRESSED\t-4', { casualty: 'distressed' }, -4],
    ['Attacking Field Fortifications\t-4', { attackingFieldFortifications: true }, -4],
  ] as const)('"%s"', (_row, change, value) => {
    expect(melee(10, { elements: 5, ...change }).score).toBe(10 + value);
  });
});

describe('Fighting elements (Rulebook: Melee > The Combat)', () => {
  it('"One overlap on each flank may be included in the count of fighting elements"', () => {
    expect(fightingElements(3, true, true, false)).toBe(5);
    expect(fightingElements(3, true, false, false)).toBe(4);
    expect(fightingElements(3, false, false, false)).toBe(3);
  });
  it('"Units hit in the flank or rear cannot count overlaps"', () => {
    expect(fightingElements(3, true, true, true)).toBe(3);
  });
});
