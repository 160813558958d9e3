import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyObjectArray, mapPacked } from './packedArrays.js';

describe('packed arrays (one elements kind for the rulesets hot loops)', () => {
  it('mapPacked gives what Array#map gives, in order, for any list', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.string(), n: fc.integer() })), (items) => {
        const f = (u: { id: string; n: number }) => ({ key: `${u.id}/${u.n}` });
        expect(mapPacked(items, f)).toEqual(items.map(f));
      }),
    );
    const calls: number[] = [];
    expect(mapPacked([3, 1, 2], (n) => (calls.push(n), String(n)))).toEqual(['3', '1', '2']);
    expect(calls).toEqual([3, 1, 2]);
  });

  it('emptyObjectArray is a new empty list each time, ready to hold objects or strings', () => {
    const a = emptyObjectArray<string>();
    const b = emptyObjectArray<string>();
    expect(a).toEqual([]);
    expect(a).not.toBe(b);
    a.push('x');
    expect(a).toEqual(['x']);
    expect(b).toEqual([]);
    expect(mapPacked([], (n: number) => String(n))).toEqual([]);
  });
});
