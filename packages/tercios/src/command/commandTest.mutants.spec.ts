import { ScriptedDice, type DiceRequest } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { commandTest } from './commandTest.js';

// Liber Militum, Command > Command Actions: "The player then makes a command test, rolling as many dice as the
// command's rank. The base success is generally a result equal to or higher than 5 (that is 5+)"; one success makes
// the action work, fewer than two leave the commander Exhausted; Fast (every commander): "after a successful command
// test, a commander may move again".
describe('The command test (Rulebook: Command > Command Actions; Common Traits > Fast)', () => {
  const test = (faces: number[], input: Parameters<typeof commandTest>[1]) => {
    const asked: DiceRequest[] = [];
    const dice = new ScriptedDice((request) => {
      asked.push(request);
      return faces;
    });
    return { result: commandTest(dice, input), asked };
  };

  it.each([
    { row: 'two successes (5, 6, 1): passed, not Exhausted, may move again', faces: [5, 6, 1], successes: 2 },
    { row: 'one success (5, 4, 1): passed but Exhausted, may move again', faces: [5, 4, 1], successes: 1 },
    { row: 'no success (4, 4, 4): failed, Exhausted, may not move again', faces: [4, 4, 4], successes: 0 },
  ])('rank 3, 5+: $row', ({ faces, successes }) => {
    expect(test(faces, { rank: 3 }).result).toStrictEqual({
      dice: 3,
      target: 5,
      successes,
      passed: successes >= 1,
      exhausted: successes < 2,
      mayMoveAgain: successes >= 1,
    });
  });

  it('rolls the rank in six-sided dice, named "command test: 3d6 needing 5+" unless the caller names it', () => {
    expect(test([5, 5, 5], { rank: 3 }).asked).toMatchObject([
      { count: 3, sides: 6, purpose: 'command test: 3d6 needing 5+' },
    ]);
    expect(test([6, 6], { rank: 2, target: 6, purpose: 'Cold Blood' }).asked).toMatchObject([
      { count: 2, sides: 6, purpose: 'Cold Blood' },
    ]);
  });
});
