// House rule: "Foot firing muskets at 3 inches or less roll twice and keep the better" — a steady battalion
// holding its fire until the enemy is close makes its volley count. Pistols and longer ranges are as written.
import { defineVariant } from '@muster/core';
import { defineWss6mmCombat, wss6mmCombatPlugin } from '@muster/wss-6mm';

export default defineVariant({
  ruleset: 'wss-6mm',
  name: 'steady volleys',
  description: 'musket fire at 3" or less rolls twice and keeps the better',
  plugins: {
    combat: defineWss6mmCombat({
      id: 'house/steady-volleys',
      description: 'close-range musketry: best of two rolls',
      smallArmsFire: (dice, shot, options, who) => {
        const first = wss6mmCombatPlugin.smallArmsFire(dice, shot, options, who);
        if (shot.weapon !== 'musket' || shot.range > 3 || first.roll === 0) return first;
        const second = wss6mmCombatPlugin.smallArmsFire(dice, shot, options, `${who} (second volley)`);
        return second.score > first.score ? second : first;
      },
    }),
  },
});
