import { describe, expect, it } from 'vitest';
import { effectiveValue } from '../values/effectiveValue.js';
import { ORDER_CARDS } from './OrderCard.js';

// Rulebook: Order Cards > Resist! (reaction): "Courage + for the resistance test of the combat that follows a
// charge". One bonus step: Courage 3 becomes 4, 4 becomes 6 (the value progression table's "+" row).
describe('Order card Resist!, as a reaction', () => {
  it.each([
    { row: 'Courage 3 +: 4', courage: 3, resisted: 4 },
    { row: 'Courage 4 +: 6', courage: 4, resisted: 6 },
  ])('"Courage +": $row', ({ courage, resisted }) => {
    const modifiers = ORDER_CARDS.resist.reactionModifiers;
    expect(modifiers).toEqual([{ value: 'courage', steps: 1, source: 'Resist! reaction' }]);
    expect(effectiveValue('courage', courage, modifiers).value).toBe(resisted);
  });
});
