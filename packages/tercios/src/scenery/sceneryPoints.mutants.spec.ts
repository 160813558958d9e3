import { ScriptedDice, shapeGap } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { ellipse, featuresOf, rectangle, sceneryPoints } from './sceneryPoints.js';
import { SCENERY_TYPES } from './SceneryType.js';

const TABLE = { width: 72, height: 48 };

/**
 * Dice that answer each roll by its purpose and keep the purposes in order: the scenery procedure names the side
 * and the choices of each purchase ("Scenery element bought by side A (1-17)"), so the list shows who bought, in
 * which order, and how many types each could afford.
 */
function diceBy(answer: (purpose: string, sides: number, n: number) => number) {
  const asked: string[] = [];
  const dice = new ScriptedDice((r) => {
    asked.push(r.purpose);
    return [answer(r.purpose, r.sides, asked.length)];
  });
  return { dice, asked };
}

/** The purchases of a run: "A 17" for side A choosing among 17 affordable types. */
const purchases = (asked: string[]) =>
  asked.flatMap((p) => {
    const m = /^Scenery element bought by side (A|B) \(1-(\d+)\)$/.exec(p);
    return m ? [`${m[1]} ${m[2]}`] : [];
  });

/**
 * Scenery-points dice: the two sides' rolls from `points` (a list of [A, B] pairs, the last repeated), every element
 * the `pick`-th affordable type, and each centre on a grid 11" apart (small hills of 8" stay 3" apart).
 */
function run(points: [number, number][], pick: (purpose: string) => number, cartographer: ('A' | 'B')[] = []) {
  let rolled = 0;
  let placed = 0;
  const by = diceBy((purpose, sides) => {
    if (purpose.startsWith('Scenery points of side')) {
      const pair = points[Math.min(Math.floor(rolled / 2), points.length - 1)]!;
      return pair[rolled++ % 2]!;
    }
    if (purpose.startsWith('Scenery element bought')) return pick(purpose);
    if (purpose.endsWith('stands (x)')) return 1 + 11 * (placed % 6);
    if (purpose.endsWith('stands (y)')) return 1 + 11 * Math.floor(placed++ / 6);
    if (purpose.startsWith('Where the road runs')) return sides; // x 60, clear of the pieces on the grid
    return 1;
  });
  const pieces = sceneryPoints(by.dice, { table: TABLE, cartographer });
  return { pieces, asked: by.asked };
}

const SMALL_HILL = () => 2; // the second type of every list: road, small hill, ...

describe('The Battle > Scenery Points', () => {
  it('"Each player rolls a die ... The result gives the total of scenery points"; "the higher score is the first to buy"; "Taking turns ... until they have spent their total"', () => {
    // A 5 points, B 2: A buys first; after B's two points are spent, A buys alone. Affordable types without a
    // river: 17 with 3 points or more, 14 with 2, 6 with 1 (bridges and fords need a river).
    const { pieces, asked } = run([[5, 2]], SMALL_HILL);
    expect(purchases(asked)).toEqual(['A 17', 'B 14', 'A 17', 'B 6', 'A 17', 'A 14', 'A 6']);
    expect(pieces.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `small-hill-${i}`));
    expect(pieces.every((p) => p.type === 'small-hill')).toBe(true);
  });

  it('"the higher score is the first to buy": side B when B rolled higher', () => {
    const { asked } = run([[1, 3]], SMALL_HILL);
    expect(purchases(asked)).toEqual(['B 17', 'A 6', 'B 14', 'B 6']);
  });

  it('"re-rolling in the event of a tie": a tie is rolled again, and only the new rolls count', () => {
    const { asked } = run(
      [
        [4, 4],
        [3, 3],
        [1, 2],
      ],
      SMALL_HILL,
    );
    expect(asked.filter((p) => p.startsWith('Scenery points')).length).toBe(6);
    expect(purchases(asked)).toEqual(['B 14', 'A 6', 'B 6']);
  });

  it.each([
    { tie: 6, first: 'A', a: 6, b: 5 },
    { tie: 5, first: 'B', a: 5, b: 6 },
    { tie: 1, first: 'B', a: 1, b: 2 },
  ])('twenty ties in a row of $tie: the dice stop and side B takes $b points', ({ tie, first, a, b }) => {
    const { asked } = run([[tie, tie]], () => 1); // always a road: 1 point
    expect(asked.filter((p) => p.startsWith('Scenery points')).length).toBe(40);
    const bought = purchases(asked);
    expect(bought.length).toBe(a + b);
    expect(bought[0]!.startsWith(first)).toBe(true);
    expect(bought.filter((x) => x.startsWith('A')).length).toBe(a);
  });

  it('Optional Traits > Cartographer: "add two points to their own" roll (the option taken), for either side', () => {
    expect(purchases(run([[2, 1]], SMALL_HILL, ['A']).asked)).toEqual(['A 17', 'B 6', 'A 17', 'A 14', 'A 6']);
    expect(purchases(run([[2, 1]], SMALL_HILL, ['B']).asked)).toEqual(['A 14', 'B 17', 'A 6', 'B 14', 'B 6']);
  });

  it('the element bought is the rolled one of the affordable types, and costs its points', () => {
    // 6 points for A: a large forest (2 points, the 7th of 17) leaves 4; B's 1 point buys a road (the 1st of 6).
    const { pieces, asked } = run([[6, 1]], (p) => (p.includes('(1-17)') ? 7 : 1));
    expect(pieces[0]!.type).toBe('large-forest');
    expect(SCENERY_TYPES['large-forest'].cost).toBe(2);
    expect(purchases(asked).slice(0, 3)).toEqual(['A 17', 'B 6', 'A 17']);
    expect(pieces[1]!.type).toBe('road');
  });
});

describe('Scenery Elements: rivers, bridges and fords (ruling "Scenery points between programs")', () => {
  // A 6 points and B 1: A buys the river (the 15th of 17), B a bridge or ford (the 6th or 7th of 8 once there is a
  // river), A then roads (the 1st of 18, 16 and 8).
  const riverRun = (bPick: number, riverX: number, roadX: number, crossY = 10) => {
    let xs = 0;
    const by = diceBy((purpose) => {
      if (purpose === 'Scenery points of side A') return 6;
      if (purpose === 'Scenery points of side B') return 1;
      if (purpose.startsWith('Scenery element bought by side A')) return purpose.includes('(1-17)') ? 15 : 1;
      if (purpose.startsWith('Scenery element bought by side B')) return bPick;
      if (purpose.startsWith('Where the river runs')) return riverX;
      if (purpose.startsWith('Where the road runs')) return xs++ === 0 ? roadX : 1;
      if (purpose.includes('crosses the river')) return crossY;
      return 1;
    });
    return { pieces: sceneryPoints(by.dice, { table: TABLE, cartographer: [] }), asked: by.asked };
  };

  it('"a bridge may only be placed if there is a river"; one river a table: the lists grow by the bridge and ford and lose the river', () => {
    const { pieces, asked } = riverRun(6, 24, 40);
    expect(purchases(asked)).toEqual(['A 17', 'B 8', 'A 18', 'A 16', 'A 8']);
    expect(pieces.map((p) => p.type).slice(0, 3)).toEqual(['river', 'bridge', 'road']);
  });

  it('a river runs from side A\'s edge to side B\'s, 12" + a die over the middle of the table, its flow rolled (Brevis: "River flow is rolled")', () => {
    const { pieces, asked } = riverRun(6, 24, 40);
    expect(asked).toContain('Where the river runs (x)');
    const river = pieces[0]!;
    expect(river.points).toEqual(rectangle(36 - 1.5, 0, 36 + 1.5, 48));
    expect(river.features).toEqual(['difficult']); // a flow of 1
    expect(asked.filter((p) => p.startsWith('River flow')).length).toBe(1);
  });

  it('a bridge lies across the river, 1" beyond each bank, at 6" + a die along it; it needs no 3" from its river', () => {
    const { pieces } = riverRun(6, 24, 40, 10);
    const bridge = pieces.find((p) => p.type === 'bridge')!;
    // The river from x 34.5 to 37.5; the bridge 4" wide centred on y 16.
    expect(bridge.points).toEqual(rectangle(33.5, 14, 38.5, 18));
    expect(bridge.features).toEqual([]); // not Easy by itself: only a road over it is (Scenery Elements > Bridge)
  });

  it('a ford lies across the river the same way ("Ford: may only be placed if there is a river")', () => {
    const { pieces } = riverRun(7, 24, 40, 20);
    const ford = pieces.find((p) => p.type === 'ford')!;
    expect(ford.points).toEqual(rectangle(33.5, 24, 38.5, 28));
    expect(ford.features).toEqual(['difficult']);
  });

  it('a road beside the river may pass within 3" of the bridge over it (a road crosses at the bridge), not of the river', () => {
    // River 34.5-37.5, bridge 33.5-38.5. A road 2" wide at x 12 + 30 = 42 spans 41-43: 3.5" from the river, 2.5" from
    // the bridge: placed. One at 12 + 28 = 40 (39-41) is 1.5" from the river: re-rolled.
    const near = riverRun(6, 24, 30);
    expect(near.pieces.find((p) => p.type === 'road')!.points).toEqual(rectangle(41, 0, 43, 48));
    const tooNear = riverRun(6, 24, 28);
    expect(tooNear.pieces.find((p) => p.type === 'road')!.points).toEqual(rectangle(12, 0, 14, 48));
    // The same by a ford.
    const byFord = riverRun(7, 24, 30, 20);
    expect(byFord.pieces.find((p) => p.type === 'road')!.points).toEqual(rectangle(41, 0, 43, 48));
  });
});

describe('where each element stands (ruling "Scenery points between programs")', () => {
  /**
   * Side A `a` points and B `b`; the purchases in order, each the type rolled (its place in the list) and the faces
   * of its place's dice (the last repeated).
   */
  const scripted = (a: number, b: number, buys: { pick: number; at: number[] }[]) => {
    let k = -1;
    let at: number[] = [];
    const dice = new ScriptedDice((r) => {
      if (r.purpose === 'Scenery points of side A') return [a];
      if (r.purpose === 'Scenery points of side B') return [b];
      if (r.purpose.startsWith('Scenery element bought')) {
        k += 1;
        at = [...buys[k]!.at];
        return [buys[k]!.pick];
      }
      if (r.purpose.startsWith('Where')) return [at.length > 1 ? at.shift()! : at[0]!];
      return [1];
    });
    const pieces = sceneryPoints(dice, { table: TABLE, cartographer: [] });
    const rolls = dice.takeRolls();
    return {
      pieces,
      rolls,
      where: rolls.filter((r) => r.purpose.startsWith('Where')).map((r) => `${r.purpose} d${r.sides}`),
    };
  };
  const HILL = 2;
  const RIVER = 15; // of the 17 types open without a river
  const BRIDGE = 6; // of the types open with a river: road, small hill, small copse, cultivated field, hedge, bridge, ford

  it('an element in the middle of the table: x 8 + d56 (to 64"), y 12 + d24 (to 36")', () => {
    const { pieces, where } = scripted(1, 2, [
      { pick: HILL, at: [56, 24] },
      { pick: HILL, at: [1, 1] },
      { pick: HILL, at: [30, 12] },
    ]);
    expect(where.slice(0, 2)).toEqual(['Where the small-hill stands (x) d56', 'Where the small-hill stands (y) d24']);
    expect(pieces[0]!.points).toEqual(ellipse({ x: 64, y: 36 }, 8, 8)); // B first: the highest faces
    expect(pieces[1]!.points).toEqual(ellipse({ x: 9, y: 13 }, 8, 8)); // A: the lowest
  });

  it('a river across the middle: x 12 + d48 (to 60"); a bridge along it: y 6 + d36 (to 42")', () => {
    const { pieces, where } = scripted(3, 1, [
      { pick: RIVER, at: [48] },
      { pick: BRIDGE, at: [36] },
    ]);
    expect(where.slice(0, 2)).toEqual(['Where the river runs (x) d48', 'Where the bridge crosses the river (y) d36']);
    expect(pieces[0]!.points).toEqual(rectangle(58.5, 0, 61.5, 48));
    expect(pieces[1]!.points).toEqual(rectangle(57.5, 40, 62.5, 44));
  });

  it('a bridge lies across the river, not across the first piece on the table', () => {
    const { pieces } = scripted(6, 1, [
      { pick: HILL, at: [1, 1] }, // A: a hill at (9, 13)
      { pick: HILL, at: [40, 20] }, // B: a hill at (48, 32)
      { pick: RIVER, at: [24] }, // A: the river at x 36
      { pick: BRIDGE, at: [10] }, // A: a bridge at y 16
      { pick: 1, at: [48] }, // A: a road at x 60
    ]);
    expect(pieces.map((p) => p.type)).toEqual(['small-hill', 'small-hill', 'river', 'bridge', 'road']);
    expect(pieces[3]!.points).toEqual(rectangle(33.5, 14, 38.5, 18));
  });

  it('with a river on the table, other elements still stand where rolled, not across it', () => {
    const { pieces } = scripted(3, 1, [
      { pick: RIVER, at: [24] },
      { pick: HILL, at: [1, 1] },
    ]);
    expect(pieces[1]!.points).toEqual(ellipse({ x: 9, y: 13 }, 8, 8));
  });

  it('a bridge needs no 3" from its river, but does from a road placed before it', () => {
    // A's river at x 34.5-37.5; B's road at x 41-43 (3.5" from the river); B's bridge, 33.5-38.5, would be 2.5" from
    // the road: rolled six times and left out.
    const { pieces, where } = scripted(3, 2, [
      { pick: RIVER, at: [24] },
      { pick: 1, at: [30] },
      { pick: BRIDGE, at: [10] },
    ]);
    expect(pieces.map((p) => p.type)).toEqual(['river', 'road']);
    expect(where.filter((w) => w.includes('crosses the river')).length).toBe(6);
  });

  it('an element placed after a bridge keeps 3" from it (only a road may come nearer)', () => {
    // A's river at x 34.5-37.5, B's bridge 33.5-38.5 at y 14-18; A's hill at (45, 16): 3.5" from the river, 2.5" from
    // the bridge: left out.
    const { pieces } = scripted(5, 1, [
      { pick: RIVER, at: [24] },
      { pick: BRIDGE, at: [10] },
      { pick: HILL, at: Array.from({ length: 6 }, () => [37, 4]).flat() }, // the same spot at each of six tries
      { pick: 1, at: [1] },
    ]);
    expect(pieces.map((p) => p.type)).toEqual(['river', 'bridge', 'road']);
  });
});

describe('"Each element may be placed either adjacent to another, or at least 3 inches apart"', () => {
  /** Two small buildings (4" across) for A, B none, the second centred `dx` to the right of the first. */
  const twoBuildings = (xs: number[]) => {
    let x = 0;
    const by = diceBy((purpose) => {
      if (purpose === 'Scenery points of side A') return 2;
      if (purpose === 'Scenery points of side B') return 1;
      if (purpose.startsWith('Scenery element bought')) return 6; // a small building
      if (purpose.endsWith('stands (x)')) return xs[Math.min(x++, xs.length - 1)]!;
      if (purpose.endsWith('stands (y)')) return 12;
      return 1;
    });
    return { pieces: sceneryPoints(by.dice, { table: TABLE, cartographer: [] }), asked: by.asked };
  };

  it('an element 3" from another is placed; one 2" away is rolled again', () => {
    // A's building at x 8 + 20 = 28, B's 7" right (gap 3"), A's second 7" further.
    const ok = twoBuildings([20, 27, 34]);
    expect(ok.pieces.map((p) => p.id)).toEqual(['small-building-1', 'small-building-2', 'small-building-3']);
    const gaps = [shapeGap(ok.pieces[0]!, ok.pieces[1]!), shapeGap(ok.pieces[1]!, ok.pieces[2]!)];
    expect(gaps.map((g) => Math.round(g * 1000) / 1000)).toEqual([3, 3]);
    // B's first try 6" right (gap 2"): rolled again, then placed at 7".
    const again = twoBuildings([20, 26, 27, 34]);
    expect(again.asked.filter((p) => p.endsWith('stands (x)')).length).toBe(4);
    expect(again.pieces[1]!.points).toEqual(ok.pieces[1]!.points);
  });

  it('an element that finds no place in six rolls is left out (its points spent), and the next takes the next id', () => {
    // B's building rolled six times on A's: dropped. A's second building then stands 14" right of the first.
    const dropped = twoBuildings([20, 20, 20, 20, 20, 20, 20, 34]);
    expect(dropped.asked.filter((p) => p.endsWith('stands (x)')).length).toBe(8);
    expect(dropped.pieces.map((p) => p.id)).toEqual(['small-building-1', 'small-building-2']);
    expect(purchases(dropped.asked)).toEqual(['A 14', 'B 6', 'A 6']);
  });

  it('an area element stands 8" + a die across and 12" + a die up the table, as an ellipse of its size', () => {
    const { pieces, asked } = twoBuildings([20, 27, 34]);
    expect(asked.slice(2, 5)).toEqual([
      'Scenery element bought by side A (1-14)',
      'Where the small-building stands (x)',
      'Where the small-building stands (y)',
    ]);
    expect(pieces[0]!.points).toEqual(ellipse({ x: 28, y: 24 }, 4, 4));
    expect(pieces[0]!.features).toEqual(['hidden', 'cover', 'protected']);
  });

  it('a linear element (hedge, wall) is a strip of its length and width round the rolled centre', () => {
    let n = 0;
    const by = diceBy((purpose) => {
      if (purpose === 'Scenery points of side A') return 2;
      if (purpose === 'Scenery points of side B') return 1;
      if (purpose.startsWith('Scenery element bought')) return 5; // a hedge
      if (purpose.endsWith('stands (x)')) return 10 + 20 * n++;
      if (purpose.endsWith('stands (y)')) return 6;
      return 1;
    });
    const pieces = sceneryPoints(by.dice, { table: TABLE, cartographer: [] });
    expect(pieces[0]!.type).toBe('hedge');
    expect(pieces[0]!.points).toEqual(rectangle(18 - 6, 18 - 0.25, 18 + 6, 18 + 0.25));
  });
});

describe('outlines of scenery pieces', () => {
  it('an ellipse is a 12-gon on the ellipse of its length and width, from the end of its length, to 1/1000"', () => {
    const pts = ellipse({ x: 10, y: 20 }, 8, 4);
    expect(pts).toHaveLength(12);
    expect(pts[0]).toEqual({ x: 14, y: 20 });
    expect(pts[3]).toEqual({ x: 10, y: 22 });
    expect(pts[6]).toEqual({ x: 6, y: 20 });
    expect(pts[9]).toEqual({ x: 10, y: 18 });
    expect(pts[1]).toEqual({ x: 13.464, y: 21 }); // 30°: 4 cos 30° = 3.4641...
    for (const p of pts) expect(((p.x - 10) / 4) ** 2 + ((p.y - 20) / 2) ** 2).toBeCloseTo(1, 3);
  });

  it('a rectangle is its four corners, to 1/1000"', () => {
    expect(rectangle(1.00049, 2, 3, 4.4444)).toEqual([
      { x: 1, y: 2 },
      { x: 3, y: 2 },
      { x: 3, y: 4.444 },
      { x: 1, y: 4.444 },
    ]);
  });
});

describe('featuresOf: rolled once for the table', () => {
  it('Brevis: "Cropland\'s feature is rolled for all crops": one roll, shared by every cultivated field', () => {
    const dice = ScriptedDice.of([6]);
    const rolls: { cropland?: number; river?: number } = {};
    const first = featuresOf('cultivated-field', dice, rolls);
    const second = featuresOf('cultivated-field', dice, rolls);
    expect(second).toEqual(first);
    expect(rolls.cropland).toBe(6);
    expect(dice.takeRolls()).toHaveLength(1);
  });

  it('each roll is named for the log', () => {
    const dice = ScriptedDice.of([3, 2]);
    featuresOf('cultivated-field', dice, {});
    featuresOf('river', dice, {});
    expect(dice.takeRolls().map((r) => r.purpose)).toEqual([
      'Cultivated fields: the crop (1-2 Difficult, 3-5 Difficult and In cover, 6 Very difficult, Hidden and In cover)',
      'River flow (1 Difficult, 2-4 Very difficult, 5-6 Impassable)',
    ]);
  });

  it('Brevis: "River flow is rolled" once; the river\'s roll is its own, not the crops\'', () => {
    const dice = ScriptedDice.of([5, 1]);
    const rolls: { cropland?: number; river?: number } = {};
    expect(featuresOf('river', dice, rolls)).toEqual(['impassable']);
    expect(featuresOf('river', dice, rolls)).toEqual(['impassable']);
    expect(featuresOf('cultivated-field', dice, rolls)).toEqual(['difficult']);
    expect(rolls).toEqual({ river: 5, cropland: 1 });
  });

  it('every other type has its catalogue features, a copy, without a roll', () => {
    const dice = ScriptedDice.of([]);
    const features = featuresOf('small-copse', dice, {});
    expect(features).toEqual(['very-difficult', 'cover', 'hidden']);
    expect(features).not.toBe(SCENERY_TYPES['small-copse'].features);
  });
});
