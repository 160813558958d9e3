// House rule: "A unit falling back rallies on 12 or more, not 14" — a line that gave ground in good order
// is quicker to face the enemy again. Rallying from rout (16+) and from pursuit (10+) is as written.
import { defineVariant } from '@muster/core';
import { defineWss6mmMorale, wss6mmMoralePlugin } from '@muster/wss-6mm';
import { RALLY_NEEDS } from '@muster/wss-6mm/mechanics';

const needs = (from) => (from === 'fall-back' ? 12 : RALLY_NEEDS[from]);

export default defineVariant({
  ruleset: 'wss-6mm',
  name: 'quick rally',
  description: 'a unit falling back rallies on a modified 12 or more instead of 14',
  plugins: {
    morale: defineWss6mmMorale({
      id: 'house/quick-rally',
      description: 'falling-back units rally on 12+',
      // The same roll and modifiers as the rules; only the score needed from falling back changes.
      rallyTest: (dice, situation, options, who) => {
        const rolled = wss6mmMoralePlugin.rallyTest(dice, situation, options, who);
        return { ...rolled, rallied: rolled.score >= needs(situation.from) };
      },
    }),
  },
});
