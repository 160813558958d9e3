import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { commandTest } from './commandTest.js';
import { COMMAND_TEST_TARGET, commandTestTarget, TRAITS, type TraitId } from './traits.js';

// Rulebook: Command > Command Actions: a command action needs a command test, the commander's rank in dice,
// "a success on 5+"; Comrade-in-arms: "The test succeeds on a result of 6 instead of 5+"; Cold Blood: "one
// success for each 6 obtained". One row per trait that needs a test: its target as the trait table holds it
// (what `muster rules` and the club show), and a rank-1 test on that target: the target's face succeeds, one
// less fails.
describe('Traits: the command test target of each trait', () => {
  it.each([
    { row: 'Inspiring 5+', id: 'inspiring', target: 5 },
    { row: 'Alert 5+', id: 'alert', target: 5 },
    { row: 'Erudite 5+', id: 'erudite', target: 5 },
    { row: 'Authoritarian 5+', id: 'authoritarian', target: 5 },
    { row: 'Fearless 5+', id: 'fearless', target: 5 },
    { row: 'Bold 5+', id: 'bold', target: 5 },
    { row: 'Cautious 5+', id: 'cautious', target: 5 },
    { row: 'Comrade-in-arms 6', id: 'comrade-in-arms', target: 6 },
    { row: 'Coordinator 5+', id: 'coordinator', target: 5 },
    { row: 'Accomplice 5+', id: 'accomplice', target: 5 },
    { row: 'Cold Blood 6', id: 'cold-blood', target: 6 },
    { row: 'Determined 5+', id: 'determined', target: 5 },
    { row: 'Energetic 5+', id: 'energetic', target: 5 },
    { row: 'Enthusiastic 5+', id: 'enthusiastic', target: 5 },
    { row: 'Experienced 5+', id: 'experienced', target: 5 },
    { row: 'Expert 5+', id: 'expert', target: 5 },
    { row: 'Indefatigable 5+', id: 'indefatigable', target: 5 },
  ] as const satisfies readonly { row: string; id: TraitId; target: 5 | 6 }[])('$row', ({ id, target }) => {
    const testTarget = TRAITS[id].testTarget;
    expect(testTarget).toBe(target);
    if (testTarget === undefined) return;
    expect(commandTest(ScriptedDice.of([target]), { rank: 1, target: testTarget })).toMatchObject({ passed: true });
    expect(commandTest(ScriptedDice.of([target - 1]), { rank: 1, target: testTarget })).toMatchObject({
      passed: false,
    });
  });

  it('no other trait needs a command test', () => {
    const tested = Object.values(TRAITS)
      .filter((trait) => trait.testTarget !== undefined)
      .map((trait) => trait.id);
    expect(tested).toHaveLength(17);
  });
});

// The game reads the target from the traits table (game/commanderActivation.ts used to write the 6 of
// Comrade-in-arms and Cold Blood a second time): the table is the one place the number lives.
describe('the command test target the game uses is the table’s', () => {
  it('a trait’s action uses its row: Comrade-in-arms and Cold Blood 6, Coordinator 5+', () => {
    expect(commandTestTarget('comrade-in-arms')).toBe(TRAITS['comrade-in-arms'].testTarget);
    expect(commandTestTarget('cold-blood')).toBe(TRAITS['cold-blood'].testTarget);
    expect([commandTestTarget('comrade-in-arms'), commandTestTarget('cold-blood')]).toEqual([6, 6]);
    expect(commandTestTarget('coordinator')).toBe(5);
  });

  it('an action that is no trait’s (rally, reorganise, join) needs "a success on 5+"', () => {
    expect(COMMAND_TEST_TARGET).toBe(5);
    expect(['rally', 'reorganise', 'join'].map(commandTestTarget)).toEqual([5, 5, 5]);
  });
});
