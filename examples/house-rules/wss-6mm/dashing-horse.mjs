// House rule: "Horse go in one point more easily: their charge test needs 1 less" — S horse charge on 5+ and
// P horse on 9+ before modifiers. Foot charge tests are as written.
import { defineVariant } from '@muster/core';
import { defineWss6mmMorale, wss6mmMoralePlugin } from '@muster/wss-6mm';

export default defineVariant({
  ruleset: 'wss-6mm',
  name: 'dashing horse',
  description: 'a horse unit needs 1 less to pass its charge test',
  plugins: {
    morale: defineWss6mmMorale({
      id: 'house/dashing-horse',
      description: 'horse charge tests need 1 less',
      chargeTest: (dice, charger, options, who) => {
        const test = wss6mmMoralePlugin.chargeTest(dice, charger, options, who);
        if (charger.arm === 'foot') return test;
        return { ...test, needed: test.needed - 1, charges: test.roll >= test.needed - 1 };
      },
    }),
  },
});
