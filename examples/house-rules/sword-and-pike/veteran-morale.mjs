// House rule (The Sword and the Pike): veteran armies. When a unit first checks morale, roll two dice on the
// Initial Morale Chart and keep the better one.
import { defineVariant } from '@muster/core';
import { defineSwordAndPikeMorale } from '@muster/sword-and-pike';
import { initialMoraleFor } from '@muster/sword-and-pike/mechanics';

export default defineVariant({
  ruleset: 'sword-and-pike',
  name: 'veteran morale',
  description: 'the Initial Morale Chart is rolled with two dice, keeping the better',
  plugins: {
    morale: defineSwordAndPikeMorale({
      id: 'house/veteran-morale',
      description: 'Initial Morale Chart: best of two D6',
      initialMorale(dice, { unit, moraleClass }) {
        const roll = Math.max(
          dice.d(6, `${unit}: Initial Morale Chart (${moraleClass}), first die`),
          dice.d(6, `${unit}: Initial Morale Chart (${moraleClass}), second die`),
        );
        return { roll, rating: initialMoraleFor(moraleClass, roll) };
      },
    }),
  },
});
