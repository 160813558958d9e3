import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { brevisEditioOptions } from '../options/brevisEditioOptions.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { resolveMelee } from './__fixtures__/asWritten.js';
import { HORSE_ARQUEBUSIERS, MUSKETEERS } from './__fixtures__/units.js';
import type { MeleeInput } from './resolveMelee.js';

// Ruling "Cover in combat" (docs/rulings/tercios.md, Combat). Brevis Editio, Resist Damage: "The hit unit rolls D6
// equal to modified Courage; target 4+ vs Salvo, 6 vs Artillery, 5+ in melee. [...] Cover, fortification and the
// Resist order grant Courage+." Liber Militum gives In cover to the target of a shot only (Shooting and Terrain > In
// cover: "the target receives a bonus (+) to its Courage value to resist the hits it suffers"); its Terrain Effects
// in Combat name Height, Protected and Hidden, not cover. Option `coverScope`.
const anyDamage = TerciosOptionsSchema.parse({ coverScope: 'any-damage' });
const sixes = () => ScriptedDice.of(Array.from({ length: 60 }, () => 6));
/** Arquebusiers on horseback (Courage 3) charge a Musketeer Company (Courage 3): both resistance rolls' dice. */
const courageDice = (options: TerciosOptions, inCover: MeleeInput['inCover'], extra: Partial<MeleeInput> = {}) => {
  const round = resolveMelee(sixes(), {
    attacker: HORSE_ARQUEBUSIERS,
    defender: MUSKETEERS,
    ...(inCover ? { inCover } : {}),
    ...extra,
    options,
  }).rounds[0]!;
  return { defender: round.attacker.resistance.dice, attacker: round.defender.resistance.dice };
};

describe('Cover in combat (option coverScope)', () => {
  it('Liber Militum (default "shooting"): a defender in cover resists the charge with its bare Courage, 3 dice', () => {
    expect(DEFAULT_TERCIOS_OPTIONS.coverScope).toBe('shooting');
    expect(courageDice(DEFAULT_TERCIOS_OPTIONS, { defender: true, attacker: true })).toEqual({
      defender: 3,
      attacker: 3,
    });
  });

  it('"any-damage": the side in cover resists with Courage + (4 dice), the other with 3', () => {
    expect(courageDice(anyDamage, { defender: true })).toEqual({ defender: 4, attacker: 3 });
    expect(courageDice(anyDamage, { attacker: true })).toEqual({ defender: 3, attacker: 4 });
    expect(courageDice(anyDamage, undefined)).toEqual({ defender: 3, attacker: 3 });
  });

  it('Brevis Editio selects "any-damage"; an override keeps the old reading', () => {
    expect(brevisEditioOptions().coverScope).toBe('any-damage');
    expect(courageDice(brevisEditioOptions(), { defender: true })).toEqual({ defender: 4, attacker: 3 });
    expect(courageDice(brevisEditioOptions({ coverScope: 'shooting' }), { defender: true }).defender).toBe(3);
  });

  it('cover adds to fortification (Brevis lists them apart): Courage 3, Protected 4, Protected and in cover 6', () => {
    const fortified = { defenderProtected: true };
    expect(courageDice(brevisEditioOptions(), undefined, fortified).defender).toBe(4);
    expect(courageDice(brevisEditioOptions(), { defender: true }, fortified).defender).toBe(6);
  });
});
