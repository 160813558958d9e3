import { describe, expect, it } from 'vitest';
import { actingOf, fixtureState, sideCommander, unitOf } from './__fixtures__/battleFixture.js';
import type { BattleEvent } from './Event.js';
import type { Acting, BattleState, CommanderState, UnitState } from './State.js';
import { canAct, nextSide, reduceBattle } from './reduce.js';

// Killers of the one reducer of a Tercios battle (game/reduce.ts), event by event. Rulebook
// (/work/shared/rules/tercios-liber-militum.txt): Game Sequence ("they alternate the activation of their units for as
// long as each side has a troop able to act"; Planning phase: "Both players place their Order cards near their units,
// face down"; "The player who wins initiative chooses who plays first"; "Both players remove the Exhausted markers
// of their commanders"); Tercios Brevis ("If one side runs out of units, the other activates all its remaining
// units"); Commanders and Losses > Joining a troop (a commander that has joined is Exhausted); Commanders >
// Inspiring ("until the opponent's next activation"), Erudite ("cannot be the next to activate"), Coordinator,
// Fearless ("the cost of choosing a second activation").

/** A1, A2 of side A and B1 of side B; two commanders of A; stage action, A to act. */
function table(fields: Record<string, Partial<UnitState>> = {}): BattleState {
  const s = fixtureState({
    A: [
      { unit: unitOf('A1', 'musketeer-company'), at: { x: 20, y: 10, facing: 90 } },
      { unit: unitOf('A2', 'musketeer-company'), at: { x: 40, y: 10, facing: 90 } },
    ],
    B: [{ unit: unitOf('B1', 'tercio'), at: { x: 30, y: 40, facing: -90 } }],
  });
  const commander = (id: string, more: Partial<CommanderState> = {}): CommanderState =>
    sideCommander(id, 'A', { x: 30, y: 4 }, more);
  return {
    ...s,
    commanders: [commander('c1'), commander('c2', { exhausted: true, joinedThisTurn: true })],
    units: s.units.map((u) => ({ ...u, ...(fields[u.id] ?? {}) })),
  };
}
const acting = (more: Partial<Acting> = {}): Acting => actingOf('A1', 'ready', more);
const unit = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;
const cmd = (s: BattleState, id: string) => s.commanders.find((c) => c.id === id)!;
const reduce = (s: BattleState, ...events: BattleEvent[]) => events.reduce(reduceBattle, s);

describe('Game Sequence: a side acts as long as it has a troop able to act', () => {
  it('a troop able to act is of the side, on the table and not yet activated', () => {
    expect(canAct(table(), 'A')).toBe(true);
    expect(canAct(table(), 'B')).toBe(true);
    expect(canAct(table({ B1: { activated: true } }), 'B')).toBe(false);
    expect(canAct(table({ B1: { destroyed: true } }), 'B')).toBe(false);
    expect(canAct(table({ A1: { activated: true } }), 'A')).toBe(true);
    expect(canAct(table({ A1: { activated: true }, A2: { destroyed: true } }), 'A')).toBe(false);
  });

  it('play passes to the opponent, or stays when it has run out of units (Brevis)', () => {
    expect(nextSide(table(), 'A')).toBe('B');
    expect(nextSide(table(), 'B')).toBe('A');
    expect(nextSide(table({ B1: { activated: true } }), 'A')).toBe('A');
    // "If there are no more troops to activate but the enemy still has some, a lone commander may be activated and
    // the turn passed to the opponent": A has no troop left but a commander it may activate (c1).
    const spent = { A1: { activated: true }, A2: { activated: true } };
    expect(nextSide(table(spent), 'B')).toBe('A');
    const tired = table(spent);
    const noCommander = { ...tired, commanders: tired.commanders.map((c) => ({ ...c, exhausted: true })) };
    expect(nextSide(noCommander, 'B')).toBe('B');
    const gone = { ...tired, commanders: tired.commanders.map((c) => ({ ...c, removed: true })) };
    expect(nextSide(gone, 'B')).toBe('B');
    // Nor when the side that just acted has no troop left either: the turn ends.
    expect(nextSide(table({ ...spent, B1: { activated: true } }), 'B')).toBe('B');
  });
});

describe('Planning and initiative', () => {
  it('an order is placed on its unit only, with its Brigade card', () => {
    const s = reduce(
      { ...table(), stage: 'planning' },
      { kind: 'order-placed', unit: 'A2', order: 'fire', brigade: 'A1' },
    );
    expect(unit(s, 'A2')).toMatchObject({ order: 'fire', brigade: 'A1' });
    expect(unit(s, 'A1')).toMatchObject({ order: 'ready', brigade: null });
  });

  it('A plans first, then B; once B is done the side stays until the initiative roll', () => {
    const s = { ...table(), stage: 'planning' as const };
    expect(reduce(s, { kind: 'planning-done', side: 'A' }).activeSide).toBe('B');
    const b = { ...s, activeSide: 'B' as const };
    expect(reduce(b, { kind: 'planning-done', side: 'B' })).toBe(b);
  });

  it('the initiative winner chooses who plays first; play starts with that side if it can act', () => {
    const s = reduce(
      { ...table(), stage: 'planning' },
      { kind: 'initiative', rolls: [{ A: 2, B: 5 }], winner: 'B', by: 'roll' },
    );
    expect(s).toMatchObject({ stage: 'initiative', initiative: 'B', activeSide: 'B' });
    expect(reduce(s, { kind: 'first-player', side: 'A' })).toMatchObject({ stage: 'action', activeSide: 'A' });
    expect(reduce(s, { kind: 'first-player', side: 'B' })).toMatchObject({ stage: 'action', activeSide: 'B' });
    const noA = { ...s, units: s.units.map((u) => (u.side === 'A' ? { ...u, activated: true } : u)) };
    expect(reduce(noA, { kind: 'first-player', side: 'A' }).activeSide).toBe('B');
  });
});

describe('Commanders', () => {
  it('activated, moved or escaped, exhausted, refreshed, removed: each change on its commander only', () => {
    const s = table();
    expect(reduce(s, { kind: 'commander-activated', commander: 'c1' }).commanderActivated).toBe('c1');
    const moved = reduce(s, { kind: 'commander-moved', commander: 'c1', to: { x: 31, y: 5 } });
    expect(cmd(moved, 'c1').position).toEqual({ x: 31, y: 5 });
    expect(cmd(moved, 'c2').position).toEqual({ x: 30, y: 4 });
    const escaped = reduce(s, { kind: 'commander-escaped', commander: 'c2', to: { x: 10, y: 2 } });
    expect(cmd(escaped, 'c2').position).toEqual({ x: 10, y: 2 });
    // Exhausted only: not attached, not "joined this turn" (Joining a troop is another event).
    expect(cmd(reduce(s, { kind: 'commander-exhausted', commander: 'c1' }), 'c1')).toEqual({
      ...cmd(s, 'c1'),
      exhausted: true,
    });
    expect(cmd(reduce(s, { kind: 'commander-refreshed', commander: 'c2', by: 'c1' }), 'c2').exhausted).toBe(false);
    const attached = { ...s, commanders: s.commanders.map((c) => ({ ...c, attachedTo: 'A1' })) };
    const removed = reduce(attached, { kind: 'commander-removed', commander: 'c1', reason: 'killed' });
    expect(cmd(removed, 'c1')).toMatchObject({ removed: true, attachedTo: null });
    expect(cmd(removed, 'c2')).toMatchObject({ removed: false, attachedTo: 'A1' });
    expect(reduce(s, { kind: 'command-test', commander: 'c1', action: 'rally', successes: 1, passed: true })).toBe(s);
    expect(reduce(s, { kind: 'command-cancelled', commander: 'c1', by: 'cb' })).toBe(s);
  });

  it('Joining a troop: a commander that has joined is Exhausted; leaving it keeps its markers', () => {
    const s = table();
    const joined = reduce(s, { kind: 'commander-attached', commander: 'c1', unit: 'A1' });
    expect(cmd(joined, 'c1')).toMatchObject({ attachedTo: 'A1', exhausted: true, joinedThisTurn: true });
    const left = reduce(s, { kind: 'commander-attached', commander: 'c1', unit: null });
    expect(cmd(left, 'c1')).toMatchObject({ attachedTo: null, exhausted: false, joinedThisTurn: false });
    const leftTired = reduce(s, { kind: 'commander-attached', commander: 'c2', unit: null });
    expect(cmd(leftTired, 'c2')).toMatchObject({ attachedTo: null, exhausted: true, joinedThisTurn: true });
  });
});

describe('An activation', () => {
  it('starts: the unit is activated and its card turned, counted once; Inspiring of the other side ends', () => {
    const s = table({ B1: { inspiredBy: 'discipline' }, A2: { inspiredBy: 'discipline' } });
    const a = reduce(
      { ...s, nextToActivate: { unit: 'A2', trait: 'determined' } },
      { kind: 'activation-started', unit: 'A1', order: 'ready', brigadeQueue: ['A2'] },
    );
    expect(unit(a, 'A1')).toMatchObject({ activated: true, order: null });
    expect(unit(a, 'A2')).toMatchObject({ activated: false, order: 'ready', inspiredBy: 'discipline' });
    expect(unit(a, 'B1').inspiredBy).toBeNull();
    expect(a.acting).toEqual(acting({ brigadeQueue: ['A2'] }));
    expect(a.nextToActivate).toBeNull();
    expect(a.activations).toEqual({ A1: 1 });
    expect(
      reduce(
        { ...a, activations: { A1: 1 } },
        { kind: 'activation-started', unit: 'A1', order: 'ready', brigadeQueue: [] },
      ).activations,
    ).toEqual({ A1: 2 });
    // A start for a unit not on the table clears nobody's inspiration.
    expect(
      unit(reduce(s, { kind: 'activation-started', unit: 'ghost', order: 'ready', brigadeQueue: [] }), 'B1').inspiredBy,
    ).toBe('discipline');
  });

  it('the unit named by Determined, Energetic or Enthusiastic carries its trait; Fearless its commander', () => {
    const s = { ...table(), nextToActivate: { unit: 'A1', trait: 'energetic' as const } };
    const a = reduce(s, {
      kind: 'activation-started',
      unit: 'A1',
      order: 'assault',
      brigadeQueue: [],
      fearless: { commander: 'c1', secondActivation: false },
    });
    expect(a.acting).toEqual(
      acting({ order: 'assault', boost: 'energetic', fearless: { commander: 'c1', secondActivation: false } }),
    );
    expect(a.activations).toEqual({ A1: 1 });
    // Fearless: "the cost of choosing a second activation": not counted twice.
    const again = reduce(
      { ...table(), activations: { A1: 1 } },
      {
        kind: 'activation-started',
        unit: 'A1',
        order: 'assault',
        brigadeQueue: [],
        fearless: { commander: 'c1', secondActivation: true },
      },
    );
    expect(again.activations).toEqual({ A1: 1 });
    expect(again.acting!.boost).toBeUndefined();
  });

  it('Erudite binds only the next activation of that side; Coordinator ends when one of its pair starts', () => {
    const s = { ...table(), erudite: 'A2', coordinated: ['A1', 'A2'] };
    const a = reduce(s, { kind: 'activation-started', unit: 'A1', order: 'ready', brigadeQueue: [] });
    expect(a.erudite).toBeNull();
    expect(a.coordinated).toBeNull();
    const b = reduce(s, { kind: 'activation-started', unit: 'B1', order: 'ready', brigadeQueue: [] });
    expect(b.erudite).toBe('A2');
    expect(b.coordinated).toEqual(['A1', 'A2']);
    // Erudite on B's unit binds B's next activation: A's activation leaves it.
    const onB = reduce(
      { ...table(), erudite: 'B1' },
      { kind: 'activation-started', unit: 'A1', order: 'ready', brigadeQueue: [] },
    );
    expect(onB.erudite).toBe('B1');
  });

  it("the acting unit's actions, caracole, free reorientation, charge and interruption are kept on it", () => {
    const s = { ...table(), acting: acting({ caracole: true, boost: 'energetic' }) };
    const moved = reduce(
      s,
      { kind: 'action-taken', unit: 'A1', action: 'move' },
      { kind: 'action-taken', unit: 'A1', action: 'shoot' },
    );
    expect(moved.acting).toEqual(acting({ actions: ['move', 'shoot'], boost: 'energetic' }));
    expect(reduce({ ...s, acting: acting() }, { kind: 'caracole-offered', unit: 'A1' }).acting!.caracole).toBe(true);
    expect(reduce(s, { kind: 'caracole-test', unit: 'A1', inches: 3, passed: true }).acting!.caracole).toBeUndefined();
    expect(reduce(s, { kind: 'free-reorient-used', unit: 'A1' }).acting!.freeReorient).toBe(true);
    expect(reduce(s, { kind: 'charge-declared', unit: 'A1', target: 'B1', flank: false }).acting!.chargeTarget).toBe(
      'B1',
    );
    expect(
      reduce(s, { kind: 'charge-declared', unit: 'A2', target: 'B1', flank: false }).acting!.chargeTarget,
    ).toBeNull();
    const charging = { ...s, acting: acting({ chargeTarget: 'B1' }) };
    expect(reduce(charging, { kind: 'charge-resolved', unit: 'A1', contact: true }).acting!.chargeTarget).toBeNull();
    expect(reduce(s, { kind: 'activation-interrupted', unit: 'A1' }).acting!.interrupted).toBe(true);
    expect(reduce(s, { kind: 'energetic-turn', unit: 'A1' }).acting!.boost).toBe('energetic-turn');
    expect(reduce(s, { kind: 'boost-used', unit: 'A1' }).acting).toEqual(acting({ caracole: true }));
    expect(reduce(s, { kind: 'order-forced', unit: 'A1', order: 'run', reason: 'x' }).acting!.order).toBe('run');
    // With no unit acting these events change nothing.
    const idle = table();
    for (const e of [
      { kind: 'action-taken', unit: 'A1', action: 'move' },
      { kind: 'caracole-offered', unit: 'A1' },
      { kind: 'caracole-test', unit: 'A1', inches: 3, passed: true },
      { kind: 'free-reorient-used', unit: 'A1' },
      { kind: 'charge-declared', unit: 'A1', target: 'B1', flank: false },
      { kind: 'charge-resolved', unit: 'A1', contact: true },
      { kind: 'activation-interrupted', unit: 'A1' },
      { kind: 'energetic-turn', unit: 'A1' },
      { kind: 'boost-used', unit: 'A1' },
      { kind: 'order-forced', unit: 'A1', order: 'run', reason: 'x' },
    ] as BattleEvent[])
      expect(reduce(idle, e)).toBe(idle);
  });

  it('a charge move made before its combat, and the combat movements whose approached units may still react', () => {
    // Rulings "A charge passing close to other units" (`battle.chargePassingReactions: 'passed-units'`: "the charge
    // move is made ... then ... the other enemy units it came within 3" of ... may react, and only then is its combat
    // fought") and "A combat movement passing close to other units" (`battle.combatMovementReactions`: "each combat
    // movement and evasion is made in full ... then, before play goes on ... each unit" it approached may react).
    const s = { ...table(), acting: acting({ chargeTarget: 'B1' }) };
    const from = { x: 20, y: 12 };
    const charged = reduce(s, { kind: 'charge-moved', unit: 'A1', from, contact: true, flank: false });
    expect(charged.acting).toEqual(acting({ chargeTarget: 'B1', chargeMoved: { from, contact: true, flank: false } }));
    expect(reduce(s, { kind: 'charge-moved', unit: 'A2', from, contact: true, flank: false })).toBe(s);
    expect(reduce(table(), { kind: 'charge-moved', unit: 'A1', from, contact: true, flank: false }).acting).toBeNull();
    const base = unit(s, 'A1').base;
    const first = { unit: 'A1', from: base, to: { x: 20, y: 6 }, enemy: 'B1' };
    const second = { unit: 'B1', from: unit(s, 'B1').base, to: { x: 30, y: 46 }, enemy: 'A1' };
    const one = reduce(s, { kind: 'combat-moved', ...first });
    expect(one.acting).toEqual(acting({ chargeTarget: 'B1', combatMoved: [first] }));
    const two = reduce(one, { kind: 'combat-moved', ...second });
    expect(two.acting!.combatMoved).toEqual([first, second]);
    expect(reduce(table(), { kind: 'combat-moved', ...first }).acting).toBeNull();
    // The first waiting is offered its reactions: it leaves the queue, the next stays.
    expect(reduce(two, { kind: 'combat-moved-reactions', unit: 'A1' }).acting!.combatMoved).toEqual([second]);
    expect(reduce(s, { kind: 'combat-moved-reactions', unit: 'A1' })).toBe(s);
    expect(reduce(table(), { kind: 'combat-moved-reactions', unit: 'A1' }).acting).toBeNull();
  });

  it('ends: play passes (or stays with the side that still has units), the activation step is cleared', () => {
    const s = {
      ...table(),
      acting: acting(),
      commanderActivated: 'c1',
      authoritarian: 'A2',
      nextToActivate: { unit: 'A2', trait: 'determined' as const },
    };
    expect(reduce(s, { kind: 'activation-ended', unit: 'A1' })).toMatchObject({
      acting: null,
      commanderActivated: null,
      authoritarian: null,
      nextToActivate: null,
      activeSide: 'B',
    });
    expect(
      reduce(
        { ...s, units: s.units.map((u) => (u.side === 'B' ? { ...u, activated: true } : u)) },
        { kind: 'activation-ended', unit: 'A1' },
      ).activeSide,
    ).toBe('A');
  });
});

describe('Units on the table', () => {
  it('an order lost, changed; moved, hitched, worn, resisting, inspired: on that unit only', () => {
    const s = table({ A1: { brigade: 'A1' } });
    expect(unit(reduce(s, { kind: 'order-lost', unit: 'A1', reason: 'x' }), 'A1')).toMatchObject({
      order: null,
      activated: true,
      brigade: null,
    });
    expect(unit(reduce(s, { kind: 'order-changed', unit: 'A1', order: 'resist', by: 'c1' }), 'A1').order).toBe(
      'resist',
    );
    const base = { ...unit(s, 'A1').base, centre: { x: 21, y: 12 } };
    expect(
      unit(reduce(s, { kind: 'unit-moved', unit: 'A1', base, reason: 'x', inBuilding: 'house' }), 'A1'),
    ).toMatchObject({ base, inBuilding: 'house' });
    expect(unit(reduce(s, { kind: 'unit-hitched', unit: 'A1', hitched: true }), 'A1').hitched).toBe(true);
    expect(
      unit(reduce(s, { kind: 'unit-state', unit: 'A1', wear: 2, disordered: true, reason: 'x' }), 'A1'),
    ).toMatchObject({ wear: 2, disordered: true });
    expect(unit(reduce(s, { kind: 'resisting', unit: 'A1' }), 'A1').resisting).toBe(true);
    // Resist!'s reaction bonus ("The Courage test in a combat that follows a charge benefits from a bonus") ends.
    const both = table({ A1: { resisting: true }, A2: { resisting: true } });
    const ended = reduce(both, { kind: 'resisting-ended', unit: 'A1' });
    expect(unit(ended, 'A1')).toEqual({ ...unit(both, 'A1'), resisting: false });
    expect(unit(ended, 'A2').resisting).toBe(true);
    expect(unit(reduce(s, { kind: 'inspired', unit: 'A1', virtue: 'melee', by: 'c1' }), 'A1').inspiredBy).toBe('melee');
    expect(unit(reduce(s, { kind: 'order-lost', unit: 'A1', reason: 'x' }), 'A2')).toMatchObject({
      order: 'ready',
      activated: false,
    });
  });

  it('a destroyed unit scores its points for the other side and leaves the Brigade queue', () => {
    const s = { ...table(), points: { A: 1, B: 2 }, acting: acting({ brigadeQueue: ['A2', 'A3'] }) };
    const a = reduce(s, { kind: 'unit-destroyed', unit: 'A2', reason: 'x', points: 5 });
    expect(unit(a, 'A2')).toMatchObject({ destroyed: true, order: null, activated: true });
    expect(a.points).toEqual({ A: 1, B: 7 });
    expect(a.acting!.brigadeQueue).toEqual(['A3']);
    const b = reduce(s, { kind: 'unit-destroyed', unit: 'B1', reason: 'x', points: 3 });
    expect(b.points).toEqual({ A: 4, B: 2 });
    expect(b.acting).toBe(s.acting);
    expect(
      reduce({ ...table(), acting: null }, { kind: 'unit-destroyed', unit: 'A2', reason: 'x', points: 5 }).acting,
    ).toBeNull();
    const none = reduce(s, { kind: 'unit-destroyed', unit: 'ghost', reason: 'x', points: 5 });
    expect(none.points).toEqual({ A: 1, B: 2 });
  });

  it('a reaction activates the reacting unit once (an evasion by a unit already activated is no second one)', () => {
    const s = { ...table(), acting: acting(), activations: { A1: 1 } };
    const r = reduce(s, { kind: 'reaction', unit: 'B1', order: 'ready', response: 'shoot' });
    expect(unit(r, 'B1')).toMatchObject({ activated: true, order: null, brigade: null });
    expect(r.activations).toEqual({ A1: 1, B1: 1 });
    expect(r.acting!.counterCharge).toBe(false);
    const cc = reduce(s, { kind: 'reaction', unit: 'B1', order: 'assault', response: 'counter-charge' });
    expect(cc.acting!.counterCharge).toBe(true);
    expect(
      reduce({ ...s, acting: null }, { kind: 'reaction', unit: 'B1', order: 'assault', response: 'counter-charge' })
        .acting,
    ).toBeNull();
    const done = table({ B1: { activated: true } });
    expect(
      reduce({ ...done, activations: { B1: 1 } }, { kind: 'reaction', unit: 'B1', order: 'ready', response: 'evasion' })
        .activations,
    ).toEqual({ B1: 1 });
    // A reaction of a unit not on the table changes no unit and is counted as a first one.
    const ghost = reduce(s, { kind: 'reaction', unit: 'ghost', order: 'ready', response: 'shoot' });
    expect(ghost.units).toEqual(s.units);
    expect(ghost.activations).toEqual({ A1: 1, ghost: 1 });
  });

  it('pending reactions, Cold Blood, Authoritarian, Erudite, Coordinator and the unit bound to act next are kept', () => {
    const s = table();
    const pending = {
      side: 'B' as const,
      trigger: 'proximity' as const,
      by: 'A1',
      candidates: ['B1'],
      target: null,
      path: null,
    };
    expect(reduce(s, { kind: 'reaction-offered', reaction: pending }).reaction).toEqual(pending);
    expect(reduce({ ...s, reaction: pending }, { kind: 'reaction-closed' }).reaction).toBeNull();
    const cold = {
      side: 'B' as const,
      candidates: ['cb'],
      commander: 'c1',
      action: { kind: 'hold' },
      then: null,
      test: { dice: 2, target: 4, successes: 1, passed: true, exhausted: false, mayMoveAgain: false },
    };
    expect(reduce(s, { kind: 'cold-blood-offered', pending: cold }).coldBlood).toEqual(cold);
    expect(reduce({ ...s, coldBlood: cold }, { kind: 'cold-blood-closed' }).coldBlood).toBeNull();
    expect(reduce(s, { kind: 'authoritarian', unit: 'A2', by: 'c1' }).authoritarian).toBe('A2');
    expect(reduce(s, { kind: 'erudite', unit: 'B1', by: 'c1' }).erudite).toBe('B1');
    expect(reduce(s, { kind: 'coordinated', units: ['A1', 'A2'], by: 'c1' }).coordinated).toEqual(['A1', 'A2']);
    expect(reduce(s, { kind: 'next-to-activate', unit: 'A2', trait: 'enthusiastic', by: 'c1' }).nextToActivate).toEqual(
      { unit: 'A2', trait: 'enthusiastic' },
    );
    for (const e of [
      { kind: 'order-test', unit: 'A1' },
      { kind: 'shot', unit: 'A1' },
      { kind: 'combat', unit: 'A1' },
      { kind: 'rout-test', unit: 'A1' },
    ] as unknown as BattleEvent[])
      expect(reduce(s, e)).toBe(s);
  });
});

describe('The end of a turn and of the battle', () => {
  it('a new turn: Planning again with A, every marker of the turn cleared, Exhausted markers removed', () => {
    const s: BattleState = {
      ...table({ A1: { activated: true, resisting: true, brigade: 'A1' }, B1: { destroyed: true, activated: true } }),
      turn: 2,
      activeSide: 'B',
      initiative: 'B',
      acting: acting(),
      reaction: { side: 'B', trigger: 'proximity', by: 'A1', candidates: ['B1'], target: null, path: null },
      commanderActivated: 'c1',
      authoritarian: 'A2',
      nextToActivate: { unit: 'A2', trait: 'determined' },
      activations: { A1: 1 },
      erudite: 'A2',
      coordinated: ['A1', 'A2'],
    };
    const t = reduce(s, { kind: 'turn-ended', turn: 2, points: { A: 0, B: 0 } });
    expect(t).toMatchObject({
      turn: 3,
      stage: 'planning',
      activeSide: 'A',
      initiative: null,
      acting: null,
      reaction: null,
      commanderActivated: null,
      authoritarian: null,
      nextToActivate: null,
      activations: {},
      erudite: null,
      coordinated: null,
    });
    expect(unit(t, 'A1')).toMatchObject({ activated: false, resisting: false, order: null, brigade: null });
    // A destroyed unit stays "activated": it never acts again.
    expect(unit(t, 'B1')).toMatchObject({ activated: true, order: null });
    expect(t.commanders.map((c) => [c.exhausted, c.joinedThisTurn])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('the battle ends with its result; nothing is left pending', () => {
    const result = { winner: 'A' as const, victory: 'decisive', points: { A: 9, B: 0 }, turns: 4 };
    const s = {
      ...table(),
      acting: acting(),
      reaction: {
        side: 'B' as const,
        trigger: 'proximity' as const,
        by: 'A1',
        candidates: ['B1'],
        target: null,
        path: null,
      },
    };
    expect(reduce(s, { kind: 'battle-ended', result })).toMatchObject({
      stage: 'over',
      result,
      acting: null,
      reaction: null,
    });
  });
});
