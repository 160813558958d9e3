import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { actingOf, fixtureContext, fixtureState, sideCommander, unitOf } from './__fixtures__/battleFixture.js';
import type { BattleDecision } from './Decision.js';
import type { Acting, BattleState, CommanderState, UnitState } from './State.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { continueActivation, resolveBattle } from './resolve.js';

// Killers of how a decision is carried out (game/resolve.ts). Rulebook (/work/shared/rules/tercios-liber-militum.txt):
// Game Sequence ("Planning phase: Both players place their Order cards near their units, face down", then "The
// players determine initiative"; Initiative: "Each player rolls 1D6, and initiative is won by the player who obtains
// the highest total ... In case of a tie, initiative goes to the side whose Commander-in-Chief has the highest
// rank"; Common Traits > Initiative: "adds 2 to the commander's rank for the initiative test"); Order Cards (Ready!:
// "move, reorganise (remove a Disorder marker), reorient, or shoot"; Run!; Assault!); The Troops > Brigade ("A
// single order may then be placed for all the units of the brigade"); Horse Teams (hitch, unhitch).

const commander = (id: string, side: 'A' | 'B', more: Partial<CommanderState> = {}): CommanderState =>
  sideCommander(id, side, side === 'A' ? { x: 30, y: 2 } : { x: 30, y: 58 }, more);

/** A1, A2 against B1, far apart; stage action, A to act, every unit with Ready!. */
function table(fields: Record<string, Partial<UnitState>> = {}, commanders: CommanderState[] = []): BattleState {
  const s = fixtureState({
    A: [
      { unit: unitOf('A1', 'musketeer-company'), at: { x: 20, y: 10, facing: 90 } },
      { unit: unitOf('A2', 'musketeer-company'), at: { x: 40, y: 10, facing: 90 } },
    ],
    B: [{ unit: unitOf('B1', 'tercio'), at: { x: 30, y: 44, facing: -90 } }],
  });
  return { ...s, commanders, units: s.units.map((u) => ({ ...u, ...(fields[u.id] ?? {}) })) };
}
const acting = (more: Partial<Acting> = {}): Acting => actingOf('A1', 'ready', more);
const planning = (s: BattleState, orders: Record<string, UnitState['order']>): BattleState => ({
  ...s,
  stage: 'planning',
  units: s.units.map((u) => ({ ...u, order: u.id in orders ? orders[u.id]! : null })),
});
const unit = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;
const kinds = (events: { kind: string }[]) => events.map((e) => e.kind);
const play = (s: BattleState, d: BattleDecision, player: 'A' | 'B' = 'A', dice: number[] = []) => {
  const ctx = fixtureContext(s, ScriptedDice.of(dice));
  resolveBattle(ctx, d, player);
  return ctx;
};

describe('Planning, then initiative', () => {
  it('an order is placed; A done hands planning to B; no roll while a unit has no card', () => {
    const ctx = play(planning(table(), { A1: 'ready' }), { kind: 'order', unit: 'A2', order: 'fire' });
    expect(ctx.events).toEqual([
      { kind: 'order-placed', unit: 'A2', order: 'fire', brigade: null },
      { kind: 'planning-done', side: 'A' },
    ]);
    expect(ctx.state.activeSide).toBe('B');
    const still = play(planning(table(), {}), { kind: 'order', unit: 'A2', order: 'fire' });
    expect(kinds(still.events)).toEqual(['order-placed']);
  });

  it('when B is done (or was done before A), 1D6 each: the highest wins initiative', () => {
    const b = { ...planning(table(), { A1: 'ready', A2: 'run' }), activeSide: 'B' as const };
    const ctx = play(b, { kind: 'order', unit: 'B1', order: 'resist' }, 'B', [2, 5]);
    expect(ctx.events.slice(1)).toEqual([
      { kind: 'planning-done', side: 'B' },
      { kind: 'initiative', rolls: [{ A: 2, B: 5 }], winner: 'B', by: 'roll' },
    ]);
    expect(ctx.state).toMatchObject({ stage: 'initiative', initiative: 'B' });
    const bFirst = play(
      planning(table(), { A1: 'ready', B1: 'resist' }),
      { kind: 'order', unit: 'A2', order: 'run' },
      'A',
      [6, 1],
    );
    expect(kinds(bFirst.events)).toEqual(['order-placed', 'planning-done', 'planning-done', 'initiative']);
    expect(bFirst.events.slice(1, 3)).toEqual([
      { kind: 'planning-done', side: 'A' },
      { kind: 'planning-done', side: 'B' },
    ]);
    expect(bFirst.events[3]).toMatchObject({ winner: 'A' });
  });

  it('a tie goes to the higher-ranked Commander-in-Chief (Initiative adds 2); a removed one does not count', () => {
    const tie = (commanders: CommanderState[]) => {
      const s = { ...planning(table({}, commanders), { A1: 'ready', A2: 'run' }), activeSide: 'B' as const };
      const e = play(s, { kind: 'order', unit: 'B1', order: 'resist' }, 'B', [3, 3]).events.at(-1)!;
      return e.kind === 'initiative' ? [e.winner, e.by] : null;
    };
    // The Commander-in-Chief counts, not a higher-ranked subordinate.
    const chiefA = commander('a1', 'A', { rank: 1, commanderInChief: true });
    const subA = commander('a2', 'A', { rank: 4 });
    expect(tie([chiefA, subA, commander('b1', 'B', { rank: 2, commanderInChief: true })])).toEqual(['B', 'rank']);
    // Without one (or with it removed), the highest-ranked commander on the table.
    expect(
      tie([{ ...chiefA, removed: true }, subA, commander('b1', 'B', { rank: 2, commanderInChief: true })]),
    ).toEqual(['A', 'rank']);
    expect(
      tie([
        commander('a3', 'A', { rank: 1 }),
        subA,
        commander('a4', 'A', { rank: 2 }),
        commander('b1', 'B', { rank: 3 }),
      ]),
    ).toEqual(['A', 'rank']);
    expect(tie([{ ...subA, removed: true }, commander('b1', 'B', { rank: 3 })])).toEqual(['B', 'rank']);
    // A commander of the other side is never one's chief.
    expect(tie([commander('b1', 'B', { rank: 3, commanderInChief: true }), commander('b2', 'B', { rank: 1 })])).toEqual(
      ['B', 'rank'],
    );
    expect(
      tie([
        commander('a1', 'A', { rank: 3 }),
        commander('b2', 'B', { rank: 1, commanderInChief: true }),
        commander('b3', 'B', { rank: 4 }),
      ]),
    ).toEqual(['A', 'rank']);
    // Initiative: +2 to the rank for the initiative test.
    expect(tie([commander('a1', 'A', { rank: 2, traits: ['initiative'] }), commander('b1', 'B', { rank: 3 })])).toEqual(
      ['A', 'rank'],
    );
  });

  // Ruling Command in Brevis Editio (`commanders: 'initiative-only'`): no figures; each side's highest rank, kept at
  // setup in `initiativeRanks`, breaks the tie ("ties go to the player with the highest-ranked commander").
  it('without commander figures, the rank each side kept breaks the tie; a side with none counts rank 0', () => {
    const tie = (initiativeRanks: BattleState['initiativeRanks'], faces = [3, 3]) => {
      const s = { ...planning(table(), { A1: 'ready', A2: 'run' }), activeSide: 'B' as const, initiativeRanks };
      const e = play(s, { kind: 'order', unit: 'B1', order: 'resist' }, 'B', faces).events.at(-1)!;
      return e.kind === 'initiative' ? [e.winner, e.by] : null;
    };
    expect(tie({ A: 4, B: 3 })).toEqual(['A', 'rank']);
    expect(tie({ A: 2, B: 3 })).toEqual(['B', 'rank']);
    expect(tie({ A: null, B: 1 })).toEqual(['B', 'rank']);
    expect(tie({ A: 1, B: null })).toEqual(['A', 'rank']);
    // No commander at all: rank 0 under the stand-in reading (0 against 0: re-roll, 5-2), none (-1) under loses-ties.
    expect(tie({ A: null, B: 0 }, [3, 3, 5, 2])).toEqual(['A', 'roll']);
    const losesTies = (initiativeRanks: BattleState['initiativeRanks']) => {
      const s = { ...planning(table(), { A1: 'ready', A2: 'run' }), activeSide: 'B' as const, initiativeRanks };
      const ctx = fixtureContext(s, ScriptedDice.of([3, 3]), {
        ...DEFAULT_TERCIOS_OPTIONS,
        commanders: 'initiative-only',
        initiativeWithoutChief: 'loses-ties',
      });
      resolveBattle(ctx, { kind: 'order', unit: 'B1', order: 'resist' }, 'B');
      return ctx.events.at(-1);
    };
    expect(losesTies({ A: null, B: 0 })).toMatchObject({ kind: 'initiative', winner: 'B', by: 'rank' });
    expect(losesTies({ A: 0, B: null })).toMatchObject({ kind: 'initiative', winner: 'A', by: 'rank' });
    // Ranks kept win over the figures' (none here: a C-C of rank 5 on the table does not count).
    const s = {
      ...planning(table({}, [commander('a1', 'A', { rank: 5, commanderInChief: true })]), { A1: 'ready', A2: 'run' }),
      activeSide: 'B' as const,
      initiativeRanks: { A: 1, B: 2 },
    };
    const e = play(s, { kind: 'order', unit: 'B1', order: 'resist' }, 'B', [3, 3]).events.at(-1)!;
    expect(e).toMatchObject({ kind: 'initiative', winner: 'B', by: 'rank' });
  });

  it('Brigade: one order for every unit of the group, the first named as its card', () => {
    const ctx = play(planning(table(), {}), { kind: 'brigade-order', units: ['A1', 'A2'], order: 'assault' });
    expect(ctx.events).toEqual([
      { kind: 'order-placed', unit: 'A1', order: 'assault', brigade: 'A1' },
      { kind: 'order-placed', unit: 'A2', order: 'assault', brigade: 'A1' },
      { kind: 'planning-done', side: 'A' },
    ]);
  });

  it('the side that won initiative names who plays first', () => {
    const ctx = play({ ...table(), stage: 'initiative', activeSide: 'B' }, { kind: 'first', side: 'A' }, 'B');
    expect(ctx.events).toEqual([{ kind: 'first-player', side: 'A' }]);
    expect(ctx.state).toMatchObject({ stage: 'action', activeSide: 'A' });
  });
});

describe("Ready!, Run!, Assault!: the acting unit's actions", () => {
  const on = (order: Acting['order'], more: Partial<Acting> = {}, fields: Record<string, Partial<UnitState>> = {}) => ({
    ...table(fields),
    acting: acting({ order, ...more }),
  });

  it('a move is logged with its order: Ready! move, Run!, Assault! move', () => {
    const reason = (order: Acting['order']) => {
      const ctx = play(on(order), { kind: 'move', to: { x: 20, y: 12 } });
      expect(ctx.events[0]).toEqual({ kind: 'action-taken', unit: 'A1', action: 'move' });
      return ctx.events.find((e) => e.kind === 'unit-moved');
    };
    expect(reason('ready')).toMatchObject({ unit: 'A1', reason: 'Ready! move' });
    expect(reason('run')).toMatchObject({ reason: 'Run!' });
    expect(reason('assault')).toMatchObject({ reason: 'Assault! move' });
  });

  it('a reorientation is an action, turns the base, and the activation goes on', () => {
    const ctx = play(on('ready'), { kind: 'reorient', to: 'rear' });
    expect(ctx.events.slice(0, 2)).toMatchObject([
      { kind: 'action-taken', unit: 'A1', action: 'reorient' },
      { kind: 'unit-moved', unit: 'A1', reason: 'reorient to the rear', inBuilding: null },
    ]);
    const moved = ctx.events[1]!;
    expect(moved.kind === 'unit-moved' && Math.abs(moved.base.facing + Math.PI / 2)).toBeLessThan(0.01);
    expect(ctx.state.acting).not.toBeNull();
  });

  it('Energetic: the closing reorientation uses the boost and ends the activation', () => {
    const ctx = play(on('ready', { boost: 'energetic-turn', actions: ['move', 'shoot'] }), {
      kind: 'reorient',
      to: 'left',
    });
    expect(ctx.events[0]).toEqual({ kind: 'boost-used', unit: 'A1' });
    expect(ctx.events[1]).toMatchObject({
      kind: 'unit-moved',
      reason: 'Energetic: reorients to the left at the end of its activation',
    });
    expect(kinds(ctx.events)).not.toContain('action-taken');
    expect(kinds(ctx.events)).toContain('activation-ended');
    expect(ctx.state.acting).toBeNull();
  });

  it('Energetic: "may change its orientation at the end of its activation": the activation ends, actions unused', () => {
    // The unit ended its activation with no action taken: after the closing reorientation it does not act again.
    const ctx = play(on('ready', { boost: 'energetic-turn' }), { kind: 'reorient', to: 'left' });
    expect(kinds(ctx.events)).toEqual(['boost-used', 'unit-moved', 'activation-ended']);
    expect(ctx.state.acting).toBeNull();
    expect(ctx.state.activeSide).toBe('B');
  });

  it('Mobility: cavalry with Run! reorients for free (no action) before its move', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('A1', 'arquebusiers-on-horseback'), at: { x: 20, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('B1', 'tercio'), at: { x: 30, y: 44, facing: -90 } }],
    });
    const ctx = play({ ...s, acting: acting({ order: 'run' }) }, { kind: 'reorient', to: 'right' });
    expect(ctx.events[0]).toEqual({ kind: 'free-reorient-used', unit: 'A1' });
    expect(ctx.state.acting).toMatchObject({ freeReorient: true, actions: [] });
  });

  it('a reorientation without room is spent but turns nothing', () => {
    const s = fixtureState({
      A: [
        { unit: unitOf('A1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
        { unit: unitOf('A2', 'musketeer-company'), at: { x: 30, y: 12.2, facing: 90 } },
      ],
      B: [{ unit: unitOf('B1', 'tercio'), at: { x: 30, y: 44, facing: -90 } }],
    });
    const ctx = play({ ...s, acting: acting() }, { kind: 'reorient', to: 'left' });
    expect(ctx.events[0]).toEqual({ kind: 'action-taken', unit: 'A1', action: 'reorient' });
    expect(kinds(ctx.events)).not.toContain('unit-moved');
  });

  it('reorganise: an action that removes the Disorder marker, the wear kept', () => {
    const ctx = play(on('ready', {}, { A1: { disordered: true, wear: 1 } }), { kind: 'reorganise' });
    expect(ctx.events.slice(0, 2)).toEqual([
      { kind: 'action-taken', unit: 'A1', action: 'reorganise' },
      { kind: 'unit-state', unit: 'A1', wear: 1, disordered: false, reason: 'Ready!: reorganise' },
    ]);
  });

  it('a shot is an action: with Fire! it is a Fire! shot, from the centre the decision names', () => {
    const near = fixtureState({
      A: [{ unit: unitOf('A1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('B1', 'tercio'), at: { x: 30, y: 22, facing: -90 } }],
    });
    const shot = (order: Acting['order']) => {
      const ctx = play({ ...near, acting: acting({ order }) }, { kind: 'shoot', target: 'B1' }, 'A', Array(40).fill(4));
      expect(ctx.events[0]).toEqual({ kind: 'action-taken', unit: 'A1', action: 'shoot' });
      return ctx.events.find((e) => e.kind === 'shot')!;
    };
    const ready = shot('ready');
    const fire = shot('fire');
    expect(ready).toMatchObject({ shooter: 'A1', target: 'B1' });
    expect(fire).toMatchObject({ shooter: 'A1', target: 'B1' });
    expect(fire).not.toEqual(ready);
  });

  it('a light gun ("Fire! order only") shoots under Fire!; Extended Arc of Fire shoots from the side centre named', () => {
    const gun = fixtureState({
      A: [{ unit: unitOf('A1', 'light-artillery'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('B1', 'tercio'), at: { x: 30, y: 24, facing: -90 } }],
    });
    const g = play(
      { ...gun, acting: acting({ order: 'fire' }) },
      { kind: 'shoot', target: 'B1' },
      'A',
      Array(40).fill(4),
    );
    expect(g.events).toEqual([
      { kind: 'action-taken', unit: 'A1', action: 'shoot' },
      { kind: 'shot', shooter: 'A1', target: 'B1', dice: 1, hits: 1, cancelled: 0, wear: 1, range: 12 },
      { kind: 'unit-state', unit: 'B1', wear: 1, disordered: true, reason: 'shooting' },
      { kind: 'activation-ended', unit: 'A1' },
    ]);
    // Adaptations > Forlorn Hope (Extended Arc of Fire): the enemy to its right is shot from the right centre.
    const mus = unitOf('A1', 'musketeer-company');
    const fh = fixtureState({
      A: [{ unit: { ...mus, rules: [...mus.rules, 'forlorn-hope'] }, at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('B1', 'musketeer-company'), at: { x: 36, y: 8, facing: 180 } }],
    });
    const f = play({ ...fh, acting: acting() }, { kind: 'shoot', target: 'B1', from: 'right' }, 'A', Array(40).fill(4));
    expect(f.events).toEqual([
      { kind: 'action-taken', unit: 'A1', action: 'shoot' },
      { kind: 'shot', shooter: 'A1', target: 'B1', dice: 2, hits: 2, cancelled: 3, wear: 0, range: 4.4 },
    ]);
  });

  it('Caracole: the test to withdraw, then the move back, and the Fire! activation ends', () => {
    // The Troops > Cavalry > Caracole: after its own shot the unit may withdraw.
    const cav = fixtureState({
      A: [{ unit: unitOf('A1', 'arquebusiers-on-horseback'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('B1', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    const car = play(
      { ...cav, acting: acting({ order: 'fire', actions: ['shoot'], caracole: true }) },
      { kind: 'caracole', inches: 3 },
      'A',
      [6, 6, 6],
    );
    expect(car.events).toEqual([
      { kind: 'caracole-test', unit: 'A1', inches: 3, passed: true },
      {
        kind: 'unit-moved',
        unit: 'A1',
        base: { ...unit(cav, 'A1').base, centre: { x: 30, y: 7 } },
        reason: 'caracole',
        inBuilding: null,
      },
      { kind: 'activation-ended', unit: 'A1' },
    ]);
  });

  it('hitch and unhitch are actions that change the hitched state', () => {
    const hitch = play(on('ready'), { kind: 'hitch' });
    expect(hitch.events.slice(0, 2)).toEqual([
      { kind: 'action-taken', unit: 'A1', action: 'hitch' },
      { kind: 'unit-hitched', unit: 'A1', hitched: true },
    ]);
    const unhitch = play(on('ready', {}, { A1: { hitched: true } }), { kind: 'unhitch' });
    expect(unhitch.events.slice(0, 2)).toEqual([
      { kind: 'action-taken', unit: 'A1', action: 'unhitch' },
      { kind: 'unit-hitched', unit: 'A1', hitched: false },
    ]);
  });

  it('end: the activation ends and play passes', () => {
    const ctx = play(on('ready'), { kind: 'end' });
    expect(kinds(ctx.events)).toEqual(['activation-ended']);
    expect(ctx.state).toMatchObject({ acting: null, activeSide: 'B' });
  });

  it('no reaction: the reaction closes and the activation goes on', () => {
    const pending = {
      side: 'B' as const,
      trigger: 'proximity' as const,
      by: 'A1',
      candidates: ['B1'],
      target: null,
      path: null,
    };
    const ctx = play({ ...on('ready'), reaction: pending }, { kind: 'no-reaction' }, 'B');
    expect(ctx.events[0]).toEqual({ kind: 'reaction-closed' });
    expect(ctx.state.reaction).toBeNull();
    expect(ctx.state.acting).not.toBeNull();
  });
});

describe('After an action: the charge goes on, a dead or interrupted unit stops, or it may go on', () => {
  it('does nothing with no unit acting, a reaction pending, or the battle over', () => {
    for (const s of [
      table(),
      {
        ...table(),
        acting: acting({ interrupted: true }),
        reaction: {
          side: 'B' as const,
          trigger: 'proximity' as const,
          by: 'A1',
          candidates: ['B1'],
          target: null,
          path: null,
        },
      },
      { ...table(), acting: acting({ interrupted: true }), stage: 'over' as const },
    ]) {
      const ctx = fixtureContext(s);
      continueActivation(ctx);
      expect(ctx.events).toEqual([]);
    }
  });

  it('an interrupted or destroyed unit finishes its activation', () => {
    for (const s of [
      { ...table(), acting: acting({ interrupted: true }) },
      { ...table({ A1: { destroyed: true } }), acting: acting() },
    ]) {
      const ctx = fixtureContext(s);
      continueActivation(ctx);
      expect(kinds(ctx.events)).toEqual(['activation-ended']);
    }
  });

  it('a combat movement waiting for its reactions is offered first; a declared charge goes on', () => {
    // Ruling "A combat movement passing close to other units": "before play goes on ... each unit" it approached may
    // react: the waiting movement is taken up (here nobody is near), and the activation goes on.
    const s = table();
    const moved = fixtureContext({
      ...s,
      acting: acting({ combatMoved: [{ unit: 'B1', from: unit(s, 'B1').base, to: { x: 30, y: 46 }, enemy: 'A1' }] }),
    });
    continueActivation(moved);
    expect(moved.events).toEqual([{ kind: 'combat-moved-reactions', unit: 'B1' }]);
    expect(moved.state.acting).toEqual(acting());
    // Combat > Charges: once the reactions are over the charge is made and fought.
    const near = table({ B1: { base: { ...unit(s, 'B1').base, centre: { x: 20, y: 18 } } } });
    const charge = fixtureContext(
      { ...near, acting: acting({ order: 'assault', chargeTarget: 'B1' }) },
      ScriptedDice.of(Array(60).fill(4)),
    );
    continueActivation(charge);
    expect(kinds(charge.events)).toEqual([
      'unit-moved',
      'combat',
      'rout-test',
      'unit-state',
      'unit-state',
      'unit-destroyed',
      'charge-resolved',
      'activation-ended',
    ]);
  });

  it('a unit with actions left goes on; one with none left finishes', () => {
    const goes = fixtureContext({ ...table(), acting: acting() });
    continueActivation(goes);
    expect(goes.events).toEqual([]);
    const done = fixtureContext({ ...table(), acting: acting({ actions: ['move', 'shoot'] }) });
    continueActivation(done);
    expect(kinds(done.events)).toEqual(['activation-ended']);
  });
});

describe('A commander: the command decision, and Cold Blood against it', () => {
  // Rulebook: Command > Activating a Commander (a command test, then the action); Optional Traits > Erudite ("the
  // chosen enemy unit cannot be the next to activate"); Cold Blood ("if the enemy succeeds in a command action that
  // affects this commander or one of its units within 6 inches, this commander may attempt to cancel that action ...
  // It makes a command test immediately, with one success for each 6 obtained. At least one success is needed to
  // cancel the enemy action, and two to avoid becoming Exhausted").
  const s0 = fixtureState({
    A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 30, facing: -90 } }],
  });
  const s: BattleState = {
    ...s0,
    commanders: [
      sideCommander('c1', 'A', { x: 26, y: 20 }, { name: 'Sabio', traits: ['erudite'] }),
      sideCommander('cb', 'B', { x: 36, y: 35 }, { name: 'Frío', traits: ['cold-blood'] }),
    ],
  };
  const erudite: BattleDecision = {
    kind: 'command',
    commander: 'c1',
    to: null,
    action: { kind: 'erudite', unit: 'ter' },
  };
  const offered = [
    { kind: 'commander-activated', commander: 'c1' },
    { kind: 'command-test', commander: 'c1', action: 'erudite', successes: 2, passed: true },
    {
      kind: 'cold-blood-offered',
      pending: {
        side: 'B',
        candidates: ['cb'],
        commander: 'c1',
        action: { kind: 'erudite', unit: 'ter' },
        then: null,
        test: { dice: 2, target: 5, successes: 2, passed: true, exhausted: false, mayMoveAgain: true },
      },
    },
  ];

  it('the command is carried out: its test passed, the enemy Cold Blood commander within 6" is asked', () => {
    const ctx = play(s, erudite, 'A', [6, 5]);
    expect(ctx.events).toEqual(offered);
    expect(ctx.state.coldBlood).toMatchObject({ side: 'B', candidates: ['cb'] });
  });

  it('Cold Blood with two 6s cancels the action and leaves its commander fresh; declined, the action stands', () => {
    const cancelled = play(s, erudite, 'A', [6, 5, 6, 6]);
    resolveBattle(cancelled, { kind: 'cold-blood', commander: 'cb' }, 'B');
    expect(cancelled.events.slice(offered.length)).toEqual([
      { kind: 'command-test', commander: 'cb', action: 'cold-blood', successes: 2, passed: true },
      { kind: 'command-cancelled', commander: 'c1', by: 'cb' },
      { kind: 'cold-blood-closed' },
    ]);
    expect(cancelled.state.erudite).toBeNull();
    const declined = play(s, erudite, 'A', [6, 5]);
    resolveBattle(declined, { kind: 'no-cold-blood' }, 'B');
    expect(declined.events.slice(offered.length)).toEqual([
      { kind: 'cold-blood-closed' },
      { kind: 'erudite', unit: 'ter', by: 'c1' },
    ]);
    expect(declined.state.erudite).toBe('ter');
  });
});
