import { describe, expect, it } from 'vitest';
import { newGame, ok, unit, type ClubGame } from '../__fixtures__/session.js';

const pike = 'A:bern-pike';

/** A game where the Bern pike is disordered and side A has rolled 12 for its brigade moves. */
function disorderedPike(): ClubGame {
  const g = newGame('sword-and-pike');
  expect(g.decide({ kind: 'set-unit', unit: pike, patch: { disordered: true, morale: 3 } })).toEqual(ok);
  const moves = { kind: 'resolve', mechanic: 'brigade-moves', params: { turn: 1 }, dice: [6, 6, 1, 1] } as const;
  expect(g.decide(moves)).toEqual(ok);
  expect(g.state.activeSide).toBe('A');
  expect(g.decide({ kind: 'activate', group: unit(g, pike).group })).toEqual(ok);
  return g;
}

// Rulebook: DISORDERED UNITS: "Disordered Units test morale when they attempt to move. Pass means to rally from
// disorder. Failure means to move disordered." (The battle: orders.ts resolveOrder, a pass-fail test 'rally from
// disorder' on every order a disordered unit is given.)
describe('DISORDERED UNITS "Disordered Units test morale when they attempt to move"', () => {
  it("activating a brigade queues a pass-fail morale test for each of its disordered units, and no other's", () => {
    const g = disorderedPike();
    const test = g.state.tests.find((t) => t.unit === pike && t.mechanic === 'morale');
    expect(test?.params.situation).toBe('pass-fail');
    expect(test?.params.disordered).toBe(true);
    expect(g.state.tests.filter((t) => t.unit !== pike)).toEqual([]);
    // The test comes before anything else is activated.
    expect(g.decide({ kind: 'next' })).not.toEqual(ok);
  });

  it('"Pass means to rally from disorder": 6 or more clears the disorder', () => {
    const g = disorderedPike();
    const test = g.state.tests.find((t) => t.unit === pike)!;
    // D6 4 + Morale 3 - 1 disordered = 6: passed.
    expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: test.params, actor: pike, dice: [4] })).toEqual(ok);
    expect(unit(g, pike).disordered).toBe(false);
    expect(unit(g, pike).routed).toBe(false);
    expect(g.state.tests).toEqual([]);
  });

  it('"Failure means to move disordered": it stays disordered, and nothing else befalls it', () => {
    const g = disorderedPike();
    const test = g.state.tests.find((t) => t.unit === pike)!;
    expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: test.params, actor: pike, dice: [1] })).toEqual(ok);
    expect(unit(g, pike)).toMatchObject({ disordered: true, routed: false, destroyed: false });
    expect(g.state.moves).toEqual([]);
  });

  it('a first check rolls the Basic Morale on the Initial Morale Chart, and the unit keeps it', () => {
    const g = newGame('sword-and-pike');
    expect(g.decide({ kind: 'set-unit', unit: pike, patch: { disordered: true } })).toEqual(ok);
    const moves = { kind: 'resolve', mechanic: 'brigade-moves', params: { turn: 1 }, dice: [6, 6, 1, 1] } as const;
    expect(g.decide(moves)).toEqual(ok);
    expect(g.decide({ kind: 'activate', group: unit(g, pike).group })).toEqual(ok);
    const test = g.state.tests.find((t) => t.unit === pike)!;
    expect(test.params.initial).toBe(true);
    expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: test.params, actor: pike })).toEqual(ok);
    expect(unit(g, pike).morale).toBeTypeOf('number');
  });
});
