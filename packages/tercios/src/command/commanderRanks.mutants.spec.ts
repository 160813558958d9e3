import { describe, expect, it } from 'vitest';
import { TRAITS_OF_ALL_COMMANDERS, traitsOfAllCommanders } from './commanderRanks.js';

// Rulebook: Command > Common Traits: "Two traits apply to all commanders without needing to be chosen, and they are
// not counted in the number allowed by their rank: Fast ... Inspiring ... Initiative: adds 2 to the commander's rank
// for the initiative test." Ruling "Initiative trait holders": by default ('chosen') the two are Fast and Inspiring;
// with 'all-commanders' every commander has Initiative as well.
describe('the traits every commander has', () => {
  it('"Two traits apply to all commanders": Fast and Inspiring', () => {
    expect(TRAITS_OF_ALL_COMMANDERS).toEqual(['fast', 'inspiring']);
  });

  it("ruling Initiative trait holders: 'chosen' (default) gives the two; 'all-commanders' adds Initiative", () => {
    expect(traitsOfAllCommanders('chosen')).toEqual(['fast', 'inspiring']);
    expect(traitsOfAllCommanders('all-commanders')).toEqual(['fast', 'inspiring', 'initiative']);
  });
});
