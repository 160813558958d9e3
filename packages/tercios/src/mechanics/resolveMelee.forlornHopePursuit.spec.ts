import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, MUSKETEERS } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';

// The Troops > Cavalry > Pursuit: "if cavalry wins a combat against an infantry unit and that infantry unit retreats,
// the infantry unit is destroyed. To simulate a pursuit, the cavalry unit must make a movement at its normal speed in
// the direction it faces." Combat > Retreat: "if the combat is lost and no hit could be parried during the resistance
// test [...] In this case, an infantry unit is destroyed by cavalry (see the Pursuit rule)". Adaptations > Forlorn
// Hope: "Beaten in close combat, they are destroyed." A Forlorn Hope company is infantry: beaten by horse with no hit
// parried, it is destroyed either way, and the horse still makes Pursuit's movement. Beaten after parrying a hit, it
// does not retreat: only its own rule destroys it, and there is no pursuit.

/** A Forlorn Hope company: Musketeers' values (Melee 2, Courage 3, Stamina 2; Defence against cavalry 3). */
const FORLORN_HOPE: TerciosUnit = { ...MUSKETEERS, name: 'Forlorn Hope', rules: ['forlorn-hope'] };

describe('Pursuit of a beaten Forlorn Hope', () => {
  it('horse beats it and it parries nothing: destroyed by the pursuit, and the horse moves its 8" (no 3" advance)', () => {
    // Horse: Melee 3, Assault! + = 4 dice needing 3: 3, 3 hit. Forlorn Hope: Courage 3 dice needing 5+: none, 2 Dm
    // (= Stamina 2, no rout test). It strikes back with Melee 2, 2 dice needing the horse's 4 against infantry: none.
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, /* no 5+ */ 1, 1, 1, /* Forlorn Hope */ 1, 1]), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: FORLORN_HOPE,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 2, defenderDestroyed: 'pursuit' });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'pursuit', distance: 8, wearIfBlocked: 0 }]);
  });

  it('horse beats it after it parried a hit: destroyed by its own rule, no pursuit (the charger may advance 3")', () => {
    // As above, but the Forlorn Hope's Courage dice show one 5: one hit parried, 1 Dm; it lost (1 Dm to 0).
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, /* one 5+ */ 5, 1, 1, /* Forlorn Hope */ 1, 1]), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: FORLORN_HOPE,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 1, defenderDestroyed: 'forlorn-hope' });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 }]);
  });
});
