import { enumerate, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { rollInitiative } from '../command/rollInitiative.js';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { resolveMelee, resolveShooting } from '../mechanics/__fixtures__/asWritten.js';
import type { MeleeResult } from '../mechanics/resolveMelee.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { TerciosOptionsSchema, type TerciosOptions } from './options.js';

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
        options: TerciosOptionsSchema.parse({ dirtyWar: { policy: 'always', roundValues } }),
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

  // Ruling: A winner destroyed in the same round. Combat > Combat Rounds: both rounds "are considered simultaneous: a
  // unit ... destroyed during a round, still has the possibility of carrying out its own round"; Cavalry > Pursuit,
  // Armament > Lances and Two-handed swords name what a winner does to the loser. `none` (default): a winner its own
  // rout test destroyed does nothing after the combat; `apply`: Pursuit and Lances still destroy the loser that
  // retreats (no pursuit movement: the winner has left the table) and the two-handed swords test is still taken.
  describe('destroyedWinnerEffects: what a winner destroyed by its own rout test does to the loser', () => {
    const both = (run: (options?: TerciosOptions) => MeleeResult) => ({
      none: run(),
      apply: run(TerciosOptionsSchema.parse({ destroyedWinnerEffects: 'apply' })),
    });

    it('Pursuit: the Weary horse wins, fails its rout test; the Musketeers it beat retreat, or are destroyed', () => {
      // Musketeers charge: Melee 2, Assault! +: 3 dice needing the horse's 4+ (one hit), the horse parries none (1 Dm:
      // 4 > Stamina 3); the horse (Melee 3, Weary -: 2 dice) hits twice needing 3+, the Musketeers parry none (they
      // lose and retreat); the horse's rout test, 3d6 needing one 6: none.
      const { none, apply: applied } = both((options) =>
        resolveMelee(
          ScriptedDice.of([4, 1, 1, /* no 5+ */ 1, 1, 1, /* horse */ 3, 3, /* no 5+ */ 1, 1, 1, /* rout */ 1, 1, 1]),
          { attacker: MUSKETEERS, defender: { ...HORSE_ARQUEBUSIERS, wear: 3 }, ...(options ? { options } : {}) },
        ),
      );
      expect(none).toMatchObject({ winner: 'defender', defenderDestroyed: 'rout-test' });
      expect(none.attackerDestroyed).toBeUndefined();
      expect(none.movements).toEqual([{ unit: 'attacker', kind: 'retreat', distance: 10, wearIfBlocked: 1 }]);
      expect(applied).toMatchObject({
        winner: 'defender',
        defenderDestroyed: 'rout-test',
        attackerDestroyed: 'pursuit',
      });
      expect(applied.movements).toEqual([]);
    });

    it('Lances: Weary lancers win against horse and fail their rout test; the beaten horse retreats, or is destroyed', () => {
      const lancers: TerciosUnit = { ...HORSE_ARQUEBUSIERS, name: 'Lancers', weapons: ['lances'], wear: 3 };
      const { none, apply: applied } = both((options) =>
        resolveMelee(
          ScriptedDice.of([3, 3, 1, /* no 5+ */ 1, 1, 1, /* horse */ 3, 1, 1, /* no 5+ */ 1, 1, 1, /* rout */ 1, 1, 1]),
          { attacker: lancers, defender: HORSE_ARQUEBUSIERS, ...(options ? { options } : {}) },
        ),
      );
      expect(none).toMatchObject({ winner: 'attacker', attackerDestroyed: 'rout-test', defenderDisordered: true });
      expect(none.defenderDestroyed).toBeUndefined();
      expect(none.movements).toEqual([{ unit: 'defender', kind: 'retreat', distance: 16, wearIfBlocked: 1 }]);
      expect(applied).toMatchObject({
        winner: 'attacker',
        attackerDestroyed: 'rout-test',
        defenderDestroyed: 'lances',
      });
      expect(applied.movements).toEqual([]);
    });

    it('Two-handed swords: the winner fails its rout test; the loser takes no Discipline test, or takes it', () => {
      const swords: TerciosUnit = { ...MUSKETEERS, weapons: ['two-handed-swords'], wear: 2 };
      const { none, apply: applied } = both((options) =>
        resolveMelee(
          ScriptedDice.of([
            3, 3, /* no 5+ */ 1, 1, 1, /* Musketeers */ 3, 1, /* no 5+ */ 1, 1, 1, /* rout */ 1, 1, 1, 6, 1, 1,
          ]),
          { attacker: swords, defender: MUSKETEERS, ...(options ? { options } : {}) },
        ),
      );
      expect(none).toMatchObject({ winner: 'attacker', attackerDestroyed: 'rout-test' });
      expect(none.twoHandedSwords).toBeUndefined();
      expect(applied).toMatchObject({ winner: 'attacker', attackerDestroyed: 'rout-test' });
      expect(applied.twoHandedSwords).toEqual({ unit: 'defender', passed: true });
    });
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
