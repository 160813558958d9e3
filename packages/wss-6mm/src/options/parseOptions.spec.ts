import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, parseOptions, Wss6mmOptionsSchema } from './options.js';

describe('parseOptions', () => {
  it('reads no options as the defaults', () => {
    expect(parseOptions(undefined)).toEqual(DEFAULT_OPTIONS);
  });

  it('gives the values the schema parses, field for field and in schema order, from a cloned input', () => {
    const raw = structuredClone({ resolveBandAt2: 'fall-back', moraleBandAt0: 'routed', meleeDie: 10 });
    const parsed = parseOptions(raw);
    expect(parsed).toEqual(Wss6mmOptionsSchema.parse(raw));
    expect(Object.keys(parsed)).toEqual(Object.keys(DEFAULT_OPTIONS));
    expect(parsed.resolveBandAt2).toBe('fall-back');
    expect(parsed.meleeDie).toBe(10);
  });

  it('rejects what the schema rejects', () => {
    expect(() => parseOptions({ resolveBandAt2: 'routed' })).toThrow();
  });
});
