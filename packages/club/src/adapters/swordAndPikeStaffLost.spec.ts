import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import {
  newGame,
  ok,
  resolveForm,
  resolveTest,
  testsOf,
  toStep,
  unit,
  type ClubGame,
} from '../__fixtures__/session.js';
import { club } from '../model/clubRuleset.js';

// The Sword and the Pike, Morale rules > When to check Morale: "d. When a units' Staff Officer is killed or captured
// within 12" and in view (180 degree cone of observation)." and Close Combat L: "check Morale of any Units that lost
// their Staff". The battle (game/moraleTests.ts, staffLostTests) tests, after the units' own tests, the unit he was
// with and every unit of his brigade (the Commander-in-Chief: of his side) within 12" of where he fell and in view,
// none of them routed; a wounded officer calls for none. The club cannot measure: it asks the players, unit by unit.
const [shot, host, officer] = ['A:french-arquebusiers', 'B:spanish-arquebusiers', 'B:spanish-officer'];
const brigade = ['B:spanish-pike', 'B:rodeleros', 'B:second-arquebusiers'];
const STAFF = 'staff-lost';

/**
 * Step 4: the French arquebusiers shoot 1 figure of the Spanish arquebusiers, and the D20 of each officer with them is
 * rolled: `face` for the Maestre de campo, or `face(commander)`.
 */
function officerRolled(face: number | ((commander: string) => number), before?: (g: ClubGame) => void): ClubGame {
  const g = newGame('sword-and-pike');
  before?.(g);
  toStep(g, 3);
  const dice = [1, ...Array<number>(19).fill(20)];
  expect(resolveForm(g, 'fire', shot, host, dice, { range: 4 })).toEqual(ok);
  const faceOf = (c: string) => (typeof face === 'number' ? (c === officer ? face : 1) : face(c));
  for (let t = testsOf(g, host, 'officer-casualty')[0]; t; t = testsOf(g, host, 'officer-casualty')[0])
    expect(resolveTest(g, t, [faceOf(t.commander!)])).toEqual(ok);
  return g;
}
const staffTests = (g: ClubGame) => g.state.tests.filter((t) => t.purpose === STAFF);

describe("The Sword and the Pike, When to check Morale d: a unit's Staff Officer killed or captured", () => {
  it('killed (a 20): the units of his brigade are asked whether they were within 12" and saw it', () => {
    const g = officerRolled(20);
    expect(staffTests(g).map((t) => t.unit)).toEqual(brigade);
    for (const t of staffTests(g)) {
      expect(t).toMatchObject({ mechanic: 'morale', optional: true });
      expect(t.text).toContain('Maestre de campo');
      expect(t.text).toContain('within 12"');
      expect(t.text).toContain('180');
    }
    // No unit of another brigade, nor of the other side.
    expect(staffTests(g).some((t) => ['B:frundsberg-pike', 'A:bern-pike'].includes(t.unit))).toBe(false);
  });

  it('the unit he was with tests after its own test for the fire casualties, whether or not the players are asked', () => {
    const g = officerRolled(20);
    expect(testsOf(g, host, 'morale')).toMatchObject([{ purpose: 'fire' }]);
    // 6 or more: Morale Good (the Basic Morale is rolled first: its die, then the check's).
    expect(resolveTest(g, testsOf(g, host, 'morale')[0]!, [6, 6])).toEqual(ok);
    expect(unit(g, host).routed).toBe(false);
    expect(testsOf(g, host, 'morale')).toMatchObject([{ purpose: STAFF }]);
    expect(testsOf(g, host, 'morale')[0]!.optional).toBeUndefined();
    expect(g.decide({ kind: 'decline-test', unit: host }).ok).toBe(false);
  });

  it('yes: the unit rolls its Morale check; no: it declines, and does not test', () => {
    const g = officerRolled(20);
    const [yes, no] = brigade;
    expect(resolveTest(g, testsOf(g, yes!, 'morale')[0]!, [6, 6])).toEqual(ok);
    expect(testsOf(g, yes!)).toEqual([]);
    expect(g.decide({ kind: 'decline-test', unit: no! })).toEqual(ok);
    expect(testsOf(g, no!)).toEqual([]);
    expect(replay(club, g.save()).identical).toBe(true);
  });

  it('wounded and taken to the rear (a 19 under fire): no unit tests for him ("killed or captured")', () => {
    const g = officerRolled(19);
    expect(staffTests(g)).toEqual([]);
  });

  it('the Commander-in-Chief killed (the Maestre unharmed): every unit of his side is asked', () => {
    const chief = 'B:commander-in-chief';
    const g = officerRolled(
      (c) => (c === chief ? 20 : 1),
      (game) => {
        expect(game.decide({ kind: 'set-commander', commander: chief, patch: { attachedTo: host } })).toEqual(ok);
      },
    );
    const others = g.state.units.filter((u) => u.side === 'B' && u.id !== host).map((u) => u.id);
    expect(staffTests(g).map((t) => t.unit)).toEqual(others);
    expect(staffTests(g)[0]!.text).toContain(
      'the Commander-in-Chief, The Viceroy, was killed with Spanish arquebusiers',
    );
  });

  it('the unit he was with, routed by its own test, takes no test for him (the battle: none routed)', () => {
    const g = officerRolled(20);
    // Ordinary arquebusiers: a Basic Morale of 1, then a 1: it routs.
    expect(resolveTest(g, testsOf(g, host, 'morale')[0]!, [1, 1])).toEqual(ok);
    expect(unit(g, host).routed).toBe(true);
    expect(testsOf(g, host, 'morale')).toEqual([]);
  });
});

describe('a test that follows a declined one still waits', () => {
  it('two staff officers killed with the unit: a unit declining the first question is asked the second', () => {
    const chief = 'B:commander-in-chief';
    const g = officerRolled(
      () => 20,
      (game) => {
        expect(game.decide({ kind: 'set-commander', commander: chief, patch: { attachedTo: host } })).toEqual(ok);
      },
    );
    const [pike] = brigade;
    expect(testsOf(g, pike!, 'morale')).toHaveLength(1);
    expect(g.decide({ kind: 'decline-test', unit: pike! })).toEqual(ok);
    expect(testsOf(g, pike!, 'morale')).toMatchObject([{ purpose: STAFF, optional: true }]);
    expect(g.decide({ kind: 'decline-test', unit: pike! })).toEqual(ok);
    expect(testsOf(g, pike!)).toEqual([]);
  });
  it('two staff officers killed with the unit: it checks Morale for its own losses, then once for each officer', () => {
    const chief = 'B:commander-in-chief';
    const g = officerRolled(
      () => 20,
      (game) => {
        expect(game.decide({ kind: 'set-commander', commander: chief, patch: { attachedTo: host } })).toEqual(ok);
      },
    );
    expect(testsOf(g, host, 'morale')).toMatchObject([{ purpose: 'fire' }]);
    // Each check passed (the first rolls the Basic Morale, then the check: 6 and 6; the next ones the check: 6).
    expect(resolveTest(g, testsOf(g, host, 'morale')[0]!, [6, 6])).toEqual(ok);
    const staffTexts: string[] = [];
    for (const n of [1, 2]) {
      expect(testsOf(g, host, 'morale'), `staff test ${n}`).toMatchObject([{ purpose: STAFF }]);
      staffTexts.push(testsOf(g, host, 'morale')[0]!.text);
      expect(resolveTest(g, testsOf(g, host, 'morale')[0]!, [6])).toEqual(ok);
    }
    expect(staffTexts.some((t) => t.includes('Maestre de campo'))).toBe(true);
    expect(staffTexts.some((t) => t.includes('The Viceroy'))).toBe(true);
    expect(testsOf(g, host, 'morale')).toEqual([]);
    expect(replay(club, g.save()).identical).toBe(true);
  });
});
