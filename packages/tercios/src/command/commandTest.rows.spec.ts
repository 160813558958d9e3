import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { terciosMoralePlugin } from '../plugins/morale.js';
import { commandTest } from './commandTest.js';
import { COMMAND_RADIUS, COMMANDER_MOVE } from './commanderRanks.js';

// Rulebook: Command > Command Actions: "Command test: Rank # D6, success = 5+. At least one success must be
// obtained for the command action to take effect. ... If the test gives two or more successes, there is no
// harmful effect on the commander. ... If the result of the test is only one success, or if the test fails,
// the commander becomes "Exhausted"". A rank 3 commander rolls 3 dice.
describe('Command test (Rank # D6, success = 5+)', () => {
  it.each([
    { row: 'no success (4s): cancelled, Exhausted', faces: [4, 4, 4], successes: 0, passed: false, exhausted: true },
    {
      row: 'only one success (a 5): takes effect, Exhausted',
      faces: [5, 4, 1],
      successes: 1,
      passed: true,
      exhausted: true,
    },
    {
      row: 'two or more successes (5, 6): takes effect, no harmful effect',
      faces: [5, 6, 1],
      successes: 2,
      passed: true,
      exhausted: false,
    },
  ])('$row', ({ faces, successes, passed, exhausted }) => {
    expect(commandTest(ScriptedDice.of(faces), { rank: 3 })).toMatchObject({
      dice: 3,
      target: 5,
      successes,
      passed,
      exhausted,
    });
  });

  // Commanders and Losses > In the wrong place: "It must make a test as for a command action ... If it obtains at
  // least one success, it may make a movement to move away from the enemy. If it fails, it is killed. It must
  // also obtain at least two successes, otherwise it becomes "Exhausted"".
  it.each([
    { row: 'no success: killed', faces: [4, 4, 4], result: { killed: true, movesAway: false, exhausted: false } },
    {
      row: 'one success: moves away, Exhausted',
      faces: [5, 1, 1],
      result: { killed: false, movesAway: true, exhausted: true },
    },
    {
      row: 'two successes: moves away',
      faces: [5, 5, 1],
      result: { killed: false, movesAway: true, exhausted: false },
    },
  ])('In the wrong place, rank 3: $row', ({ faces, result }) => {
    expect(terciosMoralePlugin.wrongPlaceTest(ScriptedDice.of(faces), { rank: 3 })).toEqual(result);
  });

  // Leaving a Troop: "If a friendly unit is destroyed within 6 inches and no other friendly unit is within that
  // distance, the commander must make a test as above (a command action). If this test fails, it takes flight".
  // "As above" (In the wrong place): "It must also obtain at least two successes, otherwise it becomes "Exhausted"."
  it.each([
    { row: 'no success (4s): takes flight', faces: [4, 4], fled: true, exhausted: false },
    { row: 'a 5: stays, Exhausted', faces: [1, 5], fled: false, exhausted: true },
    { row: 'two 5+: stays, fresh', faces: [6, 5], fled: false, exhausted: false },
  ])('Left alone, rank 2: $row', ({ faces, fled, exhausted }) => {
    expect(terciosMoralePlugin.isolationTest(ScriptedDice.of(faces), { rank: 2 })).toEqual({ fled, exhausted });
  });

  it('"The command radius is 6 inches"; "A commander\'s movement is 6 inches"', () => {
    expect([COMMAND_RADIUS, COMMANDER_MOVE]).toEqual([6, 6]);
  });
});
