import { describe, expect, it } from 'vitest';
import { baseAt, NORTH } from './Base.js';
import { lineOfSight } from './lineOfSight.js';
import { vec } from './Vec.js';

// Tercios, Shooting > Line of sight (and Movement > Obstacles): "where it passes between two blockers the gap
// between them must be at least 3 inches". lineOfSight's gap rule: which pairs it measures and where the 3" falls.
describe('the gap rule: the pairs measured and the bound', () => {
  const from = vec(36, 10);
  const to = vec(36, 40);
  const box = (x0: number, y0: number, x1: number, y1: number) => ({
    points: [vec(x0, y0), vec(x1, y0), vec(x1, y1), vec(x0, y1)],
  });

  it("a blocker's own base and polygon are not a gap: the line may pass between them", () => {
    // One blocker (a unit and the building it holds), its base left of the line and its polygon right, 2" apart.
    const both = { id: 'X', base: baseAt(vec(33, 25), NORTH, 4, 2), polygon: box(37, 20, 45, 30) };
    expect(lineOfSight(from, to, [both])).toEqual({ clear: true });
    // The same two shapes as two blockers: a 2" gap, refused.
    const two = [
      { id: 'U', base: both.base },
      { id: 'W', polygon: both.polygon },
    ];
    expect(lineOfSight(from, to, two)).toMatchObject({ clear: false, reason: 'gap', between: ['U', 'W'], gapWidth: 2 });
  });

  it('exactly 3" where the line passes is enough, though the two come closer beyond its end', () => {
    // Left: x up to 34.5 from y 30 on. Right: x from 37.5 up to y 42, then from 36.5 (beyond the line's end at y 40).
    // Along the line the passage is 1.5 + 1.5 = 3" exactly; the shapes' own gap is 2" (at y 42 and on).
    const left = { id: 'L', polygon: box(30, 30, 34.5, 50) };
    const right = {
      id: 'R',
      polygon: { points: [vec(37.5, 30), vec(40, 30), vec(40, 50), vec(36.5, 50), vec(36.5, 42), vec(37.5, 42)] },
    };
    expect(lineOfSight(from, to, [left, right])).toEqual({ clear: true });
    // A wider rule refuses that 3" passage, and says how wide it is.
    expect(lineOfSight(from, to, [left, right], { gap: 3.1 })).toMatchObject({
      clear: false,
      reason: 'gap',
      between: ['L', 'R'],
      gapWidth: 3,
    });
  });
});
