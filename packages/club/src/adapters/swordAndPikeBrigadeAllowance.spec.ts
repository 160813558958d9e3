import { describe, expect, it } from 'vitest';
import { newGame as newClubGame, ok, resolveTest, type ClubGame } from '../__fixtures__/session.js';

const newGame = (): ClubGame => newClubGame('sword-and-pike');
const activate = (g: ClubGame, group: string) => g.decide({ kind: 'activate', group });

// Rulebook: SEQUENCE OF ACTIONS 1: "Each side rolls 2xD6 and sums the total. The highest side moves first, moving
// the total of Brigades equal to the sum of the 2xD6 ... If a side's 2xD6 total is less than the number of brigades
// that it has it will not get to move all of its brigades."
describe('SEQUENCE OF ACTIONS 1: a side moves as many brigades as its 2D6 total', () => {
  it('no brigade moves before the Commander-in-Chief 2D6 is rolled', () => {
    const g = newGame();
    expect(activate(g, 'gendarmerie')).toMatchObject({ ok: false, reason: expect.stringMatching(/2D6/) });
  });

  it('a side that rolled 2 moves 2 of its 3 brigades, not the third; the side that rolled 3 moves all 3', () => {
    const g = newGame();
    const moves = { kind: 'resolve', mechanic: 'brigade-moves', params: { turn: 1 }, dice: [1, 1, 1, 2] } as const;
    expect(g.decide(moves)).toEqual(ok); // A 2, B 3: B moves first
    expect(g.state.activeSide).toBe('B');
    for (const b of ['landsknechts', 'spanish', 'imperial-horse']) expect(activate(g, b)).toEqual(ok);
    expect(g.decide({ kind: 'pass' })).toEqual(ok);
    expect(g.state.activeSide).toBe('A');
    expect(activate(g, 'gendarmerie')).toEqual(ok);
    expect(activate(g, 'swiss')).toEqual(ok);
    expect(activate(g, 'french-foot')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/rolled 2.*2 brigades/),
    });
  });

  it("the allowance is the turn's: a new turn needs a new roll", () => {
    const g = newGame();
    const moves = { kind: 'resolve', mechanic: 'brigade-moves', params: { turn: 1 }, dice: [6, 6, 1, 2] } as const;
    expect(g.decide(moves)).toEqual(ok);
    expect(activate(g, 'gendarmerie')).toEqual(ok);
    const start = g.state.turn;
    while (g.state.turn === start) {
      const t = g.state.tests[0];
      const r = t ? resolveTest(g, t) : g.decide({ kind: 'next' });
      expect(r).toEqual(ok);
    }
    expect(g.state.step).toBe(0);
    expect(activate(g, 'swiss')).toMatchObject({ ok: false, reason: expect.stringMatching(/2D6/) });
  });
});
