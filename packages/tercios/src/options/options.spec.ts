import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { brevisEditioOptions } from './brevisEditioOptions.js';
import { resolveOptions } from './resolveOptions.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from './options.js';

describe('TerciosOptionsSchema', () => {
  it('defaults to the rulebook reading', () => {
    expect(DEFAULT_TERCIOS_OPTIONS).toMatchObject({
      edition: 'liber-militum',
      wearyAt: 'stamina',
      advanceOneInchWhenOrderImpossible: false,
      resistReactionCourage: 'bonus',
      calmTrait: 'every-disengagement',
      pikesBonus: 'against-cavalry',
      dirtyWar: { policy: 'always', maxExtraRounds: 5, roundValues: 'current-state' },
      mercenariesRout: 'no-rout-test',
      initiativeTrait: 'tie-break-rank',
      terrainSpeed: { difficult: -1, veryDifficult: -1, easy: 1 },
    });
  });

  it('round-trips through JSON', () => {
    expect(TerciosOptionsSchema.parse(JSON.parse(JSON.stringify(DEFAULT_TERCIOS_OPTIONS)))).toEqual(
      DEFAULT_TERCIOS_OPTIONS,
    );
  });

  it('Brevis Editio: pikes only when charged by Horse, no Dirty war!; overrides win', () => {
    expect(brevisEditioOptions()).toMatchObject({
      edition: 'brevis-editio',
      pikesBonus: 'when-charged-by-cavalry',
      dirtyWar: { policy: 'never' },
    });
    expect(brevisEditioOptions({ wearyAt: 'first-wear' }).wearyAt).toBe('first-wear');
  });

  it('bad options are a MusterError naming the field', () => {
    try {
      resolveOptions({ wearyAt: 'sometimes' } as never);
      expect.unreachable();
    } catch (error) {
      expect(MusterError.is(error) && error.context.path).toBe('options.wearyAt');
    }
    expect(() => resolveOptions({ unknownOption: true } as never)).toThrow();
  });
});
