import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { resolveShooting } from './__fixtures__/asWritten.js';
import { MUSKETEERS, TERCIO } from './__fixtures__/units.js';

// Killers for the resolveShooting.ts mutants of Resist!'s scope against shots (docs/mutation/tercios-shooting.md, stop
// 53). Ruling "What Resist!'s reaction bonus covers" (docs/rulings/tercios.md): Liber Militum, Reactions > Resist!:
// "The Courage test in a combat that follows a charge benefits from a bonus (+)"; Brevis Editio: "Resist gives
// Courage+ to resist damage"; Resist Damage: "Cover, fortification and the Resist order grant Courage+". Under
// `resistReactionScope: 'any-damage'` a unit with the `resisting` marker rolls Courage + to resist the hits of a shot;
// "The steps are `resistReactionCourage`'s (+ or ++)" (ruling "Resist! reaction: Courage + or ++").
const anyDamage = TerciosOptionsSchema.parse({ resistReactionScope: 'any-damage' });
const anyDamageDouble = TerciosOptionsSchema.parse({
  resistReactionScope: 'any-damage',
  resistReactionCourage: 'double-bonus',
});
// A Tercio's volley at 6" on a Musketeer Company (Courage 3): the first shooting die hits, everything else rolls 1.
const dice = () => ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
const input = { shooter: TERCIO, target: MUSKETEERS, range: 6, order: 'fire' as const, targetResisting: true };

describe("Resist! against a shot (option resistReactionScope, ruling What Resist!'s reaction bonus covers)", () => {
  it('a resisting Musketeer Company (Courage 3), hit once: 3 Courage dice under "combat-after-charge" (default)', () => {
    expect(DEFAULT_TERCIOS_OPTIONS.resistReactionScope).toBe('combat-after-charge');
    const result = resolveShooting(dice(), { ...input, options: DEFAULT_TERCIOS_OPTIONS });
    expect(result.hits).toBe(1);
    expect(result.resistance?.dice).toBe(3);
    expect(result.wear).toBe(1);
  });

  it('under "any-damage" the resisting unit rolls Courage + (4 dice); not resisting, 3', () => {
    const resisting = resolveShooting(dice(), { ...input, options: anyDamage });
    expect(resisting.hits).toBe(1);
    expect(resisting.resistance?.dice).toBe(4);
    expect(resolveShooting(dice(), { ...input, targetResisting: false, options: anyDamage }).resistance?.dice).toBe(3);
  });

  it('under "any-damage" with resistReactionCourage "double-bonus" it is Courage ++ (3 -> 6 dice)', () => {
    // Value progression: "2 bonuses or more (++)" takes Courage 3 to 6.
    expect(resolveShooting(dice(), { ...input, options: anyDamageDouble }).resistance?.dice).toBe(6);
    expect(
      resolveShooting(dice(), {
        ...input,
        options: { ...DEFAULT_TERCIOS_OPTIONS, resistReactionCourage: 'double-bonus' },
      }).resistance?.dice,
    ).toBe(3);
  });
});
