import { describe, expect, it } from 'vitest';
import { baseAt, corners, NORTH, SOUTH } from './Base.js';
import { baseGap } from './distances.js';
import { pivot } from './movement.js';
import { basesOverlap } from './overlap.js';
import { pivotContact } from './pivotContact.js';
import { vec } from './Vec.js';

describe('pivotContact', () => {
  const b = baseAt(vec(36, 10), NORTH, 12, 6); // front edge y = 10, x 30..42

  it('is undefined when the wheel is clear', () => {
    expect(pivotContact(b, Math.PI / 2, 'front-left', [baseAt(vec(60, 40), SOUTH, 4, 2)])).toBeUndefined();
  });

  it('stops a wheel where the swinging corner meets a unit, touching but not overlapping', () => {
    // A unit ahead of the right-hand end: the front-right corner swings on a 12" radius about (30, 10)
    // and first meets the unit's edge along y = 16 where 12 sin θ = 6, θ = 30°.
    const blocker = baseAt(vec(40, 16), SOUTH, 20, 2); // front edge y = 16, x 30..50
    const c = pivotContact(b, Math.PI / 2, 'front-left', [blocker]);
    expect(c?.index).toBe(0);
    expect(c?.angle).toBeCloseTo(Math.PI / 6, 8);
    const wheeled = pivot(b, c?.angle ?? 0, 'front-left');
    expect(basesOverlap(wheeled, blocker)).toBe(false);
    expect(baseGap(wheeled, blocker)).toBeLessThan(1e-8);
    expect(corners(wheeled)[1].y).toBeCloseTo(16, 8);
  });

  it('works clockwise too, and stops at 0 when already overlapping', () => {
    const blocker = baseAt(vec(32, 16), SOUTH, 20, 2); // x 22..42
    const c = pivotContact(b, -Math.PI / 2, 'front-right', [blocker]);
    expect(c?.angle).toBeCloseTo(-Math.PI / 6, 8);
    expect(pivotContact(b, 0.3, 'centre', [b])).toEqual({ angle: 0, index: 0 });
  });
});
