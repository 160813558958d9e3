import { baseAt, NORTH, vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { reachesWithin } from './reachesWithin.js';

describe('reachesWithin', () => {
  // A 6" x 2" base with its front centre at (10, 0), facing north: its front edge is on y = 0.
  const base = baseAt(vec(10, 0), NORTH, 6, 2);

  it('meets a point straight ahead at the end of the move (12" move, 3" radius)', () => {
    expect(reachesWithin(base, 12, vec(10, 13.9), 3)).toBeCloseTo(10.9, 1);
    expect(reachesWithin(base, 12, vec(10, 14.95), 3)).toBeCloseTo(11.95, 1);
  });

  it('never meets a point further than the move and the radius', () => {
    expect(reachesWithin(base, 12, vec(10, 15.2), 3)).toBeNull();
    expect(reachesWithin(base, 12, vec(60, 60), 3)).toBeNull();
  });

  it('is 0 for a point already within the radius', () => {
    expect(reachesWithin(base, 12, vec(10, 2.5), 3)).toBe(0);
  });
});
