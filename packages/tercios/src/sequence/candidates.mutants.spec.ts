import { frontCentre } from '@muster/core';
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
    expect(reactionCandidates({ ...rt, acting: acting('m2', 'ready'), reaction: pending('proximity') }, opts)).toEqual([
      { kind: 'react', unit: 'cav', reaction: 'shoot' },
      { kind: 'no-reaction' },
    ]);
    expect(reactionCandidates({ ...rt, acting: acting('m2', 'assault'), reaction: pending('charge') }, opts)).toEqual([
      { kind: 'react', unit: 'cav', reaction: 'shoot' },
      { kind: 'react', unit: 'cav', reaction: 'evasion' },
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
      { kind: 'react', unit: 'mus', reaction: 'volley', evade: true },
      { kind: 'no-reaction' },
    ]);
    expect(reactionCandidates(charged('ready'), opts)).toEqual([
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
