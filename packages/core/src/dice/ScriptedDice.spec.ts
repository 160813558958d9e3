import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { ScriptedDice } from './ScriptedDice.js';
import { SeededDice } from './SeededDice.js';

describe('ScriptedDice', () => {
  it('plays the given faces in order and counts pool successes', () => {
    const dice = ScriptedDice.of([6, 2, 5, 3, 4]);
    expect(dice.pool(3, 6, 5, 'order test')).toBe(2);
    expect(dice.sum(2, 6, 'movement')).toBe(7);
    expect(dice.takeRolls().map((r) => [r.kind, r.result, r.purpose])).toEqual([
      ['pool', 2, 'order test'],
      ['sum', 7, 'movement'],
    ]);
  });

  it('refuses a face no die of that size can show', () => {
    expect(() => ScriptedDice.of([7]).d(6, 'initiative')).toThrow(/d6 cannot show 7/);
    expect(() => ScriptedDice.of([0]).d(6, 'initiative')).toThrow(MusterError);
    expect(() => ScriptedDice.of([2.5]).d(6, 'initiative')).toThrow(MusterError);
  });

  it('says so when the script runs out', () => {
    const dice = ScriptedDice.of([3]);
    dice.d(6, 'first');
    expect(() => dice.d(6, 'second')).toThrow(/no more dice for "second"/);
  });

  it('returns faces highest first, like seeded dice', () => {
    expect(ScriptedDice.of([2, 6, 4]).faces(3, 6, 'x')).toEqual([6, 4, 2]);
    const seeded = SeededDice.fromSeed('s').faces(10, 6, 'x');
    expect([...seeded].sort((a, b) => b - a)).toEqual(seeded);
  });
});

describe('SeededDice', () => {
  it('records every roll with its purpose', () => {
    const dice = SeededDice.fromSeed('record');
    const hits = dice.pool(3, 6, 4, 'Tercio shooting at Musketeers');
    const [roll] = dice.takeRolls();
    expect(roll).toMatchObject({
      kind: 'pool',
      count: 3,
      sides: 6,
      target: 4,
      result: hits,
      purpose: 'Tercio shooting at Musketeers',
    });
    expect(dice.takeRolls()).toEqual([]);
  });

  it('refuses impossible dice', () => {
    const dice = SeededDice.fromSeed('bad');
    expect(() => dice.d(0, 'x')).toThrow(MusterError);
    expect(() => dice.pool(-1, 6, 4, 'x')).toThrow(MusterError);
    expect(() => dice.pool(1.5, 6, 4, 'x')).toThrow(MusterError);
  });
});
