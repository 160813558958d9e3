import { parseWith } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema } from './options.js';

describe('SwordAndPikeOptions (docs/rulings/sword-and-pike.md)', () => {
  it('fills every ruling with its default', () => {
    expect(DEFAULT_OPTIONS.moraleDie).toBe(6);
    expect(DEFAULT_OPTIONS.movement).toEqual({ foot: 6, heavyHorse: 10, horse: 12, lightHorse: 14, lightGun: 6 });
    expect(DEFAULT_OPTIONS.targetClasses).toEqual({ closed: 1, open: 2, skirmish: 2, cover: 3, fieldWorks: 4 });
    expect(DEFAULT_OPTIONS.closeCombatDicePerStand).toBe('per-figure');
    expect(DEFAULT_OPTIONS.officerMoraleBonus).toEqual({ exceptional: 2, ordinary: 1, dummkopf: 0 });
    expect(DEFAULT_OPTIONS.lightGunLongRange).toBe(24);
    expect(DEFAULT_OPTIONS.maxTurns).toBe(12);
  });

  it('keeps a partial override and defaults the rest', () => {
    const o = SwordAndPikeOptionsSchema.parse({ movement: { foot: 8 }, closeCombatTie: 'both-fall-back' });
    expect(o.movement.foot).toBe(8);
    expect(o.movement.horse).toBe(12);
    expect(o.closeCombatTie).toBe('both-fall-back');
  });

  it('names the bad field of a bad option', () => {
    expect(() => parseWith(SwordAndPikeOptionsSchema, { targetClasses: { cover: 5 } }, { path: 'options' })).toThrow(
      /too big|at most/i,
    );
    try {
      parseWith(SwordAndPikeOptionsSchema, { moraleDie: 7 }, { path: 'options' });
    } catch (e) {
      expect((e as { context: { path: string } }).context.path).toBe('options.moraleDie');
    }
    expect(() => SwordAndPikeOptionsSchema.parse({ unknownRuling: true })).toThrow();
  });
});
