// Ruling Buildings, "A move that ends on a building" (option `battle.runIntoBuilding`). Scenery Elements > Building:
// "A small building may be occupied by a company. [...] To occupy a building it is enough to move into it with a Ready!
// order. [...] Buildings have the "Hidden" rule, and are "Impassable" for certain units that cannot enter them:
// cavalry and artillery. Units in a building benefit from the "In cover" and "Protected" rules." Movement > Overlap:
// "Units [...] must not end their movement overlapping another base or impassable terrain." A unit stands in a
// building by occupying it, or not at all: until 6 Dec 2026 a company's Run! move, evasion or retreat could end with
// its base on a building it did not occupy (no cover, not Hidden, not Protected, the building free for another).
import { frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { canReorient } from '../game/activation.js';
import { plannedMove } from '../game/plannedMove.js';
import type { BattleState, UnitState } from '../game/State.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { rectangle } from '../scenery/sceneryPoints.js';
import { moveCandidates } from '../sequence/candidates.js';
import { involuntaryMove, overlapsSomething } from './movement.js';
import { baseEntersPolygon, unitById } from './tableQueries.js';

const house = { id: 'house', type: 'small-building' as const, points: rectangle(34, 14, 38, 17) };
/** A musketeer company (Speed 5, Run! 10) at (36, 10) facing north; a small house from y 14 to 17 ahead of it. */
const table = (): BattleState =>
  fixtureState({
    A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 6, y: 44, facing: -90 } }],
    terrain: [house],
  });
const mus = (s: BattleState): UnitState => unitById(s, 'mus')!;
const onHouse = (base: UnitState['base']) => baseEntersPolygon(base, { points: house.points });
const stopsShort = TerciosOptionsSchema.parse({});
const occupies = TerciosOptionsSchema.parse({ battle: { runIntoBuilding: 'occupies' } });

describe('A move that ends on a building (`battle.runIntoBuilding`)', () => {
  it('the default is `stops-short`', () => {
    expect(stopsShort.battle.runIntoBuilding).toBe('stops-short');
  });

  it('`stops-short`: a Run! move into the house ends short of it, never on it unoccupied', () => {
    const s = table();
    const plan = plannedMove(s, mus(s), { x: 36, y: 15.5 }, 'run', stopsShort);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.inBuilding).toBeNull();
    expect(onHouse(plan.base)).toBe(false);
    expect(plan.corrected).toBe('contact');
    expect(frontCentre(plan.base).y).toBeLessThanOrEqual(14);
    // A Run! move whose base would clip the house's corner: turned (Angle Correction) or stopped, not on it.
    const clip = plannedMove(s, mus(s), { x: 38.5, y: 15 }, 'run', stopsShort);
    expect(clip.ok && onHouse(clip.base)).toBe(false);
  });

  it('`occupies`: the same Run! move occupies the house, placed on its centre; the Run! sample offers its centre', () => {
    const s = table();
    expect(plannedMove(s, mus(s), { x: 36, y: 15.5 }, 'run', occupies)).toMatchObject({
      ok: true,
      inBuilding: 'house',
      base: { centre: { x: 36, y: 15.5 } },
    });
    expect(moveCandidates(s, mus(s), 'run', occupies)).toContainEqual({ x: 36, y: 15.5 });
    expect(moveCandidates(s, mus(s), 'run', stopsShort)).not.toContainEqual({ x: 36, y: 15.5 });
  });

  it('a Ready! move into the house occupies it under both values', () => {
    const s = table();
    for (const options of [stopsShort, occupies])
      expect(plannedMove(s, mus(s), { x: 36, y: 15.5 }, 'ready', options)).toMatchObject({
        ok: true,
        inBuilding: 'house',
      });
  });

  it('an involuntary move (an evasion, a retreat) that would end on the house stops short of it, blocked', () => {
    const s = table();
    const moved = involuntaryMove(s, mus(s), mus(s).base, { x: 0, y: 1 }, 5);
    expect(onHouse(moved.base)).toBe(false);
    expect(moved.blocked).toBe(true);
    expect(moved.moved).toBeLessThan(3.3);
    // Long enough to go right through it and end clear beyond: the move is made (a company may cross the house).
    const through = involuntaryMove(s, mus(s), mus(s).base, { x: 0, y: 1 }, 11);
    expect(through).toMatchObject({ moved: 11, blocked: false });
    expect(onHouse(through.base)).toBe(false);
  });

  // The turn before an involuntary move (Retreat: "with its back to the enemy") is the nearest turn that fits: a turn
  // that would put the base on a building the unit does not occupy fits no better than one onto impassable terrain.
  /** The company at (36, 13.013) facing north, its front 0.2" short of a wide house (x 30-42, y 14-17), or of `terrain`. */
  const beside = (terrain = [{ id: 'house', type: 'small-building' as const, points: rectangle(30, 14, 42, 17) }]) =>
    fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 13.013, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 6, y: 44, facing: -90 } }],
      terrain,
    });

  it('a retreat whose turn would put the base on the house: no turn fits, the unit retreats unturned, off the house', () => {
    const s = beside();
    // Turned to face east (an enemy on its left flank), its 3.15" width stands across the house's edge.
    const turned = { ...mus(s).base, facing: 0 };
    expect(overlapsSomething(s, mus(s), turned, [], true)).toBe('house');
    const moved = involuntaryMove(s, mus(s), turned, { x: 1, y: 0 }, 3);
    expect(moved).toMatchObject({ moved: 3, blocked: false, base: { facing: mus(s).base.facing } });
    expect(baseEntersPolygon(moved.base, { points: rectangle(30, 14, 42, 17) })).toBe(false);
  });

  it('the slide before the turn stops at a building as at impassable terrain: no turn beyond it, the move unturned', () => {
    // A house ahead (x 30-38) that the turned base would stand on, and a second one 0.125" off the company's right
    // flank: the slide east touches it at once, so the turn is not looked for beyond it.
    const s = beside([
      { id: 'north', type: 'small-building', points: rectangle(30, 14, 38, 17) },
      { id: 'east', type: 'small-building', points: rectangle(37.7, 8, 39.7, 13.9) },
    ]);
    const moved = involuntaryMove(s, mus(s), { ...mus(s).base, facing: 0 }, { x: 1, y: 0 }, 6);
    expect(moved).toMatchObject({ moved: 6, blocked: false, base: { facing: mus(s).base.facing } });
  });

  it('not changed by the ruling: a reorientation in place tests impassable pieces only, so it may turn onto a building', () => {
    // Ruling text: "a counter-charge's or interception's meeting place and a reorientation in place still test
    // impassable pieces only".
    const s = beside();
    const turned = { ...mus(s).base, facing: 0 };
    expect(overlapsSomething(s, mus(s), turned)).toBeNull();
    expect(canReorient(s, mus(s), 'right')).toBe(true);
  });

  it('the occupant leaves its own building freely', () => {
    const s = table();
    const inside: UnitState = { ...mus(s), inBuilding: 'house', base: { ...mus(s).base, centre: { x: 36, y: 15.5 } } };
    const state: BattleState = { ...s, units: s.units.map((u) => (u.id === 'mus' ? inside : u)) };
    const moved = involuntaryMove(state, inside, inside.base, { x: 0, y: 1 }, 4);
    expect(moved).toMatchObject({ moved: 4, blocked: false });
  });
});
