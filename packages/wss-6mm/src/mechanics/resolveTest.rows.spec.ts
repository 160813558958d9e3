import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { wss6mmMoralePlugin } from '../plugins/morale.js';
import type { ResolveSituation } from './resolveTest.js';

// Every band and modifier of the printed Resolve Test, through the morale plugin the battle binds.
// Rulebook: Resolve Test.

const plain: ResolveSituation = {
  disordered: false,
  casualty: 'fresh',
  hitDifference: 0,
  hitOnFlankOrRear: false,
  officerAttached: false,
};
// "The testing unit rolls 1d20".
const resolve = (roll: number, s: Partial<ResolveSituation>, options = DEFAULT_OPTIONS) =>
  wss6mmMoralePlugin.resolveTest(
    ScriptedDice.of([roll], (r: { sides: number }) => {
      expect(r.sides).toBe(20);
    }),
    { ...plain, ...s },
    options,
    'u',
  );

describe('Resolve Test table (Rulebook: Resolve Test)', () => {
  // Scores below 1 are reached with "DISTRESSED -4".
  it.each([
    ['12 or more\tOkay', 'the lowest', 12, {}, 12, 'okay'],
    ['2 - 11\tDISORDERED', 'the highest', 11, {}, 11, 'disordered'],
    ['2 - 11\tDISORDERED', 'the lowest (below the overlap at 2)', 3, {}, 3, 'disordered'],
    [
      '-2 - 2\tFALL BACK and break off combat where possible.',
      'the highest (below the overlap at 2)',
      1,
      {},
      1,
      'fall-back',
    ],
    [
      '-2 - 2\tFALL BACK and break off combat where possible.',
      'the lowest',
      2,
      { casualty: 'distressed' },
      -2,
      'fall-back',
    ],
    ['-3 or less\tROUTED', 'the highest', 1, { casualty: 'distressed' }, -3, 'routed'],
  ] as const)('"%s": %s score', (_row, _which, roll, change, score, result) => {
    expect(resolve(roll, change)).toMatchObject({ roll, score, result });
  });
  it('a score of 2 is in "2 - 11 DISORDERED" and "-2 - 2 FALL BACK": DISORDERED by default, FALL BACK with resolveBandAt2 (ruling R3)', () => {
    expect(resolve(2, {}).result).toBe('disordered');
    expect(resolve(2, {}, Wss6mmOptionsSchema.parse({ resolveBandAt2: 'fall-back' })).result).toBe('fall-back');
  });
  it('"If this loser passes this test, i.e. gets a result better than disordered": only Okay passes (ruling R5), or DISORDERED too with resolvePass', () => {
    expect(resolve(12, {}).passed).toBe(true);
    expect(resolve(11, {}).passed).toBe(false);
    const lenient = Wss6mmOptionsSchema.parse({ resolvePass: 'disordered-or-better' });
    expect(resolve(3, {}, lenient).passed).toBe(true);
    expect(resolve(1, {}, lenient).passed).toBe(false);
  });
});

describe('Resolve Test modifiers, each at its printed value (Rulebook: Resolve Test)', () => {
  it.each([
    ['DISORDERED\t-2', { disordered: true }, -2],
    ['BLOODED\t-3', { casualty: 'blooded' }, -3],
    ['DISTRESSED\t-4', { casualty: 'distressed' }, -4],
    ['Hit on Flank or Rear\t-4', { hitOnFlankOrRear: true }, -4],
    ['Officer Attached\t+2', { officerAttached: true }, 2],
    ['Hit difference\t+/- ? (ruling R2: 2 a hit), one hit behind', { hitDifference: -1 }, -2],
    ['Hit difference\t+/- ? (ruling R2: 2 a hit), two hits ahead', { hitDifference: 2 }, 4],
  ] as const)('"%s"', (_row, change, value) => {
    expect(resolve(10, change).score).toBe(10 + value);
  });
  it('"Hit difference +/- ?": resolveHitDifferencePerHit sets the value a hit (ruling R2)', () => {
    expect(resolve(10, { hitDifference: -3 }, Wss6mmOptionsSchema.parse({ resolveHitDifferencePerHit: 1 })).score).toBe(
      7,
    );
  });
});
