import { frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { actingOf, fixtureState, sideCommander, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { BattleDecision, CommandAction } from '../game/Decision.js';
import type { BattleState, CommanderState, UnitState } from '../game/State.js';
import { speedOf } from '../game/speedOf.js';
import { rulesUnit } from '../game/commandOnTable.js';
import {
  actingCandidates,
  chargeCandidates,
  commandCandidates,
  moveCandidates,
  mustCharge,
  ordersFor,
  reactionCandidates,
  shotCandidates,
} from './candidates.js';

// Killers of the candidate decisions (sequence/candidates.ts): the decisions the sequence offers and the bots pick
// from. Rulebook (/work/shared/rules/tercios-liber-militum.txt): Order Cards (Ready!: "two actions of its choice:
// move, reorganise (remove a Disorder marker), reorient, or shoot"; Run!: moving; Fire!: "It may not move or
// reorient"; Assault!); Combat > Charges ("A unit with an Assault! order must charge an enemy unit if possible");
// Adaptations > Forlorn Hope ("never receive Assault!"; Extended Arc of Fire); Command > Activating a Commander
// (rally, reorganise, join a troop); Optional Traits (Bold, Authoritarian, Alert, Inspiring, Cautious, Coordinator,
// Erudite, Comrade-in-arms).

const opts = DEFAULT_TERCIOS_OPTIONS;
const withRules = (id: string, profile: string, ...rules: string[]) => {
  const u = unitOf(id, profile);
  return { ...u, rules: [...u.rules, ...rules] };
};
const unit = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;
const acting = actingOf;
const commander = (id: string, side: 'A' | 'B', more: Partial<CommanderState> = {}): CommanderState =>
  sideCommander(id, side, { x: 30, y: 6 }, more);

/** m1 and m2 (musketeer companies of A) facing a tercio of B across the table. */
function table(fields: Record<string, Partial<UnitState>> = {}, commanders: CommanderState[] = []): BattleState {
  const s = fixtureState({
    A: [
      { unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
      { unit: unitOf('m2', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } },
    ],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
  });
  return { ...s, commanders, units: s.units.map((u) => ({ ...u, ...(fields[u.id] ?? {}) })) };
}
const at = (p: { x: number; y: number }, angle: number, d: number) => ({
  x: Math.round((p.x + Math.cos(angle) * d) * 1000) / 1000,
  y: Math.round((p.y + Math.sin(angle) * d) * 1000) / 1000,
});
const actions = (ds: BattleDecision[]): CommandAction[] => ds.flatMap((d) => (d.kind === 'command' ? [d.action] : []));

describe('Order Cards: the orders a unit may be given', () => {
  it('all five, but Forlorn Hope never Assault!', () => {
    const s = table();
    expect(ordersFor(s, unit(s, 'm1'))).toEqual(['ready', 'assault', 'run', 'fire', 'resist']);
    const fh = fixtureState({
      A: [{ unit: withRules('fh', 'musketeer-company', 'forlorn-hope'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    expect(ordersFor(fh, unit(fh, 'fh'))).toEqual(['ready', 'run', 'fire', 'resist']);
  });
});

describe('Movement: the sampled destinations of a move', () => {
  it('straight ahead full and half, wheels of 30 and 60 degrees, each kept only if the plan accepts it', () => {
    const s = table();
    const m1 = unit(s, 'm1');
    const speed = speedOf(rulesUnit(s, m1), 'run', null, opts);
    expect(speed).toBeGreaterThan(0);
    const f = frontCentre(m1.base);
    const th = m1.base.facing;
    const got = moveCandidates(s, m1, 'run', opts);
    expect(got).toContainEqual(at(f, th, speed));
    expect(got).toContainEqual(at(f, th, speed / 2));
    // The tercio is straight ahead beyond the move: "towards the nearest enemy" is the full move again, kept once.
    expect(new Set(got.map((p) => `${p.x},${p.y}`)).size).toBe(got.length);
    expect(got.length).toBeLessThanOrEqual(7);
  });

  it('towards the nearest enemy, stopping 1" short, when it is closer than a full move', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } }],
      B: [
        { unit: unitOf('far', 'tercio'), at: { x: 60, y: 40, facing: -90 } },
        { unit: unitOf('near', 'musketeer-company'), at: { x: 36, y: 14, facing: -90 } },
      ],
    });
    const m1 = unit(s, 'm1');
    const got = moveCandidates(s, m1, 'ready', opts);
    const f = frontCentre(m1.base);
    const straight = [0, Math.PI / 6, -Math.PI / 6, Math.PI / 3, -Math.PI / 3].flatMap((a) => [a]);
    const odd = got.filter(
      (p) =>
        !straight.some((a) => {
          const speed = speedOf(rulesUnit(s, m1), 'ready', null, opts);
          const q = at(f, m1.base.facing + a, speed);
          const h = at(f, m1.base.facing, speed / 2);
          return (p.x === q.x && p.y === q.y) || (p.x === h.x && p.y === h.y);
        }),
    );
    // The one extra point lies towards the near enemy, about 1" short of its base.
    expect(odd).toHaveLength(1);
    expect(odd[0]!.x).toBeGreaterThan(f.x);
  });
});

describe('Shooting and charging: the targets offered', () => {
  it('a target in range is shot from the front; one to the side only with Extended Arc of Fire', () => {
    const at2 = (rules: string[]) =>
      fixtureState({
        A: [{ unit: withRules('m1', 'musketeer-company', ...rules), at: { x: 30, y: 10, facing: 90 } }],
        B: [
          { unit: unitOf('ter', 'tercio'), at: { x: 30, y: 20, facing: -90 } },
          { unit: unitOf('side', 'musketeer-company'), at: { x: 36, y: 8, facing: 180 } },
        ],
      });
    const plain = at2([]);
    expect(shotCandidates(plain, unit(plain, 'm1'), 'ready', DEFAULT_TERCIOS_OPTIONS)).toEqual([
      { target: 'ter', from: 'front' },
    ]);
    const arc = at2(['forlorn-hope']);
    expect(shotCandidates(arc, unit(arc, 'm1'), 'ready', DEFAULT_TERCIOS_OPTIONS)).toEqual([
      { target: 'ter', from: 'front' },
      { target: 'side', from: 'right' },
    ]);
    expect(actingCandidates({ ...arc, acting: acting('m1', 'fire') }, opts)).toEqual([
      { kind: 'shoot', target: 'ter' },
      { kind: 'shoot', target: 'side', from: 'right' },
      { kind: 'end' },
    ]);
  });

  it('Assault!: an enemy in sight may be charged, one behind not; the unit must charge one if it can', () => {
    const s = table();
    expect(chargeCandidates(s, unit(s, 'm1'), DEFAULT_TERCIOS_OPTIONS)).toEqual(['ter']);
    const away = {
      ...s,
      units: s.units.map((u) => (u.id === 'm1' ? { ...u, base: { ...u.base, facing: -Math.PI / 2 } } : u)),
    };
    expect(chargeCandidates(away, unit(away, 'm1'), DEFAULT_TERCIOS_OPTIONS)).toEqual([]);
    expect(mustCharge(away, unit(away, 'm1'), opts)).toBe(false);
    expect(mustCharge(s, unit(s, 'm1'), opts)).toBe(true);
    // Option reachable: only while one can be reached (the tercio is 34" away).
    const reachable = TerciosOptionsSchema.parse({ battle: { assaultMustCharge: 'reachable' } });
    expect(mustCharge(s, unit(s, 'm1'), reachable)).toBe(false);
    const near = table({ ter: { base: { ...unit(s, 'ter').base, centre: { x: 33, y: 14 } } } });
    expect(mustCharge(near, unit(near, 'm1'), reachable)).toBe(true);
  });
});

describe("The acting unit's candidate decisions", () => {
  it('Assault!: only the charges while it must charge', () => {
    const s = { ...table(), acting: acting('m1', 'assault') };
    expect(actingCandidates(s, opts)).toEqual([{ kind: 'charge', target: 'ter' }]);
    const reachable = TerciosOptionsSchema.parse({ battle: { assaultMustCharge: 'reachable' } });
    expect(actingCandidates(s, reachable)).toEqual([{ kind: 'charge', target: 'ter' }, { kind: 'end' }]);
  });

  it('Ready!: moves, reorientations with room, reorganise when disordered, shots, then end', () => {
    const s = { ...table({ m1: { disordered: true } }), acting: acting('m1', 'ready') };
    const got = actingCandidates(s, opts);
    const moves = moveCandidates(s, unit(s, 'm1'), 'ready', opts).map((to) => ({ kind: 'move', to }));
    expect(moves.length).toBeGreaterThan(0);
    expect(got).toEqual([
      ...moves,
      { kind: 'reorient', to: 'left' },
      { kind: 'reorient', to: 'right' },
      { kind: 'reorient', to: 'rear' },
      { kind: 'reorganise' },
      { kind: 'end' },
    ]);
    const near = {
      ...table({ ter: { base: { ...unit(s, 'ter').base, centre: { x: 30, y: 20 } } } }),
      acting: acting('m1', 'fire'),
    };
    expect(actingCandidates(near, opts)).toEqual([{ kind: 'shoot', target: 'ter' }, { kind: 'end' }]);
  });

  it('a caracole follows its own shot; horse teams hitch and unhitch', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    const car = actingCandidates({ ...s, acting: acting('cav', 'fire', { actions: ['shoot'], caracole: true }) }, opts);
    expect(car.filter((d) => d.kind === 'caracole').length).toBeGreaterThan(0);
    expect(car.at(-1)).toEqual({ kind: 'end' });
    const art = fixtureState({
      A: [{ unit: withRules('gun', 'light-artillery', 'horse-teams'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    const hitch = actingCandidates({ ...art, acting: acting('gun', 'ready', { actions: ['shoot'] }) }, opts);
    const unhitch = actingCandidates(
      {
        ...art,
        units: art.units.map((u) => (u.id === 'gun' ? { ...u, hitched: true } : u)),
        acting: acting('gun', 'ready', { actions: ['reorient'] }),
      },
      opts,
    );
    expect(hitch.some((d) => d.kind === 'hitch')).toBe(true);
    expect(unhitch.some((d) => d.kind === 'unhitch')).toBe(true);
    expect(hitch.some((d) => d.kind === 'unhitch')).toBe(false);
    expect(unhitch.some((d) => d.kind === 'hitch')).toBe(false);
  });

  it('Mobility: Run! after the free reorientation owes its move: no end while a move is possible', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    const owed = actingCandidates({ ...s, acting: acting('cav', 'run', { freeReorient: true }) }, opts);
    expect(owed.some((d) => d.kind === 'move')).toBe(true);
    expect(owed.some((d) => d.kind === 'end')).toBe(false);
    const fresh = actingCandidates({ ...s, acting: acting('cav', 'run') }, opts);
    expect(fresh.at(-1)).toEqual({ kind: 'end' });
  });
});

describe('Reactions: the candidates of the reacting side', () => {
  it('a candidate no longer on the table is skipped; no reaction is always offered last', () => {
    const s = table();
    const pending = {
      side: 'B' as const,
      trigger: 'proximity' as const,
      by: 'm1',
      candidates: ['ghost'],
      target: null,
      path: null,
    };
    expect(reactionCandidates({ ...s, reaction: pending }, opts)).toEqual([{ kind: 'no-reaction' }]);
  });
});

describe('Command: the commander activations offered', () => {
  const active = (fields: Record<string, Partial<UnitState>>, commanders: CommanderState[]) =>
    table(fields, commanders);

  it('rally a worn unit in radius and sight, reorganise a disordered one; at most the three most worn', () => {
    const s = active({ m1: { wear: 2 }, m2: { disordered: true } }, [commander('c1', 'A')]);
    const got = commandCandidates(s, opts);
    expect(got).toContainEqual({ kind: 'command', commander: 'c1', to: null, action: { kind: 'rally', unit: 'm1' } });
    expect(got).toContainEqual({
      kind: 'command',
      commander: 'c1',
      to: null,
      action: { kind: 'reorganise', unit: 'm2' },
    });
    // A fresh unit in good order needs neither.
    expect(
      actions(commandCandidates(active({}, [commander('c1', 'A')]), opts)).filter(
        (a) => a.kind === 'rally' || a.kind === 'reorganise',
      ),
    ).toEqual([]);
    // Exhausted or of the other side: not activatable.
    expect(commandCandidates(active({ m1: { wear: 2 } }, [commander('c1', 'A', { exhausted: true })]), opts)).toEqual(
      [],
    );
    expect(commandCandidates(active({ m1: { wear: 2 } }, [commander('c1', 'B')]), opts)).toEqual([]);
  });

  it('out of radius: the commander moves towards the unit to rally it', () => {
    const s = active({ m1: { wear: 3 } }, [commander('c1', 'A', { position: { x: 30, y: 2 }, traits: [] })]);
    const far = { ...s, commanders: [commander('c1', 'A', { position: { x: 22, y: 2 } })] };
    const got = commandCandidates(far, opts).filter((d) => d.kind === 'command' && d.action.kind === 'rally');
    expect(got).toHaveLength(1);
    const d = got[0]!;
    expect(d.kind === 'command' && d.to).not.toBeNull();
    expect(d.kind === 'command' && d.to!.x).toBeGreaterThan(22);
  });

  it('join: the nearest unit without a commander', () => {
    const s = active({}, [commander('c1', 'A', { position: { x: 32, y: 6 } })]);
    const joins = actions(commandCandidates(s, opts)).filter((a) => a.kind === 'join');
    expect(joins).toEqual([{ kind: 'join', unit: 'm1' }]);
    const attached = {
      ...s,
      commanders: [...s.commanders, commander('c2', 'A', { attachedTo: 'm1', exhausted: true })],
    };
    expect(actions(commandCandidates(attached, opts)).filter((a) => a.kind === 'join')).toEqual([
      { kind: 'join', unit: 'm2' },
    ]);
  });

  it('Bold turns a worn unit to Resist! and a fresh Resist! to Ready!; Authoritarian spares a worn unit its test', () => {
    const bold = active({ m1: { wear: 2 }, m2: { order: 'resist' } }, [commander('c1', 'A', { traits: ['bold'] })]);
    const got = actions(commandCandidates(bold, opts));
    expect(got).toContainEqual({ kind: 'bold', unit: 'm1', order: 'resist' });
    expect(got).toContainEqual({ kind: 'bold', unit: 'm2', order: 'ready' });
    const auth = active({ m1: { wear: 1 } }, [commander('c1', 'A', { traits: ['authoritarian'] })]);
    expect(actions(commandCandidates(auth, opts))).toContainEqual({ kind: 'authoritarian', unit: 'm1' });
    expect(
      actions(commandCandidates({ ...auth, authoritarian: 'm2' }, opts)).some((a) => a.kind === 'authoritarian'),
    ).toBe(false);
  });

  it('Inspiring lends a virtue to a fresh unit; Coordinator pairs two units', () => {
    const insp = active({}, [
      commander('c1', 'A', { virtues: ['discipline'] as never, traits: ['coordinator', 'erudite'] }),
    ]);
    const got = actions(commandCandidates(insp, opts));
    expect(got).toContainEqual({ kind: 'inspire', unit: 'm1', virtue: 'discipline' });
    expect(got).toContainEqual({ kind: 'coordinator', units: ['m1', 'm2'] });
    expect(
      actions(commandCandidates({ ...insp, coordinated: ['m1', 'm2'] }, opts)).some((a) => a.kind === 'coordinator'),
    ).toBe(false);
  });

  it('Comrade-in-arms: an Exhausted friendly commander may be refreshed', () => {
    const s = active({}, [
      commander('c1', 'A', { traits: ['comrade-in-arms'] }),
      commander('c2', 'A', { exhausted: true, position: { x: 32, y: 6 } }),
    ]);
    expect(actions(commandCandidates(s, opts))).toContainEqual({ kind: 'comrade-in-arms', commander: 'c2' });
  });
});
