import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';

// Branches of the combat consequences that the troops and weapons change. Scripts: attacker's combat roll, the
// defender's resistance, the defender's roll (1s: no hit, so no resistance roll), then any test the branch makes.
const ONES = [1, 1, 1, 1, 1, 1, 1, 1];

describe('Combat branches of the troops and weapons', () => {
  // The Troops > Artillery: "No Escape: when an artillery unit loses a close-combat, it is automatically destroyed."
  it('No Escape: Light Artillery losing by 1 Dm (Stamina 1, no rout test) is destroyed', () => {
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, 1, 1, /* Courage 2 */ 5, 1, /* Melee 2 */ 1, 1]), {
      attacker: TERCIO,
      defender: LIGHT_ARTILLERY,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 1, defenderDestroyed: 'no-escape' });
  });

  // Armament > Lances: "Units armed with it automatically destroy ANY unit that is forced to retreat."
  it.each([
    {
      row: 'Lances: the loser forced to retreat is destroyed',
      weapons: ['pikes', 'arquebus-musket', 'lances'],
      destroyed: 'lances',
    },
    { row: 'without Lances it retreats', weapons: ['pikes', 'arquebus-musket'], destroyed: undefined },
  ])('$row', ({ weapons, destroyed }) => {
    const r = resolveMelee(ScriptedDice.of([3, 1, 1, 1, 1, 1, /* no success */ 4, 4, 4, ...ONES]), {
      attacker: { ...TERCIO, weapons },
      defender: MUSKETEERS,
    });
    expect(r.winner).toBe('attacker');
    expect(r.defenderDestroyed).toBe(destroyed);
  });

  // Combat > Retreat: "an infantry unit is destroyed by cavalry (see the Pursuit rule)"; Pursuit (Brevis): "the Horse
  // moves its Speed straight ahead". Arquebusiers on horseback (Assault! Melee 3+ = 4, Speed 8) against Musketeers
  // (Cavalry defence 3).
  it('Pursuit: cavalry destroys the infantry that retreats and moves its Speed (8")', () => {
    const r = resolveMelee(ScriptedDice.of([3, 1, 1, 1, /* no success */ 4, 4, 4, 1, 1]), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderDestroyed: 'pursuit' });
    expect(r.movements).toContainEqual({ unit: 'attacker', kind: 'pursuit', distance: 8, wearIfBlocked: 0 });
  });

  it('Pursuit only after a retreat: infantry that resisted once disengages 3"', () => {
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, 5, 1, 1, 1, 1]), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 1 });
    expect(r.defenderDestroyed).toBeUndefined();
    expect(r.movements[0]).toEqual({ unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 });
  });

  // Armament > Two-handed swords: "the defeated unit [must] pass a Discipline test on a minimum of 6 on one die.
  // If this test fails, the defeated unit is put into disorder." Ruling "Two-handed swords": Discipline dice (the
  // Musketeers' 3), one 6 passes; option one-die: a single die.
  it.each([
    { row: 'Discipline dice: no 6 (5, 5, 5): disordered', test: [5, 5, 5], options: {}, passed: false },
    { row: 'Discipline dice: a 6 on the third die: holds', test: [5, 5, 6], options: {}, passed: true },
    { row: 'one die: a 5: disordered', test: [5], options: { twoHandedSwordsTest: 'one-die' }, passed: false },
    { row: 'one die: a 6: holds', test: [6], options: { twoHandedSwordsTest: 'one-die' }, passed: true },
  ] as const)('Two-handed swords, $row', ({ test, options, passed }) => {
    const swords: TerciosUnit = { ...TERCIO, weapons: ['pikes', 'arquebus-musket', 'two-handed-swords'] };
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, 1, 1, 5, 1, 1, 1, 1, ...test]), {
      attacker: swords,
      defender: MUSKETEERS,
      options: TerciosOptionsSchema.parse(options),
    });
    expect(r.twoHandedSwords).toEqual({ unit: 'defender', passed });
    expect(r.defenderDisordered).toBe(!passed);
  });

  // Combat > "Dirty war!": "If a combat between two units that include pikemen ends in a tie, ... another combat
  // round. ... the charge must not have been qualified as a flank charge ... These additional rounds no longer
  // apply the bonuses linked to the charge." Tercio against Tercio: round 1 ties (all 1s), round 2 without Assault!.
  it('Dirty war!: a tie between pike units fights another round, without the Assault! bonus (6 -> 4 dice)', () => {
    const r = resolveMelee(
      ScriptedDice.of([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* round 2 */ 4, 1, 1, 1, 4, 4, 4, 4, 1, 1, 1, 1]),
      { attacker: TERCIO, defender: TERCIO, options: TerciosOptionsSchema.parse({ dirtyWar: { policy: 'always' } }) },
    );
    expect(r.dirtyWarRounds).toBe(1);
    expect(r.rounds.map((x) => [x.dirtyWar, x.attacker.meleeDice, x.defender.meleeDice])).toEqual([
      [false, 6, 4],
      [true, 4, 4],
    ]);
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 1 });
  });

  it('no Dirty war! after a flank charge, nor without pikes on both sides', () => {
    expect(
      resolveMelee(ScriptedDice.of(Array<number>(30).fill(1)), { attacker: TERCIO, defender: TERCIO, flank: true })
        .rounds,
    ).toHaveLength(1);
    expect(
      resolveMelee(ScriptedDice.of(Array<number>(30).fill(1)), { attacker: TERCIO, defender: MUSKETEERS }).rounds,
    ).toHaveLength(1);
  });

  // Flank Charges: "Units with the special rule "Square" ... can never be considered as having been taken in flank."
  it('Square: a flank charge brings no Melee- (4 dice) and no Courage- (4 dice)', () => {
    const square: TerciosUnit = { ...TERCIO, rules: ['dense', 'square'] };
    const r = resolveMelee(ScriptedDice.of(Array<number>(30).fill(6)), {
      attacker: MUSKETEERS,
      defender: square,
      flank: true,
    });
    expect(r.flank).toBe(false);
    expect(r.rounds[0]!.defender.meleeDice).toBe(4);
    expect(r.rounds[0]!.attacker.resistance.dice).toBe(4);
  });
});
