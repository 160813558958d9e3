import { EAST, NORTH, pivot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { handBuiltTable, scenarioUnit, unitIn, type ScenarioUnit } from '../game/__fixtures__/playDecisions.js';
import { turnCost, turnFor, turnPivot, WHEEL_ANGLE, WHEEL_DEGREES } from './turning.js';
import { blockFollowers } from './unitGeometry.js';
import { baseOf } from './unitGeometry.js';

// Ruling R24 (docs/rulings/sword-and-pike.md). The rulebook's only turning clause is FIRE "Heavy guns may not move
// during the game. Pivot in place does not count as moving." (/work/shared/rules/sword-and-pike.txt); the ruling adds
// `face` (a pivot in place about the centre, half a move for troops other than guns) and wheels of 15-90 degrees on
// a front corner counting the arc of the outer front corner; a turn may not leave the table, cross a unit, nor come
// within 1" of an enemy it was not already that close to; pikes in square do not turn; a pike formation turns with
// its sub-units in good order (R23). Side A faces north. Arquebusiers (20 figures, 2 wide): a 4" x 2" base.
const shot = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 10, ...o });
const far = scenarioUnit({ id: 'far', troop: 'pikemen', order: 'closed', x: 60, y: 40 });
const gun = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({
    id: 'gun',
    troop: 'heavy-gun',
    figures: 4,
    weapon: 'heavy-cannon',
    order: 'skirmish',
    frontage: 1,
    moraleClass: 'gunners-auxiliaries',
    x: 30,
    y: 11,
    ...o,
  });
const table = (a: ScenarioUnit[], b: ScenarioUnit[] = [far]): SwordAndPikeState => handBuiltTable('turning', a, b);
const withUnit = (s: SwordAndPikeState, id: string, change: Partial<UnitState>): SwordAndPikeState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...change } : u)),
});
const rad = (deg: number) => (deg * Math.PI) / 180;

describe('the pivot of a turn (ruling R24)', () => {
  const base = baseOf(unitIn(table([shot()]), 'shot')); // centre (30, 10), facing north

  it('`face` pivots about the centre until the front looks at the point, either way round', () => {
    expect(turnPivot(base, 'face', { x: 40, y: 10 })).toEqual({ about: 'centre', angle: -Math.PI / 2 });
    expect(turnPivot(base, 'face', { x: 20, y: 10 }).angle).toBeCloseTo(Math.PI / 2, 9);
    expect(turnPivot(base, 'face', { x: 40, y: 20 }).angle).toBeCloseTo(-Math.PI / 4, 9);
    // A point straight ahead: no turn at all.
    expect(turnPivot(base, 'face', { x: 30, y: 20 }).angle).toBeCloseTo(0, 9);
  });

  it('wheels swing about the front corner on the side wheeled to, left a positive angle', () => {
    expect(turnPivot(base, 'wheel-left')).toEqual({ about: 'front-left', angle: Math.PI / 4 });
    expect(turnPivot(base, 'wheel-right')).toEqual({ about: 'front-right', angle: -Math.PI / 4 });
    expect(turnPivot(base, 'wheel-left', undefined, 30).angle).toBeCloseTo(Math.PI / 6, 12);
    expect(turnPivot(base, 'wheel-right', undefined, 90).angle).toBeCloseTo(-Math.PI / 2, 12);
    expect(turnPivot(base, 'wheel-right', { x: 0, y: 0 }, 15).angle).toBeCloseTo(-Math.PI / 12, 12);
  });

  it('the wheels offered: 15, 30, 45, 60 and 90 degrees; a wheel naming none is the eighth of a circle', () => {
    expect(WHEEL_DEGREES).toEqual([15, 30, 45, 60, 90]);
    expect(WHEEL_ANGLE).toBeCloseTo(rad(45), 12);
  });
});

describe('what a turn costs (ruling R24; FIRE "Pivot in place does not count as moving")', () => {
  const s = table([shot(), gun({ x: 50 })]);
  const foot = unitIn(s, 'shot');
  const cannon = unitIn(s, 'gun');
  const before = baseOf(foot);
  const after = { ...before, facing: NORTH + Math.PI / 4 };
  const wheeled = (angle: number, about: 'front-left' | 'front-right') => pivot(before, angle, about);

  it('a pivot in place costs foot half the move, a gun nothing', () => {
    expect(turnCost(foot, before, after, 'face', 'centre', Math.PI / 4, 6)).toBe(3);
    expect(turnCost(foot, before, after, 'face', 'centre', Math.PI / 4, 10)).toBe(5);
    expect(turnCost(cannon, baseOf(cannon), baseOf(cannon), 'face', 'centre', Math.PI / 4, 6)).toBe(0);
  });

  it('a wheel counts the arc of its outer front corner: width x angle', () => {
    // 4" wide, 45 degrees on the front-left corner: the front-right corner travels pi inches.
    const left = wheeled(Math.PI / 4, 'front-left');
    expect(turnCost(foot, before, left, 'wheel-left', 'front-left', Math.PI / 4, 6)).toBeCloseTo(Math.PI, 6);
    const right = wheeled(-Math.PI / 6, 'front-right');
    expect(turnCost(foot, before, right, 'wheel-right', 'front-right', -Math.PI / 6, 6)).toBeCloseTo(
      (4 * Math.PI) / 6,
      6,
    );
  });
});

describe('the turn a unit may make (ruling R24)', () => {
  it('a face: pivots about its centre toward the point, half a move', () => {
    const s = table([shot()]);
    const t = turnFor(s, unitIn(s, 'shot'), 'face', { x: 40, y: 10 }, 6);
    expect(t).not.toBeNull();
    expect(t?.x).toBeCloseTo(30, 9);
    expect(t?.y).toBeCloseTo(10, 9);
    expect(t?.facing).toBeCloseTo(EAST, 9);
    expect(t?.about).toEqual({ x: 30, y: 10 });
    expect(t?.angle).toBeCloseTo(-Math.PI / 2, 9);
    expect(t?.cost).toBe(3);
  });

  it('a wheel left swings on the front-left corner, a wheel right on the front-right corner', () => {
    const s = table([shot()]);
    const left = turnFor(s, unitIn(s, 'shot'), 'wheel-left', null, 6);
    expect(left?.about).toEqual({ x: 28, y: 11 });
    expect(left?.angle).toBeCloseTo(Math.PI / 4, 12);
    expect(left?.facing).toBeCloseTo(NORTH + Math.PI / 4, 9);
    expect(left?.cost).toBeCloseTo(Math.PI, 6);
    // The centre swings about the corner: (2, -1) from it turned 45 degrees left.
    expect(left?.x).toBeCloseTo(28 + Math.SQRT1_2 * (2 + 1), 6);
    expect(left?.y).toBeCloseTo(11 + Math.SQRT1_2 * (2 - 1), 6);
    const right = turnFor(s, unitIn(s, 'shot'), 'wheel-right', null, 6, 30);
    expect(right?.about).toEqual({ x: 32, y: 11 });
    expect(right?.angle).toBeCloseTo(-Math.PI / 6, 12);
    expect(right?.cost).toBeCloseTo((4 * Math.PI) / 6, 6);
  });

  it('no turn for pikes in square, nor a face with nothing to face', () => {
    const s = table([shot()]);
    expect(
      turnFor(
        withUnit(s, 'shot', { square: true }),
        unitIn(withUnit(s, 'shot', { square: true }), 'shot'),
        'wheel-left',
        null,
        6,
      ),
    ).toBeNull();
    expect(turnFor(s, unitIn(s, 'shot'), 'face', null, 6)).toBeNull();
  });

  it('no turn for troops with no move left; a gun pivots in place with none, and never wheels', () => {
    const s = table([shot(), gun({ x: 50 })]);
    expect(turnFor(s, unitIn(s, 'shot'), 'face', { x: 40, y: 10 }, 0)).toBeNull();
    expect(turnFor(s, unitIn(s, 'shot'), 'face', { x: 40, y: 10 }, 1e-9)).toBeNull();
    const pivoted = turnFor(s, unitIn(s, 'gun'), 'face', { x: 60, y: 11 }, 0);
    expect(pivoted?.cost).toBe(0);
    expect(pivoted?.facing).toBeCloseTo(EAST, 9);
    expect(turnFor(s, unitIn(s, 'gun'), 'wheel-left', null, 6)).toBeNull();
    expect(turnFor(s, unitIn(s, 'gun'), 'wheel-right', null, 6)).toBeNull();
  });

  it('no turn toward a point less than 5 degrees off its facing (it already faces it); 6 degrees turns', () => {
    const s = table([shot()]);
    const u = unitIn(s, 'shot');
    const at = (deg: number) => ({ x: 30 + 10 * Math.cos(NORTH - rad(deg)), y: 10 + 10 * Math.sin(NORTH - rad(deg)) });
    expect(turnFor(s, u, 'face', at(4), 6)).toBeNull();
    expect(turnFor(s, u, 'face', at(6), 6)?.angle).toBeCloseTo(-rad(6), 9);
  });

  it('a wheel whose arc is more than the move allowed is not made; one that fits is', () => {
    const s = table([shot()]);
    const u = unitIn(s, 'shot');
    expect(turnFor(s, u, 'wheel-left', null, 3)).toBeNull(); // pi inches > 3"
    expect(turnFor(s, u, 'wheel-left', null, 3.2)?.cost).toBeCloseTo(Math.PI, 6);
    expect(turnFor(s, u, 'wheel-left', null, 3.2, 60)).toBeNull(); // 4.19"
    // A move of exactly the arc pays for it.
    expect(turnFor(s, u, 'wheel-left', null, Math.PI)?.cost).toBeCloseTo(Math.PI, 9);
  });

  it('a swing that would leave the table is not made', () => {
    // 2.1" from the west edge: a wheel right on the front-right corner (x 4.1) swings the rear-left corner to
    // x 4.1 - 3 x sqrt(2) = -0.14, past the edge; a wheel left on the front-left corner keeps the body east of it.
    const s = table([shot({ x: 2.1 })]);
    expect(turnFor(s, unitIn(s, 'shot'), 'wheel-right', null, 6)).toBeNull();
    expect(turnFor(s, unitIn(s, 'shot'), 'wheel-left', null, 6)).not.toBeNull();
  });

  it('a swing may come close to a friend but not cross it; it may not come within 1" of an enemy', () => {
    // The 45-degree wheel right on (32, 11) swings the front-left corner from (28, 11) to about (29.17, 13.83).
    // A 4" x 1" unit at x 26-30 with its near edge at y 14 is 0.17" from that corner at the end of the swing.
    const friend = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 2, figures: 10, x: 28, y: 14.5 });
    const s = table([shot(), friend]);
    expect(turnFor(s, unitIn(s, 'shot'), 'wheel-right', null, 6)).not.toBeNull();
    const e = table([shot()], [{ ...friend, id: 'enemy' }]);
    expect(turnFor(e, unitIn(e, 'shot'), 'wheel-right', null, 6)).toBeNull();
    const crossed = table([shot(), { ...friend, y: 13.5 }]);
    expect(turnFor(crossed, unitIn(crossed, 'shot'), 'wheel-right', null, 6)).toBeNull();
  });

  it('the 1" margin is all round an enemy: one beside the swing\'s end stops it too', () => {
    // An enemy at x 26.5-28.5, y 13.3-14.3: the wheel right's front-left corner ends 0.67" east of it.
    const enemy = scenarioUnit({ id: 'enemy', troop: 'halberdiers', frontage: 1, figures: 5, x: 27.5, y: 13.8 });
    const s = table([shot()], [enemy]);
    expect(turnFor(s, unitIn(s, 'shot'), 'wheel-right', null, 6)).toBeNull();
  });

  it('the swing is checked all along its way, its end included', () => {
    // A 90-degree wheel right on (32, 11) ends at x 30-32, y 11-15; halfway the front-left corner is at (29.17,
    // 13.83), inside a friend at x 27.3-29.3, y 13.4-14.4 that neither the start nor the end reaches.
    const mid = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 28.3, y: 13.9 });
    const s = table([shot(), mid]);
    expect(turnFor(s, unitIn(s, 'shot'), 'wheel-right', null, 7, 90)).toBeNull();
    expect(turnFor(table([shot()]), unitIn(table([shot()]), 'shot'), 'wheel-right', null, 7, 90)).not.toBeNull();
    // A friend at x 29.1-31.1, y 13.75-14.75 that only the end of the 45-degree wheel right reaches.
    const end = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 30.1, y: 14.25 });
    const e = table([shot(), end]);
    expect(turnFor(e, unitIn(e, 'shot'), 'wheel-right', null, 6)).toBeNull();
  });

  it('a removed unit is no obstacle to a swing', () => {
    const friend = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 2, figures: 10, x: 28, y: 13.5 });
    const s = withUnit(table([shot(), friend]), 'friend', { status: 'removed' });
    expect(turnFor(s, unitIn(s, 'shot'), 'wheel-right', null, 6)).not.toBeNull();
  });

  it('an enemy already within 1" does not stop a turn that does not close on it further than its margin', () => {
    // An enemy 0.5" behind the rear edge (y 7.5-8.5): the unit already stands in its margin and may still wheel.
    const enemy = scenarioUnit({ id: 'enemy', troop: 'halberdiers', x: 30, y: 8, frontage: 1, figures: 5 });
    const s = table([shot()], [enemy]);
    const t = turnFor(s, unitIn(s, 'shot'), 'wheel-left', null, 6, 15);
    expect(t).not.toBeNull();
  });

  it('a unit far beyond the swing does not matter; a large one whose edge is near does', () => {
    // A 16"-wide friend whose centre is 10" east but whose west end is at x 33.05: the swing right crosses it.
    const wide = scenarioUnit({ id: 'wide', troop: 'halberdiers', frontage: 8, figures: 40, x: 41.05, y: 9 });
    const s = table([shot(), wide]);
    expect(turnFor(s, unitIn(s, 'shot'), 'wheel-right', null, 6, 90)).toBeNull();
  });
});

describe('sub-units turn with their pike (rulings R23, R24)', () => {
  const host = scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 10 });
  const sleeve = (o: Partial<ScenarioUnit> = {}) =>
    scenarioUnit({
      id: 'sleeve',
      troop: 'arquebusiers',
      weapon: 'arquebus',
      figures: 5,
      frontage: 1,
      attachedTo: 'pike',
      x: 33,
      y: 10.5,
      ...o,
    });

  it('the followers: attached to the pike, in good order, not yet ordered this turn', () => {
    const s = table([host, sleeve(), sleeve({ id: 'other', attachedTo: null, x: 40 })]);
    expect(blockFollowers(s, unitIn(s, 'pike')).map((u) => u.id)).toEqual(['sleeve']);
    expect(blockFollowers(withUnit(s, 'sleeve', { status: 'disordered' }), unitIn(s, 'pike'))).toEqual([]);
    expect(blockFollowers(withUnit(s, 'sleeve', { ordered: true }), unitIn(s, 'pike'))).toEqual([]);
  });

  it('only a pike formation takes its sub-units along', () => {
    const s = withUnit(table([shot({ id: 'host', x: 30 }), sleeve({ attachedTo: null })]), 'sleeve', {
      attachedTo: 'host',
    });
    expect(blockFollowers(s, unitIn(s, 'host'))).toEqual([]);
  });

  it('the block turns only if the sub-unit can follow all the way', () => {
    // The sleeve on the pike's right (x 32-34): a face to the west swings it about the pike's centre.
    const s = table([host, sleeve()]);
    expect(turnFor(s, unitIn(s, 'pike'), 'face', { x: 10, y: 10 }, 6)).not.toBeNull();
    // A friend 1" in front of the sleeve (x 32-34, y 12-13) is in the way of its swing, not of the pike's own.
    const blocker = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 33, y: 12.5 });
    const b = table([host, sleeve(), blocker]);
    expect(turnFor(b, unitIn(b, 'pike'), 'face', { x: 10, y: 10 }, 6)).toBeNull();
    // A friend that only the sleeve's place at the end of the swing reaches (facing west: x 29-30, y 12-14).
    const atEnd = scenarioUnit({ id: 'friend', troop: 'halberdiers', frontage: 1, figures: 5, x: 28.05, y: 13 });
    const e = table([host, sleeve(), atEnd]);
    expect(turnFor(e, unitIn(e, 'pike'), 'face', { x: 10, y: 10 }, 6)).toBeNull();
    const alone = table([host, blocker]);
    expect(turnFor(alone, unitIn(alone, 'pike'), 'face', { x: 10, y: 10 }, 6)).not.toBeNull();
  });
});
