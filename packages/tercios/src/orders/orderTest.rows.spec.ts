import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { MUSKETEERS } from '../mechanics/__fixtures__/units.js';
import { resistOrder } from '../mechanics/__fixtures__/asWritten.js';
import { terciosMoralePlugin } from '../plugins/morale.js';

// Rulebook: Order Cards > Testing Orders: "A unit with no Dm (fresh) automatically carries out the order ... A
// unit with at least one Dm must test its order. ... roll as many D6 as the unit's Discipline value, applying a
// penalty (-) if there is no commander attached to the unit, or if the unit is outside the command radius ...
// The test is passed if at least one of the dice rolled shows a 5 or more. Discipline # D6 = Target 5+".
// Reactions: "A reaction must always be subject to an order test, even if the reacting unit is fresh".
// Flank Charges: "reduced (-) in its Discipline value for any reaction test against the charge."
// Musketeer Company: Discipline 3 (3- = 2).

describe('Order test (Discipline # D6 = Target 5+)', () => {
  it.each([
    {
      row: 'fresh (no Dm): carried out without a test',
      wear: 0,
      inCommand: true,
      faces: [],
      tested: false,
      passed: true,
      dice: 0,
    },
    {
      row: '1 Dm, in command: 3 dice, a 5 passes',
      wear: 1,
      inCommand: true,
      faces: [5, 1, 1],
      tested: true,
      passed: true,
      dice: 3,
    },
    {
      row: '1 Dm, in command: 4s fail',
      wear: 1,
      inCommand: true,
      faces: [4, 4, 4],
      tested: true,
      passed: false,
      dice: 3,
    },
    {
      row: 'out of command: Discipline- (2 dice), a 5 passes',
      wear: 1,
      inCommand: false,
      faces: [1, 5],
      tested: true,
      passed: true,
      dice: 2,
    },
    { row: 'out of command: 4s fail', wear: 1, inCommand: false, faces: [4, 4], tested: true, passed: false, dice: 2 },
  ])('$row', ({ wear, inCommand, faces, tested, passed, dice }) => {
    expect(
      terciosMoralePlugin.orderTest(ScriptedDice.of(faces), { unit: { ...MUSKETEERS, wear }, inCommand }),
    ).toMatchObject({
      tested,
      passed,
      dice,
    });
  });

  it.each([
    { row: 'fresh reaction still tests: 3 dice, a 5 passes', input: {}, faces: [1, 1, 5], passed: true, dice: 3 },
    { row: 'fresh reaction: 4s fail', input: {}, faces: [4, 4, 4], passed: false, dice: 3 },
    {
      row: 'reaction against a flank charge: Discipline- (2 dice)',
      input: { againstFlankCharge: true },
      faces: [4, 5],
      passed: true,
      dice: 2,
    },
    {
      row: 'reaction out of command and against a flank charge: Discipline-- (1 die)',
      input: { againstFlankCharge: true, inCommand: false },
      faces: [5],
      passed: true,
      dice: 1,
    },
  ])('Reaction test: $row', ({ input, faces, passed, dice }) => {
    const r = terciosMoralePlugin.reactionTest(ScriptedDice.of(faces), {
      unit: MUSKETEERS,
      inCommand: true,
      reaction: 'resist',
      ...input,
    });
    expect(r).toMatchObject({ tested: true, passed, dice });
  });
});

// Rulebook: Order Cards > Resist!: "If the test is passed, the unit removes one Dm. If the unit had only one, or
// none, this order has no effect".
describe('Resist! order (Musketeer Company)', () => {
  it.each([
    { row: 'passed with 2 Dm: one Dm removed', wear: 2, faces: [5, 1, 1], after: 2 - 1 },
    { row: 'passed with only one Dm: no effect', wear: 1, faces: [5, 1, 1], after: 1 },
    { row: 'failed with 2 Dm: none removed', wear: 2, faces: [4, 4, 4], after: 2 },
  ])('$row', ({ wear, faces, after }) => {
    const r = resistOrder(ScriptedDice.of(faces), { unit: { ...MUSKETEERS, wear }, inCommand: true });
    expect(r).toMatchObject({ wear: after, wearRemoved: wear - after });
  });
});
