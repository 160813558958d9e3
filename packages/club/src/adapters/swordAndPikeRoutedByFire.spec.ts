import { describe, expect, it } from 'vitest';
import {
  newGame,
  ok,
  resolveTest,
  swordAndPikeFire,
  testOf,
  toStep,
  unit,
  type ClubGame,
} from '../__fixtures__/session.js';

// No officer is with the Landsknecht pike's second block: its test waits for no D20.
const target = 'B:second-pike';
const [shot, crossbows] = ['A:french-arquebusiers', 'A:gascon-crossbows'];

/** Fires `firer` at the target at 4": `hits` dice of 1, the rest 20. */
function fire(g: ClubGame, firer: string, hits: number): void {
  swordAndPikeFire(g, firer, target, hits);
}

/** Both French foot units fire at the target in step 4; then it fails its test (Basic Morale 1, a 1). */
function routedByTwo(secondHits: number): ClubGame {
  const g = newGame('sword-and-pike');
  expect(g.decide({ kind: 'set-unit', unit: target, patch: { morale: 1 } })).toEqual(ok);
  toStep(g, 3);
  fire(g, shot, 2);
  fire(g, crossbows, secondHits);
  expect(resolveTest(g, testOf(g, target, 'morale')!, [1])).toEqual(ok);
  expect(unit(g, target).routed).toBe(true);
  return g;
}

// Rulebook: MORALE > E. Morale Altered Permanently: "If a unit routs another by fire - raise Morale 1 point." Ruling
// R39: every unit that fired at the routed unit in that phase gains the point (the battle's `routedByFire`).
describe('E. "If a unit routs another by fire - raise Morale 1 point": every firer of the phase (ruling R39)', () => {
  it('two units fired and hit; the target routs at its test: both gain 1', () => {
    const g = routedByTwo(2);
    expect(unit(g, shot).moraleShift).toBe(1);
    expect(unit(g, crossbows).moraleShift).toBe(1);
  });

  it('the second volley missed: it fired at the unit all the same, and gains 1 too', () => {
    const g = routedByTwo(0);
    expect(unit(g, shot).moraleShift).toBe(1);
    expect(unit(g, crossbows).moraleShift).toBe(1);
  });
});
