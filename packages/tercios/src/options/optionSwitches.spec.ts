import { enumerate, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { rollInitiative } from '../command/rollInitiative.js';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { resolveMelee, resolveShooting } from '../mechanics/__fixtures__/asWritten.js';
import { TerciosOptionsSchema } from './options.js';

// Each option that has no switch test elsewhere: the default and the alternative give different results.

describe('option switches', () => {
  it('resistWithoutHits: with it, a unit that took no hit still rolls and may fall into Disorder', () => {
    const p = (resistWithoutHits: boolean) =>
      enumerate((dice) => ({
        d: resolveMelee(dice, {
          attacker: MUSKETEERS,
          defender: MUSKETEERS,
          options: TerciosOptionsSchema.parse({ resistWithoutHits }),
        }).defenderDisordered,
      })).probabilityOf((o) => o.d);
    // Default: Disorder needs a hit: P(hit) = 1 - (1/3)^3 = 26/27 times no 5+ on 3 dice (8/27).
    expect(p(false).toString()).toBe(`${26 * 8}/${27 * 27}`);
    expect(p(true).toString()).toBe('8/27');
  });

  it('dirtyWar.roundValues: extra rounds from the current state (Disorder counts) or the initial values', () => {
    // Round 1: both hit once and fail to resist (1 Dm each, both disordered) → tie → Dirty war!.
    // Round 2: the attacker misses; the defender hits once; the attacker resists with Courage 4, disordered or not.
    const script = [
      4, 1, 1, 1, 1, 1, /* resist */ 1, 1, 1, 1, /* def */ 4, 1, 1, 1, /* resist */ 1, 1, 1, 1, /* round 2 */ 1, 1, 1,
      1, /* def */ 4, 1, 1, 1, /* resist */ 1, 1, 1, 1,
    ];
    const run = (roundValues: 'current-state' | 'initial-values') =>
      resolveMelee(ScriptedDice.of(script), {
        attacker: TERCIO,
        defender: TERCIO,
        options: TerciosOptionsSchema.parse({ dirtyWar: { roundValues } }),
      });
    const current = run('current-state');
    const initial = run('initial-values');
    expect(current.dirtyWarRounds).toBe(1);
    // Courage 4 disordered (-) = 2 dice from the current state; 4 dice from the values before the combat.
    expect(current.rounds[1]!.defender.resistance.dice).toBe(2);
    expect(initial.rounds[1]!.defender.resistance.dice).toBe(4);
    expect(current).toMatchObject({ winner: 'defender', attackerWear: 2 });
  });

  it('twoHandedSwordsTest: Discipline dice needing a 6 (default) or a single die', () => {
    const swords = { ...MUSKETEERS, weapons: ['two-handed-swords'] };
    const p = (twoHandedSwordsTest: 'discipline-dice' | 'one-die') =>
      enumerate((dice) => {
        const r = resolveMelee(dice, {
          attacker: swords,
          defender: MUSKETEERS,
          options: TerciosOptionsSchema.parse({ twoHandedSwordsTest }),
        });
        return { tested: r.twoHandedSwords !== undefined, passed: r.twoHandedSwords?.passed ?? false };
      });
    const rate = (d: ReturnType<typeof p>) =>
      d
        .probabilityOf((o) => o.passed)
        .div(d.probabilityOf((o) => o.tested))
        .toString();
    expect(rate(p('discipline-dice'))).toBe('91/216');
    expect(rate(p('one-die'))).toBe('1/6');
  });

  it('caracoleTest: a Discipline test rolls even when fresh; as an order test a fresh unit passes without a roll', () => {
    const input = { shooter: HORSE_ARQUEBUSIERS, target: TERCIO, range: 6, order: 'fire' as const, caracole: true };
    expect(resolveShooting(ScriptedDice.of([1, 1, 1, 1, 1, 1]), input).caracole).toEqual({
      passed: false,
      distance: 8,
    });
    expect(
      resolveShooting(ScriptedDice.of([1, 1, 1]), {
        ...input,
        options: TerciosOptionsSchema.parse({ caracoleTest: 'as-order-test' }),
      }).caracole,
    ).toEqual({ passed: true, distance: 8 });
  });

  it('initiativeMaxRerolls: a persisting tie between equal ranks is decided by a coin after the re-rolls', () => {
    const sides = [
      { player: 'a', commanderInChief: { rank: 3, traits: [] } },
      { player: 'b', commanderInChief: { rank: 3, traits: [] } },
    ] as const;
    const zero = TerciosOptionsSchema.parse({ initiativeMaxRerolls: 0 });
    expect(rollInitiative(ScriptedDice.of([4, 4, 2]), sides, zero)).toEqual({
      winner: 'b',
      rolls: [[4, 4]],
      decidedBy: 'coin',
    });
    expect(rollInitiative(ScriptedDice.of([4, 4, 2, 5]), sides).winner).toBe('b');
  });
});
