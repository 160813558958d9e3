import { describe, expect, it } from 'vitest';
import { baseAt, corners, frontCentre, NORTH, SOUTH } from './Base.js';
import { baseGap } from './distances.js';
import { sweep } from './movement.js';
import { basesOverlap } from './overlap.js';
import { sweepUntilContact } from './sweepUntilContact.js';
import { vec } from './Vec.js';

describe('sweepUntilContact', () => {
  const b = baseAt(vec(36, 10), NORTH, 12, 6); // front edge y = 10, x 30..42

  it('completes a clear path exactly like sweep', () => {
    const path = [
      { kind: 'pivot', angle: Math.PI / 6, about: 'front-left' },
      { kind: 'advance', distance: 5 },
      { kind: 'move', to: vec(20, 30) },
    ] as const;
    const s = sweepUntilContact(b, path, [baseAt(vec(60, 45), SOUTH, 4, 2)]);
    const free = sweep(b, path);
    expect(s.stoppedAt).toBeUndefined();
    expect(s.distance).toBeCloseTo(free.distance, 9);
    expect(s.final.centre.x).toBeCloseTo(free.final.centre.x, 9);
    expect(s.final.centre.y).toBeCloseTo(free.final.centre.y, 9);
  });

  it('stops a charge at the first contact, counting only the distance moved', () => {
    const enemy = baseAt(vec(36, 17), SOUTH, 12, 6); // front edge at y = 17
    const s = sweepUntilContact(
      b,
      [
        { kind: 'advance', distance: 12 },
        { kind: 'advance', distance: 3 },
      ],
      [enemy],
    );
    expect(s.stoppedAt).toEqual({ step: 0, obstacle: 0 });
    expect(s.distance).toBeCloseTo(7, 9);
    expect(frontCentre(s.final).y).toBeCloseTo(17, 9);
    expect(s.bases).toHaveLength(2);
  });

  it('stops a wheel blocked by a unit, leaving them touching', () => {
    const blocker = baseAt(vec(40, 16), SOUTH, 20, 2); // meets the swinging corner after 30°
    const s = sweepUntilContact(b, [{ kind: 'pivot', angle: Math.PI / 2, about: 'front-left' }], [blocker]);
    expect(s.stoppedAt?.obstacle).toBe(0);
    expect(s.distance).toBeCloseTo((12 * Math.PI) / 6, 6);
    expect(corners(s.final)[1].y).toBeCloseTo(16, 8);
    expect(basesOverlap(s.final, blocker)).toBe(false);
    expect(baseGap(s.final, blocker)).toBeLessThan(1e-8);
  });
});
