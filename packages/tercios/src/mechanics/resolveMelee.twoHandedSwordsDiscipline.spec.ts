import { enumerate, ScriptedDice, type DiceRequest } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { resolveMelee } from './__fixtures__/asWritten.js';
import { MUSKETEERS, TERCIO } from './__fixtures__/units.js';

// Rulebook (Liber Militum: Tercios), Armament > Two-handed swords: "A unit with this rule that wins a combat forces the
// defeated unit to pass a Discipline test on a minimum of 6 on one die." Command > Virtues: "Virtues are abilities
// available continuously. No command or activation test is needed to apply them." "Virtues add 1 point to a value of
// the attached unit"; "Loyalty: +1 to Discipline". Only the Rout Test says "the Discipline value is never modified".
// Ruling: The two-handed swords test and the loser's modifiers (`twoHandedSwordsDiscipline`). Found by the referee of
// 6 Dec 2026 (helper-161): the test rolled the printed Discipline, dropping an attached or Inspiring Loyalty.

const SWORDS: TerciosUnit = { ...TERCIO, weapons: ['pikes', 'two-handed-swords'] };
// A Musketeer Company (Discipline 3) with a Loyalty commander attached.
const LOYAL: TerciosUnit = { ...MUSKETEERS, commander: { rank: 2, virtues: ['loyalty'], traits: [] } };
// The same company given Loyalty by an Inspiring commander.
const INSPIRED: TerciosUnit = { ...MUSKETEERS, inspiredBy: 'loyalty' };

/** The last roll of a combat the Tercio wins against `loser` (scripted faces), under `twoHandedSwordsDiscipline`. */
function lastRoll(loser: TerciosUnit, twoHandedSwordsDiscipline?: 'with-modifiers' | 'printed') {
  const asked: DiceRequest[] = [];
  let next = 0;
  const faces = [3, 3, 1, 1, 1, 1, 5, 1, 1, 1, 1, 5, 5, 1, 1, 1, 1, 1, 1, 1];
  const dice = new ScriptedDice((request) => {
    asked.push(request);
    const taken = faces.slice(next, next + request.count);
    next += request.count;
    return taken;
  });
  const options = TerciosOptionsSchema.parse(twoHandedSwordsDiscipline ? { twoHandedSwordsDiscipline } : {});
  const r = resolveMelee(dice, { attacker: SWORDS, defender: loser, options });
  expect(r.winner).toBe('attacker');
  return asked.at(-1);
}

describe("Two-handed swords: the defeated unit's Discipline test counts its virtues (default)", () => {
  it('a Musketeer Company (Discipline 3) with an attached Loyalty commander rolls 4 dice needing a 6', () => {
    expect(lastRoll(LOYAL)).toMatchObject({
      count: 4,
      target: 6,
      purpose: 'Musketeer Company Discipline test against two-handed swords: 4d6 needing a 6',
    });
  });

  it('Loyalty given by an Inspiring commander counts too; with no virtue, 3 dice', () => {
    expect(lastRoll(INSPIRED)).toMatchObject({ count: 4, target: 6 });
    expect(lastRoll(MUSKETEERS)).toMatchObject({ count: 3, target: 6 });
  });

  it('`printed`: the printed Discipline, 3 dice, Loyalty or not', () => {
    expect(lastRoll(LOYAL, 'printed')).toMatchObject({
      count: 3,
      purpose: 'Musketeer Company Discipline test against two-handed swords: 3d6 needing a 6',
    });
    expect(lastRoll(INSPIRED, 'printed')).toMatchObject({ count: 3 });
  });

  it('exact: the loyal loser passes 1 - (5/6)^4 = 671/1296 of its tests, or 1 - (5/6)^3 = 91/216 under `printed`', () => {
    const swords = { ...MUSKETEERS, weapons: ['two-handed-swords'] };
    const rate = (twoHandedSwordsDiscipline: 'with-modifiers' | 'printed') => {
      const d = enumerate((dice) => {
        const r = resolveMelee(dice, {
          attacker: swords,
          defender: LOYAL,
          options: TerciosOptionsSchema.parse({ twoHandedSwordsDiscipline }),
        });
        return { tested: r.twoHandedSwords !== undefined, passed: r.twoHandedSwords?.passed ?? false };
      });
      return d
        .probabilityOf((o) => o.passed)
        .div(d.probabilityOf((o) => o.tested))
        .toString();
    };
    expect(rate('with-modifiers')).toBe('671/1296');
    expect(rate('printed')).toBe('91/216');
  });

  it('`twoHandedSwordsTest: one-die` stays a single die whatever the Discipline', () => {
    const options = TerciosOptionsSchema.parse({ twoHandedSwordsTest: 'one-die' });
    const d = enumerate((dc) => {
      const r = resolveMelee(dc, {
        attacker: { ...MUSKETEERS, weapons: ['two-handed-swords'] },
        defender: LOYAL,
        options,
      });
      return { tested: r.twoHandedSwords !== undefined, passed: r.twoHandedSwords?.passed ?? false };
    });
    expect(
      d
        .probabilityOf((o) => o.passed)
        .div(d.probabilityOf((o) => o.tested))
        .toString(),
    ).toBe('1/6');
  });
});
