import { baseGap, frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import {
  actingOf,
  commandBattle,
  commanderOf,
  fixtureState,
  sideCommander,
  unitOf,
} from '../game/__fixtures__/battleFixture.js';
import type { BattleDecision, CommandAction } from '../game/Decision.js';
import type { BattleState, CommanderState, UnitState } from '../game/State.js';
import { speedOf } from '../game/speedOf.js';
import { commandDistance, rulesUnit } from '../game/commandOnTable.js';
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
    // Every unit with a commander of its own: none to join.
    const taken = {
      ...attached,
      commanders: [...attached.commanders, commander('c3', 'A', { attachedTo: 'm2', exhausted: true })],
    };
    expect(actions(commandCandidates(taken, opts)).filter((a) => a.kind === 'join')).toEqual([]);
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

describe('Optional and Kingdoms traits: the command actions offered, in radius and sight', () => {
  const c1 = (
    action: CommandAction,
    to: { x: number; y: number } | null = null,
    then?: { x: number; y: number },
  ): BattleDecision => ({ kind: 'command', commander: 'c1', to, action, ...(then ? { then } : {}) });
  /** The join every fresh commander at (30, 6) is also offered: the nearest unit without a commander, m1. */
  const joinM1 = c1({ kind: 'join', unit: 'm1' }, { x: 30, y: 8.613 });
  const withTraits = (
    traits: CommanderState['traits'],
    fields: Record<string, Partial<UnitState>> = {},
    more: Partial<CommanderState> = {},
    others: CommanderState[] = [],
  ) => table(fields, [commander('c1', 'A', { traits, ...more }), ...others]);
  const terAt = (x: number, y: number) => ({ ter: { base: { ...unit(table(), 'ter').base, centre: { x, y } } } });

  it('Alert: "change its orientation immediately": a unit with an enemy within 12" to its side turns to face it', () => {
    // The tercio 10" to the right of m2: m2 turns right; m1 (16" away) is not offered.
    expect(commandCandidates(withTraits(['alert'], terAt(46, 11)), opts)).toEqual([
      c1({ kind: 'alert', unit: 'm2', to: 'right' }),
      joinM1,
    ]);
    // The nearest enemy is the one turned to: here the tercio, though a company 11" straight ahead comes first.
    const two = fixtureState({
      A: [
        { unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
        { unit: unitOf('m2', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } },
      ],
      B: [
        { unit: unitOf('far', 'musketeer-company'), at: { x: 36, y: 21, facing: -90 } },
        { unit: unitOf('ter', 'tercio'), at: { x: 46, y: 11, facing: -90 } },
      ],
    });
    expect(
      actions(commandCandidates({ ...two, commanders: [commander('c1', 'A', { traits: ['alert'] })] }, opts)),
    ).toEqual([
      { kind: 'alert', unit: 'm2', to: 'right' },
      { kind: 'join', unit: 'm1' },
    ]);
    // The enemy straight ahead, or 12" and more away: nothing to turn to.
    expect(commandCandidates(withTraits(['alert'], terAt(33, 18)), opts)).toEqual([joinM1]);
    expect(commandCandidates(withTraits(['alert'], terAt(48, 10)), opts)).toEqual([joinM1]);
  });

  it('Inspiring on a fresh unit not yet activated; Expert: "use the common Inspiring trait on a whole brigade"', () => {
    const virtue = { virtues: ['discipline'] as never };
    expect(commandCandidates(withTraits(['expert'], {}, virtue), opts)).toEqual([
      c1({ kind: 'inspire', unit: 'm1', virtue: 'discipline' }),
      c1({ kind: 'expert', unit: 'm1', virtue: 'discipline' }),
      joinM1,
    ]);
    // Not an activated unit, one already inspired, nor one a commander has joined: the next unit, m2.
    const m2 = [
      c1({ kind: 'inspire', unit: 'm2', virtue: 'discipline' }),
      c1({ kind: 'expert', unit: 'm2', virtue: 'discipline' }),
    ];
    expect(commandCandidates(withTraits(['expert'], { m1: { activated: true } }, virtue), opts)).toEqual([
      ...m2,
      joinM1,
    ]);
    expect(commandCandidates(withTraits(['expert'], { m1: { inspiredBy: 'melee' } }, virtue), opts)).toEqual([
      ...m2,
      joinM1,
    ]);
    const joined = withTraits(['expert'], {}, virtue, [commander('c2', 'A', { attachedTo: 'm1', exhausted: true })]);
    expect(commandCandidates(joined, opts)).toEqual(m2);
    // Without a virtue nothing is lent; without Expert only the one unit.
    expect(commandCandidates(withTraits(['expert']), opts)).toEqual([joinM1]);
    expect(commandCandidates(withTraits([], {}, virtue), opts)).toEqual([
      c1({ kind: 'inspire', unit: 'm1', virtue: 'discipline' }),
      joinM1,
    ]);
  });

  it('Cautious: "place an order next to a unit already activated": only an activated unit without an order', () => {
    expect(commandCandidates(withTraits(['cautious'], { m2: { activated: true, order: null } }), opts)).toEqual([
      c1({ kind: 'cautious', unit: 'm2', order: 'fire' }),
      joinM1,
    ]);
    expect(commandCandidates(withTraits(['cautious'], { m2: { activated: true } }), opts)).toEqual([joinM1]);
    expect(commandCandidates(withTraits(['cautious'], { m2: { order: null } }), opts)).toEqual([joinM1]);
    // The unit offered is the activated one without an order, whatever comes before it.
    const cautiousM2 = [c1({ kind: 'cautious', unit: 'm2', order: 'fire' }), joinM1];
    expect(
      commandCandidates(withTraits(['cautious'], { m1: { order: null }, m2: { activated: true, order: null } }), opts),
    ).toEqual(cautiousM2);
    expect(
      commandCandidates(
        withTraits(['cautious'], { m1: { activated: true }, m2: { activated: true, order: null } }),
        opts,
      ),
    ).toEqual([
      c1({ kind: 'cautious', unit: 'm2', order: 'fire' }),
      c1({ kind: 'join', unit: 'm1' }, { x: 30, y: 8.613 }),
    ]);
  });

  it('Erudite: "the chosen enemy unit cannot be the next to activate": an enemy not yet activated, once a turn', () => {
    // From (42, 6) the tercio is in sight over the companies; m1 is out of radius, so the commander also closes up.
    const erudite = withTraits(['erudite'], {}, { position: { x: 42, y: 6 } });
    const hold = c1({ kind: 'hold' }, { x: 36.609, y: 8.396 });
    expect(commandCandidates(erudite, opts)).toEqual([c1({ kind: 'erudite', unit: 'ter' }), hold]);
    expect(commandCandidates({ ...erudite, erudite: 'ter' }, opts)).toEqual([hold]);
    const done = { ...erudite, units: erudite.units.map((u) => (u.id === 'ter' ? { ...u, activated: true } : u)) };
    expect(commandCandidates(done, opts)).toEqual([hold]);
  });

  it('Determined, Energetic, Enthusiastic: "the target unit must be the next to activate"', () => {
    // Determined prefers a unit with Assault!, Enthusiastic one with Run! or Ready!, Energetic the first waiting.
    expect(
      commandCandidates(
        withTraits(['determined', 'energetic', 'enthusiastic'], { m1: { order: 'fire' }, m2: { order: 'assault' } }),
        opts,
      ),
    ).toEqual([
      c1({ kind: 'determined', unit: 'm2' }),
      c1({ kind: 'energetic', unit: 'm1' }),
      c1({ kind: 'enthusiastic', unit: 'm1' }),
      joinM1,
    ]);
    expect(
      commandCandidates(
        withTraits(['determined', 'enthusiastic'], { m1: { order: 'fire' }, m2: { order: 'run' } }),
        opts,
      ),
    ).toEqual([c1({ kind: 'determined', unit: 'm1' }), c1({ kind: 'enthusiastic', unit: 'm2' }), joinM1]);
    expect(
      commandCandidates(withTraits(['enthusiastic'], { m1: { order: 'fire' }, m2: { order: 'ready' } }), opts),
    ).toEqual([c1({ kind: 'enthusiastic', unit: 'm2' }), joinM1]);
    // An activated unit is not waiting; none while a unit is already bound or Erudite chose a unit.
    expect(commandCandidates(withTraits(['energetic'], { m1: { activated: true } }), opts)).toEqual([
      c1({ kind: 'energetic', unit: 'm2' }),
      joinM1,
    ]);
    expect(
      commandCandidates({ ...withTraits(['energetic']), nextToActivate: { unit: 'm2', trait: 'determined' } }, opts),
    ).toEqual([joinM1]);
    expect(commandCandidates({ ...withTraits(['energetic']), erudite: 'ter' }, opts)).toEqual([joinM1]);
    expect(
      commandCandidates(withTraits(['energetic'], { m1: { activated: true }, m2: { activated: true } }), opts),
    ).toEqual([joinM1]);
  });

  it('at most four trait actions are offered at once, each one checked', () => {
    expect(
      commandCandidates(
        withTraits(['bold', 'authoritarian', 'determined', 'energetic', 'enthusiastic', 'coordinator'], {
          m1: { wear: 2 },
        }),
        opts,
      ),
    ).toEqual([
      c1({ kind: 'rally', unit: 'm1' }),
      c1({ kind: 'rally', unit: 'm1' }, null, { x: 30, y: 3 }),
      c1({ kind: 'bold', unit: 'm1', order: 'resist' }),
      c1({ kind: 'authoritarian', unit: 'm1' }),
      c1({ kind: 'coordinator', units: ['m1', 'm2'] }),
      c1({ kind: 'determined', unit: 'm1' }),
      joinM1,
    ]);
  });

  it('Experienced: a company "that has no more than 1 Dm" reinforces a battalion "at most 6 inches apart"', () => {
    const exp = (units: Record<string, Partial<UnitState>>) =>
      commandBattle([commanderOf({ traits: ['experienced'] as never, position: { x: 38, y: 14 } })], units, [], 40);
    const rally = (u: string, then: { x: number; y: number }): BattleDecision[] => [
      c1({ kind: 'rally', unit: u }),
      c1({ kind: 'rally', unit: u }, null, then),
    ];
    const joinTer = c1({ kind: 'join', unit: 'ter' }, { x: 36, y: 18.219 });
    expect(commandCandidates(exp({ ter: { wear: 3 }, mus: { wear: 1 } }), opts)).toEqual([
      ...rally('ter', { x: 38.949, y: 11.154 }),
      c1({ kind: 'experienced', company: 'mus', battalion: 'ter' }),
      joinTer,
    ]);
    // A company with 2 Dm does not reinforce (it is rallied itself); a battalion with 1 Dm is not reinforced.
    expect(commandCandidates(exp({ ter: { wear: 3 }, mus: { wear: 2 } }), opts)).toEqual([
      ...rally('ter', { x: 38.949, y: 11.154 }),
      ...rally('mus', { x: 37.051, y: 11.154 }),
      joinTer,
    ]);
    expect(commandCandidates(exp({ ter: { wear: 1 } }), opts)).toEqual([joinTer]);
  });

  it('Indefatigable: one Dm moved from the most worn unit to a fresh one of its type and regiment', () => {
    const rallyM1 = [c1({ kind: 'rally', unit: 'm1' }), c1({ kind: 'rally', unit: 'm1' }, null, { x: 30, y: 3 })];
    expect(commandCandidates(withTraits(['indefatigable'], { m1: { wear: 2 } }), opts)).toEqual([
      ...rallyM1,
      c1({ kind: 'indefatigable', from: 'm1', to: 'm2' }),
      joinM1,
    ]);
    // Not to a unit with a Dm already.
    expect(commandCandidates(withTraits(['indefatigable'], { m1: { wear: 2 }, m2: { wear: 1 } }), opts)).toEqual([
      ...rallyM1,
      joinM1,
    ]);
  });

  it('Accomplice: "a friendly commander in the line of sight may make a movement of at most 9 inches even if it is Exhausted"', () => {
    const tired = (more: Partial<CommanderState>) => commander('c2', 'A', { exhausted: true, ...more });
    expect(commandCandidates(withTraits(['accomplice'], {}, {}, [tired({ position: { x: 10, y: 2 } })]), opts)).toEqual(
      [c1({ kind: 'accomplice', commander: 'c2', to: { x: 18.406, y: 4.924 } }), joinM1],
    );
    // Not a fresh commander, one already near its units, one attached, removed, or of the other side.
    for (const other of [
      tired({ position: { x: 10, y: 2 }, exhausted: false }),
      tired({ position: { x: 33, y: 8 } }),
      tired({ position: { x: 10, y: 2 }, attachedTo: 'm1' }),
      tired({ position: { x: 10, y: 2 }, removed: true }),
      commander('c2', 'B', { exhausted: true, position: { x: 10, y: 2 } }),
    ])
      expect(actions(commandCandidates(withTraits(['accomplice'], {}, {}, [other]), opts))).not.toContainEqual(
        expect.objectContaining({ kind: 'accomplice' }),
      );
  });

  it('Fearless: "join one of its units and immediately carry out an assault with it"', () => {
    expect(commandCandidates(withTraits(['fearless']), opts)).toEqual([
      c1({ kind: 'fearless', unit: 'm1' }, { x: 30, y: 8.613 }),
      joinM1,
    ]);
  });

  it('closing up: a commander out of radius of its units moves towards their middle', () => {
    expect(commandCandidates(withTraits([], {}, { position: { x: 5, y: 2 } }), opts)).toEqual([
      c1({ kind: 'hold' }, { x: 10.673, y: 3.621 }),
    ]);
  });
});

describe('First complete run: the sampled moves, shots, charges and reactions in detail', () => {
  const m1At = (B: { unit: ReturnType<typeof unitOf>; at: { x: number; y: number; facing: number } }[], terrain = []) =>
    fixtureState({ A: [{ unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } }], B, terrain });

  it('Movement: full and half ahead, the wheels the plan accepts, the point towards the nearest enemy, kept once each', () => {
    // Ready! (Speed 5): straight ahead 5" and 2.5", the wheels of 60 degrees either way (those of 30 are refused by the
    // plan); the tercio straight ahead: "towards the nearest enemy" is the full move again, kept once.
    const ahead = m1At([{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 44, facing: -90 } }]);
    const sample = [
      { x: 30, y: 15.787 },
      { x: 30, y: 13.287 },
      { x: 25.67, y: 13.287 },
      { x: 34.33, y: 13.287 },
    ];
    expect(moveCandidates(ahead, unit(ahead, 'm1'), 'ready', opts)).toEqual(sample);
    // The nearest of two enemies, whichever comes first, stopping 1" short of it.
    const near = { unit: unitOf('near', 'musketeer-company'), at: { x: 36, y: 14, facing: -90 } };
    const far = { unit: unitOf('far', 'tercio'), at: { x: 60, y: 40, facing: -90 } };
    const towards = [...sample, { x: 33.616, y: 13.413 }];
    const farFirst = m1At([far, near]);
    expect(moveCandidates(farFirst, unit(farFirst, 'm1'), 'ready', opts)).toEqual(towards);
    const nearFirst = m1At([near, far]);
    expect(moveCandidates(nearFirst, unit(nearFirst, 'm1'), 'ready', opts)).toEqual(towards);
    // No enemy left on the table (the tercio destroyed): the sample alone.
    const alone = { ...ahead, units: ahead.units.map((u) => (u.id === 'ter' ? { ...u, destroyed: true } : u)) };
    expect(moveCandidates(alone, unit(alone, 'm1'), 'ready', opts)).toEqual(sample);
  });

  it('Scenery > Building: "To occupy a building it is enough to move into it with a Ready! order": its centre is offered', () => {
    const house = {
      id: 'house',
      type: 'large-building' as const,
      points: [
        { x: 30, y: 13 },
        { x: 34, y: 13 },
        { x: 34, y: 17 },
        { x: 30, y: 17 },
      ],
    };
    const town = m1At([{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 44, facing: -90 } }], [house] as never);
    expect(moveCandidates(town, unit(town, 'm1'), 'ready', opts)).toEqual([
      { x: 30, y: 15.787 },
      { x: 30, y: 13.287 },
      { x: 25.67, y: 13.287 },
      { x: 34.33, y: 13.287 },
      { x: 32, y: 15 },
    ]);
    // With Run! no building is entered: the sample of the Run! move only.
    expect(moveCandidates(town, unit(town, 'm1'), 'run', opts)).toEqual([
      { x: 30, y: 20.787 },
      { x: 30, y: 15.787 },
      { x: 21.34, y: 15.787 },
      { x: 38.66, y: 15.787 },
    ]);
  });

  it('Weapons: a light gun ("Fire! order only") is offered its shot under Fire!; a bow ("no fire on reaction") its own shot', () => {
    const gun = fixtureState({
      A: [{ unit: unitOf('gun', 'light-artillery'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 24, facing: -90 } }],
    });
    expect(actingCandidates({ ...gun, acting: acting('gun', 'fire') }, opts)).toEqual([
      { kind: 'shoot', target: 'ter' },
      { kind: 'end' },
    ]);
    const bow = fixtureState({
      A: [{ unit: { ...unitOf('b', 'musketeer-company'), weapons: ['bow'] }, at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 20, facing: -90 } }],
    });
    expect(shotCandidates(bow, unit(bow, 'b'), 'fire', opts)).toEqual([{ target: 'ter', from: 'front' }]);
  });

  it('Assault! with option reachable: the unit must charge when any one of the enemies in sight can be reached', () => {
    const two = m1At([
      { unit: unitOf('far', 'tercio'), at: { x: 30, y: 44, facing: -90 } },
      { unit: unitOf('near', 'tercio'), at: { x: 36, y: 16, facing: -90 } },
    ]);
    const reachable = TerciosOptionsSchema.parse({ battle: { assaultMustCharge: 'reachable' } });
    expect(chargeCandidates(two, unit(two, 'm1'), reachable)).toEqual(['far', 'near']);
    expect(mustCharge(two, unit(two, 'm1'), reachable)).toBe(true);
  });

  it('Ready!: "It may not carry out the same action twice": no second shot, no turn without room', () => {
    const near = table({ ter: { base: { ...unit(table(), 'ter').base, centre: { x: 30, y: 20 } } } });
    const moves = [
      { x: 30, y: 15.787 },
      { x: 30, y: 13.287 },
      { x: 25.67, y: 13.287 },
      { x: 34.33, y: 13.287 },
    ].map((to) => ({ kind: 'move', to }));
    expect(actingCandidates({ ...near, acting: acting('m1', 'ready', { actions: ['shoot'] }) }, opts)).toEqual([
      ...moves,
      { kind: 'reorient', to: 'left' },
      { kind: 'reorient', to: 'right' },
      { kind: 'reorient', to: 'rear' },
      { kind: 'end' },
    ]);
    const blocked = fixtureState({
      A: [
        { unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
        { unit: unitOf('m2', 'musketeer-company'), at: { x: 30, y: 12.2, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 44, facing: -90 } }],
    });
    expect(actingCandidates({ ...blocked, acting: acting('m1', 'ready', { actions: ['move'] }) }, opts)).toEqual([
      { kind: 'reorient', to: 'rear' },
      { kind: 'end' },
    ]);
  });

  it('Mobility: with Ready! the free reorientation owes no move: the activation may end', () => {
    const cav = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    expect(
      actingCandidates({ ...cav, acting: acting('cav', 'ready', { freeReorient: true }) }, opts).map((d) => d.kind),
    ).toEqual(['move', 'move', 'move', 'move', 'end']);
  });

  it('Reactions: a charged unit is asked as charged (it may evade), an approached one as approached', () => {
    const rt = fixtureState({
      A: [
        { unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
        { unit: unitOf('m2', 'musketeer-company'), at: { x: 42, y: 10, facing: 90 } },
      ],
      B: [
        { unit: unitOf('ter', 'tercio'), at: { x: 30, y: 20, facing: -90 } },
        { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 42, y: 16, facing: -90 } },
      ],
    });
    const pending = (trigger: 'proximity' | 'charge') => ({
      side: 'B' as const,
      trigger,
      by: 'm2',
      candidates: ['cav'],
      target: trigger === 'charge' ? 'cav' : null,
      path: null,
    });
    // Reactions > Ready!: "the unit may reorient OR shoot"; Reorientation: "a side centre or the rear centre".
    const turns = (unit: string) =>
      (['left', 'right', 'rear'] as const).map((to) => ({
        kind: 'react' as const,
        unit,
        reaction: 'reorient' as const,
        to,
      }));
    expect(reactionCandidates({ ...rt, acting: acting('m2', 'ready'), reaction: pending('proximity') }, opts)).toEqual([
      ...turns('cav'),
      { kind: 'react', unit: 'cav', reaction: 'shoot' },
      { kind: 'no-reaction' },
    ]);
    expect(reactionCandidates({ ...rt, acting: acting('m2', 'assault'), reaction: pending('charge') }, opts)).toEqual([
      ...turns('cav'),
      { kind: 'react', unit: 'cav', reaction: 'shoot' },
      // Reactions > Run!: "at least its movement" (8), with "the bonus granted (Mvt++)" (16), the player's choice.
      ...[8, 9, 10, 11, 12, 13, 14, 15, 16].map((inches) => ({
        kind: 'react' as const,
        unit: 'cav',
        reaction: 'evasion' as const,
        inches,
      })),
      { kind: 'no-reaction' },
    ]);
  });

  it('Harasser: "fire as a reaction and evade after firing": the volley is offered twice, with and without the evasion', () => {
    const shooters = unitOf('mus', 'musketeer-company');
    const hs = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 14, facing: 90 } }],
      B: [{ unit: { ...shooters, rules: [...shooters.rules, 'harasser'] }, at: { x: 36, y: 22, facing: -90 } }],
    });
    const charged = (order: 'fire' | 'ready') => ({
      ...hs,
      units: hs.units.map((u) => ({ ...u, order: u.id === 'cav' ? ('assault' as const) : order })),
      acting: acting('cav', 'assault', { chargeTarget: 'mus' }),
      reaction: {
        side: 'B' as const,
        trigger: 'charge' as const,
        by: 'cav',
        candidates: ['mus'],
        target: 'mus',
        path: null,
      },
    });
    expect(reactionCandidates(charged('fire'), opts)).toEqual([
      { kind: 'react', unit: 'mus', reaction: 'volley' },
      ...[5, 6, 7, 8, 9, 10].map((inches) => ({
        kind: 'react' as const,
        unit: 'mus',
        reaction: 'volley' as const,
        evade: true as const,
        inches,
      })),
      { kind: 'no-reaction' },
    ]);
    expect(reactionCandidates(charged('ready'), opts)).toEqual([
      ...(['left', 'right', 'rear'] as const).map((to) => ({ kind: 'react', unit: 'mus', reaction: 'reorient', to })),
      { kind: 'react', unit: 'mus', reaction: 'shoot' },
      { kind: 'no-reaction' },
    ]);
  });
});

describe('First complete run: the rally, the closing up and the join offered in detail', () => {
  const c1 = (
    action: CommandAction,
    to: { x: number; y: number } | null = null,
    then?: { x: number; y: number },
  ): BattleDecision => ({ kind: 'command', commander: 'c1', to, action, ...(then ? { then } : {}) });
  const m1Base = unit(table(), 'm1').base;

  it('rally: the most worn first; Fast ("may move again") steps back only where the table allows it', () => {
    // Commander at (33, 6), between the two: m2 (3 Dm) before m1 (2 Dm), each with its Fast step 3" back.
    expect(
      commandCandidates(
        table({ m1: { wear: 2 }, m2: { wear: 3 } }, [commander('c1', 'A', { position: { x: 33, y: 6 } })]),
        opts,
      ),
    ).toEqual([
      c1({ kind: 'rally', unit: 'm2' }),
      c1({ kind: 'rally', unit: 'm2' }, null, { x: 31.2, y: 3.6 }),
      c1({ kind: 'rally', unit: 'm1' }),
      c1({ kind: 'rally', unit: 'm1' }, null, { x: 34.8, y: 3.6 }),
      c1({ kind: 'join', unit: 'm1' }, { x: 30, y: 8.613 }),
    ]);
    // At the table edge the step back would leave the table: no Fast candidate.
    expect(
      commandCandidates(
        table({ m1: { wear: 2, base: { ...m1Base, centre: { x: 30, y: 4 } } } }, [
          commander('c1', 'A', { position: { x: 30, y: 1 } }),
        ]),
        opts,
      ),
    ).toEqual([
      c1({ kind: 'rally', unit: 'm1' }),
      c1({ kind: 'hold' }, { x: 32.639, y: 6.277 }),
      c1({ kind: 'join', unit: 'm1' }, { x: 30, y: 2.613 }),
    ]);
  });

  it('out of radius: the move towards the unit ends 1.5" inside the radius; an attached commander moves off first', () => {
    expect(
      commandCandidates(table({ m1: { wear: 3 } }, [commander('c1', 'A', { position: { x: 22, y: 2 } })]), opts),
    ).toEqual([
      c1({ kind: 'rally', unit: 'm1' }, { x: 26.172, y: 6.172 }),
      c1({ kind: 'hold' }, { x: 26.772, y: 5.47 }),
    ]);
    // "An attached commander carries out no command action" where it stands: its rally is a move (of 0") first.
    expect(commandCandidates(table({ m1: { wear: 2 } }, [commander('c1', 'A', { attachedTo: 'm1' })]), opts)).toEqual([
      c1({ kind: 'rally', unit: 'm1' }, { x: 30, y: 6 }),
    ]);
  });

  it('join the nearest unit without a commander; close up on the units of its own regiment only', () => {
    expect(commandCandidates(table({}, [commander('c1', 'A', { position: { x: 36, y: 6 } })]), opts)).toEqual([
      c1({ kind: 'join', unit: 'm2' }, { x: 36, y: 8.613 }),
    ]);
    // m2 of another regiment: the commander (rank 2, not the Commander-in-Chief) closes up on m1 alone.
    expect(
      commandCandidates(table({ m2: { regiment: 'RX' } }, [commander('c1', 'A', { position: { x: 5, y: 2 } })]), opts),
    ).toEqual([c1({ kind: 'hold' }, { x: 10.619, y: 3.798 })]);
  });
});

describe('Second review: the move sample', () => {
  const m1At = (terrain: unknown[] = []) =>
    fixtureState({
      A: [{ unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 44, facing: -90 } }],
      terrain: terrain as never,
    });
  const square = (id: string, type: string, x: number, y: number, r: number) => ({
    id,
    type,
    points: [
      { x: x - r, y: y - r },
      { x: x + r, y: y - r },
      { x: x + r, y: y + r },
      { x: x - r, y: y + r },
    ],
  });
  /** Ready! (Speed 5) from (30, 10) facing up the table: ahead 5" and 2.5", the two wheels of 60 degrees. */
  const sample = [
    { x: 30, y: 15.787 },
    { x: 30, y: 13.287 },
    { x: 25.67, y: 13.287 },
    { x: 34.33, y: 13.287 },
  ];

  it('Heavy Artillery (Mvt 0/4, 0 unhitched): no destination at all', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('gun', 'heavy-artillery'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 44, facing: -90 } }],
    });
    expect(speedOf(rulesUnit(s, unit(s, 'gun')), 'ready', null, opts)).toBe(0);
    expect(moveCandidates(s, unit(s, 'gun'), 'ready', opts)).toEqual([]);
  });

  it('no step "towards the nearest enemy" when it is within 1.5" (it would stop less than 0.5" on)', () => {
    // The company 1.24" from m1's front centre: the plan would accept a step of 0.24" towards it. Only the wheel of
    // 60 degrees to the left stays clear of it.
    const s = fixtureState({
      A: [{ unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('e', 'musketeer-company'), at: { x: 31, y: 12.3, facing: -90 } }],
    });
    expect(moveCandidates(s, unit(s, 'm1'), 'ready', opts)).toEqual([{ x: 25.67, y: 13.287 }]);
  });

  it('Scenery > Building: only a building is a destination of its own; a hill within reach is not', () => {
    const hill = m1At([square('hill', 'small-hill', 32, 15, 2)]);
    expect(moveCandidates(hill, unit(hill, 'm1'), 'ready', opts)).toEqual(sample);
  });
});

type Row = [id: string, profile: string, x: number, fields?: Partial<UnitState>];
/** Side A's units in a row at y = 12 facing up the table, a commander at (35, 7); B's tercio far off. */
const row = (units: Row[], traits: string[], more: Partial<CommanderState> = {}) => {
  const s = fixtureState({
    A: units.map(([id, profile, x]) => ({ unit: unitOf(id, profile), at: { x, y: 12, facing: 90 } })),
    B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
  const fields = Object.fromEntries(units.map(([id, , , f]) => [id, f ?? {}]));
  return {
    ...s,
    commanders: [sideCommander('c1', 'A', { x: 35, y: 7 }, { traits, ...more })],
    units: s.units.map((u) => ({ ...u, ...(fields[u.id] ?? {}) })),
  };
};
const offered = (s: BattleState, kind: CommandAction['kind']) =>
  actions(commandCandidates(s, opts)).filter((a) => a.kind === kind);
const kingdomsTraits = ['determined', 'energetic', 'enthusiastic'];

describe('Second review: Experienced and Indefatigable, the units chosen', () => {
  it('Experienced: "a company of pikemen or musketeers that has no more than 1 Dm" reinforces the most worn battalion', () => {
    const exp = (units: Row[]) => offered(row(units, ['experienced', 'presence']), 'experienced');
    // Two worn tercios: the more worn one (3 Dm) is reinforced, though the other (2 Dm) is listed first.
    expect(
      exp([
        ['t1', 'tercio', 30, { wear: 2 }],
        ['mus', 'musketeer-company', 36],
        ['t2', 'tercio', 42, { wear: 3 }],
      ]),
    ).toEqual([{ kind: 'experienced', company: 'mus', battalion: 't2' }]);
    // A battalion with exactly 2 Dm is worn enough.
    expect(
      exp([
        ['t1', 'tercio', 30, { wear: 2 }],
        ['mus', 'musketeer-company', 36],
      ]),
    ).toEqual([{ kind: 'experienced', company: 'mus', battalion: 't1' }]);
    // A company more worn than the tercio is no battalion: the tercio is still the one reinforced.
    expect(
      exp([
        ['t1', 'tercio', 30, { wear: 2 }],
        ['mus', 'musketeer-company', 35],
        ['worn', 'musketeer-company', 39, { wear: 3 }],
      ]),
    ).toEqual([{ kind: 'experienced', company: 'mus', battalion: 't1' }]);
    // Listed before the company: fresh cavalry (no company), a company with 2 Dm, a company more than 6" from the
    // battalion; each is passed over for the company that may reinforce it.
    for (const first of [
      ['cav', 'arquebusiers-on-horseback', 35],
      ['worn', 'musketeer-company', 35, { wear: 2 }],
      ['far', 'musketeer-company', 44],
    ] as Row[])
      expect(exp([['t1', 'tercio', 30, { wear: 2 }], first, ['mus', 'musketeer-company', 39]])).toEqual([
        { kind: 'experienced', company: 'mus', battalion: 't1' },
      ]);
  });

  it('Indefatigable: "one Dm may be moved from one unit to another of the same type", from the most worn', () => {
    const ind = (units: Row[], more: Partial<CommanderState> = {}) =>
      offered(row(units, ['indefatigable', 'presence'], more), 'indefatigable');
    // The most worn (3 Dm) gives its Dm, once, though a unit with 2 Dm is listed first.
    expect(
      ind([
        ['m1', 'musketeer-company', 31, { wear: 2 }],
        ['m2', 'musketeer-company', 35, { wear: 3 }],
        ['m3', 'musketeer-company', 39],
      ]),
    ).toEqual([{ kind: 'indefatigable', from: 'm2', to: 'm3' }]);
    // A unit with 1 Dm is not worn enough to give one.
    expect(
      ind([
        ['m1', 'musketeer-company', 31, { wear: 1 }],
        ['m2', 'musketeer-company', 35],
      ]),
    ).toEqual([]);
    // Listed before the fresh company of its type and regiment: fresh cavalry, a fresh company of another
    // regiment (the Commander-in-Chief commands both), a fresh company more than 6" away.
    for (const first of [
      ['cav', 'arquebusiers-on-horseback', 35],
      ['other', 'musketeer-company', 35, { regiment: 'RX' }],
      ['far', 'musketeer-company', 43],
    ] as Row[])
      expect(
        ind([['m1', 'musketeer-company', 31, { wear: 2 }], first, ['m3', 'musketeer-company', 38.5]], {
          commanderInChief: true,
        }),
      ).toEqual([{ kind: 'indefatigable', from: 'm1', to: 'm3' }]);
  });
});

describe('Second review: the cap of four trait actions shows a refused candidate', () => {
  // A commander is offered at most four trait actions, each then checked (`checkCommand`): a candidate the check
  // refuses still takes one of the four places, so a later action is no longer offered.
  const ofC1 = (s: BattleState) =>
    commandCandidates(s, opts)
      .filter((d) => d.kind === 'command' && d.commander === 'c1')
      .map((d) => (d.kind === 'command' ? d.action : null));
  const kingdoms = ['determined', 'energetic', 'enthusiastic'] as const;
  const three: CommandAction[] = [
    { kind: 'determined', unit: 'm1' },
    { kind: 'energetic', unit: 'm1' },
    { kind: 'enthusiastic', unit: 'm1' },
  ];

  it('Accomplice: only "a friendly commander" that is Exhausted, not attached, not removed, away from its units', () => {
    // c1 at (30, 6) is 5" from the middle of its units (33, 10); c2, Exhausted, 3" from it: no move offered ("closes
    // up on its units" beyond 3"), but Comrade-in-arms ("remove an Exhausted marker placed next to another
    // commander") comes fourth.
    const c2 = commander('c2', 'A', { exhausted: true, position: { x: 33, y: 7 } });
    const c1 = commander('c1', 'A', { traits: [...kingdoms, 'accomplice', 'comrade-in-arms'] as never });
    const join = { kind: 'join', unit: 'm1' };
    const four = [...three, { kind: 'comrade-in-arms', commander: 'c2' }, join];
    expect(ofC1(table({}, [c1, c2]))).toEqual(four);
    // 5" from the middle: the move ends 3" from it, and takes the fourth place.
    const c2At5 = commander('c2', 'A', { exhausted: true, position: { x: 33, y: 5 } });
    expect(ofC1(table({}, [c1, c2At5]))).toEqual([
      ...three,
      { kind: 'accomplice', commander: 'c2', to: { x: 33, y: 7 } },
      join,
    ]);
    // Far (20") from their units: a commander of the other side, one removed, one attached, one not Exhausted: none
    // is offered the move (the fresh one could make it), none takes a place.
    const far = { x: 10, y: 2 };
    for (const other of [
      commander('cB', 'B', { exhausted: true, position: far }),
      commander('cR', 'A', { exhausted: true, removed: true, position: far }),
      commander('cA', 'A', { exhausted: true, attachedTo: 'm2', position: far }),
      commander('cF', 'A', { position: far }),
    ])
      expect(ofC1(table({}, [c1, c2, other]))).toEqual(four);
    // The middle of the units it commands, not of every unit of its side: a company of another regiment 17" off
    // does not draw it.
    const rx = fixtureState({
      A: [
        { unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
        { unit: unitOf('m2', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } },
        { unit: unitOf('m3', 'musketeer-company'), at: { x: 50, y: 10, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    const units = rx.units.map((u) => (u.id === 'm3' ? { ...u, regiment: 'RX' } : u));
    expect(ofC1({ ...rx, units, commanders: [c1, c2] })).toEqual(four);
    // Without the trait no move is offered to an Exhausted commander away from its units (4" off, still within the
    // radius for Comrade-in-arms).
    const c2Off = commander('c2', 'A', { exhausted: true, position: { x: 33, y: 1 } });
    const noTrait = commander('c1', 'A', { traits: [...kingdoms, 'comrade-in-arms'] as never });
    expect(ofC1(table({}, [noTrait, c2Off]))).toEqual([...three, { kind: 'comrade-in-arms', commander: 'c2' }, join]);
  });
});

describe('Second review: Fearless, the unit joined', () => {
  // Optional Traits > Fearless: "the commander may join one of its units and immediately carry out an assault with
  // it": a unit with an enemy to charge in sight, not yet activated first, then the nearest; never one that has a
  // commander attached.
  const fearless = (s: BattleState) => actions(commandCandidates(s, opts)).filter((a) => a.kind === 'fearless');
  const at35 = { position: { x: 35, y: 6 }, traits: ['fearless'] as never };

  it('the nearest unit with an enemy in sight; not one facing away, nor one with a commander', () => {
    expect(fearless(table({}, [commander('c1', 'A', at35)]))).toEqual([{ kind: 'fearless', unit: 'm2' }]);
    const away = { base: { ...unit(table(), 'm2').base, facing: -Math.PI / 2 } };
    expect(fearless(table({ m2: away }, [commander('c1', 'A', at35)]))).toEqual([{ kind: 'fearless', unit: 'm1' }]);
    const led = [commander('c1', 'A', at35), commander('c2', 'A', { attachedTo: 'm2', exhausted: true })];
    expect(fearless(table({}, led))).toEqual([{ kind: 'fearless', unit: 'm1' }]);
    // No unit with an enemy in sight: nothing. The nearest one's rear 7.6" off, beyond the commander's 6" move: nothing.
    const m1Away = { base: { ...unit(table(), 'm1').base, facing: -Math.PI / 2 } };
    expect(fearless(table({ m1: m1Away, m2: away }, [commander('c1', 'A', at35)]))).toEqual([]);
    expect(fearless(table({}, [commander('c1', 'A', { ...at35, position: { x: 30, y: 1 } })]))).toEqual([]);
  });

  it('a unit not yet activated before a nearer one already activated', () => {
    const at31 = { position: { x: 31, y: 6 }, traits: ['fearless'] as never };
    expect(fearless(table({}, [commander('c1', 'A', at31)]))).toEqual([{ kind: 'fearless', unit: 'm1' }]);
    expect(fearless(table({ m1: { activated: true } }, [commander('c1', 'A', at31)]))).toEqual([
      { kind: 'fearless', unit: 'm2' },
    ]);
  });
});

describe('Second review: the rally offered', () => {
  const rallied = (s: BattleState) =>
    commandCandidates(s, opts).flatMap((d) =>
      d.kind === 'command' && d.action.kind === 'rally' && !d.then ? [d.action.unit] : [],
    );

  it('Command Actions > Rally: the three most worn units in radius, no fourth', () => {
    const four = row(
      [
        ['m1', 'musketeer-company', 31, { wear: 2 }],
        ['m2', 'musketeer-company', 35, { wear: 3 }],
        ['m3', 'musketeer-company', 39, { wear: 2 }],
        ['m4', 'musketeer-company', 43, { wear: 2 }],
      ],
      ['presence'],
    );
    expect(rallied(four)).toEqual(['m2', 'm1', 'm3']);
  });

  it('Artillery > Integral Command: "never affected by a friendly or enemy command action": a worn gun is not rallied', () => {
    const withGun = row(
      [
        ['gun', 'light-artillery', 43, { wear: 3 }],
        ['m1', 'musketeer-company', 31, { wear: 2 }],
        ['m2', 'musketeer-company', 35, { wear: 2 }],
        ['m3', 'musketeer-company', 39, { wear: 2 }],
      ],
      ['presence'],
    );
    expect(rallied(withGun)).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('Second review: radius and sight of the commander', () => {
  it('Command: "within the command radius" includes a unit exactly 6" away: rallied where it stands, no closing up', () => {
    // m1 faces along the table (facing 0): the commander stands 6" straight behind its rear edge.
    const s0 = fixtureState({
      A: [{ unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 0 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    const m1 = unit(s0, 'm1');
    const c1 = commander('c1', 'A', { position: { x: 30 - m1.base.depth / 2 - 6, y: 10 }, traits: ['authoritarian'] });
    const s = { ...s0, commanders: [c1], units: [{ ...m1, wear: 2 }, ...s0.units.slice(1)] };
    expect(commandDistance(s, c1, unit(s, 'm1'))).toBe(6);
    const rally = { kind: 'rally', unit: 'm1' } as const;
    expect(commandCandidates(s, opts)).toEqual([
      { kind: 'command', commander: 'c1', to: null, action: rally },
      { kind: 'command', commander: 'c1', to: null, action: rally, then: { x: 20.213, y: 10 } },
      { kind: 'command', commander: 'c1', to: null, action: { kind: 'authoritarian', unit: 'm1' } },
      { kind: 'command', commander: 'c1', to: { x: 28.613, y: 10 }, action: { kind: 'join', unit: 'm1' } },
    ]);
    // With m2 6" to its left as well, the middle of the two units is open ground: still no closing up.
    const m2 = { ...m1, id: 'm2', name: 'm2', base: { ...m1.base, centre: { x: c1.position.x, y: 16 } } };
    expect(offered({ ...s, units: [...s.units, m2] }, 'hold')).toEqual([]);
  });

  it('out of radius: no rally offered when the move towards the unit would end on another unit', () => {
    // As in "the move towards the unit ends 1.5\" inside the radius": the move would end at (26.172, 6.172), where
    // m2 stands: "the commander may not end its move on a unit".
    const m2Base = { ...unit(table(), 'm2').base, centre: { x: 26, y: 6 } };
    const s = table({ m1: { wear: 3 }, m2: { base: m2Base } }, [commander('c1', 'A', { position: { x: 22, y: 2 } })]);
    expect(offered(s, 'rally')).toEqual([]);
  });

  it('Optional Traits act on units "within the command radius": a unit beyond it takes none of the four places', () => {
    // m1 (1 Dm) 8.5" from the commander at (40, 7): out of radius; m2 (1 Dm) and m3 within it.
    const s = row(
      [
        ['m1', 'musketeer-company', 31, { wear: 1 }],
        ['m2', 'musketeer-company', 39, { wear: 1 }],
        ['m3', 'musketeer-company', 43],
      ],
      ['authoritarian', 'determined', 'energetic', 'enthusiastic'],
      { position: { x: 40, y: 7 } },
    );
    expect(actions(commandCandidates(s, opts)).filter((a) => a.kind !== 'join' && a.kind !== 'hold')).toEqual([
      { kind: 'authoritarian', unit: 'm2' },
      { kind: 'determined', unit: 'm2' },
      { kind: 'energetic', unit: 'm2' },
      { kind: 'enthusiastic', unit: 'm2' },
    ]);
  });
});

describe('Second review: Bold, Authoritarian and Alert take a place only when they apply', () => {
  const traitsOf1 = (s: BattleState) =>
    actions(commandCandidates(s, opts)).filter((a) => a.kind !== 'join' && a.kind !== 'hold' && a.kind !== 'rally');

  it('Bold: "change the order of a unit not yet activated": none without the trait, none for a unit without an order', () => {
    const c1 = (traits: string[]) => [commander('c1', 'A', { traits })];
    // Without Bold, a worn unit under Ready! is not offered Resist!: the four other actions are.
    expect(traitsOf1(table({ m1: { wear: 2, order: 'ready' } }, c1(['authoritarian', ...kingdomsTraits])))).toEqual([
      { kind: 'authoritarian', unit: 'm1' },
      { kind: 'determined', unit: 'm1' },
      { kind: 'energetic', unit: 'm1' },
      { kind: 'enthusiastic', unit: 'm1' },
    ]);
    // With Bold, a worn unit without an order has no order to change.
    expect(
      traitsOf1(
        table(
          { m1: { wear: 2, order: null }, m2: { order: 'ready' } },
          c1(['bold', 'authoritarian', ...kingdomsTraits]),
        ),
      ),
    ).toEqual([
      { kind: 'authoritarian', unit: 'm1' },
      { kind: 'determined', unit: 'm1' },
      { kind: 'energetic', unit: 'm1' },
      { kind: 'enthusiastic', unit: 'm2' },
    ]);
    // A worn unit already under Resist! keeps it: neither Resist! again nor Ready! (only a fresh one returns to it).
    expect(
      traitsOf1(
        table(
          { m1: { wear: 2, order: 'resist' }, m2: { order: 'ready' } },
          c1(['bold', 'authoritarian', ...kingdomsTraits]),
        ),
      ),
    ).toEqual([
      { kind: 'authoritarian', unit: 'm1' },
      { kind: 'determined', unit: 'm1' },
      { kind: 'energetic', unit: 'm1' },
      { kind: 'enthusiastic', unit: 'm2' },
    ]);
  });

  it('Authoritarian and Alert: none without the trait; Inspiring: nothing when every unit in radius has been activated', () => {
    const four = [
      { kind: 'coordinator', units: ['m1', 'm2'] },
      { kind: 'determined', unit: 'm1' },
      { kind: 'energetic', unit: 'm1' },
      { kind: 'enthusiastic', unit: 'm1' },
    ];
    const c1 = [commander('c1', 'A', { traits: ['coordinator', ...kingdomsTraits] as never })];
    // A worn unit, and the tercio 10" to the right of m2 ("Alert" would turn it): neither is offered without the trait.
    expect(traitsOf1(table({ m1: { wear: 1 } }, c1))).toEqual(four);
    const terBase = { ...unit(table(), 'ter').base, centre: { x: 46, y: 11 } };
    expect(traitsOf1(table({ ter: { base: terBase } }, c1))).toEqual(four);
    const lender = [commander('c1', 'A', { virtues: ['discipline'] as never })];
    expect(offered(table({ m1: { activated: true }, m2: { activated: true } }, lender), 'inspire')).toEqual([]);
  });
});

describe('Second review: Inspiring, Expert, Cautious, Coordinator and Erudite take a place only when they apply', () => {
  const traitsOf1 = (s: BattleState) =>
    actions(commandCandidates(s, opts)).filter((a) => a.kind !== 'join' && a.kind !== 'hold' && a.kind !== 'rally');
  const withTraits = (traits: string[], more: Partial<CommanderState> = {}) => [
    commander('c1', 'A', { traits, ...more }),
  ];

  it('Expert only with the trait: Inspiring, then the next three', () => {
    const lender = withTraits(['coordinator', ...kingdomsTraits], { virtues: ['discipline'] as never });
    expect(traitsOf1(table({}, lender))).toEqual([
      { kind: 'inspire', unit: 'm1', virtue: 'discipline' },
      { kind: 'coordinator', units: ['m1', 'm2'] },
      { kind: 'determined', unit: 'm1' },
      { kind: 'energetic', unit: 'm1' },
    ]);
  });

  it('Cautious only with the trait', () => {
    // m1 activated without an order ("place an order next to a unit already activated"), m2 (1 Dm) waiting.
    const s = table(
      { m1: { activated: true, order: null }, m2: { wear: 1 } },
      withTraits(['authoritarian', ...kingdomsTraits]),
    );
    expect(traitsOf1(s)).toEqual([
      { kind: 'authoritarian', unit: 'm2' },
      { kind: 'determined', unit: 'm2' },
      { kind: 'energetic', unit: 'm2' },
      { kind: 'enthusiastic', unit: 'm2' },
    ]);
  });

  it('Coordinator: "two units" not yet activated, the first two of three; none with one unit waiting', () => {
    const three = (fields: Partial<UnitState> = {}) =>
      row(
        [
          ['m1', 'musketeer-company', 31, fields],
          ['m2', 'musketeer-company', 35],
          ['m3', 'musketeer-company', 39],
        ],
        ['coordinator'],
      );
    expect(offered(three(), 'coordinator')).toEqual([{ kind: 'coordinator', units: ['m1', 'm2'] }]);
    expect(offered(three({ activated: true }), 'coordinator')).toEqual([{ kind: 'coordinator', units: ['m2', 'm3'] }]);
    expect(offered(table({ m1: { activated: true } }, withTraits(['coordinator'])), 'coordinator')).toEqual([]);
  });

  it('Erudite: an enemy already activated, or one the commander does not see (behind the tercio), is passed over', () => {
    const s = fixtureState({
      A: [
        { unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
        { unit: unitOf('m2', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } },
      ],
      B: [
        { unit: unitOf('done', 'musketeer-company'), at: { x: 42, y: 30, facing: -90 } },
        { unit: unitOf('hid', 'musketeer-company'), at: { x: 33, y: 47, facing: -90 } },
        { unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } },
      ],
    });
    const erudite = {
      ...s,
      units: s.units.map((u) => (u.id === 'done' ? { ...u, activated: true } : u)),
      commanders: withTraits(['erudite'], { position: { x: 42, y: 6 } }),
    };
    expect(offered(erudite, 'erudite')).toEqual([{ kind: 'erudite', unit: 'ter' }]);
  });

  it('Experienced and Indefatigable only with the trait', () => {
    // t1 (2 Dm), a fresh company and a fresh tercio within 6" of it: either trait would act on them.
    const s = row(
      [
        ['t1', 'tercio', 30, { wear: 2 }],
        ['mus', 'musketeer-company', 35],
        ['t2', 'tercio', 40],
      ],
      ['authoritarian', 'coordinator', 'energetic', 'comrade-in-arms'],
    );
    const c2 = commander('c2', 'A', { exhausted: true, position: { x: 35, y: 9 } });
    expect(traitsOf1({ ...s, commanders: [...s.commanders, c2] })).toEqual([
      { kind: 'authoritarian', unit: 't1' },
      { kind: 'coordinator', units: ['t1', 'mus'] },
      { kind: 'energetic', unit: 't1' },
      { kind: 'comrade-in-arms', commander: 'c2' },
    ]);
  });

  it('Comrade-in-arms: only "another commander" of its side that is Exhausted, the others taking no place', () => {
    const c2 = commander('c2', 'A', { exhausted: true, position: { x: 33, y: 7 } });
    const others = [
      commander('cB', 'B', { exhausted: true, position: { x: 33, y: 40 } }),
      commander('cF', 'A', { position: { x: 20, y: 2 } }),
    ];
    const s = table({ m1: { wear: 1 } }, [
      ...withTraits(['authoritarian', 'coordinator', 'energetic', 'comrade-in-arms']),
      ...others,
      c2,
    ]);
    expect(
      commandCandidates(s, opts).flatMap((d) =>
        d.kind === 'command' && d.commander === 'c1' && d.action.kind !== 'join' ? [d.action] : [],
      ),
    ).toEqual([
      { kind: 'authoritarian', unit: 'm1' },
      { kind: 'coordinator', units: ['m1', 'm2'] },
      { kind: 'energetic', unit: 'm1' },
      { kind: 'comrade-in-arms', commander: 'c2' },
    ]);
  });

  it('Determined and Enthusiastic only with the trait', () => {
    const c2 = commander('c2', 'A', { exhausted: true, position: { x: 33, y: 7 } });
    const s = (traits: string[]) =>
      table({ m1: { wear: 1 } }, [...withTraits(['authoritarian', 'coordinator', ...traits]), c2]);
    const auth = { kind: 'authoritarian', unit: 'm1' };
    const pair = { kind: 'coordinator', units: ['m1', 'm2'] };
    expect(traitsOf1(s(['energetic', 'enthusiastic']))).toEqual([
      auth,
      pair,
      { kind: 'energetic', unit: 'm1' },
      { kind: 'enthusiastic', unit: 'm1' },
    ]);
    expect(traitsOf1(s(['energetic', 'comrade-in-arms']))).toEqual([
      auth,
      pair,
      { kind: 'energetic', unit: 'm1' },
      { kind: 'comrade-in-arms', commander: 'c2' },
    ]);
  });
});

describe('Second review: each candidate checked, the closing up', () => {
  it('Artillery > Integral Command: "never affected by a friendly or enemy command action": no trait action on a gun', () => {
    const s = row(
      [
        ['gun', 'light-artillery', 31, { wear: 1 }],
        ['m2', 'musketeer-company', 35],
      ],
      ['authoritarian', 'coordinator'],
    );
    expect(actions(commandCandidates(s, opts)).filter((a) => a.kind !== 'join')).toEqual([]);
  });

  it('an attached commander does not close up (it would leave the troop): no move though a unit is far off', () => {
    const m2Far = { ...unit(table(), 'm2').base, centre: { x: 50, y: 10 } };
    const s = table({ m2: { base: m2Far } }, [commander('c1', 'A', { attachedTo: 'm1' })]);
    expect(commandCandidates(s, opts)).toEqual([]);
    // Nor does it join another unit to assault with it (Fearless).
    const fearless = table({}, [commander('c1', 'A', { attachedTo: 'm1', traits: ['fearless'] as never })]);
    expect(commandCandidates(fearless, opts)).toEqual([]);
  });

  it('closing up: not within 1" of the middle of its units, nor onto a unit', () => {
    // m1 and m2 20" apart, both beyond the radius of a commander at their middle (30, 10) or 1" from it.
    const spread = (position: { x: number; y: number }) =>
      table(
        {
          m1: { base: { ...unit(table(), 'm1').base, centre: { x: 20, y: 10 } } },
          m2: { base: { ...unit(table(), 'm2').base, centre: { x: 40, y: 10 } } },
        },
        [commander('c1', 'A', { position })],
      );
    expect(offered(spread({ x: 30, y: 11 }), 'hold')).toEqual([]);
    expect(offered(spread({ x: 30, y: 12 }), 'hold')).toEqual([{ kind: 'hold' }]);
    // From (5, 2) the move would end at (10.673, 3.621) (see "closing up" above): not onto the enemy standing there.
    const s = table({ ter: { base: { ...unit(table(), 'ter').base, centre: { x: 10.7, y: 3.6 } } } }, [
      commander('c1', 'A', { position: { x: 5, y: 2 } }),
    ]);
    expect(offered(s, 'hold')).toEqual([]);
  });
});

describe("Second review: the acting unit's shots and its owed move", () => {
  it('Weapons > light gun, "Fire! order only": under Ready! no shot is offered', () => {
    const gun = fixtureState({
      A: [{ unit: unitOf('gun', 'light-artillery'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 24, facing: -90 } }],
    });
    expect(
      actingCandidates({ ...gun, acting: acting('gun', 'ready') }, opts).filter((d) => d.kind === 'shoot'),
    ).toEqual([]);
  });

  it('Mobility: Run! owes its move only "while one is possible": boxed in, the activation may end', () => {
    const boxed = fixtureState({
      A: [
        { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 30, y: 10, facing: 90 } },
        { unit: unitOf('wall', 'tercio'), at: { x: 30, y: 12.4, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    expect(actingCandidates({ ...boxed, acting: acting('cav', 'run', { freeReorient: true }) }, opts)).toEqual([
      { kind: 'end' },
    ]);
  });
});

describe('Second review: the reactions of an Assault! unit', () => {
  it('Reactions > Assault!: an approached unit may intercept (an interception charge)', () => {
    const rt = fixtureState({
      A: [{ unit: unitOf('m2', 'musketeer-company'), at: { x: 42, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 42, y: 16, facing: -90 } }],
    });
    const s = {
      ...rt,
      units: rt.units.map((u) => (u.id === 'cav' ? { ...u, order: 'assault' as const } : u)),
      acting: acting('m2', 'ready'),
      reaction: {
        side: 'B' as const,
        trigger: 'proximity' as const,
        by: 'm2',
        candidates: ['cav'],
        target: null,
        path: null,
      },
    };
    expect(reactionCandidates(s, opts)).toEqual([
      { kind: 'react', unit: 'cav', reaction: 'interception' },
      { kind: 'no-reaction' },
    ]);
  });
});

describe('5 Dec 2026, stop 53: "at most 6 inches apart" includes 6"', () => {
  // Kingdoms > Experienced: "These two units must be at most 6 inches apart"; Indefatigable: "The two units must
  // belong to the same regiment, be at most 6 inches apart". The row's bases face exactly up the table (pi/2, not the
  // fixture's 1.570796), and the second unit stands so that the gap between the two bases is exactly 6".
  const sixApart = (s: BattleState, fromId: string, toId: string): BattleState => {
    const from = unit(s, fromId).base;
    const to = unit(s, toId).base;
    const x = from.centre.x + from.width / 2 + 6 + to.width / 2;
    const straight = {
      [fromId]: { ...from, facing: Math.PI / 2 },
      [toId]: { ...to, facing: Math.PI / 2, centre: { x, y: 12 } },
    };
    const out = { ...s, units: s.units.map((u) => (straight[u.id] ? { ...u, base: straight[u.id]! } : u)) };
    expect(baseGap(unit(out, fromId).base, unit(out, toId).base)).toBe(6);
    return out;
  };

  it('Experienced: a company exactly 6" from the worn battalion reinforces it', () => {
    const s = sixApart(
      row(
        [
          ['t1', 'tercio', 30, { wear: 2 }],
          ['mus', 'musketeer-company', 40],
        ],
        ['experienced', 'presence'],
      ),
      't1',
      'mus',
    );
    expect(offered(s, 'experienced')).toEqual([{ kind: 'experienced', company: 'mus', battalion: 't1' }]);
  });

  it('Indefatigable: a Dm moves to a fresh tercio of the regiment exactly 6" from the worn one', () => {
    const s = sixApart(
      row(
        [
          ['t1', 'tercio', 30, { wear: 2 }],
          ['t2', 'tercio', 41],
        ],
        ['indefatigable', 'presence'],
      ),
      't1',
      't2',
    );
    expect(offered(s, 'indefatigable')).toEqual([{ kind: 'indefatigable', from: 't1', to: 't2' }]);
  });
});

describe('5 Dec 2026, stop 53: the move sample from a front centre on the 1/1000" grid', () => {
  // Movement > Activation Movement: "Draw a virtual straight line between the front centre of the unit and the point
  // of its new position ... This new position must not exceed the movement distance permitted, in inches"; Scenery >
  // Building: "To occupy a building it is enough to move into it with a Ready! order". moveCandidates' sample: "straight
  // ahead full and half, wheels of 30 and 60 degrees, towards the nearest enemy stopping 1" short, into a building the
  // unit may occupy". A move ends with the front centre on the point asked (kept to 1/1000"), so here m1's front
  // centre stands exactly at (30, 10), facing along the table (facing 0): the 30-degree wheels, rounded to 1/1000",
  // fall 4.9999" away and are offered (from the fixture's base centres they round to just over 5" and are refused).
  const frontAt = (terrain: unknown[] = []): BattleState => {
    const s = fixtureState({
      A: [{ unit: unitOf('m1', 'musketeer-company'), at: { x: 29, y: 10, facing: 0 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 44, facing: -90 } }],
      terrain: terrain as never,
    });
    const out = {
      ...s,
      units: s.units.map((u) =>
        u.id === 'm1' ? { ...u, base: { ...u.base, centre: { x: 30 - u.base.depth / 2, y: 10 } } } : u,
      ),
    };
    expect(frontCentre(unit(out, 'm1').base)).toEqual({ x: 30, y: 10 });
    return out;
  };
  /** Ready! (Speed 5): ahead 5" and 2.5", the wheels of 30 degrees left and right, of 60 degrees, towards the tercio. */
  const sample = [
    { x: 35, y: 10 },
    { x: 32.5, y: 10 },
    { x: 34.33, y: 12.5 },
    { x: 34.33, y: 7.5 },
    { x: 32.5, y: 14.33 },
    { x: 32.5, y: 5.67 },
    { x: 30, y: 15 },
  ];

  it('the wheels of 30 degrees, one to each side, both offered', () => {
    const s = frontAt();
    expect(moveCandidates(s, unit(s, 'm1'), 'ready', opts)).toEqual(sample);
  });

  it('Scenery > Building: a building whose centre is exactly the Speed (5") away is entered', () => {
    // The house's centre (33, 14) is 3" along and 4" across from (30, 10): 5" exactly.
    const house = {
      id: 'house',
      type: 'large-building',
      points: [
        { x: 31.5, y: 12.5 },
        { x: 34.5, y: 12.5 },
        { x: 34.5, y: 15.5 },
        { x: 31.5, y: 15.5 },
      ],
    };
    const s = frontAt([house]);
    expect(moveCandidates(s, unit(s, 'm1'), 'ready', opts)).toEqual([...sample, { x: 33, y: 14 }]);
  });
});
