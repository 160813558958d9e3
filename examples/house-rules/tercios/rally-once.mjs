// House rule: "Stand fast, lads!" — a unit that fails its rout test may roll it once more before it
// breaks. (As if every unit had a Selfless commander, except that nobody dies for it.)
import { defineVariant } from '@muster/core';
import { defineTerciosMorale, terciosMoralePlugin } from '@muster/tercios';

export default defineVariant({
  ruleset: 'tercios',
  name: 'rally once',
  description: 'a unit that fails its rout test re-rolls it once',
  plugins: {
    morale: defineTerciosMorale({
      id: 'house/rally-once',
      description: 'rout test: a failed test is re-rolled once',
      routTest: (dice, situation) => {
        const first = terciosMoralePlugin.routTest(dice, situation);
        if (!first.tested || first.passed || first.rerolled) return first;
        return { ...terciosMoralePlugin.routTest(dice, situation), rerolled: true };
      },
    }),
  },
});
