import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { BASE_SIZES } from './baseSizes.js';
import { casualtyCondition, frontRankElements, unitType } from './unitTypes.js';

// Every row of the printed Unit Organisation and Base Sizes tables, through the functions the battle uses
// for a unit's casualty condition and front rank. Rulebook: Organisation.

describe('Unit Organisation table (Rulebook: Organisation > Unit Organisation)', () => {
  // "TYPE NATIONALITY TACTICS ELEMENTS BLOODED DISTRESSED": BLOODED and DISTRESSED read as elements lost.
  it.each([
    {
      row: 'Foot\tDutch\tPF2\t8\t2\t4',
      id: 'dutch-foot',
      nationality: 'Dutch',
      tactics: 'PF2',
      elements: 8,
      blooded: 2,
      distressed: 4,
    },
    {
      row: 'Danish, Prussian, German, Portuguese, Spanish\tRF\t8\t2\t4',
      id: 'allied-foot',
      nationality: 'Portuguese',
      tactics: 'RF',
      elements: 8,
      blooded: 2,
      distressed: 4,
    },
    {
      row: 'French, Bavarian, Imperial\tRF\t10\t3\t5',
      id: 'french-foot',
      nationality: 'Imperial',
      tactics: 'RF',
      elements: 10,
      blooded: 3,
      distressed: 5,
    },
    {
      row: 'Irish\tRF\t6\t2\t4',
      id: 'irish-foot',
      nationality: 'Irish',
      tactics: 'RF',
      elements: 6,
      blooded: 2,
      distressed: 4,
    },
    {
      row: 'Horse\tBritish, Dutch\tS\t4\t1\t2',
      id: 'british-dutch-horse',
      nationality: 'Dutch',
      tactics: 'S',
      elements: 4,
      blooded: 1,
      distressed: 2,
    },
    {
      row: 'Other\tP\t4\t1\t2',
      id: 'other-horse',
      nationality: 'Other',
      tactics: 'P',
      elements: 4,
      blooded: 1,
      distressed: 2,
    },
  ])(
    '"$row": FRESH below $blooded lost, BLOODED from $blooded, DISTRESSED from $distressed',
    ({ id, nationality, tactics, elements, blooded, distressed }) => {
      const t = unitType(id)!;
      expect({ tactics: t.tactics, elements: t.elements }).toEqual({ tactics, elements });
      expect(t.nationalities).toContain(nationality);
      const at = (lost: number) => casualtyCondition(t, lost, DEFAULT_OPTIONS);
      expect([at(blooded - 1), at(blooded), at(distressed - 1), at(distressed)]).toEqual([
        'fresh',
        'blooded',
        'blooded',
        'distressed',
      ]);
    },
  );
  it('"Foot British PF1 4 2 1": Distressed before Blooded, read as transposed (ruling R6): BLOODED at 1 lost, DISTRESSED at 2', () => {
    const british = unitType('british-foot')!;
    expect({ tactics: british.tactics, elements: british.elements }).toEqual({ tactics: 'PF1', elements: 4 });
    expect([0, 1, 2].map((lost) => casualtyCondition(british, lost, DEFAULT_OPTIONS))).toEqual([
      'fresh',
      'blooded',
      'distressed',
    ]);
    // `remaining`: 2 and 1 elements remaining, i.e. 2 and 3 lost.
    const remaining = Wss6mmOptionsSchema.parse({ britishThresholds: 'remaining' });
    expect([1, 2, 3].map((lost) => casualtyCondition(british, lost, remaining))).toEqual([
      'fresh',
      'blooded',
      'distressed',
    ]);
  });
});

describe('Tactics: ranks (Rulebook: Organisation > Tactics)', () => {
  it.each([
    ['PF1 = One ranks of Platoon Firing Infantry', 'british-foot', 4, 4],
    ['PF2 = Two ranks of Platoon Firing Infantry', 'dutch-foot', 8, 4],
    ['RF = Two ranks of Rank Firing Infantry', 'french-foot', 10, 5],
    ['RF = Two ranks of Rank Firing Infantry (Danish … Spanish)', 'allied-foot', 8, 4],
    ['RF = Two ranks of Rank Firing Infantry (Irish)', 'irish-foot', 6, 3],
    ['S type horse … a 2 by 2 element formation', 'british-dutch-horse', 4, 2],
    ['Pf, Firearms charge, a 2 by 2 element formation', 'other-horse', 4, 2],
  ] as const)('"%s": %s with %i elements has %i in the front rank', (_row, id, remaining, front) => {
    expect(frontRankElements(unitType(id)!, remaining)).toBe(front);
  });
});

describe('Base Sizes (Rulebook: Organisation > Base Sizes)', () => {
  it.each([
    ['Infantry\t3/8"', 'infantry', 1, 3 / 8],
    ['Horse\t3/4"', 'horse', 1, 3 / 4],
    ['Field Artillery\t1"', 'field-artillery', 1, 1],
    ['Battalion guns have a frontage of 1/2" and a depth of 3/4"', 'battalion-gun', 1 / 2, 3 / 4],
  ] as const)('"%s"', (_row, kind, frontage, depth) => {
    expect(BASE_SIZES[kind]).toEqual({ frontage, depth });
  });
});
