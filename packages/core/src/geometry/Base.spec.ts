import { describe, expect, it } from 'vitest';
import { baseAt, centres, corners, frontCentre, NORTH, SOUTH, toLocal, type Base } from './Base.js';
import { baseInside, TABLE_72x48 } from './Table.js';
import { vec, type Vec } from './Vec.js';

function expectVec(actual: Vec, x: number, y: number): void {
  expect(actual.x).toBeCloseTo(x, 12);
  expect(actual.y).toBeCloseTo(y, 12);
}

describe('Base', () => {
  // A 12" x 6" base facing north (away from side A), centred on (36, 20).
  const b: Base = { centre: vec(36, 20), facing: NORTH, width: 12, depth: 6 };

  it('puts the four centres at the middle of each side, left and right as seen by the unit', () => {
    const c = centres(b);
    expectVec(c.front, 36, 23);
    expectVec(c.rear, 36, 17);
    expectVec(c.left, 30, 20);
    expectVec(c.right, 42, 20);
    expectVec(frontCentre(b), 36, 23);
  });

  it('lists corners front-left, front-right, rear-right, rear-left', () => {
    const [fl, fr, rr, rl] = corners(b);
    expectVec(fl, 30, 23);
    expectVec(fr, 42, 23);
    expectVec(rr, 42, 17);
    expectVec(rl, 30, 17);
  });

  it('mirrors left and right for a base facing south (side B looking at side A)', () => {
    const s = { ...b, facing: SOUTH };
    const c = centres(s);
    expectVec(c.front, 36, 17);
    expectVec(c.left, 42, 20);
    expectVec(c.right, 30, 20);
  });

  it('builds a base from its front centre', () => {
    const a = baseAt(vec(10, 10), NORTH, 4, 2);
    expectVec(a.centre, 10, 9);
    expectVec(frontCentre(a), 10, 10);
    const l = toLocal(a, vec(12, 10));
    expect(l.forward).toBeCloseTo(1, 12);
    expect(l.right).toBeCloseTo(2, 12);
  });

  it('knows when a base is on the 72" x 48" table, edges included', () => {
    expect(baseInside(baseAt(vec(36, 6), NORTH, 12, 6), TABLE_72x48)).toBe(true);
    expect(baseInside(baseAt(vec(6, 6), NORTH, 12, 6), TABLE_72x48)).toBe(true);
    expect(baseInside(baseAt(vec(5.9, 6), NORTH, 12, 6), TABLE_72x48)).toBe(false);
    expect(baseInside(baseAt(vec(36, 48.1), NORTH, 12, 6), TABLE_72x48)).toBe(false);
    expect(baseInside({ ...b, facing: NORTH + Math.PI / 4 }, TABLE_72x48)).toBe(true);
  });
});
