import { describe, expect, it } from 'vitest';
import { baseAt, centres, frontCentre, NORTH, SOUTH } from './Base.js';
import { centresInSight } from './centresInSight.js';
import { lineOfSight, passageWidth } from './lineOfSight.js';
import { vec } from './Vec.js';

describe('lineOfSight and the 3" gap rule', () => {
  const shooter = baseAt(vec(36, 10), NORTH, 12, 6);
  const target = baseAt(vec(36, 40), SOUTH, 12, 6);
  const from = frontCentre(shooter);
  const to = centres(target).front;
  // Two units 4" wide side by side across the line, their inner edges `g` inches apart around x = 36.
  const pair = (g: number) => [
    { id: 'L', base: baseAt(vec(36 - g / 2 - 2, 25), NORTH, 4, 2) },
    { id: 'R', base: baseAt(vec(36 + g / 2 + 2, 25), NORTH, 4, 2) },
  ];

  it('is clear over open ground', () => {
    expect(lineOfSight(from, to, [])).toEqual({ clear: true });
  });

  it('is blocked by a unit the line crosses, and by blocking terrain', () => {
    const inWay = { id: 'pikes', base: baseAt(vec(37, 25), NORTH, 12, 6) };
    expect(lineOfSight(from, to, [inWay])).toMatchObject({ clear: false, blockedBy: 'pikes', reason: 'crosses' });
    const wood = { id: 'wood', polygon: { points: [vec(34, 20), vec(40, 20), vec(38, 24)] } };
    expect(lineOfSight(from, to, [wood])).toMatchObject({ clear: false, blockedBy: 'wood' });
    const woodAside = { id: 'wood', polygon: { points: [vec(40, 20), vec(46, 20), vec(44, 24)] } };
    expect(lineOfSight(from, to, [woodAside])).toEqual({ clear: true });
  });

  it('needs a gap of at least 3" between two units the line passes between', () => {
    expect(lineOfSight(from, to, pair(2.9))).toMatchObject({ clear: false, reason: 'gap', between: ['L', 'R'] });
    expect(lineOfSight(from, to, pair(2.9)).gapWidth).toBeCloseTo(2.9, 9);
    expect(lineOfSight(from, to, pair(3)).clear).toBe(true);
    expect(lineOfSight(from, to, pair(5)).clear).toBe(true);
    expect(lineOfSight(from, to, pair(0)).clear).toBe(false); // touching: no gap at all
    expect(lineOfSight(from, to, pair(2.9), { gap: 2 }).clear).toBe(true);
  });

  it('does not apply the gap rule to two units on the same side of the line', () => {
    const sameSide = [
      { id: 'A', base: baseAt(vec(40, 25), NORTH, 4, 2) },
      { id: 'B', base: baseAt(vec(45, 25), NORTH, 4, 2) }, // 1" from A, both right of the line
    ];
    expect(lineOfSight(from, to, sameSide).clear).toBe(true);
  });

  it('measures the gap where the line passes, between a unit and a wood or two staggered corners', () => {
    const unit = { id: 'U', base: baseAt(vec(33, 25), NORTH, 4, 2) }; // x 31..35
    const wood = { id: 'W', polygon: { points: [vec(37, 20), vec(45, 20), vec(45, 30), vec(37, 30)] } };
    expect(lineOfSight(from, to, [unit, wood])).toMatchObject({ clear: false, gapWidth: 2 });
    // Staggered: corners (35, 22) and (37, 23.5) are 2.5" apart diagonally, the line between them.
    const a = { id: 'a', base: baseAt(vec(33, 22), NORTH, 4, 2) }; // x 31..35, y 20..22
    const b = { id: 'b', base: baseAt(vec(39, 25.5), NORTH, 4, 2) }; // x 37..41, y 23.5..25.5
    const v = lineOfSight(from, to, [a, b]);
    expect(v.clear).toBe(false);
    expect(v.gapWidth).toBeCloseTo(2.5, 9);
    expect(passageWidth(from, to, a.base, b.base)).toBeCloseTo(2.5, 9);
  });

  it('is symmetric in its ends', () => {
    for (const g of [0, 1, 2.9, 3, 4]) {
      expect(lineOfSight(to, from, pair(g)).clear).toBe(lineOfSight(from, to, pair(g)).clear);
    }
  });
});

describe('centresInSight', () => {
  const shooter = baseAt(vec(36, 10), NORTH, 12, 6);
  const target = baseAt(vec(36, 30), SOUTH, 12, 6); // front centre (36, 30), left (42, 33), right (30, 33)

  it('lists the visible centres nearest first', () => {
    const all = centresInSight(frontCentre(shooter), target, []);
    expect(all.map((c) => c.side)).toEqual(['front', 'left', 'right', 'rear']);
    expect(all[0]?.distance).toBeCloseTo(20, 12);
  });

  it('drops centres hidden by a unit, so range is taken to the nearest centre in sight', () => {
    // A unit straight ahead hides the front and rear centres but not the flanks.
    const screen = { id: 'screen', base: baseAt(vec(36, 20), NORTH, 2, 2) };
    const seen = centresInSight(frontCentre(shooter), target, [screen]);
    expect(seen.map((c) => c.side)).toEqual(['left', 'right']);
    expect(seen[0]?.distance).toBeCloseTo(Math.hypot(6, 23), 12);
  });
});
