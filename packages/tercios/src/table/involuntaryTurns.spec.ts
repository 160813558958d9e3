import { angleBetween, angleOf, baseGap, basesOverlap, distanceToBase, frontCentre, sub } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { combatMovement } from '../game/combat.js';
import { closestShortCharge, planCharge } from './charge.js';
import { unitById } from './tableQueries.js';

const deg = (r: number) => (r * 180) / Math.PI;

describe('Retreat: "double its movement, with its back to the enemy" (Combat > Consequences of Combat)', () => {
  // The loser's front is in contact with a winner standing off its axis: turning in place to put its back to
  // the winner would overlap the winner, so the unit must find the nearest about-face that fits.
  const offAxis = () =>
    fixtureState({
      A: [{ unit: unitOf('loser', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('winner', 'tercio'), at: { x: 38.5, y: 22.37, facing: -90 } }],
    });

  it('turns its back to the enemy even when the turn in place would overlap it', () => {
    const state = offAxis();
    const ctx = fixtureContext(state);
    const winner = unitById(state, 'winner')!;
    const away = angleOf(sub(unitById(state, 'loser')!.base.centre, winner.base.centre));
    combatMovement(ctx, 'loser', 'winner', { unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    const loser = unitById(ctx.state, 'loser')!;
    // Back to the enemy: the unit faces away from the winner (within the 45 degrees of an angle correction).
    expect(Math.abs(deg(angleBetween(loser.base.facing, away)))).toBeLessThanOrEqual(45);
    expect(basesOverlap(loser.base, winner.base, 0.01)).toBe(false);
    // The whole double move was made: no extra Dm.
    expect(loser.wear).toBe(0);
    expect(baseGap(loser.base, winner.base)).toBeGreaterThan(5);
  });

  it('a turn in place that fits is made exactly away from the enemy, then the full move', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('loser', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('winner', 'tercio'), at: { x: 36, y: 22.37, facing: -90 } }],
    });
    const ctx = fixtureContext(state);
    combatMovement(ctx, 'loser', 'winner', { unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    const loser = unitById(ctx.state, 'loser')!;
    expect(deg(loser.base.facing)).toBeCloseTo(-90, 3);
    expect(loser.base.centre.y).toBeCloseTo(12, 3);
    expect(loser.wear).toBe(0);
  });
});

describe('Assault!: "Otherwise the charge move is made as close to the enemy as possible" (Order Cards)', () => {
  it('a friendly unit across the straight line does not stop the move: the charger goes as close as it can', () => {
    const state = fixtureState({
      A: [
        { unit: unitOf('ter', 'tercio'), at: { x: 36, y: 6, facing: 90 } },
        { unit: unitOf('friend', 'musketeer-company'), at: { x: 36, y: 12, facing: 90 } },
      ],
      B: [{ unit: unitOf('far', 'tercio'), at: { x: 36, y: 40, facing: -90 } }],
    });
    const ter = unitById(state, 'ter')!;
    const far = unitById(state, 'far')!;
    const plan = planCharge(state, ter, far, () => 6, false);
    expect(plan.reachable).toBe(false);
    const closer = closestShortCharge(state, ter, far, () => 6);
    expect(closer).not.toBeNull();
    if (!closer) return;
    const before = distanceToBase(frontCentre(ter.base), far.base);
    const after = distanceToBase(frontCentre(closer.base), far.base);
    // Six inches of Assault! movement: most of it is used (old code: no move at all).
    expect(before - after).toBeGreaterThan(4);
    for (const u of state.units) if (u.id !== 'ter') expect(basesOverlap(closer.base, u.base, 0.01)).toBe(false);
  });

  it('an open line: the charger uses its whole movement straight at the enemy, not a fraction of it', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 30, facing: -90 } }],
    });
    const ter = unitById(state, 'ter')!;
    const closer = closestShortCharge(state, ter, unitById(state, 'mus')!, () => 6);
    expect(closer?.distance).toBeCloseTo(6, 2);
    expect(frontCentre(closer!.base).y).toBeCloseTo(11.18 + 6, 1);
  });

  it('a charger a fraction of an inch away, whose turn to face would touch the target, still makes contact', () => {
    // The horse stand 0.23" in front of the target's left half, facing it squarely: turning on the front centre
    // towards a centre of the target sweeps a corner into it, so the old plan refused the charge.
    const state = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 34, y: 17.8, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: -90 } }],
    });
    const cav = unitById(state, 'cav')!;
    const ter = unitById(state, 'ter')!;
    expect(baseGap(cav.base, ter.base)).toBeLessThan(1);
    const plan = planCharge(state, cav, ter, () => 10, false);
    expect(plan.reachable).toBe(true);
    if (plan.reachable) expect(baseGap(plan.base, ter.base)).toBeLessThan(0.02);
  });
});
