import { MusterError, NORTH, ScriptedDice, SOUTH, EAST, WEST, type Base } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { unitOf } from '../game/__fixtures__/battleFixture.js';
import type { Force, ScenarioCommander, ScenarioUnit } from '../game/Scenario.js';
import type { TerrainState } from '../game/State.js';
import type { SceneryType, TerrainFeature } from '../scenery/SceneryType.js';
import { brevisDeployment } from './brevisDeployment.js';
import { rectangle } from '../scenery/sceneryPoints.js';

// Brevis Editio: "1D6 decides whether play is across the long or short side (1-4 / 5-6). The higher roller picks a
// deployment side; zones start 12" from the centre. Players alternate placing a regiment at a time, units within 6"
// of each other." Where the players choose, ruling "Deployment between programs" (docs/rulings/tercios.md) fixes the
// choice: the picker takes the edge with fewer scenery pieces in its zone and places first; regiments in a line,
// horse on the wings, 1" behind the front of the zone, units 3" apart; impassable scenery and buildings skipped;
// commanders 3" behind their regiment.

const TABLE = { width: 72, height: 48 };
/** Units on 4" x 2" bases (whole inches, so each spot is plain to read). */
const foot = (id: string): ScenarioUnit => ({ ...unitOf(id, 'tercio'), base: { width: 4, depth: 2 } });
const horse = (id: string): ScenarioUnit => ({
  ...unitOf(id, 'arquebusiers-on-horseback'),
  base: { width: 4, depth: 2 },
});
const force = (regiments: [string, ScenarioUnit[]][], commanders: ScenarioCommander[] = []): Force => ({
  name: 'force',
  commanders,
  regiments: regiments.map(([id, units]) => ({ id, name: id, units })),
});
const commander = (id: string, regiment: string | null): ScenarioCommander => ({
  id,
  name: id,
  rank: 1,
  commanderInChief: false,
  regiment,
  traits: [],
  virtues: [],
});
/** An axis-aligned piece of scenery. */
const piece = (
  id: string,
  [x0, y0, x1, y1]: [number, number, number, number],
  type: SceneryType = 'small-lake',
  features: TerrainFeature[] = ['impassable'],
): TerrainState => ({
  id,
  type,
  points: rectangle(x0, y0, x1, y1),
  features,
});
/** A facing to the millionth of a radian. */
const dir = (a: number) => Math.round(a * 1e6) / 1e6;
/** A base to the 1/1000 inch, to compare with a spot worked out by hand. */
const spot = (b: Base | undefined) =>
  b && {
    x: Math.round(b.centre.x * 1000) / 1000,
    y: Math.round(b.centre.y * 1000) / 1000,
    facing: dir(b.facing),
  };
const deploy = (faces: number[], A: Force, B: Force, terrain: TerrainState[] = []) =>
  brevisDeployment(ScriptedDice.of(faces), TABLE, { A, B }, terrain);
const ONE = force([['R', [foot('b1')]]]);
// 1 (long side), then side A 6, side B 1: A picks.
const LONG_A = [1, 6, 1];

describe('Brevis deployment: where the units stand', () => {
  it('across the long side: a line centred on the table, 1" behind the zone\'s front (12" from the centre), units 3" apart, facing the enemy', () => {
    const d = deploy(LONG_A, force([['R', [foot('a1'), foot('a2')]]]), ONE);
    // A's regiment is 4 + 3 + 4 = 11" wide, from x 30.5; front 24 - 12 - 1 = 11, the centre 1" behind.
    expect(spot(d.units.a1)).toEqual({ x: 32.5, y: 10, facing: dir(NORTH) });
    expect(spot(d.units.a2)).toEqual({ x: 32.5 + 4 + 3, y: 10, facing: dir(NORTH) });
    // B's one unit: 4" wide from x 34; front 24 + 12 + 1 = 37.
    expect(spot(d.units.b1)).toEqual({ x: 36, y: 38, facing: dir(SOUTH) });
    expect(d.units.a1).toMatchObject({ width: 4, depth: 2 });
  });

  it('across the short side: the zones along the west and east edges, 12" from the centre', () => {
    const d = deploy([5, 6, 1], force([['R', [foot('a1')]]]), ONE);
    expect(d.across).toBe('short');
    expect(d.edges).toEqual({ A: 'west', B: 'east' });
    // Along the 48" side: from y 22, the centre at y 24; front x 36 - 12 - 1 = 23 (west), 36 + 12 + 1 = 49 (east).
    expect(spot(d.units.a1)).toEqual({ x: 22, y: 24, facing: EAST });
    expect(spot(d.units.b1)).toEqual({ x: 50, y: 24, facing: dir(WEST) });
  });

  it('each unit keeps its own base size (the recommended one when the scenario gives none)', () => {
    const big = { ...foot('a1'), base: { width: 6, depth: 3 } };
    const plain = unitOf('b1', 'tercio');
    const d = deploy(LONG_A, force([['R', [big]]]), force([['R', [plain]]]));
    expect(d.units.a1).toMatchObject({ width: 6, depth: 3 });
    expect(spot(d.units.a1)).toEqual({ x: 36, y: 9.5, facing: dir(NORTH) });
    expect(d.units.b1!.width).toBeCloseTo(12 / 2.54, 6); // a pike square: 12 cm
  });
});

describe('Brevis deployment: "The higher roller picks a deployment side"', () => {
  it('after twenty ties the dice stop and side A picks', () => {
    const d = deploy([1, ...Array<number>(40).fill(3)], force([['R', [foot('a1')]]]), ONE);
    expect(d.edges).toEqual({ A: 'south', B: 'north' });
  });

  it("each roll is named for the log: the long or short side, then each side's roll for the pick", () => {
    const dice = ScriptedDice.of([1, 6, 1]);
    brevisDeployment(dice, TABLE, { A: force([['R', [foot('a1')]]]), B: ONE }, []);
    expect(dice.takeRolls().map((r) => r.purpose)).toEqual([
      'Deployment: across the long side (1-4) or the short side (5-6)',
      'Deployment: side A rolls to pick a side',
      'Deployment: side B rolls to pick a side',
    ]);
  });

  it('side B, rolling higher, picks and places first (ruling: the picker places first)', () => {
    const d = deploy([1, 1, 6], force([['R', [foot('a1')]]]), ONE);
    expect(d.edges).toEqual({ A: 'north', B: 'south' });
    expect(Object.keys(d.units)).toEqual(['b1', 'a1']);
  });

  it('the picker takes the edge with fewer scenery pieces in its zone (a piece counts by its centre)', () => {
    const hill = (id: string, y0: number, y1: number) => piece(id, [10, y0, 14, y1], 'small-hill', ['height']);
    const A = force([['R', [foot('a1')]]]);
    // A hill centred on y 12 (the front of the south zone) counts for the south: A takes the north.
    expect(deploy(LONG_A, A, ONE, [hill('h', 10, 14)]).edges).toEqual({ A: 'north', B: 'south' });
    // One piece in each zone: the first edge of the pair.
    expect(deploy(LONG_A, A, ONE, [hill('h', 2, 6), hill('k', 40, 44)]).edges).toEqual({ A: 'south', B: 'north' });
    // A piece centred between the zones counts for neither.
    expect(deploy(LONG_A, A, ONE, [hill('h', 20, 26)]).edges).toEqual({ A: 'south', B: 'north' });
    // Two pieces in the north: A takes the south; B picking takes the south too.
    const north = [hill('h', 40, 44), piece('k', [30, 40, 34, 44], 'small-hill', ['height'])];
    expect(deploy([1, 1, 6], A, ONE, north).edges).toEqual({ A: 'north', B: 'south' });
    // A piece in the south: B picking takes the north, A the south.
    expect(deploy([1, 1, 6], A, ONE, [hill('h', 2, 6)]).edges).toEqual({ A: 'south', B: 'north' });
    // Across the short side, a piece in the east zone sends the picker west.
    expect(deploy([5, 6, 1], A, ONE, [piece('e', [60, 20, 64, 24], 'small-hill', ['height'])]).edges).toEqual({
      A: 'west',
      B: 'east',
    });
    // Across the short side, a piece in the west zone sends the picker east.
    expect(deploy([5, 6, 1], A, ONE, [piece('w', [4, 20, 8, 24], 'small-hill', ['height'])]).edges).toEqual({
      A: 'east',
      B: 'west',
    });
  });
});

describe('Brevis deployment: "Players alternate placing a regiment at a time"', () => {
  it("the picker's first regiment, then the other's, and so on; a side with more regiments places the rest", () => {
    const A = force([
      ['R1', [foot('a1')]],
      ['R2', [foot('a2')]],
      ['R3', [foot('a3')]],
    ]);
    const B = force([
      ['S1', [foot('b1')]],
      ['S2', [foot('b2')]],
    ]);
    expect(Object.keys(deploy(LONG_A, A, B).units)).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    expect(Object.keys(deploy([1, 1, 6], B, A).units)).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
  });

  it('horse on the wings: half the horse regiments on the left, the foot in the centre, the rest on the right', () => {
    const A = force([
      ['H1', [horse('h1')]],
      ['F1', [foot('f1')]],
      ['H2', [horse('h2')]],
      ['H3', [horse('h3')]],
      ['M', [horse('m1'), foot('m2')]], // a mixed regiment stands with the foot
    ]);
    const d = deploy(LONG_A, A, ONE);
    const xs = ['h1', 'f1', 'm1', 'h2', 'h3'].map((id) => d.units[id]!.centre.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    // Five regiments of 4 + 4 + 4 + 11 + 4 = 27" and four 3" gaps: 39" from x 16.5.
    expect(spot(d.units.h1)!.x).toBe(18.5);
    expect(spot(d.units.h3)!.x).toBe(18.5 + 4 * 7 + 7);
  });

  it('a line wider than the table starts 1" from the edge', () => {
    const regiments = Array.from({ length: 12 }, (_, i): [string, ScenarioUnit[]] => [`R${i}`, [foot(`a${i}`)]]);
    const d = deploy(LONG_A, force(regiments), ONE);
    // 12 x 4 + 11 x 3 = 81" > 72": the line starts at x 1, the first unit's centre at 3.
    expect(spot(d.units.a0)!.x).toBe(3);
    for (const u of Object.values(d.units)) {
      expect(u.centre.x - Math.hypot(4, 2) / 2).toBeGreaterThanOrEqual(0);
      expect(u.centre.x + Math.hypot(4, 2) / 2).toBeLessThanOrEqual(72);
    }
    expect(Object.keys(d.units)).toHaveLength(13);
  });
});

describe('Brevis deployment: scenery in the way (ruling: "spots on impassable scenery or buildings are skipped")', () => {
  // A piece in the south zone sends A (the picker) north: B deploys in the south, its unit planned at x 34-38.
  const blocked = (terrain: TerrainState[], B: Force = ONE) => deploy(LONG_A, force([['R', [foot('a1')]]]), B, terrain);

  it.each([
    { what: 'impassable scenery', p: piece('lake', [33.5, 5, 39.5, 11.5]) },
    {
      what: 'a small building',
      p: piece('b', [33.5, 5, 39.5, 11.5], 'small-building', ['hidden', 'cover', 'protected']),
    },
    { what: 'a large building', p: piece('b', [33.5, 5, 39.5, 11.5], 'large-building', []) },
    { what: 'a town', p: piece('b', [33.5, 5, 39.5, 11.5], 'town', []) },
  ])('$what on the planned spot: the nearest free spot along the line', ({ p }) => {
    const d = blocked([p]);
    expect(d.edges.B).toBe('south');
    // Free from x 29 (5" left, ending 29-33) before x 40 (6" right): centre x 31, still 1" behind the front.
    expect(spot(d.units.b1)).toEqual({ x: 31, y: 10, facing: dir(NORTH) });
  });

  it('other scenery (a hill) does not move a unit', () => {
    const d = blocked([piece('h', [33.5, 5, 39.5, 11.5], 'small-hill', ['height'])]);
    expect(spot(d.units.b1)).toEqual({ x: 36, y: 10, facing: dir(NORTH) });
  });

  it('a planned spot blocked on the right: the nearest free spot to the right', () => {
    const d = blocked([piece('lake', [32.5, 5, 38.5, 11.5])]);
    // Right from x 39 (5": 39-43) before left from x 28 (6": 28-32): centre x 41.
    expect(spot(d.units.b1)!.x).toBe(41);
  });

  it('free spots as near on both sides: the one to the right first', () => {
    const d = blocked([piece('lake', [33.5, 5, 38.5, 11.5])]);
    // Free from x 39 (5" right) and from x 29 (5" left): the right one, centre x 41.
    expect(spot(d.units.b1)!.x).toBe(41);
  });

  it('the north line is as long as the table is wide: a spot 51" along it', () => {
    // A piece in the north zone sends A (the picker) south; B's unit planned at x 34-38 in the north, the line free
    // only from x 50.5.
    const d = deploy(LONG_A, force([['R', [foot('a1')]]]), ONE, [piece('lake', [0, 35.5, 50.5, 48])]);
    expect(d.edges.B).toBe('north');
    expect(spot(d.units.b1)).toEqual({ x: 53, y: 38, facing: dir(SOUTH) });
  });

  it('across the short side the zone is 24" deep (36 - 12): a unit may stand 13" back', () => {
    // A piece in the west zone sends A east; B's zone in the west blocked from x 11.5 to its front at x 24.
    const d = deploy([5, 6, 1], force([['R', [foot('a1')]]]), ONE, [piece('lake', [11.5, 0, 24.5, 48])]);
    expect(d.edges.B).toBe('west');
    // Depths 1, 4, 7 and 10 blocked; at 13: front x 24 - 13 = 11, the centre 1" behind.
    expect(spot(d.units.b1)).toEqual({ x: 10, y: 24, facing: EAST });
  });

  it('across the long side of a table deeper than it is wide (48" x 72"), the zone is 24" deep (72 / 2 - 12): a unit may stand 13" back', () => {
    // Brevis: "zones start 12" from the centre", and run to the table's edge: the south zone from y 24 down to 0.
    // A piece in the south zone sends A north; B's zone blocked from y 12.5 to its front at y 24.
    const d = brevisDeployment(
      ScriptedDice.of(LONG_A),
      { width: 48, height: 72 },
      { A: force([['R', [foot('a1')]]]), B: ONE },
      [piece('lake', [0, 12.5, 48, 24.5])],
    );
    expect(d.edges.B).toBe('south');
    // Depths 1, 4, 7 and 10 blocked; at 13: front y 24 - 13 = 11, the centre 1" behind; along the 48" edge from x 22.
    expect(spot(d.units.b1)).toEqual({ x: 24, y: 10, facing: dir(NORTH) });
  });

  it('each unit alone: the search runs from the left edge of the zone to the right edge', () => {
    // Free only at the two ends of the line: x 0-5.2 and 66.8-72.
    const d = blocked([piece('lake', [5.2, 0, 66.8, 12.5])], force([['R', [foot('b1'), foot('b2')]]]));
    expect(spot(d.units.b1)!.x).toBe(2.5);
    expect(spot(d.units.b2)!.x).toBe(69.5);
  });

  it('each unit alone: the last depth of the zone, 11" back, is searched too', () => {
    const tiny = { ...foot('b1'), base: { width: 0.5, depth: 0.5 } };
    // Depths 1 to 10 blocked (the piece from y 1.2); at 11: front y 1, the centre at 0.75.
    const d = blocked([piece('lake', [0, 1.2, 72, 12.5])], force([['R', [tiny]]]));
    expect(spot(d.units.b1)!.y).toBe(0.75);
  });

  it("a unit flush with the table's side edge still overhangs it when turned: refused (the base's circle must be on the table)", () => {
    // Free only from x 0 to 4.1: a 4" base there (x 0-4) has its corners on the table but not its circle.
    expect(() => blocked([piece('lake', [4.1, 0, 72, 12.5])])).toThrow(/no room/);
    // Free from x 0 to 5: the base at x 1-5 (centre 3) is on the table.
    expect(spot(blocked([piece('lake', [5, 0, 72, 12.5])]).units.b1)!.x).toBe(3);
  });

  it("a base whose circle just touches the table's edge is on the table (each of the four edges)", () => {
    // A 6" x 8" base: its circle's radius is hypot(6, 8) / 2 = 5".
    const wide = (id: string): ScenarioUnit => ({ ...foot(id), base: { width: 6, depth: 8 } });
    const B = force([['R', [wide('b1')]]]);
    // Free only from x 0 to 8: the row from x 2 (centre 5, the circle touching x 0).
    expect(spot(blocked([piece('lake', [8, 0, 72, 12.5])], B).units.b1)!.x).toBe(5);
    // Free only from x 64: the row from x 64 (centre 67, the circle touching x 72).
    expect(spot(blocked([piece('lake', [0, 0, 64, 12.5])], B).units.b1)!.x).toBe(67);
    // Depths 1 and 2 blocked, each unit alone at depth 3: front y 9, centre 5, the circle touching y 0.
    expect(spot(blocked([piece('lake', [0, 9.5, 72, 12.5])], B).units.b1)!.y).toBe(5);
    // The same in the north: centre y 43, the circle touching y 48.
    const north = deploy(LONG_A, force([['R', [foot('a1')]]]), B, [piece('lake', [0, 35.5, 72, 38.5])]);
    expect(spot(north.units.b1)!.y).toBe(43);
  });

  it('a line blocked all along: further back in the zone, 3" at a time', () => {
    const d = blocked([piece('lake', [0, 8.5, 72, 11.5])]);
    // Depth 1 blocked; depth 4: front y 8, centre 7.
    expect(spot(d.units.b1)).toEqual({ x: 36, y: 7, facing: dir(NORTH) });
  });

  it('shifted along the whole line before going further back: a regiment planned past the end of a line wider than the table takes a free spot at its far end', () => {
    // Ruling "Deployment between programs": a row that does not fit "is shifted along the line 1" at a time either
    // way, then tried 3" further back". A 12" wide table; B (south, A took the empty north) plans 7" + 2" + 1" with
    // 3" gaps from x 1, so the 1" regiment is planned at x 16, 4" past the line's end. A lake over the first line
    // from x 2.2 keeps the 7" and 2" regiments out of it (4" back they stand at x 1-8 and 9-11). In the first line
    // x 1-2 is still free, 15" from the planned spot: the regiment stands there, not 4" back at x 8-9.
    const unit = (id: string, width: number, depth: number): ScenarioUnit => ({ ...foot(id), base: { width, depth } });
    const B = force([
      ['R0', [unit('wide', 7, 2)]],
      ['R1', [unit('middle', 2, 0.5)]],
      ['R2', [unit('last', 1, 1)]],
    ]);
    const d = brevisDeployment(ScriptedDice.of(LONG_A), { width: 12, height: 48 }, { A: ONE, B }, [
      piece('lake', [2.2, 8.5, 12, 11.5]),
    ]);
    expect(d.edges.B).toBe('south');
    expect(spot(d.units.wide)).toEqual({ x: 4.5, y: 7, facing: dir(NORTH) });
    expect(spot(d.units.middle)).toEqual({ x: 10, y: 7.75, facing: dir(NORTH) });
    // The first line's front is at y 11: the 1" deep base's centre at y 10.5.
    expect(spot(d.units.last)).toEqual({ x: 1.5, y: 10.5, facing: dir(NORTH) });
  });

  it('the row search reaches its last depth, 10" back, in an 11" deep zone (a 46" deep table): the planned spot there, not a unit alone', () => {
    // Ruling "Deployment between programs": a row is "tried 3" further back (1", 4", 7", 10" behind the front)". On a
    // 46" deep table the south zone runs from y 11 to 0; a lake from y 1.2 to 11 blocks 1", 4" and 7" back. 10" back
    // (front y 1) a 0.5" base stands at its planned spot, centred on the 72" line.
    const small = { ...foot('b1'), base: { width: 0.5, depth: 0.5 } };
    const d = brevisDeployment(
      ScriptedDice.of(LONG_A),
      { width: 72, height: 46 },
      { A: force([['R', [foot('a1')]]]), B: force([['R', [small]]]) },
      [piece('lake', [0, 1.2, 72, 11.5])],
    );
    expect(d.edges.B).toBe('south');
    expect(spot(d.units.b1)).toEqual({ x: 36, y: 0.75, facing: dir(NORTH) });
  });

  it('no spot for the whole regiment: each unit alone in the first free spot of the zone', () => {
    // Two 5" gaps 6" apart: neither holds 4 + 3 + 4", each holds one unit.
    const walls = [piece('w1', [0, 0, 30, 12.5]), piece('w2', [35, 0, 41, 12.5]), piece('w3', [46, 0, 72, 12.5])];
    const d = blocked(walls, force([['R', [foot('b1'), foot('b2')]]]));
    expect(spot(d.units.b1)).toEqual({ x: 32.5, y: 10, facing: dir(NORTH) });
    expect(spot(d.units.b2)).toEqual({ x: 43.5, y: 10, facing: dir(NORTH) });
  });

  it('no room at all in the zone: refused, naming the side', () => {
    let error: unknown;
    try {
      blocked([piece('lake', [0, 0, 72, 12.5])]);
    } catch (e) {
      error = e;
    }
    expect(MusterError.is(error)).toBe(true);
    expect((error as MusterError).code).toBe('bad-input');
    expect((error as MusterError).toUserLine()).toBe(
      `forces.B: no room to deploy ${foot('b1').name} in its deployment zone (expected an army that fits in a 12" deep zone)`,
    );
  });

  it("a unit is never deployed overhanging the table's edge", () => {
    // Depths 1, 4 and 7 blocked; at depth 10 a 3"-deep base would stand from y -1 to 2: off the table.
    const deep = { ...foot('b1'), base: { width: 1, depth: 3 } };
    expect(() => blocked([piece('lake', [0, 2.5, 72, 11.5])], force([['R', [deep]]]))).toThrow(/no room/);
    // A 1" square base fits there: centre y 1.5.
    const small = { ...foot('b1'), base: { width: 1, depth: 1 } };
    expect(spot(blocked([piece('lake', [0, 2.5, 72, 11.5])], force([['R', [small]]])).units.b1)!.y).toBe(1.5);
    // The same at the far (north) edge: B deploys there when the piece is in the north zone.
    const north = (unit: ScenarioUnit) =>
      deploy(LONG_A, force([['R', [foot('a1')]]]), force([['R', [unit]]]), [piece('lake', [0, 36.5, 72, 45.5])]);
    expect(() => north(deep)).toThrow(/no room/);
    expect(spot(north(small).units.b1)!.y).toBe(46.5);
  });
});

describe('Brevis deployment: commanders (ruling: "Commanders stand 3" behind their regiment")', () => {
  const A = force(
    [
      ['R1', [foot('a1'), foot('a2')]],
      ['R2', [{ ...foot('a3'), base: { width: 4, depth: 4 } }]],
    ],
    [commander('c1', 'R1'), commander('c2', null), commander('c3', 'nowhere')],
  );
  const B = force([['S', [foot('b1'), foot('b2')]]], [commander('d1', 'S'), commander('d2', 'nowhere')]);

  it('behind the middle of their regiment, 3" behind its units\' centres; one without a regiment behind the army', () => {
    const d = deploy(LONG_A, A, B);
    const x = (id: string) => d.units[id]!.centre.x;
    // R1's centres 2" into the zone (y 10): its commander 5" in, at y 7.
    expect(d.commanders.c1!.x).toBeCloseTo((x('a1') + x('a2')) / 2, 6);
    expect(d.commanders.c1!.y).toBeCloseTo(7, 6);
    // Behind the whole army: 3" behind the deepest centre (a3's, 4" deep: 3" in), at y 12 - 6.
    expect(d.commanders.c2!.x).toBeCloseTo((x('a1') + x('a2') + x('a3')) / 3, 6);
    expect(d.commanders.c2!.y).toBeCloseTo(6, 6);
    // A regiment with no units on the table: the middle of the zone's front line, 9" back.
    expect(d.commanders.c3).toEqual({ x: 36, y: 3 });
    // The same in the north zone.
    expect(d.commanders.d1!.x).toBeCloseTo((x('b1') + x('b2')) / 2, 6);
    expect(d.commanders.d1!.y).toBeCloseTo(24 + 12 + 5, 6);
    expect(d.commanders.d2).toEqual({ x: 36, y: 24 + 12 + 9 });
  });

  it("the same across the short side, measured from the west and east edges' zones", () => {
    const d = deploy([5, 6, 1], A, force([['R', [foot('b1')]]], [commander('d1', 'R')]));
    expect(d.commanders.c1!.x).toBeCloseTo(36 - 12 - 5, 6);
    expect(d.commanders.d1!.x).toBeCloseTo(36 + 12 + 5, 6);
    expect(d.commanders.d1!.y).toBeCloseTo(24, 6);
    expect(d.commanders.c3).toEqual({ x: 36 - 12 - 9, y: 24 });
  });

  it('never more than 11.5" into the zone (on the table), however far back the regiment stands', () => {
    const small = { ...foot('b1'), base: { width: 1, depth: 1 } };
    const d = deploy(LONG_A, force([['R', [foot('a1')]]]), force([['R', [small]]], [commander('d1', 'R')]), [
      piece('lake', [0, 2.5, 72, 11.5]),
    ]);
    // The unit's centre 10.5" in: 3" behind would be 13.5".
    expect(d.commanders.d1).toEqual({ x: 36, y: 0.5 });
  });
});

describe('Brevis deployment: how far the searches reach (ruling: "A spot beyond the grid is not tried")', () => {
  // Ruling "Deployment between programs", how far the searches reach: "the zone is half the table's depth across play
  // less 12" deep"; a row "is tried with its front 1" behind the zone's front, then 3" at a time further back, while
  // its front stays at least 1" from the zone's back edge"; a unit alone "is tried on a 1" grid ... along the line, its
  // centre from half its width + 0.5" ... to the line's length less half its width less 0.5""; "A spot beyond the grid
  // is not tried even if a base fits there: the unit stands elsewhere, or the army is refused". A piece in the south zone
  // sends A (the picker) north: B deploys in the south.
  const small = { ...foot('b1'), base: { width: 0.5, depth: 0.5 } };
  const onDeep = (height: number, lakeFrom: number) =>
    brevisDeployment(
      ScriptedDice.of(LONG_A),
      { width: 72, height },
      { A: force([['R', [foot('a1')]]]), B: force([['R', [small]]]) },
      [piece('lake', [0, lakeFrom, 72, 11.5])],
    );

  it('a 45.5" deep table: the zone is 10.75" deep; rows 1", 4" and 7" back, not 10" (10 > 10.75 - 1): a unit alone at most 9" back', () => {
    // The south zone runs from y 10.75 to 0. A lake from y 1.8: rows 1", 4" and 7" back are blocked; a unit alone
    // stands 9" back (front y 1.75, centre 1.5) at the first spot of the grid (x 0.5-1). 10" back (front y 0.75) a row
    // at its planned spot would fit too, but is not tried.
    const d = onDeep(45.5, 1.8);
    expect(d.edges.B).toBe('south');
    expect(spot(d.units.b1)).toEqual({ x: 0.75, y: 1.5, facing: dir(NORTH) });
  });

  it('a 45.5" deep table: a lake from y 1 leaves room only 10" back (y 0.25-0.75), past the last depth: refused', () => {
    let error: unknown;
    try {
      onDeep(45.5, 1);
    } catch (e) {
      error = e;
    }
    expect(MusterError.is(error)).toBe(true);
    expect((error as MusterError).code).toBe('bad-input');
    expect((error as MusterError).toUserLine()).toBe(
      // The zone's own depth, not the 48" table's 12" (stop 53: the words said 12" on every table).
      `forces.B: no room to deploy ${small.name} in its deployment zone (expected an army that fits in a 10.75" deep zone)`,
    );
  });

  it('a unit alone 4.2" x 0.5" on a 72" line: its last spot ends 1.3" from the east end (centre 68.6); the spot 1" further (67.5-71.7) is not tried', () => {
    const narrow = (id: string): ScenarioUnit => ({ ...foot(id), base: { width: 4.2, depth: 0.5 } });
    // Free only east of x 66.5: no row of two (4.2 + 3 + 4.2") fits; each unit alone at the grid's last spot along the
    // line (x 66.5-70.7), b1 1" back (front y 11, centre 10.75), b2 2" back.
    const two = blocked(force([['R', [narrow('b1'), narrow('b2')]]]), 66.5);
    expect(spot(two.units.b1)).toEqual({ x: 68.6, y: 10.75, facing: dir(NORTH) });
    expect(spot(two.units.b2)).toEqual({ x: 68.6, y: 9.75, facing: dir(NORTH) });
    // Free only east of x 67.4: a row (from x 33.9 + a whole number: 66.9 or 67.9) is in the lake or off the table;
    // the grid's last spot (x 66.5-70.7) is in the lake; x 67.5-71.7 would fit (its circle, radius 2.11", ends at
    // 71.71) but is past the grid: refused.
    let error: unknown;
    try {
      blocked(force([['R', [narrow('b1')]]]), 67.4);
    } catch (e) {
      error = e;
    }
    expect(MusterError.is(error)).toBe(true);
    expect((error as MusterError).code).toBe('bad-input');
    expect((error as MusterError).toUserLine()).toBe(
      `forces.B: no room to deploy ${narrow('b1').name} in its deployment zone (expected an army that fits in a 12" deep zone)`,
    );
  });

  /** B's force on the 72" x 48" table, the south zone covered from x 0 to `lakeTo`. */
  function blocked(B: Force, lakeTo: number) {
    const d = deploy(LONG_A, force([['R', [foot('a1')]]]), B, [piece('lake', [0, 0, lakeTo, 12.5])]);
    expect(d.edges.B).toBe('south');
    return d;
  }
});
