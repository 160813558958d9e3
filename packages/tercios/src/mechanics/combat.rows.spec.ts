import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import type { MeleeInput } from './resolveMelee.js';
import { resolveMelee } from './__fixtures__/asWritten.js';

// Rulebook: Combat > Combat Rounds: "Combat [Melee] # D6 >= Defence (infantry or cavalry)": "Each result equal to
// or higher than the enemy's defence against the attacking unit's type (infantry or cavalry) is a success".
// The Troops > Artillery > Crew Defence: "in close combat, artillery is treated as infantry."
// Tercio Def 4/5 (infantry/cavalry); Musketeer Company Def 3/3; Arquebusiers on horseback Def 4/3.
const ALL_ONES = Array<number>(40).fill(1);
const ALL_SIXES = Array<number>(40).fill(6);
const round = (faces: readonly number[], input: MeleeInput) => resolveMelee(ScriptedDice.of(faces), input).rounds[0]!;

describe("Combat roll against the Defence by the attacking unit's type", () => {
  it.each([
    {
      row: 'infantry (Tercio) against Musketeers: Infantry defence 3; a 3 hits',
      input: { attacker: TERCIO, defender: MUSKETEERS },
      faces: [3, 1, 1, 1, 1, 1],
      defence: 3,
      hits: 1,
    },
    {
      row: 'infantry: a 2 misses Infantry defence 3',
      input: { attacker: TERCIO, defender: MUSKETEERS },
      faces: [2, 2, 2, 2, 2, 2],
      defence: 3,
      hits: 0,
    },
    {
      row: 'cavalry (Arquebusiers on horseback) against the Tercio: Cavalry defence 5; a 5 hits',
      input: { attacker: HORSE_ARQUEBUSIERS, defender: TERCIO },
      faces: [5, 1, 1, 1],
      defence: 5,
      hits: 1,
    },
    {
      row: 'cavalry: a 4 misses Cavalry defence 5',
      input: { attacker: HORSE_ARQUEBUSIERS, defender: TERCIO },
      faces: [4, 4, 4, 4],
      defence: 5,
      hits: 0,
    },
  ])('$row', ({ input, faces, defence, hits }) => {
    const r = round([...faces, ...ALL_SIXES], input);
    expect(r.attacker).toMatchObject({ defence, hits });
  });

  it.each([
    {
      row: "a company strikes back at the Tercio's Infantry defence (4)",
      input: { attacker: TERCIO, defender: MUSKETEERS },
      defence: 4,
    },
    {
      row: 'Crew Defence: artillery strikes at the Infantry defence (4, not Cavalry 5)',
      input: { attacker: TERCIO, defender: LIGHT_ARTILLERY },
      defence: 4,
    },
    {
      row: "the Tercio strikes back at the horse's Infantry defence (4)",
      input: { attacker: HORSE_ARQUEBUSIERS, defender: TERCIO },
      defence: 4,
    },
  ])('$row', ({ input, defence }) => {
    expect(round(ALL_ONES, input).defender.defence).toBe(defence);
  });
});

// Rulebook: Order Cards > Assault!: "in combat (Melee+)"; Reactions > Assault!: counter-charge "both benefit
// from the bonus linked to the Assault! order"; Flank Charges: "Melee and Courage values reduced (penalty -)";
// Terrain Effects in Combat > Height: "a bonus to its Melee value"; Armament > Pikes: "a bonus (+) to its Melee
// value against cavalry, as long as it is not in disorder"; Halberds: "fights an enemy unit that is in disorder,
// it gains a bonus (+)"; Components > Weary: "a penalty (-) to its combat ... values".
// Progression: 4+ = 6, 4++ = 8, 2+ = 3, 2- = 1, 3+ = 4.
describe('Melee modifiers (dice rolled)', () => {
  const halberdiers: TerciosUnit = { ...MUSKETEERS, weapons: ['musket', 'halberds'] };
  it.each([
    {
      row: 'Assault!: Melee+ (Tercio 4 -> 6)',
      input: { attacker: TERCIO, defender: MUSKETEERS },
      side: 'attacker',
      dice: 6,
    },
    {
      row: 'no charge bonus when not charging (Tercio 4)',
      input: { attacker: TERCIO, defender: MUSKETEERS, attackerCharging: false },
      side: 'attacker',
      dice: 4,
    },
    {
      row: 'Height, attacker charging: Melee++ (Tercio 8)',
      input: { attacker: TERCIO, defender: MUSKETEERS, higher: 'attacker' },
      side: 'attacker',
      dice: 8,
    },
    {
      row: 'defender, plain (Musketeers 2)',
      input: { attacker: TERCIO, defender: MUSKETEERS },
      side: 'defender',
      dice: 2,
    },
    {
      row: 'Height, defender: Melee+ (Musketeers 3)',
      input: { attacker: TERCIO, defender: MUSKETEERS, higher: 'defender' },
      side: 'defender',
      dice: 3,
    },
    {
      row: 'counter-charge: defender Melee+ (Musketeers 3)',
      input: { attacker: TERCIO, defender: MUSKETEERS, defenderReaction: 'counter-charge' },
      side: 'defender',
      dice: 3,
    },
    {
      row: 'flank charge: defender Melee- (Musketeers 1)',
      input: { attacker: TERCIO, defender: MUSKETEERS, flank: true },
      side: 'defender',
      dice: 1,
    },
    {
      row: 'Weary defender (Dm = Stamina 2): Melee- (Musketeers 1)',
      input: { attacker: TERCIO, defender: { ...MUSKETEERS, wear: 2 } },
      side: 'defender',
      dice: 1,
    },
    {
      row: 'Pikes against cavalry: Melee+ (Tercio 6)',
      input: { attacker: HORSE_ARQUEBUSIERS, defender: TERCIO },
      side: 'defender',
      dice: 6,
    },
    {
      row: 'Pikes in disorder: no bonus (Tercio 4)',
      input: { attacker: HORSE_ARQUEBUSIERS, defender: { ...TERCIO, disordered: true } },
      side: 'defender',
      dice: 4,
    },
    {
      row: 'Pikes against infantry: no bonus (Tercio 4)',
      input: { attacker: MUSKETEERS, defender: TERCIO },
      side: 'defender',
      dice: 4,
    },
    {
      row: 'Halberds against a disordered enemy: Melee+ (2 -> 3)',
      input: { attacker: { ...TERCIO, disordered: true }, defender: halberdiers },
      side: 'defender',
      dice: 3,
    },
    {
      row: 'Halberds against an enemy in order: no bonus (2)',
      input: { attacker: TERCIO, defender: halberdiers },
      side: 'defender',
      dice: 2,
    },
  ] as const)('$row', ({ input, side, dice }) => {
    expect(round(ALL_ONES, input as MeleeInput)[side].meleeDice).toBe(dice);
  });
});

// Rulebook: Combat > Consequences of Combat: "the winner is the one who has inflicted more Dm"; "Unless the loser
// retreats because it had no success on its resistance test, it must disengage"; "Disengagement: ... a distance of
// 3 inches ... If the unit cannot fully complete this movement ... it receives one additional Dm. ... the attacker
// may also withdraw in order to leave a minimum gap of one inch"; "Retreat: ... a distance equal to double its
// movement ... It is also put into Disorder"; "Tie: ... it is the attacker that must disengage (3 inches)";
// Combat Rounds > Advance: "advancing 3 inches". Tercio charges Musketeers (Speed 5, Courage 3).
describe('Consequences of combat', () => {
  it('Tie (no Dm either side): the attacker disengages 3", +1 Dm if blocked', () => {
    const r = resolveMelee(ScriptedDice.of([3, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1]), {
      attacker: TERCIO,
      defender: MUSKETEERS,
    });
    expect(r.winner).toBe('tie');
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 }]);
  });

  it('the loser that resisted once disengages 3" (+1 Dm if blocked); the attacker may leave a 1" gap', () => {
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, 1, 1, 5, 1, 1, 1, 1]), {
      attacker: TERCIO,
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 1, defenderDisordered: false });
    expect(r.movements).toEqual([
      { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 },
      { unit: 'attacker', kind: 'withdraw-gap', distance: 1, optional: true, wearIfBlocked: 0 },
    ]);
  });

  it('the loser with no success retreats double its Speed (5 -> 10") in Disorder, +1 Dm if blocked; the winner may advance 3"', () => {
    const r = resolveMelee(ScriptedDice.of([3, 1, 1, 1, 1, 1, 4, 4, 4, 1, 1]), {
      attacker: TERCIO,
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 1, defenderDisordered: true });
    expect(r.movements).toEqual([
      { unit: 'defender', kind: 'retreat', distance: 10, wearIfBlocked: 1 },
      { unit: 'attacker', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 },
    ]);
  });

  it('the defender wins by inflicting more Dm: the attacker that resisted once disengages 3"', () => {
    // Tercio: six 1s. Musketeers: 4, 4 hit Infantry defence 4; Tercio Courage 4 resists with one 5.
    const r = resolveMelee(ScriptedDice.of([1, 1, 1, 1, 1, 1, 4, 4, 5, 1, 1, 1]), {
      attacker: TERCIO,
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({ winner: 'defender', attackerWear: 1, defenderWear: 0 });
    expect(r.movements).toContainEqual({ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 });
  });
});
