import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../dice/ScriptedDice.js';
import { diceMechanics } from './diceMechanics.js';
import { enumerate } from './enumerate.js';

const mechanic = (id: string) => {
  const found = diceMechanics.find((m) => m.id === id);
  if (!found) throw new Error(`no mechanic ${id}`);
  return found;
};

describe('the dice pseudo-ruleset', () => {
  it('has pool and sum, in that order', () => {
    expect(diceMechanics.map((m) => m.id)).toEqual(['pool', 'sum']);
  });

  it('pool: dice (0 to 1000), sides (1 to 1000, default 6), target (1 to 1001); reports successes', () => {
    const pool = mechanic('pool');
    expect(pool.description).toBe('Roll a pool of dice and count those showing the target or more');
    expect(pool.params).toEqual([
      { name: 'dice', kind: 'integer', min: 0, max: 1000, description: 'number of dice' },
      { name: 'sides', kind: 'integer', min: 1, max: 1000, default: 6, description: 'faces per die' },
      { name: 'target', kind: 'integer', min: 1, max: 1001, description: 'lowest face that counts as a success' },
    ]);
    expect(pool.outcomes).toEqual(['successes']);
  });

  it('pool: 3d6 needing 4+ is 1/8, 3/8, 3/8, 1/8 successes; the roll is named "3d6 needing 4+"', () => {
    const run = mechanic('pool').run;
    const dist = enumerate((dice) => run(dice, { dice: 3, sides: 6, target: 4 }));
    expect(dist.marginal('successes').entries.map((e) => e.probability.toString())).toEqual([
      '1/8',
      '3/8',
      '3/8',
      '1/8',
    ]);
    const purposes: string[] = [];
    const dice = ScriptedDice.of([4, 1, 6], (roll) => purposes.push(roll.purpose));
    expect(run(dice, { dice: 3, sides: 6, target: 4 })).toEqual({ successes: 2 });
    expect(purposes).toEqual(['3d6 needing 4+']);
  });

  it('sum: dice (0 to 1000), sides (1 to 1000, default 6); reports the total', () => {
    const sum = mechanic('sum');
    expect(sum.description).toBe('Roll dice and add them up');
    expect(sum.params).toEqual([
      { name: 'dice', kind: 'integer', min: 0, max: 1000, description: 'number of dice' },
      { name: 'sides', kind: 'integer', min: 1, max: 1000, default: 6, description: 'faces per die' },
    ]);
    expect(sum.outcomes).toEqual(['total']);
  });

  it('sum: 2d6 totals 7 one time in 6; the roll is named "2d6"', () => {
    const run = mechanic('sum').run;
    const dist = enumerate((dice) => run(dice, { dice: 2, sides: 6 }));
    expect(dist.probabilityOf((o) => o.total === 7).toString()).toBe('1/6');
    const purposes: string[] = [];
    const dice = ScriptedDice.of([3, 5], (roll) => purposes.push(roll.purpose));
    expect(run(dice, { dice: 2, sides: 6 })).toEqual({ total: 8 });
    expect(purposes).toEqual(['2d6']);
  });
});
