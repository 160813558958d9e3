import { corners, EAST, firstContact, inFrontArc, NORTH, SOUTH, vec } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema } from '../options/options.js';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import {
  handBuiltTable,
  scenarioUnit,
  sleeveOf,
  unitIn,
  type ScenarioUnit,
} from '../game/__fixtures__/playDecisions.js';
import type { Terrain } from './Terrain.js';
import {
  baseAtCentre,
  baseOf,
  blockFollowers,
  blockMoveToward,
  chargePosition,
  deployFacing,
  followersMove,
  footprint,
  formation,
  forwardSign,
  inBrokenGround,
  inCover,
  inFieldWorks,
  inView,
  isAhead,
  moveToward,
  normalMove,
  obstaclesFor,
  onTheTable,
  pointOnHeading,
  polygonOf,
  round,
  standSize,
  standsLeft,
  terrainAt,
  unitGap,
  unitIn as unitInTerrain,
  unitsOverlap,
  whollyBehindFront,
} from './unitGeometry.js';

// The table geometry of The Sword and the Pike (/work/shared/rules/sword-and-pike.txt has no table rules of its own:
// docs/rulings/sword-and-pike.md R21 stand sizes, R24 facing and moves, R2 movement rates, R28 terrain). Side A
// deploys facing north, side B south. Arquebusiers (20 figures, 2 wide): 4 stands, a 4" x 2" base.
const shot = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 10, ...o });
const pikes = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', moraleClass: 'swiss-foot', x: 30, y: 30, ...o });
const block = (id: string, x: number, y: number) =>
  scenarioUnit({ id, troop: 'halberdiers', frontage: 2, figures: 10, x, y }); // 4" x 1"
const table = (a: ScenarioUnit[], b: ScenarioUnit[] = [pikes({ x: 60, y: 40 })], terrain: Terrain[] = []) =>
  handBuiltTable('geometry', a, b, DEFAULT_OPTIONS, terrain);
const withUnit = (s: SwordAndPikeState, id: string, change: Partial<UnitState>): SwordAndPikeState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...change } : u)),
});

describe('stands and bases (ruling R21)', () => {
  it('stand sizes: foot 2" x 1", horse and guns 2" x 2", a rifleman 1" x 1"', () => {
    expect(standSize({ troop: 'pikemen' })).toEqual({ w: 2, d: 1 });
    expect(standSize({ troop: 'arquebusiers' })).toEqual({ w: 2, d: 1 });
    expect(standSize({ troop: 'gendarmes' })).toEqual({ w: 2, d: 2 });
    expect(standSize({ troop: 'light-horse' })).toEqual({ w: 2, d: 2 });
    expect(standSize({ troop: 'heavy-gun' })).toEqual({ w: 2, d: 2 });
    expect(standSize({ troop: 'light-gun' })).toEqual({ w: 2, d: 2 });
    expect(standSize({ troop: 'riflemen' })).toEqual({ w: 1, d: 1 });
  });

  it('a stand is a company with at least one figure left (5 foot, 3 horse); never fewer than one', () => {
    expect(standsLeft({ troop: 'arquebusiers', figures: 20 })).toBe(4);
    expect(standsLeft({ troop: 'arquebusiers', figures: 16 })).toBe(4);
    expect(standsLeft({ troop: 'arquebusiers', figures: 15 })).toBe(3);
    expect(standsLeft({ troop: 'gendarmes', figures: 7 })).toBe(3);
    expect(standsLeft({ troop: 'gendarmes', figures: 0 })).toBe(1);
  });

  it('the front rank is `frontage` stands (fewer when fewer are left), the rest in ranks behind', () => {
    expect(formation({ troop: 'arquebusiers', figures: 20, frontage: 2 })).toEqual({ front: 2, ranks: 2 });
    expect(formation({ troop: 'arquebusiers', figures: 15, frontage: 2 })).toEqual({ front: 2, ranks: 2 });
    expect(formation({ troop: 'arquebusiers', figures: 10, frontage: 4 })).toEqual({ front: 2, ranks: 1 });
    expect(formation({ troop: 'pikemen', figures: 45, frontage: 4 })).toEqual({ front: 4, ranks: 3 });
  });

  it('a base is the front times the stand width, the ranks times its depth', () => {
    expect(footprint({ troop: 'pikemen', figures: 45, frontage: 4 })).toEqual({ width: 8, depth: 3 });
    expect(footprint({ troop: 'gendarmes', figures: 12, frontage: 2 })).toEqual({ width: 4, depth: 4 });
    expect(footprint({ troop: 'riflemen', figures: 3, frontage: 3 })).toEqual({ width: 3, depth: 1 });
  });

  it('a unit faces the way it deploys unless it has turned: side A north, side B south', () => {
    expect(deployFacing('A')).toBe(NORTH);
    expect(deployFacing('B')).toBe(SOUTH);
    expect(forwardSign({ side: 'A' })).toBe(1);
    expect(forwardSign({ side: 'B' })).toBe(-1);
    const u = { troop: 'pikemen', figures: 20, frontage: 2, side: 'B' } as const;
    expect(baseAtCentre(u, 5, 6)).toEqual({ centre: { x: 5, y: 6 }, facing: SOUTH, width: 4, depth: 2 });
    expect(baseAtCentre({ ...u, facing: EAST }, 5, 6).facing).toBe(EAST);
    const s = table([shot()]);
    expect(baseOf(unitIn(s, 'shot'))).toEqual({ centre: { x: 30, y: 10 }, facing: NORTH, width: 4, depth: 2 });
  });
});

describe('facing: the rear, in view, ahead (ruling R24; Rear Attacks; MORALE trigger d)', () => {
  // Side B's pikes at (30, 30) face south: their front edge is the line y 29.
  const s = table([scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, x: 30, y: 40 })], [pikes()]);
  const pike = unitIn(s, 'pike');

  it('Rear Attacks: "The entire attacking unit must be behind this line" (parallel to and tangent to the front)', () => {
    const at = (x: number, y: number) => ({ ...unitIn(s, 'gens'), x, y });
    expect(whollyBehindFront(at(30, 40), pike)).toBe(true);
    expect(whollyBehindFront(at(40, 31.5), pike)).toBe(true); // corners y 29.5-33.5: beside, behind the line
    expect(whollyBehindFront(at(40, 30), pike)).toBe(false); // corners y 28-32: part of it in front
  });

  it('"in view (180 degree cone of observation)": not behind the centre along the facing', () => {
    expect(inView(pike, 30, 20)).toBe(true);
    expect(inView(pike, 45, 30)).toBe(true); // beside the centre
    expect(inView(pike, 45, 30.5)).toBe(false);
  });

  it("ahead: in the front 180 degrees of the front edge's line", () => {
    expect(isAhead(pike, 30, 20)).toBe(true);
    expect(isAhead(pike, 45, 28.5)).toBe(true);
    expect(isAhead(pike, 45, 29.5)).toBe(false);
    expect(isAhead(pike, 30, 40)).toBe(false);
  });

  it('ahead is core inFrontArc of the base (90 degrees, 1e-6), to the last bit, at any facing and point', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        (facing, dx, dy) => {
          const u = { ...pike, facing };
          const x = u.x + dx;
          const y = u.y + dy;
          expect(isAhead(u, x, y)).toBe(inFrontArc(baseOf(u), vec(x, y), Math.PI / 2, 1e-6));
        },
      ),
    );
    // On the front centre itself, and within the tolerance of it, the point is ahead (pike's front edge is y 29).
    expect(isAhead(pike, 30, 29)).toBe(true);
    expect(isAhead(pike, 30, 29 + 5e-7)).toBe(true);
    expect(isAhead(pike, 30.1, 29.000001)).toBe(false);
  });

  it('ahead at the edges of the tolerances: 1e-6" from the front centre, 1e-6 radians past 90 degrees', () => {
    // Facing east with its front centre at (0, 0) exactly: a point 1e-6" behind it is ahead, 2e-6" behind is not.
    const depth = baseOf({ ...pike, facing: EAST }).depth;
    const east = { ...pike, x: -depth / 2, y: 0, facing: EAST };
    expect(isAhead(east, -1e-6, 0)).toBe(true);
    expect(isAhead(east, -2e-6, 0)).toBe(false);
    expect(isAhead(east, 0, 5)).toBe(true); // on the front edge's line: exactly 90 degrees off
    // Facing north-east: 10" from the front centre, at 90 degrees and a hair from the facing.
    const diagonal = { ...pike, facing: Math.PI / 4 };
    const b = baseOf(diagonal);
    const fx = b.centre.x + Math.cos(Math.PI / 4) * (b.depth / 2);
    const fy = b.centre.y + Math.sin(Math.PI / 4) * (b.depth / 2);
    const at = (past: number) => {
      const a = Math.PI / 4 + Math.PI / 2 + past;
      return [fx + 10 * Math.cos(a), fy + 10 * Math.sin(a)] as const;
    };
    expect(isAhead(diagonal, ...at(0.5e-6))).toBe(true);
    expect(isAhead(diagonal, ...at(-0.5e-6))).toBe(true);
    expect(isAhead(diagonal, ...at(2e-6))).toBe(false);
    for (const past of [0.5e-6, 0.9e-6, 1.1e-6, 2e-6, -2e-6]) {
      const [x, y] = at(past);
      expect(isAhead(diagonal, x, y)).toBe(inFrontArc(b, vec(x, y), Math.PI / 2, 1e-6));
    }
  });

  it('ahead is read of the unit where it stands now: moved or turned, it is another unit object (kept per object)', () => {
    expect(isAhead(pike, 30, 20)).toBe(true);
    expect(isAhead({ ...pike, facing: NORTH }, 30, 20)).toBe(false);
    expect(isAhead({ ...pike, y: 15 }, 30, 20)).toBe(false);
    expect(isAhead({ ...pike, x: 40, facing: EAST }, 45, 30)).toBe(true);
    expect(isAhead(pike, 30, 20)).toBe(true); // the first object's answer unchanged
  });
});

describe('terrain under a unit (ruling R28: a unit is in terrain when its centre is)', () => {
  const wood: Terrain = { kind: 'woods', name: 'W', x: 10, y: 10, width: 20, height: 8 };
  const town: Terrain = { kind: 'fortified-town', name: 'T', x: 25, y: 15, width: 10, height: 10 };

  it('the kinds of the areas a point is in, from the lower-left corner by width and height', () => {
    const s = { terrain: [wood, town] };
    expect(terrainAt(s, 15, 12)).toEqual(['woods']);
    expect(terrainAt(s, 29, 17)).toEqual(['woods', 'fortified-town']);
    expect(terrainAt(s, 34, 24)).toEqual(['fortified-town']);
    expect(terrainAt(s, 31, 12)).toEqual([]);
    expect(terrainAt(s, 15, 19)).toEqual([]);
    expect(terrainAt(s, 9, 12)).toEqual([]);
  });

  it("a piece's polygon is made once per piece object; another piece, though equal, has its own where it lies", () => {
    expect(polygonOf(wood)).toBe(polygonOf(wood));
    expect(polygonOf(wood).points).toEqual([vec(10, 10), vec(30, 10), vec(30, 18), vec(10, 18)]);
    const moved = { ...wood, x: 40 };
    expect(polygonOf(moved).points).toEqual([vec(40, 10), vec(60, 10), vec(60, 18), vec(40, 18)]);
    expect(terrainAt({ terrain: [wood] }, 15, 12)).toEqual(['woods']);
    expect(terrainAt({ terrain: [moved] }, 15, 12)).toEqual([]);
    expect(terrainAt({ terrain: [moved] }, 45, 12)).toEqual(['woods']);
  });

  it('Cover, Field Works and broken ground by the kinds the unit stands in', () => {
    const kinds = (kind: Terrain['kind']) => {
      const s = table([shot({ x: 20, y: 14 })], undefined, [{ ...wood, kind }]);
      const u = unitIn(s, 'shot');
      return [inCover(s, u), inFieldWorks(s, u), inBrokenGround(s, u)];
    };
    expect(kinds('woods')).toEqual([true, false, true]);
    expect(kinds('hedge')).toEqual([true, false, false]);
    expect(kinds('wall')).toEqual([true, false, false]);
    expect(kinds('buildings')).toEqual([true, false, true]);
    expect(kinds('field-works')).toEqual([false, true, false]);
    expect(kinds('fortified-town')).toEqual([false, true, true]);
    expect(kinds('broken')).toEqual([false, false, true]);
    expect(kinds('hill')).toEqual([false, false, false]);
  });

  it('the same unit on another terrain list is looked at anew', () => {
    const s = table([shot({ x: 20, y: 14 })], undefined, [wood]);
    const u = unitIn(s, 'shot');
    expect(unitInTerrain(s, u, ['woods'])).toBe(true);
    expect(unitInTerrain({ terrain: [] }, u, ['woods'])).toBe(false);
    expect(unitInTerrain({ terrain: [{ ...wood, kind: 'hill' }] }, u, ['hill'])).toBe(true);
    expect(unitInTerrain(s, u, ['hill', 'woods'])).toBe(true);
    expect(unitInTerrain(s, u, ['hill'])).toBe(false);
    // In two areas at once: in each of them.
    const both = { terrain: [wood, { ...wood, kind: 'hill' as const }] };
    expect(unitInTerrain(both, u, ['woods'])).toBe(true);
    expect(unitInTerrain(both, u, ['hill'])).toBe(true);
  });
});

describe('a normal move (ruling R2: foot 6", Gendarmes 10", Reiters 12", Light Horse 14", light guns 6")', () => {
  it('by the movement class; "Heavy guns may not move during the game"', () => {
    expect(normalMove({ troop: 'pikemen' }, DEFAULT_OPTIONS)).toBe(6);
    expect(normalMove({ troop: 'gendarmes' }, DEFAULT_OPTIONS)).toBe(10);
    expect(normalMove({ troop: 'reiters' }, DEFAULT_OPTIONS)).toBe(12);
    expect(normalMove({ troop: 'light-horse' }, DEFAULT_OPTIONS)).toBe(14);
    expect(normalMove({ troop: 'light-gun' }, DEFAULT_OPTIONS)).toBe(6);
    expect(normalMove({ troop: 'heavy-gun' }, DEFAULT_OPTIONS)).toBe(0);
    const slow = SwordAndPikeOptionsSchema.parse({ movement: { foot: 4, lightGun: 3 } });
    expect(normalMove({ troop: 'arquebusiers' }, slow)).toBe(4);
    expect(normalMove({ troop: 'light-gun' }, slow)).toBe(3);
  });
});

describe('bases on the table (ruling R24)', () => {
  const base = { centre: { x: 2, y: 1 }, facing: NORTH, width: 4, depth: 2 };

  it('a base wholly on the table, its edges on the table edge included', () => {
    expect(onTheTable(base, { width: 72, height: 48 })).toBe(true);
    expect(onTheTable({ ...base, centre: { x: 1.99, y: 1 } }, { width: 72, height: 48 })).toBe(false);
    expect(onTheTable({ ...base, centre: { x: 70, y: 47 } }, { width: 72, height: 48 })).toBe(true);
    expect(onTheTable({ ...base, centre: { x: 70, y: 47.01 } }, { width: 72, height: 48 })).toBe(false);
  });

  it('two bases overlap when they share area; touching is not overlapping', () => {
    expect(unitsOverlap(base, { ...base, centre: { x: 6, y: 1 } })).toBe(false);
    expect(unitsOverlap(base, { ...base, centre: { x: 5.99, y: 1 } })).toBe(true);
  });

  it('the gap between two units, and positions kept to 1/1000"', () => {
    const s = table([shot(), block('friend', 30, 14.5)]);
    expect(unitGap(unitIn(s, 'shot'), unitIn(s, 'friend'))).toBeCloseTo(3, 9);
    expect(round(1.23456)).toBe(1.235);
    expect(round(-2.0004)).toBe(-2);
    expect(round(7)).toBe(7);
  });
});

describe('obstacles to a move: friends as they stand, enemies grown by the gap (ruling R24)', () => {
  const s = table(
    [shot(), block('friend', 30, 14.5), block('far', 70, 47)],
    [block('foe', 40, 10), pikes({ x: 60, y: 40 })],
  );
  const sizes = (bs: { width: number; depth: number }[]) => bs.map((b) => [b.width, b.depth]);

  it('every other unit near enough, enemies 1" larger all round', () => {
    const u = unitIn(s, 'shot');
    expect(sizes(obstaclesFor(s, u, 1))).toEqual([
      [4, 1],
      [4, 1],
      [6, 3],
      [6, 4],
    ]);
    expect(sizes(obstaclesFor(s, u, 0.5))).toEqual([
      [4, 1],
      [4, 1],
      [5, 2],
      [5, 3],
    ]);
    expect(sizes(obstaclesFor(s, u, 0))).toEqual([
      [4, 1],
      [4, 1],
      [4, 1],
      [4, 2],
    ]);
  });

  it('not the unit itself, the one excepted, removed units, nor units beyond the move plus 20"', () => {
    const u = unitIn(s, 'shot');
    expect(obstaclesFor(s, u, 0, 'foe').map((b) => b.centre)).toEqual([
      { x: 30, y: 14.5 },
      { x: 70, y: 47 },
      { x: 60, y: 40 },
    ]);
    expect(obstaclesFor(withUnit(s, 'friend', { status: 'removed' }), u, 0).length).toBe(3);
    // Within a 6" move: the friend (4.5"), the foe (10") and the pikes (42.4" > 26") ... only those within 26".
    expect(obstaclesFor(s, u, 0, undefined, 6).map((b) => b.centre)).toEqual([
      { x: 30, y: 14.5 },
      { x: 40, y: 10 },
    ]);
    // Exactly 20" beyond a move of 0: still counted.
    const edge = table([shot(), block('twenty', 50, 10)]);
    expect(obstaclesFor(edge, unitIn(edge, 'shot'), 0, undefined, 0).map((b) => b.centre.x)).toEqual([50]);
  });
});

describe('moving straight toward a point (ruling R24: moves slide the base and keep its facing)', () => {
  const near = (to: { x: number; y: number; moved: number }, x: number, y: number, moved: number) => {
    expect(to.x).toBeCloseTo(x, 3);
    expect(to.y).toBeCloseTo(y, 3);
    expect(to.moved).toBeCloseTo(moved, 3);
  };

  it('up to the distance, or to the point if it is nearer', () => {
    const s = table([shot()]);
    const u = unitIn(s, 'shot');
    near(moveToward(s, u, 30, 20, 6), 30, 16, 6);
    near(moveToward(s, u, 30, 13, 6), 30, 13, 3);
    near(moveToward(s, u, 36, 18, 5), 33, 14, 5);
    expect(moveToward(s, u, 30, 20, 0)).toEqual({ x: 30, y: 10, moved: 0 });
    expect(moveToward(s, u, 30, 10, 6)).toEqual({ x: 30, y: 10, moved: 0 });
  });

  it('stopping at each table edge (the base 4" x 2" about its centre)', () => {
    const s = table([shot()]);
    const u = unitIn(s, 'shot');
    // (A move of 60.02": not a whole number of the 0.05" steps by which a move backs off an overlap, so only the
    // exact table limit ends it at the edge.)
    near(moveToward(s, u, 100, 10, 60.02), 70, 10, 40);
    near(moveToward(s, u, -100, 10, 60.02), 2, 10, 28);
    near(moveToward(s, u, 30, 100, 60.02), 30, 47, 37);
    near(moveToward(s, u, 30, -100, 60.02), 30, 1, 9);
    // Diagonally to the south-west corner: the south edge first (y 1 after 9" along y, 12.73" along the diagonal).
    const corner = moveToward(s, u, 0, -20, 60);
    expect(corner.x).toBeCloseTo(21, 2);
    expect(corner.y).toBeCloseTo(1, 2);
    expect(corner.moved).toBeCloseTo(9 * Math.SQRT2, 2);
  });

  it('stopping a hair short of a friend, and 1" short of an enemy (or `enemyGap`)', () => {
    // A 4" x 1" block 3.5" beyond the front edge (y 14.5-15.5).
    const friend = table([shot(), block('friend', 30, 15)]);
    near(moveToward(friend, unitIn(friend, 'shot'), 30, 20, 6), 30, 13.498, 3.498);
    const enemy = table([shot()], [block('foe', 30, 15)]);
    near(moveToward(enemy, unitIn(enemy, 'shot'), 30, 20, 6), 30, 12.498, 2.498);
    near(moveToward(enemy, unitIn(enemy, 'shot'), 30, 20, 6, 0), 30, 13.498, 3.498);
    near(moveToward(enemy, unitIn(enemy, 'shot'), 30, 20, 6, 2), 30, 11.498, 1.498);
    // A removed enemy is no obstacle.
    const gone = withUnit(enemy, 'foe', { status: 'removed' });
    near(moveToward(gone, unitIn(gone, 'shot'), 30, 20, 6), 30, 16, 6);
  });

  it('stopping a hair short of a friend less than 1" away, whichever way it slides (the end checked where it is)', () => {
    // A 4" x 1" block 0.5" beyond the shot's front edge (y 11.5-12.5), and one 0.5" east of its right flank (x 32.5).
    const north = table([shot(), block('friend', 30, 12)]);
    near(moveToward(north, unitIn(north, 'shot'), 30, 20, 6), 30, 10.498, 0.498);
    const east = table([shot(), block('friend', 34.5, 10)]);
    near(moveToward(east, unitIn(east, 'shot'), 40, 10, 6), 30.498, 10, 0.498);
  });

  it('a unit already touching what is ahead does not move', () => {
    const s = table([shot(), block('friend', 30, 11.5)]);
    expect(moveToward(s, unitIn(s, 'shot'), 30, 20, 6)).toEqual({ x: 30, y: 10, moved: 0 });
  });

  it('never ends off the table: a turned base whose rounded end would poke past the edge backs off', () => {
    // Turned 0.174 rad, sliding east to the edge: the move floored to 1/1000" and the end rounded to 1/1000" would
    // put a corner past x 72 (by less than 1/1000"); the move backs off by 0.05" steps until the base is on.
    const s = withUnit(table([shot({ x: 40 })]), 'shot', { facing: 0.174 });
    const u = unitIn(s, 'shot');
    const to = moveToward(s, u, 200, 13, 100);
    const end = baseOf({ ...u, x: to.x, y: to.y });
    expect(onTheTable(end, s.table)).toBe(true);
    expect(to.moved).toBeGreaterThan(30.5);
    expect(Math.max(...corners(end).map((c) => c.x))).toBeGreaterThan(71.9);
    // Exactly: the table limit along the move (from the base's easternmost corner), floored to 1/1000", one step back.
    const ux = 160 / Math.hypot(160, 3);
    const limit = (72 - Math.max(...corners(baseOf(u)).map((c) => c.x))) / ux;
    expect(to.moved).toBeCloseTo(Math.floor(limit * 1000) / 1000 - 0.05, 6);
    // The same to the north edge, from the base's northernmost corner: the floored limit, or one step back from it.
    const north = moveToward(s, u, 43, 200, 100);
    const uy = 190 / Math.hypot(3, 190);
    const floored = Math.floor(((48 - Math.max(...corners(baseOf(u)).map((c) => c.y))) / uy) * 1000) / 1000;
    expect([floored, floored - 0.05].some((m) => Math.abs(north.moved - m) < 1e-6)).toBe(true);
  });

  it('never ends overlapping a unit: a slanting move whose rounded end would cut into a wheeled friend backs off', () => {
    // The 4" x 1" block at (32.1, 15.2) wheeled to face 0.2 rad; the shot slides toward (29, 20). Stopped 0.002"
    // short of contact along the move, its end rounded to 1/1000" would cut into the block; it backs off 0.05".
    const s = withUnit(table([shot(), block('friend', 32.1, 15.2)]), 'friend', { facing: 0.2 });
    const u = unitIn(s, 'shot');
    const friend = baseOf(unitIn(s, 'friend'));
    const to = moveToward(s, u, 29, 20, 6);
    expect(unitsOverlap(baseOf({ ...u, x: to.x, y: to.y }), friend)).toBe(false);
    const contact = firstContact(baseOf(u), vec(-1, 10), 6, [friend]);
    expect(contact).toBeGreaterThan(4.3);
    expect(to.moved).toBeCloseTo(Math.floor((contact - 0.002) * 1000) / 1000 - 0.05, 6);
  });

  it('a unit already overlapping a friend (by 0.001") that slides along it stays where it is: no end clears it', () => {
    // The block at y 10.999-11.999 overlaps the shot's front (y 11): a 1" slide east ends overlapping it at every
    // step back, so the move backs off to nothing (and stops there).
    const s = withUnit(table([shot(), block('friend', 30, 12)]), 'friend', { y: 11.499 });
    expect(moveToward(s, unitIn(s, 'shot'), 40, 10, 1)).toEqual({ x: 30, y: 10, moved: 0 });
  });

  it('keeps its facing whichever way it slides', () => {
    const s = withUnit(table([shot()]), 'shot', { facing: EAST });
    // Facing east the base is 2" along x and 4" along y: the north edge stops it at y 46.
    near(moveToward(s, unitIn(s, 'shot'), 30, 100, 60), 30, 46, 36);
  });
});

describe('where a charger halts "1 inch away" (Close Combat A; ruling R24)', () => {
  // Side A's gendarmes 4" x 4" at (30, 10), front edge y 12; side B's pikes at (30, 30), front edge y 29.
  const gens = (o: Partial<ScenarioUnit> = {}) =>
    scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10, ...o });

  it('straight toward the target until 1" from its base, the distance travelled', () => {
    const s = table([gens()], [pikes()]);
    expect(chargePosition(s, unitIn(s, 'gens'), unitIn(s, 'pike'))).toEqual({
      x: 30,
      y: 25.998,
      distance: 15.998,
      followers: [],
    });
    expect(chargePosition(s, unitIn(s, 'gens'), unitIn(s, 'pike'), 16)).toEqual({
      x: 30,
      y: 25.998,
      distance: 15.998,
      followers: [],
    });
    expect(chargePosition(s, unitIn(s, 'gens'), unitIn(s, 'pike'), 15.99)).toBeNull();
    // A move of exactly the charge reaches.
    expect(chargePosition(s, unitIn(s, 'gens'), unitIn(s, 'pike'), 15.998)?.distance).toBe(15.998);
  });

  it('corner to corner: the cheap bound never refuses a charge the move reaches', () => {
    // 4" x 4" gendarmes at (20, 10) charging 4" x 4" gendarmes at (30, 20) along the diagonal: corners (22, 12) and
    // (28, 18) are 8.49" apart, so the charge halts after about 7.49".
    const s = table([gens({ x: 20 })], [gens({ id: 'foe', x: 30, y: 20 })]);
    const at = chargePosition(s, unitIn(s, 'gens'), unitIn(s, 'foe'), 8);
    expect(at?.distance).toBeCloseTo(6 * Math.SQRT2 - 1, 2);
  });

  it('past a corner of the target it goes on until the bases are 1" apart', () => {
    // From the south-east: the path meets the 1" band about the pikes near their front-right corner (32, 29).
    const s = table([gens({ x: 44, y: 14 })], [pikes()]);
    const at = chargePosition(s, unitIn(s, 'gens'), unitIn(s, 'pike'));
    expect(at).not.toBeNull();
    const gap = unitGap({ ...unitIn(s, 'gens'), x: at?.x ?? 0, y: at?.y ?? 0 }, unitIn(s, 'pike'));
    expect(gap).toBeGreaterThan(0.99);
    expect(gap).toBeLessThan(1.01);
  });

  it('past a corner at a glancing angle it goes on more than half an inch beyond the band, until 1" apart', () => {
    // An 8" x 1" line of shot at (24, 26) charging a 16" x 1" pike line at (50, 30): the path (26" along, 4" up)
    // brings its front-right corner onto the band's corner (1" beyond the pikes' front-left corner both ways,
    // 1.41" from it). So shallow a path closes that gap slowly: the bases are 1" apart only about 0.59" further on.
    const s = table(
      [shot({ figures: 20, frontage: 4, x: 24, y: 26 })],
      [pikes({ figures: 40, frontage: 8, x: 50, y: 30 })],
    );
    const charger = unitIn(s, 'shot');
    expect(baseOf(charger)).toMatchObject({ width: 8, depth: 1 });
    expect(baseOf(unitIn(s, 'pike'))).toMatchObject({ width: 16, depth: 1 });
    const at = chargePosition(s, charger, unitIn(s, 'pike'));
    const gap = unitGap({ ...charger, x: at?.x ?? 0, y: at?.y ?? 0 }, unitIn(s, 'pike'));
    expect(gap).toBeGreaterThan(0.99);
    expect(gap).toBeLessThan(1.01);
    // The band is met after 13" along x (13.15" along the path); 1" apart 0.59" later (less the 0.002" hair).
    expect(at?.distance).toBeCloseTo(13 * (Math.hypot(26, 4) / 26) + 0.593, 2);
  });

  it('no charge onto its own spot, through another unit, or beyond its move', () => {
    const s = table([gens()], [pikes()]);
    expect(chargePosition(s, { ...unitIn(s, 'gens'), x: 30, y: 30 }, unitIn(s, 'pike'))).toBeNull();
    const blocked = table([gens(), block('friend', 30, 20)], [pikes()]);
    expect(chargePosition(blocked, unitIn(blocked, 'gens'), unitIn(blocked, 'pike'))).toBeNull();
    const aside = table([gens(), block('friend', 40, 20)], [pikes()]);
    expect(chargePosition(aside, unitIn(aside, 'gens'), unitIn(aside, 'pike'))?.y).toBe(25.998);
    const gone = withUnit(blocked, 'friend', { status: 'removed' });
    expect(chargePosition(gone, unitIn(gone, 'gens'), unitIn(gone, 'pike'))?.y).toBe(25.998);
    // Far beyond any move: the cheap bound refuses it before the exact contact.
    const far = table([gens()], [pikes({ y: 46 })]);
    expect(chargePosition(far, unitIn(far, 'gens'), unitIn(far, 'pike'), 10)).toBeNull();
    expect(chargePosition(far, unitIn(far, 'gens'), unitIn(far, 'pike'), 40)?.distance).toBe(31.998);
  });

  it('none whose path leaves the table before it is 1" from the target', () => {
    // Gendarmes at (4.5, 10) charging pikes at (2.5, 30) (x 0.5-4.5, front edge y 29): the path slants 0.1" west an
    // inch. 8" wide (x 0.5-8.5) their west end crosses the table edge on the way; 4" wide (x 2.5-6.5) it does not.
    const s = table([gens({ figures: 24, frontage: 4, x: 4.5 })], [pikes({ x: 2.5 })]);
    expect(chargePosition(s, unitIn(s, 'gens'), unitIn(s, 'pike'))).toBeNull();
    const narrow = table([gens({ x: 4.5 })], [pikes({ x: 2.5 })]);
    expect(chargePosition(narrow, unitIn(narrow, 'gens'), unitIn(narrow, 'pike'))).not.toBeNull();
  });
});

describe('a pike block moves as one (ruling R23: sub-units in good order follow every advance "by the same displacement")', () => {
  // Side A's pike at (30, 10), 4" x 2" (x 28-32, y 9-11), with a sleeve on its right: arquebusiers, one 5-man company
  // (2" x 1"), attached to it — 0.5" off its flank at (33.5, 10), or touching it at (33, 10). Side B's pikes `far`
  // at (60, 40) are far from every move here.
  const sleeve = sleeveOf;
  const pike = () => pikes({ x: 30, y: 10 });
  const followersOf = (s: SwordAndPikeState, dx: number, dy: number) => {
    const p = unitIn(s, 'pike');
    const followers = blockFollowers(s, p);
    return followersMove(s, p, followers, dx, dy, new Set([p.id, ...followers.map((f) => f.id)]));
  };
  const blockMove = (s: SwordAndPikeState, x: number, y: number, distance: number) =>
    blockMoveToward(s, unitIn(s, 'pike'), blockFollowers(s, unitIn(s, 'pike')), x, y, distance);
  const foe = (x: number, y: number) => shot({ id: 'foe', x, y });
  const far = pikes({ id: 'far', x: 60, y: 40 });

  // Ruling R2: "a unit whose centre starts in broken ground moves half". A sleeve whose centre stands in rough ground
  // (x 33-36, y 8-12: a rectangle from its corner) while its pike stands in the open goes half the block's move and cannot keep up: 2" of the pike's
  // 4" north, the block breaking there (the referee script's breach of seed 4: a Doppelsoldner sleeve in broken ground
  // went its pike's whole 6"). With the pike in it too, both are halved alike and it keeps up.
  it("a follower starting in broken ground its pike is not in goes half the block's move and is left behind (R2)", () => {
    const rough: Terrain = { kind: 'broken', name: 'rough', x: 33, y: 8, width: 3, height: 4 };
    const s = table([pike(), sleeve()], [far], [rough]);
    expect(followersOf(s, 0, 4)).toEqual([{ id: 'sleeve', x: 33.5, y: 12, moved: 2, kept: false }]);
    const open = table([pike(), sleeve()], [far]);
    expect(followersOf(open, 0, 4)).toEqual([{ id: 'sleeve', x: 33.5, y: 14, moved: 4, kept: true }]);
    const both: Terrain = { ...rough, x: 27, width: 10 };
    const inIt = table([pike(), sleeve()], [far], [both]);
    expect(followersOf(inIt, 0, 2)).toEqual([{ id: 'sleeve', x: 33.5, y: 12, moved: 2, kept: true }]);
  });

  it("a follower with a clear path keeps up: exactly the pike's displacement where its own move would end a hair short on the pike's new place", () => {
    // R23 "by the same displacement". Moved 4.567" east and 1.234" north (4.731" along the move), the sleeve's own
    // move kept to 1/1000" ends at x 37.566, 0.001" into the pike's new place (x 32.567-36.567): it ends at x 37.567.
    const s = table([pike(), sleeve({ x: 33 })], [far]);
    expect(followersOf(s, 4.567, 1.234)).toEqual([
      { id: 'sleeve', x: 37.567, y: 11.234, moved: Math.hypot(4.567, 1.234), kept: true },
    ]);
    // 0.5" off the pike's flank the hair short is on no one: its own move stands (x 38.066, not 38.067).
    const apart = table([pike(), sleeve()], [far]);
    expect(followersOf(apart, 4.567, 1.234)).toEqual([{ id: 'sleeve', x: 38.066, y: 11.234, moved: 4.73, kept: true }]);
    // The whole block's move: the pike's own move ends at (34.566, 11.234), the sleeve 3" to its right exactly.
    const moved = blockMove(s, 34.567, 11.234, 6);
    expect(moved.to).toEqual({ x: 34.566, y: 11.234, moved: 4.73 });
    expect(moved.followers).toMatchObject([{ id: 'sleeve', x: 37.566, y: 11.234 }]);
  });

  it('the same displacement is refused where it would put the follower off the table: it stops where its path does', () => {
    // R24: a unit stays on the table. 38.001" east: the sleeve's path stops at the east edge (x 71, its 2" base at
    // x 70-72), a hair short and on the pike's new place; the same displacement (x 71.001) is off the table.
    const s = table([pike(), sleeve({ x: 33 })], [far]);
    expect(followersOf(s, 38.001, 1.234)).toEqual([{ id: 'sleeve', x: 71, y: 11.234, moved: 38.02, kept: false }]);
  });

  it('a block that does not move: every follower stays, keeping up', () => {
    const s = table([pike(), sleeve()], [far]);
    expect(followersOf(s, 0, 0)).toEqual([{ id: 'sleeve', x: 33.5, y: 10, moved: 0, kept: true }]);
  });

  it('a follower stopped the usual hair short of a unit just at its displacement keeps up', () => {
    // A friend's 4" x 1" block whose south edge (y 13.5) is 3" beyond the sleeve's front edge: the sleeve's own 3"
    // move stops 0.002" short of it (2.998"), as every advance does: it has kept up.
    const s = table([pike(), sleeve(), block('wall', 35.5, 14)], [far]);
    expect(followersOf(s, 0, 3)).toEqual([{ id: 'sleeve', x: 33.5, y: 12.998, moved: 2.998, kept: true }]);
  });

  it('"its path must be clear of other units" (R24): a follower blocked by a third unit stops where its path stops', () => {
    // A friend's block at y 12.5-13.5 in front of the sleeve only (x 33.5-37.5): the sleeve stops 0.002" short.
    const s = table([pike(), sleeve(), block('wall', 35.5, 13)], [far]);
    expect(followersOf(s, 0, 6)).toEqual([{ id: 'sleeve', x: 33.5, y: 11.998, moved: 1.998, kept: false }]);
  });

  it('the pike never ends on a follower left behind: it is re-planned with it in the way', () => {
    // Advancing east with the sleeve on its right, the sleeve is stopped by a friend's block at x 36-40 (x 34.998,
    // 1.498"); the pike may then not pass through it (R23 "its pike may not pass through it"): it stops a hair short
    // of the sleeve's new place (its right edge short of x 33.998).
    const s = table([pike(), sleeve(), block('wall', 38, 10)], [far]);
    const moved = blockMove(s, 40, 10, 6);
    expect(moved.followers).toEqual([{ id: 'sleeve', x: 34.998, y: 10, moved: expect.closeTo(1.498, 9) }]);
    expect(moved.to).toEqual({ x: 31.995, y: 10, moved: 1.995 });
  });

  it('with two followers, the one left behind is reported from its own start; the other keeps up', () => {
    // A sleeve on each flank; only the right one (listed second) is stopped, by the friend's block ahead of it.
    const s = table([sleeve({ id: 'left', x: 26.5 }), pike(), sleeve(), block('wall', 35.5, 13)], [far]);
    expect(blockFollowers(s, unitIn(s, 'pike')).map((f) => f.id)).toEqual(['left', 'sleeve']);
    const moved = blockMove(s, 30, 20, 6);
    expect(moved.to).toEqual({ x: 30, y: 16, moved: 6 });
    expect(moved.followers).toMatchObject([
      { id: 'left', x: 26.5, y: 16, moved: 6 },
      { id: 'sleeve', x: 33.5, y: 11.998, moved: expect.closeTo(1.998, 9) },
    ]);
  });

  it("a charge: not offered when a sleeve that cannot keep up is in the pike's path, offered when it is not", () => {
    // R23 "a charge it would block is not offered". Charging the foe at (40, 20) north-east, the sleeve on the right
    // is stopped by a friend's block (x 36-40, y 10.5-11.5) that is not in the pike's own path; the sleeve, stopped
    // at about (35, 11.5), is: no charge. Without the block the sleeve keeps up and the charge stands.
    const blocked = table([pike(), sleeve(), block('wall', 38, 11)], [foe(40, 20)]);
    expect(chargePosition(blocked, unitIn(blocked, 'pike'), unitIn(blocked, 'foe'))).toBeNull();
    const noSleeve = table([pike(), block('wall', 38, 11)], [foe(40, 20)]);
    expect(chargePosition(noSleeve, unitIn(noSleeve, 'pike'), unitIn(noSleeve, 'foe'))).not.toBeNull();
    const clear = table([pike(), sleeve()], [foe(40, 20)]);
    expect(chargePosition(clear, unitIn(clear, 'pike'), unitIn(clear, 'foe'))).not.toBeNull();
    // Charging north at the foe at (30, 25), the sleeve stopped by the block ahead of it (y 11.998) is beside the
    // pike's path: the charge stands, to 1" from the foe.
    const beside = table([pike(), sleeve(), block('wall', 35.5, 13)], [foe(30, 25)]);
    expect(chargePosition(beside, unitIn(beside, 'pike'), unitIn(beside, 'foe'))).toEqual({
      x: 30,
      y: 21.998,
      distance: 11.998,
      followers: [{ id: 'sleeve', x: 33.5, y: 11.998, moved: 1.998, kept: false }],
    });
  });

  it('a charge: each sleeve left behind is checked with its own base', () => {
    // A 4"-wide sleeve on the left (x 23-27), the 2"-wide one on the right stopped at (33.5, 11.998) (x 32.5-34.5,
    // clear of the pike's path, x 28-32); as wide as the left one it would be in it.
    const s = table(
      [sleeve({ id: 'left', figures: 10, frontage: 2, x: 25 }), pike(), sleeve(), block('wall', 35.5, 13)],
      [foe(30, 25)],
    );
    expect(chargePosition(s, unitIn(s, 'pike'), unitIn(s, 'foe'))?.y).toBe(21.998);
  });

  it("a charge: sleeves follow by the charge's own displacement", () => {
    // The sleeve on the left follows the pike 11.998" north. (Carried off another way — east across the pike's
    // start — it would stop against the friend's block touching the pike's right flank, in the pike's path.)
    const s = table([sleeve({ x: 26.5 }), pike(), block('wall', 34.1, 11)], [foe(30, 25)]);
    expect(chargePosition(s, unitIn(s, 'pike'), unitIn(s, 'foe'))?.y).toBe(21.998);
  });

  it("a charge: a sleeve that keeps up is not in the pike's way, even ending in the pike's wake", () => {
    // Charging the foe at (15, 10) due west, away from the sleeve on its right: the sleeve follows 9.998" west to
    // (23.502, 10), on ground the pike passes over; moving with it (R23, R24 "not of its own sub-units in good
    // order, which move with it"), it is not in its way.
    const s = table([pike(), sleeve()], [foe(15, 10)]);
    expect(chargePosition(s, unitIn(s, 'pike'), unitIn(s, 'foe'))).toEqual({
      x: 20.002,
      y: 10,
      distance: 9.998,
      followers: [{ id: 'sleeve', x: 23.502, y: 10, moved: 9.998, kept: true }],
    });
  });

  it('a charge: a sleeve touching the pike that keeps up ends beside it, not in its way', () => {
    const s = table([pike(), sleeve({ x: 33 })], [foe(40, 20)]);
    expect(chargePosition(s, unitIn(s, 'pike'), unitIn(s, 'foe'))).toMatchObject({ x: 36.999, y: 16.999 });
  });
});

describe("pointOnHeading: a heading in degrees off the unit's front, to the left positive (ruling R65)", () => {
  const at = (facing: number): UnitState => ({
    ...unitIn(handBuiltTable('h', [scenarioUnit({ id: 'a', troop: 'pikemen', x: 30, y: 20 })], []), 'a'),
    facing,
  });

  it('straight ahead and straight back are the facing itself, exactly (as a move straight ahead or back was measured)', () => {
    // At this facing the facing plus or minus pi does not give the cosine and sine negated, in the last bit.
    const f = Math.PI / 2 + 0.06;
    const negated = { x: 30 - Math.cos(f) * 5, y: 20 - Math.sin(f) * 5 };
    expect({ x: 30 + Math.cos(f + Math.PI) * 5, y: 20 + Math.sin(f + Math.PI) * 5 }).not.toEqual(negated);
    expect({ x: 30 + Math.cos(f - Math.PI) * 5, y: 20 + Math.sin(f - Math.PI) * 5 }).not.toEqual(negated);
    const u = at(f);
    expect(pointOnHeading(u, 0, 5)).toEqual({ x: 30 + Math.cos(f) * 5, y: 20 + Math.sin(f) * 5 });
    expect(pointOnHeading(u, 180, 5)).toEqual({ x: 30 - Math.cos(f) * 5, y: 20 - Math.sin(f) * 5 });
    expect(pointOnHeading(u, -180, 5)).toEqual({ x: 30 - Math.cos(f) * 5, y: 20 - Math.sin(f) * 5 });
  });

  it('left is counter-clockwise: facing +y, 90 goes -x and -90 goes +x; 45 between', () => {
    const u = at(NORTH);
    const left = pointOnHeading(u, 90, 4);
    expect(left.x).toBeCloseTo(26, 9);
    expect(left.y).toBeCloseTo(20, 9);
    const right = pointOnHeading(u, -90, 4);
    expect(right.x).toBeCloseTo(34, 9);
    expect(right.y).toBeCloseTo(20, 9);
    const half = pointOnHeading(u, 45, Math.SQRT2);
    expect(half.x).toBeCloseTo(29, 9);
    expect(half.y).toBeCloseTo(21, 9);
    // Facing +x (EAST), 90 to the left is +y.
    const east = pointOnHeading(at(EAST), 90, 2);
    expect(east.x).toBeCloseTo(30, 9);
    expect(east.y).toBeCloseTo(22, 9);
  });
});
