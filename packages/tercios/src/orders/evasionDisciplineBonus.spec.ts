import { enumerate, type Rational } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { ReactionKind } from './OrderCard.js';
import { orderTest } from './orderTest.js';

// Ruling: Evasion's Discipline + "for reaction tests" (option evasionDisciplineBonus). The Troops > Cavalry >
// Evasion: "Units with this rule may react to a charge by an evasion ... If the charge is carried out by an enemy
// infantry unit, it also benefits from a bonus (+) to its Discipline for reaction tests." Horse arquebusiers (all
// cavalry have Evasion) have Discipline 3 (one 5+ on 3d6: 19/27); with the + it is 4 (1 - (2/3)^4 = 65/81).

const pass = (
  evasionDisciplineBonus: 'evasion-test' | 'any-reaction',
  reaction: ReactionKind,
  enemy: TerciosUnit,
  approach = false,
): Rational =>
  enumerate((dice) => ({
    passed: orderTest(dice, {
      unit: HORSE_ARQUEBUSIERS,
      reaction,
      enemy,
      inCommand: true,
      ...(approach ? { approach: true } : {}),
      options: TerciosOptionsSchema.parse({ evasionDisciplineBonus }),
    }).passed,
  })).probabilityOf((o) => o.passed);

describe('Evasion\'s Discipline + "for reaction tests" (option evasionDisciplineBonus)', () => {
  it('evasion-test (default): against a charging Tercio only the evasion test has the +', () => {
    expect(pass('evasion-test', 'evasion', TERCIO).toString()).toBe('65/81');
    expect(pass('evasion-test', 'volley', TERCIO).toString()).toBe('19/27');
  });

  it('any-reaction: a Fire! volley against the charging Tercio has the + too', () => {
    expect(pass('any-reaction', 'volley', TERCIO).toString()).toBe('65/81');
    expect(pass('any-reaction', 'evasion', TERCIO).toString()).toBe('65/81');
  });

  it('either way, no + against a cavalry charge, nor against an infantry unit that only came within 3"', () => {
    for (const setting of ['evasion-test', 'any-reaction'] as const) {
      expect(pass(setting, 'volley', HORSE_ARQUEBUSIERS).toString()).toBe('19/27');
      expect(pass(setting, 'volley', TERCIO, true).toString()).toBe('19/27');
    }
  });
});
