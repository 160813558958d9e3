import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { brevisEditioOptions } from '../options/brevisEditioOptions.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { reactionPlans } from '../orders/reactions.js';
import { shootSituation } from '../plugins/combatOdds.js';
import { resolveShooting } from './__fixtures__/asWritten.js';
import { LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from './__fixtures__/units.js';

// Ruling "Fire! reaction with guns" (docs/rulings/tercios.md, Reactions). Liber Militum, Reactions > Fire!: "the
// unit delivers a volley. This is especially deadly with light weapon fire, which benefits from a bonus (+) on these
// reaction shots"; Brevis Editio: "firearms firing as a reaction gain Shoot+", and it calls guns firearms apart from
// small arms ("Salvo Defence (small arms) or Artillery Defence (guns)"). Option `fireReactionBonus`.
// A + on Shoot 1 stays 1 (Values: "1 bonus (+) 1"), so the gun is a Light Artillery card at Shoot 2 (test card).
const GUNS = {
  ...LIGHT_ARTILLERY,
  name: 'Light Artillery at Shoot 2',
  values: { ...LIGHT_ARTILLERY.values, shoot: 2 },
};
const misses = () => ScriptedDice.of(Array(6).fill(1));
const gunReacts = (options: TerciosOptions) =>
  resolveShooting(misses(), {
    shooter: GUNS,
    target: TERCIO,
    range: 10,
    order: 'fire',
    reaction: true,
    options,
  }).shootDice;
const volleyModifiers = (options: TerciosOptions) =>
  reactionPlans({ unit: GUNS, order: 'fire', trigger: 'charge', enemy: TERCIO }, options).find(
    (p) => p.kind === 'volley',
  )?.modifiers;

describe('Fire! reaction with guns (option fireReactionBonus)', () => {
  it('Guns (Shoot 2) reacting with Fire!: 2 dice under "light-weapons" (the default), as its own Fire! shot', () => {
    expect(DEFAULT_TERCIOS_OPTIONS.fireReactionBonus).toBe('light-weapons');
    const ownShot = resolveShooting(misses(), { shooter: GUNS, target: TERCIO, range: 10, order: 'fire' });
    expect(gunReacts(DEFAULT_TERCIOS_OPTIONS)).toBe(ownShot.shootDice);
    expect(gunReacts(DEFAULT_TERCIOS_OPTIONS)).toBe(2);
    expect(volleyModifiers(DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
  });

  it('the same reaction gets Shoot + (3 dice) under "guns-too"', () => {
    const gunsToo = TerciosOptionsSchema.parse({ fireReactionBonus: 'guns-too' });
    expect(gunReacts(gunsToo)).toBe(3);
    expect(volleyModifiers(gunsToo)).toEqual([{ value: 'shoot', steps: 1, source: 'Fire! reaction (light weapons)' }]);
  });

  it('musketeers keep their Shoot + under both values', () => {
    for (const fireReactionBonus of ['light-weapons', 'guns-too'] as const) {
      const options = TerciosOptionsSchema.parse({ fireReactionBonus });
      const input = { shooter: MUSKETEERS, target: TERCIO, range: 10, order: 'fire' as const, options };
      expect(resolveShooting(misses(), { ...input, reaction: true }).shootDice).toBe(
        resolveShooting(misses(), input).shootDice + 1,
      );
    }
  });

  it('Brevis Editio selects "guns-too"; the odds take the same reading', () => {
    expect(brevisEditioOptions().fireReactionBonus).toBe('guns-too');
    expect(TerciosOptionsSchema.parse({ edition: 'brevis-editio' }).fireReactionBonus).toBe('guns-too');
    expect(gunReacts(brevisEditioOptions())).toBe(3);
    // `muster odds tercios shoot` and the club build the same ShootingInput (shootSituation).
    const params = { range: 10, order: 'fire', reaction: true, cover: false };
    const odds = (options: TerciosOptions) =>
      resolveShooting(misses(), shootSituation(params, GUNS, TERCIO, options)).shootDice;
    expect(odds(brevisEditioOptions())).toBe(3);
    expect(odds(DEFAULT_TERCIOS_OPTIONS)).toBe(2);
  });
});
