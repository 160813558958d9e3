import { enumerate, mechanicsOf, parseParams, Rational, resolvePlugins } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { tercios } from '../ruleset.js';

// Issue 22 (the conformance kit): every odds mechanic of the bound plugins has examples, so the kit's
// "distribution sums to exactly 1" runs for Tercios too (it ran for none before).
describe('the examples of every Tercios odds mechanic', () => {
  const mechanics = mechanicsOf(tercios, resolvePlugins(tercios)).filter((m) => m.id !== 'initiative'); // ties re-roll without end: --trials only
  for (const m of mechanics) {
    it(`${m.id}: has examples, each enumerates exactly to a distribution summing to 1`, () => {
      expect(m.examples?.length ?? 0).toBeGreaterThan(0);
      for (const example of m.examples ?? []) {
        const params = parseParams(m.params, example);
        m.validate?.(params);
        const dist = enumerate((dice) => m.run(dice, params));
        expect(dist.outcomes.reduce((sum, o) => sum.add(o.probability), Rational.ZERO).equals(Rational.ONE)).toBe(true);
      }
    });
  }
});
