import { describe, expect, it } from 'vitest';
import type { SwordAndPikeEvent } from '../game/Event.js';
import { advanceThenWheel, unitOrders } from '../sequence/legalDecisions.js';
import { blockFollowers, followersMove } from './unitGeometry.js';
import {
  faces,
  handBuiltTable,
  playDecisions,
  scenarioUnit,
  sleeveOf,
  unitIn,
} from '../game/__fixtures__/playDecisions.js';

// Side A's foot, 4" x 2" at (30, 10) facing north (6" move); friendly halberdiers 0.2" to its right (x 32.2..36.2,
// y 9..11). Wheeling left about its front-left corner, its rear-right corner swings out to x 32.47: into them.
const foot = scenarioUnit({ id: 'foot', troop: 'arquebusiers', x: 30, y: 10 });
const friends = scenarioUnit({ id: 'hal', troop: 'halberdiers', x: 34.2, y: 10 });
const enemy = scenarioUnit({ id: 'far', troop: 'arquebusiers', x: 60, y: 40 });

// A pike block: the pike 4" x 2" (x 28-32, y 9-11) and a sleeve of one stand (2" x 2") centred at (x, y).
const host = scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 10 });
const sleeveAt = (x: number, y: number) => sleeveOf({ x, y });
const wheelRightFirst = {
  kind: 'order',
  unit: 'pike',
  order: 'wheel-right',
  target: null,
  degrees: 45,
  advanceFirst: true,
} as const;

describe('advance then wheel (ruling R24)', () => {
  it('is offered where the wheel is blocked here but clear after an advance, and only at 45 and 90 degrees', () => {
    const s = handBuiltTable('advance then wheel', [foot, friends], [enemy]);
    const orders = unitOrders(s, unitIn(s, 'foot'));
    const left = orders.filter((d) => d.kind === 'order' && d.order === 'wheel-left');
    expect(left).toEqual([
      { kind: 'order', unit: 'foot', order: 'wheel-left', target: null, degrees: 45, advanceFirst: true },
    ]);
    // A 90 degree wheel (6.28") is more than the 6" move: no advance is left for it.
    expect(orders.some((d) => d.kind === 'order' && d.advanceFirst === true && d.degrees === 90)).toBe(false);
    // On the open right both wheel orders exist, and the advance-first ones at 45 degrees only.
    expect(
      orders
        .filter((d) => d.kind === 'order' && d.order === 'wheel-right' && d.advanceFirst === true)
        .map((d) => d.kind === 'order' && d.degrees),
    ).toEqual([45]);
  });

  it('advances the move the wheel leaves (6" less the 3.14" arc), then wheels; the move counts both', () => {
    const s = handBuiltTable('advance then wheel', [foot, friends], [enemy]);
    const { state, events } = playDecisions(s, faces([]), [
      [{ kind: 'order', unit: 'foot', order: 'wheel-left', target: null, degrees: 45, advanceFirst: true }, 'A'],
    ]);
    const moves = events.filter(
      (e): e is Extract<SwordAndPikeEvent, { type: 'unit-ordered' }> => e.type === 'unit-ordered',
    );
    expect(moves.map((e) => e.order)).toEqual(['advance', 'wheel-left']);
    expect(moves[0]!.y).toBeCloseTo(10 + 6 - Math.PI, 2);
    const f = unitIn(state, 'foot');
    expect(f.facing).toBeCloseTo(Math.PI / 2 + Math.PI / 4, 9);
    // Pivoted about the front-left corner (28, y + 1): the centre is (2, -1) from it, turned 45 degrees.
    expect(f.x).toBeCloseTo(28 + Math.SQRT2 + Math.SQRT1_2, 2);
    expect(f.y).toBeCloseTo(moves[0]!.y + 1 + Math.SQRT2 - Math.SQRT1_2, 2);
    expect(f.moved).toBe('full');
  });

  it('a pike block advances and wheels with its sleeve as one block', () => {
    const s = handBuiltTable('block', [host, sleeveAt(33, 10.5)], [enemy]);
    const order = wheelRightFirst;
    expect(unitOrders(s, unitIn(s, 'pike'))).toContainEqual(order);
    const { state, events } = playDecisions(s, faces([]), [[order, 'A']]);
    expect(events.flatMap((e) => (e.type === 'unit-ordered' ? [`${e.unit} ${e.order}`] : []))).toEqual([
      'pike advance',
      'sleeve advance',
      'pike wheel-right',
      'sleeve wheel-right',
    ]);
    const p = unitIn(state, 'pike');
    const sub = unitIn(state, 'sleeve');
    expect(p.facing).toBeCloseTo(Math.PI / 2 - Math.PI / 4, 9);
    expect(sub.facing).toBeCloseTo(p.facing, 9);
    // The sleeve keeps its place beside the pike: 0.5" ahead of its centre and 3" to its right, in the pike's frame.
    const fwd = (sub.x - p.x) * Math.cos(p.facing) + (sub.y - p.y) * Math.sin(p.facing);
    const right = (sub.x - p.x) * Math.sin(p.facing) - (sub.y - p.y) * Math.cos(p.facing);
    expect(fwd).toBeCloseTo(0.5, 2);
    expect(right).toBeCloseTo(3, 2);
  });

  it("ruling R23: a sleeve standing forward across its pike's front corner is not in the pike's way: the block advances", () => {
    // Ruling R23: "Moving with their pike, its sub-units are not in its way on any advance" and each one's "own path must
    // still be clear". The sleeve (x 31.5-33.5, y 11-13) stands 0.5" across the front of the pike's lane (x 28-32, front
    // y 11): the pike advances the 2.858" the 45° wheel leaves (6" less 3.14") through where the sleeve stood, the sleeve
    // by the same displacement ahead of it; then they wheel as one block. Were the sleeve in the pike's way, the pike
    // would stop at once and the order would not be offered (less than 0.5" of advance).
    const s = handBuiltTable('block', [host, sleeveAt(32.5, 12)], [enemy]);
    expect(unitOrders(s, unitIn(s, 'pike'))).toContainEqual(wheelRightFirst);
    const { events } = playDecisions(s, faces([]), [[wheelRightFirst, 'A']]);
    const advances = events.flatMap((e) =>
      e.type === 'unit-ordered' && e.order === 'advance' ? [[e.unit, e.x, e.y]] : [],
    );
    expect(advances).toEqual([
      ['pike', 30, 12.858],
      ['sleeve', 32.5, 14.858],
    ]);
  });
});

describe('ruling R23, "by the same displacement": one keep-up rule for the advance of every block move', () => {
  // The pike (x 28-32, y 9-11) with its sleeve (2" x 1", x 32-34, front y 10.5) on its right, and a friendly stand of
  // the same size straight ahead of the sleeve only (x 32-34), its rear `gap` inches beyond the sleeve's front. Advance
  // then wheel right at 45°: the pike advances the 2.858" the wheel leaves (6" less the 3.14" arc), clear; the sleeve's
  // own path stops 0.002" short of the friend (`moveToward`), so `gap` less 0.002".
  const table = (gap: number) =>
    handBuiltTable(
      'keep up',
      [
        host,
        sleeveAt(33, 10),
        scenarioUnit({ id: 'friend', troop: 'arquebusiers', figures: 5, frontage: 1, x: 33, y: 11 + gap }),
      ],
      [enemy],
    );
  const keepUp = (s: ReturnType<typeof table>) => {
    const pike = unitIn(s, 'pike');
    const followers = blockFollowers(s, pike);
    const moving = new Set([pike.id, ...followers.map((f) => f.id)]);
    return followersMove(s, pike, followers, 0, 2.858, moving);
  };

  it('a sleeve 0.005" short of its pike\'s 2.858" does not keep up: the block order is not offered (as `followersMove`)', () => {
    const s = table(2.855);
    // The block's own keep-up rule (`followersMove`, used by every other block move): 2.853" is not the pike's 2.858".
    expect(keepUp(s)).toEqual([{ id: 'sleeve', x: 33, y: 12.853, moved: 2.853, kept: false }]);
    // Advance then wheel follows the same rule: the sleeve cannot keep up the whole way, so the order is not offered.
    expect(advanceThenWheel(s, unitIn(s, 'pike'), 'wheel-right', 45, 6)).toBeNull();
    expect(unitOrders(s, unitIn(s, 'pike'))).not.toContainEqual(wheelRightFirst);
  });

  it('the friend a hair beyond the sleeve\'s 2.858": the sleeve keeps up, in both', () => {
    const s = table(2.8585);
    expect(keepUp(s)).toEqual([{ id: 'sleeve', x: 33, y: 12.858, moved: 2.858, kept: true }]);
    const done = advanceThenWheel(s, unitIn(s, 'pike'), 'wheel-right', 45, 6);
    expect(done?.to).toEqual({ x: 30, y: 12.858, moved: 2.858 });
    expect(done?.followers).toEqual([{ id: 'sleeve', x: 33, y: 12.858 }]);
    expect(unitOrders(s, unitIn(s, 'pike'))).toContainEqual(wheelRightFirst);
  });
});
