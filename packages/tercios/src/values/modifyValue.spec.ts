import { describe, expect, it } from 'vitest';
import { effectiveValue } from './effectiveValue.js';
import { bonus, penalty, virtuePoint } from './Modifier.js';
import { modifyValue } from './modifyValue.js';
import { isWeary } from './wear.js';
import { TerciosOptionsSchema } from '../options/options.js';

// Rulebook: Components > Modifiers, "Table: value progression with bonuses and penalties".
const TABLE = {
  base: [1, 2, 3, 4, 5, 6],
  plus: [1, 3, 4, 6, 7, 9],
  plusPlus: [2, 4, 6, 8, 10, 12],
  minus: [1, 1, 2, 2, 3, 3],
  minusMinus: [1, 1, 1, 1, 1, 1],
};

describe('the value progression table', () => {
  TABLE.base.forEach((base, i) => {
    it(`base ${base}: + ${TABLE.plus[i]}, ++ ${TABLE.plusPlus[i]}, - ${TABLE.minus[i]}, -- ${TABLE.minusMinus[i]}`, () => {
      expect(modifyValue(base, 0)).toBe(base);
      expect(modifyValue(base, 1)).toBe(TABLE.plus[i]);
      expect(modifyValue(base, 2)).toBe(TABLE.plusPlus[i]);
      expect(modifyValue(base, -1)).toBe(TABLE.minus[i]);
      expect(modifyValue(base, -2)).toBe(TABLE.minusMinus[i]);
    });
  });

  it('three or more bonuses are still ++ (double, the maximum), three penalties still --', () => {
    expect(modifyValue(5, 3)).toBe(10);
    expect(modifyValue(5, -4)).toBe(1);
  });

  it('a value of 0 stays 0 by default; with zeroValues "ladder" a double penalty brings it to 1', () => {
    expect(modifyValue(0, -2)).toBe(0);
    expect(modifyValue(0, 2)).toBe(0);
    expect(modifyValue(0, -2, 'ladder')).toBe(1);
  });
});

describe('effectiveValue', () => {
  it('bonuses and penalties cancel one for one', () => {
    const v = effectiveValue('melee', 4, [
      bonus('melee', 'Assault!'),
      penalty('melee', 'Weary'),
      bonus('melee', 'height'),
    ]);
    expect(v.steps).toBe(1);
    expect(v.value).toBe(6);
  });

  it('ignores modifiers to other values', () => {
    expect(effectiveValue('melee', 4, [bonus('courage', 'cover')]).value).toBe(4);
  });

  it('adds virtues after bonuses: Courage 3 with a bonus and a virtue is 5, not 6 (Command > Virtues example)', () => {
    expect(effectiveValue('courage', 3, [bonus('courage', 'cover'), virtuePoint('courage', 'Sacrifice')]).value).toBe(
      5,
    );
  });

  it('Disorder is Courage -: Courage 4 becomes 2', () => {
    expect(effectiveValue('courage', 4, [penalty('courage', 'Disorder')]).value).toBe(2);
  });
});

describe('Weary', () => {
  it('at Dm = Stamina by the rule; from the first Dm with the Adaptation', () => {
    const rule = TerciosOptionsSchema.parse({});
    const adaptation = TerciosOptionsSchema.parse({ wearyAt: 'first-wear' });
    expect(isWeary(0, 3, rule)).toBe(false);
    expect(isWeary(2, 3, rule)).toBe(false);
    expect(isWeary(3, 3, rule)).toBe(true);
    expect(isWeary(0, 3, adaptation)).toBe(false);
    expect(isWeary(1, 3, adaptation)).toBe(true);
  });
});
