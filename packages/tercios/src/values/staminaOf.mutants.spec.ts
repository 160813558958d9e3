import { describe, expect, it } from 'vitest';
import { MUSKETEERS } from '../mechanics/__fixtures__/units.js';
import { staminaOf } from './staminaOf.js';

// Rulebook: Command > Virtues and Common Traits: "Zeal: +1 to Stamina." "Most virtues apply to the unit to which the
// commander is attached. As an exception, they may be applied to an unattached unit through the "Inspiring" trait".
// The Musketeer Company has Stamina 2.
describe('staminaOf: Stamina with Zeal', () => {
  const commander = (virtues: ('zeal' | 'drill')[]) => ({ rank: 2, virtues, traits: [] });

  it('no commander, no Inspiring: the printed Stamina 2', () => {
    expect(staminaOf(MUSKETEERS)).toBe(2);
  });

  it('an attached commander with Zeal: 3; with another virtue: 2', () => {
    expect(staminaOf({ ...MUSKETEERS, commander: commander(['drill', 'zeal']) })).toBe(3);
    expect(staminaOf({ ...MUSKETEERS, commander: commander(['drill']) })).toBe(2);
  });

  it('Zeal applied through Inspiring: 3; another virtue inspired: 2', () => {
    expect(staminaOf({ ...MUSKETEERS, inspiredBy: 'zeal' })).toBe(3);
    expect(staminaOf({ ...MUSKETEERS, inspiredBy: 'drill' })).toBe(2);
  });
});
