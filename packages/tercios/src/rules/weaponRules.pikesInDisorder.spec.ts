import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { brevisEditioOptions } from '../options/brevisEditioOptions.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { WEAPON_RULES } from './weaponRules.js';

// Ruling "Pikes in Disorder" (docs/rulings/tercios.md, Combat): Liber Militum, Armament > Pikes: "a bonus (+) to
// its Melee value against cavalry, as long as it is not in disorder"; Brevis Editio: "Pikes also gain Melee+ when
// charged by Horse", with no word of disorder. Option `pikesInDisorder`: 'lost' (default) or 'kept' (Brevis).
const disorderedTercioCharged = (options: TerciosOptions) =>
  WEAPON_RULES.pikes!.modifiers!({
    step: 'melee',
    self: { ...TERCIO, disordered: true },
    enemy: HORSE_ARQUEBUSIERS,
    charged: true,
    options,
  });

describe('Pikes in Disorder (option pikesInDisorder)', () => {
  it('a disordered Tercio charged by Arquebusiers on horseback: no Melee + under "lost" (the default)', () => {
    expect(DEFAULT_TERCIOS_OPTIONS.pikesInDisorder).toBe('lost');
    expect(disorderedTercioCharged(DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
  });

  it('the same Tercio keeps its Melee + under "kept"', () => {
    const kept = TerciosOptionsSchema.parse({ pikesInDisorder: 'kept' });
    expect(disorderedTercioCharged(kept)).toEqual([{ value: 'melee', steps: 1, source: 'Pikes against cavalry' }]);
  });

  it('Brevis Editio keeps it: edition brevis-editio selects "kept" (still only when charged by Horse)', () => {
    const brevis = brevisEditioOptions();
    expect(brevis.pikesInDisorder).toBe('kept');
    expect(TerciosOptionsSchema.parse({ edition: 'brevis-editio' }).pikesInDisorder).toBe('kept');
    expect(disorderedTercioCharged(brevis)).toHaveLength(1);
    expect(
      WEAPON_RULES.pikes!.modifiers!({
        step: 'melee',
        self: { ...TERCIO, disordered: true },
        enemy: HORSE_ARQUEBUSIERS,
        charged: false,
        options: brevis,
      }),
    ).toEqual([]);
  });
});
