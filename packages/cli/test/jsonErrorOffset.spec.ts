import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from '../src/io/jsonErrorOffset.js';

describe('jsonErrorOffset', () => {
  it('accepts exactly what JSON.parse accepts, on JSON texts and their truncations', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), (text, cut) => {
        expect(jsonErrorOffset(text)).toBeNull();
        const truncated = text.slice(0, cut % (text.length + 1));
        let parses = true;
        try {
          JSON.parse(truncated);
        } catch {
          parses = false;
        }
        expect(jsonErrorOffset(truncated) === null).toBe(parses);
      }),
      { numRuns: 300 },
    );
  });

  it('points at the offending character', () => {
    expect(jsonErrorOffset('{"a": tru}')).toEqual({ offset: 6, reason: 'unexpected "t"' });
    expect(jsonErrorOffset('[1, 2,]')).toMatchObject({ offset: 6 });
    expect(jsonErrorOffset('{"a": 1} x')).toMatchObject({ offset: 9 });
  });
});
