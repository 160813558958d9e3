import { baseGap, closestPointOfPolygon, distance, frontCentre, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { MeleeInput, MeleeResult, MeleeRound } from '../mechanics/resolveMelee.js';
import type { RoutTestResult } from '../mechanics/routTest.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { defineTerciosCombat } from '../plugins/combat.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { combatMovement, fight, type CombatCircumstances } from './combat.js';
import type { ScenarioTerrain } from './Scenario.js';
import type { BattleState, CommanderState } from './State.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt), Combat:
// Consequences of Combat: "Unless the loser retreats because it had no success on its resistance test, it must
// disengage." "Disengagement: an involuntary backward movement, away from the enemy, over a distance of 3 inches. If a
// unit has suffered a flank charge, it must first turn towards the enemy before withdrawing in this way. If the unit
// cannot fully complete this movement because of obstacles or another unit, it receives one additional Dm."
// "Retreat: ... It must disengage over a distance equal to double its movement, with its back to the enemy. It is
// also put into Disorder. ... If this movement cannot be carried out in full, the unit receives one additional Dm."
// "Advance: ... advancing 3 inches in the same direction as its charge." The Troops > Pursuit: "the cavalry unit
// must make a movement at its normal speed in the direction it faces."
// Terrain Effects in Combat: "Height: a unit that has all its centres in an element higher than the enemy (even if
// the latter is partly at the same height with one of its centres) gets a bonus to its Melee value." "Protected: a
// fortified unit that is charged gets a bonus (+) to its Courage value for its resistance test. For linear elements
// such as walls, the defender must be behind that element and in contact with it to benefit from this rule."
// Command > Commanders and Losses > Like a Hero.
//
// The dice and the rounds are the bound combat plugin's (tercios-melee's work); here a recording plugin returns a
// given result, so each test sees what the table passes to the rules and what it does with their answer.

const rout = (passed: boolean, sixes: number): RoutTestResult => ({
  routPoints: 1,
  tested: true,
  passed,
  dice: 5,
  sixes,
  rerolled: false,
  commanderKilled: false,
});

const round = (routTests: MeleeRound['routTests'] = {}): MeleeRound =>
  ({ dirtyWar: false, routTests }) as unknown as MeleeRound;

function result(more: Partial<MeleeResult> = {}): MeleeResult {
  return {
    rounds: [round()],
    winner: 'attacker',
    flank: false,
    attackerWear: 0,
    defenderWear: 0,
    attackerDisordered: false,
    defenderDisordered: false,
    movements: [],
    dirtyWarRounds: 0,
    commanderKilled: { attacker: false, defender: false },
    ...more,
  };
}

/** A context whose combat plugin records each situation and answers `answer`. */
function recording(state: BattleState, answer: MeleeResult) {
  const seen: MeleeInput[] = [];
  const combat = defineTerciosCombat({
    id: 'test/recording',
    description: 'records the situation',
    melee: (_dice, situation) => {
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

const FRONT: CombatCircumstances = { flank: false, defenderReaction: 'none' };

/** Tercio `att` (A) at (20, 20) facing +y, charging Tercio `def` (B) at (20, 22.4) facing -y. */
function clash(terrain: ScenarioTerrain[] = [], commanders: CommanderState[] = []): BattleState {
  const s = fixtureState({
    A: [{ unit: unitOf('att', 'tercio'), at: { x: 20, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('def', 'tercio'), at: { x: 20, y: 22.4, facing: -90 } }],
    terrain,
  });
  return { ...s, commanders };
}

const square = (id: string, x0: number, y0: number, x1: number, y1: number, more: Partial<ScenarioTerrain> = {}) =>
  ({
    id,
    type: 'small-hill',
    points: [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
    features: ['height'],
    ...more,
  }) satisfies ScenarioTerrain;

function commander(id: string, side: 'A' | 'B', attachedTo: string | null, removed = false): CommanderState {
  return {
    id,
    side,
    name: id,
    rank: 2,
    commanderInChief: true,
    regiment: null,
    traits: [],
    virtues: [],
    position: { x: 40, y: side === 'A' ? 5 : 45 },
    attachedTo,
    exhausted: false,
    joinedThisTurn: false,
    removed,
  };
}

describe('fight: what the table tells the rules', () => {
  it('no combat when either unit is gone or not in the battle: no roll, no event', () => {
    const s = clash();
    for (const [a, d, state] of [
      ['nobody', 'def', s],
      ['att', 'nobody', s],
      ['att', 'def', { ...s, units: s.units.map((u) => (u.id === 'att' ? { ...u, destroyed: true } : u)) }],
      ['att', 'def', { ...s, units: s.units.map((u) => (u.id === 'def' ? { ...u, destroyed: true } : u)) }],
    ] as const) {
      const { ctx, seen } = recording(state, result());
      expect(fight(ctx, a, d, FRONT, { kind: 'charge' })).toBeNull();
      expect(seen).toEqual([]);
      expect(ctx.events).toEqual([]);
    }
  });

  it('the two units, the flank and the reaction, in-command, options; no optional flag unless it is so', () => {
    const answer = result();
    const { ctx, seen } = recording(clash(), answer);
    expect(fight(ctx, 'att', 'def', { flank: true, defenderReaction: 'resist' }, { kind: 'charge' })).toBe(answer);
    expect(seen).toHaveLength(1);
    const s = seen[0]!;
    expect(s.attacker.name).toBe('Tercio att');
    expect(s.defender.name).toBe('Tercio def');
    expect(s.flank).toBe(true);
    expect(s.defenderReaction).toBe('resist');
    // No commander on the table: neither unit is in command.
    expect(s.inCommand).toEqual({ attacker: false, defender: false });
    expect(s.options).toBe(DEFAULT_TERCIOS_OPTIONS);
    expect(s.defenderProtected).toBe(false);
    expect(s.defenderInBuilding).toBe(false);
    for (const key of ['higher', 'interception', 'fearlessAfterActivation', 'attackerDetermined'] as const)
      expect(key in s).toBe(false);
  });

  it('an interception, a Fearless second activation and a Determined charger are passed on', () => {
    const { ctx, seen } = recording(clash(), result());
    fight(
      ctx,
      'att',
      'def',
      {
        flank: false,
        defenderReaction: 'counter-charge',
        interception: true,
        fearlessAfterActivation: true,
        attackerDetermined: true,
      },
      { kind: 'charge' },
    );
    expect(seen[0]).toMatchObject({
      flank: false,
      defenderReaction: 'counter-charge',
      interception: true,
      fearlessAfterActivation: true,
      attackerDetermined: true,
    });
    const { ctx: ctx2, seen: seen2 } = recording(clash(), result());
    fight(ctx2, 'att', 'def', { ...FRONT, interception: false, fearlessAfterActivation: false }, { kind: 'charge' });
    expect('interception' in seen2[0]! || 'fearlessAfterActivation' in seen2[0]!).toBe(false);
    expect(ctx.events.length).toBeGreaterThan(0);
  });

  it("each unit's own command: a commander-in-chief 4\" behind one side's unit, none near the other", () => {
    const near = (side: 'A' | 'B') => ({
      ...commander(side, side, null),
      position: { x: 20, y: side === 'A' ? 16 : 26.4 },
    });
    for (const side of ['A', 'B'] as const) {
      const { ctx, seen } = recording(clash([], [near(side)]), result());
      fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
      expect(seen[0]!.inCommand).toEqual({ attacker: side === 'A', defender: side === 'B' });
    }
  });
});

describe('Terrain Effects in Combat > Height', () => {
  const under = (id: string, y0: number, y1: number) => square(id, 10, y0, 30, y1);

  it('the attacker with all its centres on a hill, the defender off it: the attacker is higher', () => {
    const { ctx, seen } = recording(clash([under('hill', 15, 21.3)]), result());
    fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(seen[0]!.higher).toBe('attacker');
  });

  it('the defender on the hill, the attacker off it: the defender is higher', () => {
    const { ctx, seen } = recording(clash([under('hill', 21.2, 30)]), result());
    fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(seen[0]!.higher).toBe('defender');
  });

  it('both on the same height, or the attacker with one centre off it: neither is higher', () => {
    for (const terrain of [[under('hill', 10, 30)], [under('hill', 19, 21.3)]]) {
      const { ctx, seen } = recording(clash(terrain), result());
      fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
      expect('higher' in seen[0]!).toBe(false);
    }
  });

  it('"all its centres in an element higher": on one of two hills is enough, the defender partly on the other', () => {
    const { ctx, seen } = recording(clash([under('hill', 15, 21.3), square('far', 50, 50, 60, 60)]), result());
    fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(seen[0]!.higher).toBe('attacker');
    const partly = recording(clash([under('hill', 15, 21.3), under('ridge', 21.6, 22.5)]), result());
    fight(partly.ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(partly.seen[0]!.higher).toBe('attacker');
  });

  it('a piece without the Height feature raises nobody', () => {
    const { ctx, seen } = recording(clash([under('field', 15, 21.3)].map((t) => ({ ...t, features: [] }))), result());
    fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect('higher' in seen[0]!).toBe(false);
  });
});

describe('Terrain Effects in Combat > Protected', () => {
  /** The defender faces east from (20, 10); the attacker 1.5" beyond a wall `gap` inches from its front. */
  function behindWall(gap: number, more: Partial<ScenarioTerrain> = { type: 'wall', features: ['protected'] }) {
    const base = fixtureState({
      A: [{ unit: unitOf('x', 'tercio'), at: { x: 60, y: 40, facing: 90 } }],
      B: [{ unit: unitOf('y', 'tercio'), at: { x: 20, y: 10, facing: 0 } }],
    }).units.find((u) => u.id === 'y')!.base;
    const front = frontCentre(base);
    const wall = square('wall', front.x + gap, 0, front.x + gap + 0.3, 20, more);
    const gapOnTable = distance(closestPointOfPolygon(front, { points: wall.points }), front);
    // 0.5" exactly (the boundary of "in contact"); the other gaps to within float rounding.
    if (gap === 0.5) expect(gapOnTable).toBe(0.5);
    else expect(gapOnTable).toBeCloseTo(gap, 9);
    return fixtureState({
      A: [{ unit: unitOf('att', 'tercio'), at: { x: front.x + gap + 0.3 + 1.5, y: 10, facing: 180 } }],
      B: [{ unit: unitOf('def', 'tercio'), at: { x: 20, y: 10, facing: 0 } }],
      terrain: [wall],
    });
  }

  it('behind a wall and touching it (within 0.5"): protected; 0.5" still is', () => {
    for (const gap of [0, 0.5]) {
      const { ctx, seen } = recording(behindWall(gap), result());
      fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
      expect(seen[0]!.defenderProtected).toBe(true);
    }
  });

  it('a wall 0.6" off, a wall without the Protected feature, a protected piece that is no wall: not protected', () => {
    for (const s of [
      behindWall(0.6),
      behindWall(0, { type: 'wall', features: ['difficult'] }),
      behindWall(0, { type: 'hedge', features: ['protected'] }),
    ]) {
      const { ctx, seen } = recording(s, result());
      fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
      expect(seen[0]!.defenderProtected).toBe(false);
    }
  });

  it('a defender in a building is protected and in a building; an attacker in one is neither', () => {
    const s = clash();
    const inHouse = (id: string) => ({
      ...s,
      units: s.units.map((u) => (u.id === id ? { ...u, inBuilding: 'house' } : u)),
    });
    const d = recording(inHouse('def'), result());
    fight(d.ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(d.seen[0]).toMatchObject({ defenderProtected: true, defenderInBuilding: true });
    const a = recording(inHouse('att'), result());
    fight(a.ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(a.seen[0]).toMatchObject({ defenderProtected: false, defenderInBuilding: false });
  });

  it('a Fortified battery (artillery option, read as Protected: rulings "Weapons and rules with no text") is protected in the open', () => {
    // "Protected: a fortified unit that is charged gets a bonus (+) to its Courage value for its resistance test."
    const s = clash();
    const fortified = {
      ...s,
      units: s.units.map((u) => (u.id === 'def' ? { ...u, rules: [...u.rules, 'fortified'] } : u)),
    };
    const d = recording(fortified, result());
    fight(d.ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(d.seen[0]).toMatchObject({ defenderProtected: true, defenderInBuilding: false });
    const plain = recording(s, result());
    fight(plain.ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(plain.seen[0]!.defenderProtected).toBe(false);
  });
});

describe('fight: what the table does with the result (Consequences of Combat)', () => {
  it("logs the combat and each round's rout tests, then each side's markers", () => {
    const answer = result({
      rounds: [
        round({ attacker: rout(true, 1) }),
        round({ defender: rout(false, 0) }),
        round({ attacker: rout(true, 2), defender: rout(true, 1) }),
      ],
      winner: 'defender',
      attackerWear: 3,
      defenderWear: 1,
      attackerDisordered: true,
      defenderDisordered: false,
    });
    const { ctx } = recording(clash(), answer);
    fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(ctx.events).toEqual([
      {
        kind: 'combat',
        attacker: 'att',
        defender: 'def',
        attackerWear: 3,
        defenderWear: 1,
        winner: 'defender',
        rounds: 3,
      },
      { kind: 'rout-test', unit: 'att', routPoints: 1, sixes: 1, passed: true },
      { kind: 'rout-test', unit: 'def', routPoints: 1, sixes: 0, passed: false },
      { kind: 'rout-test', unit: 'att', routPoints: 1, sixes: 2, passed: true },
      { kind: 'rout-test', unit: 'def', routPoints: 1, sixes: 1, passed: true },
      { kind: 'unit-state', unit: 'att', wear: 3, disordered: true, reason: 'combat' },
      { kind: 'unit-state', unit: 'def', wear: 1, disordered: false, reason: 'combat' },
    ]);
  });

  it("the commander the combat kills (Selfless, Fearless) is removed: the attacker's, then the defender's", () => {
    const cmds = [
      commander('ca', 'A', 'att'),
      commander('cd', 'B', 'def'),
      commander('gone', 'A', 'att', true),
      commander('free', 'A', null),
    ];
    for (const [killed, ids] of [
      [{ attacker: true, defender: false }, ['ca']],
      [{ attacker: false, defender: true }, ['cd']],
      [{ attacker: true, defender: true }, ['ca', 'cd']],
      [{ attacker: false, defender: false }, []],
    ] as const) {
      const { ctx } = recording(clash([], cmds), result({ commanderKilled: killed }));
      fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
      const removed = ctx.events.filter((e) => e.kind === 'commander-removed');
      expect(removed).toEqual(
        ids.map((id) => ({ kind: 'commander-removed', commander: id, reason: 'killed in the combat' })),
      );
    }
  });

  it('a destroyed unit is removed with why, and its attached commander dies with it (Like a Hero)', () => {
    const { ctx } = recording(
      clash([], [commander('ca', 'A', 'att'), commander('cd', 'B', 'def')]),
      result({ defenderDestroyed: 'pursuit' }),
    );
    fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(ctx.events.filter((e) => e.kind === 'unit-destroyed' || e.kind === 'commander-removed')).toEqual([
      { kind: 'unit-destroyed', unit: 'def', reason: 'destroyed in combat (pursuit)', points: 2 },
      { kind: 'commander-removed', commander: 'cd', reason: 'Like a Hero: died with the unit' },
    ]);
    const a = recording(clash(), result({ attackerDestroyed: 'rout-test', winner: 'defender' }));
    fight(a.ctx, 'att', 'def', FRONT, { kind: 'charge' });
    expect(a.ctx.events.filter((e) => e.kind === 'unit-destroyed')).toEqual([
      { kind: 'unit-destroyed', unit: 'att', reason: 'destroyed in combat (rout-test)', points: 2 },
    ]);
  });

  it('each movement is made by its own unit, away from or towards the other', () => {
    const { ctx } = recording(
      clash(),
      result({
        movements: [
          { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 },
          { unit: 'attacker', kind: 'advance', distance: 3, wearIfBlocked: 0 },
        ],
      }),
    );
    fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
    // The defender faces -y: 3" back is +y. The attacker faces +y: 3" ahead.
    expect(unitById(ctx.state, 'def')!.base.centre.y).toBeCloseTo(25.4, 3);
    expect(unitById(ctx.state, 'att')!.base.centre.y).toBeCloseTo(23, 3);
    const a = recording(
      clash(),
      result({ movements: [{ unit: 'attacker', kind: 'retreat', distance: 8, wearIfBlocked: 1 }] }),
    );
    fight(a.ctx, 'att', 'def', FRONT, { kind: 'charge' });
    // Back to the defender: the attacker turns to face -y and goes 8" away from it.
    expect(unitById(a.ctx.state, 'att')!.base.centre.y).toBeCloseTo(12, 3);
    expect(unitById(a.ctx.state, 'def')!.base.centre.y).toBeCloseTo(22.4, 3);
  });
});

describe('combatMovement: the movements a combat forces, on the table', () => {
  /** Tercio `u` (A) at (20, 20) facing +y; enemy `e` (B) where given; a friend `f` behind `u` when asked. */
  function table(enemyAt: { x: number; y: number; facing: number }, friendBehind = false) {
    return fixtureState({
      A: [
        { unit: unitOf('u', 'tercio'), at: { x: 20, y: 20, facing: 90 } },
        ...(friendBehind ? [{ unit: unitOf('f', 'tercio'), at: { x: 20, y: 16.6, facing: 90 } }] : []),
      ],
      B: [{ unit: unitOf('e', 'tercio'), at: enemyAt }],
    });
  }
  const ahead = { x: 20, y: 22.4, facing: -90 };
  const deg = (r: number) => (r * 180) / Math.PI;

  it('disengage: 3" straight back keeping its facing', () => {
    const ctx = fixtureContext(table(ahead));
    combatMovement(ctx, 'u', 'e', { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 });
    const u = unitById(ctx.state, 'u')!;
    expect(u.base.centre.y).toBeCloseTo(17, 3);
    expect(u.base.centre.x).toBeCloseTo(20, 3);
    expect(deg(u.base.facing)).toBeCloseTo(90, 3);
    expect(ctx.events).toEqual([
      { kind: 'unit-moved', unit: 'u', base: u.base, reason: 'disengage', inBuilding: null },
    ]);
  });

  it('disengage after a flank charge: "it must first turn towards the enemy before withdrawing"', () => {
    // The enemy on its right (+x): the unit turns to face +x, then steps 3" back (-x).
    const ctx = fixtureContext(table({ x: 27, y: 20, facing: 180 }));
    combatMovement(ctx, 'u', 'e', {
      unit: 'defender',
      kind: 'disengage',
      distance: 3,
      faceEnemyFirst: true,
      wearIfBlocked: 1,
    });
    const u = unitById(ctx.state, 'u')!;
    expect(deg(u.base.facing)).toBeCloseTo(0, 3);
    expect(u.base.centre.x).toBeCloseTo(17, 3);
    expect(u.base.centre.y).toBeCloseTo(20, 3);
  });

  it('disengage without the flank turn keeps its facing even with the enemy on its flank', () => {
    const ctx = fixtureContext(table({ x: 27, y: 20, facing: 180 }));
    combatMovement(ctx, 'u', 'e', { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 });
    const u = unitById(ctx.state, 'u')!;
    expect(deg(u.base.facing)).toBeCloseTo(90, 3);
    expect(u.base.centre.y).toBeCloseTo(17, 3);
  });

  it('retreat: back to the enemy, the whole distance, and Disorder', () => {
    const ctx = fixtureContext(table(ahead));
    combatMovement(ctx, 'u', 'e', { unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    const u = unitById(ctx.state, 'u')!;
    expect(deg(u.base.facing)).toBeCloseTo(-90, 3);
    expect(u.base.centre.y).toBeCloseTo(12, 3);
    expect(ctx.events).toEqual([
      { kind: 'unit-moved', unit: 'u', base: u.base, reason: 'retreat', inBuilding: null },
      { kind: 'unit-state', unit: 'u', wear: 0, disordered: true, reason: 'retreat: Disorder' },
    ]);
  });

  it('retreat from an enemy no longer on the table: straight back from where it faced', () => {
    const ctx = fixtureContext(table(ahead));
    combatMovement(ctx, 'u', 'gone', { unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    const u = unitById(ctx.state, 'u')!;
    expect(deg(u.base.facing)).toBeCloseTo(-90, 3);
    expect(u.base.centre.y).toBeCloseTo(12, 3);
  });

  it('pursuit and advance: straight ahead; withdraw-gap: straight back; none turns', () => {
    for (const [kind, y] of [
      ['pursuit', 14],
      ['advance', 14],
      ['withdraw-gap', 19],
    ] as const) {
      // The withdrawal leaves 1" to an enemy in contact; pursuit and advance have room ahead.
      const s0 = table(kind === 'withdraw-gap' ? ahead : { x: 20, y: 40, facing: -90 });
      const ctx = fixtureContext(s0);
      combatMovement(ctx, 'u', 'e', {
        unit: 'attacker',
        kind,
        distance: kind === 'withdraw-gap' ? 1 : 6,
        wearIfBlocked: 0,
      });
      // The withdrawal goes back by what the gap lacks of 1" (the bases stand 0.038" apart).
      const gap = baseGap(unitById(ctx.state, 'e')!.base, unitById(s0, 'u')!.base);
      const u = unitById(ctx.state, 'u')!;
      expect(u.base.centre.y).toBeCloseTo(kind === 'withdraw-gap' ? y + gap : 26, 3);
      expect(deg(u.base.facing)).toBeCloseTo(90, 3);
      expect(ctx.events).toEqual([{ kind: 'unit-moved', unit: 'u', base: u.base, reason: kind, inBuilding: null }]);
    }
  });

  it('a move of 0.01" or less with no turn is no move: nothing logged', () => {
    for (const d of [0, 0.01]) {
      const ctx = fixtureContext(table({ x: 20, y: 40, facing: -90 }));
      combatMovement(ctx, 'u', 'e', { unit: 'attacker', kind: 'advance', distance: d, wearIfBlocked: 0 });
      expect(ctx.events).toEqual([]);
    }
    const ctx = fixtureContext(table({ x: 20, y: 40, facing: -90 }));
    combatMovement(ctx, 'u', 'e', { unit: 'attacker', kind: 'advance', distance: 0.02, wearIfBlocked: 0 });
    expect(ctx.events).toHaveLength(1);
  });

  it('a unit in a building that only turns keeps its building; one that moves leaves it', () => {
    const s = table({ x: 20, y: 40, facing: -90 });
    const housed = { ...s, units: s.units.map((u) => (u.id === 'u' ? { ...u, inBuilding: 'house' } : u)) };
    const turned = fixtureContext(housed);
    combatMovement(turned, 'u', 'e', { unit: 'defender', kind: 'retreat', distance: 0, wearIfBlocked: 0 });
    expect(turned.events[0]).toMatchObject({ kind: 'unit-moved', reason: 'retreat', inBuilding: 'house' });
    const moved = fixtureContext(housed);
    combatMovement(moved, 'u', 'e', { unit: 'attacker', kind: 'advance', distance: 3, wearIfBlocked: 0 });
    expect(moved.events[0]).toMatchObject({ kind: 'unit-moved', reason: 'advance', inBuilding: null });
  });

  it('a disengagement blocked by a friend: one additional Dm; with Calm (no Dm if blocked) none', () => {
    const ctx = fixtureContext(table(ahead, true));
    combatMovement(ctx, 'u', 'e', { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 });
    expect(ctx.events.at(-1)).toEqual({
      kind: 'unit-state',
      unit: 'u',
      wear: 1,
      disordered: false,
      reason: 'disengage blocked',
    });
    const calm = fixtureContext(table(ahead, true));
    combatMovement(calm, 'u', 'e', { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 0 });
    expect(calm.events.filter((e) => e.kind === 'unit-state')).toEqual([]);
  });

  it('a retreat blocked: the Disorder, then one additional Dm', () => {
    // The friend behind, the enemy ahead: turning its back, the unit cannot go the 8".
    const ctx = fixtureContext(table(ahead, true));
    combatMovement(ctx, 'u', 'e', { unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    expect(ctx.events.filter((e) => e.kind === 'unit-state')).toEqual([
      { kind: 'unit-state', unit: 'u', wear: 0, disordered: true, reason: 'retreat: Disorder' },
      { kind: 'unit-state', unit: 'u', wear: 1, disordered: true, reason: 'retreat blocked' },
    ]);
  });

  it('a pursuit or withdrawal cut short costs no Dm', () => {
    for (const kind of ['pursuit', 'withdraw-gap'] as const) {
      const s = fixtureState({
        A: [{ unit: unitOf('u', 'tercio'), at: { x: 20, y: 20, facing: 90 } }],
        B: [
          { unit: unitOf('e', 'tercio'), at: { x: 20, y: 23.6, facing: -90 } },
          { unit: unitOf('b', 'tercio'), at: { x: 20, y: 16.6, facing: 90 } },
        ],
      });
      const ctx = fixtureContext(s);
      combatMovement(ctx, 'u', 'e', { unit: 'attacker', kind, distance: 6, wearIfBlocked: 1 });
      expect(ctx.events.filter((e) => e.kind === 'unit-state')).toEqual([]);
      expect(unitById(ctx.state, 'u')!.wear).toBe(0);
    }
  });

  it('a unit gone or not in the battle does not move', () => {
    const s = table(ahead);
    const ctx = fixtureContext({ ...s, units: s.units.map((u) => (u.id === 'u' ? { ...u, destroyed: true } : u)) });
    combatMovement(ctx, 'u', 'e', { unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    combatMovement(ctx, 'nobody', 'e', { unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    expect(ctx.events).toEqual([]);
  });
});

describe('after the deadline run: the enemy of each movement, and a turn with a 0.01" move', () => {
  it('the defender\'s retreat in a fight: its back to the attacker, 8" away from it', () => {
    const { ctx } = recording(
      clash(),
      result({ movements: [{ unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 }] }),
    );
    fight(ctx, 'att', 'def', FRONT, { kind: 'charge' });
    const def = unitById(ctx.state, 'def')!;
    expect((def.base.facing * 180) / Math.PI).toBeCloseTo(90, 3);
    expect(def.base.centre.y).toBeCloseTo(30.4, 3);
  });

  it('a unit in a building that turns and moves 0.01" keeps its building', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('u', 'tercio'), at: { x: 20, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('e', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
    });
    const housed = { ...s, units: s.units.map((u) => (u.id === 'u' ? { ...u, inBuilding: 'house' } : u)) };
    const ctx = fixtureContext(housed);
    combatMovement(ctx, 'u', 'e', { unit: 'defender', kind: 'retreat', distance: 0.01, wearIfBlocked: 0 });
    expect(ctx.events[0]).toMatchObject({ kind: 'unit-moved', reason: 'retreat', inBuilding: 'house' });
  });
});

describe('5 Dec 2026, stop 53: a combat movement of 0.01" or less approaches nobody', () => {
  it('ruling "Reactions to an approach" (approached-units): a unit that only turns is noted for no reaction', () => {
    // docs/rulings/tercios.md, Reactions to an approach, a combat movement: with `approached-units` "each unit that
    // moved is taken in turn ... and the enemy units it came within 3" of (... not those within 3" where it
    // started) may react to it". A retreat of 0 or 0.01" turns the unit's back and moves it nowhere (a move of 0.01"
    // or less is no move): no combat-moved is noted, whatever stands near it; one of 0.02" is.
    const options = TerciosOptionsSchema.parse({ battle: { combatMovementReactions: 'approached-units' } });
    const s = fixtureState({
      A: [{ unit: unitOf('u', 'tercio'), at: { x: 20, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('e', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
    });
    for (const d of [0, 0.01]) {
      const ctx = fixtureContext(s, ScriptedDice.of([]), options);
      combatMovement(ctx, 'u', 'e', { unit: 'defender', kind: 'retreat', distance: d, wearIfBlocked: 0 });
      expect(ctx.events.map((e) => e.kind)).toEqual(['unit-moved', 'unit-state']);
    }
    const moved = fixtureContext(s, ScriptedDice.of([]), options);
    combatMovement(moved, 'u', 'e', { unit: 'defender', kind: 'retreat', distance: 0.02, wearIfBlocked: 0 });
    expect(moved.events.map((e) => e.kind)).toEqual(['unit-moved', 'combat-moved', 'unit-state']);
  });
});
