// House rule (The Sword and the Pike): a unit's first volley is no better than any other. The -2 to each die
// for the first time a unit fires is not used.
import { defineVariant } from '@muster/core';
import { defineSwordAndPikeCombat, swordAndPikeCombatPlugin } from '@muster/sword-and-pike';

export default defineVariant({
  ruleset: 'sword-and-pike',
  name: 'no first-volley bonus',
  description: 'the first volley of a unit has no -2 to its dice',
  plugins: {
    combat: defineSwordAndPikeCombat({
      id: 'house/no-first-volley-bonus',
      description: 'fire without the first-volley -2',
      fire: (dice, fire) =>
        swordAndPikeCombatPlugin.fire(dice, { ...fire, modifiers: { ...fire.modifiers, firstFire: false } }),
    }),
  },
});
