import { frenchArmy } from '@muster/sword-and-pike';
import { SPANISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { checkArmy, problemsAt } from './checkArmy.js';

describe('checkArmy', () => {
  it('accepts the example armies with their points', () => {
    expect(checkArmy('tercios', SPANISH_EMPIRE_1000)).toMatchObject({
      valid: true,
      points: 1000,
      limit: 1000,
      problems: [],
    });
    expect(checkArmy('sword-and-pike', frenchArmy).valid).toBe(true);
    expect(checkArmy('wss-6mm', BRITISH_ARMY).valid).toBe(true);
  });

  it('puts a building-rule violation at the field the ruleset names', () => {
    const army = structuredClone(SPANISH_EMPIRE_1000) as unknown as { regiments: { units: { unit: string }[] }[] };
    army.regiments[0]!.units[0]!.unit = 'no-such-unit';
    const check = checkArmy('tercios', army);
    expect(check.valid).toBe(false);
    expect(problemsAt(check.problems, 'regiments[0].units[0].unit').map((p) => p.message)).toEqual([
      expect.stringContaining('no-such-unit'),
    ]);
  });

  it('reports a shape error with its path before the building rules', () => {
    const army = {
      ...BRITISH_ARMY,
      brigades: [{ ...BRITISH_ARMY.brigades[0]!, brigadier: { name: 'X', rating: 'splendid' } }],
    };
    const check = checkArmy('wss-6mm', army);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]!.path).toBe('brigades[0].brigadier.rating');
  });

  it('shows a missing field at its parent', () => {
    const { name: _name, ...army } = frenchArmy;
    const check = checkArmy('sword-and-pike', army);
    expect(problemsAt(check.problems, '(root)', Object.keys(army))).toHaveLength(1);
  });
});
