import { describe, expect, it } from 'vitest';
import { VIRTUES } from './virtues.js';

// Rulebook: Command > Common Traits, the seven "+1" entries (ruling "Virtues and common traits": these are the
// virtues): "Dedication: +1 to Mvt [speed]. Dexterity: +1 to Melee. Drill: +1 to Shoot [Tir]. Loyalty: +1 to
// Discipline. Zeal: +1 to Stamina. Sacrifice: +1 to Courage on the resistance test against shooting. Will: +1 to
// Courage on the resistance test against combat."
describe('the virtues, one row each', () => {
  const rows = [
    ['dedication', 'Dedication', 'speed', 'always', '+1 to Mvt [Speed].'],
    ['dexterity', 'Dexterity', 'melee', 'always', '+1 to Melee.'],
    ['drill', 'Drill', 'shoot', 'always', '+1 to Shoot.'],
    ['loyalty', 'Loyalty', 'discipline', 'always', '+1 to Discipline.'],
    ['zeal', 'Zeal', 'stamina', 'always', '+1 to Stamina.'],
    [
      'sacrifice',
      'Sacrifice',
      'courage',
      'shooting-resistance',
      '+1 to Courage on the resistance test against shooting.',
    ],
    ['will', 'Will', 'courage', 'melee-resistance', '+1 to Courage on the resistance test against combat.'],
  ] as const;

  it.each(rows)('%s: %s, +1 to %s (%s): "%s"', (id, name, value, scope, text) => {
    expect(VIRTUES[id]).toStrictEqual({ id, name, value, scope, text });
  });

  it('seven virtues and no other, in the order of the list', () => {
    expect(Object.keys(VIRTUES)).toEqual(rows.map(([id]) => id));
  });
});
