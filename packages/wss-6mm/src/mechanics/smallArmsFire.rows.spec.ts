import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { wss6mmCombatPlugin } from '../plugins/combat.js';
import { firesByPlatoon, type SmallArmsShot, type Weapon } from './smallArmsFire.js';

// Every row of the printed Small Arms Fire table, driven through the combat plugin the battle binds.
// Rulebook: Small Arms Fire.

const plain: SmallArmsShot = {
  weapon: 'musket',
  elements: 1,
  range: 6,
  platoon: false,
  battalionGun: false,
  targetColumn: false,
  firerDisordered: false,
  failedToCharge: false,
  targetFortified: 'none',
};
// "For each firing unit roll 1d20": every die thrown is a d20.
const fire = (roll: number, s: Partial<SmallArmsShot>) =>
  wss6mmCombatPlugin.smallArmsFire(
    ScriptedDice.of([roll], (r: { sides: number }) => {
      expect(r.sides).toBe(20);
    }),
    { ...plain, ...s },
    DEFAULT_OPTIONS,
    'u',
  );

// "SMALL ARMS FIRE  Dice Score Require for Casualties  1 Element  2 Elements" ("-" is null).
const ROWS: readonly (readonly [string, Weapon, number, number, number | null])[] = [
  ['1 musket element\t19\t-', 'musket', 1, 19, null],
  ['2 musket elements\t18\t-', 'musket', 2, 18, null],
  ['3 musket elements\t15\t23', 'musket', 3, 15, 23],
  ['4 musket elements\t12\t21', 'musket', 4, 12, 21],
  ['5 musket elements\t8\t18', 'musket', 5, 8, 18],
  ['1 pistol element\t18\t-', 'pistol', 1, 18, null],
  ['2 pistol elements\t16\t-', 'pistol', 2, 16, null],
  ['3 pistol elements\t14\t-', 'pistol', 3, 14, null],
  ['4 pistol elements\t12\t-', 'pistol', 4, 12, null],
];

// "Maximum range for musketry is 6". Close range is 3"." "Close Range musket (3") +2".
// "Pistols range is 2", however long range, i.e. not contacted, pistol fire is available only to units in
// Pc formation": pistols have no close-range modifier, so contact (0") and long range (2") read the same row.
const BANDS = [
  { band: 'close', weapon: 'musket', range: 3, modifier: 2 },
  { band: 'long', weapon: 'musket', range: 6, modifier: 0 },
  { band: 'close (contact)', weapon: 'pistol', range: 0, modifier: 0 },
  { band: 'long (Pc, not contacted)', weapon: 'pistol', range: 2, modifier: 0 },
] as const;

const CASES = ROWS.flatMap(([row, weapon, elements, one, two]) =>
  BANDS.filter((b) => b.weapon === weapon).map((b) => ({
    row,
    weapon,
    elements,
    one,
    two,
    band: b.band,
    range: b.range,
    modifier: b.modifier,
  })),
);

describe('Small Arms Fire table: one element (Rulebook: Small Arms Fire)', () => {
  it.each(CASES)(
    '"$row" at $band range: the lowest roll that scores one element, and the roll below it',
    ({ weapon, elements, one, range, modifier }) => {
      const lowest = one - modifier;
      expect(fire(lowest, { weapon, elements, range })).toEqual({ roll: lowest, score: one, elements: 1 });
      expect(fire(lowest - 1, { weapon, elements, range })).toEqual({ roll: lowest - 1, score: one - 1, elements: 0 });
    },
  );
});

describe('Small Arms Fire table: two elements (Rulebook: Small Arms Fire)', () => {
  // 23 is beyond a bare d20, so the two-element column is reached with "Platoon Firing +2" and
  // "Firer has Battalion gun +2" besides the range modifier.
  const twos = CASES.filter((c) => c.two !== null);
  it.each(twos)(
    '"$row" at $band range, platoon and battalion gun (+4): two elements from $two',
    ({ weapon, elements, two, range, modifier }) => {
      const lowest = two! - modifier - 4;
      const shot = { weapon, elements, range, platoon: true, battalionGun: true };
      expect(fire(lowest, shot)).toEqual({ roll: lowest, score: two, elements: 2 });
      expect(fire(lowest - 1, shot)).toEqual({ roll: lowest - 1, score: two! - 1, elements: 1 });
    },
  );
  const dashes = CASES.filter((c) => c.two === null);
  it.each(dashes)(
    '"$row" at $band range: "-" in the 2 Elements column, a 20 with every bonus still takes one element',
    ({ weapon, elements, range }) => {
      const shot = { weapon, elements, range, platoon: true, battalionGun: true, targetColumn: true };
      expect(fire(20, shot).elements).toBe(1);
    },
  );
});

describe('Small Arms Fire modifiers, each at its printed value (Rulebook: Small Arms Fire)', () => {
  // A musket shot at 5" (beyond close range) rolling 10 scores 10 plus the modifier alone.
  it.each([
    ['Close Range musket (3")\t+2', { range: 3 }, 2],
    ['Firer has Battalion gun\t+2', { battalionGun: true }, 2],
    ['Target in column\t+2', { targetColumn: true }, 2],
    ['Platoon Firing\t+2', { platoon: true }, 2],
    ['Firer DISORDERED\t-3', { firerDisordered: true }, -3],
    ['Firer failed to charge this move\t-2', { failedToCharge: true }, -2],
    ['Target in field fortifications\t-2', { targetFortified: 'field' }, -2],
    ['Target in Major fortifications\t-5', { targetFortified: 'major' }, -5],
  ] as const)('"%s"', (_row, change, value) => {
    expect(fire(10, { elements: 5, range: 5, ...change }).score).toBe(10 + value);
  });
  it('"Close Range musket (3")": 3" is close (+2), beyond 3" is not; pistols never take it', () => {
    expect(fire(10, { elements: 5, range: 3 }).score).toBe(12);
    expect(fire(10, { elements: 5, range: 3.5 }).score).toBe(10);
    expect(fire(10, { weapon: 'pistol', elements: 4, range: 0 }).score).toBe(10);
  });
  it('the modifiers add up: platoon, battalion gun and column at close range is +8', () => {
    expect(fire(1, { elements: 3, range: 3, platoon: true, battalionGun: true, targetColumn: true }).score).toBe(9);
  });
  it('"Platoon Firing": PF1 and PF2 foot fire by platoons, RF and horse do not (Rulebook: Tactics)', () => {
    expect([
      firesByPlatoon('PF1'),
      firesByPlatoon('PF2'),
      firesByPlatoon('RF'),
      firesByPlatoon('S'),
      firesByPlatoon('P'),
    ]).toEqual([true, true, false, false, false]);
  });
});

describe('Small Arms Fire ranges (Rulebook: Small Arms Fire)', () => {
  it('"Maximum range for musketry is 6"": at 6" a unit rolls, beyond it no die is thrown and nothing is hit', () => {
    expect(fire(19, { elements: 1, range: 6 })).toEqual({ roll: 19, score: 19, elements: 1 });
    expect(
      wss6mmCombatPlugin.smallArmsFire(
        ScriptedDice.of([]),
        { ...plain, elements: 5, range: 6.5 },
        DEFAULT_OPTIONS,
        'u',
      ),
    ).toEqual({ roll: 0, score: 0, elements: 0 });
  });
  it('"Pistols range is 2"": at 2" a unit rolls, beyond it no die is thrown', () => {
    expect(fire(12, { weapon: 'pistol', elements: 4, range: 2 })).toEqual({ roll: 12, score: 12, elements: 1 });
    expect(
      wss6mmCombatPlugin.smallArmsFire(
        ScriptedDice.of([]),
        { ...plain, weapon: 'pistol', elements: 4, range: 2.5 },
        DEFAULT_OPTIONS,
        'u',
      ),
    ).toEqual({ roll: 0, score: 0, elements: 0 });
  });
  it('a unit with no firing elements throws no die', () => {
    expect(
      wss6mmCombatPlugin.smallArmsFire(ScriptedDice.of([]), { ...plain, elements: 0, range: 1 }, DEFAULT_OPTIONS, 'u'),
    ).toEqual({ roll: 0, score: 0, elements: 0 });
  });
});
