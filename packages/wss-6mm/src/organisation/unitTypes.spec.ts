import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { BASE_SIZES } from './baseSizes.js';
import { gunsRemaining } from './fieldBattery.js';
import { casualtyCondition, frontRankElements, lossThresholds, UNIT_TYPES, unitType } from './unitTypes.js';

describe('Organisation (Rulebook: Organisation)', () => {
  it('base sizes: 1" frontage; infantry 3/8", horse 3/4", artillery 1"; battalion guns 1/2" x 3/4"', () => {
    expect(BASE_SIZES.infantry).toEqual({ frontage: 1, depth: 0.375 });
    expect(BASE_SIZES.horse.depth).toBe(0.75);
    expect(BASE_SIZES['field-artillery'].depth).toBe(1);
    expect(BASE_SIZES['battalion-gun']).toEqual({ frontage: 0.5, depth: 0.75 });
  });
  it('the unit organisation table as printed', () => {
    const rows = UNIT_TYPES.map((t) => [t.tactics, t.elements, t.blooded, t.distressed]);
    expect(rows).toEqual([
      ['PF1', 4, 2, 1],
      ['PF2', 8, 2, 4],
      ['RF', 8, 2, 4],
      ['RF', 10, 3, 5],
      ['RF', 6, 2, 4],
      ['S', 4, 1, 2],
      ['P', 4, 1, 2],
    ]);
    expect(unitType('french-foot')?.nationalities).toContain('Bavarian');
  });
  it('French foot: BLOODED after 3 elements lost, DISTRESSED after 5', () => {
    const french = unitType('french-foot')!;
    expect([0, 2, 3, 4, 5, 9].map((l) => casualtyCondition(french, l, DEFAULT_OPTIONS))).toEqual([
      'fresh',
      'fresh',
      'blooded',
      'blooded',
      'distressed',
      'distressed',
    ]);
  });
  it('ruling R6: British 2/1 transposed by default, or read as elements remaining', () => {
    const british = unitType('british-foot')!;
    expect(lossThresholds(british, DEFAULT_OPTIONS)).toEqual({ blooded: 1, distressed: 2 });
    expect(lossThresholds(british, { britishThresholds: 'remaining' })).toEqual({ blooded: 2, distressed: 3 });
    expect(casualtyCondition(british, 1, DEFAULT_OPTIONS)).toBe('blooded');
    expect(casualtyCondition(british, 1, Wss6mmOptionsSchema.parse({ britishThresholds: 'remaining' }))).toBe('fresh');
  });
  it('front rank: PF1 one rank, the rest two ranks', () => {
    expect(frontRankElements(unitType('british-foot')!, 4)).toBe(4);
    expect(frontRankElements(unitType('french-foot')!, 10)).toBe(5);
    expect(frontRankElements(unitType('irish-foot')!, 5)).toBe(3);
    expect(frontRankElements(unitType('other-horse')!, 4)).toBe(2);
  });
  it('four hits remove a gun model', () => {
    expect(gunsRemaining(3, 3)).toBe(3);
    expect(gunsRemaining(3, 4)).toBe(2);
    expect(gunsRemaining(1, 9)).toBe(0);
  });
  it('options: {} gives every documented default; unknown fields are refused', () => {
    expect(DEFAULT_OPTIONS.meleeDie).toBe(20);
    expect(DEFAULT_OPTIONS.resolveBandAt2).toBe('disordered');
    expect(DEFAULT_OPTIONS.moraleBandAt0).toBe('fall-back');
    expect(Wss6mmOptionsSchema.safeParse({ meleeDie: 6 }).success).toBe(false);
    expect(Wss6mmOptionsSchema.safeParse({ nonsense: 1 }).success).toBe(false);
  });
});
