import { angleBetween, basesOverlap, centres, faceTowards, pivot, type Base } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { BattleState } from '../game/State.js';
import { planCharge } from './charge.js';
import { OVERLAP_TOLERANCE } from './movement.js';
import { unitById } from './tableQueries.js';

// Killer of table/charge.ts:129:31 (`swept.some((u) => u.id === target.id)` → `swept.some(() => true)`, under the
// default `battle.chargeTurnContact: 'first-contact'`). Rulebook (Liber Militum): Combat > Charges: "all the basic
// rules of movement apply [...] The unit stops as soon as contact is made between the two bases"; Order Cards >
// Assault!: "Combat takes place if base contact is made"; Movement > Overlap: "Units may not pass through other units
// and must not end their movement overlapping another base".
// Ruling "A charger's turn that touches its target" (docs/rulings/tercios.md): the turn stops at the touch of the
// target; a turn that would end overlapping another unit, and touches no target before, is not made.
// The mutant takes a turn that ends overlapping a friend, and meets no target, for a turn that touches its target: it
// bisects that turn to its last 2^-20 part and, where the friend's overlap is that small, charges there, distance 0,
// with no contact. The positions' 1/1000" grid does not keep a table out of that window (about 2.5e-7" here): the
// overlap is a continuous function of the placements and of the turn's angle, so grid placements come within it. The
// table below is on the grid, facings in whole degrees: one of six found in a search of the horse's grid positions
// (about one in 2,000 of them, with the friend at the nearest grid point).

describe('stop 54: a turn towards the target that ends a hair inside a friend, the target untouched', () => {
  /**
   * A's horse `cav` at (33.537, 17.792) facing north charges B's company `mus` at (40, 30) facing south, 13.8" off
   * ahead and to the right. Turned towards the company's left centre, its widest turn (35.1 degrees), the horse's rear
   * left corner swings out west; A's company `f` facing north at (29.778, 18.142) stands with its right edge there:
   * that whole turn overlaps it by about 1e-7" beyond the tolerance of overlaps, and no other turn of the horse reaches
   * it.
   */
  function scene(): { state: BattleState; turned: Base } {
    const state = fixtureState({
      A: [
        { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 33.537, y: 17.792, facing: 90 } },
        { unit: unitOf('f', 'musketeer-company'), at: { x: 29.778, y: 18.142, facing: 90 } },
      ],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 40, y: 30, facing: -90 } }],
    });
    const turned = faceTowards(
      unitById(state, 'cav')!.base,
      centres(unitById(state, 'mus')!.base).left,
      'front-centre',
    );
    return { state, turned };
  }

  it('the scene: the widest turn ends overlapping the friend, not the company; no other turn reaches the friend', () => {
    const { state, turned } = scene();
    const cav = unitById(state, 'cav')!;
    const mus = unitById(state, 'mus')!;
    const f = unitById(state, 'f')!;
    expect((angleBetween(cav.base.facing, turned.facing) * 180) / Math.PI).toBeCloseTo(-35.14, 2);
    expect(basesOverlap(turned, f.base, OVERLAP_TOLERANCE)).toBe(true);
    expect(basesOverlap(turned, mus.base, OVERLAP_TOLERANCE)).toBe(false);
    // The friend is reached only in the last hundred-thousandth of that turn.
    const whole = angleBetween(cav.base.facing, turned.facing);
    expect(basesOverlap(pivot(cav.base, whole * (1 - 1e-5), 'front-centre'), f.base, OVERLAP_TOLERANCE)).toBe(false);
    for (const name of ['front', 'right', 'rear'] as const)
      expect(basesOverlap(faceTowards(cav.base, centres(mus.base)[name], 'front-centre'), f.base, 0)).toBe(false);
  });

  it('"Combat takes place if base contact is made": the turn into the friend is not made, the charge goes straight to the front centre', () => {
    const { state } = scene();
    const cav = unitById(state, 'cav')!;
    const mus = unitById(state, 'mus')!;
    const plan = planCharge(state, cav, mus, () => 20, false);
    expect(plan).toMatchObject({ reachable: true, centre: 'front', flank: false, disorder: false });
    if (!plan.reachable) return;
    expect(plan.distance).toBeCloseTo(11.625, 3);
    expect(basesOverlap(plan.base, unitById(state, 'f')!.base, 0)).toBe(false);
    // The same as with the friend out of the way (2" further west).
    const away = {
      ...state,
      units: state.units.map((u) =>
        u.id === 'f' ? { ...u, base: { ...u.base, centre: { x: u.base.centre.x - 2, y: u.base.centre.y } } } : u,
      ),
    };
    expect(planCharge(away, cav, mus, () => 20, false)).toEqual(plan);
  });
});
