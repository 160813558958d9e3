// House rule: "Don't fire till you see the whites of their eyes" — a shot at more than 6 inches is at
// Shoot - (one die fewer for most units), whatever the weapon.
import { defineVariant } from '@muster/core';
import { defineTerciosCombat, terciosCombatPlugin } from '@muster/tercios';
import { penalty } from '@muster/tercios/mechanics';

const longRange = penalty('shoot', 'house rule: firing beyond 6"');

export default defineVariant({
  ruleset: 'tercios',
  name: 'wild long fire',
  description: 'shooting beyond 6" is at Shoot -',
  plugins: {
    combat: defineTerciosCombat({
      id: 'house/wild-long-fire',
      description: 'Shoot - beyond 6"',
      shoot: (dice, shot, plugins) => {
        if (shot.range <= 6) return terciosCombatPlugin.shoot(dice, shot, plugins);
        const shooter = [...(shot.modifiers?.shooter ?? []), longRange];
        return terciosCombatPlugin.shoot(dice, { ...shot, modifiers: { ...shot.modifiers, shooter } }, plugins);
      },
    }),
  },
});
