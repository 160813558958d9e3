import { centres, closestPointOfPolygon, distance, frontCentre, type Vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { Placement, ScenarioTerrain, ScenarioUnit } from '../game/Scenario.js';
import type { BattleState, UnitState } from '../game/State.js';
import { blockersFor, firingPointOf, inCover, lineOfFire } from './lineOfFire.js';
import { unitById } from './tableQueries.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { rectangle } from '../scenery/sceneryPoints.js';
import { chargeCandidates } from '../sequence/candidates.js';
import { chargeable } from './charge.js';

// Rulebook (Liber Militum): Shooting > Selecting the Target: "a virtual straight line between the front centre of
// the shooting base and any centre of the target's base. This line may not cross other units or terrain that blocks
// vision. There must be a gap of at least 3 inches [...] Commander units are ignored. If the nearest centre of the
// target cannot be shot at, but another of its centres is visible, shooting remains possible [...] Units may not
// shoot over other units [...] two exceptions: see bow and mortar. Range is always measured from the front centre
// of the shooting base to the nearest centre located in the line of sight of the target base." Shooting and Terrain:
// "Hidden: when the shooters' line of sight crosses terrain that does not allow firing at or seeing the target. This
// rule is not applied if the shooters and the target are on the same terrain element. In cover: [...]". Scenery
// Elements > Building: "Shots out of the building are measured from any point of the building's edge."

interface Spot {
  unit: ScenarioUnit;
  at: Placement;
}
const at = (x: number, y: number, facing: number): Placement => ({ x, y, facing });
const rect = (id: string, type: ScenarioTerrain['type'], x0: number, y0: number, x1: number, y1: number) => ({
  id,
  type,
  points: rectangle(x0, y0, x1, y1),
});

/** Side A's company `mus` at (36, 10) facing north, side B's tercio `ter` at (36, 20) facing south, and the rest. */
function duel(extra: { A?: Spot[]; B?: Spot[]; terrain?: ScenarioTerrain[]; shooter?: ScenarioUnit } = {}) {
  return fixtureState({
    A: [{ unit: extra.shooter ?? unitOf('mus', 'musketeer-company'), at: at(36, 10, 90) }, ...(extra.A ?? [])],
    B: [{ unit: unitOf('ter', 'tercio'), at: at(36, 20, -90) }, ...(extra.B ?? [])],
    terrain: extra.terrain ?? [],
  });
}
const u = (state: BattleState, id: string): UnitState => unitById(state, id)!;
const withUnit = (state: BattleState, id: string, change: Partial<UnitState>): BattleState => ({
  ...state,
  units: state.units.map((x) => (x.id === id ? { ...x, ...change } : x)),
});
const line = (state: BattleState, shooter = 'mus', target = 'ter', from?: 'front' | 'left' | 'right') =>
  lineOfFire(state, u(state, shooter), u(state, target), DEFAULT_TERCIOS_OPTIONS, from);

describe('Selecting the Target: range to the nearest centre in the line of sight', () => {
  it('an open line: the nearest centre, its range from the front centre, no cover', () => {
    const state = duel();
    const got = line(state);
    expect(got).toEqual({
      visible: true,
      range: distance(frontCentre(u(state, 'mus').base), centres(u(state, 'ter').base).front),
      centre: 'front',
      cover: false,
    });
  });

  it('"If the nearest centre of the target cannot be shot at, but another of its centres is visible": the other one', () => {
    // The target side-on (facing east): its right centre is nearest the shooter; a friendly gun in front of that
    // centre hides it, its rear centre (3.5" further left) is seen past the gun, more than 3" clear.
    const state = fixtureState({
      A: [
        { unit: unitOf('mus', 'musketeer-company'), at: at(36, 10, 90) },
        { unit: unitOf('gun', 'light-artillery'), at: at(37.5, 15, 90) },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: at(37.2, 20, 0) }],
    });
    const got = line(state);
    expect(got.visible).toBe(true);
    expect(got.centre).not.toBe('right');
    const c = centres(u(state, 'ter').base)[got.centre!];
    expect(got.range).toBeCloseTo(distance(frontCentre(u(state, 'mus').base), c), 9);
    expect(got.range).toBeGreaterThan(distance(frontCentre(u(state, 'mus').base), centres(u(state, 'ter').base).right));
  });

  it('range to the nearest centre, whichever it is: a target side-on is measured to its nearer side', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: at(36, 10, 90) }],
      B: [{ unit: unitOf('ter', 'tercio'), at: at(37.2, 20, 0) }],
    });
    const cs = centres(u(state, 'ter').base);
    const from = frontCentre(u(state, 'mus').base);
    expect(line(state)).toEqual({ visible: true, range: distance(from, cs.right), centre: 'right', cover: false });
    for (const name of ['front', 'left', 'rear'] as const)
      expect(distance(from, cs[name])).toBeGreaterThan(distance(from, cs.right));
  });

  it('no centre in sight: not visible, range Infinity, no centre, and why', () => {
    const state = duel({ A: [{ unit: unitOf('wall', 'tercio'), at: at(36, 15, 90) }] });
    expect(line(state)).toEqual({
      visible: false,
      range: Infinity,
      centre: null,
      cover: false,
      reason: 'blocked by wall',
    });
  });

  it('an enemy unit in the line blocks it as a friendly one does ("may not cross other units")', () => {
    const state = duel({ B: [{ unit: unitOf('other', 'tercio'), at: at(36, 15, -90) }] });
    expect(line(state).visible).toBe(false);
    expect(line(state).reason).toBe('blocked by other');
  });

  it('a destroyed unit no longer blocks the line', () => {
    const state = duel({ A: [{ unit: unitOf('wall', 'tercio'), at: at(36, 15, 90) }] });
    expect(line(withUnit(state, 'wall', { destroyed: true })).visible).toBe(true);
  });

  it('"There must be a gap of at least 3 inches if the line passes between such obstacles"', () => {
    // Two guns 2" apart either side of the line: refused; 4" apart: allowed.
    const narrow = duel({
      A: [
        { unit: unitOf('g1', 'light-artillery'), at: at(34.2, 15, 90) },
        { unit: unitOf('g2', 'light-artillery'), at: at(37.8, 15, 90) },
      ],
    });
    expect(line(narrow).visible).toBe(false);
    expect(line(narrow).reason).toMatch(/^blocked by g[12]$/);
    const wide = duel({
      A: [
        { unit: unitOf('g1', 'light-artillery'), at: at(33.2, 15, 90) },
        { unit: unitOf('g2', 'light-artillery'), at: at(38.8, 15, 90) },
      ],
    });
    expect(line(wide).visible).toBe(true);
  });
});

describe('Ruling "Shooting arc": the target centre must lie ahead of the shooting edge', () => {
  it('a target beside the shooter is outside the front arc', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: at(36, 10, 90) }],
      B: [{ unit: unitOf('ter', 'tercio'), at: at(26, 9, 90) }],
    });
    expect(line(state)).toEqual({
      visible: false,
      range: Infinity,
      centre: null,
      cover: false,
      reason: 'outside the arc of fire',
    });
  });

  it('the Extended Arc of Fire shoots from a side centre at a target on that side, and only that side', () => {
    // The target to the shooter's left (west of a unit facing north).
    const state = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: at(36, 10, 90) }],
      B: [{ unit: unitOf('ter', 'tercio'), at: at(26, 10, 0) }],
    });
    const left = line(state, 'mus', 'ter', 'left');
    expect(left.visible).toBe(true);
    expect(left.centre).toBe('front');
    expect(left.range).toBeCloseTo(
      distance(centres(u(state, 'mus').base).left, centres(u(state, 'ter').base).front),
      9,
    );
    expect(line(state, 'mus', 'ter', 'right').visible).toBe(false);
    expect(line(state, 'mus', 'ter', 'right').reason).toBe('outside the arc of fire');
  });
});

describe('Shooting and Terrain > Hidden', () => {
  const wood = rect('wood', 'large-forest', 30, 14, 42, 16);

  it('a wood across the line hides the target, and says which', () => {
    const got = line(duel({ terrain: [wood] }));
    expect(got.visible).toBe(false);
    expect(got.reason).toBe('hidden by wood');
  });

  it('a target standing in a wood is hidden from a shooter outside it', () => {
    const got = line(duel({ terrain: [rect('wood', 'large-forest', 28, 17, 44, 24)] }));
    expect(got.visible).toBe(false);
    expect(got.reason).toBe('hidden by wood');
  });

  it('"not applied if the shooters and the target are on the same terrain element"', () => {
    const state = duel({ terrain: [rect('wood', 'large-forest', 28, 6, 44, 24)] });
    const got = line(state);
    expect(got.visible).toBe(true);
    // The wood gives cover: the target stands in it.
    expect(got.cover).toBe(true);
  });

  it('a wood that is not Hidden (its features agreed without it) does not hide', () => {
    const got = line(duel({ terrain: [{ ...wood, features: ['very-difficult'] }] }));
    expect(got.visible).toBe(true);
    expect(got.cover).toBe(false);
  });

  // Ruling Hidden and the same piece (`hiddenSamePiece`). Brevis Editio: "Hidden terrain on the line blocks fire unless
  // shooter or target is inside the same piece."
  const brevis = TerciosOptionsSchema.parse({ edition: 'brevis-editio' });
  const eitherLine = (state: BattleState) => lineOfFire(state, u(state, 'mus'), u(state, 'ter'), brevis);
  it("'either' (Brevis): a target standing in a wood is seen from outside it, in cover", () => {
    expect(brevis.hiddenSamePiece).toBe('either');
    const state = duel({ terrain: [rect('wood', 'large-forest', 28, 17, 44, 24)] });
    expect(line(state)).toMatchObject({ visible: false, reason: 'hidden by wood' });
    expect(eitherLine(state)).toMatchObject({ visible: true, cover: true });
  });

  it("'either' (Brevis): shooters standing in a wood fire out of it; 'both' (Liber Militum): they do not", () => {
    const state = duel({ terrain: [rect('wood', 'large-forest', 28, 6, 44, 14)] });
    expect(line(state)).toMatchObject({ visible: false, reason: 'hidden by wood' });
    expect(eitherLine(state)).toMatchObject({ visible: true, cover: false });
    expect(lineOfFire(state, u(state, 'mus'), u(state, 'ter'), { hiddenSamePiece: 'either' }).visible).toBe(true);
  });

  it("'either' (Brevis): a wood that neither stands in still hides the target across it", () => {
    expect(eitherLine(duel({ terrain: [wood] }))).toMatchObject({ visible: false, reason: 'hidden by wood' });
    // Both in the same wood: seen under either reading.
    expect(eitherLine(duel({ terrain: [rect('wood', 'large-forest', 28, 6, 44, 24)] })).visible).toBe(true);
  });

  it('"Hidden terrain also prevents units inside from being charged" (Brevis; Liber Militum: "protect the units located in them from all charges"): seen under either, charged under neither', () => {
    const state = duel({ terrain: [rect('wood', 'large-forest', 28, 17, 44, 24)] });
    expect(eitherLine(state).visible).toBe(true);
    expect(chargeable(state, u(state, 'mus'), u(state, 'ter'))).toBe(false);
    expect(chargeCandidates(state, u(state, 'mus'), brevis)).toEqual([]);
    const open = duel();
    expect(chargeCandidates(open, u(open, 'mus'), brevis)).toEqual(['ter']);
  });

  it('the same line asked under the other reading is asked afresh, not remembered', () => {
    const state = duel({ terrain: [rect('wood', 'large-forest', 28, 17, 44, 24)] });
    expect(line(state).visible).toBe(false);
    expect(eitherLine(state).visible).toBe(true);
    expect(line(state).visible).toBe(false);
  });

  it('a Hidden piece off the line hides nothing', () => {
    expect(line(duel({ terrain: [rect('wood', 'large-forest', 50, 14, 60, 16)] })).visible).toBe(true);
  });
});

describe('Shooting and Terrain > In cover', () => {
  it('a hedge across the line within 1" of the target: In cover; 4" short of it: not', () => {
    const near = line(duel({ terrain: [rect('hedge', 'hedge', 30, 18, 42, 18.4)] }));
    expect(near).toMatchObject({ visible: true, cover: true });
    const far = line(duel({ terrain: [rect('hedge', 'hedge', 30, 14, 42, 14.4)] }));
    expect(far).toMatchObject({ visible: true, cover: false });
  });

  it('"within 1 inch": a hedge exactly 1" from the target\'s nearest centre gives cover', () => {
    const c = centres(u(duel(), 'ter').base).front;
    // Its corners given exactly (rect() rounds to 1/1000"): the far edge 1" short of the centre, the subtraction
    // exact (both in [16, 32)).
    const hedge = (gap: number) => ({
      id: 'hedge',
      type: 'hedge' as const,
      points: [
        { x: 30, y: c.y - gap - 0.4 },
        { x: 42, y: c.y - gap - 0.4 },
        { x: 42, y: c.y - gap },
        { x: 30, y: c.y - gap },
      ],
    });
    expect(line(duel({ terrain: [hedge(1)] }))).toMatchObject({ visible: true, centre: 'front', cover: true });
    expect(line(duel({ terrain: [hedge(1.01)] }))).toMatchObject({ visible: true, cover: false });
  });

  it('a wall is a linear cover element as a hedge is', () => {
    expect(line(duel({ terrain: [rect('wall', 'wall', 30, 18, 42, 18.4)] })).cover).toBe(true);
  });

  it('a cover piece that is not linear gives cover only to a target standing in it', () => {
    // Rocks (very difficult, In cover) across the line close to the target, the target outside them.
    const rocks = rect('rocks', 'rocks', 30, 17.5, 42, 18.4);
    expect(line(duel({ terrain: [rocks] })).cover).toBe(false);
    expect(line(duel({ terrain: [rect('rocks', 'rocks', 30, 18, 42, 24)] })).cover).toBe(true);
  });

  it('a hedge beside the target but not across the line gives no cover', () => {
    expect(line(duel({ terrain: [rect('hedge', 'hedge', 40, 18, 50, 18.4)] })).cover).toBe(false);
  });

  it('a unit in a building is In cover ("Units in a building benefit from the In cover rule")', () => {
    const state = withUnit(duel({ terrain: [rect('house', 'large-building', 50, 30, 54, 34)] }), 'ter', {
      inBuilding: 'house',
    });
    const ter = u(state, 'ter');
    expect(inCover(state, ter, { x: 36, y: 11 }, centres(ter.base).front)).toBe(true);
    expect(inCover(state, { ...ter, inBuilding: null }, { x: 36, y: 11 }, centres(ter.base).front)).toBe(false);
  });

  it('a piece without In cover under the target gives none (a marsh is only Very difficult)', () => {
    const state = duel({ terrain: [rect('marsh', 'marsh', 30, 17, 42, 24)] });
    expect(line(state)).toMatchObject({ visible: true, cover: false });
  });

  it('the target standing in a cover piece is In cover though the centre shot at is outside it', () => {
    const state = duel({ terrain: [rect('rocks', 'rocks', 30, 19.5, 42, 24)] });
    const ter = u(state, 'ter');
    expect(inCover(state, ter, { x: 36, y: 11 }, centres(ter.base).front)).toBe(true);
    expect(line(state)).toMatchObject({ visible: true, centre: 'front', cover: true });
  });

  it("the centre shot at inside a cover piece is In cover, the target's centre outside it", () => {
    const state = duel({ terrain: [rect('rocks', 'rocks', 30, 18, 42, 19)] });
    const ter = u(state, 'ter');
    expect(inCover(state, ter, { x: 36, y: 11 }, centres(ter.base).front)).toBe(true);
    expect(inCover(state, ter, { x: 36, y: 11 }, { x: 36, y: 30 })).toBe(false);
  });
});

describe('Armament > Bow and the mortar: the two exceptions to "may not shoot over other units"', () => {
  const archers = { ...unitOf('mus', 'musketeer-company'), weapons: ['bow'] };
  const mortar = { ...unitOf('mus', 'light-artillery'), rules: ['mortar'] };

  it('bows do not fire over a friendly unit nearer the target than the shooters, nor over an enemy', () => {
    expect(line(duel({ shooter: archers, A: [{ unit: unitOf('f', 'tercio'), at: at(36, 12.5, 90) }] })).visible).toBe(
      true,
    );
    expect(line(duel({ shooter: archers, A: [{ unit: unitOf('f', 'tercio'), at: at(36, 16, 90) }] })).visible).toBe(
      false,
    );
    expect(line(duel({ shooter: archers, B: [{ unit: unitOf('e', 'tercio'), at: at(36, 13, 90) }] })).visible).toBe(
      false,
    );
  });

  it('a unit with bows and another weapon still fires its bows over the friend nearer the shooters', () => {
    const mixed = { ...archers, weapons: ['bow', 'pikes'] };
    expect(line(duel({ shooter: mixed, A: [{ unit: unitOf('f', 'tercio'), at: at(36, 12.5, 90) }] })).visible).toBe(
      true,
    );
  });

  it('a mortar shoots over friends and enemies alike, wherever they stand; Hidden terrain still hides', () => {
    const over = duel({
      shooter: mortar,
      A: [{ unit: unitOf('f', 'tercio'), at: at(36, 16, 90) }],
      B: [{ unit: unitOf('e', 'tercio'), at: at(36, 13, 90) }],
    });
    expect(line(over).visible).toBe(true);
    expect(line(duel({ shooter: mortar, terrain: [rect('wood', 'large-forest', 30, 14, 42, 16)] })).visible).toBe(
      false,
    );
    // Without the rule the same gun is blocked.
    expect(
      line(
        duel({ shooter: unitOf('mus', 'light-artillery'), B: [{ unit: unitOf('e', 'tercio'), at: at(36, 13, 90) }] }),
      ).visible,
    ).toBe(false);
  });
});

describe('Scenery Elements > Building: "Shots out of the building are measured from any point of the building\'s edge"', () => {
  const house = rect('house', 'large-building', 33, 7, 39, 12);

  it("the range is from the nearest point of the building's edge; the arc of the base does not apply", () => {
    const state = withUnit(duel({ terrain: [house] }), 'mus', { inBuilding: 'house' });
    const got = line(state);
    const ter = u(state, 'ter');
    expect(got.visible).toBe(true);
    expect(got.range).toBeCloseTo(
      distance(closestPointOfPolygon(centres(ter.base).front, house), centres(ter.base).front),
      9,
    );
    expect(got.range).toBeCloseTo(20 - ter.base.depth / 2 - 12, 9);
    // Facing away from the target, the occupant still shoots out of its building.
    const away = withUnit(state, 'mus', { base: { ...u(state, 'mus').base, facing: -Math.PI / 2 } });
    expect(line(away).visible).toBe(true);
  });

  it("firingPointOf: the base's own centre outside a building, the edge point nearest the aim in one", () => {
    const state = duel({ terrain: [house] });
    const mus = u(state, 'mus');
    const towards: Vec = { x: 36, y: 30 };
    expect(firingPointOf(state, mus, 'front', towards)).toEqual(centres(mus.base).front);
    expect(firingPointOf(state, mus, 'left', towards)).toEqual(centres(mus.base).left);
    expect(firingPointOf(state, { ...mus, inBuilding: 'house' }, 'front', towards)).toEqual({ x: 36, y: 12 });
    // A building that is no longer on the table: the base's centre.
    expect(firingPointOf(state, { ...mus, inBuilding: 'gone' }, 'front', towards)).toEqual(centres(mus.base).front);
  });

  it('the building the target stands in does not hide it from a shooter outside', () => {
    const state = withUnit(duel({ terrain: [rect('house', 'large-building', 33, 18, 39, 23)] }), 'ter', {
      inBuilding: 'house',
    });
    expect(line(state)).toMatchObject({ visible: true, cover: true });
  });
});

describe('blockersFor: troops and the terrain given block; commanders and the excluded do not', () => {
  it('lists every live unit but the excluded, and the terrain given', () => {
    const state = duel({ A: [{ unit: unitOf('f', 'tercio'), at: at(10, 40, 90) }] });
    const all = blockersFor(state, ['mus'], [state.terrain[0]!].filter(Boolean));
    expect(all.map((b) => b.id).sort()).toEqual(['f', 'ter']);
    const lake = duel({ terrain: [rect('lake', 'small-lake', 0, 0, 4, 4)] });
    expect(blockersFor(lake, [], lake.terrain).map((b) => b.id)).toEqual(['mus', 'ter', 'lake']);
  });

  it('with a line, only the units within 4" of it (plus half their diagonal)', () => {
    const state = duel({
      A: [
        { unit: unitOf('near', 'light-artillery'), at: at(40, 15, 90) },
        { unit: unitOf('mid', 'light-artillery'), at: at(30, 15, 90) },
        { unit: unitOf('far', 'light-artillery'), at: at(46, 15, 90) },
      ],
    });
    const ids = blockersFor(state, ['mus', 'ter'], [], { a: { x: 36, y: 11 }, b: { x: 36, y: 19 } }).map((b) => b.id);
    expect(ids).toEqual(['near']);
  });

  // The blockers are made once per units array and a unit's kept while its base is the same object (speed only):
  // every change of place, and a unit destroyed, shows in the next array's.
  const gun = (x: number): Spot => ({ unit: unitOf('gun', 'light-artillery'), at: at(x, 15, 90) });
  const nearLine = (state: BattleState) =>
    blockersFor(state, ['mus', 'ter'], [], { a: { x: 36, y: 11 }, b: { x: 36, y: 19 } });

  it('a unit that moves, turns or is destroyed is seen where it now stands, or not at all', () => {
    const state = duel({ A: [gun(46)] });
    expect(nearLine(state)).toEqual([]);
    const g = u(state, 'gun');
    const moved = withUnit(state, 'gun', { base: { ...g.base, centre: { x: 40, y: 15 } } });
    expect(nearLine(moved)).toEqual([{ id: 'gun', base: u(moved, 'gun').base }]);
    const turned = withUnit(moved, 'gun', { base: { ...u(moved, 'gun').base, facing: 0 } });
    expect(nearLine(turned)).toEqual([{ id: 'gun', base: u(turned, 'gun').base }]);
    const destroyed = withUnit(turned, 'gun', { destroyed: true });
    expect(nearLine(destroyed)).toEqual([]);
    // Alive again (a new array made after the one where it was destroyed): where it stands.
    const again = withUnit(destroyed, 'gun', { destroyed: false });
    expect(nearLine(again)).toEqual([{ id: 'gun', base: u(again, 'gun').base }]);
    // Back to the first array: its own blockers again.
    expect(nearLine(state)).toEqual([]);
  });

  it('a unit of another id at the same index, with the same base object, is its own blocker', () => {
    const state = duel({ A: [gun(40)] });
    const base = u(state, 'gun').base;
    expect(nearLine(state).map((b) => b.id)).toEqual(['gun']);
    const other = { ...state, units: state.units.map((x) => (x.id === 'gun' ? { ...x, id: 'gun2' } : x)) };
    expect(nearLine(other)).toEqual([{ id: 'gun2', base }]);
  });

  it('a terrain piece given again is the same blocker; another piece of the same id is its own', () => {
    const lake = duel({ terrain: [rect('lake', 'small-lake', 0, 0, 4, 4)] });
    const first = blockersFor(lake, ['mus', 'ter'], lake.terrain);
    expect(blockersFor(lake, ['mus', 'ter'], lake.terrain)[0]).toBe(first[0]);
    const moved = duel({ terrain: [rect('lake', 'small-lake', 10, 10, 14, 14)] });
    expect(blockersFor(moved, ['mus', 'ter'], moved.terrain)).toEqual([
      { id: 'lake', polygon: { points: moved.terrain[0]!.points } },
    ]);
  });
});

describe("a line of fire remembered for a shooter's base is asked again only as long as what it read is the same", () => {
  it('a unit that comes into the line blocks it in the next state', () => {
    const state = duel({ A: [{ unit: unitOf('f', 'tercio'), at: at(10, 40, 90) }] });
    expect(line(state).visible).toBe(true);
    const f = u(state, 'f');
    const moved = withUnit(state, 'f', { base: { ...f.base, centre: { x: 36, y: 15 } } });
    expect(line(moved).visible).toBe(false);
  });

  it('the same base with other weapons, rules or side, or another firing point, is asked afresh', () => {
    const state = duel({ A: [{ unit: unitOf('f', 'tercio'), at: at(36, 12.5, 90) }] });
    const mus = u(state, 'mus');
    const ter = u(state, 'ter');
    expect(lineOfFire(state, mus, ter, DEFAULT_TERCIOS_OPTIONS).visible).toBe(false);
    expect(lineOfFire(state, { ...mus, weapons: ['bow'] }, ter, DEFAULT_TERCIOS_OPTIONS).visible).toBe(true);
    expect(lineOfFire(state, { ...mus, rules: ['mortar'] }, ter, DEFAULT_TERCIOS_OPTIONS).visible).toBe(true);
    expect(lineOfFire(state, mus, ter, DEFAULT_TERCIOS_OPTIONS).visible).toBe(false);
    // With bows, side B's view: the tercio in the way is not its friend.
    // (The same weapons list both times: only the side differs.)
    const bows = ['bow'];
    expect(lineOfFire(state, { ...mus, weapons: bows }, ter, DEFAULT_TERCIOS_OPTIONS).visible).toBe(true);
    expect(lineOfFire(state, { ...mus, weapons: bows, side: 'B' as const }, ter, DEFAULT_TERCIOS_OPTIONS).visible).toBe(
      false,
    );
    // Firing from the left centre at a target ahead: outside that arc, though the front sees it.
    const open = duel();
    expect(lineOfFire(open, u(open, 'mus'), u(open, 'ter'), DEFAULT_TERCIOS_OPTIONS, 'front').visible).toBe(true);
    expect(lineOfFire(open, u(open, 'mus'), u(open, 'ter'), DEFAULT_TERCIOS_OPTIONS, 'left').visible).toBe(false);
  });

  it('another target, a target moved or gone into a building, is asked afresh', () => {
    const state = duel({
      B: [{ unit: unitOf('hid', 'tercio'), at: at(36, 40, -90) }],
      terrain: [rect('wood', 'large-forest', 30, 36, 42, 44)],
    });
    const mus = u(state, 'mus');
    expect(lineOfFire(state, mus, u(state, 'ter'), DEFAULT_TERCIOS_OPTIONS).visible).toBe(true);
    expect(lineOfFire(state, mus, u(state, 'hid'), DEFAULT_TERCIOS_OPTIONS).visible).toBe(false);
    const ter = u(state, 'ter');
    const further = { ...ter, base: { ...ter.base, centre: { x: 36, y: 25 } } };
    expect(lineOfFire(state, mus, further, DEFAULT_TERCIOS_OPTIONS).range).toBeCloseTo(
      lineOfFire(state, mus, ter, DEFAULT_TERCIOS_OPTIONS).range + 5,
      9,
    );
    // A shooter in a building reads the building's edge, not its base.
    const house = duel({ terrain: [rect('house', 'large-building', 33, 7, 39, 12)] });
    const m = u(house, 'mus');
    const open = lineOfFire(house, m, u(house, 'ter'), DEFAULT_TERCIOS_OPTIONS).range;
    expect(
      lineOfFire(house, { ...m, inBuilding: 'house' }, u(house, 'ter'), DEFAULT_TERCIOS_OPTIONS).range,
    ).toBeLessThan(open - 0.5);
    // The target's building: its cover.
    const t = u(house, 'ter');
    const inside = { ...t, inBuilding: 'house' };
    expect(lineOfFire(house, m, t, DEFAULT_TERCIOS_OPTIONS).cover).toBe(false);
    expect(lineOfFire(house, m, inside, DEFAULT_TERCIOS_OPTIONS).cover).toBe(true);
  });
});
