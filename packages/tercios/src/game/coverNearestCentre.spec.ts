import { centres } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import type { ScenarioTerrain } from './Scenario.js';
import { inCoverAgainst } from './combat.js';

// Ruling Cover in combat (docs/rulings/tercios.md): in a combat a side is In cover against the other by the shot's
// own test (Shooting and Terrain > In cover) drawn from the enemy's centre to the unit's centre nearest it, "as a
// shot is drawn to the nearest centre". A hedge along a unit's flank covers it against an enemy on that flank: the
// flank's centre stands behind it, though the front centre is far from it.
describe('inCoverAgainst: the line runs to the centre nearest the enemy', () => {
  const cover = (hedgeGap: number) => {
    const probe = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 40, y: 40, facing: 270 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 40, y: 10, facing: 0 } }],
    });
    const mus = probe.units.find((u) => u.id === 'mus')!;
    const cs = centres(mus.base);
    const flank = [cs.front, cs.rear, cs.left, cs.right].reduce((a, b) => (b.y > a.y ? b : a)); // the north flank
    const y0 = flank.y + hedgeGap;
    const hedge: ScenarioTerrain = {
      id: 'hedge',
      type: 'hedge',
      features: ['difficult', 'cover'],
      points: [
        { x: 20, y: y0 },
        { x: 60, y: y0 },
        { x: 60, y: y0 + 0.3 },
        { x: 20, y: y0 + 0.3 },
      ],
    };
    const s = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 40, y: 40, facing: 270 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 40, y: 10, facing: 0 } }],
      terrain: [hedge],
    });
    const unit = (id: string) => s.units.find((u) => u.id === id)!;
    return { covered: inCoverAgainst(s, unit('mus'), unit('ter')), front: cs.front, flank };
  };

  it('a hedge 0.2" beyond the flank the enemy comes at: In cover (its flank centre is behind the hedge)', () => {
    const { covered, front, flank } = cover(0.2);
    expect(Math.abs(front.y - flank.y)).toBeGreaterThan(1.3); // the front centre is well away from the hedge
    expect(covered).toBe(true);
  });

  it('the same hedge 3" off that flank: not In cover', () => {
    expect(cover(3).covered).toBe(false);
  });
});
