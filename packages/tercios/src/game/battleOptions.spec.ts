import { ScriptedDice, baseAt, distanceToBase, frontCentre, NORTH, vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema, type TerciosOptionsInput } from '../options/options.js';
import { reachesWithin } from '../table/reachesWithin.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleState, Order } from './State.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';

// Each battle-layer option of `TerciosOptionsSchema.battle` switched: the default and the alternative
// change what happens on the table as docs/rulings/tercios.md says.

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));
const battle = (b: TerciosOptionsInput['battle']) => TerciosOptionsSchema.parse({ battle: b });
const withOrders = (state: BattleState, orders: Record<string, Order>): BattleState => ({
  ...state,
  units: state.units.map((u) => (orders[u.id] ? { ...u, order: orders[u.id]! } : u)),
});

/** Horse (A) runs 16" north past the front of a company (B) 2.6" to the side of its path, ending 5.8" beyond it. */
function passingBy(reactorOrder: Order, reactor = 'musketeer-company', second = false): BattleState {
  const state = fixtureState({
    A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 20, y: 10, facing: 90 } }],
    B: [
      { unit: unitOf('mus', reactor), at: { x: 25.3, y: 20, facing: 180 } },
      ...(second ? [{ unit: unitOf('mus2', reactor), at: { x: 25.3, y: 14, facing: 180 } }] : []),
    ],
  });
  return withOrders(state, { cav: 'run', mus: reactorOrder, mus2: reactorOrder });
}

describe('reachesWithin (the 3" of a reaction along a path)', () => {
  it('finds where a base passing a point first comes within the distance, or null when it never does', () => {
    const base = baseAt(vec(10, 0), NORTH, 6, 2); // front edge x 7..13 at y 0
    const at = reachesWithin(base, 12, vec(15, 6), 3)!;
    // The front-right corner (13, t) is 3" from (15, 6) when (6 - t)^2 = 9 - 4, t = 6 - sqrt(5).
    expect(at).toBeGreaterThanOrEqual(6 - Math.sqrt(5) - 1e-6);
    expect(at).toBeLessThan(6 - Math.sqrt(5) + 0.06);
    expect(reachesWithin(base, 12, vec(16.5, 6), 3)).toBeNull(); // 3.5" from the path: never
    expect(reachesWithin(base, 2, vec(15, 6), 3)).toBeNull(); // too short a move
    expect(reachesWithin(base, 12, vec(14, -1), 3)).toBe(0); // already within
  });
});

describe('battle options', () => {
  it('reactionTrigger: a unit passed within 3" may react (along-path); only where the move ends (move-end) it may not', () => {
    const move = (reactionTrigger: 'along-path' | 'move-end') => {
      const ctx = fixtureContext(passingBy('run'), sixes(), battle({ reactionTrigger }));
      resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
      const cav = unitById(ctx.state, 'cav')!;
      const to = { x: frontCentre(cav.base).x, y: frontCentre(cav.base).y + 16 };
      resolveBattle(ctx, { kind: 'move', to }, 'A');
      return ctx;
    };
    const along = move('along-path');
    const mus = unitById(along.state, 'mus')!;
    // The move ends more than 3" from the company's front centre: only the path came within 3".
    expect(distanceToBase(frontCentre(mus.base), unitById(along.state, 'cav')!.base)).toBeGreaterThan(3);
    expect(along.state.reaction).toMatchObject({ side: 'B', trigger: 'proximity', candidates: ['mus'] });
    expect(move('move-end').state.reaction).toBeNull();
  });

  it('proximityReactions: after one reaction the offer closes (first-closes) or the next unit approached may react (each-unit)', () => {
    const run = (proximityReactions: 'first-closes' | 'each-unit') => {
      const ctx = fixtureContext(passingBy('run', 'musketeer-company', true), sixes(), battle({ proximityReactions }));
      resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
      const cav = unitById(ctx.state, 'cav')!;
      resolveBattle(ctx, { kind: 'move', to: { x: frontCentre(cav.base).x, y: frontCentre(cav.base).y + 16 } }, 'A');
      expect(ctx.state.reaction?.candidates).toEqual(['mus', 'mus2']);
      resolveBattle(ctx, { kind: 'react', unit: 'mus', reaction: 'evasion' }, 'B');
      return ctx.state.reaction;
    };
    expect(run('first-closes')).toBeNull();
    expect(run('each-unit')).toMatchObject({ side: 'B', trigger: 'proximity', candidates: ['mus2'] });
  });

  it('interceptionContact: the mover is met where its path crosses the interceptor (path-crossing) or where it ended (move-end)', () => {
    const intercept = (interceptionContact: 'path-crossing' | 'move-end') => {
      const ctx = fixtureContext(
        passingBy('assault', 'arquebusiers-on-horseback'),
        sixes(),
        battle({ interceptionContact }),
      );
      resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
      const cav = unitById(ctx.state, 'cav')!;
      resolveBattle(ctx, { kind: 'move', to: { x: frontCentre(cav.base).x, y: frontCentre(cav.base).y + 16 } }, 'A');
      expect(ctx.state.reaction?.candidates).toEqual(['mus']);
      resolveBattle(ctx, { kind: 'react', unit: 'mus', reaction: 'interception' }, 'B');
      return ctx.events;
    };
    const crossing = intercept('path-crossing').find(
      (e) => e.kind === 'unit-moved' && e.unit === 'cav' && e.reason.startsWith('intercepted'),
    );
    // The interceptor's line ahead is y = 20: the mover's front centre is put back there.
    expect(crossing?.kind === 'unit-moved' && frontCentre(crossing.base).y).toBeCloseTo(20, 2);
    expect(
      intercept('move-end').some(
        (e) => e.kind === 'unit-moved' && e.unit === 'cav' && e.reason.startsWith('intercepted'),
      ),
    ).toBe(false);
  });

  it('counterCharge: the units meet halfway (halfway) or the charger makes its whole charge (full-charge)', () => {
    const charge = (counterCharge: 'halfway' | 'full-charge') => {
      const state = fixtureState({
        A: [{ unit: unitOf('a', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 90 } }],
        B: [{ unit: unitOf('b', 'arquebusiers-on-horseback'), at: { x: 36, y: 28, facing: -90 } }],
      });
      const ctx = fixtureContext(withOrders(state, { a: 'assault', b: 'assault' }), sixes(), battle({ counterCharge }));
      resolveBattle(ctx, { kind: 'activate', unit: 'a' }, 'A');
      resolveBattle(ctx, { kind: 'charge', target: 'b' }, 'A');
      resolveBattle(ctx, { kind: 'react', unit: 'b', reaction: 'counter-charge' }, 'B');
      return ctx.events.filter((e) => e.kind === 'unit-moved').map((e) => `${e.unit}: ${e.reason}`);
    };
    expect(charge('halfway').slice(0, 2)).toEqual(['a: charge meets the counter-charge halfway', 'b: counter-charge']);
    expect(charge('full-charge')[0]).toBe('a: charge meets the counter-charge');
    expect(charge('full-charge')).not.toContain('b: counter-charge');
  });

  it('evasionFacing: directly away from the charger (away-from-enemy) or a plain about-turn (about-turn)', () => {
    const evade = (evasionFacing: 'away-from-enemy' | 'about-turn') => {
      const state = fixtureState({
        A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 14, facing: 90 } }],
        B: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 0 } }],
      });
      const ctx = fixtureContext(withOrders(state, { ter: 'assault', cav: 'run' }), sixes(), battle({ evasionFacing }));
      resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
      resolveBattle(ctx, { kind: 'charge', target: 'cav' }, 'A');
      resolveBattle(ctx, { kind: 'react', unit: 'cav', reaction: 'evasion' }, 'B');
      const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'cav' && e.reason === 'evasion');
      return moved?.kind === 'unit-moved' ? moved.base.facing : null;
    };
    // The charger is due south of the cavalry (facing east): away from it is north; an about-turn faces west.
    expect(evade('away-from-enemy')).toBeCloseTo(Math.PI / 2, 3);
    expect(Math.cos(evade('about-turn')!)).toBeCloseTo(-1, 3);
  });

  it('blockedEvasionWear: an evasion stopped by the table edge adds no Dm (default) or one Dm', () => {
    const evade = (blockedEvasionWear: boolean) => {
      const state = fixtureState({
        A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 40, facing: 90 } }],
        B: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 46, facing: -90 } }],
      });
      const ctx = fixtureContext(
        withOrders(state, { ter: 'assault', cav: 'run' }),
        sixes(),
        battle({ blockedEvasionWear }),
      );
      resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
      resolveBattle(ctx, { kind: 'charge', target: 'cav' }, 'A');
      resolveBattle(ctx, { kind: 'react', unit: 'cav', reaction: 'evasion' }, 'B');
      expect(ctx.events.some((e) => e.kind === 'unit-moved' && e.unit === 'cav' && e.reason === 'evasion')).toBe(true);
      return ctx.events.some((e) => e.kind === 'unit-state' && e.unit === 'cav' && e.reason === 'evasion: blocked');
    };
    expect(evade(false)).toBe(false);
    expect(evade(true)).toBe(true);
  });

  it('assaultMustCharge: with an enemy in sight but out of reach, the unit must still charge (any-in-sight) or may end (reachable)', () => {
    const far = (assaultMustCharge: 'any-in-sight' | 'reachable') => {
      const state = fixtureState({
        A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 10, facing: 90 } }],
        B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 40, facing: -90 } }],
      });
      const options = battle({ assaultMustCharge });
      const ctx = fixtureContext(withOrders(state, { cav: 'assault' }), sixes(), options);
      resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
      return {
        legal: legalBattleDecisions(ctx.state, options),
        end: checkBattleDecision(ctx.state, { kind: 'end' }, options),
      };
    };
    // 30" apart: beyond the horse's Assault! reach of 12".
    expect(far('any-in-sight').legal).toEqual([{ kind: 'charge', target: 'ter' }]);
    expect(far('any-in-sight').end).toMatch(/must charge/);
    expect(far('reachable').legal).toContainEqual({ kind: 'end' });
    expect(far('reachable').legal).toContainEqual({ kind: 'charge', target: 'ter' });
    expect(far('reachable').end).toBeNull();
  });

  it('commandRally: a generic rally never removes the last Dm (never-last) or may (to-zero)', () => {
    const rally = (commandRally: 'never-last' | 'to-zero') => {
      const state = fixtureState({
        A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
        B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
      });
      const commander = {
        id: 'c1',
        side: 'A' as const,
        name: 'Sargento mayor',
        rank: 2,
        commanderInChief: false,
        regiment: 'RA',
        traits: [],
        virtues: [],
        position: { x: 33, y: 16 },
        attachedTo: null,
        exhausted: false,
        joinedThisTurn: false,
        removed: false,
      };
      const worn = {
        ...state,
        commanders: [commander],
        units: state.units.map((u) => (u.id === 'ter' ? { ...u, wear: 1 } : u)),
      };
      const ctx = fixtureContext(worn, sixes(), battle({ commandRally }));
      resolveBattle(ctx, { kind: 'command', commander: 'c1', to: null, action: { kind: 'rally', unit: 'ter' } }, 'A');
      return unitById(ctx.state, 'ter')!.wear;
    };
    expect(rally('never-last')).toBe(1);
    expect(rally('to-zero')).toBe(0);
  });
});
