import { EAST, NORTH, SOUTH, WEST } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { handBuiltTable, scenarioUnit, unitIn, type ScenarioUnit } from '../game/__fixtures__/playDecisions.js';
import { alignedCharge, contactedEdge } from './alignedCharge.js';

// Ruling R24, "Chargers square up" (docs/rulings/sword-and-pike.md), from Close Combat A "Attacker moves units towards
// target units and halts 1' away" (/work/shared/rules/sword-and-pike.txt): where its straight path halts it, the
// charger wheels into line with the edge it attacks (front, flank on its side, or rear: R43), its front parallel to
// that edge and 1" from it, its front centre opposite the nearest point of the edge (kept in so as much of its front
// as fits meets the edge), its centre travelling no more than its move in all; sub-units in good order swing with
// it (R23); the swing may not pass through a unit nor off the table, else it halts unturned (null here).
//
// Side B's pikes face south: 4" x 2" at (30, 30): front edge y 29, rear edge y 31, flanks x 28 and 32.
const pikes = scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', moraleClass: 'swiss-foot', x: 30, y: 30 });
/** Gendarmes: 12 figures 2 wide, a 4" x 4" base; 6 figures 1 wide, 2" x 4". */
const gens = (o: Partial<ScenarioUnit> & Pick<ScenarioUnit, 'x' | 'y'>) =>
  scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', ...o });
const table = (a: ScenarioUnit[], b: ScenarioUnit[] = [pikes]): SwordAndPikeState => handBuiltTable('square up', a, b);
const withUnit = (s: SwordAndPikeState, id: string, change: Partial<UnitState>): SwordAndPikeState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...change } : u)),
});
const square = (s: SwordAndPikeState, halt: { x: number; y: number }, aspect: 'front' | 'flank' | 'rear', max = 12) =>
  alignedCharge(s, unitIn(s, 'gens'), unitIn(s, 'pike'), halt, aspect, max);

describe('the edge a charge meets (ruling R24, R43)', () => {
  const s = table([gens({ x: 40, y: 31 }), gens({ id: 'west', x: 20, y: 31 })]);
  const target = unitIn(s, 'pike');
  const near = (v: { x: number; y: number }, x: number, y: number) => {
    expect(v.x).toBeCloseTo(x, 9);
    expect(v.y).toBeCloseTo(y, 9);
  };

  it('the front: the front edge, its outward normal ahead of the target, along its width', () => {
    const e = contactedEdge(target, unitIn(s, 'gens'), 'front');
    near(e.centre, 30, 29);
    near(e.normal, 0, -1);
    near(e.along, -1, 0);
    expect(e.half).toBe(2);
  });

  it('the rear: the rear edge, its normal behind the target', () => {
    const e = contactedEdge(target, unitIn(s, 'gens'), 'rear');
    near(e.centre, 30, 31);
    near(e.normal, 0, 1);
    near(e.along, -1, 0);
    expect(e.half).toBe(2);
  });

  it('a flank: the side the charger is on, along the target depth', () => {
    const east = contactedEdge(target, unitIn(s, 'gens'), 'flank');
    near(east.centre, 32, 30);
    near(east.normal, 1, 0);
    near(east.along, 0, -1);
    expect(east.half).toBe(1);
    const west = contactedEdge(target, unitIn(s, 'west'), 'flank');
    near(west.centre, 28, 30);
    near(west.normal, -1, 0);
    expect(west.half).toBe(1);
  });
});

describe('a charger squares up (ruling R24 "Chargers square up")', () => {
  it('on the front: its front 1" from the edge, facing it squarely, a front as wide as the edge centred on it', () => {
    // 4" x 4" gendarmes from (34, 20), halted with their front centre at (33, 26): they meet the 4" edge whole.
    const s = table([gens({ x: 34, y: 20 })]);
    expect(square(s, { x: 33, y: 24 }, 'front')).toEqual({
      x: 30,
      y: 26,
      facing: expect.closeTo(NORTH, 9),
      followers: [],
    });
  });

  it('a narrower front stays opposite where it halted, kept in so that all of it meets the edge', () => {
    // 2" x 4" gendarmes (6 figures, 1 wide) on the 4" front edge (x 28-32): opposite x 31, x 30.5 and x 29.
    const s = table([gens({ figures: 6, frontage: 1, x: 34, y: 20 })]);
    expect(square(s, { x: 33, y: 24 }, 'front')).toMatchObject({ x: 31, y: 26, facing: expect.closeTo(NORTH, 9) });
    expect(square(s, { x: 30.5, y: 24 }, 'front')).toMatchObject({ x: 30.5, y: 26 });
    expect(square(s, { x: 26, y: 24 }, 'front')).toMatchObject({ x: 29, y: 26 });
  });

  it('on a flank: facing across it, 1" off the flank on the side it came from', () => {
    const s = table([gens({ x: 40, y: 32 })]);
    const a = square(s, { x: 35.002, y: 31 }, 'flank');
    expect(a).toMatchObject({ x: 35, y: 30, followers: [] });
    expect(a?.facing).toBeCloseTo(Math.PI, 9);
  });

  it('on the rear: facing the rear edge from behind the target', () => {
    // The gendarmes north of the pikes, facing south (behind their front line).
    const s = withUnit(table([gens({ x: 31, y: 40 })]), 'gens', { facing: SOUTH });
    expect(square(s, { x: 31, y: 34.002 }, 'rear')).toEqual({
      x: 30,
      y: 34,
      facing: expect.closeTo(SOUTH, 9),
      followers: [],
    });
  });

  it("the charger's centre travels no more than its move in all, from where it started", () => {
    // From (34, 20) to (30, 26): sqrt(52) = 7.21".
    const s = table([gens({ x: 34, y: 20 })]);
    expect(square(s, { x: 33, y: 24 }, 'front', 7.3)).not.toBeNull();
    expect(square(s, { x: 33, y: 24 }, 'front', Math.sqrt(52))).not.toBeNull();
    expect(square(s, { x: 33, y: 24 }, 'front', 7.2)).toBeNull();
  });

  it('no squared-up place that overlaps another unit or leaves the table', () => {
    // A friend standing on (30, 26).
    const friend = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 30, y: 24.5 });
    expect(square(table([gens({ x: 34, y: 20 }), friend]), { x: 33, y: 24 }, 'front')).toBeNull();
    // Overlapping it by only 0.003" (less than the graze a swing is let pass): the place itself is checked exactly.
    const graze = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 27.003, y: 26 });
    expect(square(table([gens({ x: 34, y: 20 }), graze]), { x: 33, y: 24 }, 'front')).toBeNull();
    expect(square(table([gens({ x: 34, y: 20 }), { ...graze, x: 26.99 }]), { x: 33, y: 24 }, 'front')).not.toBeNull();
    // A removed unit there is no obstacle.
    const gone = withUnit(table([gens({ x: 34, y: 20 }), friend]), 'friend', { status: 'removed' });
    expect(square(gone, { x: 33, y: 24 }, 'front')).not.toBeNull();
    // Pikes at the south edge facing north (side A's way) give a front whose squared-up place is off the table.
    const edge = withUnit(table([gens({ x: 34, y: 10 })], [{ ...pikes, y: 2 }]), 'pike', {
      facing: expect.closeTo(NORTH, 9),
    });
    expect(alignedCharge(edge, unitIn(edge, 'gens'), unitIn(edge, 'pike'), { x: 33, y: 6 }, 'rear', 20)).toBeNull();
  });

  it('no swing through a unit on the way to the squared-up place, though the place itself is clear', () => {
    // Halted far to the east (x 34-38); a 2" x 1" friend at x 32-34 between there and the place (x 28-32).
    const friend = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 33, y: 26 });
    const s = table([gens({ x: 36, y: 20 }), friend]);
    expect(square(s, { x: 36, y: 25 }, 'front')).toBeNull();
    expect(square(table([gens({ x: 36, y: 20 })]), { x: 36, y: 25 }, 'front')).toMatchObject({ x: 30, y: 26 });
  });

  it('no swing that passes off the table, though the place itself is on it', () => {
    // 8" x 4" gendarmes facing east (their 8" front along y) halted at (69.9, 25), x 67.9-71.9: squaring up to the
    // front of pikes at (66, 32) turns them north to (66, 28). Pivoting first about the halted centre swings their
    // corners 4.47" out, past the east edge (x 72); sliding first runs them into the pikes. Ten inches west, clear.
    const at = (x: number) => {
      const s = table([gens({ figures: 24, frontage: 4, x: 40, y: 20 })], [{ ...pikes, x: x - 3.9, y: 32 }]);
      return square(withUnit(s, 'gens', { x, facing: 0 }), { x, y: 25 }, 'front');
    };
    expect(at(69.9)).toBeNull();
    expect(at(59.9)).toMatchObject({ x: 56, y: 28, facing: expect.closeTo(NORTH, 9) });
  });

  it('no swing that passes off the west, south or north edge either, though the place itself is on the table', () => {
    // The east test above turned a quarter turn at a time: 8" x 4" gendarmes halted 2.1" from the edge, facing along
    // it, squaring up to the front of pikes 3.9" along and 7" in. Pivoting first swings their corners 4.47" out, past
    // the edge; sliding first runs them into the pikes. Ten inches further in, clear.
    const at = (edge: 'west' | 'south' | 'north', inset: number) => {
      const place = {
        west: { x: inset, y: 25, facing: WEST, pike: { x: inset + 3.9, y: 32, facing: SOUTH } },
        south: { x: 25, y: inset, facing: SOUTH, pike: { x: 32, y: inset + 3.9, facing: WEST } },
        north: { x: 35, y: 48 - inset, facing: NORTH, pike: { x: 28, y: 48 - inset - 3.9, facing: EAST } },
      }[edge];
      const s = table([gens({ figures: 24, frontage: 4, x: 40, y: 20 })]);
      const moved = withUnit(withUnit(s, 'gens', { x: place.x, y: place.y, facing: place.facing }), 'pike', place.pike);
      return square(moved, place, 'front');
    };
    expect(at('west', 2.1)).toBeNull();
    expect(at('west', 12.1)).toMatchObject({ x: 16, y: 28, facing: expect.closeTo(NORTH, 9) });
    expect(at('south', 2.1)).toBeNull();
    expect(at('south', 12.1)).toMatchObject({ x: 28, y: 16, facing: expect.closeTo(EAST, 9) });
    expect(at('north', 2.1)).toBeNull();
    expect(at('north', 12.1)).toMatchObject({ x: 32, y: 32, facing: expect.closeTo(WEST, 9) });
  });

  it('the pivot first, then the slide from where the pivot left the front: where a slide first would be blocked', () => {
    // 4" x 4" gendarmes facing east halted at (36, 25), squaring up to the front of pikes at (30, 32) (front edge
    // y 31): north, to (30, 28). Pivoting at (36, 25) then sliding west is clear. Sliding first, their pivot at
    // (30, 28) sweeps 2.83" round and meets a friend at x 25.9-27.9 (2.1" west of the place, clear of the place).
    // The slide after the pivot moves the turned front (facing north) to its place: a block at x 29-31, y 22.5-23.5
    // below the place is clear of that slide, as it would not be of the same base slid to 4" further south.
    const beside = scenarioUnit({ id: 'beside', troop: 'halberdiers', frontage: 1, figures: 5, x: 26.9, y: 28 });
    const below = scenarioUnit({ id: 'below', troop: 'halberdiers', frontage: 1, figures: 5, x: 30, y: 23 });
    const s = table([gens({ x: 40, y: 20 }), beside, below], [{ ...pikes, x: 30, y: 32 }]);
    const a = square(withUnit(s, 'gens', { x: 36, y: 25, facing: EAST }), { x: 36, y: 25 }, 'front');
    expect(a).toMatchObject({ x: 30, y: 28, facing: expect.closeTo(NORTH, 9) });
  });

  it('the squared-up place is checked exactly: a corner overlap of 0.001" each way, which a slanting slide passes', () => {
    // Halted at (34, 22) facing north, squared up to (30, 26) (x 28-32, y 24-28) by a slide at 45 degrees. A friend
    // whose corner is at (28.001, 24.001) overlaps the place by 0.001" each way: the slide crosses it for 0.003",
    // within the swing's 0.005" graze, but "the end place is checked exactly" (ruling R24).
    const corner = (x: number, y: number) => {
      const friend = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x, y });
      return square(table([gens({ x: 34, y: 22 }), friend]), { x: 34, y: 22 }, 'front');
    };
    expect(corner(27.001, 23.501)).toBeNull();
    expect(corner(27, 23.5)).toMatchObject({ x: 30, y: 26 });
  });

  it('either order will do: a slide into place then the pivot, where the pivot first would leave the table', () => {
    // 4" x 4" gendarmes facing east halted at (69.5, 25): pivoting there swings a corner 2.83" out, past x 72; slid
    // to (64, 28) first, they pivot clear of the table edge and of the pikes at (64, 32) (front edge y 31).
    const s = table([gens({ x: 40, y: 20 })], [{ ...pikes, x: 64, y: 32 }]);
    const a = square(withUnit(s, 'gens', { x: 69.5, facing: 0 }), { x: 69.5, y: 25 }, 'front');
    expect(a).toMatchObject({ x: 64, y: 28, facing: expect.closeTo(NORTH, 9) });
  });
});

describe('sub-units swing with a charging pike as one block (rulings R23, R24)', () => {
  // Side A's pikes 4" x 2" at (30, 10) with a 2" x 1" sleeve on their right (x 32-34); side B's pikes at (31, 20).
  const host = scenarioUnit({ id: 'gens', troop: 'pikemen', order: 'closed', x: 30, y: 10 });
  const sleeve = scenarioUnit({
    id: 'sleeve',
    troop: 'arquebusiers',
    weapon: 'arquebus',
    figures: 5,
    frontage: 1,
    attachedTo: 'gens',
    x: 33,
    y: 10.5,
  });
  const foe = { ...pikes, x: 31, y: 20 }; // front edge y 19, x 29-33

  it('a sleeve in good order keeps its place beside the pike as it squares up', () => {
    const s = table([host, sleeve], [foe]);
    // Halted at (30, 17): the pike's front centre (30, 18) is opposite x 30 on the edge, kept in to x 31.
    const a = square(s, { x: 30, y: 17 }, 'front');
    expect(a).toMatchObject({ x: 31, y: 17, facing: expect.closeTo(NORTH, 9) });
    expect(a?.followers).toEqual([{ id: 'sleeve', x: 34, y: 17.5, facing: expect.closeTo(NORTH, 9) }]);
  });

  it('turned by the same angle about the block, when the pike wheels into line', () => {
    // The foe turned to face south-west a little: the block turns with the pike.
    const s = withUnit(table([host, sleeve], [foe]), 'pike', { facing: SOUTH + 0.2 });
    const a = square(s, { x: 30, y: 17 }, 'front');
    expect(a).not.toBeNull();
    const turn = (a?.facing ?? 0) - NORTH;
    expect(turn).toBeCloseTo(0.2, 9);
    const f = a?.followers[0];
    expect(f?.facing).toBeCloseTo(NORTH + 0.2, 9);
    // The sleeve keeps its offset (3, 0.5) from the pike's centre, turned with it.
    expect(f?.x).toBeCloseTo((a?.x ?? 0) + 3 * Math.cos(0.2) - 0.5 * Math.sin(0.2), 2);
    expect(f?.y).toBeCloseTo((a?.y ?? 0) + 3 * Math.sin(0.2) + 0.5 * Math.cos(0.2), 2);
  });

  it("the sleeve is checked as its own base: a friend beside the sleeve's place (not the pike's size) is no obstacle", () => {
    // The 2" x 1" sleeve ends at x 33-35, y 17-18; a friend at x 35.5-37.5 is 0.5" from it.
    const friend = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 36.5, y: 17.5 });
    expect(square(table([host, sleeve, friend], [foe]), { x: 30, y: 17 }, 'front')?.followers).toHaveLength(1);
  });

  it("the sleeve comes along the pike's straight path, then moves with it into place", () => {
    // Halted at (27, 17), squared up at (31, 17): the sleeve first follows the pike's path to (30, 17.5), then
    // slides with it to (34, 17.5). A friend at x 30-32, y 15-16 stands in that path (not in a straight line from
    // the sleeve's start to its place, nor in the pike's swing).
    const friend = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 31, y: 15.5 });
    expect(square(table([host, sleeve], [foe]), { x: 27, y: 17 }, 'front')).toMatchObject({ x: 31, y: 17 });
    expect(square(table([host, sleeve, friend], [foe]), { x: 27, y: 17 }, 'front')).toBeNull();
    // A friend at x 34.5-36.5, y 12.5-13.5 is beside that path: no obstacle.
    const aside = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 35.5, y: 13 });
    expect(square(table([host, sleeve, aside], [foe]), { x: 30, y: 17 }, 'front')).toMatchObject({ x: 31, y: 17 });
  });

  it("the sleeve's own starting place is no obstacle to the block: a short charge, the sleeve's place overlapping it", () => {
    // Foe at (31, 13.5), front edge y 12.5: the pike halts at (30, 10.5), 1" short, and squares up to (31, 10.5).
    // The sleeve's place (34, 11) overlaps where it stood (x 32-34, y 10-11), and so does the pike's: both have left.
    const s = table([host, sleeve], [{ ...foe, y: 13.5 }]);
    const a = square(s, { x: 30, y: 10.5 }, 'front');
    expect(a).toMatchObject({ x: 31, y: 10.5, facing: expect.closeTo(NORTH, 9) });
    expect(a?.followers).toEqual([{ id: 'sleeve', x: 34, y: 11, facing: expect.closeTo(NORTH, 9) }]);
  });

  it('without followers the sleeve stays, and its place beside the pike may be in the way', () => {
    const s = table([host, sleeve], [foe]);
    const a = alignedCharge(s, unitIn(s, 'gens'), unitIn(s, 'pike'), { x: 30, y: 17 }, 'front', 12, false);
    expect(a).toMatchObject({ x: 31, y: 17, followers: [] });
  });

  it('a sleeve whose squared-up place overlaps a unit stops the whole block from squaring up', () => {
    const friend = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 35, y: 17.5 });
    expect(square(table([host, sleeve, friend], [foe]), { x: 30, y: 17 }, 'front')).toBeNull();
    // The pike alone (the sleeve left behind) squares up beside the friend.
    const s = table([host, sleeve, friend], [foe]);
    const alone = alignedCharge(s, unitIn(s, 'gens'), unitIn(s, 'pike'), { x: 30, y: 17 }, 'front', 12, false);
    expect(alone).toMatchObject({ x: 31, y: 17 });
  });

  it("a sleeve whose way to its place (the pike's path, then the swing) is blocked stops the block too", () => {
    // A friend at x 33-35, y 13-14: in the sleeve's straight path north (x 32-34), not in the pike's (x 28-32).
    const friend = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 34, y: 13.5 });
    expect(square(table([host, sleeve, friend], [foe]), { x: 30, y: 17 }, 'front')).toBeNull();
  });
});
