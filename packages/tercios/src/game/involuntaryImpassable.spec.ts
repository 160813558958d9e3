import { forwardOf, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { MeleeMovement } from '../mechanics/resolveMelee.js';
import { involuntaryMove } from '../table/movement.js';
import { baseEntersPolygon, polygonOf, unitById } from '../table/tableQueries.js';
import { combatMovement } from './combat.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import type { ScenarioTerrain } from './Scenario.js';
import type { BattleState } from './State.js';
import { resolveBattle } from './resolve.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt):
// Terrain and Movement: "Impassable: no unit may cross or enter it."
// Movement: "Any change of position or orientation of a unit counts as movement for the turn. This may be voluntary
// during the unit's activation, but also involuntary, for example during a retreat or fall-back after a lost combat."
// Consequences of Combat > Disengagement: "If the unit cannot fully complete this movement because of obstacles or
// another unit, it receives one additional Dm." Retreat: "If this movement cannot be carried out in full, the unit
// receives one additional Dm."
// Rulings: Terrain under an evasion ("the table still stops the move at units, impassable terrain and the edge");
// Combat movements ("A blocked disengagement or retreat (a unit, an obstacle or the table edge) adds the rules layer's
// Dm"). So an involuntary move (evasion, retreat, disengagement, pursuit, advance) stops before impassable terrain.

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/** A small lake (impassable) spanning the table from x 10 to 62, between `y0` and `y1`. */
const lake = (y0: number, y1: number): ScenarioTerrain => ({
  id: 'lake',
  type: 'small-lake',
  points: [
    { x: 10, y: y0 },
    { x: 62, y: y0 },
    { x: 62, y: y1 },
    { x: 10, y: y1 },
  ],
});

const entersLake = (state: BattleState, id: string): boolean =>
  baseEntersPolygon(unitById(state, id)!.base, polygonOf(state.terrain.find((t) => t.id === 'lake')!));

describe('involuntaryMove: impassable terrain on the path stops the move', () => {
  /** Arquebusiers on horseback at (36, 20) facing +y, a lake ahead between `y0` and `y1`. */
  const horse = (y0: number, y1: number) => {
    const state = fixtureState({
      A: [{ unit: unitOf('far', 'tercio'), at: { x: 60, y: 6, facing: 90 } }],
      B: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 90 } }],
      terrain: [lake(y0, y1)],
    });
    return { state, cav: unitById(state, 'cav')! };
  };

  it('a 16" move towards a lake stops with its front edge on the shore, blocked', () => {
    const { state, cav } = horse(23, 23.5);
    const front = cav.base.centre.y + cav.base.depth / 2;
    const got = involuntaryMove(state, cav, cav.base, forwardOf(cav.base), 16);
    expect(got.blocked).toBe(true);
    expect(got.moved).toBeLessThan(23 - front + 1e-6);
    // A hundredth of an inch short of the shore (OVERLAP_TOLERANCE), not a step of the back-off (0.1") short.
    expect(got.moved).toBeGreaterThan(23 - front - 0.02);
    expect(got.base.centre.y + got.base.depth / 2).toBeLessThanOrEqual(23 + 1e-6);
    expect(baseEntersPolygon(got.base, polygonOf(state.terrain[0]!))).toBe(false);
  });

  it('only impassable pieces stop it: a wood on the path (very difficult, not impassable) does not', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('far', 'tercio'), at: { x: 60, y: 6, facing: 90 } }],
      B: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 90 } }],
      terrain: [{ ...lake(24, 26), id: 'wood', type: 'large-forest' }],
    });
    const cav = unitById(state, 'cav')!;
    const got = involuntaryMove(state, cav, cav.base, forwardOf(cav.base), 16);
    expect(got).toMatchObject({ moved: 16, blocked: false });
  });

  it('a unit leaving the building it holds is not stopped by it (Scenery > Building: the unit is placed in it)', () => {
    const house: ScenarioTerrain = { ...lake(24, 30), id: 'house', type: 'large-building' };
    const placed = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('far', 'tercio'), at: { x: 60, y: 44, facing: -90 } }],
      terrain: [{ ...house, points: house.points.map((p) => ({ ...p, x: p.x < 36 ? 33 : 39 })) }],
    });
    // In the building, on its centre (as entering places it).
    const state: BattleState = {
      ...placed,
      units: placed.units.map((u) =>
        u.id === 'mus' ? { ...u, inBuilding: 'house', base: { ...u.base, centre: { x: 36, y: 27 } } } : u,
      ),
    };
    const mus = unitById(state, 'mus')!;
    const back = { x: -forwardOf(mus.base).x, y: -forwardOf(mus.base).y };
    expect(involuntaryMove(state, mus, mus.base, back, 6)).toMatchObject({ moved: 6, blocked: false });
  });

  it('a river crossed at a bridge does not stop it; the same river without the bridge does', () => {
    // Rulebook, Bridge: "It must be wide enough to allow the river to be crossed": a bridge wider than the tercio.
    const river = { ...lake(25, 26), id: 'river', type: 'river' as const, features: ['impassable' as const] };
    const bridge = { ...lake(24, 27), id: 'bridge', type: 'bridge' as const };
    const onTable = (terrain: ScenarioTerrain[]) => {
      const state = fixtureState({
        A: [{ unit: unitOf('t', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
        B: [{ unit: unitOf('far', 'tercio'), at: { x: 60, y: 6, facing: 90 } }],
        terrain,
      });
      const t = unitById(state, 't')!;
      return involuntaryMove(state, t, t.base, forwardOf(t.base), 12);
    };
    const wide = { ...bridge, points: bridge.points.map((p) => ({ ...p, x: p.x < 36 ? 26 : 46 })) };
    expect(onTable([river, wide])).toMatchObject({ moved: 12, blocked: false });
    expect(onTable([river]).blocked).toBe(true);
  });

  it('a lake thinner than any step of the move is not jumped over', () => {
    const { state, cav } = horse(23, 23.02);
    const got = involuntaryMove(state, cav, cav.base, forwardOf(cav.base), 16);
    expect(got.blocked).toBe(true);
    expect(got.base.centre.y + got.base.depth / 2).toBeLessThanOrEqual(23 + 1e-6);
  });

  it('a lake beyond the move does not stop it: the whole 16", not blocked', () => {
    const { state, cav } = horse(50, 51);
    const got = involuntaryMove(state, cav, cav.base, forwardOf(cav.base), 16);
    expect(got.blocked).toBe(false);
    expect(got.moved).toBeCloseTo(16, 9);
  });

  it('a lake behind the unit, which it moves away from, does not stop it', () => {
    const { state, cav } = horse(10, 12);
    const got = involuntaryMove(state, cav, cav.base, forwardOf(cav.base), 10);
    expect(got.blocked).toBe(false);
    expect(got.moved).toBeCloseTo(10, 9);
  });
});

describe('an evasion stops at impassable terrain', () => {
  it('the charged horse evades (turning about) towards a lake: it stops on the shore, not across it', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 12, facing: 90 } }],
      B: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: -90 } }],
      terrain: [lake(23, 23.5)],
    });
    const ordered = {
      ...state,
      units: state.units.map((u) => ({ ...u, order: u.id === 'ter' ? ('assault' as const) : ('run' as const) })),
    };
    const ctx = fixtureContext(ordered, sixes());
    resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'cav', reaction: 'evasion' }, 'B');
    const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'cav' && e.reason === 'evasion');
    if (moved?.kind !== 'unit-moved') throw new Error('no evasion');
    // Turned about (facing +y), its front edge stops on the shore at y 23: centre 23 - depth / 2, not short of it.
    const depth = unitById(ctx.state, 'cav')!.base.depth;
    expect(moved.base.centre.y).toBeLessThan(23);
    expect(moved.base.centre.y).toBeGreaterThan(23 - depth / 2 - 0.11);
    expect(entersLake(ctx.state, 'cav')).toBe(false);
  });
});

describe('a retreat or a disengagement blocked by impassable terrain: one additional Dm', () => {
  /** Tercio `u` (A) at (36, 30) facing +y, its enemy `e` in contact ahead, a lake behind `u` from y `shore` down. */
  const table = (shore: number) =>
    fixtureState({
      A: [{ unit: unitOf('u', 'tercio'), at: { x: 36, y: 30, facing: 90 } }],
      B: [{ unit: unitOf('e', 'tercio'), at: { x: 36, y: 40, facing: -90 } }],
      terrain: [lake(shore - 2, shore)],
    });
  const move = (kind: MeleeMovement['kind'], distance: number): MeleeMovement => ({
    unit: 'defender',
    kind,
    distance,
    wearIfBlocked: 1,
  });

  it('a retreat (back to the enemy) stops at the lake behind it and takes its Dm', () => {
    const s = table(22);
    const rear = unitById(s, 'u')!.base.centre.y - unitById(s, 'u')!.base.depth / 2;
    const ctx = fixtureContext(s);
    combatMovement(ctx, 'u', 'e', move('retreat', 12));
    const u = unitById(ctx.state, 'u')!;
    // Turned about, its front edge (now towards -y) stops on the shore at y 22.
    expect(u.base.centre.y - u.base.depth / 2).toBeGreaterThanOrEqual(22 - 1e-6);
    expect(u.base.centre.y).toBeLessThan(30 - (rear - 22) + 0.11 + 1e-6);
    expect(entersLake(ctx.state, 'u')).toBe(false);
    expect(ctx.events.at(-1)).toEqual({
      kind: 'unit-state',
      unit: 'u',
      wear: 1,
      disordered: true,
      reason: 'retreat blocked',
    });
  });

  it('a disengagement (3" back) with a narrow lake 0.5" behind: it stops at the shore and takes its Dm', () => {
    const s = table(0);
    const rear = unitById(s, 'u')!.base.centre.y - unitById(s, 'u')!.base.depth / 2;
    // The lake (0.1" across) lies wholly within the 3" of the move: the whole move would cross it.
    const ctx = fixtureContext(
      fixtureState({
        A: [{ unit: unitOf('u', 'tercio'), at: { x: 36, y: 30, facing: 90 } }],
        B: [{ unit: unitOf('e', 'tercio'), at: { x: 36, y: 40, facing: -90 } }],
        terrain: [lake(rear - 0.6, rear - 0.5)],
      }),
    );
    combatMovement(ctx, 'u', 'e', move('disengage', 3));
    const u = unitById(ctx.state, 'u')!;
    // Keeping its facing, its rear edge stops on the shore: about 0.5" back.
    expect(u.base.centre.y - u.base.depth / 2).toBeGreaterThanOrEqual(rear - 0.5 - 1e-6);
    expect(30 - u.base.centre.y).toBeGreaterThan(0.39);
    expect(entersLake(ctx.state, 'u')).toBe(false);
    expect(ctx.events.at(-1)).toEqual({
      kind: 'unit-state',
      unit: 'u',
      wear: 1,
      disordered: false,
      reason: 'disengage blocked',
    });
  });

  it('the same retreat with the lake out of reach: the whole distance, no Dm', () => {
    const ctx = fixtureContext(table(2));
    combatMovement(ctx, 'u', 'e', move('retreat', 8));
    expect(unitById(ctx.state, 'u')!.base.centre.y).toBeCloseTo(22, 3);
    expect(ctx.events.some((e) => e.kind === 'unit-state' && e.reason === 'retreat blocked')).toBe(false);
  });
});
