import { describe, expect, it } from 'vitest';
import { baseAt, corners, frontCentre, NORTH, EAST } from './Base.js';
import { advance, faceTowards, moveFrontCentreTo, pivot, sweep } from './movement.js';
import { angleOf, sub, vec, type Vec } from './Vec.js';

function expectVec(actual: Vec, x: number, y: number): void {
  expect(actual.x).toBeCloseTo(x, 12);
  expect(actual.y).toBeCloseTo(y, 12);
}

describe('movement', () => {
  const b = baseAt(vec(36, 10), NORTH, 12, 6); // front edge y = 10, x 30..42

  it('advances along the facing', () => {
    expectVec(frontCentre(advance(b, 4)), 36, 14);
    expectVec(frontCentre(advance(b, -2)), 36, 8);
    const e = baseAt(vec(0, 0), EAST, 4, 2);
    expectVec(frontCentre(advance(e, 3)), 3, 0);
  });

  it('wheels about a front corner, keeping that corner fixed', () => {
    const wheeled = pivot(b, Math.PI / 2, 'front-left'); // wheel left 90°
    const [fl, fr] = corners(wheeled);
    expectVec(fl, 30, 10);
    expectVec(fr, 30, 22); // the right end has swung forward and round
    expect(wheeled.facing).toBeCloseTo(Math.PI, 12);
    const right = pivot(b, -Math.PI / 2, 'front-right');
    expectVec(corners(right)[1], 42, 10);
    expectVec(corners(right)[0], 42, 22);
  });

  it('pivots about the centre and the front centre', () => {
    const turned = pivot(b, Math.PI, 'centre');
    expectVec(turned.centre, 36, 7);
    expectVec(frontCentre(turned), 36, 4);
    const fc = pivot(b, Math.PI / 2, 'front-centre');
    expectVec(frontCentre(fc), 36, 10);
    expectVec(fc.centre, 39, 10);
  });

  it('moves the front centre to a point keeping facing, and faces a point', () => {
    const m = moveFrontCentreTo(b, vec(50, 20));
    expectVec(frontCentre(m), 50, 20);
    expect(m.facing).toBe(b.facing);
    const f = faceTowards(b, vec(46, 20));
    expectVec(frontCentre(f), 36, 10);
    expect(f.facing).toBeCloseTo(Math.PI / 4, 12);
    // About a front corner the front centre moves; the result still looks straight at the point.
    const g = faceTowards(b, vec(60, 30), 'front-left');
    expectVec(corners(g)[0], 30, 10);
    expect(g.facing).toBeCloseTo(angleOf(sub(vec(60, 30), frontCentre(g))), 9);
  });

  it('sweeps a path and counts pivots by the moving front corner', () => {
    const s = sweep(b, [
      { kind: 'pivot', angle: Math.PI / 4, about: 'front-left' },
      { kind: 'advance', distance: 4 },
      { kind: 'pivot', angle: -Math.PI / 4, about: 'centre' },
      { kind: 'move', to: vec(40, 30) },
    ]);
    expect(s.bases).toHaveLength(5);
    expect(s.stepDistances[0]).toBeCloseTo((12 * Math.PI) / 4, 12);
    expect(s.stepDistances[1]).toBe(4);
    expect(s.stepDistances[2]).toBeCloseTo((Math.hypot(6, 3) * Math.PI) / 4, 12);
    expect(s.distance).toBeCloseTo(
      s.stepDistances.reduce((a, c) => a + c, 0),
      12,
    );
    expectVec(frontCentre(s.final), 40, 30);
    expect(s.final.facing).toBeCloseTo(NORTH, 12);
    const face = sweep(b, [{ kind: 'face', towards: vec(36, 0) }]); // about-face about the front centre
    expect(face.stepDistances[0]).toBeCloseTo(6 * Math.PI, 12);
  });
});
