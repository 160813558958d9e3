import { ScriptedDice, baseGap, basesOverlap, distance, frontCentre, hypot, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import { commandersInTheWay } from './commandersInTheWay.js';
import {
  actionsLeft,
  canChargeSomeone,
  canReorient,
  finishActivation,
  maybeAutoFinish,
  mobilityFree,
  mobilityMoveOwed,
  moveUnit,
  seesEnemy,
  startActivation,
} from './activation.js';
import type { BattleEvent } from './Event.js';
import type { Acting, BattleState, CommanderState, Order, UnitState } from './State.js';
import {
  commanderOf,
  fixtureContext,
  fixtureState,
  unitOf,
  fixtureTable as table,
  placed as at,
  actingOf,
} from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';
import { terciosCombatPlugin, type TerciosPlugins } from '../plugins/combat.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import { executeCharge } from './activation.js';
import { plannedCharge } from './plannedCharge.js';
import { rulesUnit } from './commandOnTable.js';
import { speedOf } from './speedOf.js';
import type { Placement } from './Scenario.js';

// Killers of the activation on the table (game/activation.ts). Rulebook (/work/shared/rules/
// tercios-liber-militum.txt): Game Sequence ("they alternate the activation of their units for as long as each side
// has a troop able to act"); Order Cards (Ready!: "two actions of its choice: move, reorganise (remove a Disorder
// marker), reorient, or shoot. It may not carry out the same action twice"; Assault!: "If no enemy is in the unit's
// line of sight at the moment of activation, the unit does nothing"; Run!: moving only; Fire!: shooting only,
// "It may not move or reorient"; Resist!: "If the test is passed, the unit removes one Dm"; "Adaptation of the rule:
// if the order cannot be carried out, the unit must at least advance one inch"); Testing Orders ("A unit with no Dm
// (fresh) automatically carries out the order", "A unit with at least one Dm must test its order. If this test
// fails, the order is lost"); The Troops > Impetuous, Brigade, Horde, Horse Teams; Commanders > Authoritarian,
// Coordinator, Energetic, Fearless; Commanders and Losses > In the wrong place.

const sixes = (): Dice => ScriptedDice.of(Array<number>(400).fill(6));
const ones = (): Dice => ScriptedDice.of(Array<number>(400).fill(1));
const option = (o: Record<string, unknown>): TerciosOptions => TerciosOptionsSchema.parse(o);

const unit = (state: BattleState, id: string): UnitState => unitById(state, id)!;
const kinds = (events: readonly BattleEvent[]): string[] => events.map((e) => e.kind);
const started = (events: readonly BattleEvent[]) => events.filter((e) => e.kind === 'activation-started');

const acting = ({ unit, order, ...more }: Partial<Acting> & { unit: string; order: Order }): Acting =>
  actingOf(unit, order, more);

/** Three A musketeer companies far from one B tercio. */
const three = (fields: Record<string, Partial<UnitState>> = {}, orders: Record<string, Order | null> = {}) =>
  table(
    [
      at('a1', 'musketeer-company', 10, 10, 90),
      at('a2', 'musketeer-company', 20, 10, 90),
      at('a3', 'musketeer-company', 30, 10, 90),
    ],
    [at('b1', 'tercio', 50, 40, -90)],
    orders,
    fields,
  );

/** `c` charges `t` and `t` counter-charges (dice all 6s: every test passes): the context after the reaction. */
/** Policy always: two Tercios tied (sixes: every hit resisted) fight their Dirty war! rounds with no question. */
const dirtyWarAlways = option({ dirtyWar: { policy: 'always' } });

function counterCharged(s: BattleState) {
  const ctx = fixtureContext(s, sixes(), dirtyWarAlways);
  resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 't' }, 'A');
  expect(ctx.state.reaction).toMatchObject({ trigger: 'charge', candidates: ['t'] });
  resolveBattle(ctx, { kind: 'react', unit: 't', reaction: 'counter-charge' }, 'B');
  return ctx;
}

describe('startActivation (Game Sequence; Order Cards; The Troops > Brigade, Horde; Coordinator, Fearless)', () => {
  it('reveals the card: the unit order, a Brigade order instead, Ready! when it has none; an unknown unit does nothing', () => {
    const ctx = fixtureContext(three({}, { a1: 'fire' }));
    startActivation(ctx, 'nobody');
    expect(ctx.events).toEqual([]);
    startActivation(ctx, 'a1');
    expect(started(ctx.events)).toEqual([{ kind: 'activation-started', unit: 'a1', order: 'fire', brigadeQueue: [] }]);
    const brigade = fixtureContext(three({}, { a1: 'fire' }));
    startActivation(brigade, 'a1', 'run');
    expect(started(brigade.events)[0]).toMatchObject({ order: 'run' });
    const none = fixtureContext(three({}, { a1: null }));
    startActivation(none, 'a1');
    expect(started(none.events)[0]).toMatchObject({ order: 'ready' });
  });

  it('Brigade: the other units of its brigade not yet activated follow, on their own side only', () => {
    const state = three({ a1: { brigade: 'a1' }, a2: { brigade: 'a1' }, a3: { brigade: 'a1', activated: true } });
    const withEnemy: BattleState = {
      ...state,
      units: state.units.map((u) => (u.id === 'b1' ? { ...u, brigade: 'a1' } : u)),
    };
    const ctx = fixtureContext(withEnemy);
    startActivation(ctx, 'a1');
    expect(started(ctx.events)[0]).toMatchObject({ brigadeQueue: ['a2'] });
    // Not in a brigade: no queue; a queue given is kept as it is.
    const alone = fixtureContext(three());
    startActivation(alone, 'a1');
    expect(started(alone.events)[0]).toMatchObject({ brigadeQueue: [] });
    const given = fixtureContext(state);
    startActivation(given, 'a1', undefined, ['a3']);
    expect(started(given.events)[0]).toMatchObject({ brigadeQueue: ['a3'] });
  });

  it('Coordinator: "two units may be activated one after the other" — the partner follows once, if it may still act', () => {
    const pair = (fields: Record<string, Partial<UnitState>> = {}, coordinated: string[] | null = ['a1', 'a2']) => ({
      ...three(fields),
      coordinated,
    });
    const ctx = fixtureContext(pair());
    startActivation(ctx, 'a1');
    expect(started(ctx.events)[0]).toMatchObject({ brigadeQueue: ['a2'] });
    const second = fixtureContext(pair());
    startActivation(second, 'a2');
    expect(started(second.events)[0]).toMatchObject({ brigadeQueue: ['a1'] });
    const spent = fixtureContext(pair({ a2: { activated: true } }));
    startActivation(spent, 'a1');
    expect(started(spent.events)[0]).toMatchObject({ brigadeQueue: [] });
    const other = fixtureContext(pair({}, ['a2', 'a3']));
    startActivation(other, 'a1');
    expect(started(other.events)[0]).toMatchObject({ brigadeQueue: [] });
    const already = fixtureContext(pair());
    startActivation(already, 'a1', undefined, ['a2']);
    expect(started(already.events)[0]).toMatchObject({ brigadeQueue: ['a2'] });
    // An enemy unit named as partner (never in play) is not queued: only the unit's own side.
    const enemy = fixtureContext(pair({}, ['a1', 'b1']));
    startActivation(enemy, 'a1');
    expect(started(enemy.events)[0]).toMatchObject({ brigadeQueue: [] });
  });

  it('Horde: the paired unit acts straight after, once; Fearless travels in the event only when given', () => {
    const ctx = fixtureContext(three());
    startActivation(ctx, 'a1', undefined, undefined, 'a2');
    expect(started(ctx.events)).toEqual([
      { kind: 'activation-started', unit: 'a1', order: 'ready', brigadeQueue: ['a2'] },
    ]);
    const twice = fixtureContext(three());
    startActivation(twice, 'a1', undefined, ['a2'], 'a2');
    expect(started(twice.events)[0]).toMatchObject({ brigadeQueue: ['a2'] });
    const fearless = fixtureContext(three({}, { a1: 'assault' }));
    startActivation(fearless, 'a1', 'assault', undefined, undefined, { commander: 'c1', secondActivation: true });
    expect(started(fearless.events)[0]).toEqual({
      kind: 'activation-started',
      unit: 'a1',
      order: 'assault',
      brigadeQueue: [],
      fearless: { commander: 'c1', secondActivation: true },
    });
  });
});

describe('the order revealed (Order Cards; Testing Orders)', () => {
  it('Resist!: a worn unit tests; passed, it removes one Dm; a fresh unit has nothing to remove and no test', () => {
    const worn = fixtureContext(three({ a1: { wear: 2 } }, { a1: 'resist' }), sixes());
    startActivation(worn, 'a1');
    const test = worn.events.find((e) => e.kind === 'order-test');
    expect(test).toMatchObject({ unit: 'a1', passed: true, reaction: false });
    expect(worn.events).toContainEqual({
      kind: 'unit-state',
      unit: 'a1',
      wear: 1,
      disordered: false,
      reason: 'Resist!',
    });
    expect(unit(worn.state, 'a1').wear).toBe(1);
    expect(kinds(worn.events)).toContain('activation-ended');
    const fresh = fixtureContext(three({}, { a1: 'resist' }), sixes());
    startActivation(fresh, 'a1');
    expect(kinds(fresh.events)).toEqual(['activation-started', 'activation-ended']);
    const one = fixtureContext(three({ a1: { wear: 1 } }, { a1: 'resist' }), sixes());
    startActivation(one, 'a1');
    expect(kinds(one.events)).toEqual(['activation-started', 'order-test', 'activation-ended']);
  });

  it('Testing Orders: a worn unit tests and goes on if passed; Authoritarian: the unit acts without the test', () => {
    const passed = fixtureContext(three({ a1: { wear: 1 } }, { a1: 'ready' }), sixes());
    startActivation(passed, 'a1');
    expect(kinds(passed.events)).toEqual(['activation-started', 'order-test']);
    expect(passed.events[1]).toMatchObject({ unit: 'a1', passed: true, reaction: false });
    expect(passed.state.acting).toMatchObject({ unit: 'a1', order: 'ready' });
    const auth = fixtureContext({ ...three({ a1: { wear: 1 } }, { a1: 'ready' }), authoritarian: 'a1' }, ones());
    startActivation(auth, 'a1');
    expect(kinds(auth.events)).toEqual(['activation-started']);
    const other = fixtureContext({ ...three({ a1: { wear: 1 } }, { a1: 'ready' }), authoritarian: 'a2' }, ones());
    startActivation(other, 'a1');
    expect(kinds(other.events)).toEqual(['activation-started', 'order-test', 'order-lost', 'activation-ended']);
  });

  it('Impetuous: fresh with another order and an enemy it could charge, it tests; failed, it must charge', () => {
    const impetuous = (y: number, order: Order = 'ready') =>
      table(
        [{ unit: { ...unitOf('imp', 'tercio'), rules: ['dense', 'impetuous'] }, at: { x: 36, y: 20, facing: 90 } }],
        [at('e', 'musketeer-company', 36, y, -90)],
        { imp: order },
      );
    const failed = fixtureContext(impetuous(26), ones());
    startActivation(failed, 'imp');
    expect(failed.events).toContainEqual({
      kind: 'order-forced',
      unit: 'imp',
      order: 'assault',
      reason: 'Impetuous: failed its test and must charge',
    });
    expect(failed.state.acting?.order).toBe('assault');
    expect(actionsLeft(failed.state)).toEqual(['charge']);
    const held = fixtureContext(impetuous(26), sixes());
    startActivation(held, 'imp');
    expect(kinds(held.events)).not.toContain('order-forced');
    expect(held.state.acting?.order).toBe('ready');
    // No enemy within its charge: no test, the order stands even with failing dice.
    const far = fixtureContext(impetuous(46), ones());
    startActivation(far, 'imp');
    expect(kinds(far.events)).toEqual(['activation-started']);
    expect(canChargeSomeone(far.state, unit(far.state, 'imp'), DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    expect(canChargeSomeone(held.state, unit(impetuous(26), 'imp'), DEFAULT_TERCIOS_OPTIONS)).toBe(true);
  });

  it('Assault! with no enemy in sight does nothing; with the Adaptation it advances one inch', () => {
    const blind = () =>
      table([at('a', 'tercio', 36, 20, 90)], [at('e', 'musketeer-company', 36, 10, 90)], { a: 'assault' });
    expect(seesEnemy(blind(), unit(blind(), 'a'), DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    const nothing = fixtureContext(blind());
    startActivation(nothing, 'a');
    expect(kinds(nothing.events)).toEqual(['activation-started', 'activation-ended']);
    const adapted = fixtureContext(blind(), ScriptedDice.of([]), option({ advanceOneInchWhenOrderImpossible: true }));
    startActivation(adapted, 'a');
    const moved = adapted.events.find((e) => e.kind === 'unit-moved');
    expect(moved).toMatchObject({ unit: 'a', reason: 'Adaptation: advance one inch', inBuilding: null });
    expect(moved?.kind === 'unit-moved' && moved.base.centre.y).toBeCloseTo(21, 2);
    expect(moved?.kind === 'unit-moved' && moved.base.centre.x).toBeCloseTo(36, 2);
    expect(kinds(adapted.events).at(-1)).toBe('activation-ended');
    // An enemy in sight: the Assault! stands and a charge is to be made.
    const sighted = table([at('a', 'tercio', 36, 20, 90)], [at('e', 'musketeer-company', 36, 30, -90)], {
      a: 'assault',
    });
    expect(seesEnemy(sighted, unit(sighted, 'a'), DEFAULT_TERCIOS_OPTIONS)).toBe(true);
  });
});

describe('actionsLeft and Mobility (Order Cards; The Troops > Cavalry > Mobility, Caracole, Horse Teams)', () => {
  const with_ = (state: BattleState, a: Acting): BattleState => ({ ...state, acting: a });

  it('no action for an interrupted or charging activation, a destroyed or missing unit, or no activation', () => {
    const s = three();
    expect(actionsLeft(s)).toEqual([]);
    expect(actionsLeft(with_(s, acting({ unit: 'a1', order: 'ready', interrupted: true })))).toEqual([]);
    expect(actionsLeft(with_(s, acting({ unit: 'a1', order: 'ready', chargeTarget: 'b1' })))).toEqual([]);
    expect(actionsLeft(with_(s, acting({ unit: 'zz', order: 'ready' })))).toEqual([]);
    const dead = three({ a1: { destroyed: true } });
    expect(actionsLeft(with_(dead, acting({ unit: 'a1', order: 'ready' })))).toEqual([]);
    expect(actionsLeft(with_(s, acting({ unit: 'a1', order: 'ready' })))).toEqual(['move', 'reorient', 'shoot']);
  });

  it('Ready!: reorganise only in disorder, and once; no shot hitched or with Shoot 0; Horse Teams hitch or unhitch once', () => {
    const dis = three({ a1: { disordered: true } });
    expect(actionsLeft(with_(dis, acting({ unit: 'a1', order: 'ready' })))).toEqual([
      'move',
      'reorient',
      'reorganise',
      'shoot',
    ]);
    expect(actionsLeft(with_(dis, acting({ unit: 'a1', order: 'ready', actions: ['reorganise'] })))).toEqual([
      'move',
      'reorient',
      'shoot',
    ]);
    const guns = table([at('g', 'light-artillery', 20, 10, 90)], [at('b1', 'tercio', 50, 40, -90)]);
    const gunsHt = { ...guns, units: guns.units.map((u) => (u.id === 'g' ? { ...u, rules: ['horse-teams'] } : u)) };
    expect(actionsLeft(with_(gunsHt, acting({ unit: 'g', order: 'ready' })))).toEqual([
      'move',
      'reorient',
      'shoot',
      'hitch',
    ]);
    const hitched = { ...gunsHt, units: gunsHt.units.map((u) => (u.id === 'g' ? { ...u, hitched: true } : u)) };
    expect(actionsLeft(with_(hitched, acting({ unit: 'g', order: 'ready' })))).toEqual(['move', 'reorient', 'unhitch']);
    expect(actionsLeft(with_(hitched, acting({ unit: 'g', order: 'ready', actions: ['unhitch'] })))).toEqual([
      'move',
      'reorient',
    ]);
    expect(actionsLeft(with_(gunsHt, acting({ unit: 'g', order: 'ready', actions: ['hitch'] })))).toEqual([
      'move',
      'reorient',
      'shoot',
    ]);
    const noShot = table([at('d', 'dragoons-mounted', 20, 10, 90)], [at('b1', 'tercio', 50, 40, -90)]);
    expect(actionsLeft(with_(noShot, acting({ unit: 'd', order: 'ready' })))).not.toContain('shoot');
    expect(actionsLeft(with_(noShot, acting({ unit: 'd', order: 'fire' })))).toEqual(['shoot']);
  });

  it('Caracole: offered after the shot with Ready! and Fire!, and only then', () => {
    const cav = table([at('c', 'arquebusiers-on-horseback', 20, 10, 90)], [at('b1', 'tercio', 50, 40, -90)]);
    expect(
      actionsLeft(with_(cav, acting({ unit: 'c', order: 'ready', actions: ['move', 'shoot'], caracole: true }))),
    ).toEqual(['caracole']);
    expect(actionsLeft(with_(cav, acting({ unit: 'c', order: 'ready', actions: ['shoot'], caracole: true })))).toEqual([
      'move',
      'reorient',
      'caracole',
    ]);
    expect(actionsLeft(with_(cav, acting({ unit: 'c', order: 'fire', actions: ['shoot'], caracole: true })))).toEqual([
      'caracole',
    ]);
    expect(actionsLeft(with_(cav, acting({ unit: 'c', order: 'fire', actions: ['shoot'] })))).toEqual([]);
    expect(actionsLeft(with_(cav, acting({ unit: 'c', order: 'assault', actions: ['move'] })))).toEqual([]);
    expect(actionsLeft(with_(cav, acting({ unit: 'c', order: 'run', actions: ['move'] })))).toEqual([]);
  });

  it('Energetic: at the end only the closing reorientation, if one fits', () => {
    const s = three();
    expect(
      actionsLeft(with_(s, acting({ unit: 'a1', order: 'fire', actions: ['shoot'], boost: 'energetic-turn' }))),
    ).toEqual(['reorient']);
  });

  it('Mobility: free only for cavalry with Ready! or Run! before moving and before using it', () => {
    const drag = table([at('d', 'dragoons-mounted', 20, 10, 90)], [at('b1', 'tercio', 50, 40, -90)]);
    expect(mobilityFree(drag)).toBe(false);
    expect(mobilityFree(with_(drag, acting({ unit: 'd', order: 'ready' })))).toBe(true);
    expect(mobilityFree(with_(drag, acting({ unit: 'd', order: 'run' })))).toBe(true);
    expect(mobilityFree(with_(drag, acting({ unit: 'd', order: 'fire' })))).toBe(false);
    expect(mobilityFree(with_(drag, acting({ unit: 'd', order: 'assault' })))).toBe(false);
    expect(mobilityFree(with_(drag, acting({ unit: 'd', order: 'ready', freeReorient: true })))).toBe(false);
    expect(mobilityFree(with_(drag, acting({ unit: 'd', order: 'ready', actions: ['move'] })))).toBe(false);
    expect(mobilityFree(with_(drag, acting({ unit: 'zz', order: 'ready' })))).toBe(false);
    const foot = three();
    expect(mobilityFree(with_(foot, acting({ unit: 'a1', order: 'ready' })))).toBe(false);
    expect(actionsLeft(with_(drag, acting({ unit: 'd', order: 'run' })))).toEqual(['move', 'reorient']);
    expect(actionsLeft(with_(drag, acting({ unit: 'd', order: 'run', freeReorient: true })))).toEqual(['move']);
  });

  it('mobilityMoveOwed: the free reorientation made, no move yet, with the start-of-move ruling only', () => {
    const drag = table([at('d', 'dragoons-mounted', 20, 10, 90)], [at('b1', 'tercio', 50, 40, -90)]);
    const anyTime = option({ battle: { mobilityReorientation: 'any-time-before-moving' } });
    expect(mobilityMoveOwed(drag, DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    const owed = with_(drag, acting({ unit: 'd', order: 'ready', freeReorient: true }));
    expect(mobilityMoveOwed(owed, DEFAULT_TERCIOS_OPTIONS)).toBe(true);
    expect(mobilityMoveOwed(owed, anyTime)).toBe(false);
    expect(mobilityMoveOwed(with_(drag, acting({ unit: 'd', order: 'ready' })), DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    expect(
      mobilityMoveOwed(
        with_(drag, acting({ unit: 'd', order: 'ready', freeReorient: true, actions: ['move'] })),
        DEFAULT_TERCIOS_OPTIONS,
      ),
    ).toBe(false);
    // With Ready!, the owed move counts the reorientation as one action: after a shot nothing is left.
    expect(
      actionsLeft(with_(drag, acting({ unit: 'd', order: 'ready', freeReorient: true, actions: ['shoot'] }))),
    ).toEqual([]);
    expect(
      actionsLeft(with_(drag, acting({ unit: 'd', order: 'ready', freeReorient: true, actions: ['shoot'] })), anyTime),
    ).toEqual(['move', 'reorient']);
  });
});

describe('finishing an activation (Game Sequence; Brigade; Energetic; The Battle > Duration)', () => {
  it('maybeAutoFinish ends an activation with nothing left, but not while a reaction is pending', () => {
    const spent = (reaction: BattleState['reaction']) =>
      fixtureContext({
        ...three(),
        acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'] }),
        reaction,
      });
    const ctx = spent(null);
    maybeAutoFinish(ctx);
    expect(kinds(ctx.events)).toEqual(['activation-ended']);
    const waiting = spent({ side: 'B', trigger: 'proximity', by: 'a1', candidates: ['b1'], target: null, path: null });
    maybeAutoFinish(waiting);
    expect(waiting.events).toEqual([]);
    const more = fixtureContext({ ...three(), acting: acting({ unit: 'a1', order: 'ready' }) });
    maybeAutoFinish(more);
    expect(more.events).toEqual([]);
    const none = fixtureContext(three());
    maybeAutoFinish(none);
    expect(none.events).toEqual([]);
  });

  it('the next unit of the brigade queue that may act is activated with the rest of the queue', () => {
    const s = three({ a2: { activated: true } }, { a3: 'fire' });
    const ctx = fixtureContext({
      ...s,
      units: s.units.map((u) => (u.id === 'a1' ? { ...u, activated: true, order: null } : u)),
      acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'], brigadeQueue: ['a2', 'zz', 'a3', 'b1'] }),
    });
    finishActivation(ctx);
    expect(ctx.events[0]).toEqual({
      kind: 'activation-started',
      unit: 'a3',
      order: 'fire',
      brigadeQueue: ['a2', 'zz', 'b1'],
    });
  });

  it('activation-ended names the unit, play passes; no troop able to act ends the turn with the points', () => {
    const s = three();
    const ctx = fixtureContext({
      ...s,
      units: s.units.map((u) => ({ ...u, activated: u.id !== 'a2', order: u.id === 'a2' ? 'ready' : null })),
      acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'] }),
    });
    finishActivation(ctx);
    expect(ctx.events).toEqual([{ kind: 'activation-ended', unit: 'a1' }]);
    const last = fixtureContext({
      ...s,
      units: s.units.map((u) => ({ ...u, activated: true, order: null })),
      points: { A: 3, B: 1 },
      acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'] }),
    });
    finishActivation(last);
    expect(last.events).toEqual([
      { kind: 'activation-ended', unit: 'a1' },
      { kind: 'turn-ended', turn: 1, points: { A: 3, B: 1 } },
    ]);
    const idle = fixtureContext({ ...s, units: s.units.map((u) => ({ ...u, activated: true, order: null })) });
    finishActivation(idle);
    expect(idle.events[0]).toEqual({ kind: 'activation-ended', unit: null });
  });

  it('a side with no unit left loses at once (battle-ended)', () => {
    const s = three();
    const ctx = fixtureContext({
      ...s,
      units: s.units.map((u) => (u.id === 'b1' ? { ...u, destroyed: true, activated: true, order: null } : u)),
      acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'] }),
    });
    finishActivation(ctx);
    expect(kinds(ctx.events)).toEqual(['activation-ended', 'battle-ended']);
    expect(ctx.events[1]).toMatchObject({ result: { winner: 'A' } });
  });

  it('Energetic: "may change its orientation at the end of its activation" — offered unless interrupted or over', () => {
    const s = three();
    const energetic = (over: Partial<Acting>, stage: BattleState['stage'] = 'action') =>
      fixtureContext({
        ...s,
        stage,
        acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'], boost: 'energetic', ...over }),
      });
    const ctx = energetic({});
    finishActivation(ctx);
    expect(ctx.events).toEqual([{ kind: 'energetic-turn', unit: 'a1' }]);
    expect(actionsLeft(ctx.state)).toEqual(['reorient']);
    const cut = energetic({ interrupted: true });
    finishActivation(cut);
    expect(kinds(cut.events)[0]).toBe('activation-ended');
    const over = energetic({}, 'over');
    finishActivation(over);
    expect(kinds(over.events)[0]).toBe('activation-ended');
    const gone = fixtureContext({
      ...s,
      units: s.units.map((u) => (u.id === 'a1' ? { ...u, destroyed: true } : u)),
      acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'], boost: 'energetic' }),
    });
    finishActivation(gone);
    expect(kinds(gone.events)[0]).toBe('activation-ended');
  });
});

describe('moving and the commanders in the way (Movement; Commanders and Losses > In the wrong place)', () => {
  const commander = (over: Partial<CommanderState>): CommanderState => ({
    id: 'c1',
    name: 'Capitán',
    side: 'B',
    rank: 2,
    commanderInChief: false,
    regiment: 'RB',
    virtues: [],
    traits: [],
    attachedTo: null,
    joinedThisTurn: false,
    removed: false,
    exhausted: false,
    position: { x: 36, y: 20 },
    ...over,
  });
  const onTop = (over: Partial<CommanderState>): BattleState => ({
    ...table([at('m', 'tercio', 36, 20, 90)], [at('b1', 'tercio', 60, 44, -90)]),
    commanders: [commander(over)],
  });

  it('an enemy commander contacted tests: no success, killed; one, it moves away Exhausted; two, it moves away', () => {
    const killed = fixtureContext(onTop({}), ones());
    commandersInTheWay(killed, 'm');
    expect(killed.events).toEqual([
      { kind: 'commander-removed', commander: 'c1', reason: 'killed: in the wrong place' },
    ]);
    const tired = fixtureContext(onTop({}), ScriptedDice.of([5, 1]));
    commandersInTheWay(tired, 'm');
    // "it may make a movement to move away from the enemy": set clear of the unit, where it stays when no one is asked.
    expect(kinds(tired.events)).toEqual(['commander-exhausted', 'commander-escaped']);
    const safe = fixtureContext(onTop({}), sixes());
    commandersInTheWay(safe, 'm');
    expect(kinds(safe.events)).toEqual(['commander-escaped']);
    // Its side asked (`answers`): where it is told, from where it stood when contacted.
    const asked = Object.assign(fixtureContext(onTop({}), sixes()), {
      answers: {
        escape: (p: { from: { x: number; y: number }; enemy: string; side: string }) => {
          expect(p).toEqual({ side: 'B', commander: 'c1', from: { x: 36, y: 20 }, enemy: 'm' });
          return { x: 30.1234, y: 20 };
        },
        selfless: () => true,
      },
    });
    commandersInTheWay(asked, 'm');
    expect(asked.events.slice(1)).toEqual([{ kind: 'commander-escaped', commander: 'c1', to: { x: 30.123, y: 20 } }]);
  });

  it('a friendly commander the unit ends on is set one inch from its nearest side, no test, and its side asked', () => {
    // Movement > Overlap: "it may be placed one inch from the unit, but on any side of it" (ruling "A commander passed
    // through"): at (38, 21), 0.18" inside the Tercio's front edge and 0.36" inside its right one, it is set one inch
    // in front, flush with the front-right corner, until its side chooses.
    const friend = fixtureContext(
      onTop({ side: 'A', regiment: 'RA', position: { x: 38, y: 21 } }),
      ScriptedDice.of([]),
    );
    commandersInTheWay(friend, 'm');
    expect(friend.events).toEqual([
      { kind: 'commander-escaped', commander: 'c1', to: { x: 37.762, y: 22.781 } },
      { kind: 'passed-through-offered', pending: { side: 'A', commander: 'c1', unit: 'm' } },
    ]);
    for (const over of [{ attachedTo: 'b1' }, { removed: true }, { position: { x: 36, y: 26 } }]) {
      const ctx = fixtureContext(onTop(over), ones());
      commandersInTheWay(ctx, 'm');
      expect(ctx.events).toEqual([]);
    }
    // An enemy set clear near the table edge is kept on the table (0.7" in): about 1" clear (1.6" beyond the half
    // diagonal from the centre), on the side it stood.
    const edge: BattleState = {
      ...table([at('m', 'tercio', 3, 3, 90)], [at('b1', 'tercio', 60, 44, -90)]),
      commanders: [commander({ position: { x: 2, y: 2 } })],
    };
    const e = fixtureContext(edge, sixes());
    commandersInTheWay(e, 'm');
    expect(e.events[0]).toMatchObject({ kind: 'commander-escaped', to: { x: 0.7, y: 0.7 } });
    const far = fixtureContext(onTop({ position: { x: 38, y: 21 } }), sixes());
    commandersInTheWay(far, 'm');
    const m = unit(far.state, 'm');
    const esc = far.events[0];
    expect(esc?.kind).toBe('commander-escaped');
    const r = hypot(m.base.width, m.base.depth) / 2 + 1.6;
    const to = esc?.kind === 'commander-escaped' ? esc.to : { x: 0, y: 0 };
    expect(distance(to, m.base.centre)).toBeCloseTo(r, 2);
    expect(to.x).toBeGreaterThan(36);
    expect(to.y).toBeGreaterThan(20);
    expect(Math.round(to.x * 1000) / 1000).toBe(to.x);
    const dead = fixtureContext({
      ...onTop({}),
      units: onTop({}).units.map((u) => ({ ...u, destroyed: u.id === 'm' })),
    });
    commandersInTheWay(dead, 'm');
    expect(dead.events).toEqual([]);
  });

  it('a commander touching the unit where it ends is in the way (Overlap); one 0.3" clear is not', () => {
    // Commanders and Losses > In the wrong place: "contacted at any point of its base". The commander's square base
    // (side `size`) overlapping the Tercio's front edge by 0.005" only (under the 0.01" overlap tolerance) still
    // touches it; 0.3" beyond touching it does not.
    const size = DEFAULT_TERCIOS_OPTIONS.battle.commanderBase;
    const edge = 20 + unit(onTop({}), 'm').base.depth / 2;
    const touching = fixtureContext(onTop({ side: 'A', position: { x: 36, y: edge + size / 2 - 0.005 } }));
    commandersInTheWay(touching, 'm');
    expect(kinds(touching.events)).toEqual(['commander-escaped', 'passed-through-offered']);
    const clear = fixtureContext(onTop({ side: 'A', position: { x: 36, y: edge + size / 2 + 0.3 } }));
    commandersInTheWay(clear, 'm');
    expect(clear.events).toEqual([]);
  });

  it('moveUnit: an impossible move changes nothing; a move emits the unit-moved with its reason', () => {
    const s = table([at('m', 'musketeer-company', 36, 20, 90)], [at('b1', 'tercio', 60, 44, -90)], { m: 'run' });
    const ctx = fixtureContext(s);
    expect(moveUnit(ctx, 'm', { x: 36, y: 60 }, 'run', 'Run!')).toBe(false);
    expect(ctx.events).toEqual([]);
    expect(moveUnit(ctx, 'm', { x: 36, y: 24.787 }, 'run', 'Run!')).toBe(true);
    expect(ctx.events).toHaveLength(1);
    expect(ctx.events[0]).toMatchObject({ kind: 'unit-moved', unit: 'm', reason: 'Run!', inBuilding: null });
    expect(frontCentre(unit(ctx.state, 'm').base).y).toBeCloseTo(24.787, 2);
  });
});

describe('charges (Combat > Charges; Reactions > Assault!: counter-charge "brought into contact halfway")', () => {
  const charge = (targetOrder: Order | null, options: TerciosOptions = dirtyWarAlways, gap = 6) => {
    const s = table(
      [at('c', 'tercio', 36, 20, 90)],
      [at('t', 'tercio', 36, 20 + 2.362 + gap, -90)],
      {
        c: 'assault',
        t: targetOrder,
      },
      targetOrder === null ? { t: { activated: true } } : {},
    );
    const ctx = fixtureContext(s, sixes(), options);
    resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 't' }, 'A');
    return ctx;
  };

  // Overlap: only a unit that moved passes through a commander; a target that did not counter-charge stood still.
  it('a charge met without a counter-charge leaves the commander beside its target where he stands', () => {
    const s = table(
      [at('c', 'tercio', 36, 20, 90)],
      [at('t', 'tercio', 36, 28.362, -90)],
      { c: 'assault', t: null },
      {
        t: { activated: true },
      },
    );
    const t = s.units.find((u) => u.id === 't')!;
    const rear = t.base.centre.y + t.base.depth / 2;
    const beside = {
      ...s,
      commanders: [commanderOf({ id: 'cb', side: 'B', regiment: 'RB', position: { x: 36, y: rear + 0.5 } })],
    };
    const ctx = fixtureContext(beside, sixes());
    resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 't' }, 'A');
    const beforeCombat = ctx.events.slice(
      0,
      ctx.events.findIndex((e) => e.kind === 'combat'),
    );
    expect(kinds(beforeCombat)).toEqual(['activation-started', 'action-taken', 'charge-declared', 'unit-moved']);
  });

  it('a charge on a unit with no reaction: declared, moved into contact, fought, resolved and ended', () => {
    const ctx = charge(null);
    const k = kinds(ctx.events);
    expect(k.slice(0, 4)).toEqual(['activation-started', 'action-taken', 'charge-declared', 'unit-moved']);
    expect(ctx.events[2]).toEqual({ kind: 'charge-declared', unit: 'c', target: 't', flank: false });
    expect(ctx.events[3]).toMatchObject({ unit: 'c', reason: 'charge', inBuilding: null });
    expect(k).toContain('combat');
    expect(ctx.events.find((e) => e.kind === 'charge-resolved')).toEqual({
      kind: 'charge-resolved',
      unit: 'c',
      contact: true,
    });
  });

  it('a counter-charge meets the charger halfway; option full-charge: the charger makes its whole charge', () => {
    const half = charge('assault');
    expect(half.state.reaction).toMatchObject({ trigger: 'charge', candidates: ['t'] });
    resolveBattle(half, { kind: 'react', unit: 't', reaction: 'counter-charge' }, 'B');
    const c = half.events.find((e) => e.kind === 'unit-moved' && e.unit === 'c');
    const t = half.events.find((e) => e.kind === 'unit-moved' && e.unit === 't');
    expect(c).toMatchObject({ reason: 'charge meets the counter-charge halfway' });
    expect(t).toMatchObject({ reason: 'counter-charge' });
    // The charger went about half of the 6" gap, the counter-charging unit the rest.
    const moved = c?.kind === 'unit-moved' ? c.base.centre.y - 20 : 0;
    expect(moved).toBeGreaterThan(2);
    expect(moved).toBeLessThan(4);
    const full = charge(
      'assault',
      option({ battle: { counterCharge: 'full-charge' }, dirtyWar: { policy: 'always' } }),
    );
    resolveBattle(full, { kind: 'react', unit: 't', reaction: 'counter-charge' }, 'B');
    const beforeCombat = full.events.slice(
      0,
      full.events.findIndex((e) => e.kind === 'combat'),
    );
    expect(beforeCombat.flatMap((e) => (e.kind === 'unit-moved' ? [[e.unit, e.reason]] : []))).toEqual([
      ['c', 'charge meets the counter-charge'],
    ]);
    expect(full.events.find((e) => e.kind === 'combat')).toMatchObject({ attacker: 'c', defender: 't' });
  });

  it('meeting halfway along the x axis too: the charger goes half the gap towards the counter-charging unit', () => {
    // Reactions > Assault!: "The two units are brought into contact halfway". The same charge turned to face east.
    const s = table([at('c', 'tercio', 20, 30, 0)], [at('t', 'tercio', 20 + 2.362 + 6, 30, 180)], {
      c: 'assault',
      t: 'assault',
    });
    const ctx = counterCharged(s);
    const c = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'c');
    expect(c).toMatchObject({ reason: 'charge meets the counter-charge halfway' });
    const end = c?.kind === 'unit-moved' ? c.base.centre : { x: 0, y: 0 };
    expect(end.x - 20).toBeGreaterThan(2);
    expect(end.x - 20).toBeLessThan(4);
  });

  it('out of reach the charge falls short, as close as possible, without combat', () => {
    const ctx = charge(null, DEFAULT_TERCIOS_OPTIONS, 14);
    const moved = ctx.events.find((e) => e.kind === 'unit-moved');
    expect(moved).toMatchObject({ unit: 'c', reason: 'charge falls short: as close as possible' });
    expect(kinds(ctx.events)).not.toContain('combat');
    expect(ctx.events.find((e) => e.kind === 'charge-resolved')).toEqual({
      kind: 'charge-resolved',
      unit: 'c',
      contact: false,
    });
  });
});

/** The combat plugin, recording the situation each melee is fought in. */
function spying(): { plugins: TerciosPlugins; melees: Record<string, unknown>[] } {
  const melees: Record<string, unknown>[] = [];
  const combat: TerciosPlugins['combat'] = {
    ...terciosCombatPlugin,
    melee: (dice, input, plugins) => {
      melees.push({ ...input });
      return terciosCombatPlugin.melee(dice, input, plugins);
    },
  };
  return { plugins: { combat, morale: terciosMoralePlugin }, melees };
}

describe('the combat a charge leads to (Combat > Charges, Flank Charges; Reactions; Determined; Fearless)', () => {
  function fought(
    opts: {
      targetAt?: Placement;
      targetProfile?: string;
      chargerProfile?: string;
      targetFields?: Partial<UnitState>;
      targetOrder?: Order | null;
      state?: (s: BattleState) => BattleState;
      fearless?: boolean;
    } = {},
  ) {
    const s0 = table(
      [{ unit: unitOf('c', opts.chargerProfile ?? 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      [{ unit: unitOf('t', opts.targetProfile ?? 'tercio'), at: opts.targetAt ?? { x: 36, y: 28.4, facing: -90 } }],
      { c: 'assault', t: opts.targetOrder ?? null },
      { t: { activated: opts.targetOrder === undefined, ...opts.targetFields } },
    );
    const s = opts.state ? opts.state(s0) : s0;
    const spy = spying();
    const ctx = fixtureContext(s, sixes(), DEFAULT_TERCIOS_OPTIONS, spy.plugins);
    if (opts.fearless)
      startActivation(ctx, 'c', 'assault', undefined, undefined, { commander: 'c1', secondActivation: true });
    else resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 't' }, 'A');
    return { ctx, melees: spy.melees };
  }

  it('a frontal charge with no reaction: no flank, no reaction, neither Determined nor Fearless', () => {
    const { melees } = fought();
    expect(melees).toHaveLength(1);
    expect(melees[0]).toMatchObject({ flank: false, defenderReaction: 'none' });
    expect(melees[0]).not.toHaveProperty('attackerDetermined');
    expect(melees[0]).not.toHaveProperty('fearlessAfterActivation');
    expect(melees[0]).not.toHaveProperty('interception');
  });

  it('a charge on a flank is declared and fought as a flank charge', () => {
    const { ctx, melees } = fought({ targetAt: { x: 36, y: 27.2, facing: 0 } });
    expect(ctx.events.find((e) => e.kind === 'charge-declared')).toMatchObject({ flank: true });
    expect(melees[0]).toMatchObject({ flank: true });
  });

  it('a defender that reacted with Resist! fights resisting; a counter-charging one, as a counter-charge', () => {
    expect(fought({ targetFields: { resisting: true } }).melees[0]).toMatchObject({ defenderReaction: 'resist' });
    const counter = fought({ targetOrder: 'assault' });
    resolveBattle(counter.ctx, { kind: 'react', unit: 't', reaction: 'counter-charge' }, 'B');
    expect(counter.melees[0]).toMatchObject({ defenderReaction: 'counter-charge' });
  });

  it('Fearless: the second activation of a unit fights as such', () => {
    expect(fought({ fearless: true }).melees[0]).toMatchObject({ fearlessAfterActivation: true });
  });

  it('Determined: "an enemy that has a lower Mvt value or is in disorder"', () => {
    const determined = (s: BattleState): BattleState => ({ ...s, nextToActivate: { unit: 'c', trait: 'determined' } });
    // Horse (Mvt 8) on a tercio (Mvt 4): slower.
    const slower = fought({ chargerProfile: 'arquebusiers-on-horseback', state: determined });
    expect(slower.melees[0]).toMatchObject({ attackerDetermined: true });
    // Tercio on tercio: equal Mvt, in good order: no; in disorder: yes.
    expect(fought({ state: determined }).melees[0]).not.toHaveProperty('attackerDetermined');
    expect(fought({ state: determined, targetFields: { disordered: true } }).melees[0]).toMatchObject({
      attackerDetermined: true,
    });
    // Not Determined: a slower enemy changes nothing.
    expect(fought({ chargerProfile: 'arquebusiers-on-horseback' }).melees[0]).not.toHaveProperty('attackerDetermined');
  });

  it('Square: "can never be considered as having been taken in flank" — a charge on its flank is declared and fought frontal', () => {
    const square = { ...unitOf('t', 'tercio'), rules: ['square'] };
    const { ctx, melees } = fought({
      targetAt: { x: 36, y: 27.2, facing: 0 },
      state: () =>
        table(
          [at('c', 'tercio', 36, 20, 90)],
          [{ unit: square, at: { x: 36, y: 27.2, facing: 0 } }],
          {
            c: 'assault',
            t: null,
          },
          { t: { activated: true } },
        ),
    });
    expect(ctx.events.find((e) => e.kind === 'charge-declared')).toMatchObject({ flank: false });
    expect(melees).toHaveLength(1);
    expect(melees[0]).toMatchObject({ flank: false });
    // The same charge on a Tercio without the rule is a flank charge (as in the test above).
    expect(fought({ targetAt: { x: 36, y: 27.2, facing: 0 } }).melees[0]).toMatchObject({ flank: true });
  });

  it('executeCharge: no declared charge, nothing; a target gone meanwhile, the charge ends without contact', () => {
    const s = three();
    const none = fixtureContext({ ...s, acting: acting({ unit: 'a1', order: 'assault' }) });
    executeCharge(none);
    expect(none.events).toEqual([]);
    const idle = fixtureContext(s);
    executeCharge(idle);
    expect(idle.events).toEqual([]);
    const gone = fixtureContext({
      ...s,
      units: s.units.map((u) => (u.id === 'b1' ? { ...u, destroyed: true } : u)),
      acting: acting({ unit: 'a1', order: 'assault', chargeTarget: 'b1', actions: ['move'] }),
    });
    executeCharge(gone);
    expect(gone.events[0]).toEqual({ kind: 'charge-resolved', unit: 'a1', contact: false });
    expect(kinds(gone.events)).toContain('activation-ended');
  });
});

describe('moveUnit and the reactions it allows (Reactions: "as soon as it comes to 3 inches"; option battle.reactionTrigger)', () => {
  // The horse rides 16" north past the front of Ready! musketeers that face its path, ending over 3" beyond them.
  const ride = (options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS) => {
    const s = table(
      [at('cav', 'arquebusiers-on-horseback', 20, 5, 90)],
      [at('e', 'musketeer-company', 23.5, 15, 180)],
      {
        cav: 'run',
        e: 'ready',
      },
    );
    const ctx = fixtureContext(s, sixes(), options);
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    const from = frontCentre(unit(ctx.state, 'cav').base);
    expect(moveUnit(ctx, 'cav', { x: from.x, y: from.y + 16 }, 'run', 'Run!')).toBe(true);
    return { ctx, from };
  };

  it('along-path: the enemies passed on the way are offered their reaction, with the path of the front centre', () => {
    const { ctx, from } = ride();
    const offered = ctx.events.find((e) => e.kind === 'reaction-offered');
    expect(offered).toMatchObject({ reaction: { side: 'B', trigger: 'proximity', by: 'cav', candidates: ['e'] } });
    const path = offered?.kind === 'reaction-offered' ? offered.reaction.path : null;
    expect(path?.from.x).toBeCloseTo(from.x, 3);
    expect(path?.from.y).toBeCloseTo(from.y, 3);
    expect(path?.to.y).toBeCloseTo(from.y + 16, 2);
  });

  it('move-end: only where the move ended counts, and the enemies passed are not offered', () => {
    const { ctx } = ride(option({ battle: { reactionTrigger: 'move-end' } }));
    expect(kinds(ctx.events)).not.toContain('reaction-offered');
  });
});

describe('meeting halfway (Reactions > Assault!: "The two units are brought into contact halfway")', () => {
  it('a unit charged from behind cannot turn to meet the charger halfway: the charger makes its whole charge', () => {
    const s = table([at('c', 'tercio', 36, 20, 90)], [at('t', 'tercio', 36, 28.4, 90)], { c: 'assault', t: 'assault' });
    const ctx = counterCharged(s);
    const beforeCombat = ctx.events.slice(
      0,
      ctx.events.findIndex((e) => e.kind === 'combat'),
    );
    expect(beforeCombat.flatMap((e) => (e.kind === 'unit-moved' ? [[e.unit, e.reason]] : []))).toEqual([
      ['c', 'charge meets the counter-charge'],
    ]);
  });

  it('a unit charged from the front turns and advances to meet the charger: both end in contact midway', () => {
    const s = table([at('c', 'tercio', 36, 20, 90)], [at('t', 'tercio', 36, 28.4, -90)], {
      c: 'assault',
      t: 'assault',
    });
    const ctx = counterCharged(s);
    const c = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'c');
    const t = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 't');
    expect(c).toMatchObject({ reason: 'charge meets the counter-charge halfway' });
    expect(t).toMatchObject({ reason: 'counter-charge' });
    if (c?.kind !== 'unit-moved' || t?.kind !== 'unit-moved') return;
    // Each went part of the 6" between them (the charger half its charge), and the counter-charging unit faces the
    // charger: both ended in contact midway, neither where the other started.
    expect(c.base.centre.y - 20).toBeGreaterThan(1.5);
    expect(c.base.centre.y - 20).toBeLessThan(4.5);
    expect(28.4 - t.base.centre.y).toBeGreaterThan(1.5);
    expect(28.4 - t.base.centre.y).toBeLessThan(4.5);
    expect(distance(frontCentre(c.base), frontCentre(t.base))).toBeLessThan(2.4);
  });
});

describe('more of the activation on the table', () => {
  it('Assault!: one enemy in sight among others is enough', () => {
    const s = table(
      [at('a', 'tercio', 36, 20, 90)],
      [at('behind', 'musketeer-company', 36, 10, 90), at('ahead', 'musketeer-company', 36, 34, -90)],
    );
    expect(seesEnemy(s, unit(s, 'a'), DEFAULT_TERCIOS_OPTIONS)).toBe(true);
  });

  it('a destroyed unit in the brigade queue is passed over', () => {
    const s = three({ a3: { destroyed: true } });
    const ctx = fixtureContext({
      ...s,
      acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'], brigadeQueue: ['a3'] }),
    });
    finishActivation(ctx);
    expect(ctx.events[0]).toEqual({ kind: 'activation-ended', unit: 'a1' });
  });

  it('a commander thrown clear near the far corner is kept 0.7" inside the table', () => {
    // An enemy commander that passed its In the wrong place test (a friend is set one inch from a side instead).
    const edge: BattleState = {
      ...table([at('m', 'tercio', 69, 45, 90)], [at('b1', 'tercio', 20, 10, -90)]),
      commanders: [
        {
          id: 'c1',
          name: 'Sargento mayor',
          side: 'B',
          rank: 1,
          commanderInChief: false,
          regiment: 'RB',
          virtues: [],
          traits: [],
          attachedTo: null,
          joinedThisTurn: false,
          removed: false,
          exhausted: false,
          position: { x: 70, y: 46 },
        },
      ],
    };
    const ctx = fixtureContext(edge, sixes());
    commandersInTheWay(ctx, 'm');
    // Rank 1: one success, Exhausted, then set clear.
    expect(ctx.events[1]).toMatchObject({ kind: 'commander-escaped', to: { x: 71.3, y: 47.3 } });
  });
});

describe('more killers: Energetic, the Duration, moving, a charger gone (3 December 2026)', () => {
  it('Energetic: "This unit may change its orientation at the end of its activation" — one way that fits is enough', () => {
    // a2 stands 2" ahead of a1: a quarter turn of a1's 3.15" by 1.57" base would overlap it, turning about would not.
    const s = table(
      [at('a1', 'musketeer-company', 10, 10, 90), at('a2', 'musketeer-company', 10, 12, 90)],
      [at('b1', 'tercio', 50, 40, -90)],
    );
    const ctx = fixtureContext({
      ...s,
      acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'], boost: 'energetic' }),
    });
    finishActivation(ctx);
    expect(ctx.events).toEqual([{ kind: 'energetic-turn', unit: 'a1' }]);
  });

  it('The Battle > Duration: "At the end of the 5th turn, a player with an advantage of 5 points or more: decisive victory" — judged on the turn just played', () => {
    const s = three();
    const lastOf = (turn: number) =>
      fixtureContext({
        ...s,
        turn,
        units: s.units.map((u) => ({ ...u, activated: true, order: null })),
        points: { A: 5, B: 0 },
        acting: acting({ unit: 'a1', order: 'fire', actions: ['shoot'] }),
      });
    const fifth = lastOf(5);
    finishActivation(fifth);
    expect(fifth.events).toEqual([
      { kind: 'activation-ended', unit: 'a1' },
      { kind: 'turn-ended', turn: 5, points: { A: 5, B: 0 } },
      {
        kind: 'battle-ended',
        result: { winner: 'A', victory: 'decisive', points: { A: 5, B: 0 }, turns: 5 },
      },
    ]);
    // The 4th turn: the game goes on, whatever the lead.
    const fourth = lastOf(4);
    finishActivation(fourth);
    expect(kinds(fourth.events)).toEqual(['activation-ended', 'turn-ended']);
  });

  it('executeCharge: a charger destroyed meanwhile (by a reaction) makes no charge; the charge ends without contact', () => {
    const s = three();
    const gone = fixtureContext({
      ...s,
      units: s.units.map((u) => (u.id === 'a1' ? { ...u, destroyed: true } : u)),
      acting: acting({ unit: 'a1', order: 'assault', chargeTarget: 'b1', actions: ['move'] }),
    });
    executeCharge(gone);
    expect(gone.events[0]).toEqual({ kind: 'charge-resolved', unit: 'a1', contact: false });
    expect(kinds(gone.events)).not.toContain('unit-moved');
    expect(kinds(gone.events)).toContain('activation-ended');
    const missing = fixtureContext({
      ...s,
      acting: acting({ unit: 'a1', order: 'assault', chargeTarget: 'zz', actions: ['move'] }),
    });
    executeCharge(missing);
    expect(missing.events[0]).toEqual({ kind: 'charge-resolved', unit: 'a1', contact: false });
  });

  it('moveUnit: Overlap > Exceptions — "that artillery unit is pushed back behind it by up to one inch", and logged first', () => {
    const s = table(
      [at('mus', 'musketeer-company', 36, 10, 90), at('gun', 'light-artillery', 36, 13, 90)],
      [at('b1', 'tercio', 6, 44, -90)],
    );
    const ctx = fixtureContext(s);
    expect(moveUnit(ctx, 'mus', { x: 36, y: 15 }, 'ready', 'move')).toBe(true);
    const moved = ctx.events.filter((e) => e.kind === 'unit-moved');
    expect(moved.map((e) => [e.unit, e.reason, e.inBuilding])).toEqual([
      ['gun', `pushed back by ${unit(s, 'mus').name}`, null],
      ['mus', 'move', null],
    ]);
    const gun = unit(ctx.state, 'gun').base.centre;
    expect(gun.x).toBeCloseTo(36, 6);
    expect(13 - gun.y).toBeGreaterThan(0);
    expect(13 - gun.y).toBeLessThanOrEqual(1 + 1e-9);
  });

  it('moveUnit: "Very difficult: causes units to fall into disorder" — not a Light unit (a musketeer company)', () => {
    // A strip of marsh 0.5" deep just ahead of the front centre; the move ends 1.5" ahead, past it. Light: "treat very
    // difficult terrain as difficult, and are therefore not put into disorder in that case".
    const marsh = (profile: string) =>
      fixtureState({
        A: [{ unit: unitOf('m', profile), at: { x: 36, y: 10, facing: 90 } }],
        B: [{ unit: unitOf('b1', 'tercio'), at: { x: 6, y: 44, facing: -90 } }],
        terrain: [
          {
            id: 'marsh',
            type: 'marsh',
            points: [
              { x: 30, y: 11.3 },
              { x: 42, y: 11.3 },
              { x: 42, y: 11.8 },
              { x: 30, y: 11.8 },
            ],
          },
        ],
      });
    const across = (profile: string) => {
      const ctx = fixtureContext(marsh(profile));
      const from = frontCentre(unit(ctx.state, 'm').base);
      expect(moveUnit(ctx, 'm', { x: from.x, y: from.y + 1.5 }, 'ready', 'move')).toBe(true);
      return ctx.events.filter((e) => e.kind !== 'unit-moved');
    };
    expect(across('tercio')).toEqual([
      { kind: 'unit-state', unit: 'm', wear: 0, disordered: true, reason: 'crossed very difficult terrain' },
    ]);
    expect(across('musketeer-company')).toEqual([]);
  });

  it("a counter-charge met halfway: a commander on the counter-charging unit's way is put clear of it too", () => {
    // Commanders and Losses > In the wrong place (a friendly commander passed through is moved clear, no test);
    // Reactions > Assault!: "The two units are brought into contact halfway": the counter-charging Tercio advances
    // from y 27.2 to about 24.2 (front), over B's commander at (36, 25.5); the charger's half move stops short of it.
    const s: BattleState = {
      ...table([at('c', 'tercio', 36, 20, 90)], [at('t', 'tercio', 36, 28.4, -90)], { c: 'assault', t: 'assault' }),
      commanders: [
        {
          id: 'c1',
          name: 'Capitán',
          side: 'B',
          rank: 2,
          commanderInChief: false,
          regiment: 'RB',
          virtues: [],
          traits: [],
          attachedTo: null,
          joinedThisTurn: false,
          removed: false,
          exhausted: false,
          position: { x: 36, y: 25.5 },
        },
      ],
    };
    const ctx = counterCharged(s);
    const moved = ctx.events.findIndex((e) => e.kind === 'unit-moved' && e.unit === 't');
    expect(ctx.events[moved]).toMatchObject({ reason: 'counter-charge' });
    const escaped = ctx.events.findIndex((e) => e.kind === 'commander-escaped' && e.commander === 'c1');
    expect(escaped).toBeGreaterThan(moved);
    // Movement > Overlap: its side is asked there (option battle.passedThroughWhen), then the combat is fought.
    const c1 = ctx.state.commanders[0]!;
    expect(ctx.state.passedThrough).toEqual([{ side: 'B', commander: 'c1', unit: 't' }]);
    resolveBattle(ctx, { kind: 'passed-through', commander: 'c1', to: c1.position }, 'B');
    expect(ctx.events.findIndex((e) => e.kind === 'combat')).toBeGreaterThan(escaped);
  });

  it('a charge out of reach with no closer position: no move at all, the charge ends without contact', () => {
    // Combat > Charges: "Otherwise the charge move is made as close to the enemy as possible": a friend 0.04" ahead
    // leaves no position closer to the enemy 20" away, so the charger stays where it is.
    const s = table(
      [at('c', 'tercio', 36, 20, 90), at('f', 'tercio', 36, 22.4, 90)],
      [at('t', 'tercio', 36, 44, -90)],
      {
        c: 'assault',
        t: null,
      },
      { t: { activated: true } },
    );
    // The charge as declared (the friend hides the enemy: the activation is set up by hand).
    const ctx = fixtureContext(
      { ...s, acting: acting({ unit: 'c', order: 'assault', chargeTarget: 't', actions: ['move'] }) },
      sixes(),
    );
    executeCharge(ctx);
    expect(kinds(ctx.events)).not.toContain('unit-moved');
    expect(ctx.events).toContainEqual({ kind: 'charge-resolved', unit: 'c', contact: false });
  });
  it('ruling "A charger\'s turn that touches its target": the charge is made where the turn touches, by default', () => {
    // Combat > Charges: "The unit stops as soon as contact is made between the two bases". The horse's turn towards
    // the tercio touches it 8.8 degrees in; a friend 0.33" behind its left rear lies where the whole turn would end
    // (table/charge.mutants.spec.ts). By default the charge is made (a combat follows); with whole-turn it is not,
    // and the horse moves no closer (it touches the tercio's base already at the corner).
    const s = table(
      [at('c', 'arquebusiers-on-horseback', 34, 17.8, 90), at('f', 'arquebusiers-on-horseback', 32.5, 15.9, 90)],
      [at('t', 'tercio', 36, 20, -90)],
      { c: 'assault', t: null },
      { t: { activated: true } },
    );
    const start = { ...s, acting: acting({ unit: 'c', order: 'assault', chargeTarget: 't', actions: ['move'] }) };
    const made = fixtureContext(start, sixes());
    executeCharge(made);
    expect(made.events).toContainEqual(expect.objectContaining({ kind: 'unit-moved', unit: 'c', reason: 'charge' }));
    expect(kinds(made.events)).toContain('combat');
    const whole = fixtureContext(
      start,
      sixes(),
      TerciosOptionsSchema.parse({ battle: { chargeTurnContact: 'whole-turn' } }),
    );
    executeCharge(whole);
    expect(kinds(whole.events)).not.toContain('combat');
    expect(whole.events).toContainEqual({ kind: 'charge-resolved', unit: 'c', contact: false });
  });
  it('a friend 0.64" ahead: the charge falls short up to it, "as close to the enemy as possible"', () => {
    // The friend's rear edge is 0.64" before the charger's front: a move of 0.64" (or one slanting past the friend's
    // corner) ends nearer the enemy than where the charger stands. The search once tried eighths of the 6" reach only
    // (0.75" the shortest), all of them into the friend, and left the charger where it stood.
    const s = table(
      [at('c', 'tercio', 36, 20, 90), at('f', 'tercio', 36, 23, 90)],
      [at('t', 'tercio', 36, 44, -90)],
      { c: 'assault', t: null },
      { t: { activated: true } },
    );
    const ctx = fixtureContext(
      { ...s, acting: acting({ unit: 'c', order: 'assault', chargeTarget: 't', actions: ['move'] }) },
      sixes(),
    );
    executeCharge(ctx);
    const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'c');
    expect(moved).toMatchObject({ reason: 'charge falls short: as close as possible' });
    const c = unitById(ctx.state, 'c')!;
    expect(frontCentre(c.base).y).toBeGreaterThan(frontCentre(unitById(s, 'c')!.base).y + 0.6);
    expect(basesOverlap(c.base, unitById(s, 'f')!.base, 0.01)).toBe(false);
    expect(ctx.events).toContainEqual({ kind: 'charge-resolved', unit: 'c', contact: false });
  });
});

describe('stop 53: the order revealed, Impetuous behind a wood, a brigade, Resist! with Authoritarian', () => {
  /** A strip of small copse (Forest, wood: "very difficult terrain which offers the "In cover" and "Hidden" rules"). */
  const wood = {
    id: 'wood',
    type: 'small-copse' as const,
    points: [
      { x: 30, y: 22 },
      { x: 42, y: 22 },
      { x: 42, y: 22.5 },
      { x: 30, y: 22.5 },
    ],
  };
  const impetuousTercio = { ...unitOf('imp', 'tercio'), rules: ['dense', 'impetuous'] };

  it('Impetuous "can consider a charge" only on an enemy in its line of sight: one hidden behind a wood calls no test', () => {
    // The Troops > Impetuous: "if such a unit at 0 Dm (fresh) has an order other than Assault!, and this unit can
    // consider a charge on an enemy, it must make an Order test". Order Cards > Assault!: "If no enemy is in the
    // unit's line of sight at the moment of activation, the unit does nothing" — so an enemy out of sight is no
    // charge to consider. Shooting > Hidden: the line crosses terrain "that does not allow firing at or seeing the
    // target". The wood lies between the tercio (front edge at y 21.2) and the company (rear edge at y 23.8); the
    // company itself stands outside it, and the charge through the 0.5" of wood would reach it (1.8", the tercio's
    // Assault! Speed in very difficult terrain being 4").
    const s = fixtureState({
      A: [{ unit: impetuousTercio, at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('e', 'musketeer-company'), at: { x: 36, y: 24.6, facing: -90 } }],
      terrain: [wood],
    });
    const imp = unit(s, 'imp');
    expect(seesEnemy(s, imp, DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    expect(plannedCharge(s, imp, unit(s, 'e'), false, DEFAULT_TERCIOS_OPTIONS).reachable).toBe(true);
    expect(canChargeSomeone(s, imp, DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    // Activated with Ready! and dice that would fail any test: no test, the order stands.
    const ctx = fixtureContext(s, ones());
    startActivation(ctx, 'imp');
    expect(kinds(ctx.events)).toEqual(['activation-started']);
    expect(ctx.state.acting).toMatchObject({ unit: 'imp', order: 'ready' });
  });

  it('Impetuous: "a charge on an enemy" — one enemy it could charge is enough, though another is out of reach', () => {
    // The same tercio in the open, a company 6" ahead (its charge reaches it) and a tercio far away on the other side
    // of the table (out of reach): it can consider a charge, so it tests, fails with 1s and must charge.
    const s = table(
      [{ unit: impetuousTercio, at: { x: 36, y: 20, facing: 90 } }],
      [at('e', 'musketeer-company', 36, 26, -90), at('far', 'tercio', 6, 44, -90)],
      { imp: 'ready' },
    );
    expect(plannedCharge(s, unit(s, 'imp'), unit(s, 'far'), false, DEFAULT_TERCIOS_OPTIONS).reachable).toBe(false);
    expect(canChargeSomeone(s, unit(s, 'imp'), DEFAULT_TERCIOS_OPTIONS)).toBe(true);
    const ctx = fixtureContext(s, ones());
    startActivation(ctx, 'imp');
    expect(ctx.events).toContainEqual({
      kind: 'order-forced',
      unit: 'imp',
      order: 'assault',
      reason: 'Impetuous: failed its test and must charge',
    });
    expect(ctx.state.acting?.order).toBe('assault');
  });

  it('Brigade: "the units of the brigade" act on the one order — not a unit of another brigade', () => {
    // The Troops > Brigade: "Units with this rule that belong to the same regiment may act simultaneously. A single
    // order may then be placed for all the units of the brigade". a3 belongs to another brigade and may still act.
    const ctx = fixtureContext(three({ a1: { brigade: 'x' }, a2: { brigade: 'x' }, a3: { brigade: 'y' } }));
    startActivation(ctx, 'a1');
    expect(started(ctx.events)).toEqual([
      { kind: 'activation-started', unit: 'a1', order: 'ready', brigadeQueue: ['a2'] },
    ]);
  });

  it('ruling "Authoritarian with Resist!", no-test: the unit named makes no roll and removes one Dm; another still rolls', () => {
    // Optional Traits > Authoritarian: "a unit whose turn it is to be activated may be activated without an order
    // test." Ruling (docs/rulings/tercios.md, option 'no-test'): "no roll; the order counts as passed with one
    // success ... one Dm removed from the second Dm onwards". A company with 2 Dm and dice all 1s.
    const noTest = option({ authoritarianResist: 'no-test' });
    const named = fixtureContext(
      { ...three({ a1: { wear: 2 } }, { a1: 'resist' }), authoritarian: 'a1' },
      ones(),
      noTest,
    );
    startActivation(named, 'a1');
    expect(kinds(named.events)).not.toContain('order-test');
    expect(named.events).toContainEqual({
      kind: 'unit-state',
      unit: 'a1',
      wear: 1,
      disordered: false,
      reason: 'Resist!',
    });
    expect(unit(named.state, 'a1').wear).toBe(1);
    // Authoritarian named another unit: a1 rolls its Resist! test, fails with 1s and keeps both Dm.
    const other = fixtureContext(
      { ...three({ a1: { wear: 2 } }, { a1: 'resist' }), authoritarian: 'a2' },
      ones(),
      noTest,
    );
    startActivation(other, 'a1');
    expect(other.events).toContainEqual(expect.objectContaining({ kind: 'order-test', unit: 'a1', passed: false }));
    expect(kinds(other.events)).not.toContain('unit-state');
    expect(unit(other.state, 'a1').wear).toBe(2);
  });

  it('Testing Orders: "If this test fails, the order is lost" — the log says why', () => {
    const ctx = fixtureContext(three({ a1: { wear: 1 } }, { a1: 'ready' }), ones());
    startActivation(ctx, 'a1');
    expect(ctx.events).toContainEqual({ kind: 'order-lost', unit: 'a1', reason: 'failed its order test' });
  });

  it('only Assault! needs an enemy in sight: a Ready! unit with none keeps its activation', () => {
    // Order Cards > Assault!: "If no enemy is in the unit's line of sight at the moment of activation, the unit does
    // nothing"; Ready!: "the unit may carry out two actions of its choice" — no such condition.
    const s = table([at('a', 'tercio', 36, 20, 90)], [at('e', 'musketeer-company', 36, 10, 90)], { a: 'ready' });
    expect(seesEnemy(s, unit(s, 'a'), DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    const ctx = fixtureContext(s);
    startActivation(ctx, 'a');
    expect(kinds(ctx.events)).toEqual(['activation-started']);
    expect(ctx.state.acting).toMatchObject({ unit: 'a', order: 'ready' });
    expect(actionsLeft(ctx.state)).toEqual(['move', 'reorient', 'shoot']);
  });

  it("the Adaptation's inch is straight ahead whichever way the unit faces, and is not made when it cannot be", () => {
    // Order Cards: "Adaptation of the rule: if the order cannot be carried out, the unit must at least advance one
    // inch." A tercio facing east (0 degrees) with no enemy in sight (the enemy behind it) advances 1" along x.
    const adaptation = option({ advanceOneInchWhenOrderImpossible: true });
    const east = table([at('a', 'tercio', 30, 20, 0)], [at('e', 'musketeer-company', 10, 20, 0)], { a: 'assault' });
    const ctx = fixtureContext(east, ScriptedDice.of([]), adaptation);
    startActivation(ctx, 'a');
    const moved = ctx.events.find((e) => e.kind === 'unit-moved');
    expect(moved).toMatchObject({ unit: 'a', reason: 'Adaptation: advance one inch' });
    expect(moved?.kind === 'unit-moved' && moved.base.centre.x).toBeCloseTo(31, 2);
    expect(moved?.kind === 'unit-moved' && moved.base.centre.y).toBeCloseTo(20, 2);
    // Movement > Overlap: "Units may not pass through other units": a friend in contact ahead (which also hides the
    // enemy beyond it) leaves no inch to advance: no move, the activation ends.
    const penned = table(
      [at('a', 'tercio', 36, 20, 90), at('f', 'tercio', 36, 22.4, 90)],
      [at('e', 'musketeer-company', 36, 30, -90)],
      { a: 'assault' },
    );
    expect(seesEnemy(penned, unit(penned, 'a'), DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    const stuck = fixtureContext(penned, ScriptedDice.of([]), adaptation);
    startActivation(stuck, 'a');
    expect(kinds(stuck.events)).toEqual(['activation-started', 'activation-ended']);
    expect(unit(stuck.state, 'a').base).toEqual(unit(penned, 'a').base);
  });

  it("ruling 'The 3\" gap when moving', any-terrain: the Adaptation's inch between a hedge and a friend 2.6\" apart is refused", () => {
    // Order Cards: "Adaptation of the rule: if the order cannot be carried out, the unit must at least advance one
    // inch." Movement > Obstacles: "If, however, a unit moves between two of these obstacles, the movement is possible
    // only if there is a gap of at least 3 inches between them"; the ruling (docs/rulings/tercios.md,
    // battle.gapObstacles) counts a hedge among "these obstacles" only with 'any-terrain', and names "the Adaptation's
    // one-inch advance" among the moves it applies to. A company facing north with the enemy tercio behind it (out of
    // sight), a hedge on its left and a friendly company on its right 2.6" apart across the inch ahead.
    const state = fixtureState({
      A: [at('mus', 'musketeer-company', 30, 10, 90), at('pal', 'musketeer-company', 33.175, 13, 90)],
      B: [at('ter', 'tercio', 30, 2, -90)],
      terrain: [
        {
          id: 'hedge',
          type: 'hedge',
          points: [
            { x: 28.5, y: 12 },
            { x: 29, y: 12 },
            { x: 29, y: 14 },
            { x: 28.5, y: 14 },
          ],
        },
      ],
    });
    const s = { ...state, units: state.units.map((u) => (u.id === 'mus' ? { ...u, order: 'assault' as const } : u)) };
    expect(seesEnemy(s, unit(s, 'mus'), DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    const advanced = (gapObstacles: 'units-and-impassable' | 'any-terrain') => {
      const options = option({ advanceOneInchWhenOrderImpossible: true, battle: { gapObstacles } });
      const ctx = fixtureContext(s, ScriptedDice.of([]), options);
      startActivation(ctx, 'mus');
      return ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [e.reason] : []));
    };
    expect(advanced('units-and-impassable')).toEqual(['Adaptation: advance one inch']);
    expect(advanced('any-terrain')).toEqual([]);
  });

  it('Movement > Reorientation: a turn fits only where the turned base overlaps no unit', () => {
    // Movement > Reorientation: "a unit brings its front centre towards another centre of its base: a side centre or
    // the rear centre"; Overlap: units "must not end their movement overlapping another base". A tercio (4.7" wide,
    // 2.4" deep, turned on its centre) with a friend in contact ahead: a quarter turn, 4.7" deep, reaches into the
    // friend either way; the about-turn keeps the tercio's own footprint.
    const s = table(
      [at('a', 'tercio', 36, 20, 90), at('f', 'tercio', 36, 22.4, 90)],
      [at('e', 'musketeer-company', 6, 44, -90)],
    );
    expect(canReorient(s, unit(s, 'a'), 'left')).toBe(false);
    expect(canReorient(s, unit(s, 'a'), 'right')).toBe(false);
    expect(canReorient(s, unit(s, 'a'), 'rear')).toBe(true);
  });
});

describe('stop 53: where a counter-charge cannot meet the charger halfway (Reactions > Assault!; ruling Counter-charge)', () => {
  // Reactions > Assault!: "If the unit reacts against an enemy's assault (charge), it is a counter-charge. The two
  // units are brought into contact halfway". Ruling (docs/rulings/tercios.md, Reactions): "the charger goes half its
  // charge, the counter-charging unit turns towards it (at most 90°) and advances to contact within its Assault!
  // reach; when that does not fit, the charger makes its whole charge". Movement > Overlap: units "must not end their
  // movement overlapping another base or impassable terrain"; Obstacles: "Units may ignore terrain ... crossed during
  // their movement if the line drawn between their front centre and the destination point does not cut through
  // them".
  const lake = (y0: number, y1: number) => ({
    id: 'lake',
    type: 'small-lake' as const,
    points: [
      { x: 37.5, y: y0 },
      { x: 38.5, y: y0 },
      { x: 38.5, y: y1 },
      { x: 37.5, y: y1 },
    ],
  });
  /**
   * The tercio c charges the tercio t 5.9" ahead (front to front), t counter-charges; the moves before the combat. The
   * charge goes 5.43" to t's nearer side centre, slanting west (its line of front centre from (36, 21.2) to about
   * (34.3, 26.3)); a small lake of 1" by 0.5" east of that line, x 37.5 to 38.5.
   */
  const movesBeforeCombat = (state: BattleState) => {
    const s = { ...state, units: state.units.map((u) => ({ ...u, order: 'assault' as const })) };
    const ctx = counterCharged(s);
    const beforeCombat = ctx.events.slice(
      0,
      ctx.events.findIndex((e) => e.kind === 'combat'),
    );
    return beforeCombat.flatMap((e) => (e.kind === 'unit-moved' ? [[e.unit, e.reason]] : []));
  };
  /** The charger and the counter-charging tercio, with more of B's units and terrain. */
  const counterScene = (moreB: Parameters<typeof fixtureState>[0]['B'], terrain: ReturnType<typeof lake>[] = []) =>
    fixtureState({
      A: [{ unit: unitOf('c', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('t', 'tercio'), at: { x: 36, y: 28.262, facing: -90 } }, ...moreB],
      terrain,
    });
  const withLake = (y0: number, y1: number) => counterScene([], [lake(y0, y1)]);

  it('a small lake beside the line where the charger would stand halfway: it makes its whole charge', () => {
    // The lake at y 23.5 to 24: under the charger's base halfway (centre about (35.5, 22.6)), clear of its start, of
    // its contact (the whole charge is still made the same), of the line of its front centre, and of the counter-charging
    // tercio turned towards it and where it would end.
    expect(movesBeforeCombat(withLake(23.5, 24))).toEqual([['c', 'charge meets the counter-charge']]);
    // With the lake far away (y 40 to 40.5) they meet halfway.
    expect(movesBeforeCombat(withLake(40, 40.5))).toEqual([
      ['c', 'charge meets the counter-charge halfway'],
      ['t', 'counter-charge'],
    ]);
  });

  it('a small lake where the counter-charging unit would end: the charger makes its whole charge', () => {
    // The lake at y 25 to 25.5: under the counter-charging tercio where it would end (centre about (35.8, 26.1)), clear
    // of the charger's start, halfway and contact bases and of the line of its front centre, and of the tercio turned.
    expect(movesBeforeCombat(withLake(25, 25.5))).toEqual([['c', 'charge meets the counter-charge']]);
  });

  /** The same charge with a B musketeer company (3.15" by 1.57", facing south) standing at (x, y). */
  const withCompany = (x: number, y: number) =>
    counterScene([{ unit: unitOf('f', 'musketeer-company'), at: { x, y, facing: -90 } }]);

  it('a friend beside the counter-charging unit that its turn would sweep: the charger makes its whole charge', () => {
    // Combat > Charges (the counter-charge is one): "Turn the unit towards the destination, using the front centre as
    // the pivot point"; Overlap: "Units may not pass through other units". The company stands 0.06" east of the
    // tercio, level with its front: the tercio's turn of 14.5 degrees towards the charger halfway swings its front
    // corner into it (where the tercio would end, 2.1" on, it would be clear of the company again).
    expect(movesBeforeCombat(withCompany(40, 26.75))).toEqual([['c', 'charge meets the counter-charge']]);
    // The same company 4" further east: they meet halfway.
    expect(movesBeforeCombat(withCompany(44, 26.75))).toEqual([
      ['c', 'charge meets the counter-charge halfway'],
      ['t', 'counter-charge'],
    ]);
  });

  it('a friend in the way of the counter-charging unit before it reaches the charger: the charger makes its whole charge', () => {
    // Contact "halfway" needs the counter-charging unit to reach the charger: a unit it meets first (the company at
    // (39.25, 25), 0.73" along the tercio's way, off the charger's own path) stops it short, so they do not meet.
    expect(movesBeforeCombat(withCompany(39.25, 25))).toEqual([['c', 'charge meets the counter-charge']]);
  });
});

describe('stop 53: a short charge met by the counter-charge, with a unit passed (options counterChargeShort, chargePassingReactions)', () => {
  it('the units passed react before the combat of the charger and the counter-charging unit that met it', () => {
    // Ruling "A counter-charge against a charge that cannot reach", option 'meet-within-reaches' (the counter-charging
    // unit charges the charger from where it stands), and ruling "A charge passing close to other units", option
    // 'passed-units': "the other enemy units it came within 3" of ... may react, and only then is its combat fought".
    // Reactions: "An enemy allows a reaction as soon as it comes to 3 inches or less from the front centre of a unit".
    // Two horse units 1.5 reaches apart (the charger falls short by half a reach); a B musketeer company facing west
    // stands beside where the charge ends, its front centre 2.7" from the charger's.
    const options = option({
      battle: { counterChargeShort: 'meet-within-reaches', chargePassingReactions: 'passed-units' },
    });
    const probe = table([at('a', 'arquebusiers-on-horseback', 36, 4, 90)], [at('b', 'tercio', 6, 44, -90)]);
    const reach = speedOf(rulesUnit(probe, unit(probe, 'a')), 'assault', null, options);
    const depth = unit(probe, 'a').base.depth;
    const s = table(
      [at('a', 'arquebusiers-on-horseback', 36, 4, 90)],
      [
        at('b', 'arquebusiers-on-horseback', 36, 4 + depth + 1.5 * reach, -90),
        at('p', 'musketeer-company', 39.5, 4 + depth / 2 + reach - 0.5, 180),
      ],
      { a: 'assault', b: 'assault', p: 'ready' },
    );
    const ctx = fixtureContext(s, sixes(), options);
    resolveBattle(ctx, { kind: 'activate', unit: 'a' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'b' }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'b', reaction: 'counter-charge' }, 'B');
    expect(ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [[e.unit, e.reason]] : []))).toEqual([
      ['a', 'charge falls short: as close as possible'],
      ['b', 'counter-charge meets the charge that fell short'],
    ]);
    // The company may react; the charge waits for it, in contact.
    expect(ctx.state.reaction).toMatchObject({ trigger: 'proximity', by: 'a', candidates: ['p'] });
    expect(ctx.events).toContainEqual(expect.objectContaining({ kind: 'charge-moved', unit: 'a', contact: true }));
    expect(kinds(ctx.events)).not.toContain('combat');
    resolveBattle(ctx, { kind: 'react', unit: 'p', reaction: 'shoot' }, 'B');
    expect(ctx.events.find((e) => e.kind === 'combat')).toMatchObject({ attacker: 'a', defender: 'b' });
    expect(ctx.events).toContainEqual({ kind: 'charge-resolved', unit: 'a', contact: true });
  });
});

const passedUnits = option({ battle: { chargePassingReactions: 'passed-units' } });

/**
 * Option 'passed-units': A's horse `cav` at (20, 10) facing north charges B's company `tgt` (facing south) at (20,
 * `tgtY`); B's company `mus` (Assault!) at `mus` is passed within 3", intercepts it on its path and loses (its reaction
 * test 6s; its combat roll 1s: no hit; the horse's two hits; `mus` saves nothing). The context after the interception.
 */
function chargeMetByALosingCompany(tgtY: number, mus: { x: number; y: number; facing: number }) {
  const script = ScriptedDice.of([6, 6, 1, 1, 1, 6, 6, 6, 6, 1, 1, 1, ...Array<number>(300).fill(6)]);
  const s = table(
    [at('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
    [at('tgt', 'musketeer-company', 20, tgtY, -90), at('mus', 'musketeer-company', mus.x, mus.y, mus.facing)],
    { cav: 'assault', tgt: null, mus: 'assault' },
  );
  const ctx = fixtureContext(s, script, passedUnits);
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'tgt' }, 'A');
  expect(ctx.state.reaction).toMatchObject({ trigger: 'proximity', by: 'cav', candidates: ['mus'] });
  resolveBattle(ctx, { kind: 'react', unit: 'mus', reaction: 'interception' }, 'B');
  expect(ctx.events.find((e) => e.kind === 'combat')).toEqual(
    expect.objectContaining({ attacker: 'mus', defender: 'cav', winner: 'defender' }),
  );
  return ctx;
}

describe('stop 53, second pass: a charge an interception met and lost to goes on, and falls short (option chargePassingReactions)', () => {
  it("the company that lost disengages beside the horse's line: the charge goes on past it and reaches its target", () => {
    // Reactions > Assault!: "If the combat that follows is lost by the reacting unit, the enemy may continue its
    // activation"; ruling "A charge passing close to other units", option 'passed-units'. The horse at (20, 10) charges
    // the company `tgt` at (20, 21); a company `mus` at (23, 18) facing 240 degrees is passed within 3" and intercepts
    // it (put back on its path at y 11.6), loses (1s to hit) and disengages to (22.08, 16.59), beside the horse's way
    // but off the line of its front centre. Movement > Obstacles: "Units may ignore terrain or units crossed during
    // their movement if the line drawn between their front centre and the destination point does not cut through
    // them" (Combat > Charges: "all the basic rules of movement apply"): the charge goes on from where it was met, along
    // the same line, to the contact it first planned, and is fought. (7 Dec 2026: before, the horse's base touching
    // `mus` stopped it short, with no contact and no combat: table/chargeObstacles.spec.ts.)
    const ctx = chargeMetByALosingCompany(21, { x: 23, y: 18, facing: 240 });
    const moves = ctx.events.flatMap((e) => (e.kind === 'unit-moved' && e.unit === 'cav' ? [e] : []));
    const first = moves.find((e) => e.reason === 'charge')!;
    const goesOn = moves.find((e) => e.reason === 'charge goes on')!;
    expect(goesOn.base.centre.x).toBeCloseTo(first.base.centre.x, 2);
    expect(goesOn.base.centre.y).toBeCloseTo(first.base.centre.y, 2);
    expect(ctx.events.filter((e) => e.kind === 'combat')).toEqual([
      expect.objectContaining({ attacker: 'mus', defender: 'cav' }),
      expect.objectContaining({ attacker: 'cav', defender: 'tgt' }),
    ]);
    expect(ctx.events).toContainEqual({ kind: 'charge-resolved', unit: 'cav', contact: true });
    expect(ctx.state.acting).toBeNull();
  });
});

describe('stop 53, second pass: a short charge stopped by a friend in the way, with a unit passed (option chargePassingReactions)', () => {
  it('after the passed unit has reacted, the charge does not go on: it ends where it stopped, with no contact', () => {
    // Combat > Charges: "Otherwise the charge move is made as close to the enemy as possible"; Overlap: "Units may not
    // pass through other units"; ruling "A charge passing close to other units", option 'passed-units' (the units it
    // came within 3" of may react; then the charge ends). The horse at (20, 10) charges `tgt` 12" north, within its
    // 12" reach, but a friendly company at (20, 18) stands in its way: it stops short behind it with reach left. The
    // company `mus` (Fire!) at (25.3, 14.5) was passed and fires; no contact was made, so nothing goes on after.
    const s = table(
      [at('cav', 'arquebusiers-on-horseback', 20, 10, 90), at('f', 'musketeer-company', 20, 18, 90)],
      [at('tgt', 'musketeer-company', 20, 22, -90), at('mus', 'musketeer-company', 25.3, 14.5, 180)],
      { cav: 'assault', f: 'ready', tgt: null, mus: 'fire' },
    );
    const ctx = fixtureContext(s, sixes(), option({ battle: { chargePassingReactions: 'passed-units' } }));
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'tgt' }, 'A');
    expect(ctx.state.reaction).toMatchObject({ trigger: 'proximity', by: 'cav', candidates: ['mus'] });
    expect(ctx.events).toContainEqual(expect.objectContaining({ kind: 'charge-moved', unit: 'cav', contact: false }));
    resolveBattle(ctx, { kind: 'react', unit: 'mus', reaction: 'volley' }, 'B');
    const closed = ctx.events.findIndex((e) => e.kind === 'reaction-closed');
    expect(ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [[e.unit, e.reason]] : []))).toEqual([
      ['cav', 'charge falls short: as close as possible'],
    ]);
    expect(ctx.events.slice(closed + 1)).toEqual([
      { kind: 'charge-resolved', unit: 'cav', contact: false },
      { kind: 'activation-ended', unit: 'cav' },
    ]);
    expect(kinds(ctx.events)).not.toContain('combat');
  });
});

describe('stop 53, second pass: a counter-charge met halfway by a charger that turned sharply (Reactions > Assault!; ruling Counter-charge)', () => {
  it("the counter-charging unit may end where the charger's base stood before it moved", () => {
    // Reactions > Assault!: "The two units are brought into contact halfway"; ruling Counter-charge: "the charger goes
    // half its charge, the counter-charging unit turns towards it (at most 90°) and advances to contact". Overlap:
    // units "must not end their movement overlapping another base" — the charger's base where it stands halfway, not
    // where it began. The horse at (36, 20) faces east and charges the company 3" to its north, turning 90 degrees:
    // its starting base reaches north past the front where the company, counter-charging, meets it halfway.
    const s = table([at('c', 'arquebusiers-on-horseback', 36, 20, 0)], [at('t', 'musketeer-company', 36, 23, -90)], {
      c: 'assault',
      t: 'assault',
    });
    const ctx = counterCharged(s);
    const beforeCombat = ctx.events.slice(
      0,
      ctx.events.findIndex((e) => e.kind === 'combat'),
    );
    expect(beforeCombat.flatMap((e) => (e.kind === 'unit-moved' ? [[e.unit, e.reason]] : []))).toEqual([
      ['c', 'charge meets the counter-charge halfway'],
      ['t', 'counter-charge'],
    ]);
    expect(ctx.events.find((e) => e.kind === 'combat')).toMatchObject({ attacker: 'c', defender: 't' });
  });
});

// Stop 54. Killers of the charge that goes on after an interception lost (game/activation.ts, `afterPassingReactions`):
// `speedOf(...) - used` (the reach left), `closestShortCharge(...)?.base` and `if (base)` (no move as close as possible
// at all). Rulebook (/work/shared/rules/tercios-liber-militum.txt): Reactions > Assault!: "Contact is made at the
// nearest point of intersection between the enemy's movement and the advance of the reacting unit. If the combat that
// follows is lost by the reacting unit, the enemy may continue its activation"; Order Cards > Assault!: "Combat takes
// place if base contact is made. Otherwise the charge move is made as close to the enemy as possible"; Command >
// Virtues: "Dedication [dedication]: +1 to Mvt [speed]"; Selfless: "a unit attached to this commander that fails a
// rout test may re-roll its dice. The commander is killed even if the second test succeeds". Ruling "A charge passing
// close to other units" (docs/rulings/tercios.md), option 'passed-units': the charge "goes on from where the charger
// stands, with what is left of its Assault! move (the straight distance its front centre has come from where the
// charge began)".

/** The charger's front centre where its charge began (the `charge-moved` event of option 'passed-units'). */
function chargeStart(events: readonly BattleEvent[]): { x: number; y: number } {
  const moved = events.find((e) => e.kind === 'charge-moved');
  if (moved?.kind !== 'charge-moved') throw new Error('no charge-moved event');
  return moved.from;
}

/**
 * A's horse `cav` at (20, 10) facing north, 3 Dm (its Stamina), with its commander attached: Dedication (+1 Mvt: an
 * Assault! move of 13" instead of 12") and Selfless. It charges B's musketeer company `tgt` at (20, 25.4) facing east,
 * in the flank, 12.98" away along the line it takes (within 13", not 12"). B's horse `int` (Assault!), facing 350
 * degrees at (14.5, `intY`), is passed within 3" and intercepts on the charge's path. The dice: the horse tests its
 * order (6s), `int` its reaction (6s); `int` hits once (6, 1, 1, 1) and the horse does not save (1s); the horse hits
 * twice (6, 6) and `int` saves nothing (1s): `int` loses and retreats. The horse, at 4 Dm, fails its rout test (1s) and
 * passes the Selfless re-roll (6s): its commander is killed, and its Assault! move is 12" again.
 */
function dedicationLostOnTheWay(intY: number) {
  const placedTable = table(
    [at('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
    [at('tgt', 'musketeer-company', 20, 25.4, 0), at('int', 'arquebusiers-on-horseback', 14.5, intY, 350)],
    { cav: 'assault', tgt: null, int: 'assault' },
    { cav: { wear: 3 } },
  );
  const state: BattleState = {
    ...placedTable,
    commanders: [commanderOf({ traits: ['selfless'], virtues: ['dedication'], attachedTo: 'cav' })],
  };
  const dice = ScriptedDice.of([
    ...[6, 6, 6], // the horse's order test (it has Dm)
    ...[6, 6], // int's reaction test
    ...[6, 1, 1, 1], // int's combat roll: one hit
    ...[1, 1, 1], // the horse's resistance: one Dm
    ...[6, 6], // the horse's combat roll: two hits
    ...[1, 1, 1], // int's resistance: two Dm, no success (it retreats)
    ...[1, 1, 1], // the horse's rout test, failed
    ...[6, 6, 6], // the Selfless re-roll, passed
    ...Array<number>(40).fill(6), // none used: a combat with `tgt` would roll them
  ]);
  const ctx = fixtureContext(state, dice, passedUnits);
  const reach = (s: BattleState) => speedOf(rulesUnit(s, unitById(s, 'cav')!), 'assault', null, passedUnits);
  const reachBefore = reach(ctx.state);
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'tgt' }, 'A');
  const from = chargeStart(ctx.events);
  expect(ctx.state.reaction).toMatchObject({ trigger: 'proximity', by: 'cav', candidates: ['int'] });
  resolveBattle(ctx, { kind: 'react', unit: 'int', reaction: 'interception' }, 'B');
  // Selfless: the horse's rout test has failed in the combat; A re-rolls it (option selflessReroll `ask`).
  expect(ctx.state.selfless).toMatchObject({ side: 'A', unit: 'cav', commander: 'c1', sixes: 0 });
  resolveBattle(ctx, { kind: 'selfless-reroll' }, 'A');
  const cavMoves = ctx.events.flatMap((e) => (e.kind === 'unit-moved' && e.unit === 'cav' ? [e] : []));
  const met = cavMoves.find((e) => e.reason.startsWith('intercepted'))!;
  const used = distance(from, frontCentre(met.base));
  return { ctx, reachBefore, reachAfter: reach(ctx.state), cavMoves, met, used };
}

describe('stop 54: a charge that goes on after an interception lost, with the Assault! move it has left', () => {
  it('"the charge move is made as close to the enemy as possible": the rest of the move is 12" less the distance come, and falls short', () => {
    // int at (14.5, 18) meets the horse 6.3" along its path; its commander killed, the horse has 12" less 6.3" left:
    // it goes on 5.7" and stops 1" short of the company, with no contact and no combat (12" plus the 6.3" would reach).
    const { ctx, reachBefore, reachAfter, cavMoves, met, used } = dedicationLostOnTheWay(18);
    expect([reachBefore, reachAfter]).toEqual([13, 12]);
    expect(ctx.events).toContainEqual({ kind: 'commander-removed', commander: 'c1', reason: 'killed in the combat' });
    expect(ctx.events.filter((e) => e.kind === 'combat')).toEqual([
      expect.objectContaining({ attacker: 'int', defender: 'cav', winner: 'defender' }),
    ]);
    expect(cavMoves.map((e) => e.reason)).toEqual([
      'charge',
      'intercepted on its path by Arquebusiers on horseback int',
      'charge goes on, falls short',
    ]);
    const end = cavMoves[2]!.base;
    expect(end.centre).toEqual({ x: 19.824, y: 21.981 });
    expect(end.facing).toBe(1.537394);
    // The move goes as far as the reach left allows (to the search's 0.02"), no farther.
    const goesOn = distance(frontCentre(met.base), frontCentre(end));
    expect(goesOn).toBeLessThanOrEqual(12 - used + 0.001);
    expect(goesOn).toBeGreaterThan(12 - used - 0.02);
    expect(baseGap(end, unitById(ctx.state, 'tgt')!.base)).toBeGreaterThan(0.5);
    expect(ctx.events.slice(-2)).toEqual([
      { kind: 'charge-resolved', unit: 'cav', contact: false },
      { kind: 'activation-ended', unit: 'cav' },
    ]);
  });

  it('no Assault! move left at all: the charge goes on with no move, no contact and no combat', () => {
    // int at (14.5, 24) meets the horse 12.4" along its path, 0.6" short of the company: with its commander killed,
    // its 12" are used up. No centre is within reach and no move brings it nearer: nothing moves, the charge ends.
    const { ctx, reachAfter, cavMoves, used } = dedicationLostOnTheWay(24);
    expect(reachAfter).toBe(12);
    expect(used).toBeGreaterThan(12);
    expect(ctx.events).toContainEqual({ kind: 'commander-removed', commander: 'c1', reason: 'killed in the combat' });
    expect(cavMoves.map((e) => e.reason)).toEqual([
      'charge',
      'intercepted on its path by Arquebusiers on horseback int',
    ]);
    const cav = unitById(ctx.state, 'cav')!;
    expect(baseGap(cav.base, unitById(ctx.state, 'tgt')!.base)).toBeGreaterThan(0.5);
    expect(ctx.events.filter((e) => e.kind === 'combat')).toHaveLength(1);
    const closed = ctx.events.findIndex((e) => e.kind === 'reaction-closed');
    expect(ctx.events.slice(closed + 1)).toEqual([
      { kind: 'charge-resolved', unit: 'cav', contact: false },
      { kind: 'activation-ended', unit: 'cav' },
    ]);
    expect(ctx.state.acting).toBeNull();
  });
});

describe('stop 54: a charge that goes on round the unit that lost the interception, within the reach left', () => {
  it('the company that lost stands in the way: the move round it "as close to the enemy as possible" is no longer than the Assault! move left', () => {
    // Overlap: "Units may not pass through other units". The horse at (20, 10) charges the company `tgt` at
    // (20, 23.6), 11.9" away along the line it takes; the company `mus` (Assault!) facing 350 degrees at (18.5, 21) is
    // passed within 3", meets it 9.8" along its path, loses (1s to hit) and, its disengagement blocked, stays across
    // the way. The horse goes on round it with its 12" less the 9.8" come: it stops 0.5" short of `tgt`, no contact,
    // no combat (with 12" plus the 9.8" it would end nearer, 2.5" on).
    const ctx = chargeMetByALosingCompany(23.6, { x: 18.5, y: 21, facing: 350 });
    const from = chargeStart(ctx.events);
    const cavMoves = ctx.events.flatMap((e) => (e.kind === 'unit-moved' && e.unit === 'cav' ? [e] : []));
    expect(cavMoves.map((e) => e.reason)).toEqual([
      'charge',
      'intercepted on its path by Musketeer Company mus',
      'charge goes on, falls short',
    ]);
    const [, met, end] = cavMoves.map((e) => e.base);
    const used = distance(from, frontCentre(met!));
    expect(end!.centre).toEqual({ x: 22.364, y: 21.7 });
    expect(end!.facing).toBe(1.797329);
    // As far as the 12" less the distance come allow (to the search's 0.02"), no farther: 2.2", not 12" plus it.
    const goesOn = distance(frontCentre(met!), frontCentre(end!));
    expect(goesOn).toBeLessThanOrEqual(12 - used + 0.001);
    expect(goesOn).toBeGreaterThan(12 - used - 0.02);
    expect(baseGap(end!, unitById(ctx.state, 'tgt')!.base)).toBeGreaterThan(0.4);
    expect(ctx.events.slice(-2)).toEqual([
      { kind: 'charge-resolved', unit: 'cav', contact: false },
      { kind: 'activation-ended', unit: 'cav' },
    ]);
  });
});
