import { ScriptedDice, type DiceRequest } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';

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
    expect(r.rounds[0]!.routTests).toEqual({
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
