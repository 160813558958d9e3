// House rule: "Push of pike is a shoving match" — in close combat a unit resists each hit on a 4+, not a
// 5+, so combats last longer and cost less. (Shooting is resisted as written: 4+, 6 against artillery.)
import { defineVariant } from '@muster/core';
import { defineTerciosCombat, terciosCombatPlugin } from '@muster/tercios';

export default defineVariant({
  ruleset: 'tercios',
  name: 'push of pike',
  description: 'in combat, resistance needs 4+ instead of 5+',
  plugins: {
    combat: defineTerciosCombat({
      id: 'house/push-of-pike',
      description: 'combat resistance on 4+',
      // Combat is the only resistance test made against 5+ (shooting: 4+, or 6 against artillery).
      resistanceTest: (dice, situation) =>
        terciosCombatPlugin.resistanceTest(
          dice,
          situation.target === 5
            ? { ...situation, target: 4, purpose: situation.purpose.replace('5+', '4+') }
            : situation,
        ),
    }),
  },
});
