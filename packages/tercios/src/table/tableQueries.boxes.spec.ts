import { pointInPolygon, segmentIntersectsPolygon, type Vec } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TerrainState } from '../game/State.js';
import { boxesApart, pointInPiece, segmentEntersPiece } from './tableQueries.js';

// A piece's box answers "no" without measuring only where the measure says no too: lines of fire, cover and charges
// into Hidden terrain ask these of every piece.

const piece = (points: Vec[]): TerrainState => ({ id: 'wood', type: 'small-copse', points, features: ['hidden'] });
/** A concave piece (an L) spanning x 10..20, y 10..20. */
const L = piece([
  { x: 10, y: 10 },
  { x: 20, y: 10 },
  { x: 20, y: 14 },
  { x: 14, y: 14 },
  { x: 14, y: 20 },
  { x: 10, y: 20 },
]);
const coordinate = fc.oneof(
  fc.double({ min: 0, max: 30, noNaN: true }),
  // On or a hair off the box's and the outline's lines.
  fc.constantFrom(10, 14, 20, 10 - 1e-10, 20 + 1e-10, 10 - 1e-6, 20 + 2e-6, 9.999999, 20.000001),
);
const point = fc.record({ x: coordinate, y: coordinate });

describe('pointInPiece', () => {
  it('answers as pointInPolygon(point, piece)', () => {
    fc.assert(
      fc.property(point, (p) => {
        expect(pointInPiece(p, L)).toBe(pointInPolygon(p, L));
      }),
      { numRuns: 3000 },
    );
  });

  it('holds the outline and what lies within core tolerance of it, not beyond the box', () => {
    expect(pointInPiece({ x: 10, y: 15 }, L)).toBe(true);
    expect(pointInPiece({ x: 10 - 1e-10, y: 15 }, L)).toBe(true);
    expect(pointInPiece({ x: 15, y: 20 + 1e-10 }, L)).toBe(false);
    expect(pointInPiece({ x: 12, y: 20 + 1e-10 }, L)).toBe(true);
    expect(pointInPiece({ x: 17, y: 17 }, L)).toBe(false);
    expect(pointInPiece({ x: 25, y: 12 }, L)).toBe(false);
    expect(pointInPiece({ x: 12, y: 5 }, L)).toBe(false);
  });
});

describe('segmentEntersPiece', () => {
  it('answers as segmentIntersectsPolygon(from, to, piece)', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(segmentEntersPiece(a, b, L)).toBe(segmentIntersectsPolygon(a, b, L));
      }),
      { numRuns: 3000 },
    );
  });

  it('enters through the interior, not along the outline nor beside the box', () => {
    expect(segmentEntersPiece({ x: 5, y: 12 }, { x: 25, y: 12 }, L)).toBe(true);
    expect(segmentEntersPiece({ x: 12, y: 0 }, { x: 12, y: 30 }, L)).toBe(true);
    expect(segmentEntersPiece({ x: 5, y: 10 }, { x: 25, y: 10 }, L)).toBe(false);
    expect(segmentEntersPiece({ x: 5, y: 25 }, { x: 25, y: 25 }, L)).toBe(false);
    expect(segmentEntersPiece({ x: 25, y: 0 }, { x: 25, y: 30 }, L)).toBe(false);
    expect(segmentEntersPiece({ x: 0, y: 5 }, { x: 30, y: 5 }, L)).toBe(false);
    expect(segmentEntersPiece({ x: 17, y: 17 }, { x: 19, y: 19 }, L)).toBe(false);
  });
});

describe('boxesApart', () => {
  const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
  it('is true when a gap at least as wide as asked lies between them along either axis, either way round', () => {
    expect(boxesApart(box(0, 0, 2, 2), box(5, 0, 6, 2), 3)).toBe(true);
    expect(boxesApart(box(5, 0, 6, 2), box(0, 0, 2, 2), 3)).toBe(true);
    expect(boxesApart(box(0, 0, 2, 2), box(0, 5, 2, 6), 3)).toBe(true);
    expect(boxesApart(box(0, 5, 2, 6), box(0, 0, 2, 2), 3)).toBe(true);
    expect(boxesApart(box(0, 0, 2, 2), box(5, 0, 6, 2), 3.01)).toBe(false);
    expect(boxesApart(box(0, 5, 2, 6), box(0, 0, 2, 2), 3.01)).toBe(false);
    // Diagonally apart: 2" along each axis is not 3" along either, though the corners are 2.83" apart.
    expect(boxesApart(box(0, 0, 2, 2), box(4, 4, 6, 6), 2.5)).toBe(false);
    expect(boxesApart(box(0, 0, 2, 2), box(1, 1, 3, 3), 0)).toBe(false);
  });
});
