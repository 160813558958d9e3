import { enumerate, monteCarlo, Rational, ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import type { MeleeInput } from './resolveMelee.js';
import { resolveMelee } from './__fixtures__/asWritten.js';

/** Melee 1, Courage 1, defence 4 against both, big Stamina: a unit small enough to work out by hand. */
const MILITIA: TerciosUnit = {
  name: 'Militia',
  category: 'infantry',
  values: { speed: 4, melee: 1, shoot: 0, discipline: 3, courage: 1, stamina: 9 },
  defence: { infantry: 4, cavalry: 4, salvo: 4, ball: 4 },
  weapons: [],
  rules: [],
};

const winnerDist = (input: MeleeInput) =>
  enumerate((dice: Dice) => {
    const r = resolveMelee(dice, input);
    return { winner: r.winner, aw: r.attackerWear, dw: r.defenderWear };
  });

describe('resolveMelee (Combat)', () => {
  it('by hand: each side inflicts 1 Dm with 1/2 · 2/3 = 1/3; simultaneous, so attacker 2/9, defender 2/9, tie 5/9', () => {
    const dist = winnerDist({ attacker: MILITIA, defender: MILITIA });
    const m = new Map(dist.marginal('winner').entries.map((e) => [e.value, e.probability.toString()]));
    expect(Object.fromEntries(m)).toEqual({ attacker: '2/9', defender: '2/9', tie: '5/9' });
    expect(dist.total().equals(Rational.ONE)).toBe(true);
  });

  it("rounds are simultaneous: a defender destroyed in the attacker's round still strikes with its initial values", () => {
    const dice = ScriptedDice.of([
      6, 6, 6, 1, 1, 1, /* resist */ 1, 1, 1, /* defender */ 4, 4, /* resist */ 1, 1, 1, 1, /* rout */ 1, 1, 1,
    ]);
    const r = resolveMelee(dice, { attacker: TERCIO, defender: MUSKETEERS });
    expect(r.rounds[0]!.attacker).toMatchObject({ meleeDice: 6, defence: 3, hits: 3, wear: 3 });
    expect(r.rounds[0]!.defender).toMatchObject({ meleeDice: 2, defence: 4, hits: 2, wear: 2 });
    expect(r).toMatchObject({
      winner: 'attacker',
      defenderDestroyed: 'rout-test',
      attackerWear: 2,
      attackerDisordered: true,
    });
    expect(r.movements).toContainEqual({
      unit: 'attacker',
      kind: 'advance',
      distance: 3,
      optional: true,
      wearIfBlocked: 0,
    });
  });

  it('a tie makes the attacker disengage 3"', () => {
    const r = resolveMelee(ScriptedDice.of([1, 1, 1, 1, 1, 1, 1, 1]), { attacker: TERCIO, defender: MUSKETEERS });
    expect(r.winner).toBe('tie');
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 }]);
  });

  it('Dirty war!: pikes on both sides fight on after a tie, without the charge bonus, until one wins', () => {
    const script = [
      1, 1, 1, 1, 1, 1, /* defender */ 1, 1, 1, 1, /* round 2: attacker 4 dice */ 4, 1, 1, 1, /* resist */ 1, 1, 1, 1,
      /* defender */ 1, 1, 1, 1,
    ];
    // Policy always: someone declares Dirty war! (the battle asks the players: dirtyWarQuestion.spec.ts).
    const r = resolveMelee(ScriptedDice.of(script), {
      attacker: TERCIO,
      defender: TERCIO,
      options: TerciosOptionsSchema.parse({ dirtyWar: { policy: 'always' } }),
    });
    expect(r.dirtyWarRounds).toBe(1);
    expect(r.rounds[1]).toMatchObject({ dirtyWar: true, attacker: { meleeDice: 4, hits: 1, wear: 1 } });
    expect(r.winner).toBe('attacker');
    // No resistance success: the loser retreats double its Speed.
    expect(r.movements).toContainEqual({ unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    const never = resolveMelee(ScriptedDice.of(script), {
      attacker: TERCIO,
      defender: TERCIO,
      options: TerciosOptionsSchema.parse({ dirtyWar: { policy: 'never' } }),
    });
    expect(never).toMatchObject({ winner: 'tie', dirtyWarRounds: 0 });
  });

  it('Dirty war! odds by hand: tie 5/9 each round; one extra round: attacker wins 2/9 + 5/9 · 2/9 = 28/81, tie 25/81', () => {
    const pikes = { ...MILITIA, weapons: ['pikes'] };
    const options = TerciosOptionsSchema.parse({ dirtyWar: { policy: 'always', maxExtraRounds: 1 } });
    const dist = winnerDist({ attacker: pikes, defender: pikes, options });
    expect(dist.probabilityOf((o) => o.winner === 'attacker').toString()).toBe('28/81');
    expect(dist.probabilityOf((o) => o.winner === 'tie').toString()).toBe('25/81');
    // Not after a flank charge, nor against a fortified defender.
    expect(
      winnerDist({ attacker: pikes, defender: pikes, options, flank: true })
        .probabilityOf((o) => o.winner === 'tie')
        .toString(),
    ).not.toBe('25/81');
    expect(
      winnerDist({ attacker: pikes, defender: pikes, options, defenderProtected: true })
        .probabilityOf((o) => o.winner === 'tie')
        .toString(),
    ).not.toBe('25/81');
    // A declaration callback overrides the policy.
    expect(
      winnerDist({ attacker: pikes, defender: pikes, options, declareDirtyWar: () => false })
        .probabilityOf((o) => o.winner === 'tie')
        .toString(),
    ).toBe('5/9');
  });

  it('flank charge: the defender has Melee- and Courage-; a Square is never flanked', () => {
    const dice = () => ScriptedDice.of(Array(30).fill(1));
    const flanked = resolveMelee(dice(), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: TERCIO,
      flank: true,
      options: TerciosOptionsSchema.parse({ resistWithoutHits: true }),
    });
    // Tercio: Melee 4, Pikes against cavalry +, flank - → 4; Courage 4, flank - → 2.
    expect(flanked.rounds[0]!.defender.meleeDice).toBe(4);
    expect(flanked.rounds[0]!.attacker.resistance.dice).toBe(2);
    const square = resolveMelee(dice(), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: { ...TERCIO, rules: ['square'] },
      flank: true,
      options: TerciosOptionsSchema.parse({ resistWithoutHits: true }),
    });
    expect(square.flank).toBe(false);
    expect(square.rounds[0]!.defender.meleeDice).toBe(6);
    expect(square.rounds[0]!.attacker.resistance.dice).toBe(4);
  });

  it('Pursuit: infantry that retreats from winning cavalry is destroyed; the cavalry moves its Speed', () => {
    const r = resolveMelee(ScriptedDice.of([3, 1, 1, 1, /* resist */ 1, 1, 1, /* musketeers */ 1, 1]), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderDestroyed: 'pursuit' });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'pursuit', distance: 8, wearIfBlocked: 0 }]);
  });

  it('Lances destroy any unit forced to retreat; No Escape destroys artillery that loses', () => {
    const lancers = { ...HORSE_ARQUEBUSIERS, weapons: ['lances'] };
    const r = resolveMelee(ScriptedDice.of([3, 1, 1, 1, 1, 1, 1, 1, 1, 1]), {
      attacker: lancers,
      defender: HORSE_ARQUEBUSIERS,
    });
    expect(r.defenderDestroyed).toBe('lances');
    // Artillery fights as infantry (Crew Defence): cavalry needs its infantry... its defence against cavalry, 3.
    const gun = resolveMelee(ScriptedDice.of([3, 1, 1, 1, /* resist */ 5, 1, /* gun */ 1, 1]), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: LIGHT_ARTILLERY,
    });
    expect(gun.rounds[0]!.attacker.hits).toBe(1);
    expect(gun.winner).toBe('tie');
    const lost = resolveMelee(ScriptedDice.of([3, 3, 1, 1, /* resist */ 5, 1, /* gun */ 1, 1, /* rout */ 6, 6, 6]), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: LIGHT_ARTILLERY,
    });
    expect(lost).toMatchObject({ winner: 'attacker', defenderDestroyed: 'no-escape' });
  });

  it('a loser that parried a hit disengages 3" (turning to face first after a flank charge); the winner may withdraw to leave 1"', () => {
    const r = resolveMelee(ScriptedDice.of([6, 6, 1, 1, 1, 1, /* resist */ 5, 1, 1, 1, /* def */ 1, 1, 1, 1, 1]), {
      attacker: TERCIO,
      defender: MUSKETEERS,
      flank: true,
    });
    expect(r.winner).toBe('attacker');
    expect(r.movements).toContainEqual({
      unit: 'defender',
      kind: 'disengage',
      distance: 3,
      faceEnemyFirst: true,
      wearIfBlocked: 1,
    });
    expect(r.movements).toContainEqual({
      unit: 'attacker',
      kind: 'withdraw-gap',
      distance: 1,
      optional: true,
      wearIfBlocked: 0,
    });
  });

  it('counter-charge: both have Melee+; Resist! reaction: Courage+ (or ++ with resistReactionCourage "double-bonus")', () => {
    const dice = () => ScriptedDice.of(Array(40).fill(6));
    const noDirtyWar = TerciosOptionsSchema.parse({ dirtyWar: { policy: 'never' } });
    const cc = resolveMelee(dice(), {
      attacker: TERCIO,
      defender: TERCIO,
      defenderReaction: 'counter-charge',
      options: noDirtyWar,
    });
    expect(cc.rounds[0]!.defender.meleeDice).toBe(6);
    const resist = resolveMelee(dice(), { attacker: MUSKETEERS, defender: TERCIO, defenderReaction: 'resist' });
    expect(resist.rounds[0]!.attacker.resistance.dice).toBe(6);
    const double = resolveMelee(dice(), {
      attacker: MUSKETEERS,
      defender: TERCIO,
      defenderReaction: 'resist',
      options: TerciosOptionsSchema.parse({ resistReactionCourage: 'double-bonus' }),
    });
    expect(double.rounds[0]!.attacker.resistance.dice).toBe(8);
  });

  it('height: Melee +; protected: Courage +; Halberds against a disordered enemy: Melee +; Weary: Melee -', () => {
    const dice = () => ScriptedDice.of(Array(40).fill(6));
    expect(
      resolveMelee(dice(), { attacker: MUSKETEERS, defender: TERCIO, higher: 'defender' }).rounds[0]!.defender
        .meleeDice,
    ).toBe(6);
    expect(
      resolveMelee(dice(), { attacker: MUSKETEERS, defender: TERCIO, defenderProtected: true }).rounds[0]!.attacker
        .resistance.dice,
    ).toBe(6);
    const halberds = { ...TERCIO, weapons: ['halberds'] };
    expect(
      resolveMelee(dice(), { attacker: halberds, defender: { ...MUSKETEERS, disordered: true } }).rounds[0]!.attacker
        .meleeDice,
    ).toBe(8);
    expect(
      resolveMelee(dice(), { attacker: { ...TERCIO, wear: 5 }, defender: MUSKETEERS }).rounds[0]!.attacker.meleeDice,
    ).toBe(4);
  });

  it('Pikes: Melee+ against cavalry (Liber Militum); only when charged by cavalry with pikesBonus "when-charged-by-cavalry"', () => {
    const dice = () => ScriptedDice.of(Array(40).fill(6));
    expect(resolveMelee(dice(), { attacker: TERCIO, defender: HORSE_ARQUEBUSIERS }).rounds[0]!.attacker.meleeDice).toBe(
      8,
    );
    const brevis = TerciosOptionsSchema.parse({ pikesBonus: 'when-charged-by-cavalry' });
    expect(
      resolveMelee(dice(), { attacker: TERCIO, defender: HORSE_ARQUEBUSIERS, options: brevis }).rounds[0]!.attacker
        .meleeDice,
    ).toBe(6);
    expect(
      resolveMelee(dice(), { attacker: HORSE_ARQUEBUSIERS, defender: TERCIO, options: brevis }).rounds[0]!.defender
        .meleeDice,
    ).toBe(6);
  });

  it('Two-handed swords: the loser tests Discipline needing a 6 or is disordered', () => {
    const swords = { ...MUSKETEERS, weapons: ['two-handed-swords'] };
    const r = resolveMelee(
      ScriptedDice.of([3, 3, 1, /* resist */ 5, 1, 1, /* def */ 1, 1, /* test 3 dice */ 1, 2, 3]),
      { attacker: swords, defender: MUSKETEERS },
    );
    expect(r.winner).toBe('attacker');
    expect(r.twoHandedSwords).toEqual({ unit: 'defender', passed: false });
    expect(r.defenderDisordered).toBe(true);
  });

  it('Frenzied: destroying the enemy, an order test removes 1 Dm (passed) or disorders (failed)', () => {
    const frenzied = { ...HORSE_ARQUEBUSIERS, rules: ['frenzied'], wear: 1 };
    const r = resolveMelee(
      ScriptedDice.of([3, 1, 1, 1, /* resist */ 1, 1, 1, /* def */ 1, 1, /* order test */ 5, 1, 1]),
      { attacker: frenzied, defender: MUSKETEERS },
    );
    expect(r.frenzied).toEqual({ unit: 'attacker', passed: true });
    expect(r.attackerWear).toBe(0);
  });

  // Rulebook: Kingdoms > Frenzied: "units with this rule must make an Order test when they destroy an enemy in
  // combat." A tied combat can destroy the enemy too (its rout test): the test follows then as well.
  it('Frenzied: the order test also follows a tied combat in which the enemy is destroyed', () => {
    const frenzied = { ...HORSE_ARQUEBUSIERS, rules: ['frenzied'] };
    const outcomes = enumerate((dice: Dice) => {
      const r = resolveMelee(dice, { attacker: frenzied, defender: { ...MUSKETEERS, wear: 2 } });
      const tieDestroying = r.winner === 'tie' && r.defenderDestroyed !== undefined && !r.attackerDestroyed;
      return { tieDestroying, tested: r.frenzied?.unit === 'attacker' };
    });
    expect(outcomes.probabilityOf((o) => o.tieDestroying).toNumber()).toBeGreaterThan(0);
    expect(outcomes.probabilityOf((o) => o.tieDestroying && !o.tested).toNumber()).toBe(0);
  });

  it('Frenzied: a unit that loses but whose enemy is destroyed by its rout test also tests', () => {
    const frenzied = { ...MUSKETEERS, rules: ['frenzied'] };
    const outcomes = enumerate((dice: Dice) => {
      const r = resolveMelee(dice, { attacker: { ...HORSE_ARQUEBUSIERS, wear: 3 }, defender: frenzied });
      const destroys = r.attackerDestroyed !== undefined && !r.defenderDestroyed;
      return { destroys, tested: r.frenzied?.unit === 'defender' };
    });
    expect(outcomes.probabilityOf((o) => o.destroys).toNumber()).toBeGreaterThan(0);
    expect(outcomes.probabilityOf((o) => o.destroys && !o.tested).toNumber()).toBe(0);
    expect(outcomes.probabilityOf((o) => !o.destroys && o.tested).toNumber()).toBe(0);
  });

  it('a unit destroyed with its commander: the combat does not kill him itself (Like a Hero is commandersLost); Interception: the enemy continues if the reactor loses', () => {
    const withCommander = { ...MUSKETEERS, commander: { rank: 2, virtues: [], traits: [] } };
    const r = resolveMelee(ScriptedDice.of([6, 6, 6, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1, 1, 1, 1, 1, 1]), {
      attacker: TERCIO,
      defender: withCommander,
    });
    expect(r.defenderDestroyed).toBe('rout-test');
    expect(r.commanderKilled.defender).toBe(false);
    const i = resolveMelee(ScriptedDice.of(Array(20).fill(1)), {
      attacker: MUSKETEERS,
      defender: TERCIO,
      interception: true,
    });
    expect(i.enemyContinues).toBe(false);
  });

  it('exact odds agree with Monte Carlo: Tercio charging a Musketeer Company', () => {
    const mechanic = (dice: Dice) => {
      const r = resolveMelee(dice, { attacker: TERCIO, defender: MUSKETEERS });
      return { attackerWins: r.winner === 'attacker', dw: r.defenderWear };
    };
    const exact = enumerate(mechanic);
    expect(exact.total().equals(Rational.ONE)).toBe(true);
    const mc = monteCarlo(mechanic, { trials: 20_000, seed: 'tercios-melee' });
    const p = exact.probabilityOf((o) => o.attackerWins).toNumber();
    const sampled = mc.marginal('attackerWins')!.entries.find((e) => e.value === true)!;
    expect(p).toBeGreaterThanOrEqual(sampled.interval.low);
    expect(p).toBeLessThanOrEqual(sampled.interval.high);
  });
});
