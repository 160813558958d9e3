import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { wss6mmCombatPlugin } from '../plugins/combat.js';
import { wss6mmMoralePlugin } from '../plugins/morale.js';
import { chargeReactionAttempt, mayReactInFlankOrRear, type ChargerState } from './chargeTest.js';

// Every line of the printed charge table and its modifiers, through the plugins the battle binds.
// Rulebook: Charges.

const plain: ChargerState = {
  arm: 'foot',
  casualty: 'fresh',
  disordered: false,
  officerAttached: false,
  pfFormation: false,
};
// "To see if a unit charges roll 1d20"; "They should roll 1d20" to fire or form square.
const charge = (roll: number, s: Partial<ChargerState>) =>
  wss6mmMoralePlugin.chargeTest(
    ScriptedDice.of([roll], (r: { sides: number }) => {
      expect(r.sides).toBe(20);
    }),
    { ...plain, ...s },
    DEFAULT_OPTIONS,
    'u',
  );

/** The roll at the requirement charges; the roll below it does not. */
const expectNeeds = (s: Partial<ChargerState>, needed: number) => {
  expect(charge(needed, s)).toEqual({ roll: needed, needed, charges: true });
  expect(charge(needed - 1, s)).toEqual({ roll: needed - 1, needed, charges: false });
};

describe('Charge test: "To see if a unit charges roll 1d20" (Rulebook: Charges)', () => {
  it.each([
    ['Foot require\t18+', 'foot', 18],
    ['S Horse require\t6+', 's-horse', 6],
    ['P Horse require\t10+', 'p-horse', 10],
  ] as const)('"%s"', (_row, arm, needed) => {
    expectNeeds({ arm }, needed);
  });
});

describe('Charge test modifiers, Foot and Horse columns (Rulebook: Charges)', () => {
  // Foot from 18+, horse from S Horse's 6+ (P Horse's 10+ for the Pf line, a P horse formation).
  it.each([
    ['BLOODED\t+1 (Foot)', { arm: 'foot', casualty: 'blooded' }, 18 + 1],
    ['BLOODED\t+2 (Horse)', { arm: 's-horse', casualty: 'blooded' }, 6 + 2],
    ['DISTRESSED\t+2 (Foot)', { arm: 'foot', casualty: 'distressed' }, 18 + 2],
    ['DISTRESSED\t+4 (Horse)', { arm: 's-horse', casualty: 'distressed' }, 6 + 4],
    ['DISORDERED\t+4 (Horse)', { arm: 's-horse', disordered: true }, 6 + 4],
    ['Officer Attached\t-3 (Foot)', { arm: 'foot', officerAttached: true }, 18 - 3],
    ['Officer Attached\t-6 (Horse)', { arm: 'p-horse', officerAttached: true }, 10 - 6],
    ['Pf formation Horse\t-2 (Horse)', { arm: 'p-horse', pfFormation: true }, 10 - 2],
  ] as const)('"%s"', (_row, s, needed) => {
    expectNeeds(s, needed);
  });
  it('"DISORDERED n/p" for Foot ("DISORDERED foot may not charge"): no die is thrown and it does not charge', () => {
    expect(
      wss6mmMoralePlugin.chargeTest(ScriptedDice.of([]), { ...plain, disordered: true }, DEFAULT_OPTIONS, 'u').charges,
    ).toBe(false);
  });
  it('"Pf formation Horse  n/a" for Foot: the -2 is not taken by foot', () => {
    expectNeeds({ arm: 'foot', pfFormation: true }, 18);
  });
  it('the modifiers add up: a DISTRESSED, DISORDERED P horse in Pf with an officer needs 10 + 4 + 4 - 6 - 2 = 10', () => {
    expectNeeds(
      { arm: 'p-horse', casualty: 'distressed', disordered: true, officerAttached: true, pfFormation: true },
      10,
    );
  });
});

describe('Fire or form square when charged (Rulebook: Charges)', () => {
  // "They should roll 1d20, if they roll less than or equal twice distance charged by the attacker they
  // have succeeded, failure results in no fire and a disordered square."
  it.each(['fire', 'square'] as const)('%s after a 4" charge: 8 succeeds, 9 fails', (attempt) => {
    const react = (roll: number) =>
      wss6mmCombatPlugin.chargeReactionTest(
        ScriptedDice.of([roll], (r: { sides: number }) => {
          expect(r.sides).toBe(20);
        }),
        { distanceCharged: 4, attempt },
        DEFAULT_OPTIONS,
        'u',
      );
    expect(react(8)).toEqual({ roll: 8, succeeded: true });
    expect(react(9)).toEqual({ roll: 9, succeeded: false });
  });
});

// Charges: "Charged Infantry Units, which pass their morale test may attempt to either fire or form Square" (1d20);
// "Charged Cavalry Units may either fire or countercharge" — no roll (ruling R18), unless `horseReactionRoll`: then the
// foot's test to fire, or only stand. Standing and falling back need none.
describe('Which charge reactions need the 1d20 reaction test (Rulebook: Charges; ruling R18)', () => {
  const reactions = ['fire', 'square', 'countercharge', 'stand', 'fall-back'] as const;
  it.each([
    ['foot', false, ['fire', 'square', null, null, null]],
    ['foot', true, ['fire', 'square', null, null, null]],
    ['horse', false, [null, null, null, null, null]],
    ['horse', true, ['fire', null, 'fire', null, null]],
    ['battery', true, [null, null, null, null, null]],
  ] as const)('%s, horseReactionRoll %s', (arm, horseReactionRoll, expected) => {
    expect(reactions.map((r) => chargeReactionAttempt(arm, r, { horseReactionRoll }))).toEqual(expected);
  });
});

// Melee: "Units hits in the flank or rear are automatically disordered and may not fire"; Charges: "Charged Infantry
// Units … may attempt to either fire or form Square": ruling R34, `flankChargedSquare`.
describe('a unit charged in the flank or rear (ruling R34)', () => {
  it('mayReactInFlankOrRear: stand and fall back always; the square by the option; never fire nor countercharge', () => {
    for (const flankChargedSquare of [true, false]) {
      const o = { flankChargedSquare };
      expect(mayReactInFlankOrRear('stand', o)).toBe(true);
      expect(mayReactInFlankOrRear('fall-back', o)).toBe(true);
      expect(mayReactInFlankOrRear('fire', o)).toBe(false);
      expect(mayReactInFlankOrRear('countercharge', o)).toBe(false);
      expect(mayReactInFlankOrRear('square', o)).toBe(flankChargedSquare);
    }
  });
});
