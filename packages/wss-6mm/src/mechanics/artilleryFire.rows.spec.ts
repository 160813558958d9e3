import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { wss6mmCombatPlugin } from '../plugins/combat.js';
import { gunsRemaining, MAX_BATTERY_GUNS } from '../organisation/fieldBattery.js';
import type { ArtilleryShot } from './artilleryFire.js';

// Every row of the printed Artillery Fire table, driven through the combat plugin the battle binds.
// Rulebook: Artillery Fire; Casualties (the drovers).

const plain: ArtilleryShot = {
  guns: 1,
  range: 36,
  targetColumn: false,
  targetArtillery: false,
  targetFortified: 'none',
};
// "Roll 1d20 and consult the following table": every die thrown is a d20.
const fire = (roll: number, s: Partial<ArtilleryShot>, options = DEFAULT_OPTIONS) =>
  wss6mmCombatPlugin.artilleryFire(
    ScriptedDice.of([roll], (r: { sides: number }) => {
      expect(r.sides).toBe(20);
    }),
    { ...plain, ...s },
    options,
    'battery',
  );

// "Battery Size  1 Element  2 Elements" ("-" is null).
const ROWS: readonly (readonly [string, 1 | 2 | 3, number, number | null])[] = [
  ['1 Gun\t18\t-', 1, 18, null],
  ['2 Guns\t14\t-', 2, 14, null],
  ['3 Guns\t10\t19', 3, 10, 19],
];
// "Maximum range for Artillery is 36". Close range is less than 12"." "Close Range (12") +2".
const BANDS = [
  { band: 'close (under 12")', range: 11, modifier: 2 },
  { band: 'long (36", the maximum)', range: 36, modifier: 0 },
] as const;
const CASES = ROWS.flatMap(([row, guns, one, two]) => BANDS.map((b) => ({ row, guns, one, two, ...b })));

describe('Artillery Fire table (Rulebook: Artillery Fire)', () => {
  it.each(CASES)('"$row" at $band range: one element from $one', ({ guns, one, range, modifier }) => {
    const lowest = one - modifier;
    expect(fire(lowest, { guns, range })).toEqual({ roll: lowest, score: one, elements: 1 });
    expect(fire(lowest - 1, { guns, range })).toEqual({ roll: lowest - 1, score: one - 1, elements: 0 });
  });
  it.each(CASES.filter((c) => c.two !== null))(
    '"$row" at $band range: two elements from $two',
    ({ guns, two, range, modifier }) => {
      const lowest = two! - modifier;
      expect(fire(lowest, { guns, range })).toEqual({ roll: lowest, score: two, elements: 2 });
      expect(fire(lowest - 1, { guns, range })).toEqual({ roll: lowest - 1, score: two! - 1, elements: 1 });
    },
  );
  it.each(CASES.filter((c) => c.two === null))(
    '"$row" at $band range: "-" for 2 Elements, a 20 at close range on a column takes one',
    ({ guns }) => {
      expect(fire(20, { guns, range: 11, targetColumn: true })).toEqual({ roll: 20, score: 24, elements: 1 });
    },
  );
});

describe('Artillery Fire modifiers, each at its printed value (Rulebook: Artillery Fire)', () => {
  it.each([
    ['Close Range (12")\t+2', { range: 11.9 }, 2],
    ['Target in Column\t+2', { targetColumn: true }, 2],
    ['Target is deployed Artillery\t-2', { targetArtillery: true }, -2],
    ['Target is in field fortifications\t-2', { targetFortified: 'field' }, -2],
    ['Target is in Major Fortifications\t-5', { targetFortified: 'major' }, -5],
  ] as const)('"%s"', (_row, change, value) => {
    expect(fire(10, { guns: 3, range: 20, ...change }).score).toBe(10 + value);
  });
  it('"Close range is less than 12"": 12" itself is long range (ruling R9 default), close with artilleryCloseRangeInclusive', () => {
    expect(fire(10, { range: 12 }).score).toBe(10);
    expect(fire(10, { range: 12 }, Wss6mmOptionsSchema.parse({ artilleryCloseRangeInclusive: true })).score).toBe(12);
    expect(fire(10, { range: 12.5 }, Wss6mmOptionsSchema.parse({ artilleryCloseRangeInclusive: true })).score).toBe(10);
  });
  it('"Maximum range for Artillery is 36"": beyond it no die is thrown', () => {
    expect(
      wss6mmCombatPlugin.artilleryFire(ScriptedDice.of([]), { ...plain, guns: 3, range: 36.5 }, DEFAULT_OPTIONS, 'b'),
    ).toEqual({ roll: 0, score: 0, elements: 0 });
  });
});

describe('Gun models (Rulebook: Artillery Fire; Casualties)', () => {
  it('"Field Artillery can take four hits before the model is removed": 3 hits leave 3 guns, 4 remove one, 8 two', () => {
    expect([3, 4, 7, 8].map((hits) => gunsRemaining(3, hits))).toEqual([3, 2, 2, 1]);
  });
  it('"Field Artillery may be formed into batteries of 1, 2 or 3 gun models"', () => {
    expect(MAX_BATTERY_GUNS).toBe(3);
  });
});

describe('Drovers (Rulebook: Casualties)', () => {
  // "For each hit a deployed field Artillery battery takes roll 1d20; a result of 4 or less means that the
  // civilian drovers have deserted".
  const desert = (faces: number[], hits: number) =>
    wss6mmCombatPlugin.droversDesert(
      ScriptedDice.of(faces, (r: { sides: number }) => {
        expect(r.sides).toBe(20);
      }),
      { hits, deployed: true },
      DEFAULT_OPTIONS,
      'b',
    ).deserted;
  it('"a result of 4 or less": 4 deserts, 5 does not', () => {
    expect(desert([4], 1)).toBe(true);
    expect(desert([5], 1)).toBe(false);
  });
  it('"For each hit … roll 1d20": two hits roll twice, the second 4 deserts', () => {
    expect(desert([20, 4], 2)).toBe(true);
    expect(desert([20, 5], 2)).toBe(false);
    expect(desert([], 0)).toBe(false);
  });
});
