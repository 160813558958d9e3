import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { actingOf, fixtureState, sideCommander, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { BattleDecision } from '../game/Decision.js';
import type {
  Acting,
  BattleState,
  CommanderState,
  PendingColdBlood,
  PendingReaction,
  UnitState,
} from '../game/State.js';
import { feasibleReactions } from '../game/reactionsOnTable.js';
import {
  TERCIOS_PHASES,
  activeSideOf,
  brigadeGroups,
  checkBattleDecision,
  hordePartners,
  legalBattleDecisions,
  terciosSequence,
} from './sequence.js';

// Killers of the turn sequence (sequence/sequence.ts). Rulebook (/work/shared/rules/tercios-liber-militum.txt):
// Game Sequence ("During each turn, they alternate the activation of their units for as long as each side has a troop
// able to act"; "Planning phase: Both players place their Order cards near their units, face down"; "The player who
// wins initiative chooses who plays first"); Order Cards ("each player assigns an order to each of their units");
// The Troops > Brigade ("Units with this rule that belong to the same regiment may act simultaneously. A single
// order may then be placed for all the units of the brigade"); Rules from "Kingdoms" > Horde ("Two units of the
// same regiment with this rule may be activated consecutively in the turn"); Adaptations > Forlorn Hope ("never
// receive Assault!"); Commanders > Erudite ("the chosen enemy unit cannot be the next to activate, if it is not the
// last one"); Cold Blood ("this commander may attempt to cancel that action").

const opts = DEFAULT_TERCIOS_OPTIONS;
const ORDERS = ['ready', 'assault', 'run', 'fire', 'resist'] as const;

const withRule = (id: string, profile: string, rule: string) => {
  const u = unitOf(id, profile);
  return { ...u, rules: [...u.rules, rule] };
};

/** Two musketeer companies of side A (regiment RA) against a tercio of B, 34" apart; every unit with Ready!. */
function table(fields: Record<string, Partial<UnitState>> = {}, A = defaultA()): BattleState {
  const state = fixtureState({
    A,
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
  return { ...state, units: state.units.map((u) => ({ ...u, ...(fields[u.id] ?? {}) })) };
}
function defaultA() {
  return [
    { unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
    { unit: unitOf('m2', 'musketeer-company'), at: { x: 42, y: 10, facing: 90 } },
  ];
}
const planning = (s: BattleState, orders: Record<string, UnitState['order']> = {}): BattleState => ({
  ...s,
  stage: 'planning',
  units: s.units.map((u) => ({ ...u, order: u.id in orders ? orders[u.id]! : null })),
});
const acting = actingOf;
const reaction = (more: Partial<PendingReaction> = {}): PendingReaction => ({
  side: 'B',
  trigger: 'proximity',
  by: 'm1',
  candidates: ['ter'],
  target: null,
  path: null,
  ...more,
});
const coldBlood = (side: 'A' | 'B' = 'B'): PendingColdBlood => ({
  side,
  candidates: ['cb'],
  commander: 'c1',
  action: { kind: 'hold' },
  then: null,
  test: { dice: 2, target: 4, successes: 1, passed: true, exhausted: false, mayMoveAgain: false },
});
const commander = (id: string, side: 'A' | 'B', more: Partial<CommanderState> = {}): CommanderState =>
  sideCommander(id, side, side === 'A' ? { x: 36, y: 4 } : { x: 36, y: 50 }, more);
const check = (s: BattleState, d: BattleDecision) => checkBattleDecision(s, d, opts);
const legal = (s: BattleState) => legalBattleDecisions(s, opts);

describe('Game Sequence: who decides now', () => {
  it('nobody once the battle is over; the reacting side during a reaction; the Cold Blood side; else the active side', () => {
    const s = table();
    expect(activeSideOf({ ...s, stage: 'over' })).toBeNull();
    expect(activeSideOf(s)).toBe('A');
    expect(activeSideOf({ ...s, activeSide: 'B' })).toBe('B');
    expect(activeSideOf({ ...s, reaction: reaction({ side: 'B' }) })).toBe('B');
    expect(activeSideOf({ ...s, coldBlood: coldBlood('B') })).toBe('B');
    // The reaction is asked first: a reaction of A over a (stale) Cold Blood of B is A's.
    expect(activeSideOf({ ...s, activeSide: 'B', reaction: reaction({ side: 'A' }), coldBlood: coldBlood('B') })).toBe(
      'A',
    );
  });

  it('the plugin names the four phases, plays through the same rules, and says the result', () => {
    const seq = terciosSequence(opts);
    expect(seq.id).toBe('tercios/alternate-activation');
    expect(seq.description).toMatch(/Planning with face-down orders, initiative, alternate activations/);
    expect(seq.phases).toEqual(['Planning', 'Initiative', 'Activation', 'Reactions']);
    expect(TERCIOS_PHASES).toEqual(seq.phases);
    const s = table();
    expect(seq.activePlayer(s)).toBe('A');
    expect(seq.legalDecisions(s)).toEqual(legal(s));
    expect(seq.checkDecision(s, { kind: 'first', side: 'A' })).toBe(check(s, { kind: 'first', side: 'A' }));
    expect(seq.isOver(s)).toBe(false);
    expect(seq.isOver({ ...s, stage: 'over' })).toBe(true);
    expect(seq.result({ ...s, turn: 3, points: { A: 5, B: 2 } })).toEqual({
      winner: null,
      victory: 'unfinished',
      points: { A: 5, B: 2 },
      turns: 3,
    });
    const result = { winner: 'A' as const, victory: 'decisive', points: { A: 9, B: 0 }, turns: 4 };
    expect(seq.result({ ...s, stage: 'over', result })).toEqual(result);
  });
});

describe('Planning: one order for each unit, face down; Brigade shares one', () => {
  it('offers the five orders for the first unit of the active side still without one, nothing once all have one', () => {
    const s = planning(table(), { m1: 'ready' });
    expect(legal(s)).toEqual(ORDERS.map((order) => ({ kind: 'order', unit: 'm2', order })));
    expect(legal(planning(table(), { m1: 'ready', m2: 'fire' }))).toEqual([]);
    // B's units are B's to plan.
    expect(legal({ ...planning(table(), { m1: 'ready', m2: 'fire' }), activeSide: 'B' })).toEqual(
      ORDERS.map((order) => ({ kind: 'order', unit: 'ter', order })),
    );
  });

  it('Forlorn Hope never receives Assault!', () => {
    const s = planning(table({}, [{ unit: unitOf('fh', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } }]));
    const hope = planning(
      table({}, [{ unit: withRule('fh', 'musketeer-company', 'forlorn-hope'), at: { x: 30, y: 10, facing: 90 } }]),
    );
    expect(legal(s).map((d) => d.kind === 'order' && d.order)).toContain('assault');
    expect(legal(hope).map((d) => d.kind === 'order' && d.order)).toEqual(['ready', 'run', 'fire', 'resist']);
    expect(check(hope, { kind: 'order', unit: 'fh', order: 'assault' })).toBe(
      'Musketeer Company fh may not receive assault',
    );
    expect(check(hope, { kind: 'order', unit: 'fh', order: 'run' })).toBeNull();
  });

  it('Brigade: units of one regiment with the rule and no order yet form a group of two or more', () => {
    const brigadeA = () => [
      { unit: withRule('b1', 'musketeer-company', 'brigade'), at: { x: 20, y: 10, facing: 90 } },
      { unit: withRule('b2', 'musketeer-company', 'brigade'), at: { x: 32, y: 10, facing: 90 } },
      { unit: unitOf('plain', 'musketeer-company'), at: { x: 44, y: 10, facing: 90 } },
    ];
    const s = planning(table({}, brigadeA()));
    expect(brigadeGroups(s)).toEqual([['b1', 'b2']]);
    // A unit with its order already is out of the group, and one unit alone is no group.
    expect(brigadeGroups(planning(table({}, brigadeA()), { b2: 'ready' }))).toEqual([]);
    expect(brigadeGroups({ ...s, activeSide: 'B' })).toEqual([]);
    const orders = legal(s);
    expect(orders).toEqual([
      ...ORDERS.map((order) => ({ kind: 'order', unit: 'b1', order })),
      ...ORDERS.map((order) => ({ kind: 'brigade-order', units: ['b1', 'b2'], order })),
    ]);
    // The plain unit, once it is the next to plan, is offered single orders only.
    expect(legal(planning(table({}, brigadeA()), { b1: 'ready', b2: 'ready' }))).toEqual(
      ORDERS.map((order) => ({ kind: 'order', unit: 'plain', order })),
    );
    expect(check(s, { kind: 'brigade-order', units: ['b1', 'b2'], order: 'run' })).toBeNull();
    const refused = 'a shared order needs two or more Brigade units of one regiment without orders';
    expect(check(s, { kind: 'brigade-order', units: ['b1', 'plain'], order: 'run' })).toBe(refused);
    expect(check(s, { kind: 'brigade-order', units: ['b1', 'b1'], order: 'run' })).toBe(refused);
    expect(check({ ...s, stage: 'action' }, { kind: 'brigade-order', units: ['b1', 'b2'], order: 'run' })).toBe(
      'orders are placed in the Planning phase',
    );
  });

  it('Brigade of Forlorn Hope: the shared order may not be Assault! either', () => {
    const hope = (id: string, x: number) => {
      const u = withRule(id, 'musketeer-company', 'brigade');
      return { unit: { ...u, rules: [...u.rules, 'forlorn-hope'] }, at: { x, y: 10, facing: 90 } };
    };
    const s = planning(table({}, [hope('b1', 20), hope('b2', 32)]));
    expect(check(s, { kind: 'brigade-order', units: ['b1', 'b2'], order: 'assault' })).toBe(
      'Musketeer Company b1 may not receive assault',
    );
    expect(check(s, { kind: 'brigade-order', units: ['b1', 'b2'], order: 'resist' })).toBeNull();
  });

  it('an order is refused out of Planning, for a unit not of the side to plan, or a unit with its order', () => {
    const s = planning(table(), { m1: 'ready' });
    expect(check(s, { kind: 'order', unit: 'm2', order: 'fire' })).toBeNull();
    expect(check({ ...s, stage: 'action' }, { kind: 'order', unit: 'm2', order: 'fire' })).toBe(
      'orders are placed in the Planning phase',
    );
    expect(check(s, { kind: 'order', unit: 'ter', order: 'fire' })).toBe('ter is not a unit of side A on the table');
    expect(check(s, { kind: 'order', unit: 'ghost', order: 'fire' })).toBe(
      'ghost is not a unit of side A on the table',
    );
    const gone = { ...s, units: s.units.map((u) => (u.id === 'm2' ? { ...u, destroyed: true } : u)) };
    expect(check(gone, { kind: 'order', unit: 'm2', order: 'fire' })).toMatch(/is not a unit of side A/);
    expect(check(s, { kind: 'order', unit: 'm1', order: 'fire' })).toBe('Musketeer Company m1 already has its order');
  });
});

describe('Initiative: the winner chooses who plays first', () => {
  it('offers either side in the initiative stage, and only then', () => {
    const s = { ...table(), stage: 'initiative' as const };
    expect(legal(s)).toEqual([
      { kind: 'first', side: 'A' },
      { kind: 'first', side: 'B' },
    ]);
    expect(check(s, { kind: 'first', side: 'B' })).toBeNull();
    expect(check(table(), { kind: 'first', side: 'B' })).toBe('who plays first is chosen after the initiative roll');
    expect(legal({ ...s, stage: 'over' })).toEqual([]);
    // Over, even with units still without an order: nothing to decide.
    expect(legal({ ...planning(table(), {}), stage: 'over' })).toEqual([]);
    expect(check({ ...s, stage: 'over' }, { kind: 'first', side: 'B' })).toBe('the battle is over');
  });
});

describe('Activation: alternate activations of the units not yet activated', () => {
  it('offers each unit of the active side not yet activated, and the commanders until one was activated', () => {
    const s = table({ m2: { activated: true } });
    expect(legal(s)).toEqual([{ kind: 'activate', unit: 'm1' }]);
    // A worn unit near its commander: a rally is offered.
    const cmd = { ...table({ m1: { wear: 2 }, m2: { activated: true } }), commanders: [commander('c1', 'A')] };
    expect(legal(cmd).filter((d) => d.kind === 'command').length).toBeGreaterThan(0);
    expect(legal({ ...cmd, commanderActivated: 'c1' })).toEqual([{ kind: 'activate', unit: 'm1' }]);
  });

  it('Determined, Energetic, Enthusiastic: the unit named must be the next to activate, while it can', () => {
    const bound = { ...table(), nextToActivate: { unit: 'm2', trait: 'determined' as const } };
    expect(legal(bound)).toEqual([{ kind: 'activate', unit: 'm2' }]);
    expect(check(bound, { kind: 'activate', unit: 'm1' })).toBe(
      'Musketeer Company m2 must be the next to activate (determined)',
    );
    expect(check(bound, { kind: 'activate', unit: 'm2' })).toBeNull();
    // No longer binding once it is destroyed, activated, or when the other side activates.
    const all = [
      { kind: 'activate', unit: 'm1' },
      { kind: 'activate', unit: 'm2' },
    ];
    const m2 = (f: Partial<UnitState>) => ({
      ...bound,
      units: bound.units.map((u) => (u.id === 'm2' ? { ...u, ...f } : u)),
    });
    expect(legal(m2({ destroyed: true }))).toEqual([all[0]]);
    expect(check(m2({ destroyed: true }), { kind: 'activate', unit: 'm1' })).toBeNull();
    expect(legal(m2({ activated: true }))).toEqual([all[0]]);
    expect(check(m2({ activated: true }), { kind: 'activate', unit: 'm1' })).toBeNull();
    const enemyBound = { ...table(), nextToActivate: { unit: 'ter', trait: 'energetic' as const } };
    expect(legal(enemyBound)).toEqual(all);
    expect(check(enemyBound, { kind: 'activate', unit: 'm1' })).toBeNull();
    expect(legal({ ...bound, nextToActivate: { unit: 'ghost', trait: 'enthusiastic' } })).toEqual(all);
  });

  it('Erudite: the chosen unit may not be the next to activate, unless it is the last one', () => {
    const s = { ...table(), erudite: 'm1' };
    expect(legal(s)).toEqual([{ kind: 'activate', unit: 'm2' }]);
    expect(check(s, { kind: 'activate', unit: 'm1' })).toBe(
      'Musketeer Company m1 may not be the next to activate (Erudite)',
    );
    expect(check(s, { kind: 'activate', unit: 'm2' })).toBeNull();
    const last = table({ m2: { activated: true } });
    expect(legal({ ...last, erudite: 'm1' })).toEqual([{ kind: 'activate', unit: 'm1' }]);
    expect(check({ ...last, erudite: 'm1' }, { kind: 'activate', unit: 'm1' })).toBeNull();
    // A destroyed companion leaves it the last: only units able to act count.
    const destroyed = table({ m2: { destroyed: true, activated: true } });
    expect(check({ ...destroyed, erudite: 'm1' }, { kind: 'activate', unit: 'm1' })).toBeNull();
  });

  it('an activation is refused for a unit not of the side, already activated, or while a unit acts or a reaction waits', () => {
    const s = table({ m2: { activated: true } });
    expect(check(s, { kind: 'activate', unit: 'm1' })).toBeNull();
    expect(check(s, { kind: 'activate', unit: 'ter' })).toBe('ter is not a unit of side A on the table');
    expect(check(s, { kind: 'activate', unit: 'ghost' })).toBe('ghost is not a unit of side A on the table');
    expect(check(table({ m1: { destroyed: true } }), { kind: 'activate', unit: 'm1' })).toMatch(/not a unit of side A/);
    expect(check(s, { kind: 'activate', unit: 'm2' })).toBe(
      'Musketeer Company m2 has already been activated this turn',
    );
    const busy = 'a unit is activating or a reaction is pending';
    expect(check({ ...s, stage: 'planning' }, { kind: 'activate', unit: 'm1' })).toBe(busy);
    expect(check({ ...s, acting: acting('m2', 'ready') }, { kind: 'activate', unit: 'm1' })).toBe(busy);
    expect(check({ ...s, reaction: reaction({ side: 'A' }) }, { kind: 'activate', unit: 'm1' })).toBe(busy);
  });

  it('Horde: the partner must be another unit of the side, not yet activated, of the regiment, with the rule', () => {
    const hordeA = () => [
      { unit: withRule('h1', 'musketeer-company', 'horde'), at: { x: 20, y: 10, facing: 90 } },
      { unit: withRule('h2', 'musketeer-company', 'horde'), at: { x: 32, y: 10, facing: 90 } },
      { unit: unitOf('plain', 'musketeer-company'), at: { x: 44, y: 10, facing: 90 } },
    ];
    const s = table({}, hordeA());
    const h1 = s.units.find((u) => u.id === 'h1')!;
    expect(hordePartners(s, h1)).toEqual(['h2']);
    expect(
      hordePartners(
        s,
        s.units.find((u) => u.id === 'plain')!,
      ),
    ).toEqual([]);
    expect(hordePartners(s, { ...h1, activated: true })).toEqual([]);
    const h2done = table({ h2: { activated: true } }, hordeA());
    expect(
      hordePartners(
        h2done,
        h2done.units.find((u) => u.id === 'h1')!,
      ),
    ).toEqual([]);
    const otherRegiment = table({ h2: { regiment: 'RX' } }, hordeA());
    expect(
      hordePartners(
        otherRegiment,
        otherRegiment.units.find((u) => u.id === 'h1')!,
      ),
    ).toEqual([]);
    expect(check(s, { kind: 'activate', unit: 'h1', horde: 'h2' })).toBeNull();
    expect(check(s, { kind: 'activate', unit: 'h1', horde: 'h1' })).toBe(
      'h1 is not another unit of side A on the table',
    );
    expect(check(s, { kind: 'activate', unit: 'h1', horde: 'ter' })).toBe(
      'ter is not another unit of side A on the table',
    );
    expect(check(s, { kind: 'activate', unit: 'h1', horde: 'ghost' })).toMatch(/ghost is not another unit/);
    const gone = table({ h2: { destroyed: true } }, hordeA());
    expect(check(gone, { kind: 'activate', unit: 'h1', horde: 'h2' })).toMatch(/h2 is not another unit/);
    expect(check(h2done, { kind: 'activate', unit: 'h1', horde: 'h2' })).toBe(
      'Musketeer Company h2 has already been activated this turn',
    );
    expect(check(s, { kind: 'activate', unit: 'h1', horde: 'plain' })).toBe(
      'Horde: two units of the same regiment, both with the Horde rule',
    );
    expect(legal(h2done)).toEqual([
      { kind: 'activate', unit: 'h1' },
      { kind: 'activate', unit: 'plain' },
    ]);
  });
});

describe('Cold Blood: the other side decides in the middle of the enemy command', () => {
  it('offers each Cold Blood commander and the refusal, and nothing else is legal meanwhile', () => {
    const s = { ...table(), coldBlood: { ...coldBlood('B'), candidates: ['cb', 'cc'] } };
    expect(legal(s)).toEqual([
      { kind: 'cold-blood', commander: 'cb' },
      { kind: 'cold-blood', commander: 'cc' },
      { kind: 'no-cold-blood' },
    ]);
    expect(check(s, { kind: 'cold-blood', commander: 'cb' })).toBeNull();
    expect(check(s, { kind: 'no-cold-blood' })).toBeNull();
    expect(check(s, { kind: 'cold-blood', commander: 'cx' })).toBe('cx may not use Cold Blood against this action');
    expect(check(s, { kind: 'activate', unit: 'm1' })).toBe(
      'a Cold Blood decision is pending (cold-blood or no-cold-blood)',
    );
    const none = 'no enemy command action may be cancelled now';
    expect(check(table(), { kind: 'cold-blood', commander: 'cb' })).toBe(none);
    expect(check(table(), { kind: 'no-cold-blood' })).toBe(none);
  });
});

/** m1 4" in front of a tercio (it may shoot) and of a company of arquebusiers on horseback (it may evade a charge). */
function reactionTable(): BattleState {
  return fixtureState({
    A: defaultA(),
    B: [
      { unit: unitOf('ter', 'tercio'), at: { x: 30, y: 20, facing: -90 } },
      { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 42, y: 16, facing: -90 } },
    ],
  });
}

describe('Reactions: the reacting side answers', () => {
  it('offers each feasible reaction of each candidate, then no reaction', () => {
    const s = { ...reactionTable(), activeSide: 'A' as const, reaction: reaction() };
    const ter = s.units.find((u) => u.id === 'ter')!;
    const m1 = s.units.find((u) => u.id === 'm1')!;
    const feasible = feasibleReactions(s, ter, 'approach', m1, opts, null);
    expect(feasible.length).toBeGreaterThan(0);
    // Reactions > Ready!: a reorientation names the centre the front is brought to ("a side centre or the rear
    // centre"): each that fits is offered.
    const named = (r: (typeof feasible)[number]): BattleDecision[] =>
      r === 'reorient'
        ? (['left', 'right', 'rear'] as const).map((to) => ({ kind: 'react', unit: 'ter', reaction: r, to }))
        : [{ kind: 'react', unit: 'ter', reaction: r }];
    expect(legal(s)).toEqual([...feasible.flatMap(named), { kind: 'no-reaction' }]);
    expect(check(s, { kind: 'react', unit: 'ter', reaction: 'shoot' })).toBeNull();
    expect(check(s, { kind: 'react', unit: 'ter', reaction: 'reorient', to: 'rear' })).toBeNull();
    expect(check(s, { kind: 'react', unit: 'ter', reaction: 'reorient' })).toBe(
      'Tercio ter reorients towards left, right, rear (to)',
    );
    expect(check(s, { kind: 'react', unit: 'ter', reaction: 'shoot', to: 'rear' })).toBe(
      'only a reorientation names a centre (to)',
    );
    const infeasible = (
      ['reorient', 'shoot', 'interception', 'counter-charge', 'evasion', 'resist', 'volley'] as const
    ).find((r) => !feasible.includes(r))!;
    expect(check(s, { kind: 'react', unit: 'ter', reaction: infeasible })).toBe(
      `Tercio ter cannot react with ${infeasible}`,
    );
    expect(check(s, { kind: 'react', unit: 'm2', reaction: feasible[0]! })).toBe('m2 may not react now');
    expect(check(s, { kind: 'react', unit: 'ter', reaction: 'volley', evade: true })).toBe(
      'only a Harasser evades after its volley',
    );
    expect(check(s, { kind: 'react', unit: 'ter', reaction: feasible[0]!, evade: true })).toBe(
      'only a Harasser evades after its volley',
    );
    expect(check(s, { kind: 'no-reaction' })).toBeNull();
    expect(check(table(), { kind: 'no-reaction' })).toBe('no reaction is pending');
    expect(check(table(), { kind: 'react', unit: 'ter', reaction: feasible[0]! })).toBe('no reaction is pending');
    // While a reaction waits, the acting unit's actions wait too.
    expect(check({ ...s, acting: acting('m1', 'ready') }, { kind: 'end' })).toBe('a reaction is pending');
    // A commander is activated before a unit, never in the middle of a reaction or an activation.
    const cmd: BattleDecision = { kind: 'command', commander: 'c1', to: null, action: { kind: 'hold' } };
    const before = 'a commander is activated before a unit, in the Action phase';
    expect(check(s, cmd)).toBe(before);
    expect(check({ ...table(), acting: acting('m1', 'ready') }, cmd)).toBe(before);
    expect(check({ ...table(), stage: 'planning' }, cmd)).toBe(before);
  });

  it('a charge reaction is asked as a charge: the charged unit may counter-charge or evade where an approach may not', () => {
    const charged = reaction({ trigger: 'charge', target: 'cav', by: 'm2', candidates: ['cav'] });
    const s = { ...reactionTable(), activeSide: 'A' as const, reaction: charged };
    const cav = s.units.find((u) => u.id === 'cav')!;
    const m2 = s.units.find((u) => u.id === 'm2')!;
    const asCharge = feasibleReactions(s, cav, 'charge', m2, opts, null);
    const asApproach = feasibleReactions(s, cav, 'approach', m2, opts, null);
    const onlyCharge = asCharge.filter((r) => !asApproach.includes(r));
    expect(onlyCharge.length).toBeGreaterThan(0);
    // Reactions > Run!: an evasion names its distance, from the unit's Speed (8) to its Speed++ (16).
    // Reactions > Ready!: a reorientation names its centre ("a side centre or the rear centre"): here the rear's.
    const named = (r: (typeof asCharge)[number]) =>
      r === 'evasion' ? { inches: 12 } : r === 'reorient' ? { to: 'rear' as const } : {};
    const sampled = (d: BattleDecision) =>
      d.kind !== 'react' || (d.reaction === 'evasion' ? d.inches === 12 : d.reaction !== 'reorient' || d.to === 'rear');
    expect(legal(s).filter(sampled)).toEqual([
      ...asCharge.map((r) => ({ kind: 'react', unit: 'cav', reaction: r, ...named(r) })),
      { kind: 'no-reaction' },
    ]);
    for (const r of asCharge) expect(check(s, { kind: 'react', unit: 'cav', reaction: r, ...named(r) })).toBeNull();
    const approached = { ...s, reaction: { ...charged, trigger: 'proximity' as const } };
    for (const r of onlyCharge)
      expect(check(approached, { kind: 'react', unit: 'cav', reaction: r, ...named(r) })).toMatch(/cannot react with/);
  });
});

describe("The acting unit's actions (Order Cards)", () => {
  const withActing = (a: Acting, fields: Record<string, Partial<UnitState>> = {}) => ({
    ...table(fields),
    acting: a,
  });

  it('no action without a unit activating, in the Action phase', () => {
    // A side with troops to activate may not pass (only a side with none left: Game Sequence, the lone commander).
    expect(check(table(), { kind: 'end' })).toBe('activate a unit: only a side with no troop left passes');
    expect(check({ ...withActing(acting('m1', 'ready')), stage: 'planning' }, { kind: 'end' })).toBe(
      'no unit is activating',
    );
    expect(check(withActing(acting('m1', 'ready')), { kind: 'end' })).toBeNull();
  });

  it('Fire!: shooting only ("It may not move or reorient")', () => {
    const s = withActing(acting('m1', 'fire'));
    expect(check(s, { kind: 'move', to: { x: 30, y: 12 } })).toBe('Musketeer Company m1 may not move now (fire)');
    expect(check(s, { kind: 'reorient', to: 'left' })).toBe('Musketeer Company m1 may not reorient now');
    expect(check(s, { kind: 'reorganise' })).toBe('Musketeer Company m1 may not reorganise now');
    expect(check(s, { kind: 'charge', target: 'ter' })).toBe('Musketeer Company m1 may not charge now');
    expect(check(s, { kind: 'hitch' })).toBe('Musketeer Company m1 may not hitch now');
    expect(check(s, { kind: 'unhitch' })).toBe('Musketeer Company m1 may not unhitch now');
    expect(check(s, { kind: 'caracole', inches: 3 })).toBe(
      'Musketeer Company m1 may caracole only straight after its own shot',
    );
    expect(check(s, { kind: 'shoot', target: 'ghost' })).toBe('no such target');
  });

  it('Ready!: a move the plan accepts, a reorientation with room, reorganise only when disordered', () => {
    const s = withActing(acting('m1', 'ready'), { m1: { disordered: true } });
    expect(check(s, { kind: 'move', to: { x: 30, y: 12 } })).toBeNull();
    expect(check(s, { kind: 'move', to: { x: 30, y: 40 } })).toEqual(expect.any(String));
    expect(check(s, { kind: 'reorient', to: 'rear' })).toBeNull();
    expect(check(s, { kind: 'reorganise' })).toBeNull();
    expect(check(withActing(acting('m1', 'ready')), { kind: 'reorganise' })).toBe(
      'Musketeer Company m1 may not reorganise now',
    );
    // Blocked: a unit just in front leaves no room to turn to a flank.
    const blocked = table({}, [
      { unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
      { unit: unitOf('m2', 'musketeer-company'), at: { x: 30, y: 12.2, facing: 90 } },
    ]);
    expect(check({ ...blocked, acting: acting('m1', 'ready') }, { kind: 'reorient', to: 'left' })).toBe(
      'the turned base would overlap a unit or an obstacle',
    );
  });

  it('Ready!: a shot is checked from the front unless the decision names the flank it is shot from', () => {
    const near = table({}, [{ unit: unitOf('m1', 'musketeer-company'), at: { x: 36, y: 34, facing: 90 } }]);
    const s = { ...near, acting: acting('m1', 'ready') };
    expect(check(s, { kind: 'shoot', target: 'ter' })).toBeNull();
    expect(check(s, { kind: 'shoot', target: 'ter', from: 'left' })).toEqual(expect.any(String));
    expect(check({ ...near, acting: acting('m1', 'fire') }, { kind: 'shoot', target: 'ter' })).toBeNull();
    expect(
      check({ ...near, acting: acting('m1', 'ready', { actions: ['shoot'] }) }, { kind: 'shoot', target: 'ter' }),
    ).toBe('Musketeer Company m1 may not shoot now');
  });

  it('Assault!: only an enemy in sight may be charged, and the unit must charge one if it can', () => {
    const s = withActing(acting('m1', 'assault'));
    expect(check(s, { kind: 'charge', target: 'ter' })).toBeNull();
    expect(check(s, { kind: 'charge', target: 'm2' })).toBe('m2 cannot be charged (not in sight, or hidden)');
    expect(check(s, { kind: 'end' })).toBe('Assault!: the unit must charge an enemy if it can');
    // Facing away, no enemy in sight: it may end.
    const away = withActing(acting('m1', 'assault'), {
      m1: { base: { ...table().units[0]!.base, facing: -Math.PI / 2 } },
    });
    expect(check(away, { kind: 'end' })).toBeNull();
  });
});

describe('First complete run: the remaining branches of the sequence', () => {
  it('Game Sequence: a side with no troop left to activate may pass ("a lone commander may be activated")', () => {
    const none = table({ m1: { activated: true }, m2: { activated: true } });
    expect(legal(none)).toEqual([{ kind: 'end' }]);
    expect(check(none, { kind: 'end' })).toBeNull();
    // Without a unit acting, every action is refused as such, in the Action phase and out of it.
    expect(check(table(), { kind: 'move', to: { x: 30, y: 12 } })).toBe('no unit is activating');
    expect(check({ ...table(), stage: 'planning' }, { kind: 'end' })).toBe('no unit is activating');
  });

  it("Command > Activating a Commander: a command is checked in the Action phase, and Fast's second move with it", () => {
    // Common Traits > Fast: "after a successful command test, a commander may move again".
    const s = { ...table({ m1: { wear: 2 } }), commanders: [sideCommander('c1', 'A', { x: 30, y: 6 })] };
    const rally: BattleDecision = { kind: 'command', commander: 'c1', to: null, action: { kind: 'rally', unit: 'm1' } };
    expect(check(s, rally)).toBeNull();
    expect(check(s, { ...rally, then: { x: 30, y: 3 } })).toBeNull();
    expect(check(s, { ...rally, then: { x: 10, y: 6 } })).toBe('a commander moves at most 6"');
    // The command itself refused: its reason, whatever the second move.
    const far: BattleDecision = { ...rally, action: { kind: 'rally', unit: 'm2' } };
    expect(check(s, far)).toBe('the unit is beyond the command radius');
    expect(check(s, { ...far, then: { x: 30, y: 3 } })).toBe('the unit is beyond the command radius');
  });

  it('Rules from "Kingdoms" > Harasser: "evade after firing": only after its volley, and only a Harasser', () => {
    const shooters = unitOf('mus', 'musketeer-company');
    const st = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 14, facing: 90 } }],
      B: [{ unit: { ...shooters, rules: [...shooters.rules, 'harasser'] }, at: { x: 36, y: 22, facing: -90 } }],
    });
    const charged = {
      ...st,
      units: st.units.map((u) => ({ ...u, order: u.id === 'cav' ? ('assault' as const) : ('fire' as const) })),
      acting: acting('cav', 'assault', { chargeTarget: 'mus' }),
      reaction: reaction({ trigger: 'charge', by: 'cav', candidates: ['mus'], target: 'mus' }),
    };
    expect(check(charged, { kind: 'react', unit: 'mus', reaction: 'volley', evade: true, inches: 7 })).toBeNull();
    expect(check(charged, { kind: 'react', unit: 'mus', reaction: 'volley' })).toBeNull();
    expect(check(charged, { kind: 'react', unit: 'mus', reaction: 'resist', evade: true })).toBe(
      'only a Harasser evades after its volley',
    );
  });

  it('shooting: a light gun fires with Fire! only; a bow is no reaction fire, but fires on its own activation', () => {
    // Weapons: Light gun "Fire! order only"; Bow "no fire on reaction".
    const gun = fixtureState({
      A: [{ unit: unitOf('gun', 'light-artillery'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 24, facing: -90 } }],
    });
    expect(check({ ...gun, acting: acting('gun', 'fire') }, { kind: 'shoot', target: 'ter' })).toBeNull();
    expect(check({ ...gun, acting: acting('gun', 'ready') }, { kind: 'shoot', target: 'ter' })).toBe('fire-order-only');
    const bow = fixtureState({
      A: [{ unit: { ...unitOf('b', 'musketeer-company'), weapons: ['bow'] }, at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 20, facing: -90 } }],
    });
    expect(check({ ...bow, acting: acting('b', 'fire') }, { kind: 'shoot', target: 'ter' })).toBeNull();
  });

  it('Caracole: a withdrawal straight after its own shot, of a distance the unit may take', () => {
    // The Troops > Cavalry > Caracole: "a withdrawal movement at its speed"; ruling "Caracole is a decision"
    // (`caracoleWithdrawal: 'up-to-speed'`): "any whole number of inches from 1 to its Speed".
    const cav = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    const car = { ...cav, acting: acting('cav', 'fire', { actions: ['shoot'], caracole: true }) };
    expect(check(car, { kind: 'caracole', inches: 3 })).toBeNull();
    expect(check(car, { kind: 'caracole', inches: 2.5 })).toBe(
      'Arquebusiers on horseback cav may withdraw 1, 2, 3, 4, 5, 6, 7, 8" (Caracole)',
    );
    // Mobility: only Run! owes its move after the free reorientation; Ready! may end there.
    expect(check({ ...cav, acting: acting('cav', 'ready', { freeReorient: true }) }, { kind: 'end' })).toBeNull();
  });
});

describe('5 Dec 2026, stop 53: an approach reaction and the owed move of Run!', () => {
  it('Reactions > Assault!: "against an enemy that has come close, it is an interception charge": checked as an approach', () => {
    // Order Cards > Assault! (reactions): "if the unit reacts with this order against an enemy that has come close,
    // it is an interception charge ... If the unit reacts against an enemy's assault (charge), it is a counter-charge."
    const rt = fixtureState({
      A: [{ unit: unitOf('m2', 'musketeer-company'), at: { x: 42, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 42, y: 16, facing: -90 } }],
    });
    const approached: BattleState = {
      ...rt,
      units: rt.units.map((u) => (u.id === 'cav' ? { ...u, order: 'assault' as const } : u)),
      activeSide: 'A',
      acting: acting('m2', 'ready'),
      reaction: reaction({ trigger: 'proximity', by: 'm2', candidates: ['cav'] }),
    };
    expect(check(approached, { kind: 'react', unit: 'cav', reaction: 'interception' })).toBeNull();
    expect(check(approached, { kind: 'react', unit: 'cav', reaction: 'counter-charge' })).toBe(
      'Arquebusiers on horseback cav cannot react with counter-charge',
    );
  });

  it('Mobility (ruling "at the start of their movement"): Run! may end without its move when no move is possible', () => {
    // docs/rulings/tercios.md, Mobility "at the start of their movement": "with Run!, the unit must then move (ending
    // is refused while a move is possible)". A company of horse with a tercio of its own side 0.4" ahead of it.
    const boxed = fixtureState({
      A: [
        { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 30, y: 10, facing: 90 } },
        { unit: unitOf('wall', 'tercio'), at: { x: 30, y: 12.4, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
    });
    expect(check({ ...boxed, acting: acting('cav', 'run', { freeReorient: true }) }, { kind: 'end' })).toBeNull();
    // With room ahead, the same unit owes its move.
    const open = { ...boxed, units: boxed.units.filter((u) => u.id !== 'wall') };
    expect(check({ ...open, acting: acting('cav', 'run', { freeReorient: true }) }, { kind: 'end' })).toBe(
      'Mobility: the free reorientation starts the movement: the unit moves now',
    );
  });
});
