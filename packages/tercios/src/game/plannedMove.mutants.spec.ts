import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { plannedMove } from './plannedMove.js';
import { stateWith, unitWith } from './stateShapes.js';
import type { BattleState } from './State.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt): a Tercio has "Mvt 4"; Order Cards:
// "Run! ... a double bonus (++) to its movement (Mvt++ [Speed++])" (8"); Modifiers: "Value ++ ...: double the
// original value". Scenery > Building: "To occupy a building it is enough to move into it with a Ready! order";
// ruling "Buildings" (docs/rulings/tercios.md, option battle.buildingEntry): by default the building's centre must be
// within the unit's movement; with `reach-building` reaching into the building is enough.
// plannedMove remembers a plan while nothing near the unit's way moves: the plan given must always be the plan of the
// order, destination, options and table asked about.

/** Tercio `ter` (A) at (20, 10) facing +y; a far Tercio `far` (A) at (60, 40); B's Tercio at (20, 44). */
function open(): BattleState {
  return fixtureState({
    A: [
      { unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing: 90 } },
      { unit: unitOf('far', 'tercio'), at: { x: 60, y: 40, facing: 90 } },
    ],
    B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 44, facing: -90 } }],
  });
}
const options = DEFAULT_TERCIOS_OPTIONS;
/** The front centre of `ter` is at y 10 + 2.3622/2; a point `d` inches straight ahead of it. */
const ahead = (d: number) => ({ x: 20, y: 10 + 2.3622047244094486 / 2 + d });

describe('plannedMove: the move of an order to a point', () => {
  it('Ready! (Speed 4): 3.5" ahead is a move, 6" is not; Run! (Speed 8): 6" is', () => {
    const s = open();
    const ter = unitById(s, 'ter')!;
    const ready = plannedMove(s, ter, ahead(3.5), 'ready', options);
    expect(ready).toMatchObject({ ok: true });
    if (ready.ok) expect(ready.distance).toBeCloseTo(3.5, 3);
    expect(plannedMove(s, ter, ahead(6), 'ready', options).ok).toBe(false);
    const run = plannedMove(s, ter, ahead(6), 'run', options);
    expect(run).toMatchObject({ ok: true });
    if (run.ok) expect(run.base.centre.y).toBeCloseTo(16, 3);
    // Asked again in the same order: the same answers.
    expect(plannedMove(s, ter, ahead(6), 'ready', options).ok).toBe(false);
    expect(plannedMove(s, ter, ahead(3.5), 'ready', options)).toBe(ready);
  });

  it('the same unit, order and table, another destination: another plan', () => {
    const s = open();
    const ter = unitById(s, 'ter')!;
    const a = plannedMove(s, ter, ahead(2), 'run', options);
    const b = plannedMove(s, ter, { x: 22, y: ahead(2).y }, 'run', options);
    const c = plannedMove(s, ter, { x: 20, y: ahead(3).y }, 'run', options);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (a.ok && b.ok && c.ok) {
      expect(b.base.centre.x).not.toBeCloseTo(a.base.centre.x, 1);
      expect(c.base.centre.y).toBeCloseTo(a.base.centre.y + 1, 3);
    }
  });

  it('a unit that comes into the way from afar: the move is blocked; when it goes away, free again', () => {
    const s = open();
    const ter = unitById(s, 'ter')!;
    const far = unitById(s, 'far')!;
    const withFar = (x: number, y: number) =>
      stateWith(s, {
        units: s.units.map((u) => (u === far ? unitWith(u, { base: { ...u.base, centre: { x, y } } }) : u)),
      });
    expect(plannedMove(s, ter, ahead(3.5), 'ready', options).ok).toBe(true);
    expect(plannedMove(withFar(20, 15), ter, ahead(3.5), 'ready', options).ok).toBe(false);
    expect(plannedMove(withFar(60, 40), ter, ahead(3.5), 'ready', options).ok).toBe(true);
    // A unit that stays far from the way changes nothing: the plan of the first state holds.
    expect(plannedMove(withFar(60, 45), ter, ahead(3.5), 'ready', options)).toBe(
      plannedMove(s, ter, ahead(3.5), 'ready', options),
    );
  });
});

describe('Scenery > Building: entering with Ready!, under the building-entry ruling', () => {
  const house = (y0: number) => ({
    id: 'house',
    type: 'large-building' as const,
    points: [
      { x: 30, y: y0 },
      { x: 36, y: y0 },
      { x: 36, y: y0 + 6 },
      { x: 30, y: y0 + 6 },
    ],
  });
  const company = (y0: number) =>
    fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 33, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
      terrain: [house(y0)],
    });

  it('Ready! moves into a building; Run! does not occupy it', () => {
    const s = company(21.5);
    const mus = unitById(s, 'mus')!;
    expect(plannedMove(s, mus, { x: 33, y: 22 }, 'ready', options)).toMatchObject({ ok: true, inBuilding: 'house' });
    const run = plannedMove(s, mus, { x: 33, y: 22 }, 'run', options);
    expect(run.ok && run.inBuilding).toBeFalsy();
  });

  it("the same unit and table under each building-entry option: each option's answer", () => {
    const s = company(24);
    const mus = unitById(s, 'mus')!;
    const reach = TerciosOptionsSchema.parse({ battle: { buildingEntry: 'reach-building' } });
    expect(plannedMove(s, mus, { x: 33, y: 24.5 }, 'ready', options).ok).toBe(false);
    expect(plannedMove(s, mus, { x: 33, y: 24.5 }, 'ready', reach)).toMatchObject({ ok: true, inBuilding: 'house' });
    expect(plannedMove(s, mus, { x: 33, y: 24.5 }, 'ready', options).ok).toBe(false);
  });

  it('the same base as a company, or as a unit inside the small building, crosses it; a Tercio may not', () => {
    // Rulebook: Scenery > Building: "A small building may be occupied by a company."
    const s = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
      terrain: [
        {
          id: 'hut',
          type: 'small-building',
          points: [
            { x: 18, y: 13 },
            { x: 22, y: 13 },
            { x: 22, y: 15 },
            { x: 18, y: 15 },
          ],
        },
      ],
    });
    const ter = unitById(s, 'ter')!;
    const to = { x: 20, y: 17 };
    expect(plannedMove(s, ter, to, 'run', options)).toMatchObject({
      ok: false,
      reason: 'the line crosses impassable terrain (hut)',
    });
    expect(plannedMove(s, { ...ter, category: 'company' }, to, 'run', options).ok).toBe(true);
    expect(plannedMove(s, ter, to, 'run', options).ok).toBe(false);
    expect(plannedMove(s, { ...ter, inBuilding: 'hut' }, to, 'run', options).ok).toBe(true);
  });

  it('the same base under the other side meets that gun as an enemy: its own plan', () => {
    // Rulebook: Movement > Overlap: "Exceptions: commander units, artillery ... If a commander or an artillery unit is
    // passed through, interpenetration is allowed"; ruling "Movement" (docs/rulings/tercios.md): friendly artillery may
    // be passed through. A gun of side A stands 4" ahead of the Tercio, which runs 8" past it.
    const s = fixtureState({
      A: [
        { unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing: 90 } },
        { unit: unitOf('gun', 'light-artillery'), at: { x: 20, y: 14, facing: 90 } },
      ],
      B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
    });
    const ter = unitById(s, 'ter')!;
    const to = { x: 20, y: 19 };
    expect(plannedMove(s, ter, to, 'run', options).ok).toBe(true);
    expect(plannedMove(s, { ...ter, side: 'B' }, to, 'run', options)).toEqual({
      ok: false,
      reason: 'the line crosses gun',
    });
  });
});

describe('a small base: the units near its way are still seen', () => {
  // Rulebook: Movement > Angle Correction: "If, at the end of a movement, a unit is unable to stop without
  // overlapping another unit or an obstacle, it may correct its orientation by pivoting its base to clear the other
  // unit ... This pivot may not exceed 45 degrees." Arquebusiers on horseback (a cavalry base, 8 x 4 cm) move 4"
  // straight ahead with Ready!; an enemy Tercio comes from afar to stand beside the end of that move, its base
  // 0.23" into the end position. The plan given is the one of the table asked about: pivoted 15 degrees to clear.
  it('an enemy that comes beside the end of the move from afar: the move pivots to clear it', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 20, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('b', 'tercio'), at: { x: 60, y: 40, facing: -90 } }],
    });
    const cav = unitById(s, 'cav')!;
    const b = unitById(s, 'b')!;
    const to = { x: 20, y: 10 + cav.base.depth / 2 + 4 };
    const straight = plannedMove(s, cav, to, 'ready', options);
    expect(straight).toMatchObject({ ok: true, corrected: 'none' });
    if (straight.ok) expect([straight.base.centre.x, straight.base.centre.y]).toEqual([expect.closeTo(20, 6), 14]);
    const beside = stateWith(s, {
      units: s.units.map((u) => (u === b ? unitWith(u, { base: { ...u.base, centre: { x: 23.9, y: 15 } } }) : u)),
    });
    const pivoted = plannedMove(beside, cav, to, 'ready', options);
    expect(pivoted).toMatchObject({ ok: true, corrected: 'angle' });
    if (pivoted.ok) expect((pivoted.base.facing * 180) / Math.PI).toBeCloseTo(75, 3);
    expect(plannedMove(s, cav, to, 'ready', options)).toEqual(straight);
  });
});
