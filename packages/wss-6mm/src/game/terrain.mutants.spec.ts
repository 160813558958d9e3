import { describe, expect, it } from 'vitest';
import type { BattleState, BattleUnit } from './State.js';
import { unitById } from './table.js';
import {
  crossesDisordering,
  defenceFacing,
  defendingObstacle,
  fortificationOf,
  onRoad,
  type Terrain,
  TerrainSchema,
  terrainAt,
  terrainOf,
} from './terrain.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';

// Rulebook (/work/shared/rules/wss-6mm.txt). Movement: "If in March Column and on a road a unit may roll 2 d6 and use
// the best result". Disorder: "Units are disordered by … crossing disordering terrain". Artillery Fire: "Target in
// field / Major fortifications"; Morale Tests and Melee: "Defending obstacle". Formations: "Units defending walls,
// hedges or river banks may bend their line to match the defences" (ruling R36: square to the longest edge of the piece
// within 3" of the front centre, facing the enemy's side of the table).
// The example table: a road up the middle (x 35–37), a marsh (x 4–12, y 14–22), hedges (x 40–56, y 29–31).

const box = (id: string, kind: Terrain['kind'], x0: number, y0: number, x1: number, y1: number): Terrain => ({
  id,
  kind,
  polygon: {
    points: [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
  },
});
const poly = (id: string, kind: Terrain['kind'], ...points: [number, number][]): Terrain => ({
  id,
  kind,
  polygon: { points: points.map(([x, y]) => ({ x, y })) },
});
function onTerrain(terrain: Terrain[]): BattleState {
  const s = exampleBattle();
  return { ...s, table: { ...s.table, terrain } };
}
/** The Foot Guards (side A) or Picardie (side B) placed at (x, y) with this facing. */
function at(state: BattleState, side: 'A' | 'B', x: number, y: number, facing: number): BattleUnit {
  return { ...unitById(state, side === 'A' ? 'foot-guards' : 'picardie-1'), x, y, facing };
}

describe('TerrainSchema: the pieces the rules name', () => {
  it('accepts roads, disordering terrain, obstacles and field and major fortifications', () => {
    for (const kind of ['road', 'disordering', 'obstacle', 'field-fortification', 'major-fortification'] as const)
      expect(TerrainSchema.safeParse(box('piece', kind, 0, 0, 1, 1)).success).toBe(true);
  });
  it('refuses an unknown kind, an empty id, a polygon of two points or an unknown field', () => {
    expect(TerrainSchema.safeParse({ ...box('piece', 'road', 0, 0, 1, 1), kind: 'forest' }).success).toBe(false);
    expect(TerrainSchema.safeParse(box('', 'road', 0, 0, 1, 1)).success).toBe(false);
    expect(TerrainSchema.safeParse(poly('piece', 'road', [0, 0], [1, 1])).success).toBe(false);
    expect(TerrainSchema.safeParse({ ...box('piece', 'road', 0, 0, 1, 1), height: 2 }).success).toBe(false);
  });
});

describe('terrain under a point or a unit', () => {
  it('terrainAt lists the kinds of every piece under the point', () => {
    const s = onTerrain([box('road', 'road', 0, 0, 10, 10), box('wall', 'obstacle', 5, 5, 15, 15)]);
    expect(terrainAt(s, 7, 7)).toEqual(['road', 'obstacle']);
    expect(terrainAt(s, 2, 2)).toEqual(['road']);
    expect(terrainAt(s, 20, 20)).toEqual([]);
  });
  it('a unit stands where its front centre is', () => {
    const s = exampleBattle();
    expect(terrainOf(s, at(s, 'A', 36, 10, Math.PI / 2))).toEqual(['road']);
    expect(onRoad(s, at(s, 'A', 36, 10, Math.PI / 2))).toBe(true);
    expect(onRoad(s, at(s, 'A', 30, 10, Math.PI / 2))).toBe(false);
  });
  it('"Target in field / Major fortifications": major before field, else none', () => {
    const s = onTerrain([
      box('redoubt', 'field-fortification', 0, 0, 10, 10),
      box('fort', 'major-fortification', 5, 0, 15, 10),
    ]);
    expect(fortificationOf(s, at(s, 'A', 7, 5, 0))).toBe('major');
    expect(fortificationOf(s, at(s, 'A', 2, 5, 0))).toBe('field');
    expect(fortificationOf(s, at(s, 'A', 12, 5, 0))).toBe('major');
    expect(fortificationOf(s, at(s, 'A', 20, 5, 0))).toBe('none');
  });
  it('"Defending obstacle": an obstacle or a fortification, not a road nor disordering terrain', () => {
    const s = onTerrain([
      box('road', 'road', 0, 0, 10, 10),
      box('marsh', 'disordering', 10, 0, 20, 10),
      box('hedge', 'obstacle', 20, 0, 30, 10),
      box('redoubt', 'field-fortification', 30, 0, 40, 10),
      box('fort', 'major-fortification', 40, 0, 50, 10),
    ]);
    expect([5, 15, 25, 35, 45, 55].map((x) => defendingObstacle(s, at(s, 'A', x, 5, 0)))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('crossesDisordering: "crossing disordering terrain"', () => {
  const s = exampleBattle();
  it('a move across the marsh, into it, out of it or within it crosses it', () => {
    expect(crossesDisordering(s, 8, 10, 8, 26)).toBe(true);
    expect(crossesDisordering(s, 8, 10, 8, 16)).toBe(true);
    expect(crossesDisordering(s, 8, 16, 8, 10)).toBe(true);
    expect(crossesDisordering(s, 6, 16, 8, 18)).toBe(true);
  });
  it('a move beside it does not, nor across the road; standing still in it is no move', () => {
    expect(crossesDisordering(s, 14, 10, 14, 26)).toBe(false);
    expect(crossesDisordering(s, 30, 10, 40, 10)).toBe(false);
    expect(crossesDisordering(s, 8, 16, 8, 16)).toBe(false);
    // Still on the same x or the same y only is a move.
    expect(crossesDisordering(s, 8, 10, 8, 16)).toBe(true);
    expect(crossesDisordering(s, 2, 16, 8, 16)).toBe(true);
  });
});

describe('defenceFacing: "may bend their line to match the defences" (ruling R36)', () => {
  it('square to the wall, facing the enemy: up the table for A, down it for B; null outside defences', () => {
    const s = onTerrain([box('wall', 'obstacle', 0, 5, 20, 7)]);
    expect(defenceFacing(s, at(s, 'A', 10, 6, Math.PI / 2 + 0.3))).toBeCloseTo(Math.PI / 2, 9);
    expect(defenceFacing(s, at(s, 'B', 10, 6, -Math.PI / 2 + 0.3))).toBeCloseTo(-Math.PI / 2, 9);
    expect(defenceFacing(s, at(s, 'A', 10, 9, Math.PI / 2 + 0.3))).toBeNull();
    const road = onTerrain([box('road', 'road', 0, 5, 20, 7), box('marsh', 'disordering', 0, 5, 20, 7)]);
    expect(defenceFacing(road, at(road, 'A', 10, 6, Math.PI / 2 + 0.3))).toBeNull();
  });
  it('fortifications are defended too', () => {
    for (const kind of ['field-fortification', 'major-fortification'] as const) {
      const s = onTerrain([box('work', kind, 0, 5, 20, 7)]);
      expect(defenceFacing(s, at(s, 'A', 10, 6, Math.PI / 2 + 0.3))).toBeCloseTo(Math.PI / 2, 9);
    }
  });
  it('already square to it (within 1 degree): null', () => {
    const s = onTerrain([box('wall', 'obstacle', 0, 5, 20, 7)]);
    expect(defenceFacing(s, at(s, 'A', 10, 6, Math.PI / 2 + 0.017))).toBeNull();
    expect(defenceFacing(s, at(s, 'A', 10, 6, Math.PI / 2 - 0.017))).toBeNull();
    expect(defenceFacing(s, at(s, 'A', 10, 6, Math.PI / 2 + 0.018))).toBeCloseTo(Math.PI / 2, 9);
    expect(defenceFacing(s, at(s, 'A', 10, 6, Math.PI / 2 - 0.018))).toBeCloseTo(Math.PI / 2, 9);
    // Across the -pi/pi seam: facing just under pi is 0.005 from the wall's facing, -pi (west).
    const tilted = onTerrain([poly('wall', 'obstacle', [0, 0], [20, 0], [20, 20], [0, 20])]);
    expect(defenceFacing(tilted, at(tilted, 'A', 1, 10, Math.PI - 0.005))).toBeNull();
  });
  it('the longest edge within 3" of the front centre, not a longer one farther off', () => {
    // A slanted bottom edge (20.4" long, 6.9" away) and two top edges of 10" (1" away).
    const s = onTerrain([poly('wall', 'obstacle', [0, 0], [20, 4], [20, 10], [10, 10], [0, 10])]);
    expect(defenceFacing(s, at(s, 'A', 10, 9, Math.PI / 2 + 0.3))).toBeCloseTo(Math.PI / 2, 9);
    // An edge exactly 3" away counts: the 20" bottom edge 3" below the front centre (10, 8), over a top edge of 10".
    const t = onTerrain([poly('wall', 'obstacle', [0, 5], [20, 5], [20, 9], [10, 9.5], [0, 9])]);
    expect(defenceFacing(t, at(t, 'A', 10, 8, Math.PI / 2 + 0.3))).toBeCloseTo(Math.PI / 2, 9);
  });
  it('of two edges of the same length, the first', () => {
    // A roof: (0,10) → (10,11) → (20,10), both 10.05" long and near the front centre (10, 9).
    const s = onTerrain([poly('wall', 'obstacle', [0, 10], [10, 11], [20, 10], [20, 0], [0, 0])]);
    expect(defenceFacing(s, at(s, 'A', 10, 9, Math.PI / 2 + 0.3))).toBeCloseTo(Math.atan2(10, -1), 9);
  });
  it('a wall running up the table: the unit faces across it the way it already looks', () => {
    const s = onTerrain([box('wall', 'obstacle', 9, 0, 11, 20)]);
    expect(defenceFacing(s, at(s, 'A', 10, 10, 0.3))).toBeCloseTo(0, 9);
    expect(defenceFacing(s, at(s, 'A', 10, 10, Math.PI - 0.3))).toBeCloseTo(Math.PI, 9);
    expect(defenceFacing(s, at(s, 'B', 10, 10, 0.3))).toBeCloseTo(0, 9);
    expect(defenceFacing(s, at(s, 'B', 10, 10, -Math.PI + 0.3))).toBeCloseTo(Math.PI, 9);
  });
});

// Killers of the survivors of the first complete run (4 Dec 2026; docs/mutation/wss-6mm-flow.md).
describe('defenceFacing: the survivors of the first complete run (ruling R36)', () => {
  it('the longest edge within 3", wherever it comes in the outline and however far up the table', () => {
    // A piece high on the table, outlined from its slanted top edge ((20, 22) → (10, 23), 10.05" long) round to its
    // bottom edge ((0, 20) → (20, 20), 20" long): both 1.5" from the front centre (10, 21.5); the bottom one is longer.
    const s = onTerrain([poly('wall', 'obstacle', [20, 22], [10, 23], [0, 22], [0, 20], [20, 20])]);
    expect(defenceFacing(s, at(s, 'A', 10, 21.5, Math.PI / 2 + 0.3))).toBeCloseTo(Math.PI / 2, 9);
  });
  it('a wall running up the table, a unit already facing exactly across it (east): null', () => {
    const s = onTerrain([box('wall', 'obstacle', 9, 0, 11, 20)]);
    expect(defenceFacing(s, at(s, 'A', 10, 10, 0))).toBeNull();
  });
  it("a wall across the table: A faces the enemy's side even when it stands facing its own edge", () => {
    const s = onTerrain([box('wall', 'obstacle', 0, 5, 20, 7)]);
    expect(defenceFacing(s, at(s, 'A', 10, 6, -Math.PI / 2 + 0.3))).toBeCloseTo(Math.PI / 2, 9);
  });
  it('a diagonal wall: square to it within 1 degree is null, 0.3 off it turns the unit square', () => {
    // A strip between x + y = 20 and x + y = 24: square to it, facing the enemy, is 45 degrees.
    const s = onTerrain([poly('wall', 'obstacle', [0, 20], [20, 0], [22, 2], [2, 22])]);
    expect(defenceFacing(s, at(s, 'A', 11, 11, Math.PI / 4 + 0.01))).toBeNull();
    expect(defenceFacing(s, at(s, 'A', 11, 11, Math.PI / 4 + 0.3))).toBeCloseTo(Math.PI / 4, 9);
  });
});
