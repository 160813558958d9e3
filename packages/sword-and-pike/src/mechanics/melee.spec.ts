import { enumerate, monteCarlo, parseParams, Rational, ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { SwordAndPikeEvent } from '../game/Event.js';
import type { SwordAndPikeState } from '../game/State.js';
import { checkDecision } from '../sequence/legalDecisions.js';
import { reduce } from '../game/reduce.js';
import { resolve } from '../game/resolve.js';
import type { SwordAndPikeScenario } from '../game/Scenario.js';
import { setupBattle } from '../game/setup.js';
import { combatDice, resolveMelee, shareCasualties, type CombatSide } from './closeCombat.js';
import { mechanic } from '../plugins/__fixtures__/mechanic.js';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';

const evasionMechanic = mechanic('evasion');
const meleeMechanic = mechanic('melee');

/** C(n, k) p^k (1-p)^(n-k) with p = 1/6. */
function binomial(n: number, k: number): Rational {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return new Rational(c * 5n ** BigInt(n - k), 6n ** BigInt(n));
}

describe('several units a side (ruling R42)', () => {
  const shot = (stands: number[]): CombatSide => ({ troop: 'arquebusiers', stands, order: 'open' });

  it('shares casualties by stands fighting, never more than a unit has', () => {
    expect(shareCasualties(5, [4, 1], [20, 5])).toEqual([4, 1]);
    expect(shareCasualties(4, [1, 1], [5, 5])).toEqual([2, 2]);
    expect(shareCasualties(3, [4, 1], [20, 5])).toEqual([3, 0]);
    expect(shareCasualties(7, [1, 1], [2, 10])).toEqual([2, 5]);
  });

  it('two chargers on one target roll their dice together; exact odds from two binomials', () => {
    // Two 1-stand arquebusier units (5 dice each, killing on 6) against one (5 dice): the attackers win when
    // min(5, X) > Y, X ~ Bin(10, 1/6), Y ~ Bin(5, 1/6).
    let expected = Rational.ZERO;
    for (let x = 0; x <= 10; x++)
      for (let y = 0; y <= 5; y++) if (Math.min(5, x) > y) expected = expected.add(binomial(10, x).mul(binomial(5, y)));
    const d = enumerate((dice) => ({
      winner: resolveMelee(dice, { attackers: [shot([5]), shot([5])], defenders: [shot([5])], firstRound: true })
        .winner,
    }));
    expect(d.probabilityOf((o) => o.winner === 'attacker').equals(expected)).toBe(true);
    const r = resolveMelee(ScriptedDice.of([6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1]), {
      attackers: [shot([5]), shot([5])],
      defenders: [shot([5])],
      firstRound: true,
    });
    expect(r.attackerDice).toEqual({ onFive: 0, onSix: 10 });
    expect(r.defenderCasualties).toBe(3);
    expect(r.attackerShares).toEqual([1, 0]);
    expect(r.winner).toBe('attacker');
  });

  it('a pike formation fights with its sub-unit: halberdiers add their own dice (5-6 against foot)', () => {
    const pikes: CombatSide = { troop: 'pikemen', stands: [5, 5], order: 'closed' };
    const sleeve: CombatSide = { troop: 'halberdiers', stands: [5], order: 'open' };
    const enemy: CombatSide = { troop: 'sword-and-buckler', stands: [5, 5], order: 'open' };
    const r = resolveMelee(ScriptedDice.of(Array.from({ length: 40 }, () => 1)), {
      attackers: [enemy],
      defenders: [pikes, sleeve],
      firstRound: false,
    });
    expect(r.defenderDice).toEqual({
      onFive: combatDice(pikes, enemy, false).onFive + combatDice(sleeve, enemy, false).onFive,
      onSix: 0,
    });
    expect(r.defenderDice.onFive).toBe(15);
  });

  it('two chargers and a defending sub-unit agree with Monte Carlo: 2 gendarme stands + 1 reiter stand on a pike stand and halberdiers', () => {
    const p = parseParams(meleeMechanic.params, {
      attacker: 'gendarmes',
      'attacker-stands': '2',
      'second-attacker': 'reiters',
      defender: 'pikemen',
      'defender-stands': '1',
      'defender-sub-unit': 'halberdiers',
      'first-round': true,
    });
    const exact = enumerate((d) => meleeMechanic.run(d, p)).mean('defenderCasualties');
    // Gendarmes (fight closed): 3 figures - 2 (pikes' front) + 1 (lance, first roll) = 2 dice a stand, on 5-6;
    // reiters: 3 + 1 - 1 (open v closed) - 2 = 1 die on 6. Expected kills: 4/3 + 1/6 = 3/2 (at most 5 dice: never
    // above the block's 10 figures).
    expect(exact.equals(Rational.of(3, 2))).toBe(true);
    const mc = monteCarlo((d) => meleeMechanic.run(d, p), { trials: 4000, seed: 'melee-r42' }).marginal(
      'defenderCasualties',
    )!.mean!;
    expect(mc.interval.low).toBeLessThanOrEqual(exact.toNumber());
    expect(mc.interval.high).toBeGreaterThanOrEqual(exact.toNumber());
  });

  it('the evasion test agrees with Monte Carlo', () => {
    const p = parseParams(evasionMechanic.params, { rating: '2', disordered: true });
    // D6 + 2 - 1: faces 5-6 evade (6+), 4 is caught (5), 3 falls back (4), 1-2 rout.
    const d = enumerate((dice) => evasionMechanic.run(dice, p));
    expect(d.probabilityOf((o) => o.outcome === 'evades').equals(Rational.of(1, 3))).toBe(true);
    expect(d.probabilityOf((o) => o.outcome === 'routs').equals(Rational.of(1, 3))).toBe(true);
    const mc = monteCarlo((dice) => ({ evades: evasionMechanic.run(dice, p).outcome === 'evades' ? 1 : 0 }), {
      trials: 4000,
      seed: 'evasion-mc',
    }).marginal('evades')!.mean!;
    expect(mc.interval.low).toBeLessThanOrEqual(1 / 3);
    expect(mc.interval.high).toBeGreaterThanOrEqual(1 / 3);
  });

  it('the melee mechanic takes a second attacker and a defending sub-unit, and sums to 1', () => {
    const p = parseParams(meleeMechanic.params, {
      attacker: 'gendarmes',
      'attacker-stands': '1',
      'second-attacker': 'reiters',
      defender: 'pikemen',
      'defender-stands': '1',
      'defender-sub-unit': 'halberdiers',
    });
    const d = enumerate((dice) => meleeMechanic.run(dice, p));
    expect(d.total().equals(Rational.ONE)).toBe(true);
    expect(() =>
      meleeMechanic.validate?.(
        parseParams(meleeMechanic.params, {
          attacker: 'gendarmes',
          'attacker-stands': '1',
          defender: 'reiters',
          'defender-stands': '1',
          'defender-sub-unit': 'halberdiers',
        }),
      ),
    ).toThrow(/pike formation/);
  });
});

type ScenarioUnit = SwordAndPikeScenario['sides']['A']['units'][number];
const unit = (u: Partial<ScenarioUnit> & Pick<ScenarioUnit, 'id' | 'troop' | 'x' | 'y'>): ScenarioUnit => ({
  name: u.id,
  brigade: 'b1',
  figures: 5,
  order: 'open',
  weapon: null,
  moraleClass: 'other-foot',
  frontage: 1,
  attachedTo: null,
  ...u,
});

describe('a close combat in the battle (ruling R42)', () => {
  it('two chargers of one pike block fight it and its sub-unit in one combat, sharing casualties', () => {
    const scenario: SwordAndPikeScenario = {
      name: 'melee',
      table: { width: 72, height: 48 },
      weather: 'clear',
      terrain: [],
      sides: {
        A: {
          name: 'A',
          units: [
            unit({ id: 'a1', troop: 'halberdiers', x: 29, y: 27.5 }),
            unit({ id: 'a2', troop: 'halberdiers', x: 31.5, y: 27.5 }),
          ],
          officers: [],
        },
        B: {
          name: 'B',
          units: [
            unit({ id: 'pike', troop: 'pikemen', order: 'closed', figures: 20, frontage: 2, x: 30, y: 30 }),
            unit({ id: 'sleeve', troop: 'halberdiers', attachedTo: 'pike', x: 33, y: 29.5 }),
          ],
          officers: [],
        },
      },
    };
    const s0 = setupBattle(scenario, ScriptedDice.of([6, 6, 1, 1]), DEFAULT_OPTIONS);
    const charging = {
      target: 'pike',
      rear: false,
      flank: false,
      closed: false,
      halted: false,
      travelled: 0,
      reachedAfterFallBack: false,
    };
    let s: SwordAndPikeState = {
      ...s0,
      movesEnded: ['A'],
      brigadesMoved: { A: ['b1'], B: [] },
      chargeOrder: ['a1', 'a2'],
      units: s0.units.map((u) => (u.side === 'A' ? { ...u, charge: charging, ordered: true, moved: 'full' } : u)),
    };
    // To close: a1 chart 6 (4) + 6, a2 chart 6 + 6; to stand: pike chart 6 + 6. Then the attackers' 4 dice
    // (halberdiers 5 - 2 against pikes' front - 1 open against closed, a stand each) and the block's 25.
    const script = [6, 6, 6, 6, 6, 6, 6, 6, 5, 1, ...[5, 5, 5, 5], ...Array.from({ length: 21 }, () => 1)];
    let i = 0;
    const dice: Dice = new ScriptedDice((req) =>
      Array.from({ length: req.count }, () => (i < script.length ? script[i++]! : 3)),
    );
    const events: SwordAndPikeEvent[] = [];
    expect(checkDecision(s, { kind: 'end-moves' })).toBeNull();
    resolve(
      {
        get state() {
          return s;
        },
        dice,
        emit: (e) => {
          events.push(e);
          s = reduce(s, e);
        },
        combat: swordAndPikeCombatPlugin,
        morale: swordAndPikeMoralePlugin,
      },
      { kind: 'end-moves' },
      'B',
    );
    const fights = events.filter((e) => e.type === 'close-combat');
    expect(fights).toHaveLength(1);
    expect(fights[0]).toMatchObject({
      attackers: ['a1', 'a2'],
      defenders: ['pike', 'sleeve'],
      attackerDice: { onFive: 4, onSix: 0 },
      defenderDice: { onFive: 25, onSix: 0 },
      defenderCasualties: 3,
      attackerCasualties: 4,
      losses: [
        { unit: 'a1', casualties: 2 },
        { unit: 'a2', casualties: 2 },
        { unit: 'pike', casualties: 3 },
        { unit: 'sleeve', casualties: 0 },
      ],
      winner: 'defender',
    });
    // Both chargers lost: each tests.
    const tests = events
      .filter((e) => e.type === 'morale-tested' && e.reason === 'lost a close combat')
      .map((e) => (e.type === 'morale-tested' ? e.unit : ''));
    expect(tests).toEqual(['a1', 'a2']);
  });
});
