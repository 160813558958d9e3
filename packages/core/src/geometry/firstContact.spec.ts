import { describe, expect, it } from 'vitest';
import { baseAt, forwardOf, NORTH, SOUTH, EAST } from './Base.js';
import { baseGap } from './distances.js';
import { contactAlong, firstContact } from './firstContact.js';
import { advance } from './movement.js';
import { basesOverlap } from './overlap.js';
import { vec } from './Vec.js';

describe('firstContact', () => {
  const charger = baseAt(vec(36, 10), NORTH, 12, 6);
  const target = baseAt(vec(36, 18), SOUTH, 12, 6); // front edge at y = 18

  it('stops a charge front to front', () => {
    expect(firstContact(charger, forwardOf(charger), 12, [target])).toBeCloseTo(8, 12);
    expect(firstContact(charger, forwardOf(charger), 6, [target])).toBe(Infinity);
    const moved = advance(charger, 8);
    expect(basesOverlap(moved, target)).toBe(false);
    expect(baseGap(moved, target)).toBe(0);
  });

  it('meets an offset obstacle corner first, and ignores one only brushed along its edge', () => {
    const offset = baseAt(vec(46, 20), SOUTH, 12, 6); // x 40..52: overlaps the charger's lane by 2"
    expect(firstContact(charger, vec(0, 1), 20, [offset])).toBeCloseTo(10, 12);
    const beside = baseAt(vec(48, 20), SOUTH, 12, 6); // x 42..54: exactly touching the lane
    expect(firstContact(charger, vec(0, 1), 20, [beside])).toBe(Infinity);
  });

  it('picks the nearest of several obstacles and says which', () => {
    const far = baseAt(vec(36, 30), SOUTH, 12, 6);
    const c = contactAlong(charger, vec(0, 1), 30, [far, target]);
    expect(c?.index).toBe(1);
    expect(c?.distance).toBeCloseTo(8, 12);
    expect(contactAlong(charger, vec(0, 1), 7, [far, target])).toBeUndefined();
  });

  it('moves diagonally to first contact with a rotated base', () => {
    const rotated = { centre: vec(60, 20), facing: 0.3, width: 4, depth: 2 };
    const dir = vec(1, 0.4);
    const d = firstContact(charger, dir, 100, [rotated]);
    expect(Number.isFinite(d)).toBe(true);
    const len = Math.hypot(1, 0.4);
    const moved = { ...charger, centre: vec(36 + (d * 1) / len, 7 + (d * 0.4) / len) };
    expect(basesOverlap(moved, rotated)).toBe(false);
    expect(baseGap(moved, rotated)).toBeLessThan(1e-9);
  });

  it('is 0 when going deeper into an overlap or touching head-on, and free when moving away', () => {
    const overlapping = advance(charger, 3);
    expect(firstContact(charger, vec(0, 1), 5, [overlapping])).toBe(0);
    // Backing out of an overlap (e.g. left by rounding, or disengaging) is not stopped by it...
    expect(firstContact(charger, vec(0, -1), 5, [overlapping])).toBe(Infinity);
    expect(firstContact(charger, vec(0, -1), 5, [advance(charger, 5.996)])).toBe(Infinity);
    // ...but another obstacle behind still is.
    const behind = advance(charger, -9);
    expect(firstContact(charger, vec(0, -1), 5, [overlapping, behind])).toBeCloseTo(3, 12);
    const touching = advance(charger, 6);
    expect(firstContact(charger, vec(0, 1), 5, [touching])).toBe(0);
    expect(firstContact(charger, vec(0, -1), 5, [touching])).toBe(Infinity);
    const side = baseAt(vec(48, 10), NORTH, 12, 6); // touching the charger's right flank
    expect(firstContact(charger, vec(0, 1), 5, [side])).toBe(Infinity);
    expect(firstContact(charger, vec(1, 0), 5, [side])).toBe(0);
    expect(firstContact(baseAt(vec(0, 0), EAST, 2, 2), vec(0, 0), 5, [side])).toBe(Infinity);
  });

  it('keeps a base inside an enemy margin off the enemy base, however slanting its move', () => {
    // The enemy (4" x 2") grown by 1" all round is the obstacle; a thin base sits 0.5" in front of the enemy.
    const enemy = { centre: vec(0, 0), facing: NORTH, width: 4, depth: 2 }; // y -1..1
    const margin = { ...enemy, width: 6, depth: 4 }; // y -2..2
    const thin = { centre: vec(0, 1.75), facing: NORTH, width: 2, depth: 0.5 }; // y 1.5..2: in the margin, clear of the enemy
    expect(basesOverlap(thin, margin)).toBe(true);
    expect(basesOverlap(thin, enemy)).toBe(false);
    // Slanting towards the enemy: its overlap with the margin grows, so the move is stopped at once (a
    // least-overlap test sees the thin base's 0.5" depth unchanged and would let it slide onto the enemy).
    expect(firstContact(thin, vec(0.3, -1), 3, [margin])).toBe(0);
    // Away, or along the enemy's front at the same depth, it is free and never reaches the enemy.
    expect(firstContact(thin, vec(0.3, 1), 3, [margin])).toBe(Infinity);
    expect(firstContact(thin, vec(1, 0), 3, [margin])).toBe(Infinity);
    expect(basesOverlap({ ...thin, centre: vec(3, 1.75) }, enemy)).toBe(false);
  });
});
