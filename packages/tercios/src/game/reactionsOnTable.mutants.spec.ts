import { ScriptedDice, angleOf, distance, distanceToBase, forwardOf, frontCentre, sub, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleEvent } from './Event.js';
import type { Acting, BattleState, Order, UnitState } from './State.js';
import {
  commanderOf,
  fixtureContext,
  fixtureState,
  unitOf,
  fixtureTable as table,
  placed as at,
  type Placed,
  actingOf,
} from './__fixtures__/battleFixture.js';
import {
  REACTION_DISTANCE,
  approachedAlongPath,
  feasibleReactions,
  interceptionReachable,
  offerChargeReaction,
  offerCombatMovementReactions,
  offerProximityReactions,
  proximitySnapshot,
  reorientations,
  reorientTowards,
  resolveReaction,
} from './reactionsOnTable.js';
import { reorientedBase } from './reorientedBase.js';
import { resolveBattle } from './resolve.js';
import { terciosCombatPlugin, type TerciosPlugins } from '../plugins/combat.js';
import { terciosMoralePlugin } from '../plugins/morale.js';

// Killers of the reactions on the table (game/reactionsOnTable.ts). Rulebook (/work/shared/rules/
// tercios-liber-militum.txt), Reactions: "An enemy allows a reaction as soon as it comes to 3 inches or less from
// the front centre of a unit, or when it declares a charge against that unit." "A reaction must always be subject to
// an order test, even if the reacting unit is fresh (has no Dm). If this test fails, the unit loses its order and can
// no longer be activated afterwards." Ready!: "reorient OR shoot"; Assault!: an interception charge ("If the combat
// that follows is lost by the reacting unit, the enemy may continue its activation. Otherwise, the enemy's activation
// ends"), a counter-charge against a charge; Run!: "It turns about and moves away from the unit that caused the
// reaction by at least its movement"; Resist!: "The Courage test in a combat that follows a charge benefits from a
// bonus (+)"; Fire!: a volley. The Troops > Evasion: cavalry "may always attempt to react to a charge by an evasion
// ... even if the unit has already been activated".

const sixes = (): Dice => ScriptedDice.of(Array<number>(400).fill(6));
const ones = (): Dice => ScriptedDice.of(Array<number>(400).fill(1));
const option = (battle: Record<string, unknown>): TerciosOptions => TerciosOptionsSchema.parse({ battle });

/** A fixture with the orders (and any other unit fields) the test gives. */

const unit = (state: BattleState, id: string): UnitState => unitById(state, id)!;
const kinds = (events: readonly BattleEvent[]): string[] => events.map((e) => e.kind);
/** `unit` acting under Ready! with a move made (and anything else the test gives). */
/** `unit` acting under Ready!, having moved. */
const movedOnReady = (unit: string, over: Partial<Acting> = {}): Acting =>
  actingOf(unit, 'ready', { actions: ['move'], ...over });

describe('proximitySnapshot: "3 inches or less from the front centre" (Reactions)', () => {
  // The musketeers (A) face north with their front edge at y = 10.787; an enemy facing south has its front centre
  // 0.787" before its centre.
  it('counts an enemy whose front centre is 3" or less from the mover, not one just beyond, nor a friend', () => {
    expect(REACTION_DISTANCE).toBe(3);
    const near = table(
      [at('m', 'musketeer-company', 40, 10, 90), at('f', 'musketeer-company', 36, 12.5, -90)],
      [at('e', 'musketeer-company', 40, 14.57, -90)],
    );
    expect(proximitySnapshot(near, 'm')).toEqual(['e']);
    const far = table([at('m', 'musketeer-company', 40, 10, 90)], [at('e', 'musketeer-company', 40, 14.6, -90)]);
    expect(proximitySnapshot(far, 'm')).toEqual([]);
    // The same enemy turned away: its front centre is 4.6" off although its base is near.
    const away = table([at('m', 'musketeer-company', 40, 10, 90)], [at('e', 'musketeer-company', 40, 14.57, 90)]);
    expect(proximitySnapshot(away, 'm')).toEqual([]);
  });

  it('a destroyed or unknown mover has no one near', () => {
    const state = table(
      [at('m', 'musketeer-company', 40, 10, 90)],
      [at('e', 'musketeer-company', 40, 14, -90)],
      {},
      {
        m: { destroyed: true },
      },
    );
    expect(proximitySnapshot(state, 'm')).toEqual([]);
    expect(proximitySnapshot(state, 'nobody')).toEqual([]);
  });
});

describe('reorientTowards: the centre nearest the enemy becomes the front (Reactions > Ready!: reorient)', () => {
  const u = (): BattleState =>
    table(
      [at('u', 'tercio', 36, 24, 90)],
      [
        at('ahead', 'musketeer-company', 36, 34, -90),
        at('behind', 'musketeer-company', 36, 14, 90),
        at('east', 'musketeer-company', 46, 24, 180),
        at('west', 'musketeer-company', 26, 24, 0),
      ],
    );

  it('an enemy ahead needs no turn; behind, a turn to the rear; on a side, the turn that faces it', () => {
    const s = u();
    const me = unit(s, 'u');
    expect(reorientTowards(me, unit(s, 'ahead'))).toBeNull();
    expect(reorientTowards(me, unit(s, 'behind'))).toBe('rear');
    for (const side of ['east', 'west']) {
      const enemy = unit(s, side);
      const to = reorientTowards(me, enemy);
      expect(to === 'left' || to === 'right').toBe(true);
      // After the turn the unit faces the enemy: its forward direction points at the enemy's centre.
      const turned = reorientedBase(me, to!);
      const want = angleOf(sub(enemy.base.centre, turned.centre));
      expect(Math.cos(angleOf(forwardOf(turned)) - want)).toBeCloseTo(1, 3);
    }
    expect(reorientTowards(me, unit(s, 'east'))).not.toBe(reorientTowards(me, unit(s, 'west')));
  });
});

describe('feasibleReactions: the reactions of the order card that the table allows (Reactions)', () => {
  it('a destroyed unit, or one already activated without a card, has none; a Cautious card placed after activating does', () => {
    const base = (fields: Partial<UnitState>, order: Order | null) =>
      table(
        [at('m', 'musketeer-company', 36, 20, 90)],
        [at('e', 'musketeer-company', 36, 25, -90)],
        { e: order },
        {
          e: fields,
        },
      );
    const s = base({}, 'ready');
    // Reactions > Ready!: "the unit may reorient OR shoot" (a turn to a side or the rear, even with the enemy ahead).
    expect(feasibleReactions(s, unit(s, 'e'), 'approach', unit(s, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([
      'reorient',
      'shoot',
    ]);
    const dead = base({ destroyed: true }, 'ready');
    expect(feasibleReactions(dead, unit(dead, 'e'), 'approach', unit(dead, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
    const spent = base({ activated: true }, null);
    expect(feasibleReactions(spent, unit(spent, 'e'), 'approach', unit(spent, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual(
      [],
    );
    // Commanders > Cautious: "the player may place an order next to a unit already activated. This order may only be
    // used as a reaction."
    const cautious = base({ activated: true }, 'fire');
    expect(
      feasibleReactions(cautious, unit(cautious, 'e'), 'approach', unit(cautious, 'm'), DEFAULT_TERCIOS_OPTIONS),
    ).toEqual(['volley']);
    // Not yet activated and no card (never in play, but the guard): nothing.
    const none = base({}, null);
    expect(feasibleReactions(none, unit(none, 'e'), 'approach', unit(none, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
  });

  it('cavalry with Evasion evades a charge even when already activated, but not an approach', () => {
    const s = table(
      [at('m', 'musketeer-company', 36, 20, 90)],
      [at('d', 'dragoons-mounted', 36, 25, -90)],
      { d: null },
      {
        d: { activated: true },
      },
    );
    expect(feasibleReactions(s, unit(s, 'd'), 'charge', unit(s, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual(['evasion']);
    expect(feasibleReactions(s, unit(s, 'd'), 'approach', unit(s, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
  });

  it('Ready!: a shot needs the enemy in sight; a reorientation needs room to turn, wherever the enemy is', () => {
    const s = table(
      [at('m', 'musketeer-company', 36, 20, 90), at('b', 'musketeer-company', 36, 30.5, 90)],
      [at('e', 'musketeer-company', 36, 25, -90), at('r', 'musketeer-company', 36, 15, -90)],
      { e: 'ready', r: 'ready' },
    );
    // Enemy in front: shoot, or turn (Reorientation: "a side centre or the rear centre", the player's choice).
    expect(feasibleReactions(s, unit(s, 'e'), 'approach', unit(s, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([
      'reorient',
      'shoot',
    ]);
    // The mover (m) is behind r: r cannot see it to shoot, but may turn about.
    const rear = table([at('m', 'musketeer-company', 36, 20, 90)], [at('r', 'musketeer-company', 36, 24, 90)], {
      r: 'ready',
    });
    expect(feasibleReactions(rear, unit(rear, 'r'), 'approach', unit(rear, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([
      'reorient',
    ]);
    // Hemmed in: the mover on its flank, a friend so close beside it that the wide tercio cannot turn to face it.
    const hemmed = table(
      [at('m', 'musketeer-company', 42, 26, 180)],
      [at('r', 'tercio', 36, 26, 90), at('x', 'tercio', 36, 29.3, 90)],
      { r: 'ready' },
    );
    const free = table([at('m', 'musketeer-company', 42, 26, 180)], [at('r', 'tercio', 36, 26, 90)], { r: 'ready' });
    expect(feasibleReactions(free, unit(free, 'r'), 'approach', unit(free, 'm'), DEFAULT_TERCIOS_OPTIONS)).toContain(
      'reorient',
    );
    // Hemmed in, the tercio may not turn to face the mover on its flank, nor away from it: only about (the rear
    // centre, the same footprint) is left to offer.
    expect(reorientations(free, unit(free, 'r'))).toEqual(['left', 'right', 'rear']);
    expect(reorientations(hemmed, unit(hemmed, 'r'))).toEqual(['rear']);
    expect(
      feasibleReactions(hemmed, unit(hemmed, 'r'), 'approach', unit(hemmed, 'm'), DEFAULT_TERCIOS_OPTIONS),
    ).toContain('reorient');
  });

  it('Assault!: an interception only when the reacting unit can reach the mover', () => {
    const close = table([at('m', 'musketeer-company', 36, 20, 90)], [at('t', 'tercio', 36, 25, -90)], { t: 'assault' });
    expect(feasibleReactions(close, unit(close, 't'), 'approach', unit(close, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([
      'interception',
    ]);
    expect(feasibleReactions(close, unit(close, 't'), 'charge', unit(close, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([
      'counter-charge',
    ]);
    const far = table([at('m', 'musketeer-company', 36, 10, 90)], [at('t', 'tercio', 36, 30, -90)], { t: 'assault' });
    expect(feasibleReactions(far, unit(far, 't'), 'approach', unit(far, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
  });
});

describe('approachedAlongPath: "as soon as it comes to 3 inches" on the way (option battle.reactionTrigger)', () => {
  // The horse (A) rides 20" north along x = 20; enemies stand east of its path.
  const s = (): BattleState =>
    table(
      [at('cav', 'arquebusiers-on-horseback', 20, 5, 90), at('f', 'musketeer-company', 16.5, 15, 0)],
      [
        at('near', 'musketeer-company', 23.5, 15, 180),
        at('far', 'musketeer-company', 28, 35, 180),
        at('ahead', 'musketeer-company', 40, 40, 180),
      ],
    );

  it('lists the enemies whose front centre the path passes within 3" of, not those already near, nor friends', () => {
    const state = s();
    const cav = unit(state, 'cav');
    const end = { x: frontCentre(cav.base).x, y: frontCentre(cav.base).y + 20 };
    expect(approachedAlongPath(state, cav, end, [])).toEqual(['near']);
    expect(approachedAlongPath(state, cav, end, ['near'])).toEqual([]);
  });

  it('no move, no one approached', () => {
    const state = s();
    const cav = unit(state, 'cav');
    expect(approachedAlongPath(state, cav, frontCentre(cav.base), [])).toEqual([]);
  });
});

describe('offerProximityReactions and offerChargeReaction (Reactions)', () => {
  it('offers the enemies newly within 3" that have a card and a reaction the table allows, on their side', () => {
    const state = table(
      [at('m', 'musketeer-company', 36, 20, 90)],
      [
        at('fire', 'musketeer-company', 36, 24.5, -90),
        at('spent', 'musketeer-company', 32, 24.5, -90),
        at('old', 'musketeer-company', 40, 24.5, -90),
        at('distant', 'musketeer-company', 50, 40, -90),
      ],
      { fire: 'fire', spent: null, old: 'fire', distant: 'fire' },
      { spent: { activated: true } },
    );
    const ctx = fixtureContext(state);
    const path = { from: { x: 36, y: 15 }, to: { x: 36, y: 20.787 } };
    offerProximityReactions(ctx, 'm', ['old'], path);
    expect(ctx.events).toEqual([
      {
        kind: 'reaction-offered',
        reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['fire'], target: null, path },
      },
    ]);
  });

  it('a unit passed on the way counts as approached; with no candidate, or a destroyed mover, nothing is offered', () => {
    const state = table([at('m', 'musketeer-company', 36, 20, 90)], [at('passed', 'musketeer-company', 36, 27, -90)], {
      passed: 'fire',
    });
    const ctx = fixtureContext(state);
    offerProximityReactions(ctx, 'm', [], null, ['passed']);
    expect(ctx.events).toEqual([
      {
        kind: 'reaction-offered',
        reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['passed'], target: null, path: null },
      },
    ]);
    const quiet = fixtureContext(state);
    offerProximityReactions(quiet, 'm', []);
    expect(quiet.events).toEqual([]);
    const dead = fixtureContext({
      ...state,
      units: state.units.map((u) => (u.id === 'm' ? { ...u, destroyed: true } : u)),
    });
    offerProximityReactions(dead, 'm', [], null, ['passed']);
    expect(dead.events).toEqual([]);
  });

  it('a declared charge offers the charged unit alone, or nothing when it has no reaction', () => {
    const state = table([at('c', 'tercio', 36, 20, 90)], [at('t', 'musketeer-company', 36, 25, -90)], {
      t: 'fire',
    });
    const ctx = fixtureContext(state);
    expect(offerChargeReaction(ctx, 'c', 't')).toBe(true);
    expect(ctx.events).toEqual([
      {
        kind: 'reaction-offered',
        reaction: { side: 'B', trigger: 'charge', by: 'c', candidates: ['t'], target: 't', path: null },
      },
    ]);
    const spent = fixtureContext(
      table(
        [at('c', 'tercio', 36, 20, 90)],
        [at('t', 'musketeer-company', 36, 25, -90)],
        { t: null },
        {
          t: { activated: true },
        },
      ),
    );
    expect(offerChargeReaction(spent, 'c', 't')).toBe(false);
    expect(spent.events).toEqual([]);
  });
});

describe('interceptionReachable (Reactions > Assault!: "the nearest point of intersection")', () => {
  it('reachable where the mover ended; else only on its path and only with path-crossing', () => {
    const near = table([at('m', 'musketeer-company', 36, 20, 90)], [at('t', 'tercio', 36, 25, -90)]);
    expect(interceptionReachable(near, unit(near, 't'), unit(near, 'm'), DEFAULT_TERCIOS_OPTIONS, null)).toBe(true);
    // The horse ended out of the tercio's reach; its path crossed the line ahead of the tercio.
    const passed = table([at('cav', 'arquebusiers-on-horseback', 20, 26, 90)], [at('ter', 'tercio', 24.4, 16, 180)]);
    const path = { from: { x: 20, y: 10.787 }, to: { x: 20, y: 26.787 } };
    const ter = unit(passed, 'ter');
    const cav = unit(passed, 'cav');
    expect(interceptionReachable(passed, ter, cav, DEFAULT_TERCIOS_OPTIONS, null)).toBe(false);
    expect(interceptionReachable(passed, ter, cav, DEFAULT_TERCIOS_OPTIONS, path)).toBe(true);
    expect(interceptionReachable(passed, ter, cav, option({ interceptionContact: 'move-end' }), path)).toBe(false);
  });

  it('no crossing: a path parallel to the advance, behind the reacting unit, beyond its reach or before the path', () => {
    const passed = table([at('cav', 'arquebusiers-on-horseback', 20, 26, 90)], [at('ter', 'tercio', 24.4, 16, 180)]);
    const ter = unit(passed, 'ter');
    const cav = unit(passed, 'cav');
    const cases = [
      // parallel to the tercio's advance (west)
      { from: { x: 30, y: 26.787 }, to: { x: 20, y: 26.787 } },
      // crossing the line y = 16 behind the tercio (east of it)
      { from: { x: 28, y: 10 }, to: { x: 20, y: 26.787 } },
      // the line y = 16 is crossed only past the end of the path
      { from: { x: 20, y: 18 }, to: { x: 20, y: 26.787 } },
    ];
    for (const path of cases)
      expect(interceptionReachable(passed, ter, cav, DEFAULT_TERCIOS_OPTIONS, path)).toBe(false);
    // crossing far ahead of the tercio, beyond its Assault! reach
    const farTer = table([at('cav', 'arquebusiers-on-horseback', 2, 26, 90)], [at('ter', 'tercio', 24.4, 16, 180)]);
    expect(
      interceptionReachable(farTer, unit(farTer, 'ter'), unit(farTer, 'cav'), DEFAULT_TERCIOS_OPTIONS, {
        from: { x: 2, y: 10.787 },
        to: { x: 2, y: 26.787 },
      }),
    ).toBe(false);
  });
});

/** A mover (A, Run!) ends 2.5" before the front of a B unit with `order`; returns the context with the reaction offered. */
function approached(
  profile: string,
  order: Order,
  dice: Dice,
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
  moverProfile = 'musketeer-company',
  extraB: Placed[] = [],
) {
  const state = table([at('m', moverProfile, 36, 17, 90)], [at('r', profile, 36, 25, -90), ...extraB], {
    m: 'run',
    r: order,
  });
  const ctx = fixtureContext(state, dice, options);
  resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
  const m = unit(ctx.state, 'm');
  const ry = frontCentre(unit(ctx.state, 'r').base).y;
  resolveBattle(ctx, { kind: 'move', to: { x: frontCentre(m.base).x, y: ry - 2.5 } }, 'A');
  return ctx;
}

describe('resolveReaction (Reactions)', () => {
  it('a failed reaction test loses the order; the reaction is closed and the mover goes on', () => {
    const ctx = approached('musketeer-company', 'fire', ones());
    expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'volley' }, 'B');
    const after = ctx.events.slice(before);
    // The mover's Run! is spent; the reacting unit lost its card: no troop can act and the turn ends.
    expect(kinds(after)).toEqual(['order-test', 'order-lost', 'reaction-closed', 'activation-ended', 'turn-ended']);
    expect(after[0]).toMatchObject({ unit: 'r', passed: false, reaction: true });
    expect(after[1]).toMatchObject({ unit: 'r', reason: 'failed its reaction test' });
    expect(ctx.state.turn).toBe(2);
  });

  it('an already activated unit failing its evasion test has no order to lose', () => {
    const state = table(
      [at('c', 'tercio', 36, 20, 90)],
      [at('d', 'dragoons-mounted', 36, 25, -90)],
      {
        c: 'assault',
        d: null,
      },
      { d: { activated: true } },
    );
    const ctx = fixtureContext(state, ones());
    resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'd' }, 'A');
    expect(ctx.state.reaction).toMatchObject({ trigger: 'charge', candidates: ['d'] });
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'react', unit: 'd', reaction: 'evasion' }, 'B');
    const after = kinds(ctx.events.slice(before));
    expect(after.slice(0, 2)).toEqual(['order-test', 'reaction-closed']);
    expect(after).not.toContain('order-lost');
  });

  it('a passed reaction reveals the card: the reaction event carries the order and response', () => {
    const ctx = approached('musketeer-company', 'fire', sixes());
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'volley' }, 'B');
    const after = ctx.events.slice(before);
    expect(after[0]).toMatchObject({ kind: 'order-test', unit: 'r', passed: true, reaction: true });
    expect(after[1]).toEqual({ kind: 'reaction', unit: 'r', order: 'fire', response: 'volley' });
    expect(after.some((e) => e.kind === 'shot' && e.shooter === 'r' && e.target === 'm')).toBe(true);
    expect(kinds(after)).toContain('reaction-closed');
  });

  it('Ready!: a shot at the mover', () => {
    const ctx = approached('musketeer-company', 'ready', sixes());
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'shoot' }, 'B');
    expect(ctx.events.some((e) => e.kind === 'shot' && e.shooter === 'r' && e.target === 'm')).toBe(true);
  });

  it('Ready!: a reorientation towards a mover that came from behind', () => {
    const state = table([at('m', 'musketeer-company', 36, 8, 90)], [at('r', 'musketeer-company', 36, 16, 90)], {
      m: 'run',
      r: 'ready',
    });
    const ctx = fixtureContext(state, sixes());
    resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
    resolveBattle(ctx, { kind: 'move', to: { x: 36, y: 14.69 } }, 'A');
    expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
    const r = unit(ctx.state, 'r');
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'reorient', to: 'rear' }, 'B');
    const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'r');
    expect(moved).toMatchObject({ reason: 'reaction: reorient', inBuilding: null });
    expect(moved?.kind === 'unit-moved' && Math.cos(moved.base.facing - (r.base.facing + Math.PI))).toBeCloseTo(1, 3);
  });

  it('Run!: the evasion turns away from the enemy and moves off by its evasion allowance', () => {
    const ctx = approached('musketeer-company', 'run', sixes());
    const r0 = unit(ctx.state, 'r');
    const m = unit(ctx.state, 'm');
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'evasion' }, 'B');
    const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'r');
    expect(moved).toMatchObject({ reason: 'evasion', inBuilding: null });
    const base = moved?.kind === 'unit-moved' ? moved.base : r0.base;
    // Away from the mover (directly away from its centre), at Speed++ (musketeers: 5 + 2 steps).
    expect(Math.cos(base.facing - angleOf(sub(r0.base.centre, m.base.centre)))).toBeCloseTo(1, 3);
    expect(distance(base.centre, r0.base.centre)).toBeGreaterThan(5);
    expect(base.centre.y).toBeGreaterThan(r0.base.centre.y);
  });

  it('option evasionFacing about-turn: the evader turns about whatever the mover side', () => {
    const state = table([at('m', 'musketeer-company', 33, 17, 90)], [at('r', 'musketeer-company', 36, 25, -90)], {
      m: 'run',
      r: 'run',
    });
    for (const evasionFacing of ['about-turn', 'away-from-enemy'] as const) {
      const ctx = fixtureContext(state, sixes(), option({ evasionFacing }));
      resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
      resolveBattle(ctx, { kind: 'move', to: { x: 33, y: 21.8 } }, 'A');
      expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
      const r0 = unit(ctx.state, 'r');
      const m = unit(ctx.state, 'm');
      resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'evasion' }, 'B');
      const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'r');
      const facing = moved?.kind === 'unit-moved' ? moved.base.facing : NaN;
      const want =
        evasionFacing === 'about-turn' ? r0.base.facing + Math.PI : angleOf(sub(r0.base.centre, m.base.centre));
      expect(Math.cos(facing - want)).toBeCloseTo(1, 3);
    }
  });

  it('Run!: an enemy commander on the path of the evasion makes the In the wrong place test ("on the path of an enemy unit")', () => {
    // Commanders and Losses > In the wrong place: "if the commander is on the path of an enemy unit and is contacted at
    // any point of its base, it may be killed". The company r evades straight back (+y) over side A's commander, 2"
    // behind it; the evasion ends well beyond it (Speed++). Sixes: the test succeeds and the commander moves away.
    const state = table([at('m', 'musketeer-company', 36, 17, 90)], [at('r', 'musketeer-company', 36, 25, -90)], {
      m: 'run',
      r: 'run',
    });
    const rear = unitById(state, 'r')!.base.centre.y + unitById(state, 'r')!.base.depth / 2;
    const withCommander = { ...state, commanders: [commanderOf({ side: 'A', position: { x: 36, y: rear + 2 } })] };
    const ctx = fixtureContext(withCommander, sixes(), option({ evasionFacing: 'about-turn' }));
    resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
    resolveBattle(ctx, { kind: 'move', to: { x: 36, y: frontCentre(unit(ctx.state, 'r').base).y - 2.5 } }, 'A');
    expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'evasion' }, 'B');
    const r = unit(ctx.state, 'r').base;
    expect(r.centre.y - r.depth / 2).toBeGreaterThan(rear + 3);
    expect(kinds(ctx.events)).toContain('commander-escaped');
  });

  it('option blockedEvasionWear: an evasion blocked by the table edge adds one Dm', () => {
    for (const blockedEvasionWear of [true, false]) {
      const state = table([at('m', 'musketeer-company', 36, 30, 90)], [at('r', 'musketeer-company', 36, 37.5, -90)], {
        m: 'run',
        r: 'run',
      });
      const ctx = fixtureContext(state, sixes(), option({ blockedEvasionWear }));
      resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
      resolveBattle(ctx, { kind: 'move', to: { x: 36, y: 34 } }, 'A');
      expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
      resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'evasion' }, 'B');
      expect(unit(ctx.state, 'r').wear).toBe(blockedEvasionWear ? 1 : 0);
    }
  });

  it('Resist!: against a charge the unit is resisting (Courage + in the combat that follows)', () => {
    const state = table([at('c', 'tercio', 36, 20, 90)], [at('t', 'musketeer-company', 36, 25, -90)], {
      c: 'assault',
      t: 'resist',
    });
    const ctx = fixtureContext(state, sixes());
    resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 't' }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 't', reaction: 'resist' }, 'B');
    expect(ctx.events).toContainEqual({ kind: 'resisting', unit: 't' });
    const combat = ctx.events.find((e) => e.kind === 'combat');
    expect(combat).toBeDefined();
  });

  it('Assault!: an interception charge fights the mover; won by the reacting unit, the mover activation ends', () => {
    const ctx = approached('tercio', 'assault', sixes());
    expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'interception' }, 'B');
    const charge = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'r');
    expect(charge).toMatchObject({ reason: 'interception charge', inBuilding: null });
    const combat = ctx.events.find((e) => e.kind === 'combat');
    expect(combat).toMatchObject({ attacker: 'r', defender: 'm' });
  });
});

describe('closeReaction: option battle.proximityReactions', () => {
  function twoApproached(proximityReactions: 'each-unit' | 'first-closes') {
    const state = table(
      [at('m', 'musketeer-company', 36, 16, 90)],
      [at('r1', 'musketeer-company', 34, 25, -90), at('r2', 'musketeer-company', 38, 25, -90)],
      { m: 'ready', r1: 'fire', r2: 'fire' },
    );
    const ctx = fixtureContext(state, sixes(), option({ proximityReactions }));
    resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
    resolveBattle(ctx, { kind: 'move', to: { x: 36, y: 21.5 } }, 'A');
    return ctx;
  }

  it('each-unit: after one reaction the other approached unit is offered its own; first-closes: not', () => {
    const each = twoApproached('each-unit');
    expect(each.state.reaction).toMatchObject({ candidates: ['r1', 'r2'] });
    resolveBattle(each, { kind: 'react', unit: 'r1', reaction: 'volley' }, 'B');
    expect(each.state.reaction).toMatchObject({ side: 'B', trigger: 'proximity', by: 'm', candidates: ['r2'] });
    const first = twoApproached('first-closes');
    resolveBattle(first, { kind: 'react', unit: 'r1', reaction: 'volley' }, 'B');
    expect(first.state.reaction).toBeNull();
  });
});

describe('each-unit after an interception lost: the move the others react to ends where the mover was met', () => {
  // Reactions > Assault!: "Contact is made at the nearest point of intersection between the enemy's movement and the
  // advance of the reacting unit. If the combat that follows is lost by the reacting unit, the enemy may continue its
  // activation"; Reactions: "An enemy allows a reaction as soon as it comes to 3 inches or less from the front centre
  // of a unit". The horse runs 16" north from (20, 10), its front centre from (20, 10.787); `a` (Assault!, facing 210)
  // meets it 11.192" along and loses; `b` (Assault!, facing 330), passed on the way, is offered next: its advance
  // crosses the path 2.903" along. `c` (Assault!) was within 3" only of the run's end, which the horse never reached.
  // The scene is also played turned by 20 degrees either way about (20, 10), so that the path is not parallel to an axis.
  const FROM = { x: 20, y: 10 + 1.574803149606299 / 2 };
  // a's reaction test; its combat roll (no hit); the horse's (two hits); a's resistance (none saved): a loses.
  const DISENGAGES = [6, 6, 1, 1, 1, 6, 6, 6, 6, 1, 1, 1];
  // The same, but a fails its resistance test outright: it retreats, and infantry that retreats from cavalry is
  // destroyed and pursued (Troops > Cavalry > Pursuit).
  const PURSUED = [6, 6, 1, 1, 1, 6, 6, 6, 1, 1, 1];
  function metThenOffered(reactionTrigger: 'along-path' | 'move-end' = 'along-path', turn = 0, script = DISENGAGES) {
    const r = (turn * Math.PI) / 180;
    const rot = (x: number, y: number) => ({
      x: 20 + (x - 20) * Math.cos(r) - (y - 10) * Math.sin(r),
      y: 10 + (x - 20) * Math.sin(r) + (y - 10) * Math.cos(r),
    });
    const put = (id: string, profile: string, x: number, y: number, facing: number) => {
      const p = rot(x, y);
      return at(id, profile, p.x, p.y, facing + turn);
    };
    const state = table(
      [put('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
      [
        put('a', 'musketeer-company', 23.5, 24, 210),
        put('b', 'musketeer-company', 16, 16, 330),
        put('c', 'musketeer-company', 23, 29, 180),
      ],
      { cav: 'run', a: 'assault', b: 'assault', c: 'assault' },
    );
    const dice = ScriptedDice.of([...script, ...Array<number>(300).fill(6)]);
    const ctx = fixtureContext(state, dice, option({ proximityReactions: 'each-unit', reactionTrigger }));
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'move', to: rot(20, 26.787) }, 'A');
    // b was passed on the way ('along-path'); a and c are within 3" of where the run ended.
    expect(ctx.state.reaction).toMatchObject({
      candidates: reactionTrigger === 'along-path' ? ['a', 'b', 'c'] : ['a', 'c'],
    });
    resolveBattle(ctx, { kind: 'react', unit: 'a', reaction: 'interception' }, 'B');
    expect(ctx.events.find((e) => e.kind === 'combat')).toMatchObject({ attacker: 'a', winner: 'defender' });
    const from = rot(FROM.x, FROM.y);
    const heading = { x: -Math.sin(r), y: Math.cos(r) };
    /** How far along the run the horse's front centre stands, and how far off its line. */
    const cav = () => {
      const d = sub(frontCentre(unit(ctx.state, 'cav').base), from);
      return { along: d.x * heading.x + d.y * heading.y, off: d.x * heading.y - d.y * heading.x };
    };
    return { ctx, cav };
  }

  it.each([0, 20, -20])(
    'the second interception meets the horse where its advance crosses the path, not behind where it started (turned %i degrees)',
    (turn) => {
      const { ctx, cav } = metThenOffered('along-path', turn);
      expect(cav().along).toBeCloseTo(11.192, 2);
      // Only b: c was approached only at the run's end, never reached.
      expect(ctx.state.reaction).toMatchObject({ by: 'cav', candidates: ['b'] });
      resolveBattle(ctx, { kind: 'react', unit: 'b', reaction: 'interception' }, 'B');
      const met = ctx.events.filter((e) => e.kind === 'unit-moved' && e.unit === 'cav').at(-1);
      expect(met).toMatchObject({ reason: 'intercepted on its path by Musketeer Company b' });
      // b's front centre, half its 1.5748" depth ahead of (16, 16) at 330 degrees, and its advance cross x 20 at y
      // 13.69, 2.903" along (the old code shifted the horse back from the run's end by the crossing's distance: 1.9"
      // behind its start).
      const facing = (-30 * Math.PI) / 180;
      const fb = { x: 16 + 0.7874015748 * Math.cos(facing), y: 16 + 0.7874015748 * Math.sin(facing) };
      expect(fb.y + Math.tan(facing) * (20 - fb.x) - FROM.y).toBeCloseTo(2.903, 3);
      expect(cav().along).toBeCloseTo(2.903, 2);
      expect(cav().off).toBeCloseTo(0, 2);
    },
  );

  // Troops > Cavalry > Pursuit: "the cavalry unit must make a movement at its normal speed in the direction it faces";
  // ruling "A combat movement passing close to other units", default `none`: "a combat movement or an evasion offers no
  // approach reaction". The pursuit carries the horse 8" on, to 0.64" of c: c is still not offered (the run never
  // came near it; the pursuit offers nothing), and b, approached by the run, would have to meet the horse where it now
  // stands (its path is behind it), out of b's reach: b is not offered either. (The old code offered b and c, and b's
  // interception put the horse back 10.9" along its run, where no crossing is.) Turned -90 degrees the run and the
  // pursuit go east, along x alone.
  it.each([0, -90])(
    'a pursuit after the interception: the horse is not put back on its run, and c, near only the pursuit, is not offered (turned %i degrees)',
    (turn) => {
      const { ctx, cav } = metThenOffered('along-path', turn, PURSUED);
      expect(ctx.events).toContainEqual(
        expect.objectContaining({ kind: 'unit-moved', unit: 'cav', reason: 'pursuit' }),
      );
      expect(cav().along).toBeCloseTo(19.192, 2);
      expect(proximitySnapshot(ctx.state, 'cav')).toEqual(['c']);
      expect(ctx.state.reaction).toBeNull();
    },
  );

  // Option combatMovementReactions 'approached-units' with each-unit: the company `los`, charged by `atk` and beaten,
  // retreats north (a combat movement) past two pike companies; `pik` intercepts it on its path (x 19.77), wins, and
  // `los` disengages west to (16.77, 19.05). `pik2`, approached by the retreat, is offered next: its interception meets
  // `los` where it now stands, off the retreat's path. (The old code shifted `los` by the retreat's crossing from where
  // it had disengaged to: "intercepted on its path" with its front centre 2.2" off that path.)
  it('a combat mover that disengaged after the first interception is met where it stands by the second', () => {
    const state = table(
      [
        at('atk', 'pikemen-company', 20, 10, 90),
        at('pik', 'pikemen-company', 25, 20, 180),
        at('pik2', 'pikemen-company', 14.5, 19, 0),
      ],
      [at('los', 'musketeer-company', 20, 15, -90)],
      { atk: 'assault', los: null, pik: 'assault', pik2: 'assault' },
    );
    const dice = ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1, 1, ...Array<number>(300).fill(6)]);
    const options = option({ proximityReactions: 'each-unit', combatMovementReactions: 'approached-units' });
    const ctx = fixtureContext(state, dice, options);
    resolveBattle(ctx, { kind: 'activate', unit: 'atk' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'los' }, 'A');
    // Combat > Advance: atk broke los and "may" advance 3"; it does.
    resolveBattle(ctx, { kind: 'advance' }, 'A');
    expect(ctx.state.reaction).toMatchObject({ by: 'los', candidates: ['pik', 'pik2'] });
    resolveBattle(ctx, { kind: 'react', unit: 'pik', reaction: 'interception' }, 'B');
    const moves = (from: number) =>
      ctx.events.slice(from).flatMap((e) => (e.kind === 'unit-moved' && e.unit === 'los' ? [e.reason] : []));
    expect(moves(0)).toEqual(['retreat', 'intercepted on its path by Pikemen Company pik', 'disengage']);
    const disengaged = unit(ctx.state, 'los').base;
    expect(disengaged.centre).toEqual({ x: 16.772, y: 19.048 });
    expect(ctx.state.reaction).toEqual({
      side: 'A',
      trigger: 'proximity',
      by: 'los',
      candidates: ['pik2'],
      target: null,
      path: null,
    });
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'react', unit: 'pik2', reaction: 'interception' }, 'B');
    const after = ctx.events.slice(before);
    expect(after.find((e) => e.kind === 'unit-moved' && e.unit === 'pik2')).toMatchObject({
      reason: 'interception charge',
    });
    expect(after.find((e) => e.kind === 'combat')).toMatchObject({ attacker: 'pik2', defender: 'los' });
    // Not put back anywhere before the combat: the first move of los after the offer is the combat's.
    expect(moves(before)[0]).toBe('disengage');
  });

  it('move-end: c, within 3" only of where the run would have ended, is not offered once the horse was met short of it', () => {
    const { ctx, cav } = metThenOffered('move-end');
    expect(cav().along).toBeCloseTo(11.192, 2);
    expect(ctx.state.reaction).toBeNull();
  });
});

describe('the interception charge fought (Reactions > Assault!)', () => {
  function intercept(reactor: string, mover: string) {
    const melees: Record<string, unknown>[] = [];
    const plugins: TerciosPlugins = {
      combat: {
        ...terciosCombatPlugin,
        melee: (dice, input, p) => {
          melees.push({ ...input });
          return terciosCombatPlugin.melee(dice, input, p);
        },
      },
      morale: terciosMoralePlugin,
    };
    const state = table([at('m', mover, 36, 17, 90)], [at('r', reactor, 36, 25, -90)], { m: 'ready', r: 'assault' });
    const ctx = fixtureContext(state, sixes(), DEFAULT_TERCIOS_OPTIONS, plugins);
    resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
    const m = unit(ctx.state, 'm');
    const ry = frontCentre(unit(ctx.state, 'r').base).y;
    resolveBattle(ctx, { kind: 'move', to: { x: frontCentre(m.base).x, y: ry - 2.5 } }, 'A');
    expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'interception' }, 'B');
    return { ctx, melees };
  }

  it('the reacting unit charges the mover: an interception, frontal, with no reaction of the mover', () => {
    const { melees } = intercept('tercio', 'musketeer-company');
    expect(melees).toHaveLength(1);
    expect(melees[0]).toMatchObject({ interception: true, flank: false, defenderReaction: 'none' });
  });

  it('"If the combat that follows is lost by the reacting unit, the enemy may continue its activation. Otherwise, the enemy\'s activation ends"', () => {
    const won = intercept('tercio', 'musketeer-company').ctx;
    expect(won.events.find((e) => e.kind === 'combat')).toMatchObject({
      attacker: 'r',
      defender: 'm',
      winner: 'attacker',
    });
    expect(won.events).toContainEqual({ kind: 'activation-interrupted', unit: 'm' });
    expect(won.state.acting).toBeNull();
    const lost = intercept('musketeer-company', 'tercio').ctx;
    expect(lost.events.find((e) => e.kind === 'combat')).toMatchObject({
      attacker: 'r',
      defender: 'm',
      winner: 'defender',
    });
    expect(kinds(lost.events)).not.toContain('activation-interrupted');
  });
});

describe('Ambush: "may always attempt an evasion reaction when they are charged ... on difficult or very difficult terrain"', () => {
  const square = () => ({
    id: 'ground',
    type: 'small-copse' as const,
    points: [
      { x: 32, y: 22 },
      { x: 40, y: 22 },
      { x: 40, y: 30 },
      { x: 32, y: 30 },
    ],
  });
  /** The ambushers on a copse square whose features are those given (difficult or very difficult), or in the open. */
  const ambushers = (feature: 'difficult' | 'very-difficult' | null) => {
    const state = fixtureState({
      A: [{ unit: unitOf('c', 'tercio'), at: { x: 36, y: 18, facing: 90 } }],
      B: [
        {
          unit: { ...unitOf('a', 'musketeer-company'), rules: ['light', 'ambush'] },
          at: { x: 36, y: 26, facing: -90 },
        },
      ],
      terrain: feature === null ? [] : [square()],
    });
    return {
      ...state,
      terrain: state.terrain.map((t) => ({ ...t, features: feature === null ? [] : [feature] })),
      units: state.units.map((u) => (u.id === 'a' ? { ...u, order: null, activated: true } : u)),
    } as BattleState;
  };

  it('charged in difficult or very difficult terrain it may evade although activated; in the open, not', () => {
    for (const feature of ['difficult', 'very-difficult'] as const) {
      const s = ambushers(feature);
      expect(feasibleReactions(s, unit(s, 'a'), 'charge', unit(s, 'c'), DEFAULT_TERCIOS_OPTIONS)).toEqual(['evasion']);
    }
    const open = ambushers(null);
    expect(feasibleReactions(open, unit(open, 'a'), 'charge', unit(open, 'c'), DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
  });

  it('the evasion attempted in difficult terrain is a real reaction: tested, then carried out', () => {
    const s = ambushers('difficult');
    const ctx = fixtureContext(
      { ...s, units: s.units.map((u) => (u.id === 'c' ? { ...u, order: 'assault' } : u)) },
      sixes(),
    );
    resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'a' }, 'A');
    expect(ctx.state.reaction).toMatchObject({ trigger: 'charge', candidates: ['a'] });
    resolveBattle(ctx, { kind: 'react', unit: 'a', reaction: 'evasion' }, 'B');
    expect(ctx.events).toContainEqual({ kind: 'reaction', unit: 'a', order: 'run', response: 'evasion' });
    expect(ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'a')).toMatchObject({ reason: 'evasion' });
  });
});

describe('closeReaction: each-unit stops when the mover may no longer go on', () => {
  it('an interception won by the first unit ends the mover activation: the second unit is not offered', () => {
    const state = table(
      [at('m', 'musketeer-company', 36, 16, 90)],
      [at('r1', 'tercio', 33, 25, -90), at('r2', 'musketeer-company', 38.5, 25, -90)],
      { m: 'ready', r1: 'assault', r2: 'fire' },
    );
    const ctx = fixtureContext(state, sixes(), option({ proximityReactions: 'each-unit' }));
    resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
    resolveBattle(ctx, { kind: 'move', to: { x: 36, y: 21.5 } }, 'A');
    expect(ctx.state.reaction).toMatchObject({ candidates: ['r1', 'r2'] });
    resolveBattle(ctx, { kind: 'react', unit: 'r1', reaction: 'interception' }, 'B');
    expect(ctx.events).toContainEqual({ kind: 'activation-interrupted', unit: 'm' });
    expect(ctx.state.reaction).toBeNull();
    expect(ctx.events.filter((e) => e.kind === 'reaction-offered')).toHaveLength(1);
  });
});

describe('more reactions on the table', () => {
  it('Harasser: "they evade after firing as if they had a Run! order", on the one order test', () => {
    for (const evade of [true, false]) {
      const shooters = unitOf('r', 'musketeer-company');
      const state = table(
        [at('m', 'tercio', 36, 17, 90)],
        [{ unit: { ...shooters, rules: [...shooters.rules, 'harasser'] }, at: { x: 36, y: 25, facing: -90 } }],
        { m: 'ready', r: 'fire' },
      );
      const ctx = fixtureContext(state, sixes());
      resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
      const ry = frontCentre(unit(ctx.state, 'r').base).y;
      resolveBattle(ctx, { kind: 'move', to: { x: 36, y: ry - 2.5 } }, 'A');
      expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
      const before = ctx.events.length;
      resolveBattle(
        ctx,
        { kind: 'react', unit: 'r', reaction: 'volley', ...(evade ? { evade: true as const } : {}) },
        'B',
      );
      const after = ctx.events.slice(before);
      expect(after.filter((e) => e.kind === 'order-test')).toHaveLength(1);
      expect(after.some((e) => e.kind === 'shot' && e.shooter === 'r')).toBe(true);
      const moved = after.find((e) => e.kind === 'unit-moved' && e.unit === 'r');
      if (evade) expect(moved).toMatchObject({ reason: 'Harasser: evasion after the volley' });
      else expect(moved).toBeUndefined();
    }
  });

  it('Combat > Flank Charges: the reaction test against a flank charge is made with Discipline -', () => {
    const dice = (facing: number, x: number, y: number) => {
      const state = table([at('c', 'tercio', 36, 20, 90)], [at('t', 'tercio', x, y, facing)], {
        c: 'assault',
        t: 'ready',
      });
      const ctx = fixtureContext(state, sixes());
      resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
      resolveBattle(ctx, { kind: 'charge', target: 't' }, 'A');
      const declared = ctx.events.find((e) => e.kind === 'charge-declared');
      resolveBattle(ctx, { kind: 'react', unit: 't', reaction: 'shoot' }, 'B');
      const test = ctx.events.find((e) => e.kind === 'order-test');
      return {
        flank: declared?.kind === 'charge-declared' && declared.flank,
        dice: test?.kind === 'order-test' ? test.dice : 0,
      };
    };
    const front = dice(-90, 36, 28.4);
    const flank = dice(0, 36, 27.2);
    expect(front.flank).toBe(false);
    expect(flank.flank).toBe(true);
    expect(flank.dice).toBeLessThan(front.dice);
  });

  it('approachedAlongPath: no move, no one, even an enemy already near the start', () => {
    const state = table(
      [at('cav', 'arquebusiers-on-horseback', 20, 5, 90)],
      [at('e', 'musketeer-company', 20, 9, -90)],
    );
    const cav = unit(state, 'cav');
    expect(approachedAlongPath(state, cav, frontCentre(cav.base), [])).toEqual([]);
  });

  it('interceptionReachable: no crossing when the line ahead of the reacting unit is met only past the end of the path', () => {
    const state = table([at('cav', 'arquebusiers-on-horseback', 20, 5, 90)], [at('ter', 'tercio', 24.4, 16, 180)]);
    const path = { from: { x: 20, y: 0.787 }, to: { x: 20, y: 5.787 } };
    expect(interceptionReachable(state, unit(state, 'ter'), unit(state, 'cav'), DEFAULT_TERCIOS_OPTIONS, path)).toBe(
      false,
    );
  });
});

describe('closeReaction, the pending reaction built by hand (option battle.proximityReactions: each-unit)', () => {
  // Reactions: "An enemy allows a reaction as soon as it comes to 3 inches or less from the front centre of a unit";
  // with each-unit, once one approached unit has tried its reaction, the others that may still react are offered
  // theirs while the mover's activation goes on. r1 tries (and fails: it loses its order); of the others only `ok`
  // (Run!: an evasion needs nothing of the table) may still react: `dead` is destroyed, `spent` was activated and
  // has no card, `blind` (Fire!) faces away from the mover and has no volley, `ghost` is no unit.
  const acting = (over: Partial<Acting> = {}): Acting => movedOnReady('m', over);
  function close(
    over: { stage?: BattleState['stage']; acting?: Acting | null; mover?: Partial<UnitState> } = {},
    candidates = ['r1', 'dead', 'spent', 'blind', 'ghost', 'ok'],
  ) {
    const state = table(
      [at('m', 'musketeer-company', 36, 20, 90)],
      [
        at('r1', 'musketeer-company', 36, 24.5, -90),
        at('ok', 'musketeer-company', 44, 24.5, -90),
        at('dead', 'musketeer-company', 28, 24.5, -90),
        at('spent', 'musketeer-company', 20, 24.5, -90),
        at('blind', 'musketeer-company', 52, 24.5, 90),
      ],
      { m: 'ready', r1: 'fire', ok: 'run', dead: 'run', spent: null, blind: 'fire' },
      { dead: { destroyed: true }, spent: { activated: true }, m: over.mover ?? {} },
    );
    const ctx = fixtureContext(
      {
        ...state,
        stage: over.stage ?? 'action',
        acting: over.acting === undefined ? acting() : over.acting,
        reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates, target: null, path: null },
      },
      ones(),
      option({ proximityReactions: 'each-unit' }),
    );
    resolveReaction(ctx, 'r1', 'volley');
    return ctx.events.filter((e) => e.kind === 'reaction-offered');
  }

  it('the units that may still react are offered theirs; the destroyed, the spent, those with nothing to do are not', () => {
    expect(close()).toEqual([
      {
        kind: 'reaction-offered',
        reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['ok'], target: null, path: null },
      },
    ]);
  });

  it('no one left to react: nothing is offered', () => {
    expect(close({}, ['r1', 'dead', 'spent'])).toEqual([]);
  });

  it('the mover destroyed, the battle over, the mover no longer acting or its activation interrupted: nothing more', () => {
    expect(close({ mover: { destroyed: true } })).toEqual([]);
    expect(close({ stage: 'over' })).toEqual([]);
    expect(close({ acting: null })).toEqual([]);
    expect(close({ acting: acting({ unit: 'ok' }) })).toEqual([]);
    expect(close({ acting: acting({ interrupted: true }) })).toEqual([]);
  });
});

describe('offerProximityReactions: who among the approached is offered (Reactions)', () => {
  // All four were passed on the way; `old` was already within 3" before the move (it is not newly approached),
  // `blind` (Fire!) faces away and cannot fire its volley, `spent` has no card: only `fire` is offered.
  it('newly approached units with a reaction the table allows, and only those', () => {
    const state = table(
      [at('m', 'musketeer-company', 36, 20, 90)],
      [
        at('fire', 'musketeer-company', 36, 24.5, -90),
        at('old', 'musketeer-company', 44, 24.5, -90),
        at('blind', 'musketeer-company', 28, 24.5, 90),
        at('spent', 'musketeer-company', 20, 24.5, -90),
      ],
      { fire: 'fire', old: 'fire', blind: 'fire', spent: null },
      { spent: { activated: true } },
    );
    const ctx = fixtureContext(state);
    offerProximityReactions(ctx, 'm', ['old'], null, ['fire', 'old', 'blind', 'spent']);
    expect(ctx.events).toEqual([
      {
        kind: 'reaction-offered',
        reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['fire'], target: null, path: null },
      },
    ]);
  });

  it('a destroyed mover offers nothing, even to a unit whose evasion needs nothing of the table (Run!)', () => {
    const state = table(
      [at('m', 'musketeer-company', 36, 20, 90)],
      [at('r', 'musketeer-company', 36, 24.5, -90)],
      { r: 'run' },
      { m: { destroyed: true } },
    );
    const ctx = fixtureContext(state);
    offerProximityReactions(ctx, 'm', [], null, ['r']);
    expect(ctx.events).toEqual([]);
    // Alive, the same mover is offered the evasion.
    const alive = fixtureContext(
      table([at('m', 'musketeer-company', 36, 20, 90)], [at('r', 'musketeer-company', 36, 24.5, -90)], { r: 'run' }),
    );
    offerProximityReactions(alive, 'm', [], null, ['r']);
    expect(alive.events).toHaveLength(1);
  });
});

describe('feasibleReactions: the shot a reaction fires (Reactions > Fire!; Armament > Cannons; The Troops > Ambush)', () => {
  it('Cannons "may only fire with the Fire! [Fire] order": with Fire! their volley is allowed (checked as a Fire! shot)', () => {
    const s = table([at('m', 'musketeer-company', 36, 20, 90)], [at('d', 'light-artillery', 36, 25, -90)], {
      d: 'fire',
    });
    expect(feasibleReactions(s, unit(s, 'd'), 'approach', unit(s, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual(['volley']);
  });

  it('Fire!: no volley at a mover the unit cannot see (behind it)', () => {
    const s = table([at('m', 'musketeer-company', 36, 20, 90)], [at('r', 'musketeer-company', 36, 24.5, 90)], {
      r: 'fire',
    });
    expect(feasibleReactions(s, unit(s, 'r'), 'approach', unit(s, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
  });

  it('Ambush evades only on difficult or very difficult terrain: a piece that is neither (a road) does not count', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('c', 'tercio'), at: { x: 36, y: 18, facing: 90 } }],
      B: [
        {
          unit: { ...unitOf('a', 'musketeer-company'), rules: ['light', 'ambush'] },
          at: { x: 36, y: 26, facing: -90 },
        },
      ],
    });
    const road = {
      id: 'road',
      type: 'road' as const,
      points: [
        { x: 32, y: 22 },
        { x: 40, y: 22 },
        { x: 40, y: 30 },
        { x: 32, y: 30 },
      ],
      features: ['easy' as const],
    };
    const s = {
      ...state,
      terrain: [road],
      units: state.units.map((u) => (u.id === 'a' ? { ...u, order: null, activated: true } : u)),
    } as BattleState;
    expect(feasibleReactions(s, unit(s, 'a'), 'charge', unit(s, 'c'), DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
  });

  it('Bow: "Bows do not permit fire on reaction" — Lisowczycy with Pistols shoot a charger within 4", not one 8" away', () => {
    // Armament > Bow: "Bows do not permit fire on reaction. A bow has a range of 12 inches"; Pistols: range 4 inches.
    // Lisowczycy (Kingdoms: bow; option "Pistols: +5 points") with Ready!, whose reaction is "reorient OR shoot",
    // charged by a company straight ahead. 8" away only the bow reaches: no shot on reaction. 3" away the pistols
    // reach: they fire. (Light cavalry "may always attempt to react to a charge by an evasion" either way.)
    const lisowczycy = { ...unitOf('l', 'lisowczycy'), weapons: ['bow', 'pistols'] };
    const charged = (y: number) =>
      table([at('m', 'musketeer-company', 36, y, 90)], [{ unit: lisowczycy, at: { x: 36, y: 28, facing: -90 } }], {
        l: 'ready',
      });
    const far = charged(18);
    expect(distance(frontCentre(unit(far, 'm').base), frontCentre(unit(far, 'l').base))).toBeGreaterThan(8);
    expect(feasibleReactions(far, unit(far, 'l'), 'charge', unit(far, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([
      'reorient',
      'evasion',
    ]);
    const near = charged(24);
    expect(distance(frontCentre(unit(near, 'm').base), frontCentre(unit(near, 'l').base))).toBeLessThan(4);
    expect(feasibleReactions(near, unit(near, 'l'), 'charge', unit(near, 'm'), DEFAULT_TERCIOS_OPTIONS)).toEqual([
      'reorient',
      'shoot',
      'evasion',
    ]);
  });
});

describe('resolveReaction: more of the reaction carried out (Reactions)', () => {
  it('Commanders > Cautious: a card placed after activating is lost when its reaction test fails', () => {
    const state = table(
      [at('m', 'musketeer-company', 36, 17, 90)],
      [at('r', 'musketeer-company', 36, 25, -90)],
      { m: 'run', r: 'fire' },
      { r: { activated: true } },
    );
    const ctx = fixtureContext(state, ones());
    resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
    const ry = frontCentre(unit(ctx.state, 'r').base).y;
    resolveBattle(ctx, { kind: 'move', to: { x: 36, y: ry - 2.5 } }, 'A');
    expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'volley' }, 'B');
    expect(ctx.events).toContainEqual({ kind: 'order-lost', unit: 'r', reason: 'failed its reaction test' });
    expect(unit(ctx.state, 'r').order).toBeNull();
  });

  it('Ready!: "The shot is subject to a penalty (-)"; Fire!: "light weapon fire [...] benefits from a bonus (+)": against an own Fire! shot', () => {
    const dice = (order: Order, reaction: 'shoot' | 'volley') => {
      const ctx = approached('musketeer-company', order, sixes());
      resolveBattle(ctx, { kind: 'react', unit: 'r', reaction }, 'B');
      const shot = ctx.events.find((e) => e.kind === 'shot');
      return shot?.kind === 'shot' ? shot.dice : NaN;
    };
    const ready = dice('ready', 'shoot');
    const volley = dice('fire', 'volley');
    // The musketeers' own Fire! shot at the same range, not a reaction: neither Shoot- nor Shoot+.
    const state = table([at('m', 'musketeer-company', 36, 17, 90)], [at('r', 'musketeer-company', 36, 25, -90)], {
      m: 'run',
      r: 'fire',
    });
    const own = fixtureContext(state, sixes());
    const ry = frontCentre(unit(own.state, 'r').base).y;
    own.emit({
      kind: 'unit-moved',
      unit: 'm',
      base: { ...unit(own.state, 'm').base, centre: { x: 36, y: ry - 2.5 - 0.787 } },
      reason: 'placed',
      inBuilding: null,
    });
    resolveBattle(own, { kind: 'activate', unit: 'r' }, 'B');
    resolveBattle(own, { kind: 'shoot', target: 'm' }, 'B');
    const ownShot = own.events.find((e) => e.kind === 'shot');
    const ownDice = ownShot?.kind === 'shot' ? ownShot.dice : NaN;
    expect(ready).toBeLessThan(ownDice);
    expect(ownDice).toBeLessThan(volley);
  });
});

describe('the interception met on the path (Reactions > Assault!: "the nearest point of intersection between the enemy\'s movement and the advance of the reacting unit")', () => {
  /** Horse (A, Run!) from (x0, 10) facing north moves its front centre to `end`; a tercio (B, Assault!) at (tx, 16) faces west. */
  function passing(x0: number, end: { x: number; y: number }, tx = 24.4, options = DEFAULT_TERCIOS_OPTIONS) {
    const state = table([at('cav', 'arquebusiers-on-horseback', x0, 10, 90)], [at('ter', 'tercio', tx, 16, 180)], {
      cav: 'run',
      ter: 'assault',
    });
    const ctx = fixtureContext(state, sixes(), options);
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'move', to: end }, 'A');
    expect(ctx.state.reaction).toMatchObject({ candidates: ['ter'] });
    const from = ctx.state.reaction?.path?.from;
    resolveBattle(ctx, { kind: 'react', unit: 'ter', reaction: 'interception' }, 'B');
    const stop = ctx.events.find(
      (e) => e.kind === 'unit-moved' && e.unit === 'cav' && e.reason.startsWith('intercepted'),
    );
    return { ctx, from, stop: stop?.kind === 'unit-moved' ? frontCentre(stop.base) : null };
  }

  it('a slanting path: the mover is put back where its path crosses the line ahead of the tercio (y = 16)', () => {
    const end = { x: 19, y: 25.787 };
    const { stop, from } = passing(22, end);
    expect(from).toBeDefined();
    // On the path from its start to its end, where y = 16.
    const s = (16 - from!.y) / (end.y - from!.y);
    expect(stop?.x).toBeCloseTo(from!.x + (end.x - from!.x) * s, 2);
    expect(stop?.y).toBeCloseTo(16, 2);
  });

  it('a mover met where it ended (its path ends on the line ahead) is not moved back; charged where it stands', () => {
    const { stop, ctx } = passing(20, { x: 20, y: 16 });
    expect(stop).toBeNull();
    expect(
      ctx.events.some((e) => e.kind === 'unit-moved' && e.unit === 'ter' && e.reason === 'interception charge'),
    ).toBe(true);
  });

  it('option interceptionContact move-end: a mover reachable where it ended is charged there, not put back on its path', () => {
    const end = { x: 20, y: 19 };
    const crossing = passing(20, end);
    expect(crossing.stop?.y).toBeCloseTo(16, 2);
    const moveEnd = passing(20, end, 24.4, option({ interceptionContact: 'move-end' }));
    expect(moveEnd.stop).toBeNull();
    expect(
      moveEnd.ctx.events.some((e) => e.kind === 'unit-moved' && e.unit === 'ter' && e.reason === 'interception charge'),
    ).toBe(true);
  });

  it('a mover that would stand on impassable terrain where its path crosses is not put back there; charged where it ended', () => {
    // Movement > Obstacles: "Units may ignore terrain ... crossed during their movement if the line drawn between their
    // front centre and the destination point does not cut through them"; Overlap: units "must not end their movement
    // overlapping another base or impassable terrain". The horse's front centre runs up x = 20 to y 19; a small lake
    // (x 18.6 to 19.4, y 14.8 to 15.6) lies beside that line, under the horse's base only where its front centre
    // crosses the line ahead of the tercio (y = 16). The horse cannot be stopped there: the tercio charges it where
    // its move ended.
    const state = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 20, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 24.4, y: 16, facing: 180 } }],
      terrain: [
        {
          id: 'lake',
          type: 'small-lake',
          points: [
            { x: 18.6, y: 14.8 },
            { x: 19.4, y: 14.8 },
            { x: 19.4, y: 15.6 },
            { x: 18.6, y: 15.6 },
          ],
        },
      ],
    });
    expect(movesBeforeTheCombat(state, 19)).toEqual([
      ['cav', 'Run!'],
      ['ter', 'interception charge'],
    ]);
    // Without the lake the horse is put back on its path, at y = 16.
    const open = passing(20, { x: 20, y: 19 });
    expect(open.stop?.y).toBeCloseTo(16, 2);
  });

  it('a mover is not put back where a third unit would block the charge on it; charged where it ended', () => {
    // Reactions > Assault!: "Contact is made at the nearest point of intersection between the enemy's movement and the
    // advance of the reacting unit" — a contact the reacting unit's charge must make (Combat > Charges: "all the
    // basic rules of movement apply"; Overlap: "Units may not pass through other units"). A friendly company of the
    // horse, facing east at (21.5, 19.5), stops the horse's move at y 17.93 ("stopped backwards at the point of
    // contact"). Where the horse's path crosses the line ahead of the tercio (y = 16), the company (y from 17.93) is in
    // the way of the tercio's charge on it, which reaches no centre of the horse there (without the company it would):
    // the horse stays where it ended, and is charged there.
    const state = fixtureState({
      A: [
        { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 20, y: 10, facing: 90 } },
        { unit: unitOf('x', 'musketeer-company'), at: { x: 21.5, y: 19.5, facing: 0 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 24.4, y: 16, facing: 180 } }],
    });
    expect(movesBeforeTheCombat(state, 17.925)).toEqual([
      ['cav', 'Run!'],
      ['ter', 'interception charge'],
    ]);
  });
});

/**
 * The horse `cav` runs (Run!) to (20, 19), its front centre ending at `endsAtY`; the tercio `ter` (Assault!), the only
 * unit offered a reaction, intercepts it: the moves made before the combat, by unit and reason.
 */
function movesBeforeTheCombat(state: BattleState, endsAtY: number): string[][] {
  const s = {
    ...state,
    units: state.units.map((u) => ({ ...u, order: u.id === 'ter' ? ('assault' as const) : ('run' as const) })),
  };
  const ctx = fixtureContext(s, sixes());
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'move', to: { x: 20, y: 19 } }, 'A');
  expect(frontCentre(unit(ctx.state, 'cav').base).y).toBeCloseTo(endsAtY, 2);
  expect(ctx.state.reaction).toMatchObject({ candidates: ['ter'] });
  resolveBattle(ctx, { kind: 'react', unit: 'ter', reaction: 'interception' }, 'B');
  const beforeCombat = ctx.events.slice(
    0,
    ctx.events.findIndex((e) => e.kind === 'combat'),
  );
  return beforeCombat.flatMap((e) => (e.kind === 'unit-moved' ? [[e.unit, e.reason]] : []));
}

describe('the Dm of a blocked evasion (option battle.blockedEvasionWear; Combat > Retreat: "If this movement cannot be carried out in full, the unit receives one additional Dm")', () => {
  it('is logged as the evasion blocked', () => {
    const state = table([at('m', 'musketeer-company', 36, 30, 90)], [at('r', 'musketeer-company', 36, 37.5, -90)], {
      m: 'run',
      r: 'run',
    });
    const ctx = fixtureContext(state, sixes(), option({ blockedEvasionWear: true }));
    resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
    resolveBattle(ctx, { kind: 'move', to: { x: 36, y: 34 } }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'evasion' }, 'B');
    expect(ctx.events).toContainEqual(
      expect.objectContaining({ kind: 'unit-state', unit: 'r', reason: 'evasion: blocked' }),
    );
  });
});

describe('an evasion from a building (Reactions > Run!; Scenery Elements > Building)', () => {
  // Reactions > Run!: "It turns about and moves away from the unit that caused the reaction by at least its
  // movement." B's musketeer company `ev` (Run!) holds the building `house` and is charged by A's Tercio from the
  // south. Moving away, it leaves the building; blocked by a friend right behind it (0.005" off), it cannot move and stays in it.
  const evadeFrom = (blocked: boolean, options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS) => {
    const s = table(
      [at('c', 'tercio', 36, 20, 90)],
      [at('ev', 'musketeer-company', 36, 27, -90), ...(blocked ? [at('f', 'musketeer-company', 36, 28.58, -90)] : [])],
      { c: 'assault', ev: 'run', f: null },
      { ev: { inBuilding: 'house' }, f: { activated: true } },
    );
    const ctx = fixtureContext(s, sixes(), options);
    resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'ev' }, 'A');
    expect(ctx.state.reaction).toMatchObject({ trigger: 'charge', candidates: ['ev'] });
    resolveBattle(ctx, { kind: 'react', unit: 'ev', reaction: 'evasion' }, 'B');
    return { moved: ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'ev'), events: ctx.events };
  };

  it('moved away, it is out of its building; unable to move, it is still in it', () => {
    const out = evadeFrom(false).moved;
    expect(out).toMatchObject({ reason: 'evasion', inBuilding: null });
    expect(out?.kind === 'unit-moved' ? out.base.centre.y - 27 : 0).toBeGreaterThan(1);
    const stuck = evadeFrom(true).moved;
    expect(stuck).toMatchObject({ reason: 'evasion', inBuilding: 'house' });
    expect(stuck?.kind === 'unit-moved' ? stuck.base.centre.y : 0).toBeCloseTo(27, 2);
  });

  it('option battle.combatMovementReactions: an evasion that could not move approached no one (no combat-moved)', () => {
    // Ruling "Reactions to an approach": the units an evasion came within 3" of may react; a unit that stayed where it
    // was came near no one.
    const on = option({ combatMovementReactions: 'approached-units' });
    const evasionMoves = (events: readonly BattleEvent[]) =>
      events.filter((e) => e.kind === 'combat-moved' && e.unit === 'ev' && e.enemy === 'c');
    expect(evasionMoves(evadeFrom(false, on).events)).toHaveLength(1);
    const stuck = evadeFrom(true, on).events;
    // Only the charge's combat that follows may move it.
    expect(
      evasionMoves(
        stuck.slice(
          0,
          stuck.findIndex((e) => e.kind === 'combat'),
        ),
      ),
    ).toEqual([]);
  });
});

describe('an interception on the flank of a Square (Reactions > Assault!; The Troops > Square)', () => {
  // A's Tercio `m` (Ready!) moves 4" east in front of B's Tercio `r` (Assault!), which faces north: it ends 2.46"
  // from r's front centre (over 3" where it began), its right flank towards r. r intercepts straight ahead, into that flank. Square:
  // "Units with this rule are never taken in flank".
  function flankIntercept(square: boolean) {
    const melees: Record<string, unknown>[] = [];
    const plugins: TerciosPlugins = {
      combat: {
        ...terciosCombatPlugin,
        melee: (dice, input, p) => {
          melees.push({ ...input });
          return terciosCombatPlugin.melee(dice, input, p);
        },
      },
      morale: terciosMoralePlugin,
    };
    const mover = square ? { ...unitOf('m', 'tercio'), rules: ['square'] } : unitOf('m', 'tercio');
    const state = table([{ unit: mover, at: { x: 27, y: 20, facing: 0 } }], [at('r', 'tercio', 32, 14, 90)], {
      m: 'ready',
      r: 'assault',
    });
    const ctx = fixtureContext(state, sixes(), DEFAULT_TERCIOS_OPTIONS, plugins);
    resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
    const from = frontCentre(unit(ctx.state, 'm').base);
    resolveBattle(ctx, { kind: 'move', to: { x: from.x + 4, y: from.y } }, 'A');
    expect(ctx.state.reaction).toMatchObject({ candidates: ['r'] });
    resolveBattle(ctx, { kind: 'react', unit: 'r', reaction: 'interception' }, 'B');
    return melees;
  }

  it('a Tercio intercepted on its flank fights a flank charge; a Square does not', () => {
    expect(flankIntercept(false)).toEqual([expect.objectContaining({ interception: true, flank: true })]);
    expect(flankIntercept(true)).toEqual([expect.objectContaining({ interception: true, flank: false })]);
  });
});

describe('the edges of the reactions on the table (Reactions; Combat > Flank Charges; The Troops > Square)', () => {
  it('"3 inches or less": an enemy whose front centre is exactly 3" from the mover may react', () => {
    // Both bases square to the x axis, so the distance is exact: the mover's front edge at x = 10 + depth / 2, the
    // enemy's front centre (it faces west) depth / 2 before its centre.
    const start = table([at('m', 'musketeer-company', 10, 20, 0)], [at('e', 'musketeer-company', 30, 20, 180)]);
    const depth = unit(start, 'm').base.depth;
    const s: BattleState = {
      ...start,
      units: start.units.map((u) =>
        u.id === 'e' ? { ...u, base: { ...u.base, centre: { x: 10 + depth + 3, y: 20 }, facing: Math.PI } } : u,
      ),
    };
    expect(distanceToBase(frontCentre(unit(s, 'e').base), unit(s, 'm').base)).toBe(3);
    expect(proximitySnapshot(s, 'm')).toEqual(['e']);
  });

  it('Ready!: a reorientation that no longer fits when it is carried out is not made (the order test is still taken)', () => {
    // The "hemmed" table of the feasibleReactions test: the mover on the tercio's flank, a friend so close beside it
    // that the wide tercio cannot turn to face it. The reaction is carried out as if it had been offered.
    const hemmed = table(
      [at('m', 'musketeer-company', 42, 26, 180)],
      [at('r', 'tercio', 36, 26, 90), at('x', 'tercio', 36, 29.3, 90)],
      { m: 'ready', r: 'ready' },
    );
    expect(reorientTowards(unit(hemmed, 'r'), unit(hemmed, 'm'))).not.toBeNull();
    const ctx = fixtureContext(
      {
        ...hemmed,
        stage: 'action',
        reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['r'], target: null, path: null },
      },
      sixes(),
    );
    resolveReaction(ctx, 'r', 'reorient', false, { to: reorientTowards(unit(hemmed, 'r'), unit(hemmed, 'm'))! });
    expect(kinds(ctx.events)).toEqual(['order-test', 'reaction', 'reaction-closed']);
    expect(unit(ctx.state, 'r').base).toEqual(unit(hemmed, 'r').base);
  });

  /** The flag `againstFlankCharge` the reaction test is given when `r` reacts to `m`, standing on r's right flank. */
  function flankFlag(order: Order, trigger: 'proximity' | 'charge', square: boolean): unknown[] {
    const seen: unknown[] = [];
    const plugins: TerciosPlugins = {
      combat: terciosCombatPlugin,
      morale: {
        ...terciosMoralePlugin,
        reactionTest: (dice, situation) => {
          seen.push(situation.againstFlankCharge);
          return terciosMoralePlugin.reactionTest(dice, situation);
        },
      },
    };
    const r = square ? { ...unitOf('r', 'tercio'), rules: ['square'] } : unitOf('r', 'tercio');
    const s = table([at('m', 'musketeer-company', 42, 26, 180)], [{ unit: r, at: { x: 36, y: 26, facing: 90 } }], {
      r: order,
    });
    const [kind] = feasibleReactions(
      s,
      unit(s, 'r'),
      trigger === 'charge' ? 'charge' : 'approach',
      unit(s, 'm'),
      DEFAULT_TERCIOS_OPTIONS,
    );
    const ctx = fixtureContext(
      {
        ...s,
        stage: 'action',
        reaction: {
          side: 'B',
          trigger,
          by: 'm',
          candidates: ['r'],
          target: trigger === 'charge' ? 'r' : null,
          path: null,
        },
      },
      sixes(),
      DEFAULT_TERCIOS_OPTIONS,
      plugins,
    );
    resolveReaction(ctx, 'r', kind!);
    return seen;
  }

  it('Combat > Flank Charges: the Discipline- of a flank charge is for a charge, not an enemy that only came near the flank', () => {
    expect(flankFlag('resist', 'charge', false)).toEqual([true]);
    expect(flankFlag('ready', 'charge', false)).toEqual([true]);
    expect(flankFlag('ready', 'proximity', false)).toEqual([false]);
  });

  it('Square: "Units with this rule are never taken in flank": a Square charged in flank reacts without the penalty', () => {
    expect(flankFlag('resist', 'charge', true)).toEqual([false]);
  });

  it("Assault!: an interception won interrupts the mover's activation only when the mover is the unit acting", () => {
    // The musketeers `m` came within 3" of the tercio `r` (Assault!), which intercepts and wins (sixes). "Otherwise,
    // the enemy's activation ends": m's, if m is acting; not another unit's (a unit moved by combat, the acting unit
    // being `a`), nor when nobody acts.
    const s = table(
      [at('m', 'musketeer-company', 36, 20, 90), at('a', 'musketeer-company', 20, 10, 90)],
      [at('r', 'tercio', 36, 25, -90)],
      { m: 'ready', a: 'ready', r: 'assault' },
    );
    const intercept = (who: Acting | null) => {
      const ctx = fixtureContext(
        {
          ...s,
          stage: 'action',
          acting: who,
          reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['r'], target: null, path: null },
        },
        sixes(),
      );
      resolveReaction(ctx, 'r', 'interception');
      return ctx.events.filter((e) => e.kind === 'activation-interrupted');
    };
    expect(intercept(movedOnReady('m'))).toEqual([{ kind: 'activation-interrupted', unit: 'm' }]);
    expect(intercept(movedOnReady('a'))).toEqual([]);
    expect(intercept(null)).toEqual([]);
  });

  it('a unit moved by combat that is no longer on the table offers no reaction, and the next one is taken', () => {
    const s = table([at('m', 'musketeer-company', 36, 20, 90)], [at('r', 'musketeer-company', 36, 24.5, -90)], {
      m: 'ready',
      r: 'fire',
    });
    const m = unit(s, 'm');
    const ctx = fixtureContext(
      {
        ...s,
        stage: 'action',
        acting: movedOnReady('m', { combatMoved: [{ unit: 'ghost', from: m.base, to: m.base.centre, enemy: 'r' }] }),
      },
      sixes(),
    );
    expect(offerCombatMovementReactions(ctx)).toBe(false);
    expect(ctx.events).toEqual([{ kind: 'combat-moved-reactions', unit: 'ghost' }]);
  });
});
