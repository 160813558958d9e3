import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { brevisEditioOptions } from '../options/brevisEditioOptions.js';
import { TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { HORSE_ARQUEBUSIERS } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';

// Ruling: Winner's moves after a combat in Brevis Editio (options winnerAdvance, attackerWithdrawal). Liber Militum,
// Combat > Advance: "if the charging unit has broken the enemy by routing it (its resistance test a complete
// failure), it may consolidate its position by advancing 3 inches in the same direction as its charge";
// Disengagement: "If necessary, the attacker may also withdraw in order to leave a minimum gap of one inch between
// units." Brevis Editio, Combat: "The loser disengages 3" to its rear keeping its facing [...] On a draw the charger
// disengages"; "If Horse wins against Foot and the Foot unit Retreats, the Foot unit is destroyed and the Horse moves
// its Speed straight ahead": no advance, no 1" withdrawal.

/**
 * Two troops of Arquebusiers on horseback (Melee 3, Courage 3, Defence against cavalry 3). The charger's 4 dice
 * (Melee 3 with Assault!'s +) hit twice; the defender's 3 Courage dice are `courage`; its 3 Melee dice all miss.
 */
function chargerWins(courage: readonly number[], options: TerciosOptions) {
  return resolveMelee(ScriptedDice.of([6, 6, 1, 1, ...courage, 1, 1, 1]), {
    attacker: HORSE_ARQUEBUSIERS,
    defender: HORSE_ARQUEBUSIERS,
    options,
  });
}
const broken = (options: TerciosOptions) => chargerWins([1, 1, 1], options);
const disengaged = (options: TerciosOptions) => chargerWins([5, 1, 1], options);

describe("winner's moves after a combat (options winnerAdvance, attackerWithdrawal)", () => {
  it('the defaults are the full book\'s; `edition: "brevis-editio"` plays neither move; a field set wins', () => {
    const liber = TerciosOptionsSchema.parse({});
    expect([liber.winnerAdvance, liber.attackerWithdrawal]).toEqual(['three-inches', 'one-inch-gap']);
    const brevis = brevisEditioOptions();
    expect([brevis.winnerAdvance, brevis.attackerWithdrawal]).toEqual(['none', 'none']);
    const back = brevisEditioOptions({ winnerAdvance: 'three-inches', attackerWithdrawal: 'one-inch-gap' });
    expect([back.winnerAdvance, back.attackerWithdrawal]).toEqual(['three-inches', 'one-inch-gap']);
  });

  it('the charger breaks its enemy (no Courage success: it retreats): it may advance 3" under `three-inches` only', () => {
    const withAdvance = broken(TerciosOptionsSchema.parse({}));
    expect(withAdvance.winner).toBe('attacker');
    expect(withAdvance.movements).toContainEqual(expect.objectContaining({ unit: 'defender', kind: 'retreat' }));
    expect(withAdvance.movements).toContainEqual({
      unit: 'attacker',
      kind: 'advance',
      distance: 3,
      optional: true,
      wearIfBlocked: 0,
    });
    for (const options of [TerciosOptionsSchema.parse({ winnerAdvance: 'none' }), brevisEditioOptions()]) {
      const r = broken(options);
      expect(r.winner).toBe('attacker');
      expect(r.movements).toContainEqual(expect.objectContaining({ unit: 'defender', kind: 'retreat' }));
      expect(r.movements.some((m) => m.kind === 'advance')).toBe(false);
    }
  });

  it("`none` also stops a counter-charger's advance that counterChargeAdvance would allow", () => {
    // The charger's 4 dice miss; the counter-charger's 4 (Assault! +) hit twice; the charger's Courage fails.
    const routedCharger = (options: TerciosOptions) =>
      resolveMelee(ScriptedDice.of([1, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1]), {
        attacker: HORSE_ARQUEBUSIERS,
        defender: HORSE_ARQUEBUSIERS,
        defenderReaction: 'counter-charge',
        options,
      });
    const allowed = routedCharger(TerciosOptionsSchema.parse({ counterChargeAdvance: 'counter-charger-too' }));
    expect(allowed.movements).toContainEqual(expect.objectContaining({ unit: 'defender', kind: 'advance' }));
    const none = routedCharger(
      TerciosOptionsSchema.parse({ counterChargeAdvance: 'counter-charger-too', winnerAdvance: 'none' }),
    );
    expect(none.winner).toBe('defender');
    expect(none.movements.some((m) => m.kind === 'advance')).toBe(false);
  });

  it('the loser disengages 3": the attacker may withdraw to a 1" gap under `one-inch-gap` only', () => {
    const withGap = disengaged(TerciosOptionsSchema.parse({}));
    expect(withGap.winner).toBe('attacker');
    expect(withGap.movements).toContainEqual(
      expect.objectContaining({ unit: 'defender', kind: 'disengage', distance: 3 }),
    );
    expect(withGap.movements).toContainEqual({
      unit: 'attacker',
      kind: 'withdraw-gap',
      distance: 1,
      optional: true,
      wearIfBlocked: 0,
    });
    for (const options of [TerciosOptionsSchema.parse({ attackerWithdrawal: 'none' }), brevisEditioOptions()]) {
      const r = disengaged(options);
      expect(r.movements).toContainEqual(expect.objectContaining({ unit: 'defender', kind: 'disengage', distance: 3 }));
      expect(r.movements.some((m) => m.kind === 'withdraw-gap')).toBe(false);
    }
  });
});
