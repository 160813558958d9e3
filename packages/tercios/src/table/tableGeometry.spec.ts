import { baseGap, frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { combatMovement } from '../game/combat.js';
import { speedOf } from '../game/speedOf.js';
import { rulesUnit } from '../game/commandOnTable.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { isFlankCharge, planCharge } from './charge.js';
import { lineOfFire } from './lineOfFire.js';
import { planMove } from './movement.js';
import { unitById } from './tableQueries.js';

const deg = (r: number) => (r * 180) / Math.PI;

describe('charges in space (Combat > Charges, Flank Charges)', () => {
  it('detects a flank charge when the charger starts behind the line of the target front edge', () => {
    // Target at y=20 facing north (front edge along y ≈ 21.2); charger to its side, slightly behind the front line.
    const state = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 20, y: 19, facing: 0 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 20, facing: 90 } }],
    });
    const cav = unitById(state, 'cav')!;
    const ter = unitById(state, 'ter')!;
    expect(isFlankCharge(cav, ter, false)).toBe(true);
    // The same charger in front of the target's front line is not a flank charge.
    const ahead = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 30, y: 28, facing: -90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 20, facing: 90 } }],
    });
    expect(isFlankCharge(unitById(ahead, 'cav')!, unitById(ahead, 'ter')!, false)).toBe(false);
    // Square units are never taken in flank.
    expect(isFlankCharge(cav, ter, true)).toBe(false);
  });

  it('stops the charge at first contact, in the direction of the charge, without aligning', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 37, y: 16, facing: -80 } }],
    });
    const charger = unitById(state, 'ter')!;
    const target = unitById(state, 'mus')!;
    const speed = speedOf(rulesUnit(state, charger), 'assault', null, DEFAULT_TERCIOS_OPTIONS);
    expect(speed).toBe(6); // Speed 4, Assault! Speed+ → 6
    const plan = planCharge(state, charger, target, () => speed, false);
    expect(plan.reachable).toBe(true);
    if (!plan.reachable) return;
    expect(baseGap(plan.base, target.base)).toBeLessThan(1e-6); // touching
    expect(plan.distance).toBeLessThanOrEqual(speed);
    // No alignment: the charger keeps the heading of its charge, which is not the target's facing reversed.
    expect(Math.abs(deg(plan.base.facing) - deg(target.base.facing + Math.PI))).toBeGreaterThan(1);
  });

  it('a charge beyond its Assault! movement does not reach', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 30, facing: -90 } }],
    });
    const plan = planCharge(state, unitById(state, 'ter')!, unitById(state, 'mus')!, () => 6, false);
    expect(plan.reachable).toBe(false);
  });
});

describe('movement (Movement > Activation Movement, Obstacles, Angle Correction)', () => {
  const two = () =>
    fixtureState({
      A: [
        { unit: unitOf('mover', 'musketeer-company'), at: { x: 36, y: 6, facing: 90 } },
        { unit: unitOf('left', 'tercio'), at: { x: 32.5, y: 12, facing: 90 } },
        { unit: unitOf('right', 'tercio'), at: { x: 39.5, y: 12, facing: 90 } },
      ],
      B: [{ unit: unitOf('far', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
    });

  it('refuses a line that passes between two units less than 3" apart', () => {
    const state = two();
    const mover = unitById(state, 'mover')!;
    const plan = planMove(state, mover, { x: 36, y: 16 }, () => 12);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.reason).toMatch(/gap|crosses/);
  });

  it('refuses a turn of more than 90 degrees towards the destination', () => {
    const state = two();
    const mover = unitById(state, 'mover')!;
    const plan = planMove(state, mover, { x: 36, y: 2 }, () => 12);
    expect(plan.ok).toBe(false);
  });

  it('places the unit facing the way it went, its front centre on the destination', () => {
    const state = two();
    const mover = unitById(state, 'mover')!;
    const plan = planMove(state, mover, { x: 44, y: 10 }, () => 12);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const f = frontCentre(plan.base);
    expect(f.x).toBeCloseTo(44, 6);
    expect(f.y).toBeCloseTo(10, 6);
  });
});

describe('shooting in space (Shooting > Selecting the Target)', () => {
  it('measures range to the nearest centre and is blocked by a unit in between', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: -90 } }],
    });
    const line = lineOfFire(state, unitById(state, 'mus')!, unitById(state, 'ter')!, DEFAULT_TERCIOS_OPTIONS);
    expect(line.visible).toBe(true);
    const mus = unitById(state, 'mus')!;
    const ter = unitById(state, 'ter')!;
    expect(line.range).toBeCloseTo(20 - ter.base.depth / 2 - (10 + mus.base.depth / 2), 6);
    const blocked = fixtureState({
      A: [
        { unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } },
        { unit: unitOf('wall', 'tercio'), at: { x: 36, y: 15, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: -90 } }],
    });
    expect(
      lineOfFire(blocked, unitById(blocked, 'mus')!, unitById(blocked, 'ter')!, DEFAULT_TERCIOS_OPTIONS).visible,
    ).toBe(false);
  });
});

describe('bows (Armament > Bow)', () => {
  it('fire over a friendly unit whose front centre is closer to the shooters than to the target; muskets do not', () => {
    const archers = { ...unitOf('arc', 'musketeer-company'), weapons: ['bow'] };
    const spec = (shooter: ReturnType<typeof unitOf>) =>
      fixtureState({
        A: [
          { unit: shooter, at: { x: 36, y: 10, facing: 90 } },
          { unit: unitOf('friend', 'tercio'), at: { x: 36, y: 13, facing: 90 } },
        ],
        B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: -90 } }],
      });
    const withBows = spec(archers);
    expect(
      lineOfFire(withBows, unitById(withBows, 'arc')!, unitById(withBows, 'ter')!, DEFAULT_TERCIOS_OPTIONS).visible,
    ).toBe(true);
    const withMuskets = spec(unitOf('arc', 'musketeer-company'));
    expect(
      lineOfFire(withMuskets, unitById(withMuskets, 'arc')!, unitById(withMuskets, 'ter')!, DEFAULT_TERCIOS_OPTIONS)
        .visible,
    ).toBe(false);
  });
});

describe('combat movements (Combat > Consequences of Combat)', () => {
  it('a retreat blocked by the table edge adds one Dm', () => {
    // Loser near side A's edge, facing north, its enemy to the north: the retreat runs south off the table.
    const state = fixtureState({
      A: [{ unit: unitOf('loser', 'tercio'), at: { x: 36, y: 3, facing: 90 } }],
      B: [{ unit: unitOf('winner', 'tercio'), at: { x: 36, y: 8.5, facing: -90 } }],
    });
    const ctx = fixtureContext(state);
    combatMovement(ctx, 'loser', 'winner', { unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    const loser = unitById(ctx.state, 'loser')!;
    expect(loser.wear).toBe(1);
    expect(loser.disordered).toBe(true);
    expect(deg(loser.base.facing)).toBeCloseTo(-90, 3); // back to the enemy
  });

  it('a disengagement with room to move adds no Dm and keeps the facing', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('loser', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('winner', 'tercio'), at: { x: 36, y: 25.5, facing: -90 } }],
    });
    const ctx = fixtureContext(state);
    combatMovement(ctx, 'loser', 'winner', { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 });
    const loser = unitById(ctx.state, 'loser')!;
    expect(loser.wear).toBe(0);
    expect(loser.base.centre.y).toBeCloseTo(17, 3);
    expect(deg(loser.base.facing)).toBeCloseTo(90, 3);
  });
});
