import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureState, turnTouchTable, unitOf } from './__fixtures__/battleFixture.js';
import { plannedCharge } from './plannedCharge.js';
import { reactionCharge } from './reactionsOnTable.js';
import { stateWith, unitWith } from './stateShapes.js';
import type { BattleState } from './State.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt): a Tercio has "Mvt 4"; Order Cards:
// "Assault! ... a bonus (+) to its movement, Mvt+ [Speed+]" (Modifiers: "increased by half its base value": 6").
// "Combat takes place if base contact is made." Combat > Flank Charges: a charge from behind the line of the
// target's front edge is a flank charge; Square units are never taken in flank (`neverFlanked`).
// plannedCharge remembers a plan while nothing near the two units moves: the plan given must always be the plan of
// the charger, target and table asked about.

/** Tercio `ter` (A) at (20, 10) facing +y; B's Tercios `near` 4.6" ahead, `far`
 * 8" ahead and to the right, `side` ahead to the right facing away; A's `x` far off. */
function field(): BattleState {
  return fixtureState({
    A: [
      { unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing: 90 } },
      { unit: unitOf('x', 'tercio'), at: { x: 60, y: 40, facing: 90 } },
    ],
    B: [
      { unit: unitOf('near', 'tercio'), at: { x: 20, y: 17, facing: -90 } },
      { unit: unitOf('far', 'tercio'), at: { x: 40, y: 20.5, facing: -90 } },
      { unit: unitOf('side', 'tercio'), at: { x: 27, y: 16, facing: 90 } },
    ],
  });
}
const options = DEFAULT_TERCIOS_OPTIONS;

describe('plannedCharge: the Assault! charge of a unit on a target', () => {
  it('a target within its 6" is reached, front to front; another farther off is not', () => {
    const s = field();
    const ter = unitById(s, 'ter')!;
    const near = plannedCharge(s, ter, unitById(s, 'near')!, false, options);
    expect(near).toMatchObject({ reachable: true, flank: false });
    if (near.reachable) expect(near.distance).toBeLessThanOrEqual(6);
    expect(plannedCharge(s, ter, unitById(s, 'far')!, false, options).reachable).toBe(false);
    // Asked again: the same answers, the first remembered.
    expect(plannedCharge(s, ter, unitById(s, 'near')!, false, options)).toBe(near);
  });

  it("a charge from behind the target's front line is a flank charge, unless the target is never flanked", () => {
    const s = field();
    const ter = unitById(s, 'ter')!;
    const side = unitById(s, 'side')!;
    const flank = plannedCharge(s, ter, side, false, options);
    expect(flank).toMatchObject({ reachable: true, flank: true });
    expect(plannedCharge(s, ter, side, true, options)).toMatchObject({ reachable: true, flank: false });
    expect(plannedCharge(s, ter, side, false, options)).toMatchObject({ reachable: true, flank: true });
  });

  it('a unit that comes between from afar stops the charge; gone again, the charge is back', () => {
    const s = field();
    const ter = unitById(s, 'ter')!;
    const x = unitById(s, 'x')!;
    const withX = (cx: number, cy: number) =>
      stateWith(s, {
        units: s.units.map((u) => (u === x ? unitWith(u, { base: { ...u.base, centre: { x: cx, y: cy } } }) : u)),
      });
    expect(plannedCharge(s, ter, unitById(s, 'near')!, false, options).reachable).toBe(true);
    expect(plannedCharge(withX(20, 13.6), ter, unitById(s, 'near')!, false, options).reachable).toBe(false);
    expect(plannedCharge(withX(60, 40), ter, unitById(s, 'near')!, false, options).reachable).toBe(true);
    expect(plannedCharge(withX(60, 45), ter, unitById(s, 'near')!, false, options)).toBe(
      plannedCharge(s, ter, unitById(s, 'near')!, false, options),
    );
  });

  it('the target moved out of reach: the charge no longer reaches', () => {
    const s = field();
    const ter = unitById(s, 'ter')!;
    const near = unitById(s, 'near')!;
    expect(plannedCharge(s, ter, near, false, options).reachable).toBe(true);
    const moved = unitWith(near, { base: { ...near.base, centre: { x: 20, y: 25 } } });
    const later = stateWith(s, { units: s.units.map((u) => (u === near ? moved : u)) });
    expect(plannedCharge(later, ter, moved, false, options).reachable).toBe(false);
  });

  // Rulebook: Scenery > Building: "A small building may be occupied by a company"; for other units it is impassable
  // (ruling "Buildings"). Terrain: "A unit in a building is never considered as taken in flank in combat." The plan
  // is remembered for the charger's base: what it read of the two units besides that base must be the units asked
  // about, even when the objects differ and the base is the same one.
  it('the same base as a company crosses a small building a Tercio may not: each gets its own plan', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('near', 'tercio'), at: { x: 20, y: 17, facing: -90 } }],
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
    const near = unitById(s, 'near')!;
    expect(plannedCharge(s, ter, near, false, options).reachable).toBe(false);
    expect(plannedCharge(s, { ...ter, category: 'company' }, near, false, options).reachable).toBe(true);
    expect(plannedCharge(s, ter, near, false, options).reachable).toBe(false);
  });

  it('the same target in a building is not charged in flank', () => {
    const s = field();
    const ter = unitById(s, 'ter')!;
    const side = unitById(s, 'side')!;
    expect(plannedCharge(s, ter, side, false, options)).toMatchObject({ flank: true });
    expect(plannedCharge(s, ter, { ...side, inBuilding: 'house' }, false, options)).toMatchObject({ flank: false });
    expect(plannedCharge(s, ter, side, false, options)).toMatchObject({ flank: true });
  });
});

describe('a small charger: the units near the charge are still seen', () => {
  // Combat > Charges: "It may happen that the nearest centre of the target unit is inaccessible because it is hidden
  // by another unit ... If the movement of the charging unit allows it to reach another centre of the unit by changing
  // its path, this change is permitted and the charge is carried out." Arquebusiers on horseback (a cavalry base,
  // 8 x 4 cm) charge a light gun 6" ahead; an enemy Tercio comes from afar to stand beside the way to the gun's
  // nearest centre. The plan given is the one of the table asked about: the charge goes to the other centre.
  it('a unit that comes beside the way from afar: the charge goes to the other centre', () => {
    const s = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 20, y: 10, facing: 90 } }],
      B: [
        { unit: unitOf('gun', 'light-artillery'), at: { x: 20, y: 16, facing: -90 } },
        { unit: unitOf('b', 'tercio'), at: { x: 60, y: 40, facing: -90 } },
      ],
    });
    const cav = unitById(s, 'cav')!;
    const gun = unitById(s, 'gun')!;
    const b = unitById(s, 'b')!;
    expect(plannedCharge(s, cav, gun, false, options)).toMatchObject({ reachable: true, centre: 'left' });
    const beside = stateWith(s, {
      units: s.units.map((u) => (u === b ? unitWith(u, { base: { ...u.base, centre: { x: 23.9, y: 12.5 } } }) : u)),
    });
    expect(plannedCharge(beside, cav, gun, false, options)).toMatchObject({ reachable: true, centre: 'right' });
    expect(plannedCharge(s, cav, gun, false, options)).toMatchObject({ reachable: true, centre: 'left' });
  });
});

describe('plannedCharge under the ruling "A charger\'s turn that touches its target" (chargeTurnContact)', () => {
  // Combat > Charges: "The unit stops as soon as contact is made between the two bases". The scene of
  // table/charge.mutants.spec.ts: the horse's turn towards the tercio touches it 8.8 degrees in; a friend 0.33" behind
  // its left rear lies where the whole 14.4-degree turn would end.

  it("the game's options reach the plan: the charge is made by default, refused with whole-turn", () => {
    const s = turnTouchTable();
    const plan = (o: TerciosOptions) => plannedCharge(s, unitById(s, 'cav')!, unitById(s, 'ter')!, false, o);
    expect(plan(DEFAULT_TERCIOS_OPTIONS)).toMatchObject({ reachable: true, distance: 0, centre: 'right' });
    expect(plan(TerciosOptionsSchema.parse({ battle: { chargeTurnContact: 'whole-turn' } }))).toMatchObject({
      reachable: false,
    });
  });

  it('and the reaction charge (Assault! reaction) reads the same option', () => {
    const s = turnTouchTable();
    const charge = (o: TerciosOptions) => reactionCharge(s, unitById(s, 'cav')!, unitById(s, 'ter')!, o);
    expect(charge(DEFAULT_TERCIOS_OPTIONS)).toMatchObject({ reachable: true, distance: 0, centre: 'right' });
    expect(charge(TerciosOptionsSchema.parse({ battle: { chargeTurnContact: 'whole-turn' } }))).toMatchObject({
      reachable: false,
    });
  });
});
