import { ScriptedDice, type DiceRequest } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';
import { TerciosOptionsSchema } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { DirtyWarState } from './resolveMelee.js';

// Killers for the resolveMelee.ts mutants Stryker left alive (docs/mutation/tercios-melee.md). Rulebook: Combat
// (the combat roll against the enemy's defence, the resistance roll needing 5+, the rout test) and "Dirty war!".

/** Dice that play `faces` in order, logging each request. */
const scripted = (faces: readonly number[], asked: DiceRequest[]) => {
  let next = 0;
  return new ScriptedDice((request) => {
    asked.push(request);
    const taken = faces.slice(next, next + request.count);
    next += request.count;
    return taken;
  });
};

describe('A combat round as the players roll it', () => {
  // Combat: each unit rolls its Melee dice needing the enemy's defence against its type; each hit is resisted with
  // Courage dice needing 5+; Dm beyond Stamina call the rout test (Shooting > Rout Test: a 6 per Rout Point).
  // A Tercio (Melee 4, Assault! Melee ++: 6 dice) charges a Musketeer Company (Def 3 against infantry).
  it('names each roll with its dice and target, and keeps the rout test of the round', () => {
    const asked: DiceRequest[] = [];
    const r = resolveMelee(scripted([6, 6, 6, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1, 1, 1, 1, 1, 1], asked), {
      attacker: TERCIO,
      defender: MUSKETEERS,
    });
    expect(asked.map((a) => a.purpose)).toEqual([
      'Tercio combat roll against Musketeer Company: 6d6 needing 3+',
      'Musketeer Company resisting 3 hit(s) in combat: 3d6 needing 5+',
      'Musketeer Company combat roll against Tercio: 2d6 needing 4+',
      'Tercio resisting 2 hit(s) in combat: 4d6 needing 5+',
      'Musketeer Company rout test: 3d6 needing 1 six(es)',
    ]);
    // Strict: the attacker, which took no Dm beyond its Stamina, made no rout test and has no entry at all.
    expect(r.rounds[0]!.routTests).toStrictEqual({
      defender: {
        routPoints: 1,
        tested: true,
        passed: false,
        dice: 3,
        sixes: 0,
        rerolled: false,
        commanderKilled: false,
      },
    });
  });

  // Combat > "Dirty war!": two pike units tied may fight additional rounds, without the charge bonuses (4 dice, not 6).
  it('the rolls of an additional round of Dirty war! say so', () => {
    const asked: DiceRequest[] = [];
    resolveMelee(
      scripted(
        Array.from({ length: 200 }, () => 1),
        asked,
      ),
      { attacker: TERCIO, defender: TERCIO, declareDirtyWar: () => true },
    );
    expect(asked.slice(0, 3).map((a) => a.purpose)).toEqual([
      'Tercio combat roll against Tercio: 6d6 needing 4+',
      'Tercio combat roll against Tercio: 4d6 needing 4+',
      'Tercio combat roll against Tercio (Dirty war!): 4d6 needing 4+',
    ]);
  });
});

const withCommander = (unit: TerciosUnit, traits: readonly ('selfless' | 'calm')[]): TerciosUnit => ({
  ...unit,
  commander: { rank: 2, virtues: [], traits: [...traits] },
});

describe('The rounds of a combat: Dm, Disorder and the rout tests (resolveMelee.ts:145-220)', () => {
  // Combat > Resistance roll: "If no success is obtained on this roll, the unit is put into Disorder". A unit that was
  // not hit makes no resistance roll: it is not disordered; one already in Disorder stays so (Status Markers).
  it('no hit, no Disorder; a unit already in Disorder stays in Disorder', () => {
    const ones = () => ScriptedDice.of(Array<number>(10).fill(1));
    const fresh = resolveMelee(ones(), { attacker: TERCIO, defender: MUSKETEERS });
    expect(fresh).toMatchObject({ winner: 'tie', attackerDisordered: false, defenderDisordered: false });
    expect(fresh.commanderKilled).toEqual({ attacker: false, defender: false });
    const shaken = resolveMelee(ones(), {
      attacker: { ...TERCIO, disordered: true },
      defender: { ...MUSKETEERS, disordered: true },
    });
    expect(shaken).toMatchObject({ winner: 'tie', attackerDisordered: true, defenderDisordered: true });
  });

  // Command > Selfless: "a unit attached to this commander that fails a rout test may re-roll its dice. The commander
  // is killed even if the second test succeeds." Musketeers (Stamina 2) already at 2 Dm take a third in combat.
  it('Selfless: the attacker fails its rout test, re-rolls and holds; its commander is killed by the combat', () => {
    const r = resolveMelee(
      ScriptedDice.of([1, 1, 1, /* defender hits once */ 3, 1, /* no 5+ */ 1, 1, 1, /* rout */ 1, 1, 1, 6, 1, 1]),
      { attacker: withCommander({ ...MUSKETEERS, wear: 2 }, ['selfless']), defender: MUSKETEERS },
    );
    expect(r.rounds[0]!.routTests).toStrictEqual({
      attacker: {
        routPoints: 1,
        tested: true,
        passed: true,
        dice: 3,
        sixes: 1,
        rerolled: true,
        commanderKilled: true,
      },
    });
    expect(r).toMatchObject({
      winner: 'defender',
      attackerWear: 2,
      commanderKilled: { attacker: true, defender: false },
    });
    expect(r.attackerDestroyed).toBeUndefined();
  });

  it('Selfless: the defender fails its rout test, re-rolls and holds; its commander is killed by the combat', () => {
    const r = resolveMelee(
      ScriptedDice.of([3, 1, 1, /* no 5+ */ 1, 1, 1, /* defender misses */ 1, 1, /* rout */ 1, 1, 1, 6, 1, 1]),
      { attacker: MUSKETEERS, defender: withCommander({ ...MUSKETEERS, wear: 2 }, ['selfless']) },
    );
    expect(r.rounds[0]!.routTests.defender).toMatchObject({ passed: true, rerolled: true, commanderKilled: true });
    expect(r).toMatchObject({
      winner: 'attacker',
      defenderWear: 2,
      commanderKilled: { attacker: false, defender: true },
    });
  });

  // Combat > Tie: "in case of a tie during combat, it is the attacker that must disengage (3 inches)", even when its
  // resistance roll had no success (a Retreat is for the loser only).
  it('Tie: both inflict 1 Dm and neither parried: the attacker disengages 3", it does not retreat', () => {
    const r = resolveMelee(
      ScriptedDice.of([3, 1, 1, 1, 1, 1, /* no 5+ */ 1, 1, 1, /* Musketeers hit once */ 4, 1, /* no 5+ */ 1, 1, 1, 1]),
      { attacker: TERCIO, defender: MUSKETEERS },
    );
    expect(r).toMatchObject({ winner: 'tie', attackerWear: 1, defenderWear: 1, attackerDisordered: true });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 }]);
  });

  // Shooting > Rout Test: a unit that fails it is destroyed; a destroyed attacker has nothing left to disengage.
  // Musketeers at 2 Dm (Stamina 2) are Weary: the attacker rolls 2 dice (Assault! +, Weary -), the defender 1.
  it('Tie: an attacker destroyed by its rout test makes no disengagement', () => {
    const r = resolveMelee(
      ScriptedDice.of([3, 1, /* no 5+ */ 1, 1, 1, /* hit */ 3, /* no 5+ */ 1, 1, 1, /* rout */ 1, 1, 1, 6, 1, 1]),
      { attacker: { ...MUSKETEERS, wear: 2 }, defender: { ...MUSKETEERS, wear: 2 } },
    );
    expect(r).toMatchObject({ winner: 'tie', attackerDestroyed: 'rout-test' });
    expect(r.defenderDestroyed).toBeUndefined();
    expect(r.movements).toEqual([]);
  });

  // Combat > "Dirty war!": "one of the two players may declare Dirty war!" after a tie: the declaration sees the
  // round just fought and both units as they are after it.
  it('Dirty war!: the declaration sees the round number and both units after the tied round', () => {
    const states: { round: number; attackerWear: number; defenderWear: number }[] = [];
    const declareDirtyWar = (s: DirtyWarState) => {
      states.push({ round: s.round, attackerWear: s.attacker.wear ?? 0, defenderWear: s.defender.wear ?? 0 });
      return s.round < 2;
    };
    const r = resolveMelee(
      ScriptedDice.of([
        4, 1, 1, 1, 1, 1, /* no 5+ */ 1, 1, 1, 1, /* hit */ 4, 1, 1, 1, /* no 5+ */ 1, 1, 1, 1,
        /* round 2: nobody hits */ 1, 1, 1, 1, 1, 1, 1, 1,
      ]),
      { attacker: TERCIO, defender: TERCIO, declareDirtyWar },
    );
    expect(states).toEqual([
      { round: 1, attackerWear: 1, defenderWear: 1 },
      { round: 2, attackerWear: 1, defenderWear: 1 },
    ]);
    expect(r).toMatchObject({ winner: 'tie', dirtyWarRounds: 1 });
  });

  // Ruling "Dirty war!" (`dirtyWar.roundValues: 'initial-values'`): extra rounds use the values from before the
  // combat, with the Dm carried. Tercios at 4 Dm (Stamina 5) take 1 Dm each in round 1: at 5 Dm they are Weary
  // ("a penalty (-) to its combat ... values"), so the Dirty war! round rolls fewer than the 4 dice of a fresh Tercio.
  it('Dirty war! with initial values: the Dm of the tied round count (Weary)', () => {
    const options = TerciosOptionsSchema.parse({ dirtyWar: { roundValues: 'initial-values', maxExtraRounds: 1 } });
    const worn = { ...TERCIO, wear: 4 };
    const r = resolveMelee(
      ScriptedDice.of([
        4,
        1,
        1,
        1,
        1,
        1,
        /* no 5+ */ 1,
        1,
        1,
        1,
        /* hit */ 4,
        1,
        1,
        1,
        /* no 5+ */ 1,
        1,
        1,
        1,
        ...Array<number>(20).fill(1),
      ]),
      { attacker: worn, defender: worn, options },
    );
    expect(r.rounds.map((x) => [x.attacker.meleeDice, x.defender.meleeDice])).toEqual([
      [6, 4],
      [2, 2],
    ]);
  });
});
