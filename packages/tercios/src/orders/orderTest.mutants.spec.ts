import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { bonus } from '../values/Modifier.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { orderTest, type OrderTestInput } from './orderTest.js';

// Killers of the mutants of orderTest.ts (docs/mutation/tercios-orders.md). Each test reads the whole result and the
// rolls made, so a changed field, source or log line fails.

const worn = (unit: TerciosUnit, wear = 1): TerciosUnit => ({ ...unit, wear });

/** The order test on scripted faces: its result and the purposes of the rolls it made. */
function test(faces: number[], input: OrderTestInput) {
  const dice = ScriptedDice.of(faces);
  const result = orderTest(dice, input);
  return { result, rolls: dice.takeRolls().map((r) => r.purpose) };
}

const aggressiveCharger = (unit: TerciosUnit): TerciosUnit => ({
  ...unit,
  commander: { rank: 2, virtues: [], traits: ['aggressive'] },
});

describe('Order Cards > Testing Orders', () => {
  // "A unit with no Dm (fresh) automatically carries out the order it was given."
  it('a fresh unit carries out its order: no roll, no dice, no successes, no sources', () => {
    expect(test([], { unit: MUSKETEERS, inCommand: true })).toEqual({
      result: { tested: false, passed: true, dice: 0, successes: 0, sources: [] },
      rolls: [],
    });
  });

  // "roll as many D6 as the unit's Discipline value ... The test is passed if at least one of the dice rolled shows
  // a 5 or more. ... Discipline # D6 = Target 5+"
  it('"Discipline # D6 = Target 5+": a Musketeer Company with 1 Dm rolls 3d6; one 5 passes, named in the log', () => {
    expect(test([5, 1, 1], { unit: worn(MUSKETEERS), inCommand: true })).toEqual({
      result: { tested: true, passed: true, dice: 3, successes: 1, sources: [] },
      rolls: ['Musketeer Company order test: 3d6 needing 5+'],
    });
    expect(test([4, 4, 1], { unit: worn(MUSKETEERS), inCommand: true }).result).toEqual({
      tested: true,
      passed: false,
      dice: 3,
      successes: 0,
      sources: [],
    });
  });

  // "applying a penalty (-) if there is no commander attached to the unit, or if the unit is outside the command
  // radius or outside the line of sight of the commander": Discipline 3- = 2 dice.
  it('out of command: Discipline -, and the result says why', () => {
    expect(test([6, 1], { unit: worn(MUSKETEERS), inCommand: false })).toEqual({
      result: { tested: true, passed: true, dice: 2, successes: 1, sources: ['no commander in radius and sight'] },
      rolls: ['Musketeer Company order test: 2d6 needing 5+'],
    });
  });

  // Ruling Command in Brevis Editio: Brevis's order test is "D6 equal to its Discipline value (after
  // Increases/Decreases)", with no command radius: under `commanders: 'initiative-only'` no Discipline - (3 dice).
  it('out of command under commanders initiative-only (Brevis): no Discipline -, no source', () => {
    const options = TerciosOptionsSchema.parse({ commanders: 'initiative-only' });
    expect(test([6, 1, 1], { unit: worn(MUSKETEERS), inCommand: false, options })).toEqual({
      result: { tested: true, passed: true, dice: 3, successes: 1, sources: [] },
      rolls: ['Musketeer Company order test: 3d6 needing 5+'],
    });
    const reaction = test([1, 1, 5], { unit: MUSKETEERS, reaction: 'volley', inCommand: false, options }).result;
    expect(reaction).toMatchObject({ dice: 3, sources: [] });
  });

  // "Certain circumstances may give bonuses or penalties to the Discipline value: these must be taken into account
  // before the test is made." A circumstance the caller names (Discipline 3+ = 4 dice).
  it('further circumstances given by the caller are applied before the roll', () => {
    const result = test([1, 1, 1, 5], {
      unit: worn(MUSKETEERS),
      inCommand: true,
      modifiers: [bonus('discipline', 'a circumstance')],
    }).result;
    expect(result).toEqual({ tested: true, passed: true, dice: 4, successes: 1, sources: ['a circumstance'] });
  });

  // Ruling "Values of 0" (docs/rulings/tercios.md): with `ladder`, "--" brings a 0 to 1 as well. The options given
  // reach the Discipline value: a unit of Discipline 0 (a made-up profile: none prints one) reacting out of command
  // against a flank charge (two penalties) rolls no die by default and one die with `ladder`.
  it('the options given are the ones applied (Values of 0: `stay-zero` rolls nothing, `ladder` one die)', () => {
    const zero: TerciosUnit = { ...MUSKETEERS, values: { ...MUSKETEERS.values, discipline: 0 } };
    const input = { unit: zero, reaction: 'resist', inCommand: false, againstFlankCharge: true } as const;
    expect(test([], input).result).toMatchObject({ tested: true, passed: false, dice: 0 });
    const ladder = TerciosOptionsSchema.parse({ zeroValues: 'ladder' });
    expect(test([5], { ...input, options: ladder }).result).toMatchObject({ tested: true, passed: true, dice: 1 });
  });
});

describe('Optional Traits > Authoritarian', () => {
  // "a unit whose turn it is to be activated may be activated without an order test."
  it('activated through Authoritarian: no test, even with Dm', () => {
    expect(test([], { unit: worn(MUSKETEERS, 2), inCommand: false, authoritarian: true })).toEqual({
      result: { tested: false, passed: true, dice: 0, successes: 0, sources: [] },
      rolls: [],
    });
  });

  // Reactions: "A reaction must always be subject to an order test": Authoritarian speaks of activation only.
  it('a reaction of that unit still tests', () => {
    expect(test([5, 1, 1], { unit: MUSKETEERS, reaction: 'volley', inCommand: true, authoritarian: true })).toEqual({
      result: { tested: true, passed: true, dice: 3, successes: 1, sources: [] },
      rolls: ['Musketeer Company reaction test: 3d6 needing 5+'],
    });
  });
});

describe('Reactions: the reaction test', () => {
  // "A reaction must always be subject to an order test, even if the reacting unit is fresh (has no Dm)."
  it('a fresh unit tests its reaction; the log calls it a reaction test', () => {
    expect(test([1, 1, 6], { unit: MUSKETEERS, reaction: 'shoot', inCommand: true })).toEqual({
      result: { tested: true, passed: true, dice: 3, successes: 1, sources: [] },
      rolls: ['Musketeer Company reaction test: 3d6 needing 5+'],
    });
  });

  // Combat > Flank Charges: "It is also reduced (-) in its Discipline value for any reaction test against the
  // charge." Tercio Discipline 5- = 3.
  it('against a flank charge: Discipline -, named', () => {
    expect(
      test([1, 1, 5], { unit: TERCIO, reaction: 'resist', inCommand: true, againstFlankCharge: true }).result,
    ).toEqual({ tested: true, passed: true, dice: 3, successes: 1, sources: ['reaction against a flank charge'] });
  });

  // Imperturbable: "all units within the command radius have a bonus (+) to their Discipline for their reaction
  // tests." Discipline 3+ = 4 for a reaction; an order test of the same unit keeps 3.
  it('Imperturbable in radius: Discipline + for reaction tests only', () => {
    const calm = { ...MUSKETEERS, inRadiusOf: ['imperturbable' as const] };
    expect(test([1, 1, 1, 5], { unit: calm, reaction: 'volley', inCommand: true }).result).toEqual({
      tested: true,
      passed: true,
      dice: 4,
      successes: 1,
      sources: ['Imperturbable commander'],
    });
    expect(test([1, 1, 5], { unit: worn(calm), inCommand: true }).result).toEqual({
      tested: true,
      passed: true,
      dice: 3,
      successes: 1,
      sources: [],
    });
  });

  // Aggressive: "a unit attached to this commander causes a penalty (-) to the Discipline of a unit it charges for
  // its reaction test, if the latter attempts to evade." Against a cavalry charger (no Evasion bonus): 3- = 2.
  it('Aggressive charger: Discipline - for an evasion, named; not for another reaction', () => {
    const charger = aggressiveCharger(HORSE_ARQUEBUSIERS);
    expect(
      test([1, 5], { unit: HORSE_ARQUEBUSIERS, reaction: 'evasion', enemy: charger, inCommand: true }).result,
    ).toEqual({
      tested: true,
      passed: true,
      dice: 2,
      successes: 1,
      sources: ['charged by a unit with an Aggressive commander'],
    });
    expect(test([1, 1, 5], { unit: MUSKETEERS, reaction: 'volley', enemy: charger, inCommand: true }).result).toEqual({
      tested: true,
      passed: true,
      dice: 3,
      successes: 1,
      sources: [],
    });
  });

  // The penalty needs a charger with the trait: an evasion test that names no enemy has neither the Evasion bonus
  // (The Troops > Cavalry > Evasion: "If the charge is carried out by an enemy infantry unit") nor the penalty.
  it('an evasion test with no charger named: Discipline unchanged', () => {
    expect(test([1, 1, 5], { unit: HORSE_ARQUEBUSIERS, reaction: 'evasion', inCommand: true }).result).toEqual({
      tested: true,
      passed: true,
      dice: 3,
      successes: 1,
      sources: [],
    });
  });
});

describe('The Troops > Evasion: the Discipline + against an infantry charge only', () => {
  // "If the charge is carried out by an enemy infantry unit, it also benefits from a bonus (+) to its Discipline for
  // reaction tests." An infantry unit that only came within 3" (an approach) has charged no one: no bonus.
  const evade = (approach: boolean) =>
    orderTest(ScriptedDice.of([6, 6, 6, 6]), {
      unit: HORSE_ARQUEBUSIERS,
      reaction: 'evasion',
      enemy: TERCIO,
      inCommand: true,
      ...(approach ? { approach: true } : {}),
    });

  it('charged by a Tercio: Discipline +, four dice', () => {
    expect(evade(false)).toMatchObject({ dice: 4, sources: ['Evasion from an infantry charge'] });
  });

  it('approached by a Tercio: no bonus, three dice', () => {
    expect(evade(true)).toMatchObject({ dice: 3, sources: [] });
  });
});
