import { describe, expect, it } from 'vitest';
import { form, newGame, swordAndPikeFire, toStep, unit, type ClubGame } from '../__fixtures__/session.js';

// Arquebusiers, companies of 5; no officer attached.
const target = 'B:second-arquebusiers';
const [shot, crossbows] = ['A:french-arquebusiers', 'A:gascon-crossbows'];

/** A game at step 4 (Fire all infantry units), playing these rulings. */
function atFire(options?: Record<string, unknown>): ClubGame {
  const g = newGame('sword-and-pike', 'referee', { options });
  toStep(g, 3); // 4. Fire all infantry units
  return g;
}

/** `firer` fires at the target at 4": `hits` dice of 1, the rest 20. */
function fire(g: ClubGame, firer: string, hits: number): void {
  swordAndPikeFire(g, firer, target, hits);
}
const moraleTest = (g: ClubGame) => g.state.tests.find((t) => t.unit === target && t.mechanic === 'morale');

// Rulebook: MORALE, When to check Morale: "a. At the end of each firing phase that a unit takes casualties." Ruling
// R10 (option fireMoraleTrigger): 'stand-lost' reads it as losing a stand in the phase, as the battle's fire step.
describe('ruling R10 fireMoraleTrigger: which fire casualties call a morale test', () => {
  it("'any-casualty' (default): a single casualty calls the test", () => {
    const g = atFire();
    fire(g, shot, 1);
    expect(moraleTest(g)).toBeDefined();
  });

  it("'stand-lost': casualties that take no full stand in the phase call none; those that complete one do", () => {
    const g = atFire({ fireMoraleTrigger: 'stand-lost' });
    fire(g, shot, 3);
    expect(unit(g, target).losses).toBe(3);
    expect(moraleTest(g)).toBeUndefined();
    fire(g, crossbows, 2); // 5 casualties in the phase: a company of 5 is gone
    expect(unit(g, target).losses).toBe(5);
    expect(moraleTest(g)).toBeDefined();
  });
});

// Rulebook: FIRE > Modifiers: "-2 to each die result if this is the first time that the unit has fired in the game".
describe('FIRE: the first time a unit fires in the game', () => {
  it('the fire form says first fire until the unit has fired, then not', () => {
    const g = atFire();
    expect(form(g, 'fire', shot, target)['first-fire']).toBe(true);
    fire(g, shot, 1);
    expect(form(g, 'fire', shot, target)['first-fire']).toBe(false);
    expect(form(g, 'fire', crossbows, target)['first-fire']).toBe(true);
  });
});
