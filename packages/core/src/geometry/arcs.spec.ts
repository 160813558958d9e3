import { describe, expect, it } from 'vitest';
import {
  arcOf,
  inFrontArc,
  inFrontArcFrom,
  isBehindFrontLine,
  isWhollyBehindFrontLine,
  isWhollyBehindRearLine,
} from './arcs.js';
import { baseAt, forwardOf, frontCentre, NORTH, SOUTH, EAST } from './Base.js';
import { vec } from './Vec.js';

describe('arcs', () => {
  // 12" x 6" facing north; front edge along y = 23 from x 30 to 42, rear edge along y = 17.
  const b = baseAt(vec(36, 23), NORTH, 12, 6);

  it('classifies points by the lines extending the front and rear edges', () => {
    expect(arcOf(b, vec(36, 30))).toBe('front');
    expect(arcOf(b, vec(0, 23))).toBe('front'); // on the line extending the front edge, far out
    expect(arcOf(b, vec(100, 23.5))).toBe('front');
    expect(arcOf(b, vec(20, 22.9))).toBe('left');
    expect(arcOf(b, vec(50, 17))).toBe('right'); // on the rear line: flank, not rear
    expect(arcOf(b, vec(36, 16.9))).toBe('rear');
    expect(arcOf(b, vec(-40, 0))).toBe('rear');
  });

  it('turns with the base: facing east, its left is north', () => {
    const e = baseAt(vec(10, 10), EAST, 12, 6);
    expect(arcOf(e, vec(9, 20))).toBe('left');
    expect(arcOf(e, vec(9, 0))).toBe('right');
    expect(arcOf(e, vec(11, 100))).toBe('front');
    expect(arcOf(e, vec(3, 10))).toBe('rear');
  });

  it('Tercios flank charge: the charger front centre is behind the line of the target front edge', () => {
    const target = baseAt(vec(36, 30), SOUTH, 12, 6); // faces side A, front edge along y = 30
    const frontal = baseAt(vec(36, 20), NORTH, 12, 6);
    expect(isBehindFrontLine(target, frontCentre(frontal))).toBe(false);
    // A charger on the target's flank whose front centre is at y = 31, 1" behind the front line.
    const flanker = baseAt(vec(20, 31), EAST, 12, 6);
    expect(isBehindFrontLine(target, frontCentre(flanker))).toBe(true);
    expect(arcOf(target, frontCentre(flanker))).toBe('right'); // facing south, its right is west
    // Exactly on the line is not behind it.
    expect(isBehindFrontLine(target, vec(10, 30))).toBe(false);
  });

  it('measures shooting arcs from the front centre', () => {
    const quarter = Math.PI / 4;
    expect(inFrontArc(b, vec(36, 40), quarter)).toBe(true);
    expect(inFrontArc(b, vec(46, 33), quarter)).toBe(true); // exactly 45°
    expect(inFrontArc(b, vec(46.1, 33), quarter)).toBe(false);
    expect(inFrontArc(b, vec(60, 23), Math.PI / 2)).toBe(true); // along the front line
    expect(inFrontArc(b, vec(60, 22.9), Math.PI / 2)).toBe(false);
    expect(inFrontArc(b, frontCentre(b), 0)).toBe(true);
  });
});

describe('inFrontArcFrom: inFrontArc from a kept front centre and forward vector', () => {
  it('answers as inFrontArc of the base, at the tolerance and the half angle included', () => {
    const b = baseAt(vec(36, 23), 0.3, 12, 6);
    const f = frontCentre(b);
    const w = forwardOf(b);
    const points = [
      vec(f.x + 5e-7, f.y),
      vec(f.x - 2e-6, f.y),
      vec(50, 40),
      vec(0, 0),
      vec(f.x - w.y * 9, f.y + w.x * 9),
    ];
    for (const p of points)
      for (const half of [Math.PI / 4, Math.PI / 2])
        for (const tol of [1e-6, 1e-3])
          expect(inFrontArcFrom(f, w, p.x, p.y, half, tol), `${p.x},${p.y} ${half} ${tol}`).toBe(
            inFrontArc(b, p, half, tol),
          );
    // Within the tolerance of the front centre: in the arc; just beyond it and behind: not.
    expect(inFrontArcFrom(f, w, f.x - w.x * 5e-7, f.y - w.y * 5e-7, Math.PI / 2, 1e-6)).toBe(true);
    expect(inFrontArcFrom(f, w, f.x - w.x * 2e-6, f.y - w.y * 2e-6, Math.PI / 2, 1e-6)).toBe(false);
    expect(inFrontArcFrom(f, w, f.x + w.x, f.y + w.y, Math.PI / 4)).toBe(true);
  });
});

describe('whole bases behind a line (Sword and Pike rear attacks)', () => {
  const defender = baseAt(vec(36, 30), SOUTH, 12, 6); // faces side A; front edge y = 30, rear y = 36

  it('needs every corner of the attacker behind the front line', () => {
    const behind = baseAt(vec(36, 40), SOUTH, 6, 3); // y 40..43, beyond the rear, facing the defender's rear
    expect(isWhollyBehindFrontLine(defender, behind)).toBe(true);
    expect(isWhollyBehindRearLine(defender, behind)).toBe(true);
    const straddling = baseAt(vec(50, 31), SOUTH, 6, 3); // y 31..34 but x 47..53: flank, behind the front line
    expect(isWhollyBehindFrontLine(defender, straddling)).toBe(true);
    expect(isWhollyBehindRearLine(defender, straddling)).toBe(false);
    const across = baseAt(vec(50, 29), SOUTH, 6, 3); // y 29..32 crosses the front line
    expect(isWhollyBehindFrontLine(defender, across)).toBe(false);
    const onLine = baseAt(vec(50, 30), SOUTH, 6, 3); // y 30..33: its front edge lies on the line
    expect(isWhollyBehindFrontLine(defender, onLine)).toBe(true);
  });
});
