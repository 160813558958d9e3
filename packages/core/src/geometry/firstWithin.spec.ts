import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseAt, forwardOf, NORTH, SOUTH, type Base } from './Base.js';
import { baseGap } from './distances.js';
import { firstWithin } from './firstWithin.js';
import { normalize, vec, type Vec } from './Vec.js';

const moved = (base: Base, u: Vec, d: number): Base => ({
  ...base,
  centre: vec(base.centre.x + u.x * d, base.centre.y + u.y * d),
});

describe('firstWithin: how far a base moves before it is within a gap of another', () => {
  // baseAt places a base by its front centre: x 30..42, y 4..10, front edge at y = 10.
  const charger = baseAt(vec(36, 10), NORTH, 12, 6);

  it('front to front: the fronts 1" apart after 7" of an 8" gap', () => {
    const target = baseAt(vec(36, 18), SOUTH, 12, 6); // front edge at y = 18, y 18..24
    const d = firstWithin(charger, forwardOf(charger), target, 1);
    expect(d).toBeCloseTo(7, 12);
    expect(baseGap(moved(charger, vec(0, 1), d), target)).toBeCloseTo(1, 12);
    // Half an inch: 7.5" on.
    expect(firstWithin(charger, forwardOf(charger), target, 0.5)).toBeCloseTo(7.5, 12);
  });

  it('corner to corner: the front-right corner (42, 10) nears the target corner (42.5, 20) to 1" at 10 - sqrt(0.75)', () => {
    const target = baseAt(vec(48.5, 20), SOUTH, 12, 6); // x 42.5..54.5, y 20..26
    const d = firstWithin(charger, vec(0, 1), target, 1);
    expect(d).toBeCloseTo(10 - Math.sqrt(0.75), 12);
    expect(baseGap(moved(charger, vec(0, 1), d), target)).toBeCloseTo(1, 12);
  });

  it('a target corner nears a side of the moving base (the moving base is the one with the side)', () => {
    // A diamond (45 degrees) ahead of the charger's front edge: its lowest corner (36, 20 - 3 * sqrt(2)) meets the
    // front edge's capsule first.
    const diamond: Base = { centre: vec(36, 20), facing: Math.PI / 4, width: 6, depth: 6 };
    const corner = 20 - 3 * Math.sqrt(2);
    expect(firstWithin(charger, vec(0, 1), diamond, 1)).toBeCloseTo(corner - 10 - 1, 12);
  });

  it('a corner of the moving base nears a target side (the target is the one with the side)', () => {
    // A diamond moving north toward a flat front at y = 18: its top corner (36, 10 + 3 * sqrt(2)) leads.
    const diamond: Base = { centre: vec(36, 10), facing: Math.PI / 4, width: 6, depth: 6 };
    const target = baseAt(vec(36, 18), SOUTH, 12, 6);
    expect(firstWithin(diamond, vec(0, 1), target, 1)).toBeCloseTo(18 - 1 - (10 + 3 * Math.sqrt(2)), 12);
  });

  it('a diagonal move from `from` on: measured from where the base is at `from`, along the direction', () => {
    // Moving north-east toward a target ahead and to the right: the answer does not depend on where the count starts.
    const target = baseAt(vec(60, 40), SOUTH, 12, 6);
    const dir = vec(1, 1);
    const d = firstWithin(charger, dir, target, 1);
    expect(Number.isFinite(d)).toBe(true);
    expect(firstWithin(charger, dir, target, 1, d / 2)).toBeCloseTo(d, 12);
    // Already within 1" at `from`: `from` itself, wherever along the diagonal that is.
    expect(firstWithin(charger, dir, target, 1, d + 0.25)).toBe(d + 0.25);
  });

  it('never within the gap: Infinity; already within at `from`: `from`', () => {
    const beside = baseAt(vec(50, 20), SOUTH, 12, 6); // x 44..56, y 20..26: always 2" to the side
    expect(firstWithin(charger, vec(0, 1), beside, 1)).toBe(Infinity);
    expect(firstWithin(charger, vec(0, 1), beside, 2)).toBeCloseTo(10, 12); // the front at y 10 + d meets y 20
    const ahead = baseAt(vec(36, 18), SOUTH, 12, 6);
    expect(firstWithin(charger, vec(0, 1), ahead, 1, 7.5)).toBe(7.5);
    expect(firstWithin(charger, vec(0, -1), ahead, 1)).toBe(Infinity); // moving away
  });

  it('equals a fine search of baseGap along the move, for any two bases and direction', () => {
    const num = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);
    const base = fc.record({
      centre: fc.record({ x: num(-20, 20), y: num(-20, 20) }),
      facing: num(-4, 4),
      width: num(1, 12),
      depth: num(1, 8),
    });
    fc.assert(
      fc.property(base, base, num(-4, 4), num(0.25, 2), (a, b, angle, gap) => {
        const u = normalize(vec(Math.cos(angle), Math.sin(angle)));
        const exact = firstWithin(a, u, b, gap);
        // The brute force: steps of 0.05" up to 60", then bisection between the last step out and the first in.
        const at = (d: number) => baseGap(moved(a, u, d), b);
        if (at(0) <= gap) {
          expect(exact).toBe(0);
          return;
        }
        let lo = 0;
        let hi = Infinity;
        for (let d = 0.05; d <= 60; d += 0.05) {
          if (at(d) <= gap) {
            hi = d;
            break;
          }
          lo = d;
        }
        if (hi === Infinity) {
          // Not within the gap on any step: the exact answer is past 60" or a graze between two steps.
          if (Number.isFinite(exact)) expect(exact > 60 || at(exact) <= gap + 1e-9).toBe(true);
          return;
        }
        for (let i = 0; i < 60; i++) {
          const mid = (lo + hi) / 2;
          if (at(mid) <= gap) hi = mid;
          else lo = mid;
        }
        expect(Math.abs(exact - hi)).toBeLessThan(1e-9);
      }),
      { numRuns: 100, seed: 20261203 },
    );
  });
});
