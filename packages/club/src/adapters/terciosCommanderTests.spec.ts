// Rulebook (Liber Militum: Tercios): Command > Commanders and Losses > In the wrong place: "It must make a test as for a
// command action [...]. If it fails, it is killed. It must also obtain at least two successes, otherwise it becomes
// 'Exhausted'." Leaving a Troop: "If a friendly unit is destroyed within 6 inches and no other friendly unit is within
// that distance, the commander must make a test as above (a command action). If this test fails, it takes flight and is
// therefore removed from the game."
import { describe, expect, it } from 'vitest';
import { commander as commanderOf, startSession } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

const idiaquez = 'A:regiment-1-commander'; // rank 2
const start = (seed: string) => startSession('tercios', seed, { title: 'Losses', maxTurns: 2 });
const commander = (s: ClubSession) => commanderOf(s, idiaquez);
const test = (s: ClubSession, mechanic: string, dice: number[]) =>
  s.decide({ kind: 'resolve', mechanic, params: { rank: 2, commander: idiaquez }, dice });

describe("a commander's own tests change the commander (Command > Commanders and Losses)", () => {
  it('left alone: no success, it takes flight and leaves the game', () => {
    const s = start('fled');
    expect(test(s, 'isolation-test', [1, 2])).toEqual({ ok: true });
    expect(commander(s)).toMatchObject({ lost: true, attachedTo: null });
  });

  it('left alone: one success, it stays, Exhausted', () => {
    const s = start('alone');
    expect(test(s, 'isolation-test', [5, 2])).toEqual({ ok: true });
    expect(commander(s)).toMatchObject({ lost: false, exhausted: true });
  });

  it('in the wrong place: no success, it is killed; one, Exhausted; two, nothing', () => {
    const killed = start('killed');
    expect(test(killed, 'wrong-place-test', [1, 1])).toEqual({ ok: true });
    expect(commander(killed)).toMatchObject({ lost: true });
    const exhausted = start('exhausted');
    expect(test(exhausted, 'wrong-place-test', [6, 1])).toEqual({ ok: true });
    expect(commander(exhausted)).toMatchObject({ lost: false, exhausted: true });
    const through = start('through');
    expect(test(through, 'wrong-place-test', [6, 5])).toEqual({ ok: true });
    expect(commander(through)).toMatchObject({ lost: false, exhausted: false });
  });
});
