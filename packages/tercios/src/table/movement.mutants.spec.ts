import { basesOverlap, baseGap, distance, frontCentre, type Base } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { Placement, ScenarioTerrain, ScenarioUnit } from '../game/Scenario.js';
import type { BattleState, UnitState } from '../game/State.js';
import { planCharge } from './charge.js';
import { involuntaryMove, overlapsSomething, pathTerrain, planMove, type PathTerrain } from './movement.js';
import { unitById } from './tableQueries.js';
import { rectangle } from '../scenery/sceneryPoints.js';

// Rulebook (Liber Militum): Movement > Activation Movement: "Draw a virtual straight line between the front centre of
// the unit and the point of its new position. This line must not cross other units (friendly or enemy) or impassable
// terrain [...] Turn the unit towards the destination, using the front centre as the pivot point [...] must not
// exceed 90 degrees. Place the unit in its new position, facing the direction it has taken [...] must not exceed the
// movement distance permitted". Obstacles: "a gap of at least 3 inches between them". Angle Correction: "it may
// correct its orientation by pivoting its base [...] This pivot may not exceed 45 degrees. If the overlap persists
// despite this, the movement is stopped backwards at the point of contact". Overlap: "Exceptions: commander units,
// artillery [...] If the unit does not have enough movement left to get completely past a passed artillery unit, that
// artillery unit is pushed back behind it by up to one inch." Terrain and Movement: "A unit is affected by a terrain
// type when its front centre crosses it"; Difficult, Very difficult ("causes units to fall into disorder"),
// Impassable ("no unit may cross or enter it"), Easy ("such as roads"). Scenery Elements: Bridge ("allow the river to
// be crossed"), Ford, Building ("To occupy a building it is enough to move into it with a Ready! order"; "Impassable
// for certain units that cannot enter them: cavalry and artillery").

interface Spot {
  unit: ScenarioUnit;
  at: Placement;
}
const at = (x: number, y: number, facing: number): Placement => ({ x, y, facing });
const rect = (
  id: string,
  type: ScenarioTerrain['type'],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  features?: ScenarioTerrain['features'],
): ScenarioTerrain => ({
  id,
  type,
  points: rectangle(x0, y0, x1, y1),
  ...(features ? { features } : {}),
});
const u = (state: BattleState, id: string): UnitState => unitById(state, id)!;
const withUnit = (state: BattleState, id: string, change: Partial<UnitState>): BattleState => ({
  ...state,
  units: state.units.map((x) => (x.id === id ? { ...x, ...change } : x)),
});

/** Side A's company `mus` at (36, 10) facing north (front centre (36, 10.79)); a far enemy; and the rest. */
function table(extra: { A?: Spot[]; B?: Spot[]; terrain?: ScenarioTerrain[]; mover?: ScenarioUnit } = {}) {
  return fixtureState({
    A: [{ unit: extra.mover ?? unitOf('mus', 'musketeer-company'), at: at(36, 10, 90) }, ...(extra.A ?? [])],
    B: [{ unit: unitOf('far', 'tercio'), at: at(6, 44, -90) }, ...(extra.B ?? [])],
    terrain: extra.terrain ?? [],
  });
}
const front = { x: 36, y: 10 + 1.574803149606299 / 2 };
const path = (state: BattleState, to: { x: number; y: number }, id = 'mus') =>
  pathTerrain(state, u(state, id), frontCentre(u(state, id).base), to);
const move = (state: BattleState, to: { x: number; y: number }, speed = 12, options = {}) =>
  planMove(state, u(state, 'mus'), to, () => speed, options);
const open: PathTerrain = { difficult: false, veryDifficult: false, easy: false, easyCrossed: false, impassable: null };

describe('Terrain and Movement: the terrain the front centre crosses', () => {
  it('open ground: nothing', () => {
    expect(path(table(), { x: 36, y: 20 })).toEqual(open);
  });

  it('a wood crossed is Very difficult; a hedge Difficult; a piece off the line nothing', () => {
    expect(path(table({ terrain: [rect('wood', 'large-forest', 30, 14, 42, 16)] }), { x: 36, y: 20 })).toEqual({
      ...open,
      veryDifficult: true,
    });
    expect(path(table({ terrain: [rect('hedge', 'hedge', 30, 14, 42, 14.4)] }), { x: 36, y: 20 })).toEqual({
      ...open,
      difficult: true,
    });
    expect(path(table({ terrain: [rect('wood', 'large-forest', 40, 14, 42, 16)] }), { x: 36, y: 20 })).toEqual(open);
  });

  it('Easy: the whole line on a road; a road at one end only, or a hedge across it, is not', () => {
    const road = rect('road', 'road', 35, 8, 37, 30);
    expect(path(table({ terrain: [road] }), { x: 36, y: 20 })).toEqual({ ...open, easy: true, easyCrossed: true });
    expect(path(table({ terrain: [rect('road', 'road', 35, 8, 37, 15)] }), { x: 36, y: 20 }).easy).toBe(false);
    expect(path(table({ terrain: [rect('road', 'road', 35, 15, 37, 30)] }), { x: 36, y: 20 }).easy).toBe(false);
    const hedged = path(table({ terrain: [road, rect('hedge', 'hedge', 30, 14, 42, 14.4)] }), { x: 36, y: 20 });
    expect(hedged).toEqual({ ...open, difficult: true });
    const wooded = path(table({ terrain: [road, rect('wood', 'large-forest', 30, 14, 42, 16)] }), { x: 36, y: 20 });
    expect(wooded).toEqual({ ...open, veryDifficult: true });
  });

  it('Impassable: a lake crossed is named', () => {
    expect(path(table({ terrain: [rect('lake', 'small-lake', 30, 14, 42, 16)] }), { x: 36, y: 20 })).toEqual({
      ...open,
      impassable: 'lake',
    });
  });

  it('a river is crossed at a bridge or a ford on the line, not elsewhere', () => {
    const river = rect('river', 'river', 0, 14, 72, 16, ['impassable']);
    const bridge = rect('bridge', 'bridge', 35, 13, 37, 17);
    const ford = rect('ford', 'ford', 35, 13, 37, 17);
    expect(path(table({ terrain: [river] }), { x: 36, y: 20 }).impassable).toBe('river');
    expect(path(table({ terrain: [river, bridge] }), { x: 36, y: 20 }).impassable).toBeNull();
    expect(path(table({ terrain: [river, ford] }), { x: 36, y: 20 })).toEqual({ ...open, difficult: true });
    expect(
      path(table({ terrain: [river, rect('bridge', 'bridge', 45, 13, 47, 17)] }), { x: 36, y: 20 }).impassable,
    ).toBe('river');
    // A river that is only Very difficult: the bridge spares the crossing its Very difficult ground.
    const deep = rect('river', 'river', 0, 14, 72, 16, ['very-difficult']);
    expect(path(table({ terrain: [deep] }), { x: 36, y: 20 }).veryDifficult).toBe(true);
    expect(path(table({ terrain: [deep, bridge] }), { x: 36, y: 20 }).veryDifficult).toBe(false);
    const shallow = rect('river', 'river', 0, 14, 72, 16, ['difficult']);
    expect(path(table({ terrain: [shallow, bridge] }), { x: 36, y: 20 }).difficult).toBe(false);
    expect(path(table({ terrain: [shallow] }), { x: 36, y: 20 }).difficult).toBe(true);
  });

  // Bridge: "It must be wide enough to allow the river to be crossed": the line must cross the water on the bridge.
  // A bridge laid slantwise over the river: the line x = 36 runs on it from the bank (y 13) to y 14, where the water
  // starts, and crosses the water (y 14 to 16) beside it — not at the bridge. A slanted bridge under the whole
  // crossing carries the line over.
  it('a line that clips the end of a bridge and crosses the water beside it is not crossing at the bridge', () => {
    const river = rect('river', 'river', 0, 14, 72, 16, ['impassable']);
    const slant = (points: [number, number][]): ScenarioTerrain => ({
      id: 'bridge',
      type: 'bridge',
      points: points.map(([x, y]) => ({ x, y })),
    });
    const beside = slant([
      [35.5, 13],
      [36.5, 13],
      [38.5, 17],
      [37.5, 17],
    ]);
    expect(path(table({ terrain: [river, beside] }), { x: 36, y: 20 }).impassable).toBe('river');
    const under = slant([
      [35, 13],
      [37, 13],
      [37.5, 17],
      [35.5, 17],
    ]);
    expect(path(table({ terrain: [river, under] }), { x: 36, y: 20 }).impassable).toBeNull();
    // Two fords end to end across the water carry the line as one would, listed in either order.
    const fords = [rect('f1', 'ford', 35, 13, 37, 15), rect('f2', 'ford', 35, 15, 37, 17)];
    expect(path(table({ terrain: [river, ...fords] }), { x: 36, y: 20 }).impassable).toBeNull();
    expect(path(table({ terrain: [river, fords[1]!, fords[0]!] }), { x: 36, y: 20 }).impassable).toBeNull();
    // With a gap of water between them the line is in the river there: not crossing at a ford.
    const gapped = [rect('f1', 'ford', 35, 13, 37, 14.8), rect('f2', 'ford', 35, 15.2, 37, 17)];
    expect(path(table({ terrain: [river, ...gapped] }), { x: 36, y: 20 }).impassable).toBe('river');
    // A short ford lying on a bridge that spans the water takes nothing away from the bridge.
    const spanned = [rect('b', 'bridge', 35, 13, 37, 17), rect('f', 'ford', 35, 13.5, 37, 14)];
    expect(path(table({ terrain: [river, ...spanned] }), { x: 36, y: 20 }).impassable).toBeNull();
  });

  // A river bent back on itself (a "C" open to the east) that the line x = 36 crosses twice, at y 14-16 and again at
  // y 24-26: a bridge on one crossing only leaves the other in the water ("allow the river to be crossed" — the whole
  // of it); bridges on both carry the line over.
  it('a line that crosses one river twice must cross it at a bridge both times', () => {
    const bent: ScenarioTerrain = {
      id: 'river',
      type: 'river',
      points: [
        [0, 14],
        [72, 14],
        [72, 16],
        [4, 16],
        [4, 24],
        [72, 24],
        [72, 26],
        [0, 26],
      ].map(([x, y]) => ({ x: x!, y: y! })),
      features: ['impassable'],
    };
    const first = rect('b1', 'bridge', 35, 13, 37, 17);
    const second = rect('b2', 'bridge', 35, 23, 37, 27);
    expect(path(table({ terrain: [bent, first] }), { x: 36, y: 30 }).impassable).toBe('river');
    expect(path(table({ terrain: [bent, second] }), { x: 36, y: 30 }).impassable).toBe('river');
    expect(path(table({ terrain: [bent, first, second] }), { x: 36, y: 30 }).impassable).toBeNull();
    // Short of the second crossing, the first bridge is enough.
    expect(path(table({ terrain: [bent, first] }), { x: 36, y: 20 }).impassable).toBeNull();
  });

  // Terrain and Movement: "A unit is affected by a terrain type when its front centre crosses it"; Impassable: "no unit
  // may cross or enter it". A line that ends on a piece's outline, or starts on it and goes away, neither crosses nor
  // enters it (as a line of sight or a move's line that only grazes a blocker, core's `lineOfSight`); a bridge
  // elsewhere on the line changes nothing (it once did: the touched river, with no water on the line, was "bridged").
  it('a line that only touches an outline does not cross the piece: up to the river bank, to the edge of a wood', () => {
    const river = rect('river', 'river', 0, 14, 72, 16, ['impassable']);
    const brook = rect('brook', 'river', 0, 10.9, 72, 11.4, ['difficult']);
    const bridge = rect('bridge', 'bridge', 35, 10.5, 37, 11.8);
    expect(path(table({ terrain: [river] }), { x: 36, y: 14 })).toEqual(open);
    expect(path(table({ terrain: [river, brook, bridge] }), { x: 36, y: 14 })).toEqual(open);
    expect(path(table({ terrain: [rect('lake', 'small-lake', 30, 14, 42, 16)] }), { x: 36, y: 14 })).toEqual(open);
    expect(path(table({ terrain: [rect('wood', 'large-forest', 30, 14, 42, 16)] }), { x: 36, y: 14 })).toEqual(open);
    // The move is made (it was refused as crossing the river), its base stopped at the bank as any move is.
    const plan = move(table({ terrain: [river] }), { x: 36, y: 14 });
    expect(plan.ok).toBe(true);
    if (plan.ok) expect(frontCentre(plan.base).y).toBeGreaterThan(13.8);
    // The river touched stays an obstacle beside the line (Obstacles: the 3" gap), a bridge elsewhere on the line or not:
    // a company 0.21" short of the bank, left of the line, leaves no 3" gap.
    const left: Spot = { unit: unitOf('g', 'musketeer-company'), at: at(32.5, 13, 90) };
    const refused = { ok: false, reason: 'the gap between g and river is under 3"' };
    expect(move(table({ A: [left], terrain: [river] }), { x: 36, y: 14 })).toEqual(refused);
    expect(move(table({ A: [left], terrain: [river, brook, bridge] }), { x: 36, y: 14 })).toEqual(refused);
    // From the bank of the wood, away from it: nothing; into it: Very difficult.
    const wood = rect('wood', 'large-forest', 30, 6, 42, front.y);
    expect(path(table({ terrain: [wood] }), { x: 36, y: 14 })).toEqual(open);
    expect(path(table({ terrain: [rect('wood', 'large-forest', 30, front.y, 42, 16)] }), { x: 36, y: 14 })).toEqual({
      ...open,
      veryDifficult: true,
    });
  });

  it('a lake is not made passable by a bridge: only a river is', () => {
    const lake = rect('lake', 'small-lake', 0, 14, 72, 16);
    expect(
      path(table({ terrain: [lake, rect('bridge', 'bridge', 35, 13, 37, 17)] }), { x: 36, y: 20 }).impassable,
    ).toBe('lake');
  });

  it('Building: impassable to those who may not enter it, not to those who may, nor to its occupant leaving it', () => {
    const house = rect('house', 'small-building', 34, 14, 38, 17);
    const company = table({ terrain: [house] });
    expect(path(company, { x: 36, y: 20 }).impassable).toBeNull();
    const tercio = table({ terrain: [house], mover: unitOf('mus', 'tercio') });
    expect(path(tercio, { x: 36, y: 20 }).impassable).toBe('house');
    expect(path(withUnit(tercio, 'mus', { inBuilding: 'house' }), { x: 36, y: 20 }).impassable).toBeNull();
  });
});

describe('Scenery Elements > Bridge: "It must be wide enough to allow the river to be crossed"', () => {
  // Brevis Editio > River flow: a river may roll Impassable (5-6); a bridge or a ford is then the way over it.
  const river = rect('river', 'river', 0, 14, 72, 16, ['impassable']);
  const bridge = rect('bridge', 'bridge', 34, 13, 38, 17);

  it('a move across an Impassable river at a bridge is made; elsewhere it is refused', () => {
    const plan = move(table({ terrain: [river, bridge] }), { x: 36, y: 20 });
    expect(plan).toMatchObject({ ok: true, corrected: 'none', disorder: false });
    if (plan.ok) expect(frontCentre(plan.base).y).toBeCloseTo(20, 9);
    expect(move(table({ terrain: [river, bridge] }), { x: 44, y: 20 })).toEqual({
      ok: false,
      reason: 'the line crosses impassable terrain (river)',
    });
    expect(move(table({ terrain: [river] }), { x: 36, y: 20 })).toEqual({
      ok: false,
      reason: 'the line crosses impassable terrain (river)',
    });
  });

  it('a move may not end on the river, bridge or not: it stops at the river ("must not end [...] overlapping")', () => {
    const state = table({ terrain: [river, bridge] });
    const plan = move(state, { x: 36, y: 15.5 });
    expect(plan).toMatchObject({ ok: true, corrected: 'contact' });
    if (!plan.ok) return;
    expect(frontCentre(plan.base).y).toBeLessThanOrEqual(14);
    expect(frontCentre(plan.base).y).toBeGreaterThan(13.8);
    expect(overlapsSomething(state, u(state, 'mus'), plan.base)).toBeNull();
  });

  it('a lake is not crossed by a bridge laid over it: only a river is', () => {
    const lake = rect('lake', 'small-lake', 0, 14, 72, 16);
    expect(move(table({ terrain: [lake, bridge] }), { x: 36, y: 20 })).toEqual({
      ok: false,
      reason: 'the line crosses impassable terrain (lake)',
    });
  });

  it('a charge across an Impassable river at a bridge reaches the enemy beyond it', () => {
    const state = table({
      terrain: [river, bridge],
      B: [{ unit: unitOf('e', 'musketeer-company'), at: at(36, 19, -90) }],
    });
    const plan = planCharge(state, u(state, 'mus'), u(state, 'e'), () => 12, false);
    expect(plan.reachable).toBe(true);
    const noBridge = table({ terrain: [river], B: [{ unit: unitOf('e', 'musketeer-company'), at: at(36, 19, -90) }] });
    expect(planCharge(noBridge, u(noBridge, 'mus'), u(noBridge, 'e'), () => 12, false).reachable).toBe(false);
  });
});

describe('Overlap: what stops a base', () => {
  const base = (state: BattleState): Base => u(state, 'mus').base;

  it('the table edge, another unit (not one ignored), impassable terrain; a wood does not', () => {
    const state = table({
      A: [{ unit: unitOf('f', 'tercio'), at: at(20, 10, 90) }],
      terrain: [rect('lake', 'small-lake', 50, 8, 54, 12), rect('wood', 'large-forest', 60, 8, 64, 12)],
    });
    const mus = u(state, 'mus');
    const b = base(state);
    expect(overlapsSomething(state, mus, b)).toBeNull();
    expect(overlapsSomething(state, mus, { ...b, centre: { x: 0.5, y: 10 } })).toBe('the table edge');
    expect(overlapsSomething(state, mus, { ...b, centre: { x: 36, y: 47.9 } })).toBe('the table edge');
    expect(overlapsSomething(state, mus, { ...b, centre: { x: 21, y: 10 } })).toBe('f');
    expect(overlapsSomething(state, mus, { ...b, centre: { x: 21, y: 10 } }, ['f'])).toBeNull();
    expect(overlapsSomething(state, mus, { ...b, centre: { x: 52, y: 10 } })).toBe('lake');
    expect(overlapsSomething(state, mus, { ...b, centre: { x: 49, y: 10 } })).toBe('lake');
    expect(overlapsSomething(state, mus, { ...b, centre: { x: 62, y: 10 } })).toBeNull();
    // Its own unit is no obstacle; a destroyed one is none either.
    expect(
      overlapsSomething(withUnit(state, 'f', { destroyed: true }), mus, { ...b, centre: { x: 21, y: 10 } }),
    ).toBeNull();
  });

  it('touching is not overlapping; an overlap of a few hundredths is', () => {
    const state = table({ A: [{ unit: unitOf('f', 'musketeer-company'), at: at(36, 12, 90) }] });
    const mus = u(state, 'mus');
    const depth = mus.base.depth;
    expect(overlapsSomething(state, mus, { ...mus.base, centre: { x: 36, y: 12 - depth - 0.001 } })).toBeNull();
    expect(overlapsSomething(state, mus, { ...mus.base, centre: { x: 36, y: 12 - depth + 0.05 } })).toBe('f');
  });

  it('a building is impassable to a tercio; the building its own unit stands in is not', () => {
    const state = table({ mover: unitOf('mus', 'tercio'), terrain: [rect('house', 'small-building', 34, 8, 38, 12)] });
    const ter = u(state, 'mus');
    expect(overlapsSomething(state, ter, ter.base)).toBe('house');
    expect(overlapsSomething(state, { ...ter, inBuilding: 'house' }, ter.base)).toBeNull();
  });
});

describe('Activation Movement: the line, the turn, the distance', () => {
  it('a destination where the unit stands is no move', () => {
    expect(move(table(), { x: 36, y: front.y + 0.04 })).toEqual({
      ok: false,
      reason: 'the destination is where the unit stands',
    });
    expect(move(table(), { x: 36, y: front.y + 0.06 }).ok).toBe(true);
  });

  it('"must not exceed 90 degrees": exactly 90 is allowed, more is not; a smaller limit can be set', () => {
    expect(move(table(), { x: 46, y: front.y }).ok).toBe(true);
    expect(move(table(), { x: 46, y: front.y - 0.5 })).toEqual({
      ok: false,
      reason: 'the turn towards the destination exceeds 90 degrees',
    });
    const limited = { maxPivot: Math.PI / 4 };
    expect(move(table(), { x: 40, y: front.y + 5 }, 12, limited).ok).toBe(true);
    expect(move(table(), { x: 40, y: front.y + 3 }, 12, limited).ok).toBe(false);
  });

  it('"no further than the movement distance": exactly the Speed is allowed, beyond it the reason says how far', () => {
    const done = move(table(), { x: 36, y: front.y + 5 }, 5);
    expect(done).toMatchObject({
      ok: true,
      disorder: false,
      inBuilding: null,
      corrected: 'none',
      pushed: [],
    });
    if (done.ok) {
      expect(frontCentre(done.base).y).toBeCloseTo(front.y + 5, 9);
      expect(done.distance).toBeCloseTo(5, 9);
      expect(done.base.facing).toBeCloseTo(Math.PI / 2, 6);
    }
    expect(move(table(), { x: 36, y: front.y + 5.2 }, 5)).toEqual({
      ok: false,
      reason: '5.2" is beyond the unit\'s 5" of movement',
    });
  });

  it('the Speed is asked for the terrain the line crosses', () => {
    const state = table({ terrain: [rect('wood', 'large-forest', 30, 14, 42, 16)] });
    const speed = (t: PathTerrain) => (t.veryDifficult ? 4 : 8);
    expect(planMove(state, u(state, 'mus'), { x: 36, y: front.y + 6 }, speed).ok).toBe(false);
    const plan = planMove(state, u(state, 'mus'), { x: 36, y: front.y + 4 }, speed);
    expect(plan).toMatchObject({ ok: true, disorder: true });
  });

  it('impassable terrain across the line: no move, and which piece', () => {
    expect(move(table({ terrain: [rect('lake', 'small-lake', 30, 14, 42, 16)] }), { x: 36, y: 20 })).toEqual({
      ok: false,
      reason: 'the line crosses impassable terrain (lake)',
    });
  });

  it('"This line must not cross other units"; "a gap of at least 3 inches" between two', () => {
    const crossed = table({ B: [{ unit: unitOf('e', 'tercio'), at: at(36, 15, -90) }] });
    expect(move(crossed, { x: 36, y: 20 })).toEqual({ ok: false, reason: 'the line crosses e' });
    const narrow = table({
      A: [
        { unit: unitOf('g1', 'tercio'), at: at(32.5, 15, 90) },
        { unit: unitOf('g2', 'tercio'), at: at(39.5, 15, 90) },
      ],
    });
    const got = move(narrow, { x: 36, y: 20 });
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.reason).toMatch(/^the gap between g[12] and g[12] is under 3"$/);
  });

  it('Overlap > Exceptions: a friendly gun is passed through; an enemy gun is not, nor a friend by a gun', () => {
    const friend = table({ A: [{ unit: unitOf('gun', 'light-artillery'), at: at(36, 14, 90) }] });
    expect(move(friend, { x: 36, y: 20 })).toMatchObject({ ok: true, pushed: [] });
    const enemy = table({ B: [{ unit: unitOf('gun', 'light-artillery'), at: at(36, 14, -90) }] });
    expect(move(enemy, { x: 36, y: 20 })).toEqual({ ok: false, reason: 'the line crosses gun' });
    const gunMover = table({
      mover: unitOf('mus', 'light-artillery'),
      A: [{ unit: unitOf('gun', 'light-artillery'), at: at(36, 14, 90) }],
    });
    expect(move(gunMover, { x: 36, y: 20 }).ok).toBe(false);
  });

  it('"pushed back behind it by up to one inch": a gun the mover ends on is pushed back along the move', () => {
    const state = table({ A: [{ unit: unitOf('gun', 'light-artillery'), at: at(36, 15.5, 90) }] });
    const plan = move(state, { x: 36, y: 17.5 });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.pushed).toHaveLength(1);
    const pushed = plan.pushed[0]!;
    expect(pushed.id).toBe('gun');
    const back = 15.5 - pushed.base.centre.y;
    expect(back).toBeGreaterThan(0);
    expect(back).toBeLessThanOrEqual(1 + 1e-9);
    expect(basesOverlap(plan.base, pushed.base, 0.01)).toBe(false);
    // The smallest push of a quarter inch that clears it.
    expect(back % 0.25).toBeCloseTo(0, 9);
    expect(basesOverlap(plan.base, { ...pushed.base, centre: { x: 36, y: pushed.base.centre.y + 0.25 } }, 0.01)).toBe(
      true,
    );
  });

  it('a gun that cannot be pushed back 1" clear: the move is refused', () => {
    // The mover ends squarely on the gun, more than 1" deep.
    const state = table({ A: [{ unit: unitOf('gun', 'light-artillery'), at: at(36, 15.5, 90) }] });
    expect(move(state, { x: 36, y: 16.3 })).toEqual({
      ok: false,
      reason: 'not enough movement to pass gun, and it cannot be pushed back 1"',
    });
  });
});

describe('Angle Correction and the point of contact', () => {
  it("an end position overlapping a unit's corner: pivoted (5 to 45 degrees) to clear it", () => {
    // A tercio ahead and to the right; the company ends with its right front corner on it.
    const state = table({ A: [{ unit: unitOf('f', 'tercio'), at: at(39.5, 18, 90) }] });
    const plan = move(state, { x: 36, y: 17.2 });
    expect(plan).toMatchObject({ ok: true, corrected: 'angle' });
    if (!plan.ok) return;
    const turn = Math.abs(plan.base.facing - Math.PI / 2);
    expect(turn).toBeGreaterThan(0);
    expect(turn).toBeLessThanOrEqual(Math.PI / 4 + 1e-9);
    expect(basesOverlap(plan.base, u(state, 'f').base, 0.01)).toBe(false);
    expect(frontCentre(plan.base).y).toBeCloseTo(17.2, 9);
  });

  it('"If the overlap persists despite this, the movement is stopped backwards at the point of contact"', () => {
    // An enemy tercio off the line (its left edge 1" right of it) but across the company's right half: no pivot of
    // 45 degrees clears it at the end of the move.
    const state = table({ B: [{ unit: unitOf('e', 'tercio'), at: at(37 + 2.3622, 18, -90) }] });
    const plan = planMove(state, u(state, 'mus'), { x: 36, y: 19 }, () => 12);
    expect(plan).toMatchObject({ ok: true, corrected: 'contact', disorder: false, pushed: [] });
    if (!plan.ok) return;
    expect(plan.distance).toBeLessThan(19 - front.y - 1);
    expect(plan.distance).toBeGreaterThan(18 - 1.1811 - front.y - 0.15);
    expect(baseGap(plan.base, u(state, 'e').base)).toBeLessThan(0.11);
    expect(basesOverlap(plan.base, u(state, 'e').base, 0.01)).toBe(false);
    expect(plan.base.facing).toBeCloseTo(Math.PI / 2, 6);
  });

  it('a unit already in contact with what is in its way: no move, and what blocks it', () => {
    const state = table({ B: [{ unit: unitOf('e', 'tercio'), at: at(37 + 2.3622, front.y + 1.1811 + 0.005, -90) }] });
    const plan = planMove(state, u(state, 'mus'), { x: 36, y: 14 }, () => 12);
    expect(plan).toEqual({ ok: false, reason: 'the way is blocked by e' });
  });
});

describe('Building: "To occupy a building it is enough to move into it with a Ready! order"', () => {
  const house = rect('house', 'small-building', 34, 14, 38, 17);

  it('a company moved into it occupies it, placed on its centre, facing the way it went', () => {
    const plan = move(table({ terrain: [house] }), { x: 36, y: 15 }, 12, { mayOccupy: true });
    expect(plan).toMatchObject({ ok: true, inBuilding: 'house', disorder: false, corrected: 'none', pushed: [] });
    if (!plan.ok) return;
    expect(plan.base.centre).toEqual({ x: 36, y: 15.5 });
    expect(plan.distance).toBeCloseTo(15.5 - front.y, 9);
    expect(plan.base.facing).toBeCloseTo(Math.PI / 2, 6);
  });

  it('without the Ready! occupation the same move does not enter it', () => {
    const plan = move(table({ terrain: [house] }), { x: 36, y: 15 }, 12);
    expect(plan.ok && plan.inBuilding).toBeFalsy();
  });

  it('a building already occupied by another unit may not be entered', () => {
    const state = table({ terrain: [house], A: [{ unit: unitOf('occ', 'musketeer-company'), at: at(20, 30, 90) }] });
    const held = withUnit(state, 'occ', { inBuilding: 'house' });
    expect(move(held, { x: 36, y: 15 }, 12, { mayOccupy: true })).toEqual({
      ok: false,
      reason: 'house is already occupied',
    });
  });

  it('Ruling "Buildings": by default its centre must be within the movement; `reach-building` measures the line', () => {
    const state = table({ terrain: [house] });
    const to = { x: 36, y: 14.5 };
    const within = move(state, to, 4, { mayOccupy: true });
    expect(within).toEqual({
      ok: false,
      reason: `the centre of house is ${(15.5 - front.y).toFixed(1)}" away, beyond the unit's 4" of movement`,
    });
    const reach = move(state, to, 4, { mayOccupy: true, buildingEntry: 'reach-building' });
    expect(reach).toMatchObject({ ok: true, inBuilding: 'house' });
    if (reach.ok) expect(reach.distance).toBeCloseTo(distance(front, to), 9);
    const explicit = move(state, to, 5, { mayOccupy: true, buildingEntry: 'within-move' });
    expect(explicit).toMatchObject({ ok: true, inBuilding: 'house' });
    if (explicit.ok) expect(explicit.distance).toBeCloseTo(15.5 - front.y, 9);
  });
});

describe('Involuntary moves (Combat > Disengagement, Retreat): as far as the unit can go', () => {
  it('a free move goes the whole way, not blocked', () => {
    const state = table();
    const mus = u(state, 'mus');
    const got = involuntaryMove(state, mus, mus.base, { x: 0, y: -2 }, 3);
    expect(got.moved).toBeCloseTo(3, 9);
    expect(got.blocked).toBe(false);
    expect(got.base.centre.y).toBeCloseTo(7, 9);
    expect(got.base.facing).toBe(mus.base.facing);
  });

  it('a unit behind: the move stops short of it, blocked ("cannot be carried out in full")', () => {
    const state = table({ A: [{ unit: unitOf('f', 'tercio'), at: at(36, 6, 90) }] });
    const mus = u(state, 'mus');
    const got = involuntaryMove(state, mus, mus.base, { x: 0, y: -1 }, 3);
    expect(got.blocked).toBe(true);
    expect(got.moved).toBeLessThan(3);
    expect(got.moved).toBeGreaterThan(0.5);
    expect(basesOverlap(got.base, u(state, 'f').base, 0.01)).toBe(false);
    // The unit in the way ignored: the whole move.
    expect(involuntaryMove(state, mus, mus.base, { x: 0, y: -1 }, 3, ['f']).moved).toBeCloseTo(3, 9);
  });

  it('the table edge stops it', () => {
    const state = table();
    const mus = u(state, 'mus');
    const got = involuntaryMove(state, mus, mus.base, { x: 0, y: -1 }, 12);
    expect(got.blocked).toBe(true);
    expect(got.base.centre.y - mus.base.depth / 2).toBeGreaterThanOrEqual(-1e-6);
    expect(got.base.centre.y - mus.base.depth / 2).toBeLessThan(0.11);
  });

  it('a turn before the move that overlaps: the nearest turn that fits (Angle Correction up to 45 degrees)', () => {
    // The company faces north, a tercio just ahead of it; turned west in place it would overlap the tercio. The
    // shortest slide after which a turn fits wins, then the smallest correction, the positive one first.
    const state = table({ A: [{ unit: unitOf('f', 'tercio'), at: at(36, front.y + 1.1811 + 0.02, 90) }] });
    const mus = u(state, 'mus');
    const west: Base = { ...mus.base, facing: Math.PI };
    expect(overlapsSomething(state, mus, west)).toBe('f');
    const got = involuntaryMove(state, mus, west, { x: -1, y: 0 }, 6);
    expect(overlapsSomething(state, mus, got.base)).toBeNull();
    const turn = got.base.facing - Math.PI;
    expect((turn * 180) / Math.PI).toBeCloseTo(35, 6);
    for (const smaller of [5, 10, 15, 20, 25, 30, -30])
      expect(overlapsSomething(state, mus, { ...west, facing: Math.PI + (smaller * Math.PI) / 180 })).toBe('f');
    // It slides, turns and moves on along the corrected direction, unblocked.
    expect(got.moved).toBeCloseTo(6, 9);
    expect(got.blocked).toBe(false);
    const dx = got.base.centre.x - 36;
    const dy = got.base.centre.y - 10;
    // A slide west in quarter inches (facing north), then the rest along the corrected facing: 6" in all.
    const rest = -dy / Math.sin(turn);
    const slid = 6 - rest;
    expect(slid).toBeGreaterThan(0);
    expect((slid / 0.25) % 1).toBeCloseTo(0, 6);
    expect(dx).toBeCloseTo(-slid - rest * Math.cos(turn), 6);
  });

  it('a unit that overlaps where it stands cannot move at all', () => {
    const state = table();
    const mus = u(state, 'mus');
    const off: Base = { ...mus.base, centre: { x: 0.2, y: 10 } };
    const stuck = { ...mus, base: off };
    expect(involuntaryMove(state, stuck, off, { x: 1, y: 0 }, 3)).toEqual({
      base: off,
      moved: 0,
      blocked: true,
      pushed: [],
    });
  });
});

describe('Involuntary moves stop at the point of contact (Combat > Retreat; Overlap)', () => {
  it('a unit behind: the move ends with the bases touching, not a step short of it', () => {
    const state = table({ A: [{ unit: unitOf('f', 'tercio'), at: at(36, 6, 90) }] });
    const mus = u(state, 'mus');
    const f = u(state, 'f');
    const gap = mus.base.centre.y - mus.base.depth / 2 - (f.base.centre.y + f.base.depth / 2);
    const got = involuntaryMove(state, mus, mus.base, { x: 0, y: -1 }, 3);
    expect(got.blocked).toBe(true);
    expect(got.moved).toBeCloseTo(gap, 2);
  });
});

describe('Obstacles: "the movement is possible only if there is a gap of at least 3 inches between them"', () => {
  // The company's line runs up x = 36; a lake's edge 1.4" left of it and a tercio's 1.14" right of it: 2.54" apart.
  const lake = (x1: number) => rect('lake', 'small-lake', 30, 14, x1, 16);
  const right: Spot = { unit: unitOf('g', 'tercio'), at: at(39.5, 15, 90) };

  it('a lake and a unit under 3" apart: no move between them, Ready! or not; 3.2" apart: the move is made', () => {
    const narrow = table({ A: [right], terrain: [lake(34.6)] });
    const refused = { ok: false, reason: 'the gap between g and lake is under 3"' };
    expect(move(narrow, { x: 36, y: 20 })).toEqual(refused);
    expect(move(narrow, { x: 36, y: 20 }, 12, { mayOccupy: true })).toEqual(refused);
    const wide = table({ A: [right], terrain: [lake(33.9)] });
    expect(move(wide, { x: 36, y: 20 })).toMatchObject({ ok: true, corrected: 'none' });
  });

  it('with an Impassable river elsewhere: the lake still counts for the gap, and a bridge still crosses the river', () => {
    // Only a river is made passable by a bridge (Scenery Elements > Bridge); the other impassable pieces stay obstacles.
    const farRiver = rect('river', 'river', 0, 40, 72, 42, ['impassable']);
    expect(move(table({ A: [right], terrain: [lake(34.6), farRiver] }), { x: 36, y: 20 })).toEqual({
      ok: false,
      reason: 'the gap between g and lake is under 3"',
    });
    const river = rect('river', 'river', 0, 14, 72, 16, ['impassable']);
    const bridge = rect('bridge', 'bridge', 34, 13, 38, 17);
    const farLake = rect('lake', 'small-lake', 60, 30, 66, 36);
    expect(move(table({ terrain: [river, bridge, farLake] }), { x: 36, y: 20 })).toMatchObject({ ok: true });
  });

  it('a building is an obstacle to a tercio even on a Ready! order ("Impassable for [...] units that cannot enter them")', () => {
    // Only the company may occupy a small building; the tercio passes between it and another tercio 2.54" away.
    const house = rect('house', 'small-building', 31, 14, 34.6, 16);
    const state = table({ A: [right], terrain: [house], mover: unitOf('mus', 'tercio') });
    const refused = { ok: false, reason: 'the gap between g and house is under 3"' };
    expect(move(state, { x: 36, y: 20 }, 12, { mayOccupy: true })).toEqual(refused);
    expect(move(state, { x: 36, y: 20 })).toEqual(refused);
  });
});

describe('Building: "one unit per building" (ruling "Buildings"): its own occupant is not in the way', () => {
  it('a company in a building moved again into it with Ready! stays in it: it does not occupy it against itself', () => {
    const house = rect('house', 'small-building', 34, 8, 38, 12);
    const state = withUnit(table({ terrain: [house] }), 'mus', { inBuilding: 'house' });
    const plan = move(state, { x: 36, y: 11.5 }, 12, { mayOccupy: true });
    expect(plan).toMatchObject({ ok: true, inBuilding: 'house' });
    if (plan.ok) expect(plan.base.centre).toEqual({ x: 36, y: 10 });
  });
});

describe('Building: "To occupy a building it is enough to move into it with a Ready! order": only a building', () => {
  it('a Ready! move ending in a wood (or on a road) occupies nothing: the unit stands where it went', () => {
    const wood = rect('wood', 'large-forest', 30, 14, 42, 16);
    const road = rect('road', 'road', 35, 8, 37, 30);
    for (const piece of [wood, road]) {
      const plan = move(table({ terrain: [piece] }), { x: 36, y: 15 }, 12, { mayOccupy: true });
      expect(plan).toMatchObject({ ok: true, inBuilding: null });
      if (plan.ok) expect(frontCentre(plan.base).y).toBeCloseTo(15, 9);
    }
  });
});

describe('Angle Correction: "the movement is stopped backwards at the point of contact"', () => {
  // The enemy tercio of the test above: off the line, across the company's right half; its near edge at y = 16.82.
  const enemy: Spot = { unit: unitOf('e', 'tercio'), at: at(37 + 2.3622, 18, -90) };

  it('the company stops touching it, not a step of 0.1" short of it', () => {
    const state = table({ B: [enemy] });
    const plan = planMove(state, u(state, 'mus'), { x: 36, y: 18.94 }, () => 12);
    expect(plan).toMatchObject({ ok: true, corrected: 'contact' });
    if (!plan.ok) return;
    expect(baseGap(plan.base, u(state, 'e').base)).toBeLessThan(0.005);
    expect(basesOverlap(plan.base, u(state, 'e').base, 0.01)).toBe(false);
  });

  it('a friendly gun on the way is passed through ("interpenetration is allowed"): the stop is at the enemy', () => {
    // The gun stands across the company's left half, clear of the line (x 34.21-35.79).
    const state = table({ A: [{ unit: unitOf('gun', 'light-artillery'), at: at(35, 13, 90) }], B: [enemy] });
    const plan = planMove(state, u(state, 'mus'), { x: 36, y: 18.94 }, () => 12);
    expect(plan).toMatchObject({ ok: true, corrected: 'contact', pushed: [] });
    if (!plan.ok) return;
    expect(baseGap(plan.base, u(state, 'e').base)).toBeLessThan(0.005);
  });
});

describe('Overlap > Exceptions: "that artillery unit is pushed back behind it by up to one inch"', () => {
  it('not onto another unit: a gun with a company 0.3" behind it cannot be pushed back clear, so the move is refused', () => {
    // The gun (x 36.51-38.09) and the company behind it (x 37.1-40.25) are both off the line x = 36; the mover ends
    // 0.36" over the gun, which a push of 0.5" would clear but for the company.
    const gun: Spot = { unit: unitOf('gun', 'light-artillery'), at: at(37.3, 15.5, 90) };
    const behind: Spot = { unit: unitOf('c', 'musketeer-company'), at: at(38.675, 14.41 - 0.7874, 90) };
    expect(move(table({ A: [gun] }), { x: 36, y: 17.5 })).toMatchObject({ ok: true, pushed: [{ id: 'gun' }] });
    expect(move(table({ A: [gun, behind] }), { x: 36, y: 17.5 })).toEqual({
      ok: false,
      reason: 'not enough movement to pass gun, and it cannot be pushed back 1"',
    });
  });

  it('into the place the mover has left: a gun just ahead of it is pushed back half an inch onto its old place', () => {
    const state = table({ A: [{ unit: unitOf('gun', 'light-artillery'), at: at(36, front.y + 0.7874 + 0.01, 90) }] });
    const plan = move(state, { x: 36, y: 13.6 });
    expect(plan).toMatchObject({ ok: true, corrected: 'none', pushed: [{ id: 'gun' }] });
    if (!plan.ok) return;
    const pushed = plan.pushed[0]!.base;
    expect(u(state, 'gun').base.centre.y - pushed.centre.y).toBeCloseTo(0.5, 9);
    expect(basesOverlap(pushed, u(state, 'mus').base, 0.01)).toBe(true);
    expect(basesOverlap(pushed, plan.base, 0.01)).toBe(false);
  });
});

describe('Combat movements (Disengagement, Retreat, Evasion): the turn before the move and the slide', () => {
  // Ruling "Combat movements": "they are made in straight lines [...] retreat with the back to the enemy"; a turn that
  // would overlap is corrected as Angle Correction allows ("This pivot may not exceed 45 degrees"), after the shortest
  // slide; "Units may not pass through other units" (Overlap), the slide included.
  const ahead = (dy = 0.02): Spot => ({ unit: unitOf('f', 'tercio'), at: at(36, front.y + 1.1811 + dy, 90) });
  const turned = (state: BattleState, facing: number): Base => ({ ...u(state, 'mus').base, facing });

  it('a turned move stopped by the table edge is blocked ("cannot be carried out in full")', () => {
    const state = table({ A: [ahead()] });
    const got = involuntaryMove(state, u(state, 'mus'), turned(state, Math.PI), { x: -1, y: 0 }, 40);
    expect(overlapsSomething(state, u(state, 'mus'), got.base)).toBeNull();
    expect(got.moved).toBeLessThan(40);
    expect(got.blocked).toBe(true);
  });

  it('the direction need not be of length 1: the same move for (-2, 0) as for (-1, 0)', () => {
    const state = table({ A: [ahead()] });
    const one = involuntaryMove(state, u(state, 'mus'), turned(state, Math.PI), { x: -1, y: 0 }, 6);
    const two = involuntaryMove(state, u(state, 'mus'), turned(state, Math.PI), { x: -2, y: 0 }, 6);
    expect(two.moved).toBeCloseTo(one.moved, 9);
    expect(two.base.centre.x).toBeCloseTo(one.base.centre.x, 9);
    expect(two.base.centre.y).toBeCloseTo(one.base.centre.y, 9);
    expect(two.base.facing).toBeCloseTo(one.base.facing, 9);
  });

  it('the same turn to the east: the correction that fits is the negative one', () => {
    const state = table({ A: [ahead()] });
    const east = turned(state, 0);
    expect(overlapsSomething(state, u(state, 'mus'), east)).toBe('f');
    const got = involuntaryMove(state, u(state, 'mus'), east, { x: 1, y: 0 }, 6);
    expect(overlapsSomething(state, u(state, 'mus'), got.base)).toBeNull();
    expect((got.base.facing * 180) / Math.PI).toBeCloseTo(-35, 6);
    expect(got.moved).toBeCloseTo(6, 9);
  });

  it('a retreat northwards: after the slide the rest of the move goes along the corrected facing', () => {
    // The scene of the turn to the west turned a quarter turn: the company faces east, the tercio just ahead of it.
    const state = fixtureState({
      A: [
        { unit: unitOf('mus', 'musketeer-company'), at: at(30, 24, 0) },
        { unit: unitOf('f', 'tercio'), at: at(30 + 0.7874 + 1.1811 + 0.02, 24, 0) },
      ],
      B: [{ unit: unitOf('far', 'tercio'), at: at(6, 44, -90) }],
      terrain: [],
    });
    const mus = u(state, 'mus');
    const north: Base = { ...mus.base, facing: Math.PI / 2 };
    expect(overlapsSomething(state, mus, north)).toBe('f');
    const got = involuntaryMove(state, mus, north, { x: 0, y: 1 }, 6);
    expect(got).toMatchObject({ blocked: false });
    expect(got.moved).toBeCloseTo(6, 9);
    const turn = got.base.facing - Math.PI / 2;
    expect((turn * 180) / Math.PI).toBeCloseTo(35, 6);
    const v = { x: got.base.centre.x - 30, y: got.base.centre.y - 24 };
    // v = a slide of `slid` north, then 6 - slid along the final facing.
    const slid = 6 - v.x / Math.cos(got.base.facing);
    expect(slid).toBeGreaterThan(0);
    expect((slid / 0.25) % 1).toBeCloseTo(0, 6);
    expect(v.y).toBeCloseTo(slid + (6 - slid) * Math.sin(got.base.facing), 6);
  });

  it('no turn fits within the move: the unit moves without turning rather than not at all', () => {
    // Turned west the company overlaps the tercio ahead for every slide up to 1" and every correction up to 45 degrees.
    const state = table({ A: [ahead()] });
    const mus = u(state, 'mus');
    const got = involuntaryMove(state, mus, turned(state, Math.PI), { x: -1, y: 0 }, 1);
    expect(got.base.facing).toBe(mus.base.facing);
    expect(got.moved).toBeCloseTo(1, 9);
    expect(got.blocked).toBe(false);
    expect(got.base.centre).toEqual({ x: 35, y: 10 });
  });

  it('the slide may not pass through a unit: blocked 0.13" away, the unit moves at most those 0.13", unturned', () => {
    // Turned west (in place, or corrected up to 45 degrees) the company overlaps `a` or `c` (north-east and south-east
    // of it); slid 0.25" west the turned base would fit, but the slide, made facing north, runs into `b`, 0.13" west.
    const state = table({
      A: [
        { unit: unitOf('a', 'light-artillery'), at: at(36.6 + 0.7874, 10.8 + 0.7874, 90) },
        { unit: unitOf('c', 'light-artillery'), at: at(36.6 + 0.7874, 9.2 - 0.7874, 90) },
        { unit: unitOf('b', 'light-artillery'), at: at(34.3 - 0.7874, 10, 90) },
      ],
    });
    const mus = u(state, 'mus');
    expect(overlapsSomething(state, mus, mus.base)).toBeNull();
    expect(overlapsSomething(state, mus, turned(state, Math.PI))).not.toBeNull();
    expect(overlapsSomething(state, mus, { ...turned(state, Math.PI), centre: { x: 35.75, y: 10 } })).toBeNull();
    const got = involuntaryMove(state, mus, turned(state, Math.PI), { x: -1, y: 0 }, 3);
    expect(got.base.facing).toBe(mus.base.facing);
    expect(got.moved).toBeGreaterThan(0);
    expect(got.moved).toBeLessThanOrEqual(34.4252 - 34.3);
    expect(got.blocked).toBe(true);
    expect(overlapsSomething(state, mus, got.base)).toBeNull();
    // "as far as it can": up to contact with `b`, its own outline (facing north) measured, not the outline it would
    // have turned west (which stopped by 0.1" steps, up to a tenth of an inch short: 0.11" here).
    expect(got.moved).toBeCloseTo(34.4252 - 34.3, 3);
    expect(baseGap(got.base, u(state, 'b').base)).toBeLessThan(0.001);
  });

  it('the exact turn after the shortest slide comes before any correction ("the smallest correction")', () => {
    // The scene above without `b`: slid 0.25" west, the company turned exactly west clears `a` and `c`.
    const state = table({
      A: [
        { unit: unitOf('a', 'light-artillery'), at: at(36.6 + 0.7874, 10.8 + 0.7874, 90) },
        { unit: unitOf('c', 'light-artillery'), at: at(36.6 + 0.7874, 9.2 - 0.7874, 90) },
      ],
    });
    const mus = u(state, 'mus');
    expect(overlapsSomething(state, mus, turned(state, Math.PI))).not.toBeNull();
    const got = involuntaryMove(state, mus, turned(state, Math.PI), { x: -1, y: 0 }, 3);
    expect(got.base.facing).toBe(Math.PI);
    expect(got).toMatchObject({ blocked: false });
    expect(got.moved).toBeCloseTo(3, 9);
    expect(got.base.centre.x).toBeCloseTo(33, 9);
    expect(got.base.centre.y).toBeCloseTo(10, 9);
  });

  it('a slide of exactly the whole move: the turn after it is still made, the retreat ending turned', () => {
    // Ruling "Retreat with its back to the enemy": "the nearest about-face that fits [...] each after the shortest
    // slide of 0.25" steps along the retreat's direction [...] the slide counts in the move [...] Only when no turn
    // fits does the unit retreat keeping its facing." The scene above, a move of only 0.25": the exact turn fits after
    // a slide of 0.25", the whole move; the unit ends there turned west (its back to the enemy), not unturned.
    const state = table({
      A: [
        { unit: unitOf('a', 'light-artillery'), at: at(36.6 + 0.7874, 10.8 + 0.7874, 90) },
        { unit: unitOf('c', 'light-artillery'), at: at(36.6 + 0.7874, 9.2 - 0.7874, 90) },
      ],
    });
    const mus = u(state, 'mus');
    const got = involuntaryMove(state, mus, turned(state, Math.PI), { x: -1, y: 0 }, 0.25);
    expect(got.base.facing).toBe(Math.PI);
    expect(got).toMatchObject({ moved: 0.25, blocked: false });
    expect(got.base.centre.x).toBeCloseTo(35.75, 9);
    expect(got.base.centre.y).toBeCloseTo(10, 9);
    expect(overlapsSomething(state, mus, got.base)).toBeNull();
  });

  it('a unit that already overlaps where it stands does not slide out of it: it does not move', () => {
    // The tercio overlaps the company's front by 0.05"; turned west in place the company overlaps it too.
    const placed = table({ A: [ahead()] });
    const f = u(placed, 'f').base;
    const state = withUnit(placed, 'f', { base: { ...f, centre: { x: f.centre.x, y: f.centre.y - 0.07 } } });
    const mus = u(state, 'mus');
    expect(overlapsSomething(state, mus, mus.base)).toBe('f');
    const west = turned(state, Math.PI);
    expect(involuntaryMove(state, mus, west, { x: 0, y: -1 }, 3)).toEqual({
      base: mus.base,
      moved: 0,
      blocked: true,
      pushed: [],
    });
  });
});

describe('Activation Movement: the limits reached exactly (stop 48)', () => {
  it('Angle Correction "may not exceed 45 degrees": a pivot of exactly 45 degrees is made when none smaller clears', () => {
    // Angle Correction: "it may correct its orientation by pivoting its base [...] This pivot may not exceed 45
    // degrees." A tercio ahead and to the right at (38.75, 18): the company's end at (36, 17.2) overlaps it, and of the
    // pivots 5 to 45 degrees about the front centre only the 45 degrees clears it.
    const state = table({ A: [{ unit: unitOf('f', 'tercio'), at: at(38.75, 18, 90) }] });
    const plan = move(state, { x: 36, y: 17.2 });
    expect(plan).toMatchObject({ ok: true, corrected: 'angle', pushed: [] });
    if (!plan.ok) return;
    expect(Math.abs(plan.base.facing - Math.PI / 2)).toBeCloseTo(Math.PI / 4, 6);
    expect(basesOverlap(plan.base, u(state, 'f').base, 0.01)).toBe(false);
    expect(frontCentre(plan.base).x).toBeCloseTo(36, 9);
    expect(frontCentre(plan.base).y).toBeCloseTo(17.2, 9);
  });

  it('Overlap > Exceptions "pushed back behind it by up to one inch": a gun that needs the whole inch is pushed 1"', () => {
    // The company ends 0.9" deep on the gun: pushed back three quarters of an inch it still overlaps; one inch clears.
    const placed = table({ A: [{ unit: unitOf('gun', 'light-artillery'), at: at(36, 15.5, 90) }] });
    const gun = u(placed, 'gun').base;
    const to = { x: 36, y: 15.5 + gun.depth / 2 + u(placed, 'mus').base.depth - 0.9 };
    const plan = move(placed, to);
    expect(plan).toMatchObject({ ok: true, corrected: 'none' });
    if (!plan.ok) return;
    expect(plan.pushed).toHaveLength(1);
    expect(plan.pushed[0]!.base.centre.x).toBeCloseTo(gun.centre.x, 6);
    expect(15.5 - plan.pushed[0]!.base.centre.y).toBeCloseTo(1, 12);
    expect(basesOverlap(plan.base, plan.pushed[0]!.base, 0.01)).toBe(false);
  });

  it('Ruling "Buildings" (within-move): a building whose centre is exactly the Speed away is entered', () => {
    // Building: "To occupy a building it is enough to move into it with a Ready! order"; ruling "Buildings": its centre
    // must be within the unit's movement: exactly the movement is within it.
    const house = rect('house', 'small-building', 34, 14, 38, 17);
    const state = table({ terrain: [house] });
    const speed = distance(frontCentre(u(state, 'mus').base), { x: 36, y: 15.5 });
    const plan = move(state, { x: 36, y: 14.5 }, speed, { mayOccupy: true });
    expect(plan).toMatchObject({ ok: true, inBuilding: 'house', distance: speed });
    if (!plan.ok) return;
    expect(plan.base.centre).toEqual({ x: 36, y: 15.5 });
  });
});
