import { enumerate, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { resistanceTest } from './resistanceTest.js';

// Rulebook: Shooting > Resistance test: the target rolls as many six-sided dice (D6) as its Courage; each die
// at or over the target number cancels one hit.
describe('Resistance test: Courage in D6', () => {
  it('rolls Courage dice of six sides, with the test as its purpose', () => {
    const rolls: { count: number; sides: number; purpose: string }[] = [];
    const dice = ScriptedDice.of([4, 1, 6], (roll) => rolls.push(roll));
    resistanceTest(dice, { courage: 3, target: 4, hits: 2, purpose: 'resists the volley' });
    expect(rolls.map(({ count, sides, purpose }) => ({ count, sides, purpose }))).toEqual([
      { count: 3, sides: 6, purpose: 'resists the volley' },
    ]);
  });

  it('3 Courage dice needing 4+ against 2 hits: no Dm 1/2, 1 Dm 3/8, 2 Dm and Disorder 1/8', () => {
    const dist = enumerate((dice) => {
      const r = resistanceTest(dice, { courage: 3, target: 4, hits: 2, purpose: 'x' });
      return { wear: r.wear, disordered: r.disordered };
    });
    expect(dist.marginal('wear').entries.map((e) => [e.value, e.probability.toString()])).toEqual([
      [0, '1/2'],
      [1, '3/8'],
      [2, '1/8'],
    ]);
    expect(dist.probabilityOf((o) => o.disordered).toString()).toBe('1/8');
  });
});
