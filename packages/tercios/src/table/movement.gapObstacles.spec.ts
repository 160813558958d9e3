import { ScriptedDice, frontCentre, type Base } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureState, placed } from '../game/__fixtures__/battleFixture.js';
import { plannedCharge } from '../game/plannedCharge.js';
import { plannedMove } from '../game/plannedMove.js';
import { reactionCharge } from '../game/reactionsOnTable.js';
import type { ScenarioTerrain } from '../game/Scenario.js';
import type { BattleState } from '../game/State.js';
import { TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { resolveBattle } from '../game/resolve.js';
import { closestShortCharge } from './charge.js';
import { movementLine } from './movement.js';
import { unitById } from './tableQueries.js';

// Ruling: The 3" gap when moving (docs/rulings/tercios.md, Movement; option `battle.gapObstacles`).
// Rulebook (/work/shared/rules/tercios-liber-militum.txt): Movement > Obstacles: "Units may ignore terrain or units
// crossed during their movement if the line drawn between their front centre and the destination point does not cut
// through them. It is considered that these units adapt their formation to take these obstacles into account. If,
// however, a unit moves between two of these obstacles, the movement is possible only if there is a gap of at least
// 3 inches between them." Activation Movement: "This line must not cross other units (friendly or enemy) or
// impassable terrain". Combat > Charges: all movement rules apply to a charge.

const UNITS = TerciosOptionsSchema.parse({});
const ANY = TerciosOptionsSchema.parse({ battle: { gapObstacles: 'any-terrain' } });

const rect = (id: string, type: 'hedge' | 'cultivated-field', x0: number, x1: number, y0: number, y1: number) => ({
  id,
  type,
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});

/**
 * A Musketeer Company (`mus`, 3.15" wide, front centre near (30, 10.8), facing north, Speed 5) with a friendly company
 * (`pal`) on its right whose left edge runs along x = 31.6, from y 12.2 to 13.8; on its left, a piece of terrain
 * (`piece`). A B Tercio (`ter`) stands at (30, `terY`) facing south.
 */
function table(piece: ScenarioTerrain, terY = 30): BattleState {
  return fixtureState({
    A: [placed('mus', 'musketeer-company', 30, 10, 90), placed('pal', 'musketeer-company', 33.175, 13, 90)],
    B: [placed('ter', 'tercio', 30, terY, -90)],
    terrain: [piece],
  });
}

// A hedge (difficult, in cover; not impassable) from x 28.5 to 29: 2.6" from the company on the right.
const NARROW = rect('hedge', 'hedge', 28.5, 29, 12, 14);
// The same hedge 1" further left: a gap of 3.6".
const WIDE = rect('hedge', 'hedge', 27.5, 28, 12, 14);
// A cultivated field the line cuts through (x 28.5..30.5; its crop agreed Difficult).
const FIELD: ScenarioTerrain = { ...rect('field', 'cultivated-field', 28.5, 30.5, 12, 14), features: ['difficult'] };

const move = (state: BattleState, to: { x: number; y: number }, options = UNITS) =>
  plannedMove(state, unitById(state, 'mus')!, to, 'ready', options);

describe('The 3" gap when moving (battle.gapObstacles)', () => {
  it('defaults to `units-and-impassable`', () => {
    expect(UNITS.battle.gapObstacles).toBe('units-and-impassable');
  });

  it('between a hedge and a unit 2.6" apart: allowed when only units and impassable terrain count, refused with any terrain', () => {
    const state = table(NARROW);
    expect(frontCentre(unitById(state, 'mus')!.base).x).toBeCloseTo(30, 6);
    expect(move(state, { x: 30, y: 15.5 }, UNITS)).toMatchObject({ ok: true });
    const refused = move(state, { x: 30, y: 15.5 }, ANY);
    expect(refused).toEqual({ ok: false, reason: 'the gap between pal and hedge is under 3"' });
  });

  it('any terrain: a gap of 3.5" between the hedge and the unit is enough ("a gap of at least 3 inches")', () => {
    const state = table(WIDE);
    expect(move(state, { x: 30, y: 15.5 }, ANY)).toMatchObject({ ok: true });
    expect(move(state, { x: 30, y: 15.5 }, UNITS)).toMatchObject({ ok: true });
  });

  it('any terrain: a piece the line cuts through is crossed, not one of "these obstacles"', () => {
    const state = table(FIELD);
    // Difficult ground: Speed 5- = 3, so a 2.7" move.
    expect(move(state, { x: 30, y: 13.5 }, ANY)).toMatchObject({ ok: true });
    expect(move(state, { x: 30, y: 13.5 }, UNITS)).toMatchObject({ ok: true });
  });

  it('any terrain: a piece the line only touches at its end is beside it, one of "these obstacles" (ruling: A line that only touches a piece\'s outline)', () => {
    // A hedge whose corner is the end of the move, 2.3" from `pal`'s corner: the line touches the hedge without a
    // stretch inside it, so it does not "cut through" it, and the company passes between the two, as it does when the
    // hedge stands a hair away.
    const x = frontCentre(unitById(table(NARROW), 'mus')!.base).x;
    const TOUCHED = rect('hedge', 'hedge', 28.5, x, 15.5, 17);
    const APART = rect('hedge', 'hedge', 28.5, x - 0.01, 15.51, 17);
    for (const hedge of [APART, TOUCHED]) {
      const state = table(hedge);
      const label = hedge === TOUCHED ? 'touched' : 'apart';
      expect(move(state, { x, y: 15.5 }, UNITS), label).toMatchObject({ ok: true });
      expect(move(state, { x, y: 15.5 }, ANY), label).toEqual({
        ok: false,
        reason: 'the gap between pal and hedge is under 3"',
      });
    }
  });

  it('a charge follows the same line: a company charged through the 2.6" gap is reached only when terrain does not count', () => {
    // A B Musketeer Company (3.15" wide) 5.4" ahead: the lines to its front and side centres all pass between the
    // hedge and `pal`, none cuts through the hedge.
    const state = fixtureState({
      A: [placed('mus', 'musketeer-company', 30, 10, 90), placed('pal', 'musketeer-company', 33.175, 13, 90)],
      B: [placed('foe', 'musketeer-company', 30, 17, -90)],
      terrain: [NARROW],
    });
    const mus = unitById(state, 'mus')!;
    const foe = unitById(state, 'foe')!;
    expect(plannedCharge(state, mus, foe, false, UNITS)).toMatchObject({ reachable: true });
    expect(plannedCharge(state, mus, foe, false, ANY)).toMatchObject({ reachable: false });
    // The charge of a reaction (an interception, Reactions > Assault!) follows the same line.
    expect(reactionCharge(state, mus, foe, UNITS)).toMatchObject({ reachable: true });
    expect(reactionCharge(state, mus, foe, ANY)).toMatchObject({ reachable: false });
  });

  it('a charge that cannot reach moves as close as possible, through the 2.6" gap only when terrain does not count', () => {
    const state = table(NARROW, 25);
    const mus = unitById(state, 'mus')!;
    const ter = unitById(state, 'ter')!;
    const start = frontCentre(mus.base);
    const speed = () => 7; // Assault!: Speed 5+ = 7, short of the Tercio 13" away.
    const line = (end: Base) =>
      movementLine(state, start, frontCentre(end), { exclude: ['mus', 'ter'], impassable: [] }, 'any-terrain');
    const through = closestShortCharge(state, mus, ter, speed, 'units-and-impassable');
    const round = closestShortCharge(state, mus, ter, speed, 'any-terrain');
    expect(line(through!.base)).toMatchObject({ clear: false, reason: 'gap', between: ['pal', 'hedge'] });
    expect(line(round!.base)).toEqual({ clear: true });
  });

  it('in a battle: the Assault! of a company that cannot reach the Tercio moves through the gap only when terrain does not count', () => {
    const charged = (options: TerciosOptions) => {
      const state = table(NARROW, 25);
      const ctx = fixtureContext(
        { ...state, units: state.units.map((u) => ({ ...u, order: u.id === 'mus' ? 'assault' : 'ready' })) },
        ScriptedDice.of([]),
        options,
      );
      const start = frontCentre(unitById(state, 'mus')!.base);
      resolveBattle(ctx, { kind: 'activate', unit: 'mus' }, 'A');
      resolveBattle(ctx, { kind: 'charge', target: 'ter' }, 'A');
      if (ctx.state.reaction) resolveBattle(ctx, { kind: 'no-reaction' }, 'B');
      const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'mus');
      expect(moved).toBeDefined();
      if (moved?.kind !== 'unit-moved') return null;
      return movementLine(
        state,
        start,
        frontCentre(moved.base),
        { exclude: ['mus', 'ter'], impassable: [] },
        'any-terrain',
      );
    };
    expect(charged(UNITS)).toMatchObject({ clear: false, reason: 'gap' });
    expect(charged(ANY)).toEqual({ clear: true });
  });

  it("the Adaptation's one-inch advance (Assault! with no enemy in sight) is the same move: refused by the gap with any terrain", () => {
    // Order Cards: "Adaptation of the rule: if the order cannot be carried out, the unit must at least advance one
    // inch." The Tercio stands behind the company, out of its sight; the inch ahead already passes between the hedge
    // and `pal` (2.6" apart).
    const advanced = (gapObstacles: 'units-and-impassable' | 'any-terrain') => {
      const options = TerciosOptionsSchema.parse({ advanceOneInchWhenOrderImpossible: true, battle: { gapObstacles } });
      const state = table(NARROW, 2);
      const ctx = fixtureContext(
        { ...state, units: state.units.map((u) => ({ ...u, order: u.id === 'mus' ? 'assault' : 'ready' })) },
        ScriptedDice.of([]),
        options,
      );
      resolveBattle(ctx, { kind: 'activate', unit: 'mus' }, 'A');
      return ctx.events.filter((e) => e.kind === 'unit-moved' && e.unit === 'mus').length;
    };
    expect(advanced('units-and-impassable')).toBe(1);
    expect(advanced('any-terrain')).toBe(0);
  });

  it("any terrain: the mover's own building is not one of the obstacles it leaves", () => {
    // A company in a small building 3" by 1" (its front centre 0.3" beyond the building's north edge) moves 4.8" west;
    // a friendly company stands 1" north of the building, its line passing between the two.
    const house: ScenarioTerrain = {
      id: 'house',
      type: 'small-building',
      points: [
        { x: 28.5, y: 19.5 },
        { x: 31.5, y: 19.5 },
        { x: 31.5, y: 20.5 },
        { x: 28.5, y: 20.5 },
      ],
    };
    const leaving = (inBuilding: string | null) => {
      const state = fixtureState({
        A: [placed('mus', 'musketeer-company', 30, 20, 90), placed('pal', 'musketeer-company', 29, 22.3, 90)],
        B: [placed('ter', 'tercio', 30, 40, -90)],
        terrain: [house],
      });
      const placedIn = { ...state, units: state.units.map((u) => (u.id === 'mus' ? { ...u, inBuilding } : u)) };
      const mus = unitById(placedIn, 'mus')!;
      return plannedMove(placedIn, mus, { x: 25.2, y: frontCentre(mus.base).y + 0.05 }, 'ready', ANY);
    };
    expect(leaving('house')).toMatchObject({ ok: true });
    // The same line from outside the building passes 1" between it and `pal`.
    expect(leaving(null)).toEqual({ ok: false, reason: 'the gap between pal and house is under 3"' });
  });
});
