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
      dirtyWar: { policy: 'ask', maxExtraRounds: 5, roundValues: 'current-state' },
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

  it('Brevis Editio: pikes only when charged by Horse, no Dirty war!, no Easy terrain; overrides win', () => {
    expect(brevisEditioOptions()).toMatchObject({
      edition: 'brevis-editio',
      pikesBonus: 'when-charged-by-cavalry',
      pikesInDisorder: 'kept',
      fireReactionBonus: 'guns-too',
      fortificationScope: 'any-damage',
      dirtyWar: { policy: 'never' },
      terrainSpeed: { easy: 0 },
    });
    expect(brevisEditioOptions({ wearyAt: 'first-wear' }).wearyAt).toBe('first-wear');
  });

  it('edition: brevis-editio alone selects the whole short edition (as `--option edition=brevis-editio` gives it)', () => {
    // Brevis Editio is selected by its edition: "Pikes also gain Melee+ when charged by Horse"; no Dirty war!; its
    // terrain features (Difficult, Very Difficult, Impassable, Hidden, Covered, Height, Protected) have no Easy.
    const parsed = TerciosOptionsSchema.parse({ edition: 'brevis-editio' });
    expect(parsed).toEqual(brevisEditioOptions());
    expect(parsed).toMatchObject({
      pikesBonus: 'when-charged-by-cavalry',
      dirtyWar: { policy: 'never', maxExtraRounds: 5 },
      terrainSpeed: { difficult: -1, veryDifficult: -1, easy: 0 },
    });
    expect(resolveOptions({ edition: 'brevis-editio' })).toEqual(parsed);
    // What the input sets wins, nested fields too; Liber Militum keeps its own defaults.
    expect(
      TerciosOptionsSchema.parse({
        edition: 'brevis-editio',
        pikesBonus: 'against-cavalry',
        dirtyWar: { policy: 'always' },
        terrainSpeed: { easy: 1 },
      }),
    ).toMatchObject({ pikesBonus: 'against-cavalry', dirtyWar: { policy: 'always' }, terrainSpeed: { easy: 1 } });
    expect(TerciosOptionsSchema.parse({ edition: 'liber-militum' })).toEqual(DEFAULT_TERCIOS_OPTIONS);
    // A saved game's options (every field present) parse to themselves.
    expect(TerciosOptionsSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
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
