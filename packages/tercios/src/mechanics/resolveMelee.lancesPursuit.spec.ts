import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, MUSKETEERS } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';

// The Troops > Cavalry > Pursuit: "if cavalry wins a combat against an infantry unit and that infantry unit retreats,
// the infantry unit is destroyed. To simulate a pursuit, the cavalry unit must make a movement at its normal speed in
// the direction it faces." Armament > Lances: "Units armed with it automatically destroy ANY unit that is forced to
// retreat." A cavalry unit with lances that beats infantry which retreats has both rules: the infantry is destroyed
// either way, and Pursuit's movement ("must") is still made. Lances add nothing the Pursuit rule does not already do
// here; they matter against cavalry and artillery, which Pursuit spares.

/** Arquebusiers on horseback with lances (Speed 8, Melee 3, Courage 3; cavalry, so Pursuit). */
const LANCERS: TerciosUnit = { ...HORSE_ARQUEBUSIERS, name: 'Lancers', weapons: ['lances'] };

describe('Pursuit by cavalry with lances', () => {
  it('the lancers charge and beat the Musketeers, who parry nothing: destroyed, and the lancers pursue 8" (no 3" advance)', () => {
    // Lancers: Melee 3, Assault! + = 4 dice needing the Musketeers' Defence against cavalry, 3: 3, 3 hit (2 hits).
    // Musketeers: Courage 3 = 3 dice needing 5+: none, 2 Dm (= Stamina 2, no rout test), a complete failure.
    // Musketeers strike back: Melee 2 = 2 dice needing the horse's Defence against infantry, 4: none. 2 Dm to 0.
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, /* no 5+ */ 1, 1, 1, /* Musketeers */ 1, 1]), {
      attacker: LANCERS,
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 2, defenderDestroyed: 'pursuit' });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'pursuit', distance: 8, wearIfBlocked: 0 }]);
  });

  it('the Musketeers charge the lancers and lose, parrying nothing: destroyed, and the lancers pursue 8"', () => {
    // Musketeers: Melee 2, Assault! + = 3 dice needing the horse's 4: none. Lancers: Melee 3 = 3 dice needing 3: two
    // hits; Musketeers' Courage 3 dice: no 5+. 0 Dm to 2.
    const r = resolveMelee(ScriptedDice.of([1, 1, 1, /* lancers */ 3, 3, 1, /* no 5+ */ 1, 1, 1]), {
      attacker: MUSKETEERS,
      defender: LANCERS,
    });
    expect(r).toMatchObject({ winner: 'defender', attackerWear: 2, attackerDestroyed: 'pursuit' });
    expect(r.movements).toEqual([{ unit: 'defender', kind: 'pursuit', distance: 8, wearIfBlocked: 0 }]);
  });

  it('lances still destroy retreating cavalry, which Pursuit spares, with no pursuit movement', () => {
    // Lancers: 4 dice needing the horse's Defence against cavalry, 3: two hits; the horse's 3 Courage dice: no 5+.
    // The horse: Melee 3 = 3 dice needing 3: none.
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, /* no 5+ */ 1, 1, 1, /* horse */ 1, 1, 1]), {
      attacker: LANCERS,
      defender: HORSE_ARQUEBUSIERS,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderDestroyed: 'lances' });
    expect(r.movements.some((m) => m.kind === 'pursuit')).toBe(false);
  });
});
