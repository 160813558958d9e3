import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema } from '../options/options.js';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { handBuiltTable, scenarioUnit, unitIn, type ScenarioUnit } from '../game/__fixtures__/playDecisions.js';
import type { Terrain } from './Terrain.js';
import { fireBlockers, lineOfFireClear } from './lineOfFire.js';

// Ruling R40 (docs/rulings/sword-and-pike.md): the rulebook has no line-of-sight rule; its FIRE target class "Cover =
// woods, buildings, stone walls, hedges" (/work/shared/rules/sword-and-pike.txt) is what a unit in a wood is. Some
// straight line from the firer's front edge to a centre of a side of the target may cross no other unit's base and
// no wood, buildings or fortified town, unless the firer or the target stands in it (its centre: R28); walls, hedges
// and hills do not block. Side A's arquebusiers (4" x 1") at (36, 10) face north; side B's pikes (4" x 1") at (36, 22).
const shot = scenarioUnit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 36, y: 10 });
const pike = scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 36, y: 22 });
const wood = (o: Partial<Terrain> = {}): Terrain => ({
  kind: 'woods',
  name: 'Wood',
  x: 30,
  y: 15,
  width: 12,
  height: 3,
  ...o,
});

function table(friends: ScenarioUnit[], enemies: ScenarioUnit[], terrain: Terrain[] = [], options = DEFAULT_OPTIONS) {
  const s: SwordAndPikeState = handBuiltTable('line of fire', [shot, ...friends], [pike, ...enemies], options, terrain);
  return { s, firer: unitIn(s, 'shot'), target: unitIn(s, 'pike') };
}
const only = (units: boolean, terrain: boolean) => SwordAndPikeOptionsSchema.parse({ lineOfSight: { units, terrain } });
const screen = (id: string, x = 36, y = 16) =>
  scenarioUnit({ id, troop: 'halberdiers', frontage: 3, figures: 15, x, y });

describe('the blockers of a line of fire (ruling R40)', () => {
  it('every other unit on the table, friend or foe (routed too), but not the firer, the target nor removed units', () => {
    const { s } = table([screen('friend', 10, 30)], [screen('foe', 60, 30), screen('gone', 50, 40)]);
    const state: SwordAndPikeState = {
      ...s,
      units: s.units.map((u) =>
        u.id === 'gone' ? { ...u, status: 'removed' } : u.id === 'foe' ? { ...u, status: 'routed' } : u,
      ),
    };
    const blockers = fireBlockers(state, unitIn(state, 'shot'), unitIn(state, 'pike'));
    expect(blockers.map((b) => b.id).sort()).toEqual(['foe', 'friend']);
    const friend = blockers.find((b) => b.id === 'friend');
    expect(friend?.base?.centre).toEqual({ x: 10, y: 30 });
    expect(friend?.base?.width).toBe(6);
  });

  it('woods, buildings and fortified towns, each its own area; not walls, hedges, hills, broken ground or earthworks', () => {
    const terrain: Terrain[] = [
      wood({ x: 2, y: 40, width: 5, height: 4 }),
      wood({ kind: 'wall', x: 10, y: 40 }),
      wood({ kind: 'hedge', x: 10, y: 40 }),
      wood({ kind: 'hill', x: 10, y: 40 }),
      wood({ kind: 'broken', x: 10, y: 40 }),
      wood({ kind: 'field-works', x: 10, y: 40 }),
      wood({ kind: 'buildings', x: 50, y: 40 }),
      wood({ kind: 'fortified-town', x: 60, y: 30 }),
    ];
    const { s, firer, target } = table([], [], terrain);
    const blockers = fireBlockers(s, firer, target);
    expect(blockers.map((b) => b.id)).toEqual(['terrain-0', 'terrain-6', 'terrain-7']);
    // The area as it lies: from its lower-left corner, width along x, height along y.
    expect(blockers[0]?.polygon?.points).toEqual([
      { x: 2, y: 40 },
      { x: 7, y: 40 },
      { x: 7, y: 44 },
      { x: 2, y: 44 },
    ]);
  });

  it('not an area the firer stands in, nor one the target stands in (R28: its centre is in it)', () => {
    const aroundFirer = wood({ x: 30, y: 8, width: 12, height: 4 });
    const aroundTarget = wood({ x: 30, y: 20, width: 12, height: 4 });
    const between = wood();
    const { s, firer, target } = table([], [], [aroundFirer, aroundTarget, between]);
    expect(fireBlockers(s, firer, target).map((b) => b.id)).toEqual(['terrain-2']);
  });

  it('`lineOfSight.units: false` leaves the units out, `terrain: false` the areas', () => {
    const { s, firer, target } = table([screen('friend', 10, 30)], [], [wood()]);
    expect(fireBlockers({ ...s, options: only(false, true) }, firer, target).map((b) => b.id)).toEqual(['terrain-0']);
    expect(fireBlockers({ ...s, options: only(true, false) }, firer, target).map((b) => b.id)).toEqual(['friend']);
    expect(fireBlockers({ ...s, options: only(false, false) }, firer, target)).toEqual([]);
  });
});

describe('the blockers are kept per unit object and per terrain list, and read where units now stand', () => {
  it('a unit that moves, turns or is removed blocks where it now stands, or not at all', () => {
    const { s } = table([screen('friend')], []);
    const before = fireBlockers(s, unitIn(s, 'shot'), unitIn(s, 'pike'));
    expect(fireBlockers(s, unitIn(s, 'shot'), unitIn(s, 'pike'))[0]).toBe(before[0]); // the same object kept
    expect(lineOfFireClear(s, unitIn(s, 'shot'), unitIn(s, 'pike'))).toBe(false);
    const moved = { ...s, units: s.units.map((u) => (u.id === 'friend' ? { ...u, x: 60 } : u)) };
    expect(fireBlockers(moved, unitIn(moved, 'shot'), unitIn(moved, 'pike'))[0]?.base?.centre).toEqual({
      x: 60,
      y: 16,
    });
    expect(lineOfFireClear(moved, unitIn(moved, 'shot'), unitIn(moved, 'pike'))).toBe(true);
    const turned = { ...s, units: s.units.map((u) => (u.id === 'friend' ? { ...u, facing: 0 } : u)) };
    expect(fireBlockers(turned, unitIn(turned, 'shot'), unitIn(turned, 'pike'))[0]?.base?.facing).toBe(0);
    const gone = { ...s, units: s.units.map((u) => (u.id === 'friend' ? { ...u, status: 'removed' as const } : u)) };
    expect(fireBlockers(gone, unitIn(gone, 'shot'), unitIn(gone, 'pike'))).toEqual([]);
  });

  it('each terrain list names its pieces by their own index; a firer moved into a wood sees out of it', () => {
    const w = wood();
    const a = table([], [], [w]);
    const b = table([], [], [wood({ kind: 'hill' }), w]); // the same piece, second in another list
    expect(fireBlockers(a.s, a.firer, a.target).map((x) => x.id)).toEqual(['terrain-0']);
    expect(fireBlockers(b.s, b.firer, b.target).map((x) => x.id)).toEqual(['terrain-1']);
    expect(fireBlockers(a.s, { ...a.firer, y: 16 }, a.target)).toEqual([]);
    expect(fireBlockers(a.s, a.firer, a.target).map((x) => x.id)).toEqual(['terrain-0']);
  });
});

describe('whether the line of fire is clear (ruling R40)', () => {
  it('open ground is clear, a unit or a wood squarely between is not', () => {
    expect(lineOfFireClear(table([], []).s, table([], []).firer, table([], []).target)).toBe(true);
    const unitBetween = table([screen('friend')], []);
    expect(lineOfFireClear(unitBetween.s, unitBetween.firer, unitBetween.target)).toBe(false);
    const woodBetween = table([], [], [wood()]);
    expect(lineOfFireClear(woodBetween.s, woodBetween.firer, woodBetween.target)).toBe(false);
  });

  it('with only units blocking, a wood between is no obstacle but a unit is; with only terrain, the other way', () => {
    const woodBetween = table([], [], [wood()], only(true, false));
    expect(lineOfFireClear(woodBetween.s, woodBetween.firer, woodBetween.target)).toBe(true);
    const unitBetween = table([screen('friend')], [], [], only(true, false));
    expect(lineOfFireClear(unitBetween.s, unitBetween.firer, unitBetween.target)).toBe(false);
    const woodOnly = table([], [], [wood()], only(false, true));
    expect(lineOfFireClear(woodOnly.s, woodOnly.firer, woodOnly.target)).toBe(false);
    const unitOnly = table([screen('friend')], [], [], only(false, true));
    expect(lineOfFireClear(unitOnly.s, unitOnly.firer, unitOnly.target)).toBe(true);
  });

  it('a firer in a wood fires out of it; a wood far off the line does not block', () => {
    const inWood = table([], [], [wood({ x: 30, y: 8, width: 12, height: 9 })]);
    expect(lineOfFireClear(inWood.s, inWood.firer, inWood.target)).toBe(true);
    const aside = table([], [], [wood({ x: 50, y: 12, width: 10, height: 10 })]);
    expect(lineOfFireClear(aside.s, aside.firer, aside.target)).toBe(true);
  });

  it('a wood across the whole table between them blocks, though it reaches far beyond both units', () => {
    for (const w of [wood({ x: 0, width: 72 }), wood({ x: 0, width: 40 }), wood({ x: 33, width: 39 })]) {
      const t = table([], [], [w]);
      expect(lineOfFireClear(t.s, t.firer, t.target)).toBe(false);
    }
  });

  it('a wood beside the line, from the far side of both units, blocks only the lines it crosses', () => {
    // A wood from x 0 to 35 (y 15-18) covers the left of the line; the right corner still sees the target's right.
    const t = table([], [], [wood({ x: 0, width: 35 })]);
    expect(lineOfFireClear(t.s, t.firer, t.target)).toBe(true);
    // From x 37 to 72 the left corner sees the target's left side.
    const r = table([], [], [wood({ x: 37, width: 35 })]);
    expect(lineOfFireClear(r.s, r.firer, r.target)).toBe(true);
  });

  it('two units side by side across the line block it, each covering only part of it', () => {
    // Friends 6" wide at x 30-36 and 36-42, touching on the line x 36.
    const t = table([screen('fl', 33), screen('fr', 39)], []);
    expect(lineOfFireClear(t.s, t.firer, t.target)).toBe(false);
  });

  it('a wood anywhere across the line blocks it, however the two units lie (no blocker near the line is left out)', () => {
    // Just in front of the firer (y 12-13.5) and just in front of the target (y 19-20.5).
    for (const w of [wood({ y: 12, height: 1.5 }), wood({ y: 19, height: 1.5 })]) {
      const t = table([], [], [w]);
      expect(lineOfFireClear(t.s, t.firer, t.target)).toBe(false);
    }
    // The target 12" to the west and 12" ahead: a wood wholly west of the firer's left edge lies across the line.
    const west = table([], [], [wood({ x: 25, y: 14, width: 7.9, height: 4 })]);
    const wTarget: UnitState = { ...west.target, x: 24 };
    expect(lineOfFireClear(west.s, west.firer, wTarget)).toBe(false);
    // The target 12" to the east: a wood wholly east of the firer's right edge.
    const east = table([], [], [wood({ x: 39.1, y: 14, width: 7.9, height: 4 })]);
    const eTarget: UnitState = { ...east.target, x: 48 };
    expect(lineOfFireClear(east.s, east.firer, eTarget)).toBe(false);
    // The target 12" to the east: a narrow wood from the south edge to y 16 beside the firer, and one from y 15 to the
    // north edge beside the target, reaching far beyond both units.
    const south = table([], [], [wood({ x: 38.5, y: 0, width: 1.5, height: 16 })]);
    expect(lineOfFireClear(south.s, south.firer, { ...south.target, x: 50 })).toBe(false);
    const north = table([], [], [wood({ x: 44, y: 15, width: 1.5, height: 33 })]);
    expect(lineOfFireClear(north.s, north.firer, { ...north.target, x: 50 })).toBe(false);
  });

  it('a removed unit between does not block', () => {
    const { s } = table([screen('friend')], []);
    const state: SwordAndPikeState = {
      ...s,
      units: s.units.map((u) => (u.id === 'friend' ? { ...u, status: 'removed' } : u)),
    };
    expect(lineOfFireClear(state, unitIn(state, 'shot'), unitIn(state, 'pike'))).toBe(true);
  });

  it('the line squeezes through a gap as wide as the ruling gap, not a narrower one', () => {
    // Two friends 1.2" apart across the line: clear with the 1" gap, blocked with a 1.5" one.
    const pair = [screen('fl', 32.4), screen('fr', 39.6)];
    const t = table(pair, []);
    expect(lineOfFireClear(t.s, t.firer, t.target)).toBe(true);
    const wide = SwordAndPikeOptionsSchema.parse({ lineOfSight: { gap: 1.5 } });
    expect(lineOfFireClear({ ...t.s, options: wide }, t.firer, t.target)).toBe(false);
  });

  it('a unit close in front of the target blocks', () => {
    // The screen (6" x 1") covers y 20 to 21 across every line to the pikes (y 21.5 to 22.5).
    const t = table([screen('friend', 36, 20.5)], []);
    expect(lineOfFireClear(t.s, t.firer, t.target)).toBe(false);
  });

  it('two units beside the lines and less than the ruling gap apart close them, though neither touches their box', () => {
    // The lines run between x 34 and 38; the screens' inner edges are at 33.7 and 38.3, 4.6" apart: blocked with
    // a 5" gap, each screen being within 5" of the lines, clear with the 1" gap.
    const pair = [screen('fl', 30.7), screen('fr', 41.3)];
    const t = table(pair, []);
    expect(lineOfFireClear(t.s, t.firer, t.target)).toBe(true);
    const wide = SwordAndPikeOptionsSchema.parse({ lineOfSight: { gap: 5 } });
    expect(lineOfFireClear({ ...t.s, options: wide }, t.firer, t.target)).toBe(false);
  });
});
