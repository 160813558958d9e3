import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder } from './firstInOrder.js';

describe('firstInOrder', () => {
  it('is the first item of a stable sort by the same comparison', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ key: fc.integer({ min: 0, max: 5 }), id: fc.nat() })), (items) => {
        const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
        expect(firstInOrder(items, byKey)).toBe([...items].sort(byKey)[0]);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the earliest of equals, and gives nothing for no items', () => {
    const a = { key: 1 };
    const b = { key: 0 };
    const c = { key: 0 };
    expect(firstInOrder([a, b, c], (x, y) => x.key - y.key)).toBe(b);
    expect(firstInOrder([a, c, b], (x, y) => x.key - y.key)).toBe(c);
    expect(firstInOrder([], (x: number, y: number) => x - y)).toBeUndefined();
  });
});
