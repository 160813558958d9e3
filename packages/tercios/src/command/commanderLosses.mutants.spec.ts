import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { commandersLost, isolationTest, wrongPlaceTest } from './commanderLosses.js';

// Rulebook: Command > Commanders and Losses > In the wrong place: "It must make a test as for a command action ... If
// it obtains at least one success, it may make a movement to move away from the enemy. If it fails, it is killed. It
// must also obtain at least two successes, otherwise it becomes "Exhausted"." Command Actions: "Command test: Rank #
// D6, success = 5+."
describe('In the wrong place', () => {
  it('no success: killed (3d6 [4 2 1])', () => {
    expect(wrongPlaceTest(ScriptedDice.of([4, 2, 1]), { rank: 3 })).toStrictEqual({
      killed: true,
      movesAway: false,
      exhausted: false,
    });
  });

  it('one success: moves away, Exhausted (3d6 [5 4 1])', () => {
    expect(wrongPlaceTest(ScriptedDice.of([5, 4, 1]), { rank: 3 })).toStrictEqual({
      killed: false,
      movesAway: true,
      exhausted: true,
    });
  });

  it('two successes: moves away, not Exhausted (3d6 [6 5 1])', () => {
    expect(wrongPlaceTest(ScriptedDice.of([6, 5, 1]), { rank: 3 })).toStrictEqual({
      killed: false,
      movesAway: true,
      exhausted: false,
    });
  });

  it('the roll names the commander, its rank in dice and the 5+ it needs', () => {
    const dice = ScriptedDice.of([6, 5, 1, 6, 5]);
    wrongPlaceTest(dice, { rank: 3, name: 'Don Lope' });
    wrongPlaceTest(dice, { rank: 2 });
    expect(dice.takeRolls().map((r) => [r.purpose, r.count, r.target])).toEqual([
      ['Don Lope in the wrong place: 3d6 needing 5+', 3, 5],
      ['commander in the wrong place: 2d6 needing 5+', 2, 5],
    ]);
  });
});

// Rulebook: Command > Leaving a Troop: "If a friendly unit is destroyed within 6 inches and no other friendly unit is
// within that distance, the commander must make a test as above (a command action). If this test fails, it takes
// flight and is therefore removed from the game." "As above": fewer than two successes, Exhausted (the referee of
// 6 Dec 2026 found the Exhaustion dropped: a single success used to leave the commander fresh).
describe('left alone', () => {
  it('the test fails (no 5+): it takes flight; one success is enough to stay, Exhausted; two, fresh', () => {
    expect(isolationTest(ScriptedDice.of([4, 4]), { rank: 2 })).toStrictEqual({ fled: true, exhausted: false });
    expect(isolationTest(ScriptedDice.of([5, 1]), { rank: 2 })).toStrictEqual({ fled: false, exhausted: true });
    expect(isolationTest(ScriptedDice.of([6, 5]), { rank: 2 })).toStrictEqual({ fled: false, exhausted: false });
  });

  it('the roll names the commander, its rank in dice and the 5+ it needs', () => {
    const dice = ScriptedDice.of([1, 1, 1, 1, 1]);
    isolationTest(dice, { rank: 4, name: 'Spinola' });
    isolationTest(dice, { rank: 1 });
    expect(dice.takeRolls().map((r) => [r.purpose, r.count, r.target])).toEqual([
      ['Spinola left alone: 4d6 needing 5+', 4, 5],
      ['commander left alone: 1d6 needing 5+', 1, 5],
    ]);
  });
});

// Rulebook: Command > Commanders and Losses: "Useless: if there are no more units with which a commander can
// interact, it is removed from the game." "Like a Hero: if the commander is attached to a unit when that unit is
// destroyed, by fire or in combat, it is itself killed too."
describe('commandersLost: Like a Hero and Useless', () => {
  const commanders = [
    { id: 'cic', attachedTo: null },
    { id: 'mestre', attachedTo: 'tercio' },
  ];

  it('a commander attached to the destroyed unit is lost once, Like a Hero, even if it has no unit left either', () => {
    expect(commandersLost(commanders, { destroyed: 'tercio', hasUnitToCommand: () => false })).toEqual([
      { commander: commanders[0], loss: 'useless' },
      { commander: commanders[1], loss: 'like-a-hero' },
    ]);
  });

  it('no unit destroyed and no question of units left: nobody is lost', () => {
    expect(commandersLost(commanders, {})).toEqual([]);
  });
});
