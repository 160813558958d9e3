import { corners, NORTH, type Base, type Vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { commanderOf, fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { BattleState, TerrainState, UnitState } from '../game/State.js';
import {
  baseEntersPolygon,
  boxesMeet,
  boxOf,
  commanderBase,
  commanderById,
  enemyOf,
  frontDistance,
  hasFeature,
  impassableFor,
  isBuilding,
  joiningSpot,
  liveUnits,
  mayOccupy,
  polygonOf,
  terrainAlong,
  terrainAt,
  unitById,
  unitsOverlap,
} from './tableQueries.js';

// The table's plain questions every rule asks: whose enemy, which units are still on the table, which terrain a point
// or a line is in, who may enter a building, whether bases overlap or a base enters a piece. Each test quotes the
// Liber Militum clause (or ruling of docs/rulings/tercios.md) the answer serves and checks the answer itself.

const piece = (
  id: string,
  type: TerrainState['type'],
  points: Vec[],
  features: TerrainState['features'] = [],
): TerrainState => ({ id, type, points, features });
/** A right triangle: its bounding box [0, 10] x [0, 10] holds points the triangle does not (x + y > 10). */
const TRIANGLE = piece('copse', 'small-copse', [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 0, y: 10 },
]);
const square = (
  id: string,
  type: TerrainState['type'],
  x0: number,
  y0: number,
  size: number,
  features: TerrainState['features'] = [],
) =>
  piece(
    id,
    type,
    [
      { x: x0, y: y0 },
      { x: x0 + size, y: y0 },
      { x: x0 + size, y: y0 + size },
      { x: x0, y: y0 + size },
    ],
    features,
  );

/** Side A: a Tercio (infantry), a Musketeer Company, Cuirassiers and a Light Artillery gun; side B: a Tercio. */
function table(): BattleState {
  return fixtureState({
    A: [
      { unit: unitOf('ter', 'tercio'), at: { x: 12, y: 20, facing: 90 } },
      { unit: unitOf('mus', 'musketeer-company'), at: { x: 30, y: 20, facing: 90 } },
      { unit: unitOf('cav', 'cuirassiers'), at: { x: 45, y: 20, facing: 90 } },
      { unit: unitOf('gun', 'light-artillery'), at: { x: 60, y: 20, facing: 90 } },
    ],
    B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
}
const STATE = table();
const unit = (id: string): UnitState => unitById(STATE, id)!;
const withTerrain = (...terrain: TerrainState[]): BattleState => ({ ...STATE, terrain });

describe('sides and units (The Battle: two sides; a destroyed unit leaves the table)', () => {
  it('the enemy of A is B and of B is A', () => {
    expect(enemyOf('A')).toBe('B');
    expect(enemyOf('B')).toBe('A');
  });

  it('liveUnits: the units still on the table, of one side or of both; a destroyed unit is not among them', () => {
    const state: BattleState = {
      ...STATE,
      units: STATE.units.map((u) => (u.id === 'mus' || u.id === 'enemy' ? { ...u, destroyed: true } : u)),
    };
    expect(liveUnits(state).map((u) => u.id)).toEqual(['ter', 'cav', 'gun']);
    expect(liveUnits(state, 'A').map((u) => u.id)).toEqual(['ter', 'cav', 'gun']);
    expect(liveUnits(state, 'B')).toEqual([]);
    expect(liveUnits(STATE, 'B').map((u) => u.id)).toEqual(['enemy']);
    expect(liveUnits(STATE).map((u) => u.id)).toEqual(['ter', 'mus', 'cav', 'gun', 'enemy']);
  });

  it('unitById finds a unit by id, destroyed or not, and nothing for an unknown id', () => {
    const state: BattleState = { ...STATE, units: STATE.units.map((u) => ({ ...u, destroyed: u.id === 'mus' })) };
    expect(unitById(state, 'mus')).toMatchObject({ id: 'mus', destroyed: true, category: 'company' });
    expect(unitById(state, 'enemy')).toMatchObject({ id: 'enemy', side: 'B' });
    expect(unitById(state, 'nobody')).toBeUndefined();
  });

  it('commanderById finds a commander by id, and nothing for an unknown id', () => {
    const state: BattleState = {
      ...STATE,
      commanders: [commanderOf({ id: 'c1' }), commanderOf({ id: 'c2', name: 'Capitán' })],
    };
    expect(commanderById(state, 'c2')).toMatchObject({ id: 'c2', name: 'Capitán' });
    expect(commanderById(state, 'c3')).toBeUndefined();
  });
});

describe('Scenery Elements: features and buildings', () => {
  it('polygonOf: the piece as the polygon its points draw', () => {
    expect(polygonOf(TRIANGLE)).toEqual({ points: TRIANGLE.points });
  });

  it('hasFeature: a forest "is difficult terrain", not impassable', () => {
    const forest = square('forest', 'large-forest', 0, 0, 6, ['difficult', 'hidden']);
    expect(hasFeature(forest, 'difficult')).toBe(true);
    expect(hasFeature(forest, 'impassable')).toBe(false);
  });

  it('Building: "this type covers houses, towers, mills and farms": small and large buildings and towns', () => {
    for (const type of ['small-building', 'large-building', 'town'] as const)
      expect(isBuilding(square('b', type, 0, 0, 4)), type).toBe(true);
    for (const type of ['large-forest', 'wall', 'hedge', 'small-lake'] as const)
      expect(isBuilding(square('b', type, 0, 0, 4)), type).toBe(false);
  });

  it('Building: "A small building may be occupied by a company": not by infantry, cavalry or artillery', () => {
    const house = square('house', 'small-building', 0, 0, 4);
    expect(mayOccupy(unit('mus'), house)).toBe(true);
    expect(mayOccupy(unit('ter'), house)).toBe(false);
    expect(mayOccupy(unit('cav'), house)).toBe(false);
    expect(mayOccupy(unit('gun'), house)).toBe(false);
  });

  it('Building: "A large building may accommodate an infantry unit" (a company too); a town as buildings (ruling)', () => {
    for (const type of ['large-building', 'town'] as const) {
      const building = square('b', type, 0, 0, 8);
      expect(mayOccupy(unit('ter'), building), type).toBe(true);
      expect(mayOccupy(unit('mus'), building), type).toBe(true);
      expect(mayOccupy(unit('cav'), building), type).toBe(false);
      expect(mayOccupy(unit('gun'), building), type).toBe(false);
    }
  });

  it('no unit occupies a piece that is not a building', () => {
    expect(mayOccupy(unit('mus'), square('forest', 'large-forest', 0, 0, 8))).toBe(false);
  });

  it('Impassable: "no unit may cross or enter it" (a lake), whatever the unit', () => {
    const lake = square('lake', 'small-lake', 0, 0, 8, ['impassable']);
    for (const id of ['ter', 'mus', 'cav', 'gun']) expect(impassableFor(unit(id), lake), id).toBe(true);
  });

  it('Buildings are "Impassable for certain units that cannot enter them: cavalry and artillery"', () => {
    const house = square('house', 'small-building', 0, 0, 4);
    expect(impassableFor(unit('cav'), house)).toBe(true);
    expect(impassableFor(unit('gun'), house)).toBe(true);
    // Ruling Buildings: "Everyone else treats buildings as impassable": a Tercio and a small building.
    expect(impassableFor(unit('ter'), house)).toBe(true);
    expect(impassableFor(unit('mus'), house)).toBe(false);
    expect(impassableFor(unit('ter'), square('hall', 'large-building', 0, 0, 8))).toBe(false);
  });

  it('difficult ground is no obstacle: a forest is not impassable, even for artillery', () => {
    const forest = square('forest', 'large-forest', 0, 0, 8, ['difficult']);
    expect(impassableFor(unit('gun'), forest)).toBe(false);
    expect(impassableFor(unit('cav'), forest)).toBe(false);
  });
});

describe('boxes: the quick test before the exact one', () => {
  it("boxOf: the least and greatest x and y of a piece's points", () => {
    const points = [
      { x: 3, y: 7 },
      { x: -2, y: 4 },
      { x: 5, y: -1 },
      { x: 1, y: 9 },
    ];
    expect(boxOf(points)).toEqual({ x0: -2, y0: -1, x1: 5, y1: 9 });
    expect(boxOf(points)).toEqual({ x0: -2, y0: -1, x1: 5, y1: 9 });
  });

  it('boxesMeet: boxes that touch on any side meet; boxes apart on any side do not', () => {
    const a = { x0: 0, y0: 0, x1: 1, y1: 1 };
    expect(boxesMeet(a, { x0: 1, y0: 0, x1: 2, y1: 1 })).toBe(true);
    expect(boxesMeet(a, { x0: -1, y0: 0, x1: 0, y1: 1 })).toBe(true);
    expect(boxesMeet(a, { x0: 0, y0: 1, x1: 1, y1: 2 })).toBe(true);
    expect(boxesMeet(a, { x0: 0, y0: -1, x1: 1, y1: 0 })).toBe(true);
    expect(boxesMeet(a, { x0: 1.5, y0: 0, x1: 2, y1: 1 })).toBe(false);
    expect(boxesMeet(a, { x0: -1, y0: 0, x1: -0.5, y1: 1 })).toBe(false);
    expect(boxesMeet(a, { x0: 0, y0: 1.5, x1: 1, y1: 2 })).toBe(false);
    expect(boxesMeet(a, { x0: 0, y0: -1, x1: 1, y1: -0.5 })).toBe(false);
  });
});

describe('Terrain and Movement: "only the front centre truly marks the terrain crossed"', () => {
  const state = withTerrain(TRIANGLE, square('field', 'cultivated-field', 20, 0, 4));

  it('terrainAt: the pieces a point is in or on the edge of; not a point in the box of a piece but outside it', () => {
    expect(terrainAt(state, { x: 2, y: 2 }).map((t) => t.id)).toEqual(['copse']);
    expect(terrainAt(state, { x: 5, y: 5 }).map((t) => t.id)).toEqual(['copse']);
    expect(terrainAt(state, { x: 8, y: 8 })).toEqual([]);
    expect(terrainAt(state, { x: 22, y: 2 }).map((t) => t.id)).toEqual(['field']);
    expect(terrainAt(state, { x: 15, y: 2 })).toEqual([]);
  });

  it('terrainAlong: a line crossing a piece from side to side, whichever way it runs', () => {
    expect(terrainAlong(state, { x: -5, y: 2 }, { x: 15, y: 3 }).map((t) => t.id)).toEqual(['copse']);
    expect(terrainAlong(state, { x: 15, y: 3 }, { x: -5, y: 2 }).map((t) => t.id)).toEqual(['copse']);
    expect(terrainAlong(state, { x: 3, y: -5 }, { x: 2, y: 15 }).map((t) => t.id)).toEqual(['copse']);
    expect(terrainAlong(state, { x: 2, y: 15 }, { x: 3, y: -5 }).map((t) => t.id)).toEqual(['copse']);
    expect(terrainAlong(state, { x: -5, y: 2 }, { x: 30, y: 2 }).map((t) => t.id)).toEqual(['copse', 'field']);
  });

  it("terrainAlong: a line wholly inside a piece passes through it; one that starts or ends on its edge and lies outside only touches it (ruling: A line that only touches a piece's outline)", () => {
    expect(terrainAlong(state, { x: 1, y: 1 }, { x: 3, y: 2 }).map((t) => t.id)).toEqual(['copse']);
    expect(terrainAlong(state, { x: 2, y: 2 }, { x: 2, y: 2 }).map((t) => t.id)).toEqual(['copse']);
    expect(terrainAlong(state, { x: 5, y: 5 }, { x: 9, y: 9 })).toEqual([]);
    expect(terrainAlong(state, { x: 9, y: 9 }, { x: 5, y: 5 })).toEqual([]);
    // Ending on the edge from inside: the stretch before it lies inside.
    expect(terrainAlong(state, { x: 2, y: 2 }, { x: 5, y: 5 }).map((t) => t.id)).toEqual(['copse']);
  });

  it('terrainAlong: a line within the box of a piece that misses the piece does not cross it', () => {
    expect(terrainAlong(state, { x: 9, y: 6 }, { x: 6, y: 9 })).toEqual([]);
    expect(terrainAlong(state, { x: 12, y: -3 }, { x: 12, y: 8 })).toEqual([]);
  });
});

describe('baseEntersPolygon: Overlap, "must not end their movement overlapping another base or impassable terrain"', () => {
  // A base 4" wide and 2" deep facing north: x from 8 to 12, y from 9 to 11; its centres (10, 10), (10, 11),
  // (10, 9), (8, 10) and (12, 10).
  const base: Base = { centre: { x: 10, y: 10 }, facing: NORTH, width: 4, depth: 2 };
  const poly = (...points: [number, number][]) => ({ points: points.map(([x, y]) => ({ x, y })) });

  it('a piece exactly under the base is entered (the base centre in it, nothing crossing its edges)', () => {
    expect(baseEntersPolygon(base, { points: [...corners(base)] })).toBe(true);
  });

  it('a base wholly inside a large piece enters it', () => {
    expect(baseEntersPolygon(base, poly([0, 0], [20, 0], [20, 20], [0, 20]))).toBe(true);
  });

  it('a small piece under a corner of the base, holding none of its centres, is entered', () => {
    expect(baseEntersPolygon(base, poly([8.2, 9.2], [8.8, 9.2], [8.2, 9.6]))).toBe(true);
  });

  it('a piece that cuts across a corner of the base, with no centre and no point of it inside, is entered', () => {
    expect(baseEntersPolygon(base, poly([7, 10], [10, 12.5], [7, 12.5]))).toBe(true);
  });

  it('touching is not entering: a piece along the front edge, or beside the base', () => {
    expect(baseEntersPolygon(base, poly([8, 11], [12, 11], [12, 13], [8, 13]))).toBe(false);
    expect(baseEntersPolygon(base, poly([12, 9], [14, 9], [14, 11], [12, 11]))).toBe(false);
    expect(baseEntersPolygon(base, poly([20, 20], [24, 20], [24, 24]))).toBe(false);
  });
});

describe('bases on the table', () => {
  const at = (id: string, centre: Vec): UnitState => ({
    ...unit(id),
    base: { centre, facing: NORTH, width: 4, depth: 2 },
  });

  it('Overlap: bases that touch do not overlap; a tenth of an inch further they do', () => {
    const a = at('ter', { x: 10, y: 10 });
    expect(unitsOverlap(a, at('mus', { x: 10, y: 12 }))).toBe(false);
    expect(unitsOverlap(a, at('mus', { x: 14, y: 10 }))).toBe(false);
    expect(unitsOverlap(a, at('mus', { x: 10, y: 11.9 }))).toBe(true);
    expect(unitsOverlap(a, at('mus', { x: 13.9, y: 10 }))).toBe(true);
  });

  it('frontDistance: measured from the front centre (Movement: "the front centre of the unit")', () => {
    // Front centre (10, 11): 3-4-5 to (13, 15); the base centre would be 5.83" away.
    expect(frontDistance(at('ter', { x: 10, y: 10 }), { x: 13, y: 15 })).toBeCloseTo(5, 9);
    expect(frontDistance(at('ter', { x: 10, y: 10 }), { x: 10, y: 11 })).toBeCloseTo(0, 9);
  });

  it('commanderBase: "a single figure on a base", 1.2" square by default (ruling Commander bases), or the size given', () => {
    const c = commanderOf({ position: { x: 36, y: 14 } });
    const square = (b: Base) =>
      corners(b)
        .map((p) => [Math.round(p.x * 1e6) / 1e6, Math.round(p.y * 1e6) / 1e6])
        .sort((p, q) => p[0]! - q[0]! || p[1]! - q[1]!);
    expect(commanderBase(c)).toMatchObject({ centre: { x: 36, y: 14 }, width: 1.2, depth: 1.2 });
    expect(square(commanderBase(c))).toEqual([
      [35.4, 13.4],
      [35.4, 14.6],
      [36.6, 13.4],
      [36.6, 14.6],
    ]);
    expect(commanderBase(c, 2)).toMatchObject({ centre: { x: 36, y: 14 }, width: 2, depth: 2 });
  });
  it('joiningSpot: a joining commander\'s base touches the middle of the unit\'s rear edge (Joining a troop: "into contact with one of the sides")', () => {
    // A 4" x 2" base at (10, 10) facing north (+y): rear edge at y = 9; a 1.2" base centred 0.6" behind it.
    expect(joiningSpot(at('ter', { x: 10, y: 10 }))).toEqual({ x: 10, y: 8.4 });
    expect(joiningSpot(at('ter', { x: 10, y: 10 }), 2)).toEqual({ x: 10, y: 8 });
    // Facing east (+x): rear edge at x = 9; rounded to the thousandth of an inch.
    const east = { ...unit('ter'), base: { centre: { x: 10.0004, y: 10 }, facing: 0, width: 4, depth: 2 } };
    expect(joiningSpot(east, 1.2)).toEqual({ x: 8.4, y: 10 });
    const south = { ...unit('ter'), base: { centre: { x: 10, y: 10.0006 }, facing: -Math.PI / 2, width: 4, depth: 2 } };
    expect(joiningSpot(south, 1.2)).toEqual({ x: 10, y: 11.601 });
  });
});
