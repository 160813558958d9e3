import { describe, expect, it } from 'vitest';
import { describeRoll, describeRollLine, describeRollResult, type Roll } from './Roll.js';

// Killers for the Roll.ts mutants (docs/mutation.md): the wording of every kind of roll in a log line.

const roll = (more: Partial<Roll> & Pick<Roll, 'kind'>): Roll => ({
  purpose: 'Tercio shooting',
  count: 3,
  sides: 6,
  result: 2,
  ...more,
});

describe('describeRoll', () => {
  it('names a pool by its target ("3d6 needing 4+") and a pool-at-most by its ceiling', () => {
    expect(describeRoll(roll({ kind: 'pool', target: 4 }))).toBe('3d6 needing 4+');
    expect(describeRoll(roll({ kind: 'pool-at-most', target: 2 }))).toBe('3d6 needing 2 or less');
  });

  it('names other rolls, and pools without a target, by their dice alone', () => {
    expect(describeRoll(roll({ kind: 'sum', target: 4 }))).toBe('3d6');
    expect(describeRoll(roll({ kind: 'die', count: 1, sides: 20 }))).toBe('1d20');
    expect(describeRoll(roll({ kind: 'pool' }))).toBe('3d6');
    expect(describeRoll(roll({ kind: 'pool-at-most' }))).toBe('3d6');
  });
});

describe('describeRollLine', () => {
  it('counts successes of a pool, singular for one, with its faces', () => {
    expect(describeRollLine(roll({ kind: 'pool', target: 4, result: 2, faces: [6, 4, 1] }))).toBe(
      'Tercio shooting: 3d6 needing 4+ → 2 successes [6 4 1]',
    );
    expect(describeRollLine(roll({ kind: 'pool-at-most', target: 2, result: 1 }))).toBe(
      'Tercio shooting: 3d6 needing 2 or less → 1 success',
    );
  });

  it('gives a sum or a die its result, and faces rolls "rolled"', () => {
    expect(describeRollLine(roll({ kind: 'sum', result: 11 }))).toBe('Tercio shooting: 3d6 → 11');
    expect(describeRollLine(roll({ kind: 'faces', result: 3, faces: [5, 3, 2] }))).toBe(
      'Tercio shooting: 3d6 → rolled [5 3 2]',
    );
  });

  it('does not repeat the dice when the purpose already names them', () => {
    expect(describeRollLine(roll({ kind: 'pool', target: 4, purpose: 'Tercio: 3d6 needing 4+' }))).toBe(
      'Tercio: 3d6 needing 4+ → 2 successes',
    );
  });
});

describe('describeRollResult: the result in words, as the log line and the viewer write it', () => {
  it('a pool counts successes, singular for one; faces are "rolled"; a sum or a die is its total', () => {
    expect(describeRollResult({ kind: 'pool', result: 1 })).toBe('1 success');
    expect(describeRollResult({ kind: 'pool-at-most', result: 0 })).toBe('0 successes');
    expect(describeRollResult({ kind: 'faces', result: 9 })).toBe('rolled');
    expect(describeRollResult({ kind: 'sum', result: 7 })).toBe('7');
  });
});
