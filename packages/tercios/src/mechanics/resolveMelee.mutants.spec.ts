import { ScriptedDice, type DiceRequest } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
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
    const options = TerciosOptionsSchema.parse({
      dirtyWar: { policy: 'always', roundValues: 'initial-values', maxExtraRounds: 1 },
    });
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

const lancers: TerciosUnit = { ...HORSE_ARQUEBUSIERS, name: 'Lancers', weapons: ['lances'] };

describe('The consequences of a combat: the loser, the winner, Determined (resolveMelee.ts:221-290)', () => {
  // Combat > Consequences of Combat: "Unless the loser retreats because it had no success on its resistance test, it
  // must disengage." The loser's own resistance roll decides, not the enemy's. Musketeers (3 dice) charge a Tercio:
  // the Tercio parries nothing (1 Dm), the Musketeers parry one of 3 hits (2 Dm) and lose.
  it('a losing attacker that parried a hit disengages 3", even if the winner parried none', () => {
    const r = resolveMelee(
      ScriptedDice.of([4, 1, 1, /* no 5+ */ 1, 1, 1, 1, /* Tercio */ 3, 3, 3, 1, /* one 5+ */ 5, 1, 1]),
      { attacker: MUSKETEERS, defender: TERCIO },
    );
    expect(r).toMatchObject({ winner: 'defender', attackerWear: 2, defenderWear: 1, attackerDisordered: false });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 }]);
  });

  // Shooting > Rout Test: failed, the unit is destroyed: a losing attacker destroyed by its rout test stays destroyed
  // and makes no movement.
  it('a losing attacker destroyed by its rout test stays destroyed and does not move', () => {
    const r = resolveMelee(
      ScriptedDice.of([
        4, 1, 1, /* no 5+ */ 1, 1, 1, 1, /* Tercio */ 3, 3, 3, 1, /* one 5+ */ 5, 1, 1, /* rout */ 1, 1, 1,
      ]),
      { attacker: { ...MUSKETEERS, wear: 1 }, defender: TERCIO },
    );
    expect(r).toMatchObject({ winner: 'defender', attackerDestroyed: 'rout-test' });
    expect(r.movements).toEqual([]);
  });

  // Shooting > Rout Test: "Dm exceed Stamina": a winner destroyed by its own rout test cannot pursue (Cavalry >
  // Pursuit: "the cavalry unit must make a movement"), so the infantry it beat retreats and survives (ruling "A winner
  // destroyed in the same round", default `destroyedWinnerEffects: 'none'`; `apply` in options/optionSwitches.spec.ts).
  it('Pursuit: cavalry that wins but is destroyed by its rout test does not destroy the retreating infantry', () => {
    const r = resolveMelee(
      ScriptedDice.of([4, 1, 1, /* no 5+ */ 1, 1, 1, /* Weary horse */ 3, 3, /* no 5+ */ 1, 1, 1, /* rout */ 1, 1, 1]),
      { attacker: MUSKETEERS, defender: { ...HORSE_ARQUEBUSIERS, wear: 3 } },
    );
    expect(r).toMatchObject({ winner: 'defender', defenderDestroyed: 'rout-test', attackerDisordered: true });
    expect(r.attackerDestroyed).toBeUndefined();
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'retreat', distance: 10, wearIfBlocked: 1 }]);
  });

  it('Pursuit: a charging cavalry destroyed by its rout test lets the infantry it beat retreat', () => {
    const r = resolveMelee(
      ScriptedDice.of([3, 3, 1, /* no 5+ */ 1, 1, 1, /* Musketeers */ 4, 1, /* no 5+ */ 1, 1, 1, /* rout */ 1, 1, 1]),
      { attacker: { ...HORSE_ARQUEBUSIERS, wear: 3 }, defender: MUSKETEERS },
    );
    expect(r).toMatchObject({ winner: 'attacker', attackerDestroyed: 'rout-test', defenderDisordered: true });
    expect(r.defenderDestroyed).toBeUndefined();
    expect(r.movements).toEqual([{ unit: 'defender', kind: 'retreat', distance: 10, wearIfBlocked: 1 }]);
  });

  // Armament > Lances: "Units armed with it automatically destroy ANY unit that is forced to retreat" — only one
  // forced to retreat: a loser that parried a hit disengages.
  it('Lances: a loser that parried a hit disengages and is not destroyed', () => {
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, /* one 5+ */ 5, 1, 1, /* Musketeers */ 1, 1]), {
      attacker: lancers,
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 1 });
    expect(r.defenderDestroyed).toBeUndefined();
    expect(r.movements).toEqual([
      { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 },
      { unit: 'attacker', kind: 'withdraw-gap', distance: 1, optional: true, wearIfBlocked: 0 },
    ]);
  });

  // Armament > Lances (defending): the charger beaten and forced to retreat is destroyed; Combat > Advance is the
  // charger's only, so nobody advances. The charger is horse, which Pursuit spares (against infantry the lancers
  // pursue: resolveMelee.lancesPursuit.spec.ts). Horse: Melee 3, Assault! + = 4 dice needing the lancers' 3: none;
  // lancers: 3 dice needing the horse's 3: one hit; the horse's 3 Courage dice: no 5+.
  it('Lances: an attacker forced to retreat from defending lancers is destroyed; nobody advances', () => {
    const r = resolveMelee(ScriptedDice.of([1, 1, 1, 1, /* lancers */ 3, 1, 1, /* no 5+ */ 1, 1, 1]), {
      attacker: HORSE_ARQUEBUSIERS,
      defender: lancers,
    });
    expect(r).toMatchObject({ winner: 'defender', attackerDestroyed: 'lances' });
    expect(r.movements).toEqual([]);
  });

  // Combat > Advance, and a destroyed unit makes no movement: only the winner's optional advance of 3".
  it('a loser destroyed by its rout test makes no retreat; the charger may advance 3"', () => {
    const r = resolveMelee(ScriptedDice.of([6, 6, 6, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1, 1, 1, 1, 1, 1]), {
      attacker: TERCIO,
      defender: MUSKETEERS,
    });
    expect(r.defenderDestroyed).toBe('rout-test');
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 }]);
  });

  // Adaptations > Forlorn Hope: "Beaten in close combat, they are destroyed."
  it('Forlorn Hope: beaten in combat after parrying a hit, it is destroyed', () => {
    const r = resolveMelee(ScriptedDice.of([3, 3, 1, 1, 1, 1, /* one 5+ */ 5, 1, 1, /* Forlorn Hope */ 1, 1]), {
      attacker: TERCIO,
      defender: { ...MUSKETEERS, name: 'Forlorn Hope', rules: ['forlorn-hope'] },
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 1, defenderDestroyed: 'forlorn-hope' });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 }]);
  });

  // Combat > Disengagement: "If a unit has suffered a flank charge, it must first turn towards the enemy": the
  // flank-charged defender; a charger that loses after a flank charge simply disengages.
  it('flank charge: the charger that loses disengages without turning first', () => {
    const r = resolveMelee(ScriptedDice.of([1, 1, 1, /* flanked Tercio */ 3, 3, 1, 1, /* one 5+ */ 5, 1, 1]), {
      attacker: MUSKETEERS,
      defender: TERCIO,
      flank: true,
    });
    expect(r).toMatchObject({ winner: 'defender', flank: true, attackerWear: 1 });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 }]);
  });

  // Armament > Two-handed swords: "A unit with this rule that wins a combat forces the defeated unit to pass a
  // Discipline test": a defeated unit already destroyed by its rout test has none to pass.
  it('Two-handed swords: no Discipline test for a loser destroyed by its rout test', () => {
    const swords: TerciosUnit = { ...TERCIO, weapons: ['pikes', 'two-handed-swords'] };
    const r = resolveMelee(ScriptedDice.of([6, 6, 6, 1, 1, 1, 1, 1, 1, 4, 4, 1, 1, 1, 1, 1, 1, 1]), {
      attacker: swords,
      defender: MUSKETEERS,
    });
    expect(r.defenderDestroyed).toBe('rout-test');
    expect(r.twoHandedSwords).toBeUndefined();
  });

  it('Two-handed swords: the Discipline test is logged with its dice and target', () => {
    const asked: DiceRequest[] = [];
    const swords: TerciosUnit = { ...TERCIO, weapons: ['pikes', 'two-handed-swords'] };
    resolveMelee(scripted([3, 3, 1, 1, 1, 1, 5, 1, 1, 1, 1, 5, 5, 6], asked), {
      attacker: swords,
      defender: MUSKETEERS,
    });
    // Armament > Two-handed swords: "a minimum of 6 on one die" — six-sided dice, one 6 passes.
    expect(asked.at(-1)).toEqual({
      kind: 'pool',
      count: 3,
      sides: 6,
      target: 6,
      purpose: 'Musketeer Company Discipline test against two-handed swords: 3d6 needing a 6',
    });
  });

  // Command > Calm: "a unit attached to this commander does not suffer additional Dm if it fails a test to
  // disengage" (Combat > Disengagement: "If the unit cannot fully complete this movement ... it receives one
  // additional Dm"). The Musketeers of the first case, with a Calm commander: their disengagement costs nothing if
  // blocked.
  const lostAfterParrying = [4, 1, 1, /* no 5+ */ 1, 1, 1, 1, /* Tercio */ 3, 3, 3, 1, /* one 5+ */ 5, 1, 1];
  it('Calm: a losing attacker whose commander is Calm disengages with no Dm if blocked', () => {
    const r = resolveMelee(ScriptedDice.of(lostAfterParrying), {
      attacker: withCommander(MUSKETEERS, ['calm']),
      defender: TERCIO,
    });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 0 }]);
    const plain = resolveMelee(ScriptedDice.of(lostAfterParrying), {
      attacker: withCommander(MUSKETEERS, ['selfless']),
      defender: TERCIO,
    });
    expect(plain.movements).toEqual([{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 }]);
  });

  // Combat > Retreat: "It must disengage over a distance equal to double its movement ... If this movement cannot
  // be carried out in full, the unit receives one additional Dm." Ruling "Calm": a Retreat is a disengagement, so
  // Calm spares its Dm too (`calmTrait: 'every-disengagement'`); `not-retreat` keeps the Dm. The Musketeers parry
  // nothing (3 Dm against Stamina 2), hold their rout test with a 6 and retreat 10".
  const lostWithoutParrying = [4, 1, 1, 1, 1, 1, 1, /* Tercio */ 3, 3, 3, 1, /* no 5+ */ 1, 1, 1, /* rout */ 6, 1, 1];
  it('Calm and a Retreat: no Dm if blocked by default; one with calmTrait "not-retreat"', () => {
    const retreat = (calmTrait: 'every-disengagement' | 'not-retreat') =>
      resolveMelee(ScriptedDice.of(lostWithoutParrying), {
        attacker: withCommander(MUSKETEERS, ['calm']),
        defender: TERCIO,
        options: TerciosOptionsSchema.parse({ calmTrait }),
      }).movements;
    expect(retreat('every-disengagement')).toEqual([
      { unit: 'attacker', kind: 'retreat', distance: 10, wearIfBlocked: 0 },
    ]);
    expect(retreat('not-retreat')).toEqual([{ unit: 'attacker', kind: 'retreat', distance: 10, wearIfBlocked: 1 }]);
    // `not-retreat` still spares the 3" disengagement its Dm.
    const disengage = resolveMelee(ScriptedDice.of(lostAfterParrying), {
      attacker: withCommander(MUSKETEERS, ['calm']),
      defender: TERCIO,
      options: TerciosOptionsSchema.parse({ calmTrait: 'not-retreat' }),
    });
    expect(disengage.movements).toEqual([{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 0 }]);
  });

  // Reactions > Resist!: "The Courage test in a combat that follows a charge benefits from a bonus (+)"; ruling
  // "Resist! reaction": ++ with `resistReactionCourage: 'double-bonus'`. Components > Modifiers: bonuses and penalties
  // cancel one for one; "+" adds half the value, "++" doubles it. A Tercio in Disorder (Courage -) resists: Courage 4
  // with Resist! + and Disorder - nets 0 (4 dice); with ++ and - nets + (6 dice, not 8).
  it('Resist! on a disordered Tercio: Courage 4 dice (+ and - cancel), 6 dice with the double bonus', () => {
    const courageDice = (resistReactionCourage: 'bonus' | 'double-bonus') =>
      resolveMelee(ScriptedDice.of(Array(40).fill(6)), {
        attacker: MUSKETEERS,
        defender: { ...TERCIO, disordered: true },
        defenderReaction: 'resist',
        options: TerciosOptionsSchema.parse({ resistReactionCourage }),
      }).rounds[0]!.attacker.resistance.dice;
    expect(courageDice('bonus')).toBe(4);
    expect(courageDice('double-bonus')).toBe(6);
  });

  // Command > Determined: "If this unit charges an enemy that has a lower Mvt value or is in disorder, and it wins
  // the combat, the enemy suffers 1 additional Dm. If it loses the combat, it is put into disorder." The extra Dm
  // can exceed Stamina: a rout test at once (ruling "Winner, retreat and advance"). Musketeers (Stamina 2) at 1 Dm
  // take 1 Dm in the round and 1 more from Determined.
  const determined = (script: number[], defender: TerciosUnit) =>
    resolveMelee(ScriptedDice.of(script), { attacker: MUSKETEERS, defender, attackerDetermined: true });
  const won = [3, 1, 1, /* no 5+ */ 1, 1, 1, /* defender misses */ 1, 1];

  it('Determined: the extra Dm calls a rout test; failed, the enemy is destroyed and the charger may advance', () => {
    const r = determined([...won, /* rout */ 1, 1, 1], { ...MUSKETEERS, wear: 1 });
    expect(r).toMatchObject({ winner: 'attacker', defenderWear: 3, defenderDestroyed: 'rout-test' });
    expect(r.movements).toEqual([{ unit: 'attacker', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 }]);
  });

  it('Determined: the extra Dm calls a rout test; passed, the enemy holds at its Stamina and retreats', () => {
    const r = determined([...won, /* rout */ 6, 1, 1], { ...MUSKETEERS, wear: 1 });
    expect(r).toMatchObject({
      winner: 'attacker',
      defenderWear: 2,
      commanderKilled: { attacker: false, defender: false },
    });
    expect(r.defenderDestroyed).toBeUndefined();
    expect(r.movements).toEqual([
      { unit: 'defender', kind: 'retreat', distance: 10, wearIfBlocked: 1 },
      { unit: 'attacker', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 },
    ]);
  });

  it('Determined: a Selfless commander of the enemy re-rolls the rout test of the extra Dm and is killed', () => {
    const r = determined(
      [...won, /* rout */ 1, 1, 1, /* re-roll */ 6, 1, 1],
      withCommander({ ...MUSKETEERS, wear: 1 }, ['selfless']),
    );
    expect(r).toMatchObject({
      winner: 'attacker',
      defenderWear: 2,
      commanderKilled: { attacker: false, defender: true },
    });
    expect(r.defenderDestroyed).toBeUndefined();
  });

  // The enemy destroyed in the round (its rout test), having parried a hit: not disordered; Determined's Disorder is
  // for the charger that loses, not for the enemy it destroyed.
  it('Determined: an enemy destroyed in the round is not put into Disorder', () => {
    const r = determined([3, 3, 1, /* one 5+ */ 5, 1, 1, /* Weary defender */ 1, /* rout */ 1, 1, 1], {
      ...MUSKETEERS,
      wear: 2,
    });
    expect(r).toMatchObject({ winner: 'attacker', defenderDestroyed: 'rout-test', defenderDisordered: false });
  });
});

describe('After the consequences: withdrawal, Fearless, Frenzied, Interception (resolveMelee.ts:291-344)', () => {
  // A destroyed unit makes no movement: when the winning charger and the loser are both destroyed by their rout
  // tests, nobody advances, disengages or withdraws (Combat > Advance; Disengagement: "the attacker may also
  // withdraw"). Weary Musketeers: the charger rolls 2 dice, the defender 1.
  it('both destroyed by their rout tests, the charger winning: no movement at all', () => {
    const r = resolveMelee(
      ScriptedDice.of([3, 3, /* no 5+ */ 1, 1, 1, /* hit */ 3, /* no 5+ */ 1, 1, 1, /* rout tests */ 1, 1, 1, 1, 1, 1]),
      { attacker: { ...MUSKETEERS, wear: 2 }, defender: { ...MUSKETEERS, wear: 2 } },
    );
    expect(r).toMatchObject({ winner: 'attacker', attackerDestroyed: 'rout-test', defenderDestroyed: 'rout-test' });
    expect(r.movements).toEqual([]);
  });

  // Command > Fearless: "If the unit had already been activated and loses the combat, the commander is killed even
  // if the unit is not destroyed." The script of a losing charger that parried a hit (it disengages).
  const lost = [4, 1, 1, /* no 5+ */ 1, 1, 1, 1, /* Tercio */ 3, 3, 3, 1, /* one 5+ */ 5, 1, 1];
  const led = withCommander(MUSKETEERS, []);

  it('Fearless: the charger activated a second time loses: its commander is killed, the unit survives', () => {
    const r = resolveMelee(ScriptedDice.of(lost), { attacker: led, defender: TERCIO, fearlessAfterActivation: true });
    expect(r).toMatchObject({ winner: 'defender', commanderKilled: { attacker: true, defender: false } });
    expect(r.attackerDestroyed).toBeUndefined();
  });

  it('Fearless: not after a first activation, nor when the charger wins', () => {
    expect(resolveMelee(ScriptedDice.of(lost), { attacker: led, defender: TERCIO }).commanderKilled).toEqual({
      attacker: false,
      defender: false,
    });
    const won = resolveMelee(ScriptedDice.of([3, 1, 1, /* no 5+ */ 1, 1, 1, /* misses */ 1, 1]), {
      attacker: led,
      defender: MUSKETEERS,
      fearlessAfterActivation: true,
    });
    expect(won).toMatchObject({ winner: 'attacker', commanderKilled: { attacker: false, defender: false } });
  });

  // Order Cards > Assault!: an interception "If the combat that follows is lost by the reacting unit, the enemy may
  // continue its activation. Otherwise, the enemy's activation ends."
  it('Interception: the enemy continues its activation when the reactor loses, not when it wins', () => {
    const lostReaction = resolveMelee(ScriptedDice.of(lost), {
      attacker: MUSKETEERS,
      defender: TERCIO,
      interception: true,
    });
    expect(lostReaction).toMatchObject({ winner: 'defender', enemyContinues: true });
    const wonReaction = resolveMelee(ScriptedDice.of([3, 1, 1, 1, 1, 1, 1, 1]), {
      attacker: MUSKETEERS,
      defender: MUSKETEERS,
      interception: true,
    });
    expect(wonReaction).toMatchObject({ winner: 'attacker', enemyContinues: false });
    expect('enemyContinues' in resolveMelee(ScriptedDice.of(lost), { attacker: MUSKETEERS, defender: TERCIO })).toBe(
      false,
    );
  });

  // Kingdoms > Frenzied: "units with this rule must make an Order test when they destroy an enemy in combat. If the
  // test is passed, they remove 1 Dm ... If the test fails, the frenzy of the combat puts them into disorder and they
  // remove no Dm." Order Cards > Testing Orders: Discipline dice needing one 5+, Discipline - out of command.
  // Frenzied Arquebusiers on horseback (2 Dm of Stamina 3) destroy Musketeers by Pursuit.
  const frenziedHorse: TerciosUnit = { ...HORSE_ARQUEBUSIERS, rules: ['frenzied'], wear: 2 };
  const pursuit = [3, 1, 1, 1, /* no 5+ */ 1, 1, 1, /* Musketeers miss */ 1, 1];

  it('Frenzied: passed, it removes 1 Dm (2 -> 1); the test is an order test in command by default', () => {
    const asked: DiceRequest[] = [];
    const r = resolveMelee(scripted([...pursuit, /* order test */ 5, 1, 1], asked), {
      attacker: frenziedHorse,
      defender: MUSKETEERS,
    });
    expect(asked.at(-1)!.purpose).toBe('Arquebusiers on horseback order test: 3d6 needing 5+');
    expect(r).toMatchObject({
      defenderDestroyed: 'pursuit',
      frenzied: { unit: 'attacker', passed: true },
      attackerWear: 1,
      attackerDisordered: false,
    });
  });

  // "remove 1 Dm, even if it is their only one": a Frenzied unit with no Dm has none to remove; it stays at 0.
  it('Frenzied: passed with no Dm, it stays at 0 Dm', () => {
    const r = resolveMelee(ScriptedDice.of([...pursuit, /* order test */ 5, 1, 1]), {
      attacker: { ...frenziedHorse, wear: 0 },
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({ frenzied: { unit: 'attacker', passed: true }, attackerWear: 0 });
  });

  it('Frenzied: out of command, the order test has Discipline -', () => {
    const asked: DiceRequest[] = [];
    resolveMelee(scripted([...pursuit, 5, 1], asked), {
      attacker: frenziedHorse,
      defender: MUSKETEERS,
      inCommand: { attacker: false },
    });
    expect(asked.at(-1)!.purpose).toBe('Arquebusiers on horseback order test: 2d6 needing 5+');
  });

  it('Frenzied: failed, it is put into Disorder and keeps its Dm', () => {
    const r = resolveMelee(ScriptedDice.of([...pursuit, /* order test */ 1, 1, 1]), {
      attacker: frenziedHorse,
      defender: MUSKETEERS,
    });
    expect(r).toMatchObject({
      frenzied: { unit: 'attacker', passed: false },
      attackerWear: 2,
      attackerDisordered: true,
    });
  });

  // The defender's Frenzied test changes the defender, not the attacker it destroyed. Weary Musketeers charge
  // frenzied Musketeers at 1 Dm and are destroyed by their rout test.
  it('Frenzied: the defender that destroyed the charger is the one put into Disorder', () => {
    const r = resolveMelee(
      ScriptedDice.of([1, 1, /* hit */ 3, 1, /* no 5+ */ 1, 1, 1, /* rout */ 1, 1, 1, /* order test */ 1, 1, 1]),
      { attacker: { ...MUSKETEERS, wear: 2 }, defender: { ...MUSKETEERS, rules: ['frenzied'], wear: 1 } },
    );
    expect(r).toMatchObject({
      winner: 'defender',
      attackerDestroyed: 'rout-test',
      frenzied: { unit: 'defender', passed: false },
      defenderWear: 1,
      defenderDisordered: true,
    });
  });
});
