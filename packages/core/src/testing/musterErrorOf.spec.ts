import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { musterErrorOf } from './musterErrorOf.js';

describe('musterErrorOf', () => {
  it('returns the MusterError thrown', () => {
    const thrown = new MusterError('bad-input', 'no', { path: 'x' });
    expect(
      musterErrorOf(() => {
        throw thrown;
      }),
    ).toBe(thrown);
  });

  it('re-throws anything else, and fails when nothing is thrown', () => {
    expect(() =>
      musterErrorOf(() => {
        throw new TypeError('other');
      }),
    ).toThrow(TypeError);
    expect(() => musterErrorOf(() => 1)).toThrow('no error thrown');
  });
});
