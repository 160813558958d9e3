import { describe, expect, it } from 'vitest';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import { Rng } from './Rng.js';

// Killers for the Rng.ts mutants (docs/mutation.md): the errors' codes and contexts, the all-zero state (only all
// four words zero is refused), and the raw 32-bit draw.

describe('Rng refusals', () => {
  it('an empty seed: bad-input at "seed", showing what was given', () => {
    const error = musterErrorOf(() => Rng.fromSeed(''));
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('a seed must be a non-empty string');
    expect(error.context).toEqual({ path: 'seed', expected: 'a non-empty string', received: '""' });
  });

  it('an undefined seed is shown as "undefined"', () => {
    expect(musterErrorOf(() => Rng.fromSeed(undefined as unknown as string)).context.received).toBe('undefined');
  });

  it('a malformed state names the bad word under "rng"', () => {
    const error = musterErrorOf(() => Rng.fromState({ a: 1, b: 'x', c: 3, d: 4 }));
    expect(error.code).toBe('bad-rng-state');
    expect(error.message).toBe('malformed dice generator state');
    expect(error.context).toEqual({ path: 'rng.b', expected: 'an object {a, b, c, d} of 32-bit integers' });
  });

  it('a state that is not an object is refused at "rng"', () => {
    expect(musterErrorOf(() => Rng.fromState(null)).context.path).toBe('rng');
  });

  it('the all-zero state is refused as a fixed point', () => {
    const error = musterErrorOf(() => Rng.fromState({ a: 0, b: 0, c: 0, d: 0 }));
    expect(error.code).toBe('bad-rng-state');
    expect(error.message).toBe('dice generator state is all zeros, which never changes');
    expect(error.context).toEqual({ path: 'rng', expected: 'a state saved by Rng.state()' });
  });

  it.each([
    { a: 1, b: 0, c: 0, d: 0 },
    { a: 0, b: 1, c: 0, d: 0 },
    { a: 0, b: 0, c: 1, d: 0 },
    { a: 0, b: 0, c: 0, d: 1 },
  ])('a state with one word not zero is a valid state (%o)', (state) => {
    expect(() => Rng.fromState(state)).not.toThrow();
  });
});

describe('Rng draws', () => {
  it('uint32 is the raw unsigned word the generator gives, reproducible from the seed', () => {
    const words = Array.from({ length: 20 }, (_, i) => Rng.fromSeed(`w${i}`).uint32());
    for (const word of words) {
      expect(Number.isInteger(word)).toBe(true);
      expect(word).toBeGreaterThanOrEqual(0);
      expect(word).toBeLessThan(2 ** 32);
    }
    expect(new Set(words).size).toBe(20);
    expect(Rng.fromSeed('w3').uint32()).toBe(words[3]);
  });
});
