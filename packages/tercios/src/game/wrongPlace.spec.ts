import { distance, distanceToBase, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { competentBot } from '../bot/competentBot.js';
import { moveUnit } from './activation.js';
import type { BattleDecision } from './Decision.js';
import type { BattleState } from './State.js';
import { resolveBattle } from './resolve.js';
import { reduceBattle } from './reduce.js';
import { escapeProblem, escapeSpots } from './wrongPlace.js';
import {
  actingOf,
  commanderOf,
  fixtureContext,
  fixtureTable as table,
  placed as at,
} from './__fixtures__/battleFixture.js';

// Command > Commanders and Losses > In the wrong place (/work/shared/rules/tercios-liber-militum.txt): "if the
// commander is on the path of an enemy unit and is contacted at any point of its base, it may be killed. It must make a
// test as for a command action (see below). If it obtains at least one success, it may make a movement to move away
// from the enemy." Where it moves is its player's choice: the battle sets it clear of the unit, then its side names the
// spot (`escape`), any within its movement from where it was contacted, away from the enemy.

const opts = DEFAULT_TERCIOS_OPTIONS;
/** A Tercio of A runs 8" straight over the spot (36, 24) where a B commander stands, and ends beyond it. */
const path = (): BattleState => ({
  ...table([at('m', 'tercio', 36, 20, 90)], [at('b1', 'tercio', 60, 44, -90)], { m: 'run' }),
  commanders: [commanderOf({ side: 'B', regiment: 'RB', position: { x: 36, y: 24 } })],
});
/** The Run! move made (its decision), the commander's test passed with two 6s (not Exhausted): the move waits. */
function contacted() {
  const ctx = fixtureContext({ ...path(), acting: actingOf('m', 'run') }, ScriptedDice.of([6, 6, 6]));
  resolveBattle(ctx, { kind: 'move', to: { x: 36, y: 29 } }, 'A');
  return ctx;
}
const escape = (to: { x: number; y: number }): BattleDecision => ({ kind: 'escape', commander: 'c1', to });

describe('In the wrong place: "it may make a movement to move away from the enemy", where its side chooses', () => {
  it('the commander passed its test: set clear of the unit, its side is asked where it goes', () => {
    const ctx = contacted();
    const set = ctx.state.commanders[0]!.position;
    expect(ctx.events.map((e) => e.kind)).toEqual([
      'action-taken',
      'unit-moved',
      'commander-escaped',
      'escape-offered',
    ]);
    expect(ctx.state.escapes).toEqual([{ side: 'B', commander: 'c1', from: { x: 36, y: 24 }, enemy: 'm' }]);
    // The move's decision waits for it: its activation is not over.
    expect(ctx.state.resume).toMatchObject({ decision: { kind: 'move' }, player: 'A', events: 3, answers: [] });
    expect(ctx.state.acting).toMatchObject({ unit: 'm', actions: ['move'] });
    expect(activeSideOf(ctx.state)).toBe('B');
    const legal = legalBattleDecisions(ctx.state, opts);
    // Staying where the battle set it comes first (the competent bot's choice), then a sample of its movement's reach.
    expect(legal[0]).toEqual(escape(set));
    expect(legal.length).toBeGreaterThan(4);
    for (const d of legal) {
      expect(d.kind).toBe('escape');
      expect(checkBattleDecision(ctx.state, d, opts)).toBeNull();
    }
    expect(competentBot(opts).decide({ state: ctx.state, player: 'B', legal } as never)).toEqual(escape(set));
    // Nothing else is legal meanwhile.
    expect(checkBattleDecision(ctx.state, { kind: 'end' }, opts)).toBe(
      'In the wrong place: a commander moves away from the enemy first (escape)',
    );
  });

  it('the check accepts any spot within its movement from where it was contacted, away from the enemy', () => {
    const ctx = contacted();
    const m = ctx.state.units.find((u) => u.id === 'm')!;
    // 5.9" straight left of where it stood: within the 6", clear of the unit, not offered but legal.
    const left = { x: 30.1, y: 24 };
    expect(escapeSpots(ctx.state, opts.battle)).not.toContainEqual(left);
    expect(distanceToBase(left, m.base)).toBeGreaterThan(0);
    expect(checkBattleDecision(ctx.state, escape(left), opts)).toBeNull();
    expect(checkBattleDecision(ctx.state, escape({ x: 29.9, y: 24 }), opts)).toBe(
      'In the wrong place: a commander moves at most 6" from where the enemy contacted it',
    );
    // Onto the unit, or no farther from it than where it stood.
    expect(checkBattleDecision(ctx.state, escape(m.base.centre), opts)).toBe(
      'the commander may not end its move on a unit',
    );
    // Contacted 1" short of the unit's rear (the sweep's edge), a spot 0.8" from it is no move away.
    const rear = m.base.centre.y - m.base.depth / 2;
    const edge = { ...ctx.state, escapes: [{ ...ctx.state.escapes![0]!, from: { x: 36, y: rear - 1 } }] };
    expect(checkBattleDecision(edge, escape({ x: 36.5, y: rear - 0.8 }), opts)).toBe(
      'In the wrong place: the commander moves away from the enemy',
    );
    expect(checkBattleDecision(edge, escape({ x: 36.5, y: rear - 1.2 }), opts)).toBeNull();
    const low = { ...ctx.state, escapes: [{ ...ctx.state.escapes![0]!, from: { x: 36, y: 3 } }] };
    expect(checkBattleDecision(low, escape({ x: 36, y: 0.2 }), opts)).toBe('the commander would leave the table');
    expect(checkBattleDecision(low, escape({ x: 36, y: 0.7 }), opts)).toBeNull();
    expect(escapeProblem(ctx.state, 'c2', left, opts.battle)).toBe(
      'Maestro moves away from the enemy first (In the wrong place)',
    );
  });

  it("the spot named is where it goes; then the move's decision carries on", () => {
    const ctx = contacted();
    const spot = { x: 30.1, y: 24 };
    const before = ctx.events.length;
    resolveBattle(ctx, escape(spot), 'B');
    expect(ctx.state.commanders[0]!.position).toEqual(spot);
    expect(ctx.state.escapes).toBeNull();
    expect(ctx.state.resume).toBeNull();
    // The Run! move is its one action: its activation ends, after the commander has moved.
    expect(ctx.events.slice(before).map((e) => e.kind)).toEqual([
      'escape-closed',
      'commander-escaped',
      'activation-ended',
    ]);
    expect(activeSideOf(ctx.state)).toBe(ctx.state.activeSide);
    expect(checkBattleDecision(ctx.state, escape(spot), opts)).toBe('no commander is moving away from an enemy');
    // Staying where it was set moves nothing.
    const stay = contacted();
    const set = stay.state.commanders[0]!.position;
    const from = stay.events.length;
    resolveBattle(stay, escape(set), 'B');
    expect(stay.events.slice(from)).toEqual([
      { kind: 'escape-closed', commander: 'c1' },
      { kind: 'activation-ended', unit: 'm' },
    ]);
    expect(distance(stay.state.commanders[0]!.position, set)).toBe(0);
  });

  it('a spot that differs in one coordinate only is moved to; the commander named is the one moved', () => {
    for (const shift of [
      { x: 0, y: -0.5 },
      { x: 0.5, y: 0 },
    ]) {
      const ctx = contacted();
      // Another commander of B first in the list: the escaping one is found by its id.
      const other = commanderOf({ id: 'c0', side: 'B', regiment: 'RB', position: { x: 60, y: 50 } });
      const two = fixtureContext({ ...ctx.state, commanders: [other, ...ctx.state.commanders] }, ScriptedDice.of([]));
      const set = two.state.commanders[1]!.position;
      const to = { x: set.x + shift.x, y: set.y + shift.y };
      expect(checkBattleDecision(two.state, escape(to), opts)).toBeNull();
      resolveBattle(two, escape(to), 'B');
      expect(two.state.commanders.map((c) => c.position)).toEqual([{ x: 60, y: 50 }, to]);
    }
  });

  it('two commanders to place: one at a time, in turn; one killed meanwhile is not asked', () => {
    const ctx = contacted();
    const pending = ctx.state.escapes![0]!;
    const both = { ...ctx.state, escapes: [pending, { ...pending, commander: 'c2' }] };
    const closed = reduceBattle(both, { kind: 'escape-closed', commander: 'c1' });
    expect(closed.escapes).toEqual([{ ...pending, commander: 'c2' }]);
    const killed = reduceBattle(both, { kind: 'commander-removed', commander: 'c1', reason: 'test' });
    expect(killed.escapes).toEqual([{ ...pending, commander: 'c2' }]);
    expect(reduceBattle(ctx.state, { kind: 'commander-removed', commander: 'c1', reason: 'test' }).escapes).toBeNull();
    // A removal of another commander leaves the pending escape alone.
    expect(reduceBattle(both, { kind: 'commander-removed', commander: 'c9', reason: 'test' }).escapes).toEqual(
      both.escapes,
    );
    // Once the battle is over, nothing is asked.
    expect(legalBattleDecisions({ ...ctx.state, stage: 'over' }, opts)).toEqual([]);
  });

  it('the check: its movement (exactly 6" allowed), the table\'s edges, the enemy it leaves behind or destroyed', () => {
    const ctx = contacted();
    const pending = ctx.state.escapes![0]!;
    const at = (from: { x: number; y: number }) => ({ ...ctx.state, escapes: [{ ...pending, from }] });
    expect(checkBattleDecision(ctx.state, escape({ x: 30, y: 24 }), opts)).toBeNull();
    // Each edge of the 72" x 48" table: the base (1.2") may touch it, not cross it.
    for (const [from, inside, out] of [
      [
        { x: 3, y: 10 },
        { x: 0.6, y: 10 },
        { x: 0.5, y: 10 },
      ],
      [
        { x: 69, y: 10 },
        { x: 71.4, y: 10 },
        { x: 71.5, y: 10 },
      ],
      [
        { x: 10, y: 45 },
        { x: 10, y: 47.4 },
        { x: 10, y: 47.5 },
      ],
      [
        { x: 10, y: 3 },
        { x: 10, y: 0.6 },
        { x: 10, y: 0.5 },
      ],
    ] as const) {
      expect(checkBattleDecision(at(from), escape(inside), opts)).toBeNull();
      expect(checkBattleDecision(at(from), escape(out), opts)).toBe('the commander would leave the table');
    }
    // Contacted 1" behind the Tercio's rear edge (y 26.64): as far from it is no move away; destroyed, it bars nothing.
    const m = ctx.state.units.find((u) => u.id === 'm')!;
    const rear = m.base.centre.y - m.base.depth / 2;
    const behind = at({ x: 36, y: rear - 1 });
    expect(checkBattleDecision(behind, escape({ x: 37, y: rear - 1 }), opts)).toBe(
      'In the wrong place: the commander moves away from the enemy',
    );
    const gone = { ...behind, units: behind.units.map((u) => (u.id === 'm' ? { ...u, destroyed: true } : u)) };
    expect(checkBattleDecision(gone, escape({ x: 37, y: rear - 1 }), opts)).toBeNull();
    // Half an inch behind it, out through the Tercio to 1" beyond its front: the unit it leaves does not bar the way.
    const through = at({ x: 36, y: rear - 0.5 });
    expect(checkBattleDecision(through, escape({ x: 36, y: rear + m.base.depth + 1 }), opts)).toBeNull();
    // Staying where the battle set it is accepted even where a move there would not be (here: far beyond 6").
    const far = { ...ctx.state, commanders: [{ ...ctx.state.commanders[0]!, position: { x: 5, y: 5 } }] };
    expect(checkBattleDecision(far, escape({ x: 5, y: 5 }), opts)).toBeNull();
    expect(checkBattleDecision(far, escape({ x: 5.01, y: 5 }), opts)).not.toBeNull();
  });

  it('the spots offered: staying, then its full and half movement in eight directions and straight away', () => {
    const ctx = contacted();
    const pending = ctx.state.escapes![0]!;
    const set = ctx.state.commanders[0]!.position;
    const r3 = (v: number) => Math.round(v * 1000) / 1000;
    const sample = (from: { x: number; y: number }, away: number | null) => [
      ...(away === null ? [] : [{ x: r3(from.x + Math.cos(away) * 6), y: r3(from.y + Math.sin(away) * 6) }]),
      // Each step cut towards `from` to a thousandth: the full diagonals stay within the 6".
      ...[6, 3].flatMap((d) =>
        [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({
          x: r3(from.x + Math.trunc(Math.cos((k * Math.PI) / 4) * d * 1000) / 1000),
          y: r3(from.y + Math.trunc(Math.sin((k * Math.PI) / 4) * d * 1000) / 1000),
        })),
      ),
    ];
    const offered = (st: BattleState, points: { x: number; y: number }[], stay: { x: number; y: number }) => {
      const out = [stay];
      for (const p of points)
        if (!out.some((q) => q.x === p.x && q.y === p.y) && escapeProblem(st, 'c1', p, opts.battle) === null)
          out.push(p);
      return out;
    };
    // From (36, 24), straight away from the Tercio's centre is straight down: the same spot as the 270° one, once.
    const m = ctx.state.units.find((u) => u.id === 'm')!;
    const down = Math.atan2(24 - m.base.centre.y, 0);
    expect(escapeSpots(ctx.state, opts.battle)).toEqual(offered(ctx.state, sample(pending.from, down), set));
    // The full 6" diagonals too (rounded out to the thousandth, 6.0004" away, they were refused and never offered).
    expect(escapeSpots(ctx.state, opts.battle)).toContainEqual({ x: 31.758, y: 19.758 });
    expect(escapeSpots(ctx.state, opts.battle)).toContainEqual({ x: 40.242, y: 19.758 });
    // From (37, 24) the way straight away is a spot of its own; the commander set on the 0° one is offered once.
    const aside = {
      ...ctx.state,
      escapes: [{ ...pending, from: { x: 37, y: 24 } }],
      commanders: [{ ...ctx.state.commanders[0]!, position: { x: 43, y: 24 } }],
    };
    const away = Math.atan2(24 - m.base.centre.y, 37 - m.base.centre.x);
    const spots = escapeSpots(aside, opts.battle);
    expect(spots).toEqual(offered(aside, sample({ x: 37, y: 24 }, away), { x: 43, y: 24 }));
    expect(spots.filter((p) => p.x === 43 && p.y === 24)).toHaveLength(1);
    expect(spots).toContainEqual({ x: r3(37 + Math.cos(away) * 6), y: r3(24 + Math.sin(away) * 6) });
    // Nothing pending, nothing offered.
    expect(escapeSpots({ ...ctx.state, escapes: null }, opts.battle)).toEqual([]);
  });

  it('killed (no success), it is not asked', () => {
    const ctx = fixtureContext(path(), ScriptedDice.of([1, 1, 1]));
    expect(moveUnit(ctx, 'm', { x: 36, y: 29 }, 'run', 'Run!')).toBe(true);
    expect(ctx.state.escapes).toBeNull();
  });
});
