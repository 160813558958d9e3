import { describe, expect, it } from 'vitest';
import { Rng } from './Rng.js';
import { SeededDice } from './SeededDice.js';

// Killers for the SeededDice.ts mutants (docs/mutation.md): every kind of roll against the generator's own
// sequence (the same seed drawn by hand), what is recorded, and the record option.

const faces = (seed: string, count: number, sides: number): number[] => {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: count }, () => rng.int(sides));
};

describe('SeededDice rolls read the generator in order', () => {
  it('a sum adds the next faces', () => {
    const drawn = faces('sum', 4, 6);
    const dice = SeededDice.fromSeed('sum');
    expect(dice.sum(4, 6, 'variable move')).toBe(drawn.reduce((a, b) => a + b, 0));
    expect(dice.takeRolls()).toEqual([
      { kind: 'sum', purpose: 'variable move', count: 4, sides: 6, result: drawn.reduce((a, b) => a + b, 0) },
    ]);
  });

  it('a pool-at-most counts the next faces at or under the ceiling, and draws no die more', () => {
    const drawn = faces('at-most', 14, 6);
    const dice = SeededDice.fromSeed('at-most');
    const expected = drawn.slice(0, 12).filter((face) => face <= 4).length;
    // The seed is one where counting above the ceiling, or under it, would give another number.
    expect(expected).not.toBe(12 - expected);
    expect(expected).not.toBe(drawn.slice(0, 12).filter((face) => face < 4).length);
    expect(dice.poolAtMost(12, 6, 4, 'resist')).toBe(expected);
    expect(dice.sum(2, 6, 'next')).toBe(drawn[12]! + drawn[13]!);
    expect(dice.takeRolls()[0]).toEqual({
      kind: 'pool-at-most',
      purpose: 'resist',
      count: 12,
      sides: 6,
      target: 4,
      result: expected,
    });
  });

  it('faces are the next faces, highest first, and recorded as such', () => {
    const drawn = faces('faces', 5, 10).sort((x, y) => y - x);
    const dice = SeededDice.fromSeed('faces');
    expect(dice.faces(5, 10, 'order dice')).toEqual(drawn);
    expect(dice.takeRolls()).toEqual([
      { kind: 'faces', purpose: 'order dice', count: 5, sides: 10, result: 5, faces: drawn },
    ]);
  });

  it('a die is recorded with its face', () => {
    const [face] = faces('die', 1, 20);
    const dice = SeededDice.fromSeed('die');
    expect(dice.d(20, 'initiative')).toBe(face);
    expect(dice.takeRolls()).toEqual([{ kind: 'die', purpose: 'initiative', count: 1, sides: 20, result: face }]);
  });
});

describe('SeededDice state and recording', () => {
  it('resumes from a saved state with the same next rolls', () => {
    const dice = SeededDice.fromSeed('resume');
    dice.sum(7, 6, 'burn');
    const resumed = SeededDice.fromState(JSON.parse(JSON.stringify(dice.state())));
    expect(resumed.faces(6, 6, 'next')).toEqual(dice.faces(6, 6, 'next'));
  });

  it('with record off keeps no rolls, yet still tells its listener', () => {
    const heard: string[] = [];
    const dice = SeededDice.fromSeed('quiet', { record: false, onRoll: (roll) => heard.push(roll.purpose) });
    dice.d(6, 'one');
    dice.pool(3, 6, 4, 'two');
    expect(dice.takeRolls()).toEqual([]);
    expect(heard).toEqual(['one', 'two']);
  });
});
