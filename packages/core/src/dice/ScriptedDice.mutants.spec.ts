import { describe, expect, it } from 'vitest';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import { ScriptedDice, type DiceRequest } from './ScriptedDice.js';

// Killers for the ScriptedDice.ts mutants (docs/mutation.md): what each kind of roll asks the script for, what it
// returns and records, and the error each refusal carries.

describe('ScriptedDice requests and records', () => {
  it('asks its provider for each kind of roll by name, with count, sides and target', () => {
    const asked: DiceRequest[] = [];
    const dice = new ScriptedDice((request) => {
      asked.push(request);
      return Array.from({ length: request.count }, () => 1);
    });
    dice.d(6, 'a');
    dice.pool(2, 6, 4, 'b');
    dice.poolAtMost(2, 6, 3, 'c');
    dice.sum(2, 6, 'd');
    dice.faces(2, 6, 'e');
    expect(asked).toEqual([
      { kind: 'die', count: 1, sides: 6, purpose: 'a' },
      { kind: 'pool', count: 2, sides: 6, target: 4, purpose: 'b' },
      { kind: 'pool-at-most', count: 2, sides: 6, target: 3, purpose: 'c' },
      { kind: 'sum', count: 2, sides: 6, purpose: 'd' },
      { kind: 'faces', count: 2, sides: 6, purpose: 'e' },
    ]);
  });

  it('a die returns its face and records it; takeRolls empties the record', () => {
    const dice = ScriptedDice.of([5, 1, 2, 3]);
    expect(dice.d(6, 'morale')).toBe(5);
    expect(dice.faces(3, 6, 'order')).toEqual([3, 2, 1]);
    expect(dice.takeRolls()).toEqual([
      { kind: 'die', purpose: 'morale', count: 1, sides: 6, result: 5 },
      { kind: 'faces', purpose: 'order', count: 3, sides: 6, result: 3, faces: [3, 2, 1] },
    ]);
    expect(dice.takeRolls()).toEqual([]);
  });

  it('a pool-at-most counts faces at or under the ceiling, not above it', () => {
    expect(ScriptedDice.of([1, 2, 3, 6]).poolAtMost(4, 6, 3, 'resist')).toBe(3);
  });

  it('a face of 1 is a face a die can show', () => {
    expect(ScriptedDice.of([1]).d(6, 'low')).toBe(1);
  });
});

describe('ScriptedDice refusals', () => {
  it('a script that runs out names the roll and what is missing', () => {
    const dice = ScriptedDice.of([4, 4, 4]);
    dice.d(6, 'first');
    const error = musterErrorOf(() => dice.pool(3, 6, 4, 'volley'));
    expect(error.code).toBe('bad-dice');
    expect(error.message).toBe('the script has no more dice for "volley"');
    expect(error.context).toEqual({ expected: '3 more face(s) of a d6', received: '2 left' });
  });

  it('a provider giving the wrong number of faces is refused', () => {
    const dice = new ScriptedDice(() => [6]);
    const error = musterErrorOf(() => dice.pool(2, 6, 4, 'volley'));
    expect(error.code).toBe('bad-dice');
    expect(error.message).toBe('expected 2 dice for "volley", got 1');
    expect(error.context).toEqual({ expected: '2 face(s) of a d6' });
  });

  it('a face no die of that size shows is refused, naming the die and the face', () => {
    const error = musterErrorOf(() => ScriptedDice.of([7]).d(6, 'morale'));
    expect(error.code).toBe('bad-dice');
    expect(error.message).toBe('a d6 cannot show 7 ("morale")');
    expect(error.context).toEqual({ expected: 'an integer from 1 to 6', received: '7' });
  });
});
