import { describe, expect, it } from 'vitest';
import { form, ok, resolveTest, startSession, testOf, toStep } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, Melee > The Combat: "In combat involving multiple units. Roll for each unit separately, but apply the
// cumulative hits when determining who should test first and the casualty difference." Post Melee: "The losing units,
// i.e. that took the most hits should also take a Resolve test. If this loser passes this test … then all other units
// in the melee should take Resolve tests." Ruling R26: "the side totals decide the loser and the hit difference of every
// Resolve test" (the battle's meleePhase: one group of engaged units, the hits summed by side). The club paired the units
// that rolled at each other: a second unit's hits were left out of the loser's hit difference, and it never tested.
const [holstein, dutchGuards, picardie] = ['A:holstein', 'A:dutch-guards', 'B:picardie-1'];

const roll = (s: ClubSession, actor: string, target: string, face: number) =>
  s.decide({ kind: 'resolve', mechanic: 'melee', params: form(s, 'melee', actor), actor, target, dice: [face] });

/**
 * Holstein-Beck and the Dutch Foot Guards (each 8 elements in two ranks: 4 fight, row 10 / 20) against Picardie (10:
 * 5 fight, row 8 / 18): Holstein-Beck's 20 is 2 elements, the Guards' 10 one, Picardie's 8 one. Side B took 3, side A
 * 1: B lost, hit difference -2; A won, +2.
 */
function twoAgainstOne(): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2 });
  toStep(s, 4);
  expect(roll(s, holstein, picardie, 20)).toEqual(ok);
  expect(roll(s, dutchGuards, picardie, 10)).toEqual(ok);
  // Three of its ten elements gone, Picardie still fights as it began the round: 5 elements, FRESH (not BLOODED, -2).
  expect(form(s, 'melee', picardie)).toMatchObject({ elements: 5, condition: 'fresh' });
  expect(roll(s, picardie, holstein, 8)).toEqual(ok);
  return s;
}

describe('6mm WSS at the club: a melee of several units is decided by the side totals (ruling R26)', () => {
  it('the Morale tests read the sides: Picardie lost (3 hits against 1), Holstein-Beck won; the Guards lost nothing', () => {
    const s = twoAgainstOne();
    expect(testOf(s, picardie, 'morale')?.params.melee).toBe('lost');
    expect(testOf(s, holstein, 'morale')?.params.melee).toBe('won');
    expect(testOf(s, dutchGuards, 'morale')).toBeUndefined();
    expect(testOf(s, dutchGuards, 'resolve')).toBeUndefined(); // a winner tests only once the loser has passed
  });

  it("Picardie's Resolve test has the side's hit difference, -2, not the -1 of its pair with Holstein-Beck", () => {
    const s = twoAgainstOne();
    expect(resolveTest(s, testOf(s, picardie, 'morale')!, [20])).toEqual(ok);
    expect(testOf(s, picardie, 'resolve')?.params['hit-difference']).toBe(-2);
  });

  it('the loser passes: both winners take Resolve tests with +2, Holstein-Beck after its own Morale test', () => {
    const s = twoAgainstOne();
    expect(resolveTest(s, testOf(s, picardie, 'morale')!, [20])).toEqual(ok);
    expect(resolveTest(s, testOf(s, picardie, 'resolve')!, [20])).toEqual(ok);
    expect(testOf(s, dutchGuards, 'resolve')?.params['hit-difference']).toBe(2);
    expect(testOf(s, holstein, 'resolve')).toBeUndefined();
    expect(resolveTest(s, testOf(s, holstein, 'morale')!, [20])).toEqual(ok);
    expect(testOf(s, holstein, 'resolve')?.params['hit-difference']).toBe(2);
  });

  it('no tests until every unit of the melee has rolled', () => {
    const s = startSession('wss-6mm', 'referee', { maxTurns: 2 });
    toStep(s, 4);
    expect(roll(s, holstein, picardie, 20)).toEqual(ok);
    expect(roll(s, picardie, holstein, 8)).toEqual(ok);
    // A pair that has rolled at each other is a whole melee until another unit rolls into it.
    expect(testOf(s, picardie, 'morale')?.params.melee).toBe('lost');
    expect(roll(s, dutchGuards, picardie, 10)).toEqual(ok);
    // The Guards' hit joins the round: Picardie's test is read again from the side totals (3 against 1).
    expect(resolveTest(s, testOf(s, picardie, 'morale')!, [20])).toEqual(ok);
    expect(testOf(s, picardie, 'resolve')?.params['hit-difference']).toBe(-2);
  });
});
