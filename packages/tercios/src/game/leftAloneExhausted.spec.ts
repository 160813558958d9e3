import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { isolationTest } from '../command/commanderLosses.js';
import { fixtureContext, fixtureState, sideCommander, unitOf } from './__fixtures__/battleFixture.js';
import { destroyUnit } from './damage.js';

// Rulebook (Liber Militum: Tercios), Command > Leaving a Troop: "If a friendly unit is destroyed within 6 inches and no
// other friendly unit is within that distance, the commander must make a test as above (a command action). If this
// test fails, it takes flight and is therefore removed from the game." "As above" is In the wrong place: "It must make
// a test as for a command action ... It must also obtain at least two successes, otherwise it becomes "Exhausted"."
// Command Actions: "If the result of the test is only one success, or if the test fails, the commander becomes
// "Exhausted"." Found by the referee of 6 Dec 2026 (helper-161): the test's Exhaustion was dropped.

/** Tercio `ter` (A) at (20, 10) with A's commander `alone` 5" from it; A's other unit 30" away; B far off. */
function leftAlone(exhausted = false) {
  const s = fixtureState({
    A: [
      { unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing: 90 } },
      { unit: unitOf('mus', 'musketeer-company'), at: { x: 50, y: 10, facing: 90 } },
    ],
    B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
  });
  const alone = { ...sideCommander('alone', 'A', { x: 20, y: 5 }), exhausted };
  return { ...s, commanders: [alone] };
}

describe('Leaving a Troop: the commander left alone tests "as above", Exhaustion included', () => {
  it('one success (rank 2: [5 1]): it stays, Exhausted', () => {
    const ctx = fixtureContext(leftAlone(), ScriptedDice.of([5, 1]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events).toEqual([
      { kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 },
      { kind: 'commander-exhausted', commander: 'alone' },
    ]);
    const c = ctx.state.commanders.find((x) => x.id === 'alone')!;
    expect(c).toMatchObject({ removed: false, exhausted: true });
  });

  it('two successes ([6 5]): it stays, not Exhausted', () => {
    const ctx = fixtureContext(leftAlone(), ScriptedDice.of([6, 5]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events).toEqual([{ kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 }]);
    expect(ctx.state.commanders[0]).toMatchObject({ removed: false, exhausted: false });
  });

  it('no success ([4 4]): it takes flight, with no Exhausted marker left behind', () => {
    const ctx = fixtureContext(leftAlone(), ScriptedDice.of([4, 4]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events.map((e) => e.kind)).toEqual(['unit-destroyed', 'commander-removed']);
  });

  it('already Exhausted: one success has no further consequence (no second marker)', () => {
    const ctx = fixtureContext(leftAlone(true), ScriptedDice.of([5, 1]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events).toEqual([{ kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 }]);
    expect(ctx.state.commanders[0]).toMatchObject({ removed: false, exhausted: true });
  });

  it("the test itself: fled on no success; Exhausted on exactly one (the command test's own rule)", () => {
    expect(isolationTest(ScriptedDice.of([4, 4]), { rank: 2 })).toStrictEqual({ fled: true, exhausted: false });
    expect(isolationTest(ScriptedDice.of([5, 1]), { rank: 2 })).toStrictEqual({ fled: false, exhausted: true });
    expect(isolationTest(ScriptedDice.of([6, 5]), { rank: 2 })).toStrictEqual({ fled: false, exhausted: false });
  });
});
