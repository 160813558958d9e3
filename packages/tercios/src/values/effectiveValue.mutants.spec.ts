import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { effectiveValue } from './effectiveValue.js';
import { bonus, penalty, virtuePoint } from './Modifier.js';

// Rulebook: Components > Modifiers: "Simultaneously increased and decreased values cancel each other out. For each
// bonus "+", one penalty "-" is cancelled." Command > Virtues: "Virtues add 1 point to a value of the attached unit.
// This point is always added to that value once all the bonuses and penalties concerning it have been applied."
describe('effectiveValue: bonuses and penalties cancel, the progression, then virtue points', () => {
  it('a worked value keeps its base, its net steps, its virtue points and the sources that changed it', () => {
    // Courage 3, cover (+) and Sacrifice (+1): "a final value of 5, not 6".
    expect(
      effectiveValue('courage', 3, [
        bonus('courage', 'cover'),
        virtuePoint('courage', 'Sacrifice'),
        penalty('melee', 'Weary'),
      ]),
    ).toStrictEqual({ value: 5, base: 3, steps: 1, virtues: 1, sources: ['cover', 'Sacrifice'] });
  });

  it('two penalties and one bonus: one penalty is left ("-": half, rounded up): Melee 5 is 3', () => {
    expect(
      effectiveValue('melee', 5, [penalty('melee', 'Weary'), bonus('melee', 'Assault!'), penalty('melee', 'flank')]),
    ).toStrictEqual({ value: 3, base: 5, steps: -1, virtues: 0, sources: ['Weary', 'Assault!', 'flank'] });
  });

  it('"++" counts two bonuses and "--" two penalties; they cancel one for one', () => {
    const plusPlusMinus = effectiveValue('speed', 4, [
      bonus('speed', 'two bonuses', 2),
      penalty('speed', 'one penalty'),
    ]);
    expect([plusPlusMinus.steps, plusPlusMinus.value]).toEqual([1, 6]);
    const minusMinusPlus = effectiveValue('shoot', 6, [
      penalty('shoot', 'two penalties', 2),
      bonus('shoot', 'a bonus'),
    ]);
    expect([minusMinusPlus.steps, minusMinusPlus.value]).toEqual([-1, 3]);
  });

  it('a modifier that changes nothing (no step, no point) is not named as a source', () => {
    expect(
      effectiveValue('discipline', 4, [
        { value: 'discipline', source: 'nothing' },
        { value: 'discipline', steps: 0, virtue: 0, source: 'zero' },
      ]),
    ).toStrictEqual({ value: 4, base: 4, steps: 0, virtues: 0, sources: [] });
  });

  it('virtue points add up and are added after the progression: Stamina 2 with two points is 4', () => {
    expect(
      effectiveValue('stamina', 2, [virtuePoint('stamina', 'Zeal'), virtuePoint('stamina', 'Inspiring: Zeal')]),
    ).toStrictEqual({ value: 4, base: 2, steps: 0, virtues: 2, sources: ['Zeal', 'Inspiring: Zeal'] });
  });

  it('ruling "Values of 0": a 0 stays 0 under "--" by default, and is brought to 1 with zeroValues "ladder"', () => {
    const penalties = [penalty('shoot', 'Weary'), penalty('shoot', 'Disorder')];
    expect(effectiveValue('shoot', 0, penalties).value).toBe(0);
    expect(effectiveValue('shoot', 0, penalties, TerciosOptionsSchema.parse({ zeroValues: 'ladder' })).value).toBe(1);
  });
});
