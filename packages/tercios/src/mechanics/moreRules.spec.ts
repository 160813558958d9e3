import { enumerate, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';
import { resolveShooting } from './__fixtures__/asWritten.js';
import { sufferWear } from './__fixtures__/asWritten.js';

const sixes = () => ScriptedDice.of(Array(60).fill(6));
const noDirtyWar = TerciosOptionsSchema.parse({ dirtyWar: { policy: 'never' } });

describe('more troop, weapon and trait rules in combat and shooting', () => {
  it('Heavy lances: Melee+ after a counter-charge (either side), not otherwise', () => {
    const hussars = { ...HORSE_ARQUEBUSIERS, weapons: ['heavy-lances'] };
    // Counter-charged: Assault! + and Heavy lances + → ++: 3 → 6.
    expect(
      resolveMelee(sixes(), {
        attacker: hussars,
        defender: TERCIO,
        defenderReaction: 'counter-charge',
        options: noDirtyWar,
      }).rounds[0]!.attacker.meleeDice,
    ).toBe(6);
    expect(
      resolveMelee(sixes(), { attacker: hussars, defender: TERCIO, options: noDirtyWar }).rounds[0]!.attacker.meleeDice,
    ).toBe(4);
  });

  it('Swordsmen: Melee+ in Dirty war! rounds only', () => {
    const swords = { ...TERCIO, weapons: ['pikes', 'swordsmen'] };
    const script = [
      ...Array(10).fill(1),
      /* round 2: attacker 4 → 6 dice */ 4,
      1,
      1,
      1,
      1,
      1,
      /* resist */ 1,
      1,
      1,
      1,
      /* defender */ 1,
      1,
      1,
      1,
    ];
    const r = resolveMelee(ScriptedDice.of(script), {
      attacker: swords,
      defender: TERCIO,
      options: TerciosOptionsSchema.parse({ dirtyWar: { policy: 'always' } }),
    });
    expect(r.rounds[0]!.attacker.meleeDice).toBe(6);
    expect(r.rounds[1]!.attacker.meleeDice).toBe(6);
    expect(r.rounds[1]!.dirtyWar).toBe(true);
  });

  it('Gallant: a flank-charged unit loses Melee only, not Courage', () => {
    const gallant = { ...TERCIO, commander: { rank: 2, virtues: [], traits: ['gallant' as const] } };
    const r = resolveMelee(sixes(), { attacker: MUSKETEERS, defender: gallant, flank: true, options: noDirtyWar });
    expect(r.rounds[0]!.attacker.resistance.dice).toBe(4);
    expect(r.rounds[0]!.defender.meleeDice).toBe(2);
  });

  it('Calm: no extra Dm when a disengagement cannot be completed', () => {
    const calm = { ...MUSKETEERS, commander: { rank: 2, virtues: [], traits: ['calm' as const] } };
    const r = resolveMelee(ScriptedDice.of(Array(10).fill(1)), { attacker: calm, defender: MUSKETEERS });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 0 }]);
  });

  it('Determined: the winning charger inflicts 1 more Dm; losing, it is disordered', () => {
    const won = resolveMelee(ScriptedDice.of([3, 3, 1, /* resist */ 5, 1, 1, /* def */ 1, 1]), {
      attacker: MUSKETEERS,
      defender: MUSKETEERS,
      attackerDetermined: true,
    });
    expect(won).toMatchObject({ winner: 'attacker', defenderWear: 2 });
    const lost = resolveMelee(ScriptedDice.of([1, 1, 1, /* def */ 3, 3, /* resist */ 5, 1, 1]), {
      attacker: MUSKETEERS,
      defender: MUSKETEERS,
      attackerDetermined: true,
    });
    expect(lost).toMatchObject({ winner: 'defender', attackerDisordered: true });
  });

  it('Phlegmatic: an attached commander spares the unit the Weary penalty', () => {
    const weary = { ...TERCIO, wear: 5 };
    expect(
      resolveMelee(sixes(), { attacker: weary, defender: MUSKETEERS, options: noDirtyWar }).rounds[0]!.attacker
        .meleeDice,
    ).toBe(4);
    const calm = { ...weary, commander: { rank: 2, virtues: [], traits: ['phlegmatic' as const] } };
    expect(
      resolveMelee(sixes(), { attacker: calm, defender: MUSKETEERS, options: noDirtyWar }).rounds[0]!.attacker
        .meleeDice,
    ).toBe(6);
  });

  it('Harasser: a reaction volley keeps its Shoot+ only if the unit stays', () => {
    const harasser = { ...MUSKETEERS, rules: ['harasser'] };
    const input = { shooter: harasser, target: TERCIO, range: 10, order: 'fire' as const, reaction: true };
    expect(resolveShooting(ScriptedDice.of(Array(5).fill(1)), input).shootDice).toBe(4);
    expect(resolveShooting(ScriptedDice.of(Array(5).fill(1)), { ...input, harasserEvades: true }).shootDice).toBe(3);
  });

  it('sufferWear: Dm beyond Stamina call a rout test at once (blocked disengagement)', () => {
    const dist = enumerate((dice) => ({ destroyed: sufferWear(dice, { ...MUSKETEERS, wear: 2 }, 1).destroyed }));
    expect(dist.probabilityOf((o) => o.destroyed).toString()).toBe('125/216');
    expect(sufferWear(ScriptedDice.of([6, 1, 1]), { ...MUSKETEERS, wear: 2 }, 1).unit.wear).toBe(2);
    expect(sufferWear(ScriptedDice.of([]), MUSKETEERS, 1)).toEqual({
      unit: { ...MUSKETEERS, wear: 1 },
      destroyed: false,
    });
  });
});
