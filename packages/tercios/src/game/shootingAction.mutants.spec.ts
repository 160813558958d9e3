import { centres, distance, frontCentre, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { ShootingInput, ShootingResult } from '../mechanics/resolveShooting.js';
import type { RoutTestResult } from '../mechanics/routTest.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { defineTerciosCombat } from '../plugins/combat.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import { unitById } from '../table/tableQueries.js';
import type { Modifier } from '../values/Modifier.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import type { ScenarioTerrain, ScenarioUnit } from './Scenario.js';
import { caracoleWithdrawal, shoot, shotCheck } from './shootingAction.js';
import type { BattleState, CommanderState } from './State.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt):
// Shooting > Selecting the Target and Range ("Muskets 12" for a Musketeer Company); Shooting Dice; Resistance test
// ("Each success on a die in this roll cancels one hit"); Damage (Dm); Rout Test ("If the test fails, the unit is
// broken and removed from the game"). Terrain: "Shots out of the building are measured from any point of the
// building's edge." The Troops > Cavalry > Extended Arc of Fire: "they may choose their front centre or the side
// centres of their base as the starting point of the line of fire." Caracole: "After such a unit has fired, it may
// make a Discipline test which, if passed, allows it a withdrawal movement at its speed, keeping the same
// orientation. The caracole cannot be used with a reaction." Experimental: guns that may hurt their own crew.
// Artillery (Light gun): fires only with a Fire! order.
//
// The dice of a shot are the bound combat plugin's (tercios-shooting's work); a recording plugin answers here with a
// given result, so each test sees what the table passes to the rules and what it does with the answer.

/** Musketeers `mus` (A) at (20, 10) facing +y; Tercio `ter` (B) at (20, targetY) facing -y. */
function range(
  targetY = 20,
  shooter: ScenarioUnit = unitOf('mus', 'musketeer-company'),
  terrain: ScenarioTerrain[] = [],
) {
  return fixtureState({
    A: [{ unit: shooter, at: { x: 20, y: 10, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 20, y: targetY, facing: -90 } }],
    terrain,
  });
}

const unit = (s: BattleState, id: string) => unitById(s, id)!;

describe('shotCheck: may it fire at that unit now, and from where', () => {
  it('an enemy 8" in front within the Muskets\' 12": yes, with the line of fire', () => {
    const s = range(20);
    const check = shotCheck(s, unit(s, 'mus'), unit(s, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS);
    expect(check.ok).toBe(true);
    expect(check.ok && check.line.range).toBeCloseTo(20 - 1.1811 - 10.7874, 3);
  });

  it('not at a friend, nor at a unit already destroyed', () => {
    const s = fixtureState({
      A: [
        { unit: unitOf('mus', 'musketeer-company'), at: { x: 20, y: 10, facing: 90 } },
        { unit: unitOf('pal', 'tercio'), at: { x: 20, y: 16, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
    });
    expect(shotCheck(s, unit(s, 'mus'), unit(s, 'pal'), 'fire', false, DEFAULT_TERCIOS_OPTIONS)).toEqual({
      ok: false,
      reason: 'not an enemy unit on the table',
    });
    const r = range(20);
    const gone = { ...r, units: r.units.map((u) => (u.id === 'ter' ? { ...u, destroyed: true } : u)) };
    expect(shotCheck(gone, unit(gone, 'mus'), unit(gone, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS)).toEqual({
      ok: false,
      reason: 'not an enemy unit on the table',
    });
  });

  it('beyond 12": out of range', () => {
    const s = range(25);
    expect(shotCheck(s, unit(s, 'mus'), unit(s, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS)).toEqual({
      ok: false,
      reason: 'out-of-range',
    });
  });

  it('out of range behind a unit that blocks the line: refused for its range, before any line is drawn', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 20, y: 10, facing: 90 } }],
      B: [
        { unit: unitOf('ter', 'tercio'), at: { x: 20, y: 30, facing: -90 } },
        { unit: unitOf('scr', 'tercio'), at: { x: 20, y: 16, facing: -90 } },
      ],
    });
    expect(shotCheck(s, unit(s, 'mus'), unit(s, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS)).toEqual({
      ok: false,
      reason: 'out-of-range',
    });
  });

  it('within range behind a unit that blocks the line: no line of sight, and why', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 20, y: 10, facing: 90 } }],
      B: [
        { unit: unitOf('ter', 'tercio'), at: { x: 20, y: 20, facing: -90 } },
        { unit: unitOf('scr', 'tercio'), at: { x: 20, y: 14.5, facing: -90 } },
      ],
    });
    const check = shotCheck(s, unit(s, 'mus'), unit(s, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS);
    expect(check.ok).toBe(false);
    expect(check).toEqual({ ok: false, reason: 'no line of sight (blocked by scr)' });
  });

  it('a unit in a building shoots from the building\'s edge: 22" from its own front, 10.8" from the edge', () => {
    const house: ScenarioTerrain = {
      id: 'house',
      type: 'small-building',
      points: [
        { x: 15, y: 6 },
        { x: 25, y: 6 },
        { x: 25, y: 22 },
        { x: 15, y: 22 },
      ],
    };
    const s0 = range(34, unitOf('mus', 'musketeer-company'), [house]);
    const s = { ...s0, units: s0.units.map((u) => (u.id === 'mus' ? { ...u, inBuilding: 'house' } : u)) };
    const check = shotCheck(s, unit(s, 'mus'), unit(s, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS);
    expect(check.ok).toBe(true);
    expect(shotCheck(s0, unit(s0, 'mus'), unit(s0, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS)).toEqual({
      ok: false,
      reason: 'out-of-range',
    });
  });

  it('from a side centre only with the Extended Arc of Fire', () => {
    // The target on the shooter's left (-x is its left when it faces +y... the side centre nearest it).
    const arc = { ...unitOf('mus', 'musketeer-company') };
    const s = (shooter: ScenarioUnit) =>
      fixtureState({
        A: [{ unit: shooter, at: { x: 20, y: 10, facing: 90 } }],
        B: [{ unit: unitOf('ter', 'tercio'), at: { x: 12, y: 10, facing: 0 } }],
      });
    const plain = s(arc);
    expect(
      shotCheck(plain, unit(plain, 'mus'), unit(plain, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS, 'left'),
    ).toEqual({
      ok: false,
      reason: 'only the Extended Arc of Fire shoots from the side centres',
    });
    const extended = s({ ...arc, rules: [...arc.rules, 'extended-arc'] });
    const from = (side: 'left' | 'right') =>
      shotCheck(extended, unit(extended, 'mus'), unit(extended, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS, side);
    const [left, right] = [from('left'), from('right')];
    expect([left.ok, right.ok]).toContain(true);
  });

  it("the rules' restrictions: a light gun with a Ready! order may not fire; with Fire! it may", () => {
    const s = range(20, unitOf('mus', 'light-artillery'));
    expect(shotCheck(s, unit(s, 'mus'), unit(s, 'ter'), 'ready', false, DEFAULT_TERCIOS_OPTIONS)).toEqual({
      ok: false,
      reason: 'fire-order-only',
    });
    expect(shotCheck(s, unit(s, 'mus'), unit(s, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS).ok).toBe(true);
  });
});

const rout = (passed: boolean): RoutTestResult => ({
  routPoints: 1,
  tested: true,
  passed,
  dice: 3,
  sixes: passed ? 1 : 0,
  rerolled: false,
  commanderKilled: false,
});

function shotResult(more: Partial<ShootingResult> = {}): ShootingResult {
  return {
    allowed: true,
    shootDice: 3,
    defence: 4,
    fire: 'volley',
    hits: 2,
    wear: 1,
    targetWear: 1,
    targetDisordered: false,
    targetDestroyed: false,
    shooterWearTaken: 0,
    shooterWear: 0,
    shooterDestroyed: false,
    ...more,
  };
}

function recording(state: BattleState, answer: ShootingResult) {
  const seen: ShootingInput[] = [];
  const combat = defineTerciosCombat({
    id: 'test/recording',
    description: 'records the shot',
    shoot: (_dice, situation) => {
      seen.push(situation);
      return answer;
    },
  });
  const ctx = fixtureContext(state, ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS, {
    combat,
    morale: terciosMoralePlugin,
  });
  return { ctx, seen };
}

describe('shoot: what the table tells the rules', () => {
  it('the two units, the range, order, reaction, cover, command, the modifiers and options', () => {
    const mods: Modifier[] = [{ value: 'shoot', steps: 1, source: 'test' }];
    const { ctx, seen } = recording(range(20), shotResult());
    shoot(ctx, 'mus', 'ter', 'fire', false, 'front', mods);
    expect(seen).toHaveLength(1);
    const s = seen[0]!;
    expect(s.shooter.name).toBe('Musketeer Company mus');
    expect(s.target.name).toBe('Tercio ter');
    expect(s.range).toBeCloseTo(8.031, 2);
    expect(s).toMatchObject({ order: 'fire', reaction: false, cover: false, shooterInCommand: false });
    expect(s.modifiers).toEqual({ shooter: mods });
    expect(s.options).toBe(DEFAULT_TERCIOS_OPTIONS);
    expect('harasserEvades' in s).toBe(false);
  });

  it('a reaction with Ready! and a Harasser that evades after its shot are passed on; no modifiers by default', () => {
    const { ctx, seen } = recording(range(20), shotResult());
    shoot(ctx, 'mus', 'ter', 'ready', true, 'front', undefined, true);
    expect(seen[0]).toMatchObject({ order: 'ready', reaction: true, harasserEvades: true });
    expect(seen[0]!.modifiers).toEqual({ shooter: [] });
  });

  it('a shooter under command is said to be so', () => {
    const s = range(20);
    const cinc: CommanderState = {
      id: 'cinc',
      side: 'A',
      name: 'General',
      rank: 3,
      commanderInChief: true,
      regiment: null,
      traits: [],
      virtues: [],
      position: { x: 20, y: 7 },
      attachedTo: null,
      exhausted: false,
      joinedThisTurn: false,
      removed: false,
    };
    const { ctx, seen } = recording({ ...s, commanders: [cinc] }, shotResult());
    shoot(ctx, 'mus', 'ter', 'fire', false);
    expect(seen[0]!.shooterInCommand).toBe(true);
  });

  it('no shot (no unit, refused by the table, or refused by the rules): no event', () => {
    for (const [shooter, target, state] of [
      ['nobody', 'ter', range(20)],
      ['mus', 'nobody', range(20)],
      ['mus', 'ter', range(25)],
    ] as const) {
      const { ctx, seen } = recording(state, shotResult());
      shoot(ctx, shooter, target, 'fire', false);
      expect(seen).toEqual([]);
      expect(ctx.events).toEqual([]);
    }
    const { ctx } = recording(range(20), shotResult({ allowed: false, reason: 'hidden' }));
    shoot(ctx, 'mus', 'ter', 'fire', false);
    expect(ctx.events).toEqual([]);
  });
});

describe('shoot: what the table does with the result', () => {
  it('logs the shot (hits cancelled by the resistance test, range to 0.1"), the rout test, the target\'s markers', () => {
    const { ctx } = recording(
      range(20),
      shotResult({
        hits: 3,
        resistance: { rolled: true, dice: 4, target: 4, successes: 1, wear: 2, disordered: false },
        wear: 2,
        targetWear: 6,
        routTest: rout(true),
        targetDisordered: true,
      }),
    );
    shoot(ctx, 'mus', 'ter', 'fire', false);
    expect(ctx.events).toEqual([
      { kind: 'shot', shooter: 'mus', target: 'ter', dice: 3, hits: 3, cancelled: 1, wear: 2, range: 8 },
      { kind: 'rout-test', unit: 'ter', routPoints: 1, sixes: 1, passed: true },
      { kind: 'unit-state', unit: 'ter', wear: 6, disordered: true, reason: 'shooting' },
    ]);
  });

  it('no resistance test (no hit): nothing cancelled', () => {
    const { ctx } = recording(range(20), shotResult({ hits: 0, wear: 0, targetWear: 0 }));
    shoot(ctx, 'mus', 'ter', 'fire', false);
    expect(ctx.events).toEqual([
      { kind: 'shot', shooter: 'mus', target: 'ter', dice: 3, hits: 0, cancelled: 0, wear: 0, range: 8 },
    ]);
  });

  it('the target broken by its rout test is removed "broken by shooting"', () => {
    const { ctx } = recording(range(20), shotResult({ routTest: rout(false), targetDestroyed: true, targetWear: 7 }));
    shoot(ctx, 'mus', 'ter', 'fire', false);
    expect(ctx.events.slice(1)).toEqual([
      { kind: 'rout-test', unit: 'ter', routPoints: 1, sixes: 0, passed: false },
      { kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 },
    ]);
  });

  it("Experimental guns: the shooter's own Dm and rout test; broken by them, it is removed", () => {
    const hurt = recording(range(20), shotResult({ wear: 0, targetWear: 0, shooterWearTaken: 1, shooterWear: 1 }));
    shoot(hurt.ctx, 'mus', 'ter', 'fire', false);
    expect(hurt.ctx.events.slice(1)).toEqual([
      { kind: 'unit-state', unit: 'mus', wear: 1, disordered: false, reason: 'experimental guns' },
    ]);
    const s = range(20);
    const disordered = { ...s, units: s.units.map((u) => (u.id === 'mus' ? { ...u, disordered: true } : u)) };
    const kept = recording(disordered, shotResult({ wear: 0, targetWear: 0, shooterWear: 1 }));
    shoot(kept.ctx, 'mus', 'ter', 'fire', false);
    expect(kept.ctx.events.slice(1)).toEqual([
      { kind: 'unit-state', unit: 'mus', wear: 1, disordered: true, reason: 'experimental guns' },
    ]);
    const broken = recording(
      range(20),
      shotResult({ wear: 0, targetWear: 0, shooterWear: 3, shooterRoutTest: rout(false), shooterDestroyed: true }),
    );
    shoot(broken.ctx, 'mus', 'ter', 'fire', false);
    expect(broken.ctx.events.slice(1)).toEqual([
      { kind: 'rout-test', unit: 'mus', routPoints: 1, sixes: 0, passed: false },
      { kind: 'unit-destroyed', unit: 'mus', reason: 'destroyed by its own experimental guns', points: 1 },
    ]);
  });
});

describe("Caracole: offered after the unit's own shot", () => {
  function cavalry(actingUnit: string | null) {
    const s = range(17, unitOf('cav', 'arquebusiers-on-horseback'));
    return {
      ...s,
      acting:
        actingUnit === null
          ? null
          : {
              unit: actingUnit,
              order: 'fire' as const,
              actions: [],
              freeReorient: false,
              brigadeQueue: [],
              chargeTarget: null,
              interrupted: false,
              counterCharge: false,
            },
    };
  }
  const offered = (ctx: { events: { kind: string }[] }) => ctx.events.some((e) => e.kind === 'caracole-offered');

  it('after its own shot, acting: offered', () => {
    const { ctx } = recording(cavalry('cav'), shotResult());
    shoot(ctx, 'cav', 'ter', 'fire', false);
    expect(ctx.events.at(-1)).toEqual({ kind: 'caracole-offered', unit: 'cav' });
  });

  it('"The caracole cannot be used with a reaction": none after a reaction shot', () => {
    const { ctx } = recording(cavalry('cav'), shotResult());
    shoot(ctx, 'cav', 'ter', 'fire', true);
    expect(offered(ctx)).toBe(false);
  });

  it('none when the shot destroyed the shooter, when another unit is acting, or for a unit without Caracole', () => {
    const destroyed = recording(cavalry('cav'), shotResult({ shooterDestroyed: true }));
    shoot(destroyed.ctx, 'cav', 'ter', 'fire', false);
    expect(offered(destroyed.ctx)).toBe(false);
    const other = recording(cavalry('ter'), shotResult());
    shoot(other.ctx, 'cav', 'ter', 'fire', false);
    expect(offered(other.ctx)).toBe(false);
    const idle = recording(cavalry(null), shotResult());
    shoot(idle.ctx, 'cav', 'ter', 'fire', false);
    expect(offered(idle.ctx)).toBe(false);
    const s = range(20);
    const musketeers = recording({ ...s, acting: { ...cavalry('mus').acting! } }, shotResult());
    shoot(musketeers.ctx, 'mus', 'ter', 'fire', false);
    expect(offered(musketeers.ctx)).toBe(false);
  });
});

describe('caracoleWithdrawal: the test, then straight back keeping the facing', () => {
  // Arquebusiers on horseback: Discipline 3 (3 dice, one 5+ passes the default caracole test).
  const s = range(17, unitOf('cav', 'arquebusiers-on-horseback'));

  it('passed: withdraws the inches chosen, facing kept', () => {
    const ctx = fixtureContext(s, ScriptedDice.of([1, 5, 1]));
    caracoleWithdrawal(ctx, 'cav', 4);
    const cav = unit(ctx.state, 'cav');
    expect(cav.base.centre.y).toBeCloseTo(6, 3);
    expect(cav.base.facing).toBeCloseTo(unit(s, 'cav').base.facing, 6);
    expect(ctx.events).toEqual([
      { kind: 'caracole-test', unit: 'cav', inches: 4, passed: true },
      { kind: 'unit-moved', unit: 'cav', base: cav.base, reason: 'caracole', inBuilding: null },
    ]);
  });

  it('failed: the test is logged and the unit stays', () => {
    const ctx = fixtureContext(s, ScriptedDice.of([1, 4, 1]));
    caracoleWithdrawal(ctx, 'cav', 4);
    expect(ctx.events).toEqual([{ kind: 'caracole-test', unit: 'cav', inches: 4, passed: false }]);
  });

  it('a withdrawal of 0.05" or less is no move; a unit gone makes no test', () => {
    const ctx = fixtureContext(s, ScriptedDice.of([6, 6, 6]));
    caracoleWithdrawal(ctx, 'cav', 0.05);
    expect(ctx.events).toEqual([{ kind: 'caracole-test', unit: 'cav', inches: 0.05, passed: true }]);
    const gone = { ...s, units: s.units.map((u) => (u.id === 'cav' ? { ...u, destroyed: true } : u)) };
    const none = fixtureContext(gone, ScriptedDice.of([]));
    caracoleWithdrawal(none, 'cav', 4);
    caracoleWithdrawal(none, 'nobody', 4);
    expect(none.events).toEqual([]);
  });

  it('a withdrawal of 0.06" is a move', () => {
    const ctx = fixtureContext(s, ScriptedDice.of([6, 6, 6]));
    caracoleWithdrawal(ctx, 'cav', 0.06);
    expect(ctx.events.map((e) => e.kind)).toEqual(['caracole-test', 'unit-moved']);
  });
});

describe('5 Dec 2026, stop 53: the range is "at most" the weapon\'s, to the inch', () => {
  it('Shooting > Range: a target exactly 12" away is within the Muskets\' 12"; 0.001" farther it is not', () => {
    // Rulebook, Shooting > Range: "Range is always measured from the front centre of the shooting base to the nearest
    // centre located in the line of sight of the target base" (Muskets 12); Weapons > Arquebus/Musket: the Shoot value
    // "applies at a range of 8 inches at most". The musketeers face along x (facing 0, no rounding), the Tercio faces
    // away from them, its rear centre straight ahead: the range is the distance to it, exactly 12" here.
    const at = (gap: number): BattleState => {
      const s = fixtureState({
        A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 20, y: 10, facing: 0 } }],
        B: [{ unit: unitOf('ter', 'tercio'), at: { x: 40, y: 10, facing: 0 } }],
      });
      const front = frontCentre(unit(s, 'mus').base);
      const ter = unit(s, 'ter');
      const centre = { x: front.x + gap + ter.base.depth / 2, y: 10 };
      return { ...s, units: s.units.map((u) => (u.id === 'ter' ? { ...u, base: { ...u.base, centre } } : u)) };
    };
    const exactly = at(12);
    const rear = centres(unit(exactly, 'ter').base).rear;
    expect(distance(frontCentre(unit(exactly, 'mus').base), rear)).toBe(12);
    const check = shotCheck(
      exactly,
      unit(exactly, 'mus'),
      unit(exactly, 'ter'),
      'fire',
      false,
      DEFAULT_TERCIOS_OPTIONS,
    );
    expect(check.ok).toBe(true);
    expect(check.ok && check.line.range).toBe(12);
    const beyond = at(12.001);
    expect(shotCheck(beyond, unit(beyond, 'mus'), unit(beyond, 'ter'), 'fire', false, DEFAULT_TERCIOS_OPTIONS)).toEqual(
      {
        ok: false,
        reason: 'out-of-range',
      },
    );
  });
});
